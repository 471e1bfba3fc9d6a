package org.iri4j.scheme.data;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;

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
 * percent-encoded, not quoted). The first {@code ","} ends the media type. The data runs on to the fragment: {@code "?"} is a {@code urlchar} (RFC 2396
 * §2.2), so what RFC 3986 §3.4 reads as a query is data too. The last {@code ";"} part is the
 * base64 extension when it reads {@code base64} in any case (RFC 2397 §3: it "doesn't have
 * a following "=" sign"). Nothing is judged here: {@link HeaderRules} does that.
 */
final class DataUrl {

    /** A range {@code [start, end)} of the IRI's string. */
    record Span(int start, int end) {

        boolean isEmpty() {
            return start == end;
        }
    }

    private final String text;
    private final int start;
    private final int pathEnd;
    private final int end;
    private final int comma;
    private final Span mediaType;
    private final List<Span> parameters;
    private final Span base64;

    private DataUrl(String text, int start, int pathEnd, int end, int comma, List<Span> pieces) {
        this.text = text;
        this.start = start;
        this.pathEnd = pathEnd;
        this.end = end;
        this.comma = comma;
        this.mediaType = pieces.isEmpty() ? null : pieces.get(0);
        Span last = pieces.size() > 1 ? pieces.get(pieces.size() - 1) : null;
        this.base64 = last != null && Escapes.equalsIgnoreCase(text, last.start(), last.end(), "base64") ? last : null;
        this.parameters = pieces.isEmpty() ? List.of()
                : List.copyOf(pieces.subList(1, pieces.size() - (base64 == null ? 0 : 1)));
    }

    /**
     * The parts of a data IRI.
     *
     * @param iri an IRI with the scheme data and no authority
     * @return its layout
     */
    static DataUrl of(Iri iri) {
        String s = iri.toString();
        int start = iri.scheme().orElse("").length() + 1;
        int pathEnd = start + iri.path().length();
        int end = iri.query().map(q -> pathEnd + 1 + q.length()).orElse(pathEnd);
        int comma = s.indexOf(',', start);
        if (comma < 0 || comma >= end) {
            return new DataUrl(s, start, pathEnd, end, -1, List.of());
        }
        List<Span> pieces = new ArrayList<>();
        int from = start;
        for (int semicolon = s.indexOf(';', from); semicolon >= 0 && semicolon < comma; semicolon = s.indexOf(';', from)) {
            pieces.add(new Span(from, semicolon));
            from = semicolon + 1;
        }
        pieces.add(new Span(from, comma));
        return new DataUrl(s, start, pathEnd, end, comma, pieces);
    }

    /** The IRI's string, into which every index points. */
    String text() {
        return text;
    }

    /** Where the data URL starts: just after {@code "data:"}. */
    int start() {
        return start;
    }

    /** Where the data ends: at the {@code "#"} of the fragment, or the end of the string. */
    int end() {
        return end;
    }

    /** Where the path ends. */
    int pathEnd() {
        return pathEnd;
    }

    /** Whether the data URL has the {@code ","} before its data. */
    boolean hasComma() {
        return comma >= 0;
    }

    /** The index of the first {@code ","}; only if {@link #hasComma()}. */
    int comma() {
        return comma;
    }

    /** The {@code type "/" subtype} part, up to the first {@code ";"} or the {@code ","}; empty when the type is left out. */
    Span mediaType() {
        return mediaType;
    }

    /** The parts between {@code ";"}s that should be parameters, base64 extension left out. */
    List<Span> parameters() {
        return parameters;
    }

    /** The {@code base64} after the last {@code ";"}, or null when the data is not base64. */
    Span base64() {
        return base64;
    }

    /** The component of the IRI an index lies in: the path, or the query that is data too. */
    Component component(int index) {
        return index < pathEnd || end == pathEnd ? Component.PATH : Component.QUERY;
    }
}
