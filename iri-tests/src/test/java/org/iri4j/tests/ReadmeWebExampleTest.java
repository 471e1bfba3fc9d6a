package org.iri4j.tests;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Links as browsers read them" block is true as written ({@link ReadmeResults}):
 * the URL Standard's reading, its setters and search parameters, and the bridge to IRIs.
 */
class ReadmeWebExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        ReadmeResults.assertEveryResultIsTrue("## Links as browsers read them", 12, dir);
    }
}
