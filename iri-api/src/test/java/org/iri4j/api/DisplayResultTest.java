package org.iri4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@link DisplayResult} (RFC 3987 §4, §8): its reasons sorted by position, and a missing part
 * refused with an exception that names it.
 */
class DisplayResultTest {

    private static Violation at(int start, int end) {
        return Violation.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE, Component.HOST, start, end, "why");
    }

    @Test
    void theReasonsAreSortedByPosition() {
        DisplayResult result = DisplayResult.of("http://x/", List.of(at(14, 20), at(7, 13), at(7, 9)));
        assertEquals(List.of(at(7, 9), at(7, 13), at(14, 20)), result.violations());
    }

    @Test
    void noReasonsIsAnEmptyList() {
        assertEquals(List.of(), DisplayResult.of("http://x/", List.of()).violations());
        assertEquals(DisplayResult.of("http://x/", List.of()), DisplayResult.of("http://x/", new ArrayList<>()));
    }

    /** Issue 32 review: a null list of reasons is refused by name, as a null text is. */
    @Test
    void aMissingPartIsNamed() {
        NullPointerException text = assertThrows(NullPointerException.class, () -> DisplayResult.of(null, List.of()));
        assertEquals("text", text.getMessage());
        NullPointerException reasons = assertThrows(NullPointerException.class, () -> DisplayResult.of("x", null));
        assertEquals("violations", reasons.getMessage());
    }
}
