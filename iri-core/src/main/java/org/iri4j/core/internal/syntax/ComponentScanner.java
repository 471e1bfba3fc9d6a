package org.iri4j.core.internal.syntax;

import org.iri4j.api.IriCode;

/**
 * The scanning loops of the parser: run over the characters a component may hold, stop at
 * the first one it may not, and tell a delimiter that ends the component from a character
 * that breaks it.
 *
 * <p>The inner loop does one table lookup per character ({@link CharClass#wideBits});
 * percent-encodings and surrogate pairs take the slower branches.
 */
public final class ComponentScanner {

    /**
     * What {@link #scanComponent} and {@link #reportBadCharacter} return when the sink abandons
     * the parse: no index, a marker the parser passes on.
     */
    public static final int ABANDONED = -2;

    /** Below this length a range is searched by a plain loop, cheaper than the call. */
    private static final int FIND_BY_INDEX_OF = 16;

    private ComponentScanner() {}

    /**
     * Runs over the characters a spec allows and over well-formed percent-encodings.
     *
     * @param s    the input
     * @param i    where to start
     * @param end  where to stop at the latest
     * @param spec what the component allows
     * @return the index of the first character not allowed, or {@code end}
     */
    public static int scan(String s, int i, int end, ComponentSpec spec) {
        // One lookup per character, US-ASCII or not: what the spec allows beyond US-ASCII is
        // bits of the wide table.
        int accept = spec.accept();
        while (i < end) {
            // The common run as a loop of its own that only steps by one, which the JIT compiles
            // as a counted loop (unrolled, bounds checked once); the steps of 3 and 2 below would
            // keep the whole loop from being one.
            while ((CharClass.wideBits(s.charAt(i)) & accept) != 0) {
                if (++i == end) {
                    return end;
                }
            }
            int width = specialWidth(s, i, end, spec);
            if (width == 0) {
                return i;
            }
            i += width;
        }
        return end;
    }

    /**
     * The width of a well-formed percent-encoding (3) or of a surrogate pair for a
     * supplementary character the spec allows (2) at {@code i}, or 0 for anything else.
     */
    private static int specialWidth(String s, int i, int end, ComponentSpec spec) {
        char c = s.charAt(i);
        if (c == '%') {
            boolean wellFormed = spec.allowsPercentEncoding()
                    && i + 2 < end
                    && CharClass.is(s.charAt(i + 1), CharClass.HEXDIG)
                    && CharClass.is(s.charAt(i + 2), CharClass.HEXDIG);
            return wellFormed ? 3 : 0;
        }
        if (!Character.isHighSurrogate(c)
                || !spec.allowsUcschar()
                || i + 1 >= end
                || !Character.isLowSurrogate(s.charAt(i + 1))) {
            return 0;
        }
        int cp = Character.toCodePoint(c, s.charAt(i + 1));
        return CharClass.isUcschar(cp) || spec.allowsPrivateUse() && CharClass.isIprivate(cp) ? 2 : 0;
    }

    /**
     * Scans a whole component: like {@link #scan} but a character that is neither allowed
     * nor a terminator is reported and skipped, so that a collecting parse goes on.
     *
     * @param s    the input
     * @param i    where the component starts
     * @param end  where it ends at the latest
     * @param spec what the component allows and what ends it
     * @param sink where violations go
     * @return the index of the terminator that ended the component, or {@code end}; or
     *     {@link #ABANDONED} if the sink abandoned the parse
     */
    public static int scanComponent(String s, int i, int end, ComponentSpec spec, ViolationSink sink) {
        while (true) {
            i = scan(s, i, end, spec);
            if (i >= end || spec.endsAt(s.charAt(i))) {
                return i;
            }
            i = reportBadCharacter(s, i, end, spec, sink);
            if (i == ABANDONED) {
                return ABANDONED;
            }
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
     * Reports the character at {@code i}, which its component does not allow, with the code
     * that fits it best.
     *
     * @param s    the input
     * @param i    the index of the character
     * @param end  the end of the component
     * @param spec the component's spec
     * @param sink where the violation goes
     * @return the index after the character, where scanning may go on, or {@link #ABANDONED}
     */
    public static int reportBadCharacter(String s, int i, int end, ComponentSpec spec, ViolationSink sink) {
        char c = s.charAt(i);
        int next;
        IriCode code;
        if (c == '%' && spec.allowsPercentEncoding()) {
            return sink.report(Finding.in(s, IriCode.MALFORMED_PERCENT_ENCODING, spec, i, Math.min(i + 3, end)))
                    ? i + 1
                    : ABANDONED;
        } else if (c < 0x80) {
            next = i + 1;
            code = asciiCode(spec.production(), c);
        } else if (Character.isSurrogate(c)
                && !(Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1)))) {
            next = i + 1;
            code = IriCode.UNPAIRED_SURROGATE;
        } else {
            int cp = s.codePointAt(i);
            next = i + Character.charCount(cp);
            code = nonAsciiCode(cp, spec);
        }
        return sink.report(Finding.in(s, code, spec, i, next)) ? next : ABANDONED;
    }

    /** The code for a character beyond US-ASCII a component does not allow. */
    private static IriCode nonAsciiCode(int cp, ComponentSpec spec) {
        if (spec.isUri()) {
            return IriCode.NON_ASCII_CHARACTER;
        }
        if (CharClass.isBidiFormatting(cp)) {
            return IriCode.BIDI_FORMATTING_CHARACTER;
        }
        if (spec.allowsUcschar() && CharClass.isIprivate(cp)) {
            return IriCode.PRIVATE_USE_OUTSIDE_QUERY;
        }
        return asciiCode(spec.production(), (char) Math.min(cp, 0xFFFF));
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
