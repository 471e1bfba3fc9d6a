package org.iri4j.web.internal.regex;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The class escapes {@code \d \D \s \S \w \W \p{…} \P{…}} (ECMA-262 §22.2.2.9
 * CompileToCharSet of CharacterClassEscape) as the sets the {@code v} flag computes: under
 * {@code i}, a property is case-folded (MaybeSimpleCaseFolding) and a complement is taken among
 * the code points that are their own folding (CharacterComplement, AllCharacters), so that
 * {@code \P{Lu}} and {@code \W} exclude what folds to a member; {@code \w} under {@code i} also
 * holds U+017F LATIN SMALL LETTER LONG S and U+212A KELVIN SIGN (WordCharacters). The sets are
 * what the class operations work on; a matcher closes them over case folding at the end.
 */
final class ClassEscapes {

    /** {@code \d}: 0-9. */
    static final CharClass DIGITS = CharClass.range('0', '9');

    /** WordCharacters without {@code i}: {@code [A-Za-z0-9_]} (ECMA-262 §22.2.2.9.5). */
    static final CharClass WORD = CharClass.range('A', 'Z')
            .union(CharClass.range('a', 'z'))
            .union(DIGITS)
            .union(CharClass.of('_'));

    // the foldings of the (cached, so finitely many) property sets, computed once each
    private static final Map<CharClass, CharClass> FOLDED_PROPERTIES = new ConcurrentHashMap<>();

    private ClassEscapes() {}

    /**
     * WordCharacters (ECMA-262 §22.2.2.9.5): {@code [A-Za-z0-9_]}, and under {@code i} with
     * {@code u}/{@code v} also what folds into it (U+017F, U+212A).
     */
    static CharClass wordCharacters(boolean ignoreCase) {
        return ignoreCase ? Words.IGNORING_CASE : WORD;
    }

    /** Whether {@code c}, after a backslash, starts a CharacterClassEscape. */
    static boolean isClassEscape(int c) {
        return c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W' || c == 'p' || c == 'P';
    }

    /**
     * Reads a CharacterClassEscape.
     *
     * @param s the source, positioned at the letter after the backslash
     * @param start the index of the backslash
     * @param ignoreCase whether the {@code i} flag is on here
     * @return the escape's set, not closed over case folding
     */
    static CharClass read(RegexSource s, int start, boolean ignoreCase) {
        int letter = s.next();
        CharClass set = switch (Character.toLowerCase(letter)) {
            case 'd' -> DIGITS;
            case 's' -> Spaces.SET;
            // MaybeSimpleCaseFolding(WordCharacters) under i: the folded forms, [a-z0-9_]
            case 'w' -> ignoreCase ? Words.FOLDED : WORD;
            default -> property(s, start, letter, ignoreCase);
        };
        boolean complement = letter == 'D' || letter == 'S' || letter == 'W' || letter == 'P';
        return complement ? complement(set, ignoreCase) : set;
    }

    /** CharacterComplement (ECMA-262 §22.2.2.9.4): within AllCharacters. */
    static CharClass complement(CharClass set, boolean ignoreCase) {
        return ignoreCase ? CaseFolding.foldedCodePoints().subtract(set) : set.complement();
    }

    /**
     * <code>p&#123;</code> UnicodePropertyValueExpression <code>&#125;</code>:
     * UnicodePropertyName {@code =} UnicodePropertyValue, or LoneUnicodePropertyNameOrValue.
     */
    private static CharClass property(RegexSource s, int start, int letter, boolean ignoreCase) {
        if (!s.eat('{')) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\p and \\P must be followed by {");
        }
        String name = propertyWord(s);
        String value = null;
        if (s.eat('=')) {
            value = propertyWord(s);
            if (name.isEmpty()
                    || value.isEmpty()
                    || !name.chars().allMatch(c -> c == '_' || RegexSource.isAsciiLetter(c))) {
                throw s.error(RegexError.INVALID_ESCAPE, start, "\\p{name=value} needs a name of letters and a value");
            }
        }
        if (name.isEmpty() || !s.eat('}')) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\p{ must be followed by a property and }");
        }
        if (letter == 'P' && value == null && UnicodeProperties.isPropertyOfStrings(name)) {
            throw s.error(
                    RegexError.NEGATED_CLASS_WITH_STRINGS,
                    start,
                    "\\P{" + name + "}: a property of strings has no complement");
        }
        CharClass set = UnicodeProperties.resolve(name, value, start);
        return ignoreCase ? FOLDED_PROPERTIES.computeIfAbsent(set, CaseFolding::foldAll) : set;
    }

    /** UnicodePropertyValueCharacters: ASCII letters, digits and {@code _}. */
    private static String propertyWord(RegexSource s) {
        int from = s.pos();
        int c = s.peek();
        while (c == '_' || RegexSource.isAsciiLetter(c) || RegexSource.isDigit(c)) {
            s.skip(1);
            c = s.peek();
        }
        return s.slice(from, s.pos());
    }

    /** {@code \s}: WhiteSpace and LineTerminator (ECMA-262 §12.2, §12.3), computed once. */
    private static final class Spaces {
        // TAB, VT, FF, ZWNBSP, USP (Zs); LF, CR, LS, PS
        static final CharClass SET = CharClassBuilder.matching(c -> Character.getType(c) == Character.SPACE_SEPARATOR)
                .union(CharClass.range(0x09, 0x0D))
                .union(CharClass.of(0xFEFF))
                .union(CharClass.range(0x2028, 0x2029));
    }

    /** WordCharacters with {@code u}/{@code v} and {@code i}: what folds into {@code [A-Za-z0-9_]}. */
    private static final class Words {
        static final CharClass IGNORING_CASE = CaseFolding.closeOver(WORD);
        /** Their simple case foldings: what {@code \\w} is in a class under {@code i} (ECMA-262 §22.2.2.9). */
        static final CharClass FOLDED = CaseFolding.foldAll(IGNORING_CASE);
    }
}
