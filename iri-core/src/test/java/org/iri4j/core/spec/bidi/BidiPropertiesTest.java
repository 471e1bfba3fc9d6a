package org.iri4j.core.spec.bidi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Bidi;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;

/**
 * Properties of the §4.2 check and the §4.1 display over strings made of delimiters,
 * digits, Latin, Hebrew and Arabic letters, marks, joiners and unsafe characters.
 */
class BidiPropertiesTest {

    /** The characters strings are made of: IRI delimiters, the §4.4 Example 8 characters, letters of both directions. */
    private static final String ALPHABET = ":/?#@.&;=%-+$,!~_()12aZ"
            + "\u05D0\u05D1\u05B8\u0627\u0628\u064B\u0661\u0662"
            + "\u00E9\u4F8B\u0915\u094D\u200B\u200C\u200D\u00A0\u3000\u2215\uFF0F\u0338";

    @Provide
    Arbitrary<String> strings() {
        return Arbitraries.strings()
                .withChars(ALPHABET.toCharArray())
                .ofMaxLength(30)
                .map(s -> "http://" + s);
    }

    /** A check never throws, whatever the string; bidi warnings are warnings. */
    @Property(tries = 3000)
    void checkNeverThrows(@ForAll("strings") String input) {
        CheckResult result = Iris.check(input);
        for (Violation v : result.violations()) {
            if (v.code().name().startsWith("BIDI_MIXED") || v.code().name().startsWith("BIDI_COMPONENT")) {
                assertTrue(v.end() <= input.length() && v.start() < v.end(), v::toString);
            }
        }
    }

    /**
     * For every valid IRI the display form, stripped of its wrapping, is an IRI again that
     * breaks no §4.2 rule; it holds the IRI's string when nothing is unsafe or broken; and a
     * wrapped display reads the same in right-to-left as in left-to-right text (§4.1).
     */
    @Property(tries = 3000)
    void displayFollowsTheRules(@ForAll("strings") String input) {
        CheckResult result = Iris.check(input);
        if (!result.isValid()) {
            return;
        }
        Iri iri = result.iri().orElseThrow();
        String shown = Iris.display(iri);
        boolean wrapped = shown.startsWith("\u202A");
        String bare = wrapped ? shown.substring(1, shown.length() - 1) : shown;
        CheckResult again = Iris.check(bare);
        assertTrue(again.isValid(), () -> input + " → " + bare + ": " + again);
        List<Violation> bidi = again.warnings().stream()
                .filter(v -> v.code().name().startsWith("BIDI_"))
                .toList();
        assertEquals(List.of(), bidi, () -> input + " → " + bare);
        boolean rulesBroken =
                result.warnings().stream().anyMatch(v -> v.code().name().startsWith("BIDI_"));
        if (bare.equals(input)) {
            assertTrue(!rulesBroken, "a component breaking §4.2 is always mapped");
        }
        if (wrapped) {
            assertEquals(
                    BidiNotation.visual(shown, Bidi.DIRECTION_LEFT_TO_RIGHT),
                    BidiNotation.visual(shown, Bidi.DIRECTION_RIGHT_TO_LEFT),
                    () -> input);
        } else {
            // an absolute IRI that is not wrapped has nothing that right-to-left text could reorder
            assertEquals(bare, BidiNotation.visual(bare, Bidi.DIRECTION_LEFT_TO_RIGHT), () -> input);
        }
    }
}
