package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * What the path, opaque path, query and fragment states do with each code point they keep (URL
 * Standard §4.4): report {@code invalid-URL-unit} for one that is no URL code point and for a
 * {@code %} not followed by two hex digits, then UTF-8 percent-encode it with the state's set
 * (§1.3). Runs of ASCII that need neither are copied in one step.
 */
final class Encode {

    private Encode() {}

    /**
     * Checks and encodes the code point at {@code i}.
     *
     * @param ps    the parse
     * @param i     an index before {@code ps.end}
     * @param set   the percent-encode set
     * @param out   where the text goes
     * @param where the component, for errors
     * @return the index after the code point
     */
    static int one(Parse ps, int i, int set, StringBuilder out, Component where) {
        String s = ps.s;
        char c = s.charAt(i);
        if (ps.report.collecting() && i >= ps.checkedUpTo) {
            check(ps, i, where);
        }
        if (c < 0x80) {
            if (UrlChars.inSet(set, c)) {
                Percent.appendByte(out, c);
            } else {
                out.append(c);
            }
            return i + 1;
        }
        int cp = Percent.scalarAt(s, i, ps.end);
        Percent.appendUtf8(out, cp);
        return i + (cp > 0xFFFF ? 2 : 1);
    }

    /**
     * Reports {@code invalid-URL-unit} for the code point at {@code i} if it is no URL code point
     * (§4.3), or a {@code %} without two hex digits after it.
     *
     * @param ps    the parse
     * @param i     an index before {@code ps.end}
     * @param where the component
     */
    static void check(Parse ps, int i, Component where) {
        String s = ps.s;
        char c = s.charAt(i);
        if (c == '%') {
            if (!UrlChars.twoHexDigitsAt(s, i + 1, ps.end)) {
                ps.report.warn(UrlCode.INVALID_URL_UNIT, where, i);
            }
        } else if (ps.report.replacedSurrogate(i) || !UrlChars.isUrlCodePoint(Percent.scalarAt(s, i, ps.end))) {
            ps.report.warn(UrlCode.INVALID_URL_UNIT, where, i);
        }
    }

    /**
     * Checks and encodes {@code s[from, to)} with a set.
     *
     * @param ps    the parse
     * @param from  the first index
     * @param to    one past the last
     * @param set   the percent-encode set
     * @param where the component, for errors
     * @return the encoded text: a substring of the input when nothing changes
     */
    static String range(Parse ps, int from, int to, int set, Component where) {
        String s = ps.s;
        int i = from;
        while (i < to && UrlChars.isPlain(set, s.charAt(i))) {
            i++;
        }
        if (i == to) {
            return s.substring(from, to);
        }
        StringBuilder out = new StringBuilder(to - from + 16);
        out.append(s, from, i);
        append(ps, i, to, set, out, where);
        return out.toString();
    }

    /**
     * Checks and encodes {@code s[from, to)} with a set onto {@code out}.
     *
     * @param ps    the parse
     * @param from  the first index
     * @param to    one past the last
     * @param set   the percent-encode set
     * @param out   where the text goes
     * @param where the component, for errors
     */
    static void append(Parse ps, int from, int to, int set, StringBuilder out, Component where) {
        String s = ps.s;
        int run = from;
        int i = from;
        while (i < to) {
            if (UrlChars.isPlain(set, s.charAt(i))) {
                i++;
                continue;
            }
            out.append(s, run, i);
            i = one(ps, i, set, out, where);
            run = i;
        }
        out.append(s, run, to);
    }
}
