package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * urlcanon's {@code idempotence.json} and the canonicalizer files' inputs, under every profile
 * that reads as the URL Standard does: a canonical form canonicalizes to itself. (urlcanon uses
 * idempotence.json for its own parser's byte-exact round trip, which has no counterpart here: the
 * URL Standard's parser normalizes.)
 */
class UrlcanonIdempotenceTest {

    static List<String> inputs() {
        List<String> inputs = new ArrayList<>();
        for (Object item : (List<?>) TestJson.resource("urlcanon/idempotence.json")) {
            inputs.add(UrlcanonBytes.text((String) item));
        }
        for (String file : List.of("semantic_precise.json", "aggressive.json", "surt.json")) {
            UrlcanonRow.rows(file).forEach(r -> inputs.add(UrlcanonBytes.text(r.input())));
        }
        return inputs;
    }

    @TestFactory
    Stream<DynamicTest> canonicalFormsAreFixpoints() {
        List<String> inputs = inputs();
        assertTrue(inputs.size() > 200);
        return CanonProfile.profiles().stream()
                // ia is as idempotent as the Archive's code, no more: IaDifferentialTest
                .filter(profile -> !profile.readsAsArchive())
                .map(profile -> DynamicTest.dynamicTest(profile.name(), () -> {
                    int canonicalized = 0;
                    for (String input : inputs) {
                        String once;
                        try {
                            once = profile.canonicalize(input);
                        } catch (InvalidInputException failure) {
                            continue; // the URL Standard's failure: nothing to be idempotent about
                        }
                        canonicalized++;
                        String twice;
                        try {
                            twice = profile.canonicalize(once);
                        } catch (InvalidInputException e) {
                            throw new AssertionError(profile + " on " + input + " gave " + once + ", which fails", e);
                        }
                        assertEquals(once, twice, () -> profile + " on " + input);
                    }
                    assertTrue(canonicalized > inputs.size() / 2, "most inputs have a canonical form");
                }));
    }
}
