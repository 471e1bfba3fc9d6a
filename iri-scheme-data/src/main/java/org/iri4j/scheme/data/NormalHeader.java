package org.iri4j.scheme.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The normal form of the media type of a data URL whose media type is well-formed
 * ({@link HeaderRules} finds nothing), for scheme-based normalization (RFC 3986 §6.2.3):
 * <ul>
 *   <li>type, subtype and parameter names in lower case: they are case-insensitive (RFC 2045
 *       §5.1, RFC 6838 §4.2); so is the value of a {@code charset} parameter (RFC 2046
 *       §4.1.2), and other values keep their case;</li>
 *   <li>the percent-encoding of a token character that an IRI path may hold as it is
 *       ({@code !$&'*+}) decoded: RFC 2397 §3 escapes tokens only "as necessary", and in the
 *       media type such a character is no delimiter; other encodings kept;</li>
 *   <li>a quoted-string value that holds a token unquoted ({@code charset=%22utf-8%22} is
 *       {@code charset=utf-8}): RFC 2045 §5.1 calls {@code charset=us-ascii} and
 *       {@code charset="us-ascii"} "completely equivalent";</li>
 *   <li>the default media type left out: RFC 2397 §2 gives {@code text/plain;charset=US-ASCII}
 *       to a data URL without one and lets {@code text/plain} be left out, and
 *       {@code text/plain} without a charset is US-ASCII (RFC 2046 §4.1.2, RFC 6657 §4); so
 *       {@code text/plain} is written as nothing, and its {@code charset=us-ascii} too when
 *       it is the only charset parameter. {@code data:text/plain;charset=US-ASCII,x},
 *       {@code data:;charset=us-ascii,x} and {@code data:,x} are all {@code data:,x}, the
 *       shortest;</li>
 *   <li>{@code ";base64"} in lower case (RFC 2397 §3 writes it as a quoted literal, which
 *       the RFC 822 notation of RFC 2045 reads case-insensitively, RFC 822 §3.4.7; browsers
 *       too).</li>
 * </ul>
 * Parameters keep their order: sorting them would decide which of two with the same name
 * comes first. Values are not interpreted further: {@code charset=ascii}, an alias of
 * US-ASCII in the IANA registry, stays as it is.
 */
final class NormalHeader {

    private static final String TEXT_PLAIN = "text/plain";
    private static final String CHARSET = "charset";
    private static final String US_ASCII = "us-ascii";
    /** A quote in an IRI is always {@code %22}: the IRI grammar has no raw one (RFC 3987 §2.2). */
    private static final int ENCODED_QUOTE_LENGTH = 3;

    private NormalHeader() {}

    /**
     * The normal form of what comes before the {@code ","}.
     *
     * @param s     the string of a data IRI without authority
     * @param start where the data URL starts, just after {@code "data:"}
     * @param comma the index of its {@code ","}, after a well-formed media type
     * @return the text to put before the {@code ","}
     */
    static String write(String s, int start, int comma) {
        int typeEnd = DataUrl.partEnd(s, start, comma);
        String mediaType = start == typeEnd ? TEXT_PLAIN : token(s, start, typeEnd, true);
        List<String> names = new ArrayList<>();
        List<String> values = new ArrayList<>();
        int parametersEnd = DataUrl.parametersEnd(s, start, comma);
        for (int semicolon = typeEnd; semicolon < parametersEnd; ) {
            int from = semicolon + 1;
            int to = DataUrl.partEnd(s, from, parametersEnd);
            int eq = s.indexOf('=', from);
            String name = token(s, from, eq, true);
            names.add(name);
            values.add(value(s, eq + 1, to, name.equals(CHARSET)));
            semicolon = to;
        }
        boolean textPlain = mediaType.equals(TEXT_PLAIN);
        int defaultCharset = textPlain ? onlyCharset(names, values) : -1;
        StringBuilder out = new StringBuilder(comma - start);
        if (!textPlain) {
            out.append(mediaType);
        }
        for (int i = 0; i < names.size(); i++) {
            if (i != defaultCharset) {
                out.append(';').append(names.get(i)).append('=').append(values.get(i));
            }
        }
        if (parametersEnd < comma) {
            out.append(";base64");
        }
        return out.toString();
    }

    /**
     * Whether what comes before the {@code ","} is in normal form already, read in place: a
     * quick answer for the usual media type, without percent-encodings or upper case, which
     * may say no for some that are ({@link #write} then tells).
     *
     * @param s     the string of a data IRI without authority
     * @param start where the data URL starts, just after {@code "data:"}
     * @param comma the index of its {@code ","}, after a well-formed media type
     * @return true if {@link #write} gives {@code s[start, comma)} back
     */
    static boolean isNormal(String s, int start, int comma) {
        for (int i = start; i < comma; i++) {
            char c = s.charAt(i);
            if (c == '%' || c >= 'A' && c <= 'Z') {
                return false; // an encoding may be decoded or unquoted, a letter lowered
            }
        }
        int typeEnd = DataUrl.partEnd(s, start, comma);
        if (typeEnd == start) {
            return !hasPart(s, typeEnd, DataUrl.parametersEnd(s, start, comma), CHARSET + "=" + US_ASCII);
        }
        return typeEnd - start != TEXT_PLAIN.length() || !s.startsWith(TEXT_PLAIN, start);
    }

    /** Whether a parameter in {@code s[from, to)}, each after a {@code ";"}, is written {@code part}. */
    private static boolean hasPart(String s, int from, int to, String part) {
        for (int semicolon = from; semicolon < to; ) {
            int start = semicolon + 1;
            int end = DataUrl.partEnd(s, start, to);
            if (end - start == part.length() && s.startsWith(part, start)) {
                return true;
            }
            semicolon = end;
        }
        return false;
    }

    /** The index of the only charset parameter if its value is us-ascii, else -1. */
    private static int onlyCharset(List<String> names, List<String> values) {
        int found = -1;
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equals(CHARSET)) {
                if (found >= 0) {
                    return -1; // which of two charsets counts is not ours to say
                }
                found = i;
            }
        }
        return found >= 0 && values.get(found).equals(US_ASCII) ? found : -1;
    }

    /** A parameter value: unquoted if it is a quoted token, then as a token; lower case for a charset. */
    private static String value(String s, int from, int to, boolean charset) {
        if (MimeTokens.isQuotedToken(s, from, to)) {
            return token(s, Escapes.next(s, from), to - ENCODED_QUOTE_LENGTH, charset);
        }
        return token(s, from, to, charset);
    }

    /**
     * The text of {@code s[from, to)} with the encodings of plain token characters decoded and,
     * if asked, US-ASCII letters in lower case; other encodings as they are.
     */
    private static String token(String s, int from, int to, boolean lowerCase) {
        StringBuilder out = new StringBuilder(to - from);
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            int c = Escapes.value(s, i);
            if (Escapes.isEncoded(s, i) && !MimeTokens.isPlainTokenChar(c)) {
                out.append(s, i, Escapes.next(s, i));
            } else {
                out.appendCodePoint(lowerCase ? Escapes.lowerCase(c) : c);
            }
        }
        return out.toString();
    }
}
