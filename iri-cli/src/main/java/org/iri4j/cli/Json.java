package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;

/**
 * The JSON members the commands share: the components of {@code iri parse} and the violations
 * of {@code iri check} and {@code iri display}, built as {@link JsonObject}s.
 */
final class Json {

    private Json() {}

    /**
     * The components of a reference: absent components as {@code null}, empty ones as
     * {@code ""}.
     *
     * <pre>
     * {"scheme":"http","authority":"a","userinfo":null,"host":"a","hostKind":"REG_NAME","displayHost":"a","port":null,
     *  "path":"/","query":"","fragment":null,"absolute":true}
     * </pre>
     *
     * @param iri the reference
     * @param env the environment, for the display form of the host
     * @return the members, in this order
     */
    static JsonObject components(Iri iri, IriEnvironment env) {
        return new JsonObject()
                .string("scheme", iri.scheme().orElse(null))
                .string("authority", iri.authority().orElse(null))
                .string("userinfo", iri.userinfo().orElse(null))
                .string("host", iri.host().orElse(null))
                .string("hostKind", iri.hostKind().map(Enum::name).orElse(null))
                .string("displayHost", env.displayHost(iri).orElse(null))
                .string("port", iri.port().orElse(null))
                .string("path", iri.path())
                .string("query", iri.query().orElse(null))
                .string("fragment", iri.fragment().orElse(null))
                .bool("absolute", iri.isAbsolute());
    }

    /**
     * Violations as {@code iri check} writes them, and every command that reports the same kind
     * of finding ({@code iri display}): one object each, in order.
     *
     * <pre>
     * [{"code":"BIDI_MIXED_DIRECTIONS","severity":"WARNING","start":7,"end":9,"component":"host","message":"..."}]
     * </pre>
     *
     * @param violations the violations
     * @return an object per violation: code, severity, start and end ({@link Violation#start()},
     *     {@link Violation#end()}: UTF-16 indexes into the input, the end exclusive), component,
     *     message
     */
    static List<JsonObject> violations(List<Violation> violations) {
        List<JsonObject> objects = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            objects.add(new JsonObject()
                    .string("code", v.code().id())
                    .string("severity", v.severity().name())
                    .number("start", v.start())
                    .number("end", v.end())
                    .string("component", v.component().label())
                    .string("message", v.message()));
        }
        return objects;
    }
}
