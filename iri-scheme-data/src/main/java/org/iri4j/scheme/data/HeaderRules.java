package org.iri4j.scheme.data;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Violation;
import org.iri4j.scheme.data.DataUrl.Span;

/**
 * The media type of a data URL, the part before the {@code ","} (RFC 2397 §3):
 * <pre>
 * mediatype  := [ type "/" subtype ] *( ";" parameter )
 * parameter  := attribute "=" value
 * </pre>
 * where type, subtype, attribute and value are the tokens of RFC 2045 §5.1, "represented
 * using URL escaped encoding ... as necessary" ({@link MimeTokens}). One violation per part
 * that breaks a rule, at that part's indices.
 */
final class HeaderRules {

    private static final String GRAMMAR = " (RFC 2397 §3, RFC 2045 §5.1)";

    private final DataUrl url;
    private final String s;
    private final List<Violation> found = new ArrayList<>(1);

    private HeaderRules(DataUrl url) {
        this.url = url;
        this.s = url.text();
    }

    /**
     * The violations of the media type and parameters.
     *
     * @param url a data URL that has its {@code ","}
     * @return the violations, empty when the media type is well-formed
     */
    static List<Violation> check(DataUrl url) {
        HeaderRules rules = new HeaderRules(url);
        rules.mediaType(url.mediaType());
        url.parameters().forEach(rules::parameter);
        return rules.found;
    }

    /** {@code [ type "/" subtype ]}: absent, or two tokens around the first "/". */
    private void mediaType(Span part) {
        if (part.isEmpty()) {
            return;
        }
        int slash = find(part, '/');
        if (slash < 0) {
            boolean base64 = Escapes.equalsIgnoreCase(s, part.start(), part.end(), "base64");
            report(DataCode.INVALID_MEDIA_TYPE, part, "media type \"" + text(part) + "\" at index " + part.start()
                    + " has no \"/\"; expected type \"/\" subtype" + (base64 ? ", or \";base64\" with its \";\"" : "")
                    + GRAMMAR);
            return;
        }
        String problem = MimeTokens.tokenProblem(s, part.start(), slash, "type");
        Span wrong = new Span(part.start(), slash);
        if (problem == null) {
            problem = MimeTokens.tokenProblem(s, slash + 1, part.end(), "subtype");
            wrong = new Span(slash + 1, part.end());
        }
        if (problem != null) {
            report(DataCode.INVALID_MEDIA_TYPE, wrong, "media type \"" + text(part) + "\": " + problem
                    + "; expected type \"/\" subtype, each a token" + GRAMMAR);
        }
    }

    /** {@code attribute "=" value}: a token, the first "=", a value. */
    private void parameter(Span part) {
        int eq = find(part, '=');
        String problem;
        if (eq < 0) {
            problem = "it has no \"=\"" + (Escapes.equalsIgnoreCase(s, part.start(), part.end(), "base64")
                    ? "; \";base64\" comes last, just before the \",\"" : "");
        } else {
            problem = MimeTokens.tokenProblem(s, part.start(), eq, "attribute");
            if (problem == null) {
                problem = MimeTokens.valueProblem(s, eq + 1, part.end());
            }
        }
        if (problem != null) {
            report(DataCode.INVALID_PARAMETER, part, "parameter \"" + text(part) + "\" at index " + part.start() + ": "
                    + problem + "; expected attribute \"=\" value, with tspecials in the value percent-encoded" + GRAMMAR);
        }
    }

    /** The first {@code c} as written in the part, or -1; looks no further than the part, so that many parts cost linear time. */
    private int find(Span part, char c) {
        for (int i = part.start(); i < part.end(); i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    private String text(Span part) {
        return Escapes.excerpt(s, part.start(), part.end());
    }

    private void report(DataCode code, Span where, String message) {
        found.add(Violation.of(code, url.component(where.start()), where.start(), where.end(), message));
    }
}
