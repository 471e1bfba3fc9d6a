package org.iri4j.core.mapping;

import org.iri4j.api.Leniency;
import org.iri4j.core.syntax.CharClass;
import org.iri4j.core.syntax.ComponentScanner;

/**
 * The preprocessing of draft-ietf-iri-3987bis §7 that turns a LEIRI or a Web address into a
 * string that can be parsed as a strict IRI reference. It never touches {@code #},
 * {@code %} (except the Web address's lone {@code %}), {@code [} or {@code ]} (RFC 3987
 * §3.1), and it leaves a string that already is an IRI reference as it is. What it cannot
 * repair (a lone surrogate, a bad scheme, a second {@code #}) is left for the parser to
 * report.
 */
public final class LenientPreprocessor {

    private LenientPreprocessor() {
    }

    /**
     * Applies a leniency.
     *
     * @param input    the string
     * @param leniency the leniency
     * @return the string to parse as an IRI reference
     */
    public static String apply(CharSequence input, Leniency leniency) {
        switch (leniency) {
            case LEIRI:
                return leiri(input.toString());
            case WEB:
                return web(input.toString());
            default:
                return input.toString();
        }
    }

    /**
     * LEIRI to IRI (3987bis §7.1): percent-encodes, as UTF-8, each character of
     * {@code leiri-ucschar} that an IRI may not hold where it stands.
     */
    private static String leiri(String s) {
        int n = s.length();
        int hash = ComponentScanner.find(s, '#', 0, n);
        int queryStart = ComponentScanner.find(s, '?', 0, hash < 0 ? n : hash);
        int queryEnd = hash < 0 ? n : hash;
        StringBuilder out = null;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            int cp = Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))
                    ? Character.toCodePoint(c, s.charAt(i + 1)) : c;
            int width = Character.charCount(cp);
            boolean inQuery = queryStart >= 0 && i > queryStart && i < queryEnd;
            if (needsEncoding(cp, inQuery)) {
                if (out == null) {
                    out = new StringBuilder(n + 16).append(s, 0, i);
                }
                PercentEncoder.appendUtf8(out, cp);
            } else if (out != null) {
                out.append(s, i, i + width);
            }
            i += width;
        }
        return out == null ? s : out.toString();
    }

    /** In {@code leiri-ucschar} (or a bidi control, which LEIRIs allowed) but not allowed here. */
    private static boolean needsEncoding(int cp, boolean inQuery) {
        if (cp < 0x80) {
            return cp <= 0x20 || cp == 0x7F || cp == '<' || cp == '>' || cp == '"' || cp == '{' || cp == '}'
                    || cp == '|' || cp == '\\' || cp == '^' || cp == '`';
        }
        if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
            return false; // not in leiri-ucschar: the parser reports it
        }
        return !UriToIriDecoder.isAllowed(cp, inQuery);
    }

    /** Web address to IRI (3987bis §7.2 steps 1-5). */
    private static String web(String input) {
        int from = 0;
        int to = input.length();
        while (from < to && isWhitespace(input.charAt(from))) {
            from++;
        }
        while (to > from && isWhitespace(input.charAt(to - 1))) {
            to--;
        }
        StringBuilder stripped = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            char c = input.charAt(i);
            if (c != '\t' && c != '\n' && c != '\r') {
                stripped.append(c);
            }
        }
        convertPathBackslashes(stripped);
        String encoded = leiri(stripped.toString());
        return escapeLonePercents(encoded);
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /** {@code href-path-sep}: a backslash in the path is a path separator. */
    private static void convertPathBackslashes(StringBuilder s) {
        int n = s.length();
        int i = schemeLength(s);
        if (i + 1 < n && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            i += 2;
            while (i < n && "/\\?#".indexOf(s.charAt(i)) < 0) {
                i++;
            }
        }
        for (; i < n && s.charAt(i) != '?' && s.charAt(i) != '#'; i++) {
            if (s.charAt(i) == '\\') {
                s.setCharAt(i, '/');
            }
        }
    }

    /** The length of {@code scheme ":"} at the start, or 0. */
    private static int schemeLength(CharSequence s) {
        if (s.length() == 0 || !CharClass.is(s.charAt(0), CharClass.ALPHA)) {
            return 0;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ':') {
                return i + 1;
            }
            if (!CharClass.is(c, CharClass.SCHEME)) {
                return 0;
            }
        }
        return 0;
    }

    /** {@code href-pct-form}: a {@code %} not followed by two hex digits stands for itself. */
    private static String escapeLonePercents(String s) {
        StringBuilder out = null;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean lone = c == '%' && !PercentEncoder.isTriplet(s, i, n);
            if (lone && out == null) {
                out = new StringBuilder(n + 8).append(s, 0, i);
            }
            if (lone) {
                out.append("%25");
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? s : out.toString();
    }
}
