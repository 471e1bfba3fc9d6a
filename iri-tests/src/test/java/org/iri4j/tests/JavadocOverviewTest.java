package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The javadoc overview page ({@code src/main/javadoc/overview.html}, in every module's
 * javadoc) shows the README's examples, word for word, so that it cannot drift from the
 * examples the README tests run.
 */
class JavadocOverviewTest {

    private static List<String> between(String text, String open, String close) {
        List<String> out = new ArrayList<>();
        for (int i = text.indexOf(open); i >= 0; i = text.indexOf(open, i)) {
            int start = i + open.length();
            int end = text.indexOf(close, start);
            out.add(text.substring(start, end));
            i = end + close.length();
        }
        return out;
    }

    private static String unescape(String html) {
        return html.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }

    @Test
    void everyExampleOfTheOverviewIsAnExampleOfTheReadme() throws IOException {
        Path readme = ReadmeFiles.readme();
        String overview = Files.readString(readme.getParent().resolve("src/main/javadoc/overview.html"));
        List<String> readmeBlocks = between(Files.readString(readme), "```java\n", "```").stream()
                .map(String::strip)
                .toList();
        List<String> examples = between(overview, "<pre>", "</pre>");
        assertEquals(5, examples.size(), "the five example blocks");
        for (String example : examples) {
            String code = unescape(example).strip();
            assertTrue(readmeBlocks.contains(code), () -> "not a README example:\n" + code);
        }
    }
}
