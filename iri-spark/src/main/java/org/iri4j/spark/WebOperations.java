package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * The work of the {@code url_*} functions: links read by the WHATWG URL Standard. A URL the
 * parser refuses throws {@link org.iri4j.api.InvalidInputException}, which the function makes null
 * (or a failed task, as the session's settings say); {@code url_check} answers it instead. A
 * URL's domains are mapped by the {@code UrlDomainMapper} the class path holds; the environment
 * maps the bridge's URI to an IRI, with the plugins the session ships.
 */
final class WebOperations {

    private WebOperations() {}

    /** URL Standard §4.4 and §4.5. */
    static String href(IriEnvironment env, String s) {
        return WebUrl.parse(s).href();
    }

    /** URL Standard §6.1, {@code new URL(s, base)}. */
    static String resolve(IriEnvironment env, String base, String s) {
        return WebUrl.parse(s, base).href();
    }

    /** URL Standard §6.1: the attributes of the {@code URL} class, and the validation errors of §4.4. */
    static Row parse(IriEnvironment env, String s) {
        WebUrlResult result = WebUrl.read(s, null);
        WebUrl url = result.orElseThrow();
        return RowFactory.create(
                url.href(),
                url.origin(),
                url.protocol(),
                url.username(),
                url.password(),
                url.host(),
                url.hostname(),
                url.port(),
                url.pathname(),
                url.search(),
                url.hash(),
                errors(result.violations(), ""));
    }

    /**
     * URL Standard §4.4 with every validation error: whether the parser returns a URL, never
     * throwing. A base that fails is the failure, its messages starting {@code base: }, as the
     * {@code iri url} command names it. A null base is none.
     */
    static Row check(IriEnvironment env, String s, String base) {
        WebUrl against = null;
        if (base != null) {
            WebUrlResult read = WebUrl.read(base, null);
            if (read.url().isEmpty()) {
                return RowFactory.create(false, errors(read.violations(), "base: "));
            }
            against = read.url().get();
        }
        WebUrlResult result = WebUrl.read(s, against);
        return RowFactory.create(result.isSuccess(), errors(result.violations(), ""));
    }

    /**
     * The bridge (URL Standard §4.5 serialization made a URI, then RFC 3987 §3.2), the host as
     * {@link IriBridge#toIri(WebUrl)} decides it, the rest read by the environment's mapper,
     * built once with it ({@link Environments#mapperOf}). A null base is none.
     */
    static String toIri(IriEnvironment env, String s, String base) {
        WebUrl url = WebUrl.parse(s, base);
        return IriBridge.toIri(url, Environments.mapperOf(env)).toString();
    }

    /** Validation errors as the {@code errors} member of {@code iri url --format json}: code, index, message. */
    private static List<Row> errors(List<Violation> violations, String role) {
        if (violations.isEmpty()) {
            return List.of(); // most links: no list to make
        }
        List<Row> rows = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            rows.add(RowFactory.create(v.code().id(), v.start(), role + v.message()));
        }
        return rows;
    }
}
