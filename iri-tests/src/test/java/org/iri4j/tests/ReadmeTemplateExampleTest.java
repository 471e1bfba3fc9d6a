package org.iri4j.tests;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "URI Templates" block is true as written ({@link ReadmeResults}): RFC 6570's own
 * examples of §3.2, an expansion read as an IRI and as a URI, errors with their index, and
 * matching.
 */
class ReadmeTemplateExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        ReadmeResults.of("## URI Templates").assertEveryResultIsTrue(22, dir.resolve("classes"));
    }
}
