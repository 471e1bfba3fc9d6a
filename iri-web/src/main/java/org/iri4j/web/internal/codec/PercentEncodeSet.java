package org.iri4j.web.internal.codec;

/**
 * A percent-encode set of the URL Standard (§1.3) as a set of bytes: what "percent-encode byte
 * b in component C" asks. Every byte from 0x80 up is in every set; the ASCII bytes of the eight
 * named sets come from {@link UrlChars}' table, the one place they are written down, and a set
 * may be widened with more ASCII characters ({@link #plus}) for a use of one's own, such as
 * {@code %} for a form that must decode to itself. Immutable.
 *
 * <pre>{@code
 * PercentEncodeSet.PATH.contains('?');              // true
 * PercentEncodeSet.PATH.contains('%');              // false
 * PercentEncodeSet.PATH.plus("%").contains('%');    // true
 * }</pre>
 */
public final class PercentEncodeSet {

    /** The C0 control percent-encode set: C0 controls and every byte above 0x7E. */
    public static final PercentEncodeSet C0_CONTROL = of(UrlChars.C0_CONTROL_SET);
    /** The fragment percent-encode set: the C0 control set and space, {@code " < > `}. */
    public static final PercentEncodeSet FRAGMENT = of(UrlChars.FRAGMENT_SET);
    /** The query percent-encode set: the C0 control set and space, {@code " # < >}. */
    public static final PercentEncodeSet QUERY = of(UrlChars.QUERY_SET);
    /** The special-query percent-encode set: the query set and {@code '}. */
    public static final PercentEncodeSet SPECIAL_QUERY = of(UrlChars.SPECIAL_QUERY_SET);
    /** The path percent-encode set: the query set and {@code ? ^ ` { }}. */
    public static final PercentEncodeSet PATH = of(UrlChars.PATH_SET);
    /** The userinfo percent-encode set: the path set and {@code / : ; = @ [ \ ] |}. */
    public static final PercentEncodeSet USERINFO = of(UrlChars.USERINFO_SET);
    /** The component percent-encode set: the userinfo set and {@code $ % & + ,}. */
    public static final PercentEncodeSet COMPONENT = of(UrlChars.COMPONENT_SET);
    /** The {@code application/x-www-form-urlencoded} percent-encode set: the component set and {@code ! ' ( ) ~}. */
    public static final PercentEncodeSet FORM = of(UrlChars.FORM_SET);

    /** Bytes 0 to 63. */
    private final long low;
    /** Bytes 64 to 127. */
    private final long high;

    private PercentEncodeSet(long low, long high) {
        this.low = low;
        this.high = high;
    }

    private static PercentEncodeSet of(int set) {
        long low = 0;
        long high = 0;
        for (int b = 0; b < 64; b++) {
            low |= UrlChars.inSet(set, b) ? 1L << b : 0;
            high |= UrlChars.inSet(set, b + 64) ? 1L << b : 0;
        }
        return new PercentEncodeSet(low, high);
    }

    /**
     * This set with more ASCII characters.
     *
     * @param ascii the characters to add, each below U+0080
     * @return the wider set
     * @throws IllegalArgumentException if a character is not ASCII (every byte above 0x7F is in
     *     every set already)
     */
    public PercentEncodeSet plus(CharSequence ascii) {
        long l = low;
        long h = high;
        for (int i = 0; i < ascii.length(); i++) {
            char c = ascii.charAt(i);
            if (c >= 0x80) {
                throw new IllegalArgumentException("not an ASCII character: U+" + Integer.toHexString(c));
            }
            if (c < 64) {
                l |= 1L << c;
            } else {
                h |= 1L << (c - 64);
            }
        }
        return new PercentEncodeSet(l, h);
    }

    /**
     * This set with the forbidden host code points (§3.2), which an opaque host may not hold as
     * they are: {@code U+0000 NULL}, tab, LF, CR, space, {@code # / : < > ? @ [ \ ] ^ |}.
     *
     * @return the wider set
     */
    public PercentEncodeSet plusForbiddenHostCodePoints() {
        long l = low;
        long h = high;
        for (char c = 0; c < 64; c++) {
            l |= UrlChars.isForbiddenHost(c) ? 1L << c : 0;
            h |= UrlChars.isForbiddenHost((char) (c + 64)) ? 1L << c : 0;
        }
        return new PercentEncodeSet(l, h);
    }

    /**
     * Whether a byte is in this set, so that it is written percent-encoded (§1.3 "percent-encode
     * after encoding", step for each byte).
     *
     * @param b a byte, 0 to 255
     * @return true if it is percent-encoded
     */
    public boolean contains(int b) {
        if (b >= 0x80) {
            return true;
        }
        return b < 64 ? (low & (1L << b)) != 0 : (high & (1L << (b - 64))) != 0;
    }

    @Override // equal when they hold the same bytes
    public boolean equals(Object o) {
        return o == this || o instanceof PercentEncodeSet other && low == other.low && high == other.high;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(low) * 31 + Long.hashCode(high);
    }

    @Override // the ASCII bytes it holds, those that do not print percent-encoded, then %80-%FF
    public String toString() {
        StringBuilder out = new StringBuilder("[");
        for (int b = 0; b < 0x80; b++) {
            if (contains(b)) {
                if (out.length() > 1) {
                    out.append(',');
                }
                if (b > 0x20 && b < 0x7F) {
                    out.append((char) b);
                } else {
                    Percent.appendByte(out, b);
                }
            }
        }
        return out.append(", %80-%FF]").toString();
    }
}
