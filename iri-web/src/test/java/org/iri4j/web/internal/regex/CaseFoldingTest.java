package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ECMA-262 §22.2.2.7.3 Canonicalize with u/v and i: simple case folding (CaseFolding.txt C + S). */
class CaseFoldingTest {

    private static CharClass of(int... codePoints) {
        CharClass out = CharClass.NONE;
        for (int c : codePoints) {
            out = out.union(CharClass.of(c));
        }
        return out;
    }

    // code point, its simple case folding
    @ParameterizedTest
    @CsvSource({
        "0x41, 0x61",
        "0x61, 0x61",
        "0x212A, 0x6B", // KELVIN SIGN
        "0x17F, 0x73", // LATIN SMALL LETTER LONG S
        "0x1E9E, 0xDF", // LATIN CAPITAL LETTER SHARP S folds to ß (status S)
        "0xDF, 0xDF",
        "0x130, 0x130", // İ: only T and F foldings, so none here
        "0x131, 0x131", // ı
        "0x3A3, 0x3C3",
        "0x3C2, 0x3C3", // final sigma
        "0x2126, 0x3C9", // OHM SIGN
        "0x1C5, 0x1C6", // titlecase digraph
        "0x345, 0x3B9", // COMBINING GREEK YPOGEGRAMMENI
        "0xAB70, 0x13A0", // Cherokee folds to the capitals
        "0x13F8, 0x13F0",
        "0x13A0, 0x13A0",
        "0x1FD3, 0x390", // added by Unicode 14/15 without a case mapping
        "0x1FE3, 0x3B0",
        "0xFB05, 0xFB06",
        "0x10400, 0x10428",
    })
    void fold(String codePoint, String folding) {
        assertEquals(Integer.decode(folding), CaseFolding.fold(Integer.decode(codePoint)));
    }

    @Test
    void foldIsIdempotent() {
        for (int c = 0; c <= CharClass.MAX_CODE_POINT; c++) {
            int f = CaseFolding.fold(c);
            assertEquals(f, CaseFolding.fold(f), Integer.toHexString(c));
        }
    }

    @Test
    void closeOverK() {
        assertEquals(of('K', 'k', 0x212A), CaseFolding.closeOver(of('k')));
        assertEquals(of('K', 'k', 0x212A), CaseFolding.closeOver(of(0x212A)));
    }

    @Test
    void closeOverS() {
        assertEquals(of('S', 's', 0x17F), CaseFolding.closeOver(of('S')));
    }

    @Test
    void sharpSAndCapitalSharpSFoldTogether() {
        assertEquals(of(0xDF, 0x1E9E), CaseFolding.closeOver(of(0x1E9E)));
    }

    // İ and ı stay alone; i and I do not reach them
    @Test
    void dottedAndDotlessIStayAlone() {
        assertEquals(of(0x130), CaseFolding.closeOver(of(0x130)));
        assertEquals(of(0x131), CaseFolding.closeOver(of(0x131)));
        assertEquals(of('I', 'i'), CaseFolding.closeOver(of('i')));
    }

    @Test
    void closeOverSigma() {
        assertEquals(of(0x3A3, 0x3C2, 0x3C3), CaseFolding.closeOver(of(0x3C2)));
    }

    @Test
    void closeOverOfALargeSetMatchesCodePointByCodePoint() {
        CharClass range = CharClass.range('A', 0x600);
        CharClass closed = CaseFolding.closeOver(range);
        Set<Integer> foldings = new HashSet<>();
        for (int m = 'A'; m <= 0x600; m++) {
            foldings.add(CaseFolding.fold(m));
        }
        for (int c = 0; c <= CharClass.MAX_CODE_POINT; c++) {
            assertEquals(foldings.contains(CaseFolding.fold(c)), closed.contains(c), Integer.toHexString(c));
        }
    }

    @Test
    void closeOverOfEachCodePointIsItsFoldingGroup() {
        Map<Integer, Set<Integer>> groups = new HashMap<>();
        for (int c = 0; c <= CharClass.MAX_CODE_POINT; c++) {
            int f = CaseFolding.fold(c);
            if (f != c) {
                groups.computeIfAbsent(f, k -> new HashSet<>(Set.of(k))).add(c);
            }
        }
        for (int c = 0; c <= 0x1FFFF; c++) {
            Set<Integer> group = groups.getOrDefault(CaseFolding.fold(c), Set.of(c));
            CharClass closed = CaseFolding.closeOver(CharClass.of(c));
            assertEquals(group.size(), size(closed), Integer.toHexString(c));
            for (int member : group) {
                assertTrue(closed.contains(member), Integer.toHexString(c));
            }
        }
    }

    private static int size(CharClass set) {
        int n = 0;
        for (int r = 0; r < set.rangeCount(); r++) {
            n += set.rangeLast(r) - set.rangeStart(r) + 1;
        }
        return n;
    }

    @Test
    void foldAllKeepsOneMemberPerGroup() {
        assertEquals(of('k'), CaseFolding.foldAll(of('K', 0x212A)));
        assertEquals(CharClass.range('a', 'z'), CaseFolding.foldAll(CharClass.range('A', 'Z')));
    }

    @Test
    void foldedCodePointsAreTheirOwnFolding() {
        CharClass folded = CaseFolding.foldedCodePoints();
        assertTrue(folded.contains('a') && folded.contains(0x130) && folded.contains(0x13A0));
        assertFalse(folded.contains('A') || folded.contains(0x212A) || folded.contains(0xAB70));
    }

    // §22.2.2.9.5 WordCharacters with u/v and i: also U+017F and U+212A
    @Test
    void wordCharactersUnderIgnoreCase() {
        CharClass word = ((Node.CodePoint) EcmaParser.parse("\\w", true).root()).set();
        assertEquals(ClassEscapes.WORD.union(of(0x17F, 0x212A)), word);
        CharClass notWord = ((Node.CodePoint) EcmaParser.parse("\\W", true).root()).set();
        assertFalse(notWord.contains('k') || notWord.contains(0x212A) || notWord.contains(0x17F));
    }

    @Test
    void literalUnderIgnoreCase() {
        assertEquals(
                new Node.CodePoint(of('K', 'k', 0x212A)),
                EcmaParser.parse("K", true).root());
    }
}
