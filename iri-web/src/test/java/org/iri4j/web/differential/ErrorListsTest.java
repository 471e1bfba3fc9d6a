package org.iri4j.web.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iri4j.api.IriCode;
import org.iri4j.web.WebUrl;
import org.iri4j.web.differential.ErrorLists.Failure;
import org.junit.jupiter.api.Test;

/**
 * The differential test's comparison of validation error lists (URL Standard §1.1, the names of
 * the table of error types): what is a difference, and how it is classed.
 */
class ErrorListsTest {

    private static final String UNIT = "invalid-URL-unit";
    private static final String CREDENTIALS = "invalid-credentials";
    private static final String HOST = "host-missing";

    @Test
    void equalListsAreNoDifference() {
        assertNull(ErrorLists.classify(List.of(UNIT, UNIT), List.of(UNIT, UNIT), Failure.PARSED));
    }

    @Test
    void aNameOnlyTheStandardListsIsLacking() {
        assertEquals(
                "errors: iri4j lacks " + CREDENTIALS,
                ErrorLists.classify(List.of(UNIT, CREDENTIALS), List.of(UNIT), Failure.PARSED));
    }

    @Test
    void aNameOnlyIri4jListsIsExtra() {
        assertEquals("errors: iri4j has extra " + UNIT, ErrorLists.classify(List.of(), List.of(UNIT), Failure.PARSED));
    }

    @Test
    void repeatsCount() {
        assertEquals(
                "errors: iri4j lacks a repeat of " + UNIT,
                ErrorLists.classify(List.of(UNIT, UNIT), List.of(UNIT), Failure.PARSED));
        assertEquals(
                "errors: iri4j repeats more " + UNIT,
                ErrorLists.classify(List.of(UNIT), List.of(UNIT, UNIT), Failure.PARSED));
    }

    @Test
    void aMisnamedErrorIsOneLackingAndOneExtra() {
        assertEquals(
                "errors: iri4j lacks " + HOST + "; has extra " + UNIT,
                ErrorLists.classify(List.of(HOST), List.of(UNIT), Failure.FAILED));
    }

    @Test
    void theFailureListedFirstIsItsOwnClass() {
        // §4.4: the parser reports the error that makes it return failure last.
        assertEquals(
                ErrorLists.FAILURE_FIRST,
                ErrorLists.classify(
                        List.of(CREDENTIALS, UNIT, HOST), List.of(HOST, CREDENTIALS, UNIT), Failure.FAILED));
        assertEquals(
                ErrorLists.ORDER,
                ErrorLists.classify(
                        List.of(CREDENTIALS, UNIT, HOST), List.of(HOST, CREDENTIALS, UNIT), Failure.PARSED));
        assertEquals(
                ErrorLists.ORDER,
                ErrorLists.classify(
                        List.of(CREDENTIALS, UNIT, HOST), List.of(UNIT, CREDENTIALS, HOST), Failure.FAILED));
    }

    @Test
    void theFirstDifferenceNamesThePositionAndBothNames() {
        assertEquals(
                "#1: Standard " + CREDENTIALS + ", iri4j (end)",
                ErrorLists.firstDifference(List.of(UNIT, CREDENTIALS), List.of(UNIT)));
        assertEquals(
                "#0: Standard " + HOST + ", iri4j " + UNIT, ErrorLists.firstDifference(List.of(HOST), List.of(UNIT)));
    }

    @Test
    void iri4jsViolationsAreNamedAsTheStandardNamesThem() {
        Map<String, Long> skipped = new TreeMap<>();
        assertEquals(
                List.of(CREDENTIALS, "invalid-reverse-solidus", UNIT),
                ErrorLists.standardNames(WebUrl.read("https://user@example.org\\a b", null), skipped));
        assertEquals(Map.of(), skipped);
    }

    @Test
    void iri4jsOwnCodesAreLeftOutAndCounted() {
        // Past 1,000 validation errors iri4j lists its own VIOLATION_LIMIT_REACHED, which the Standard does not name.
        Map<String, Long> skipped = new TreeMap<>();
        List<String> names =
                ErrorLists.standardNames(WebUrl.read("https://a/" + "x ".repeat(1_001) + "x", null), skipped);
        assertEquals(Map.of(IriCode.VIOLATION_LIMIT_REACHED.id(), 1L), skipped);
        assertFalse(names.isEmpty());
        assertEquals(List.of(UNIT), names.stream().distinct().toList());
    }
}
