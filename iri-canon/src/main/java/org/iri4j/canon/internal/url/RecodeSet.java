package org.iri4j.canon.internal.url;

import org.iri4j.web.internal.codec.PercentEncodeSet;

/**
 * The bytes a canonicalization step percent-encodes when it recodes a component: the URL
 * Standard's percent-encode set for the component (§1.3, iri-web's {@link PercentEncodeSet},
 * the one table of them) with {@code %} added, so that a decoded form serializes to itself when
 * the Standard reads it again, and with every delimiter that, decoded, would end the component
 * or give the URL another structure. A set may encode more in a component's first byte
 * ({@link #first()}), where a byte can change what the component is.
 */
public final class RecodeSet {

    /** A path of a URL that is not special: the path percent-encode set and {@code %}. */
    public static final RecodeSet PATH = of(PercentEncodeSet.PATH.plus("%"));
    /** A special URL's path, where {@code \} is a separator (§4.4 path state). */
    public static final RecodeSet SPECIAL_PATH = of(PercentEncodeSet.PATH.plus("%\\"));
    /**
     * A file URL's path: the special path set and {@code |}, which the Standard reads as a
     * drive letter's colon in {@code C|} (§4.4 file state).
     */
    public static final RecodeSet FILE_PATH = of(PercentEncodeSet.PATH.plus("%\\|"));
    /**
     * An opaque path: the C0 control set, space, the delimiters that would end it, and {@code %};
     * in its first byte {@code /} too, which the Standard's scheme state would read as the start
     * of a path of segments, and {@code //} as an authority (§4.4): {@code foo:%2F%2Fevil.example}
     * keeps {@code %2F/evil.example} as its opaque path rather than gaining a host.
     */
    public static final RecodeSet OPAQUE_PATH =
            new RecodeSet(PercentEncodeSet.C0_CONTROL.plus(" #?%"), PercentEncodeSet.C0_CONTROL.plus(" #?%/"));
    /**
     * A query's names and values: the special-query set, {@code %}, and the form delimiters
     * {@code & = +} whose meaning would change if decoded (application/x-www-form-urlencoded §5).
     */
    public static final RecodeSet QUERY_PART = of(PercentEncodeSet.SPECIAL_QUERY.plus("%&=+"));
    /**
     * {@link #QUERY_PART} without the form delimiters: what a whole query may hold unencoded
     * between them, so that one scan tells whether recoding its parts changes anything.
     */
    public static final RecodeSet QUERY_BETWEEN_DELIMITERS = of(PercentEncodeSet.SPECIAL_QUERY.plus("%"));
    /** A fragment: the fragment set, {@code %}, and {@code #}. */
    public static final RecodeSet FRAGMENT = of(PercentEncodeSet.FRAGMENT.plus("%#"));
    /** A username or password: the userinfo set and {@code %}. */
    public static final RecodeSet USERINFO = of(PercentEncodeSet.USERINFO.plus("%"));
    /** An opaque host: the forbidden host code points (§3.2) and {@code %}. */
    public static final RecodeSet OPAQUE_HOST =
            of(PercentEncodeSet.C0_CONTROL.plusForbiddenHostCodePoints().plus("%"));
    /** Safe Browsing's set: bytes up to space, from DEL, {@code #} and {@code %}. */
    public static final RecodeSet SAFE_BROWSING = of(PercentEncodeSet.C0_CONTROL.plus(" #%"));
    /**
     * Safe Browsing's set for a path, with {@code ?}: decoded, it would start a query when the
     * form is read again. The documentation's vectors hold none.
     */
    public static final RecodeSet SAFE_BROWSING_PATH = of(PercentEncodeSet.C0_CONTROL.plus(" #%?"));
    /** Safe Browsing's set for a host, with the delimiters that would end it when read again. */
    public static final RecodeSet SAFE_BROWSING_HOST = of(PercentEncodeSet.C0_CONTROL.plus(" #%/?@\\"));

    /** Bytes 0 to 63 of the set, read once from iri-web's table: a bit test per byte on the hot path. */
    private final long low;
    /** Bytes 64 to 127. */
    private final long high;
    /** The set for a component's first byte: this set itself, or one that holds more. */
    private final RecodeSet first;

    private RecodeSet(PercentEncodeSet rest, PercentEncodeSet first) {
        long l = 0;
        long h = 0;
        for (int b = 0; b < 64; b++) {
            l |= rest.contains(b) ? 1L << b : 0;
            h |= rest.contains(b + 64) ? 1L << b : 0;
        }
        this.low = l;
        this.high = h;
        this.first = first == null ? this : new RecodeSet(first, null);
    }

    private static RecodeSet of(PercentEncodeSet set) {
        return new RecodeSet(set, null);
    }

    /**
     * The set a component's first byte is encoded with.
     *
     * @return this set, or a larger one ({@link #OPAQUE_PATH})
     */
    public RecodeSet first() {
        return first;
    }

    /**
     * Whether a byte is encoded.
     *
     * @param b a byte, 0 to 255
     * @return true if it is in this set
     */
    public boolean contains(int b) {
        if (b >= 0x80) {
            return true; // every byte outside US-ASCII is in every percent-encode set (§1.3)
        }
        return b < 64 ? (low & (1L << b)) != 0 : (high & (1L << (b - 64))) != 0;
    }
}
