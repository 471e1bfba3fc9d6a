package org.iri4j.canon;

/**
 * A set of bytes to percent-encode: every byte outside US-ASCII, the C0 controls and DEL, and
 * the characters named. Each set a step uses is the URL Standard's percent-encode set for the
 * component (§1.3) with {@code %} added, so that a decoded form serializes to itself when the
 * Standard reads it again; and every delimiter that, decoded, would end the component or give
 * the URL another structure when the Standard reads it again. A set may encode more in a
 * component's first byte ({@link #first()}), where a byte can change what the component is.
 */
final class EncodeSet {

    /** A path of a URL that is not special: the path percent-encode set and {@code %}. */
    static final EncodeSet PATH = of(" \"#<>?^`{}%");
    /** A special URL's path, where {@code \} is a separator (§4.4 path state). */
    static final EncodeSet SPECIAL_PATH = of(" \"#<>?^`{}%\\");
    /**
     * A file URL's path: the special path set and {@code |}, which the Standard reads as a
     * drive letter's colon in {@code C|} (§4.4 file state).
     */
    static final EncodeSet FILE_PATH = of(" \"#<>?^`{}%\\|");
    /**
     * An opaque path: the C0 control set, space, the delimiters that would end it, and {@code %};
     * in its first byte {@code /} too, which the Standard's scheme state would read as the start
     * of a path of segments, and {@code //} as an authority (§4.4): {@code foo:%2F%2Fevil.example}
     * keeps {@code %2F/evil.example} as its opaque path rather than gaining a host.
     */
    static final EncodeSet OPAQUE_PATH = of(" #?%").startingWith(of(" #?%/"));
    /**
     * A query's names and values: the special-query set, {@code %}, and the form delimiters
     * {@code & = +} whose meaning would change if decoded (application/x-www-form-urlencoded §5).
     */
    static final EncodeSet QUERY_PART = of(" \"#<>'%&=+");
    /**
     * {@link #QUERY_PART} without the form delimiters: what a whole query may hold unencoded
     * between them, so that one scan tells whether recoding its parts changes anything.
     */
    static final EncodeSet QUERY_BETWEEN_DELIMITERS = of(" \"#<>'%");
    /** A fragment: the fragment set, {@code %}, and {@code #}. */
    static final EncodeSet FRAGMENT = of(" \"<>`%#");
    /** A username or password: the userinfo set and {@code %}. */
    static final EncodeSet USERINFO = of(" \"#<>?^`{}/:;=@[\\]|%");
    /** An opaque host: the forbidden host code points (§3.2) and {@code %}. */
    static final EncodeSet OPAQUE_HOST = of(" #/:<>?@[\\]^|%");
    /** Safe Browsing's set: bytes up to space, from DEL, {@code #} and {@code %}. */
    static final EncodeSet SAFE_BROWSING = of(" #%");
    /**
     * Safe Browsing's set for a path, with {@code ?}: decoded, it would start a query when the
     * form is read again. The documentation's vectors hold none.
     */
    static final EncodeSet SAFE_BROWSING_PATH = of(" #%?");
    /**
     * Safe Browsing's set for the path of a link without an authority, after its leading
     * {@code /} if it has one: {@link #SAFE_BROWSING_PATH}, and in its first byte {@code /} too,
     * which would make the key begin with {@code //}, an authority (§4.4), or turn an opaque path
     * into a path of segments: {@code foo:%2F%2Fevil.example} keeps {@code %2F/evil.example}, as
     * {@link #OPAQUE_PATH} keeps it for the other profiles.
     */
    static final EncodeSet SAFE_BROWSING_OPAQUE_PATH = SAFE_BROWSING_PATH.startingWith(of(" #%?/"));
    /** Safe Browsing's set for a host, with the delimiters that would end it when read again. */
    static final EncodeSet SAFE_BROWSING_HOST = of(" #%/?@\\");

    private final long low;
    private final long high;
    /** The set for a component's first byte: this set itself, or one that holds more. */
    private final EncodeSet first;

    private EncodeSet(long low, long high, EncodeSet first) {
        this.low = low;
        this.high = high;
        this.first = first == null ? this : first;
    }

    /** This set for every byte but the first, which is encoded with another. */
    private EncodeSet startingWith(EncodeSet forFirst) {
        return new EncodeSet(low, high, forFirst);
    }

    private static EncodeSet of(String chars) {
        long low = 0xFFFF_FFFFL; // C0 controls
        long high = 1L << (0x7F - 64); // DEL
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c < 64) {
                low |= 1L << c;
            } else {
                high |= 1L << (c - 64);
            }
        }
        return new EncodeSet(low, high, null);
    }

    /**
     * The set a component's first byte is encoded with.
     *
     * @return this set, or a larger one ({@link #OPAQUE_PATH}, {@link #SAFE_BROWSING_OPAQUE_PATH})
     */
    EncodeSet first() {
        return first;
    }

    /**
     * Whether a byte is encoded.
     *
     * @param b a byte, 0 to 255
     * @return true if it is in this set
     */
    boolean contains(int b) {
        if (b >= 128) {
            return true;
        }
        return b < 64 ? (low & (1L << b)) != 0 : (high & (1L << (b - 64))) != 0;
    }
}
