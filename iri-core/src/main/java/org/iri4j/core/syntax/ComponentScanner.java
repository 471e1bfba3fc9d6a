package org.iri4j.core.syntax;

import org.iri4j.api.IriCode;

/**
 * The scanning loops of the parser: run over the characters a component may hold, stop at
 * the first one it may not, and tell a delimiter that ends the component from a character
 * that breaks it.
 *
 * <p>The inner loop does one table lookup per character ({@link CharClass#wideBits});
 * percent-encodings and surrogate pairs take the slower branches.
 *
 * @since 0.1.0
 */
public final class ComponentScanner {

    /** Flag: {@code ucschar} may stand as itself (the IRI grammar, not the URI grammar). */
    public static final int UCS = 1;
    /** Flag: {@code iprivate} may stand as itself too (the query, RFC 3987 §2.2). */
    public static final int PRIVATE = 2;
    /** Flag: percent-encodings are not allowed (scheme, port, IPvFuture). */
    public static final int NO_PERCENT = 4;

    /** Terminator: {@code "/"} ends the component. */
    public static final int END_AT_SLASH = 1;
    /** Terminator: {@code "?"} ends the component. */
    public static final int END_AT_QUESTION = 2;
    /** Terminator: {@code "#"} ends the component. */
    public static final int END_AT_HASH = 4;
    /** Terminator: {@code ":"} ends the component. */
    public static final int END_AT_COLON = 8;

    /** The {@code END_AT_*} flag of each delimiter, by character: one lookup, no switch. */
    private static final byte[] TERMINATORS = new byte[128];

    static {
        TERMINATORS['/'] = END_AT_SLASH;
        TERMINATORS['?'] = END_AT_QUESTION;
        TERMINATORS['#'] = END_AT_HASH;
        TERMINATORS[':'] = END_AT_COLON;
    }

    /** Below this length a range is searched by a plain loop, cheaper than the call. */
    private static final int FIND_BY_INDEX_OF = 16;

    private ComponentScanner() {
    }

    /**
     * Runs over the characters allowed by {@code mask} and {@code flags}, and over
     * well-formed percent-encodings.
     *
     * @param s     the input
     * @param i     where to start
     * @param end   where to stop at the latest
     * @param mask  the {@link CharClass} bits of the US-ASCII characters allowed
     * @param flags {@link #UCS}, {@link #PRIVATE}, {@link #NO_PERCENT}
     * @return the index of the first character not allowed, or {@code end}
     */
    public static int scan(String s, int i, int end, int mask, int flags) {
        // One lookup per character, US-ASCII or not: the flags become bits of the wide table.
        int accept = mask | ((flags & UCS) != 0 ? CharClass.IRI_BMP : 0) | ((flags & PRIVATE) != 0 ? CharClass.PRIVATE_BMP : 0);
        while (i < end) {
            // The common run as a loop of its own that only steps by one, which the JIT compiles
            // as a counted loop (unrolled, bounds checked once); the steps of 3 and 2 below would
            // keep the whole loop from being one.
            while ((CharClass.wideBits(s.charAt(i)) & accept) != 0) {
                if (++i == end) {
                    return end;
                }
            }
            char c = s.charAt(i);
            if (c == '%') {
                if ((flags & NO_PERCENT) != 0 || i + 2 >= end || !CharClass.is(s.charAt(i + 1), CharClass.HEXDIG)
                        || !CharClass.is(s.charAt(i + 2), CharClass.HEXDIG)) {
                    return i;
                }
                i += 3;
            } else if (Character.isHighSurrogate(c) && (flags & UCS) != 0) {
                int width = supplementaryWidth(s, i, end, flags);
                if (width == 0) {
                    return i;
                }
                i += width;
            } else {
                return i;
            }
        }
        return end;
    }

    /** 2 if a valid surrogate pair for an allowed supplementary character starts at i, else 0. */
    private static int supplementaryWidth(String s, int i, int end, int flags) {
        char high = s.charAt(i);
        if (!Character.isHighSurrogate(high) || i + 1 >= end) {
            return 0;
        }
        char low = s.charAt(i + 1);
        if (!Character.isLowSurrogate(low)) {
            return 0;
        }
        int cp = Character.toCodePoint(high, low);
        boolean allowed = CharClass.isUcschar(cp) || ((flags & PRIVATE) != 0 && CharClass.isIprivate(cp));
        return allowed ? 2 : 0;
    }

    /**
     * Scans a whole component: like {@link #scan} but a character that is neither allowed
     * nor a terminator is reported and skipped, so that a collecting parse goes on.
     *
     * @param s           the input
     * @param i           where the component starts
     * @param end         where it ends at the latest
     * @param mask        allowed US-ASCII classes
     * @param flags       {@link #UCS}, {@link #PRIVATE}
     * @param terminators which delimiters end the component ({@code END_AT_*})
     * @param production  the production, for messages
     * @param sink        the collector, or null to throw at the first error
     * @param uri         whether the URI grammar is being checked
     * @return the index of the terminator that ended the component, or {@code end}
     */
    public static int scanComponent(String s, int i, int end, int mask, int flags, int terminators,
                                    Production production, ViolationCollector sink, boolean uri) {
        while (true) {
            i = scan(s, i, end, mask, flags);
            if (i >= end || isTerminator(s.charAt(i), terminators)) {
                return i;
            }
            i = reportBadCharacter(s, i, end, production, flags, sink, uri);
        }
    }

    /**
     * The first index of a character within a range.
     *
     * @param s    the input
     * @param c    the character to find
     * @param from the first index to look at
     * @param to   one past the last index to look at
     * @return the index, or -1 if {@code c} is not in {@code s[from, to)}
     */
    public static int find(String s, char c, int from, int to) {
        // String.indexOf is a vectorized intrinsic, but it has no end bound and may read past
        // `to` up to the next occurrence; it runs only where what lies beyond the range is no
        // longer than the range, so a call never costs more than twice the range's length.
        if (to - from >= FIND_BY_INDEX_OF && s.length() - to <= to - from) {
            int k = s.indexOf(c, from);
            return k < to ? k : -1;
        }
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether a character is one of the given terminators.
     *
     * @param c           the character
     * @param terminators {@code END_AT_*} flags
     * @return true if it ends the component
     */
    public static boolean isTerminator(char c, int terminators) {
        return c < TERMINATORS.length && (TERMINATORS[c] & terminators) != 0;
    }

    /**
     * Reports the character at {@code i}, which its component does not allow, with the code
     * that fits it best.
     *
     * @param s          the input
     * @param i          the index of the character
     * @param end        the end of the component
     * @param production the production broken
     * @param flags      what the component allows beyond US-ASCII
     * @param sink       the collector, or null to throw
     * @param uri        whether the URI grammar is being checked
     * @return the index after the character, where scanning may go on
     */
    public static int reportBadCharacter(String s, int i, int end, Production production, int flags,
                                         ViolationCollector sink, boolean uri) {
        char c = s.charAt(i);
        if (c == '%' && (flags & NO_PERCENT) == 0) {
            ViolationCollector.report(sink, s, uri, IriCode.MALFORMED_PERCENT_ENCODING, production,
                    i, Math.min(i + 3, end));
            return i + 1;
        }
        if (c < 0x80) {
            ViolationCollector.report(sink, s, uri, asciiCode(production, c), production, i, i + 1);
            return i + 1;
        }
        int cp = c;
        if (Character.isSurrogate(c)) {
            boolean paired = Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1));
            if (!paired) {
                ViolationCollector.report(sink, s, uri, IriCode.UNPAIRED_SURROGATE, production, i, i + 1);
                return i + 1;
            }
            cp = Character.toCodePoint(c, s.charAt(i + 1));
        }
        int next = i + Character.charCount(cp);
        IriCode code;
        if (uri) {
            code = IriCode.NON_ASCII_CHARACTER;
        } else if (CharClass.isBidiFormatting(cp)) {
            code = IriCode.BIDI_FORMATTING_CHARACTER;
        } else if ((flags & UCS) != 0 && CharClass.isIprivate(cp)) {
            code = IriCode.PRIVATE_USE_OUTSIDE_QUERY;
        } else {
            code = asciiCode(production, c);
        }
        ViolationCollector.report(sink, s, uri, code, production, i, next);
        return next;
    }

    /** The code for a character a production does not allow. */
    private static IriCode asciiCode(Production production, char c) {
        switch (production) {
            case SCHEME:
                return IriCode.INVALID_SCHEME;
            case PORT:
                return IriCode.INVALID_PORT;
            case IP_LITERAL:
                return IriCode.INVALID_IP_LITERAL;
            case IPV6:
                return IriCode.INVALID_IPV6_ADDRESS;
            case IPVFUTURE:
                return IriCode.INVALID_IPVFUTURE;
            case PATH_NOSCHEME_FIRST:
                return c == ':' ? IriCode.COLON_IN_FIRST_SEGMENT : IriCode.ILLEGAL_CHARACTER;
            default:
                return IriCode.ILLEGAL_CHARACTER;
        }
    }
}
