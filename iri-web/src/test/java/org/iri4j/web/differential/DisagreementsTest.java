package org.iri4j.web.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.wpt.WptCases;
import org.junit.jupiter.api.Test;

/**
 * The differential test's classes, per aspect, on readings made up for the purpose: a line of
 * the reference implementation's output set against iri4j's reading of the same input.
 */
class DisagreementsTest {

    private static final String INPUT = "https://user@example.org/a b";

    /** The line the reference implementation would write if it read INPUT as iri4j does. */
    private static JsonLine agreeing(WebUrlResult ours, boolean valid) {
        WebUrl url = ours.orElseThrow();
        List<String> components = JsonLine.COMPONENTS.stream()
                .map(name -> WptCases.GETTERS.get(name).apply(url))
                .toList();
        return new JsonLine(INPUT, null, components, List.of("invalid-credentials", "invalid-URL-unit"), valid);
    }

    private static Set<String> classes(JsonLine line, WebUrlResult ours, boolean oursValid) {
        Disagreements disagreements = new Disagreements();
        disagreements.compare(line, ours, oursValid);
        return disagreements.classes();
    }

    @Test
    void theSameReadingIsNoDisagreement() {
        WebUrlResult ours = WebUrl.read(INPUT, null);
        Disagreements disagreements = new Disagreements();
        disagreements.compare(agreeing(ours, false), ours, false);
        assertEquals(Set.of(), disagreements.classes());
        assertEquals(0, disagreements.disagreeing());
    }

    @Test
    void aFailureOnlyTheStandardReturnsIsClassedByItsLastError() {
        // §4.4: the error that makes the parser return failure is the last one it reports.
        WebUrlResult ours = WebUrl.read(INPUT, null);
        JsonLine line = new JsonLine(INPUT, null, null, List.of("invalid-credentials", "host-missing"), false);
        assertEquals(
                Set.of(
                        "url: only iri4j parses; the Standard fails with host-missing",
                        "errors: iri4j lacks host-missing; has extra invalid-URL-unit"),
                classes(line, ours, false));
    }

    @Test
    void everyComponentThatDiffersNamesTheClass() {
        WebUrlResult ours = WebUrl.read(INPUT, null);
        JsonLine same = agreeing(ours, false);
        List<String> components = new ArrayList<>(same.components());
        components.set(JsonLine.COMPONENTS.indexOf("hostname"), "example.com");
        components.set(JsonLine.COMPONENTS.indexOf("pathname"), "/a%20c");
        JsonLine line = new JsonLine(INPUT, null, components, same.errors(), false);
        assertEquals(Set.of("url: hostname, pathname differ"), classes(line, ours, false));
    }

    @Test
    void theValidUrlStringAnswersAreCompared() {
        // §4.3: a valid URL string has no credentials, so both say false here; a true is made up.
        WebUrlResult ours = WebUrl.read(INPUT, null);
        assertEquals(Set.of(Disagreements.ONLY_STANDARD_VALID), classes(agreeing(ours, true), ours, false));
        assertEquals(Set.of(Disagreements.ONLY_IRI4J_VALID), classes(agreeing(ours, false), ours, true));
    }
}
