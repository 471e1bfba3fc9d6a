package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Test;

/**
 * The fast path of a profile: a step's check ({@link CanonStep#mayChange}) says a step leaves a serialization alone only
 * where the step, run, gives it back. Checked for every step on the serializations of every
 * input of urlcanon's data, of the benchmarks' mix, of 5,000 {@link HostileLinks} and of
 * {@link CanonPropertiesTest}'s links;
 * and the fast path and the slow one give every profile's same canonical form.
 */
class StepChecksTest {

    private static final Path MIX =
            Path.of("..", "iri-benchmarks", "src", "main", "resources", "org", "iri4j", "bench", "mix.txt");

    private static Set<String> hrefs() throws IOException {
        Set<String> inputs = new LinkedHashSet<>();
        for (String file : List.of(
                "semantic_precise.json",
                "aggressive.json",
                "surt.json",
                "ssurt.json",
                "path_dots.json",
                "funky_ipv4.json")) {
            for (UrlcanonRow row : UrlcanonRow.rows(file)) {
                inputs.add(UrlcanonBytes.text(row.input()));
                inputs.add(UrlcanonBytes.text(row.expected()));
            }
        }
        inputs.addAll(Files.readAllLines(MIX, StandardCharsets.UTF_8));
        // shapes the mix lacks: a second = in a value, escapes beside it, base64 padding (found in review)
        inputs.addAll(List.of(
                "http://h/?a=b=c%20",
                "http://h//?a=b=c%20#x", "http://h/?x=abc==&y=%41", "http://h/?a%3Db=c&d=e%3Df", "foo:/.//a?b=%2B+c"));
        // escaped delimiters in opaque paths, www beside dots and IPv4 shorthands, session tokens beside dot segments
        HostileLinks hostile = new HostileLinks(26);
        for (int i = 0; i < 5_000; i++) {
            inputs.add(hostile.next());
        }
        Set<String> hrefs = new LinkedHashSet<>();
        for (String input : inputs) {
            if (input != null) { // urlcanon writes null for a row that has no answer
                href(input).ifPresent(hrefs::add);
            }
        }
        return hrefs;
    }

    private static java.util.Optional<String> href(String input) {
        WebUrlResult read = WebUrl.read(input, null);
        return read.url().map(WebUrl::href);
    }

    /** A step the check lets pass gives the serialization back when it runs. */
    private static void checkEveryStep(String href) {
        UrlSpan span = UrlSpan.of(href);
        for (CanonStep step : CanonStep.values()) {
            if (!step.mayChange(href, span)) {
                UrlParts parts = UrlParts.split(href);
                step.apply(parts);
                assertEquals(href, parts.toString(), () -> step.id() + " changes " + href);
            }
        }
    }

    @Test
    void aStepTheCheckPassesChangesNothing() throws IOException {
        Set<String> hrefs = hrefs();
        assertTrue(hrefs.size() > 10_000, "the mix and urlcanon's data: " + hrefs.size());
        hrefs.forEach(StepChecksTest::checkEveryStep);
    }

    @Property(tries = 1000)
    void aStepTheCheckPassesChangesNothingOnAnyLink(@ForAll("links") String link) {
        href(link).ifPresent(StepChecksTest::checkEveryStep);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> links() {
        return new CanonPropertiesTest().links();
    }

    /**
     * A profile of any steps in any order gives what its steps give when each runs: a step
     * after the first that changes the link is skipped only where its check, read on the link
     * as it came, still holds ({@link CanonStep#reads}).
     */
    @Test
    void stepsSkippedAfterAChangeWouldHaveChangedNothing() throws IOException {
        List<String> hrefs = new ArrayList<>(hrefs());
        List<CanonStep> all = new ArrayList<>(List.of(CanonStep.values()));
        all.remove(CanonStep.ASSUME_HTTP);
        all.remove(CanonStep.CANONICALIZE_AS_IA); // a way of reading too, which a profile of it reads by
        Random random = new Random(26);
        for (int round = 0; round < 60; round++) {
            CanonStep[] steps = new CanonStep[1 + random.nextInt(8)];
            for (int i = 0; i < steps.length; i++) {
                steps[i] = all.get(random.nextInt(all.size()));
            }
            CanonProfile profile = CanonProfile.of("random", steps);
            for (int i = round % 3; i < hrefs.size(); i += 3) {
                String href = hrefs.get(i);
                assertEquals(
                        everyStep(profile, href),
                        profile.canonicalize(WebUrl.parse(href)),
                        () -> profile + " on " + href);
            }
        }
    }

    private static String everyStep(CanonProfile profile, String href) {
        UrlParts parts = UrlParts.split(href);
        profile.steps().forEach(step -> step.apply(parts));
        return parts.toString();
    }

    /** Every profile's canonical form is what its steps give when each runs, fast path or not. */
    @Test
    void theFastPathGivesWhatTheStepsGive() throws IOException {
        List<String> hrefs = new ArrayList<>(hrefs());
        for (CanonProfile profile : CanonProfile.profiles()) {
            if (profile.readsAsArchive()) {
                continue; // it reads each link as the Archive's code does, not a serialization: IaDifferentialTest
            }
            for (String href : hrefs) {
                assertEquals(
                        everyStep(profile, href),
                        profile.canonicalize(WebUrl.parse(href)),
                        () -> profile + " on " + href);
            }
        }
    }
}
