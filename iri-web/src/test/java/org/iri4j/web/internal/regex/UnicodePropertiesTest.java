package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Unicode property escapes (ECMA-262 §22.2.2.9, UnicodeMatchProperty, UnicodeMatchPropertyValue). */
class UnicodePropertiesTest {

    private static CharClass set(String source) {
        return ((Node.CodePoint) EcmaParser.parse(source, false).root()).set();
    }

    private static RegexError errorOf(String source) {
        return assertThrows(RegexException.class, () -> EcmaParser.parse(source, false))
                .code();
    }

    // one member and one non-member of each supported spelling
    @ParameterizedTest
    @CsvSource({
        "\\p{Lu}, 0x41, 0x61",
        "\\p{gc=Lu}, 0x41, 0x61",
        "\\p{General_Category=Uppercase_Letter}, 0x41, 0x61",
        "\\p{Uppercase_Letter}, 0x41, 0x61",
        "\\p{L}, 0x61, 0x31",
        "\\p{Letter}, 0x4E00, 0x31",
        "\\p{LC}, 0x1C5, 0x2B0",
        "\\p{Cased_Letter}, 0x61, 0x2B0",
        "\\p{M}, 0x301, 0x61",
        "\\p{Combining_Mark}, 0x301, 0x61",
        "\\p{N}, 0x661, 0x61",
        "\\p{digit}, 0x661, 0x2160",
        "\\p{P}, 0x21, 0x24",
        "\\p{punct}, 0x21, 0x24",
        "\\p{S}, 0x24, 0x21",
        "\\p{Z}, 0x3000, 0x9",
        "\\p{C}, 0x0, 0x20",
        "\\p{Cn}, 0x378, 0x41",
        "\\p{Cs}, 0xD800, 0x41",
        "\\p{cntrl}, 0x7, 0x41",
        "\\p{sc=Latin}, 0x41, 0x391",
        "\\p{Script=Greek}, 0x391, 0x41",
        "\\p{sc=Grek}, 0x391, 0x41",
        "\\p{sc=Zyyy}, 0x20, 0x41",
        "\\p{sc=Zinh}, 0x301, 0x41",
        "\\p{sc=Qaai}, 0x301, 0x41",
        "\\p{sc=Qaac}, 0x2C80, 0x41",
        "\\p{sc=Unknown}, 0x378, 0x41",
        "\\p{sc=SignWriting}, 0x1D800, 0x41",
        "\\p{sc=Old_Italic}, 0x10300, 0x41",
        "\\p{Any}, 0x10FFFF, -1",
        "\\p{ASCII}, 0x7F, 0x80",
        "\\p{Assigned}, 0x41, 0x378",
        "\\p{Alphabetic}, 0x345, 0x31",
        "\\p{Alpha}, 0x41, 0x31",
        "\\p{Lowercase}, 0xAA, 0x41",
        "\\p{Lower}, 0x61, 0x41",
        "\\p{Uppercase}, 0x2160, 0x61",
        "\\p{Upper}, 0x41, 0x61",
        "\\p{Cased}, 0x1C5, 0x31",
        "\\p{Ideographic}, 0x3007, 0x41",
        "\\p{Ideo}, 0x4E00, 0x41",
        "\\p{White_Space}, 0x85, 0xFEFF",
        "\\p{space}, 0x20, 0x200B",
        "\\p{WSpace}, 0x2028, 0x41",
        "\\p{ASCII_Hex_Digit}, 0x66, 0x67",
        "\\p{AHex}, 0x41, 0xFF21",
        "\\p{Hex_Digit}, 0xFF21, 0x67",
        "\\p{Noncharacter_Code_Point}, 0x10FFFF, 0xFFFD",
        "\\p{NChar}, 0xFDD0, 0xFDF0",
        "\\p{Bidi_Mirrored}, 0x28, 0x41",
        "\\p{Join_Control}, 0x200D, 0x200B",
        "\\p{Regional_Indicator}, 0x1F1E6, 0x1F200",
        "\\p{Pattern_White_Space}, 0x200E, 0xA0",
        "\\p{ID_Start}, 0x2118, 0x2E2F",
        "\\p{IDS}, 0x41, 0x31",
    })
    void supportedProperties(String source, String member, String nonMember) {
        CharClass set = set(source);
        assertTrue(set.contains(Integer.decode(member)), source + " " + member);
        if (!nonMember.equals("-1")) {
            assertFalse(set.contains(Integer.decode(nonMember)), source + " " + nonMember);
        }
    }

    @Test
    void negatedPropertyIsTheComplement() {
        assertEquals(set("\\p{Lu}").complement(), set("\\P{Lu}"));
    }

    // a valid ECMAScript name the JDK cannot give exactly: refused, naming it
    @ParameterizedTest
    @ValueSource(
            strings = {
                "\\p{Script_Extensions=Latin}",
                "\\p{scx=Grek}",
                "\\p{Emoji}",
                "\\p{Extended_Pictographic}",
                "\\p{ID_Continue}",
                "\\p{XID_Start}",
                "\\p{Math}",
                "\\p{Dash}",
                "\\p{Changes_When_Casefolded}",
                "\\p{Default_Ignorable_Code_Point}",
                "\\p{RGI_Emoji}",
                "\\p{Basic_Emoji}",
                "\\p{sc=Hrkt}",
                "[\\p{RGI_Emoji_Flag_Sequence}]"
            })
    void unsupportedProperties(String source) {
        RegexException e = assertThrows(RegexException.class, () -> EcmaParser.parse(source, false));
        assertEquals(RegexError.UNSUPPORTED_PROPERTY, e.code());
        assertTrue(
                e.getMessage().contains(source.substring(source.indexOf("{") + 1, source.indexOf("}"))),
                e.getMessage());
    }

    // names ECMAScript does not know (matching is exact: no loose matching, case counts)
    @ParameterizedTest
    @ValueSource(
            strings = {
                "\\p{Foo}",
                "\\p{lu}",
                "\\p{letter}",
                "\\p{Latin}",
                "\\p{sc=latin}",
                "\\p{sc=LATN}",
                "\\p{sc=Lu}",
                "\\p{gc=Latin}",
                "\\p{Script}",
                "\\p{ASCII=Y}",
                "\\p{Block=Basic_Latin}",
                "\\p{UppercaseLetter}",
                "\\p{sc=Signwriting}"
            })
    void unknownProperties(String source) {
        assertEquals(RegexError.UNKNOWN_PROPERTY, errorOf(source));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\p", "\\pL", "\\p{}", "\\p{L", "\\p{=L}", "\\p{gc=}", "\\p{L-u}", "\\p{1=L}"})
    void malformedPropertyEscapes(String source) {
        assertEquals(RegexError.INVALID_ESCAPE, errorOf(source));
    }

    @Test
    void negatedPropertyOfStringsIsASyntaxError() {
        assertEquals(RegexError.NEGATED_CLASS_WITH_STRINGS, errorOf("\\P{RGI_Emoji}"));
    }

    // MaybeSimpleCaseFolding then CharacterComplement: \P{Lu} with i matches neither 'a' nor 'A'
    @Test
    void negatedPropertyUnderIgnoreCase() {
        CharClass notUpper = ((Node.CodePoint) EcmaParser.parse("\\P{Lu}", true).root()).set();
        assertFalse(notUpper.contains('a') || notUpper.contains('A'));
        assertTrue(notUpper.contains('1') && notUpper.contains(0x4E00));
    }

    @Test
    void propertyUnderIgnoreCaseTakesTheCaseGroups() {
        CharClass upper = ((Node.CodePoint) EcmaParser.parse("\\p{Lu}", true).root()).set();
        assertTrue(upper.contains('a') && upper.contains(0x17F) && upper.contains(0x3C2));
    }

    /**
     * A script newer than the running JDK's Unicode data (Vithkuqi: Unicode 14, Kawi: 15) is
     * refused, not guessed; on a JDK that has it (Java 25: Unicode 16) it is matched.
     */
    @ParameterizedTest
    @ValueSource(strings = {"Vithkuqi", "Kawi"})
    void aScriptIsRefusedExactlyWhenTheJdkDoesNotKnowIt(String script) {
        String source = "\\p{sc=" + script + "}";
        boolean known;
        try {
            Character.UnicodeScript.forName(script);
            known = true;
        } catch (IllegalArgumentException e) {
            known = false;
        }
        if (known) {
            assertEquals(0, EcmaParser.parse(source, false).captureCount());
        } else {
            RegexException e = assertThrows(RegexException.class, () -> EcmaParser.parse(source, false));
            assertEquals(RegexError.UNSUPPORTED_PROPERTY, e.code());
        }
    }
}
