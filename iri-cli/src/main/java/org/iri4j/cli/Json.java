package org.iri4j.cli;

import java.util.Optional;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;

/**
 * The JSON that {@code iri parse} prints: one object on one line, absent components as
 * {@code null}, empty ones as {@code ""}.
 *
 * <pre>
 * {"scheme":"http","authority":"a","userinfo":null,"host":"a","hostKind":"REG_NAME","displayHost":"a","port":null,
 *  "path":"/","query":"","fragment":null,"absolute":true}
 * </pre>
 */
final class Json {

    private Json() {
    }

    /**
     * The components of a reference as a JSON object.
     *
     * @param iri the reference
     * @return one line of JSON
     */
    static String components(Iri iri, IriEnvironment env) {
        StringBuilder out = new StringBuilder(iri.toString().length() * 2 + 160).append('{');
        field(out, "scheme", iri.scheme()).append(',');
        field(out, "authority", iri.authority()).append(',');
        field(out, "userinfo", iri.userinfo()).append(',');
        field(out, "host", iri.host()).append(',');
        field(out, "hostKind", iri.hostKind().map(Enum::name)).append(',');
        field(out, "displayHost", env.displayHost(iri)).append(',');
        field(out, "port", iri.port()).append(',');
        field(out, "path", Optional.of(iri.path())).append(',');
        field(out, "query", iri.query()).append(',');
        field(out, "fragment", iri.fragment()).append(',');
        string(out, "absolute").append(':').append(iri.isAbsolute());
        return out.append('}').toString();
    }

    private static StringBuilder field(StringBuilder out, String name, Optional<String> value) {
        string(out, name).append(':');
        return value.isPresent() ? string(out, value.get()) : out.append("null");
    }

    /**
     * Appends a JSON string literal (RFC 8259 §7): quotes, backslashes and controls escaped.
     *
     * @param out   where to append
     * @param value the string
     * @return {@code out}
     */
    static StringBuilder string(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7F || c == 0x2028 || c == 0x2029) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"');
    }
}
