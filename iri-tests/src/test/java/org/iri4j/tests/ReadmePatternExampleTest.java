package org.iri4j.tests;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Links matched by patterns" block is true as written ({@link ReadmeResults}):
 * URL patterns (the URL Pattern Standard) from a string and an init, test and exec with their
 * groups, a custom group, case-insensitive matching, a ReDoS shape answered at once, and errors.
 */
class ReadmePatternExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        ReadmeResults.of("## Links matched by patterns").assertEveryResultIsTrue(14, dir.resolve("classes"));
    }
}
