package org.iri4j.web.internal.pattern;

/**
 * ECMAScript's IdentifierStart and IdentifierPart sets of code points (ECMA-262 §12.7 Names and
 * Keywords), which a group name's code points must be in (URL Pattern Standard §2.1.2, "is a
 * valid name code point"). IdentifierStart is ID_Start, {@code $} and {@code _}; IdentifierPart is
 * ID_Continue, {@code $}, U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER (UAX #31),
 * with the Unicode version of the running JDK.
 */
final class IdentifierCodePoints {

    /**
     * U+2E2F VERTICAL TILDE: a modifier letter (Lm) in Pattern_Syntax, so not ID_Start nor
     * ID_Continue (UAX #31 §2), which the JDK's identifier methods let in for compatibility.
     */
    private static final int VERTICAL_TILDE = 0x2E2F;

    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;

    private IdentifierCodePoints() {}

    /**
     * "is a valid name code point" (URL Pattern Standard §2.1.2).
     *
     * @param cp a code point (or a lone surrogate, which is in neither set)
     * @param first whether it is the name's first code point (IdentifierStart), or a later one
     *     (IdentifierPart)
     * @return whether it may stand there in a group name
     */
    static boolean isNameCodePoint(int cp, boolean first) {
        return first ? isStart(cp) : isPart(cp);
    }

    /** IdentifierStartChar: UnicodeIDStart, {@code $}, {@code _}. */
    static boolean isStart(int cp) {
        if (cp < 0x80) {
            return cp == '$' || cp == '_' || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
        }
        return cp != VERTICAL_TILDE && Character.isUnicodeIdentifierStart(cp);
    }

    /** IdentifierPartChar: UnicodeIDContinue, {@code $}, ZWNJ, ZWJ. */
    static boolean isPart(int cp) {
        if (cp < 0x80) {
            return cp == '$'
                    || cp == '_'
                    || (cp >= 'a' && cp <= 'z')
                    || (cp >= 'A' && cp <= 'Z')
                    || (cp >= '0' && cp <= '9');
        }
        if (cp == ZWNJ || cp == ZWJ) {
            return true;
        }
        // The JDK counts the ignorable controls and format characters (Cf) as identifier parts;
        // ID_Continue has none of them.
        return cp != VERTICAL_TILDE && Character.isUnicodeIdentifierPart(cp) && !Character.isIdentifierIgnorable(cp);
    }
}
