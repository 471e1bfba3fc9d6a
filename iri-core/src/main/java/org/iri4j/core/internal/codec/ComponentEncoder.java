package org.iri4j.core.internal.codec;

import java.util.EnumMap;
import java.util.Map;
import org.iri4j.api.EncodeSet;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.syntax.CharClass;

/**
 * Percent-encodes a decoded value for one component (RFC 3986 §2.1, RFC 3987 §3.1): what the
 * component holds as itself is copied, everything else written as the UTF-8 octets of the
 * character, upper-case hex. Each {@link EncodeSet} is a table of the US-ASCII characters it
 * keeps, built from the RFC's categories; above US-ASCII, {@code ucschar} is kept (but the
 * bidi formatting characters, RFC 3987 §4.1) and {@code iprivate} in the query only.
 */
public final class ComponentEncoder {

    /** The US-ASCII characters each set keeps, besides {@code unreserved}. */
    private static final Map<EncodeSet, boolean[]> KEPT = new EnumMap<>(EncodeSet.class);

    static {
        String subDelims = "!$&'()*+,;=";
        keep(EncodeSet.USERINFO, subDelims + ":"); // iuserinfo
        keep(EncodeSet.HOST, subDelims); // ireg-name
        keep(EncodeSet.PATH, subDelims + ":@/"); // ipchar and "/"
        keep(EncodeSet.PATH_SEGMENT, subDelims + ":@"); // ipchar
        keep(EncodeSet.QUERY, subDelims + ":@/?"); // iquery
        keep(EncodeSet.QUERY_PARAMETER, "!$'()*,;:@"); // qchar of RFC 6068 §2, without "+"
        keep(EncodeSet.FRAGMENT, subDelims + ":@/?"); // ifragment
    }

    private ComponentEncoder() {}

    private static void keep(EncodeSet set, String also) {
        boolean[] table = new boolean[128];
        for (char c = 0; c < 128; c++) {
            table[c] = CharClass.is(c, CharClass.UNRESERVED) || also.indexOf(c) >= 0;
        }
        KEPT.put(set, table);
    }

    /**
     * Encodes a decoded value for a component.
     *
     * @param decoded the decoded value
     * @param set the component's encode set
     * @return the encoded value, {@code decoded} itself when nothing needs encoding
     * @throws IllegalArgumentException for an unpaired surrogate, which is no character
     */
    public static String encode(CharSequence decoded, EncodeSet set) {
        StringBuilder out = new StringBuilder(decoded.length() + 16);
        append(out, decoded, set);
        return out.length() == decoded.length() && out.toString().contentEquals(decoded)
                ? decoded.toString()
                : out.toString();
    }

    /**
     * Appends a decoded value encoded for a component.
     *
     * @param out where to append
     * @param decoded the decoded value
     * @param set the component's encode set
     * @throws IllegalArgumentException for an unpaired surrogate
     */
    public static void append(StringBuilder out, CharSequence decoded, EncodeSet set) {
        boolean[] kept = KEPT.get(set);
        boolean query = set == EncodeSet.QUERY || set == EncodeSet.QUERY_PARAMETER;
        int n = decoded.length();
        for (int i = 0; i < n; ) {
            char c = decoded.charAt(i);
            if (c < 0x80) {
                if (kept[c]) {
                    out.append(c);
                } else {
                    PercentEncoder.appendOctet(out, c);
                }
                i++;
                continue;
            }
            int cp = Character.codePointAt(decoded, i);
            if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
                throw new IllegalArgumentException("unpaired surrogate " + MessageText.codePoint(cp) + " at index " + i
                        + ": not a character, so it has no UTF-8 encoding (RFC 3629 §3)");
            }
            if (UriToIriDecoder.isAllowed(cp, query)) {
                out.appendCodePoint(cp);
            } else {
                PercentEncoder.appendUtf8(out, cp);
            }
            i += Character.charCount(cp);
        }
    }
}
