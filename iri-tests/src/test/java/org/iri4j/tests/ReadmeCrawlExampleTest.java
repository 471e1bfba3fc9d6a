package org.iri4j.tests;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iri4j.canon.PublicSuffixList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Crawl canonicalization" block is true as written ({@link ReadmeResults}):
 * profiles (RFC 3987 §5.3.4, after the URL Standard's parse), Safe Browsing's key, SURT keys
 * and the Public Suffix List. The newer list the block loads is the shipped one, written to a
 * file.
 */
class ReadmeCrawlExampleTest {

    @Test
    void everyResultTheReadmeShowsIsTrue(@TempDir Path dir) throws Exception {
        Path list = dir.resolve("public_suffix_list.dat");
        try (InputStream shipped = PublicSuffixList.class.getResourceAsStream("public_suffix_list.dat")) {
            Files.copy(shipped, list);
        }
        ReadmeResults.of("## Crawl canonicalization")
                .withFile("public_suffix_list.dat", list)
                .assertEveryResultIsTrue(18, dir.resolve("classes"));
    }
}
