package org.iri4j.idna;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;

/** Host labels, separated by U+002E, U+3002, U+FF0E or U+FF61 (UTS #46 §2.3). */
final class Labels {

    /**
     * The most code points a label may hold, not counting default ignorable ones (a superset of
     * those UTS #46 maps to nothing), and still have an ASCII form of at most 63 octets
     * (RFC 1034 §3.1, VerifyDnsLength of UTS #46 §4.2): each code point of the normalized label
     * costs at least one octet of Punycode (RFC 3492 §6.3), and normalization composes at most
     * four code points into one (U+1F82's canonical decomposition has four, the most of any
     * composite).
     */
    static final int MAX_CODE_POINTS = 4 * 63;

    /** The length from which a name is converted a chunk of labels at a time. */
    static final int CHUNK = 1024;

    private Labels() {}

    /**
     * The end of the label starting at {@code from}.
     *
     * @param host the host
     * @param from the first index of a label
     * @return the index of the next separator, or the length
     */
    static int end(String host, int from) {
        return end(host, from, host.length());
    }

    /**
     * The end of the label starting at {@code from} in a host that ends at {@code to}.
     *
     * @param s    the string holding the host
     * @param from the first index of a label
     * @param to   one past the host's last index
     * @return the index of the next separator, or {@code to}
     */
    static int end(String s, int from, int to) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61') {
                return i;
            }
            i++;
        }
        return i;
    }

    /**
     * Whether a name has a label too long to have an ASCII form ({@link #MAX_CODE_POINTS}): such
     * a label is refused before ICU sees it, since ICU's normalizer takes time quadratic in a
     * long run of combining marks to find that out.
     *
     * @param name a host name, or one label
     * @return true if one of its labels is too long
     */
    static boolean hasTooLongLabel(String name) {
        int count = 0;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '.' || cp == '\u3002' || cp == '\uFF0E' || cp == '\uFF61') {
                count = 0;
            } else if (!UCharacter.hasBinaryProperty(cp, UProperty.DEFAULT_IGNORABLE_CODE_POINT)
                    && ++count > MAX_CODE_POINTS) {
                return true;
            }
        }
        return false;
    }

    /**
     * The end of a chunk of whole labels starting at {@code from}: just after the first
     * separator at or beyond {@link #CHUNK} characters from it, or the length.
     *
     * @param host the host
     * @param from the first index of a label
     * @return the end of the chunk, separator included
     */
    static int chunkEnd(String host, int from) {
        int end = from;
        while (true) {
            int labelEnd = end(host, end);
            if (labelEnd == host.length()) {
                return labelEnd;
            }
            end = labelEnd + 1;
            if (end - from >= CHUNK) {
                return end;
            }
        }
    }
}
