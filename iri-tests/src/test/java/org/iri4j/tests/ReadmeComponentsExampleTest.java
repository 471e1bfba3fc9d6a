package org.iri4j.tests;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's "Working with components" block is true as written ({@link ReadmeResults}). */
class ReadmeComponentsExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        ReadmeResults.assertEveryResultIsTrue("## Working with components", 15, dir);
    }
}
