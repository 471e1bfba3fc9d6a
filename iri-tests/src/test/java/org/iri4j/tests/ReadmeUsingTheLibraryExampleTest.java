package org.iri4j.tests;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Using the library" blocks are true as written ({@link ReadmeResults}): values
 * and checks (RFC 3987 §2.2), IRI ⇄ URI (§3.1, §3.2) and normalization and comparison (§5.3).
 */
class ReadmeUsingTheLibraryExampleTest {

    private static final String SECTION = "## Using the library";

    @Test
    void valuesAndChecksShowWhatTheCodeGives(@TempDir Path dir) throws Exception {
        ReadmeResults.of(SECTION, 1).assertEveryResultIsTrue(9, dir);
    }

    @Test
    void iriToUriShowsWhatTheCodeGives(@TempDir Path dir) throws Exception {
        ReadmeResults.of(SECTION, 2).assertEveryResultIsTrue(4, dir);
    }

    @Test
    void normalizationAndComparisonShowWhatTheCodeGives(@TempDir Path dir) throws Exception {
        ReadmeResults.of(SECTION, 3).assertEveryResultIsTrue(4, dir);
    }
}
