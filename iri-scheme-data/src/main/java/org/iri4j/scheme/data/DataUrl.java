package org.iri4j.scheme.data;

import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;

/**
 * Where the parts of a data URL lie in the string of an IRI without an authority (RFC 2397 §3):
 * <pre>
 * dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
 * mediatype  := [ type "/" subtype ] *( ";" parameter )
 * parameter  := attribute "=" value
 * data       := *urlchar
 * </pre>
 * The parts are found by the delimiters as written: a percent-encoded {@code ","}, {@code ";"}
 * or {@code "/"} is data, not a delimiter (RFC 3986 §2.2), and one as written always
 * delimits, even between percent-encoded quotes (RFC 2397 §3 wants a tspecial in a value
 * percent-encoded, not quoted). The first {@code ","} ends the media type. The data runs on
 * to the fragment: {@code "?"} is a {@code urlchar} (RFC 2396 §2.2), so what RFC 3986 §3.4
 * reads as a query is data too. The parts before the {@code ","} are separated by
 * {@code ";"}: the first is the media type, the others parameters, but the last when it
 * reads {@code base64} in any case (RFC 2397 §3: it "doesn't have a following "=" sign"),
 * the base64 extension. Nothing is judged here: {@link HeaderRules} does that.
 *
 * <p>Each part is a range of the IRI's string, found in place: reading a data URL copies
 * nothing.
 */
final class DataUrl {

    private DataUrl() {}

    /**
     * Where the data ends.
     *
     * @param iri     a data IRI without authority
     * @param context where its components lie
     * @return the index of the {@code "#"} of the fragment, or the length of the string
     */
    static int end(Iri iri, SchemeContext context) {
        int queryEnd = context.end(iri, Component.QUERY);
        return queryEnd >= 0 ? queryEnd : context.end(iri, Component.PATH);
    }

    /**
     * The {@code ","} before the data.
     *
     * @param s    the IRI's string
     * @param from where the data URL starts, just after {@code "data:"}
     * @param to   where it ends ({@link #end})
     * @return the index of the first {@code ","} in {@code s[from, to)}, or -1
     */
    static int comma(String s, int from, int to) {
        int comma = partEnd(s, from, to, ',');
        return comma < to ? comma : -1;
    }

    /** Where the part that starts at {@code from} ends: at the next {@code ";"} before {@code to}, or {@code to}. */
    static int partEnd(String s, int from, int to) {
        return partEnd(s, from, to, ';');
    }

    /**
     * Where the base64 extension starts.
     *
     * @param s     the IRI's string
     * @param start where the data URL starts
     * @param comma the index of its {@code ","}
     * @return the index just after the last {@code ";"}, if what follows it up to the {@code ","}
     *     reads {@code base64}; else -1
     */
    static int base64Start(String s, int start, int comma) {
        for (int i = comma - 1; i >= start; i--) {
            if (s.charAt(i) == ';') {
                return Escapes.equalsIgnoreCase(s, i + 1, comma, "base64") ? i + 1 : -1;
            }
        }
        return -1;
    }

    /**
     * Where the parameters end: at the {@code ";"} of the base64 extension, else at the {@code ","}.
     * The parameters are the parts after the media type, each after a {@code ";"}, up to there.
     */
    static int parametersEnd(String s, int start, int comma) {
        int base64 = base64Start(s, start, comma);
        return base64 < 0 ? comma : base64 - 1;
    }

    /**
     * A violation at {@code s[start, end)}, in the component it lies in: the path, or the
     * query, which is data too.
     */
    static Violation violation(DataCode code, Iri iri, int start, int end, String message) {
        return Violation.of(code, component(iri, start), start, end, message);
    }

    /**
     * The component an index lies in. A data IRI without authority has its first {@code "?"}
     * at the end of its path: neither the scheme nor the path may hold one (RFC 3987 §2.2).
     */
    private static Component component(Iri iri, int index) {
        return iri.hasQuery() && index >= iri.toString().indexOf('?') ? Component.QUERY : Component.PATH;
    }

    private static int partEnd(String s, int from, int to, char delimiter) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == delimiter) {
                return i;
            }
        }
        return to;
    }
}
