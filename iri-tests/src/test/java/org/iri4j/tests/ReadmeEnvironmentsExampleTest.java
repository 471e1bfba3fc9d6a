package org.iri4j.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Environments" block is true as written ({@link ReadmeResults}): an environment
 * of discovered and explicit plugins under the strict severity map, beside the default one. The
 * {@code GeoScheme} it adds is the README's own (RFC 5870, "Writing a scheme plugin"); the
 * {@code classLoader} it leaves to the reader is the block's own.
 */
class ReadmeEnvironmentsExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        String readme = Files.readString(ReadmeFiles.readme(), StandardCharsets.UTF_8);
        String geo = ReadmeFiles.blockHolding(
                ReadmeFiles.blocksAfter(readme, "## Writing a scheme plugin", "```java\n"), "class GeoScheme ");
        ReadmeResults.of("## Environments: plugins, host mapper, severity map")
                .withSource("com/example/geo/GeoScheme.java", geo)
                .withImport("com.example.geo.GeoScheme")
                .withGiven("ClassLoader classLoader = Block.class.getClassLoader();")
                .assertEveryResultIsTrue(4, dir);
    }
}
