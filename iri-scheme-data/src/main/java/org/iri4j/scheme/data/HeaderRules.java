package org.iri4j.scheme.data;

import java.util.List;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;

/**
 * The media type of a data URL, the part before the {@code ","} (RFC 2397 §3):
 * <pre>
 * mediatype  := [ type "/" subtype ] *( ";" parameter )
 * parameter  := attribute "=" value
 * </pre>
 * where type, subtype, attribute and value are the tokens of RFC 2045 §5.1, "represented
 * using URL escaped encoding ... as necessary" ({@link MimeTokens}). One violation per part
 * that breaks a rule, at that part's indices. Read in place: a well-formed media type costs
 * no copy and no list.
 */
final class HeaderRules {

    private static final String GRAMMAR = " (RFC 2397 §3, RFC 2045 §5.1)";

    private HeaderRules() {}

    /**
     * The violations of the media type and parameters.
     *
     * @param iri   a data IRI without authority
     * @param start where the data URL starts, just after {@code "data:"}
     * @param comma the index of its {@code ","}
     * @return the violations; {@code List.of()} when the media type is well-formed
     */
    static List<Violation> check(Iri iri, int start, int comma) {
        String s = iri.toString();
        int typeEnd = DataUrl.partEnd(s, start, comma);
        Violation type = mediaType(iri, start, typeEnd);
        List<Violation> found = type == null ? List.of() : Found.add(List.of(), type);
        int parametersEnd = DataUrl.parametersEnd(s, start, comma);
        for (int semicolon = typeEnd; semicolon < parametersEnd; ) {
            int from = semicolon + 1;
            int to = DataUrl.partEnd(s, from, parametersEnd);
            Violation parameter = parameter(iri, from, to);
            if (parameter != null) {
                found = Found.add(found, parameter);
            }
            semicolon = to;
        }
        return found;
    }

    /** {@code [ type "/" subtype ]} in {@code s[from, to)}: absent, or two tokens around the first "/". */
    private static Violation mediaType(Iri iri, int from, int to) {
        if (from == to) {
            return null;
        }
        String s = iri.toString();
        int slash = find(s, from, to, '/');
        if (slash < 0) {
            boolean base64 = Escapes.equalsIgnoreCase(s, from, to, "base64");
            return DataUrl.violation(
                    DataCode.INVALID_MEDIA_TYPE,
                    iri,
                    from,
                    to,
                    "media type \""
                            + Escapes.excerpt(s, from, to) + "\" at index " + from
                            + " has no \"/\"; expected type \"/\" subtype"
                            + (base64 ? ", or \";base64\" with its \";\"" : "") + GRAMMAR);
        }
        String problem = MimeTokens.tokenProblem(s, from, slash, "type");
        int wrongStart = from;
        int wrongEnd = slash;
        if (problem == null) {
            problem = MimeTokens.tokenProblem(s, slash + 1, to, "subtype");
            wrongStart = slash + 1;
            wrongEnd = to;
        }
        if (problem == null) {
            return null;
        }
        return DataUrl.violation(
                DataCode.INVALID_MEDIA_TYPE,
                iri,
                wrongStart,
                wrongEnd,
                "media type \"" + Escapes.excerpt(s, from, to) + "\": " + problem
                        + "; expected type \"/\" subtype, each a token" + GRAMMAR);
    }

    /** {@code attribute "=" value} in {@code s[from, to)}: a token, the first "=", a value. */
    private static Violation parameter(Iri iri, int from, int to) {
        String s = iri.toString();
        int eq = find(s, from, to, '=');
        String problem;
        if (eq < 0) {
            problem = "it has no \"=\""
                    + (Escapes.equalsIgnoreCase(s, from, to, "base64")
                            ? "; \";base64\" comes last, just before the \",\""
                            : "");
        } else {
            problem = MimeTokens.tokenProblem(s, from, eq, "attribute");
            if (problem == null) {
                problem = MimeTokens.valueProblem(s, eq + 1, to);
            }
        }
        if (problem == null) {
            return null;
        }
        return DataUrl.violation(
                DataCode.INVALID_PARAMETER,
                iri,
                from,
                to,
                "parameter \"" + Escapes.excerpt(s, from, to)
                        + "\" at index " + from + ": " + problem
                        + "; expected attribute \"=\" value, with tspecials in the value percent-encoded" + GRAMMAR);
    }

    /** The first {@code c} as written in {@code s[from, to)}, or -1; looks no further than the part, so that many parts cost linear time. */
    private static int find(String s, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }
}
