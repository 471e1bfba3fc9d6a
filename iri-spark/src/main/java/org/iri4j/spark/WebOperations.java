package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * The work of the {@code url_*} functions: links read by the WHATWG URL Standard. A URL the
 * parser refuses is null, found without an exception ({@code …OrNull}, {@link QuietWork}), or,
 * when the session's settings say so, a failed task, from the
 * {@link org.iri4j.api.InvalidInputException} the strict work throws; {@code url_check} answers
 * it instead. A URL's domains are mapped by the {@code UrlDomainMapper} the class path holds;
 * the environment maps the bridge's URI to an IRI, with the plugins the session ships.
 */
final class WebOperations {

    private WebOperations() {}

    /** URL Standard §4.4 and §4.5. */
    static String href(IriEnvironment env, String s) {
        return WebUrl.parse(s).href();
    }

    /** {@link #href}, null where the parser returns failure: no exception, no message. */
    static String hrefOrNull(IriEnvironment env, String s) {
        return WebUrl.tryParse(s).map(WebUrl::href).orElse(null);
    }

    /** URL Standard §6.1, {@code new URL(s, base)}. */
    static String resolve(IriEnvironment env, String base, String s) {
        return WebUrl.parse(s, baseOf(base)).href();
    }

    /** {@link #resolve}, null where the parser returns failure for the base or for s. */
    static String resolveOrNull(IriEnvironment env, String base, String s) {
        return tryParse(s, base).map(WebUrl::href).orElse(null);
    }

    /**
     * URL Standard §6.1: the attributes of the {@code URL} class, the validation errors of §4.4,
     * and whether s, as written, is a valid URL string (§4.3 URL writing, without a base URL).
     */
    static Row parse(IriEnvironment env, String s) {
        WebUrlResult result = WebUrl.read(s, null);
        return row(s, result.orElseThrow(), result);
    }

    /** {@link #parse}, null where the parser returns failure. */
    static Row parseOrNull(IriEnvironment env, String s) {
        WebUrlResult result = WebUrl.read(s, null);
        return result.url().map(url -> row(s, url, result)).orElse(null);
    }

    private static Row row(String s, WebUrl url, WebUrlResult result) {
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
                errors(result.violations(), ""),
                WebUrl.isValidUrlString(s));
    }

    /**
     * URL Standard §4.3 URL writing: whether s, as written, is a valid URL string, against a base
     * URL given as text (null for none: then only an absolute URL string is). A base that fails
     * to parse is refused, as the {@code url_*} functions refuse it (§6.1 "API URL parser").
     */
    static Boolean isValidString(IriEnvironment env, String s, String base) {
        return WebUrl.isValidUrlString(s, baseOf(base));
    }

    /** {@link #isValidString}, null where the base fails to parse. */
    static Boolean isValidStringOrNull(IriEnvironment env, String s, String base) {
        if (base == null) {
            return WebUrl.isValidUrlString(s);
        }
        return WebUrl.tryParse(base)
                .map(against -> WebUrl.isValidUrlString(s, against))
                .orElse(null);
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
        return RowFactory.create(result.isValid(), errors(result.violations(), ""));
    }

    /**
     * The bridge (URL Standard §4.5 serialization made a URI, then RFC 3987 §3.2), the host as
     * {@link IriBridge#toIri(WebUrl)} decides it, the rest read by the environment's mapper,
     * built once with it ({@link Environments#mapperOf}). A null base is none.
     */
    static String toIri(IriEnvironment env, String s, String base) {
        WebUrl url = WebUrl.parse(s, baseOf(base));
        return IriBridge.toIri(url, Environments.mapperOf(env)).toString();
    }

    /** {@link #toIri}, null where the parser returns failure for the base or for s. */
    static String toIriOrNull(IriEnvironment env, String s, String base) {
        return tryParse(s, base)
                .map(url -> IriBridge.toIri(url, Environments.mapperOf(env)).toString())
                .orElse(null);
    }

    /** A base URL given as text, parsed first (URL Standard §6.1 "API URL parser"); null for none. */
    private static WebUrl baseOf(String base) {
        return base == null ? null : WebUrl.parse(base);
    }

    /** A URL against a base given as text or null, empty where the parser fails on either (§6.1). */
    private static Optional<WebUrl> tryParse(String s, String base) {
        if (base == null) {
            return WebUrl.tryParse(s);
        }
        return WebUrl.tryParse(base).flatMap(against -> WebUrl.tryParse(s, against));
    }

    /**
     * Validation errors as the {@code errors} member of {@code iri url --format json}: code, start
     * and end (UTF-16 indexes into the input, the end exclusive), message.
     */
    private static List<Row> errors(List<Violation> violations, String role) {
        if (violations.isEmpty()) {
            return List.of(); // most links: no list to make
        }
        List<Row> rows = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            rows.add(RowFactory.create(v.code().id(), v.start(), v.end(), role + v.message()));
        }
        return rows;
    }
}
