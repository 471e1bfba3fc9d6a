package org.iri4j.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Where the project's README is, for the tests that check it says what is true. */
final class ReadmeFiles {

    private ReadmeFiles() {}

    /** @return README.md of the project, found above the working directory */
    static Path readme() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("README.md")) && Files.exists(p.resolve("iri-tests"))) {
                return p.resolve("README.md");
            }
        }
        throw new IllegalStateException("README.md not found above " + here);
    }

    /** The fenced blocks opened by {@code fence} (e.g. {@code "```java\n"}) in a section, in order. */
    static List<String> blocksAfter(String markdown, String heading, String fence) throws IOException {
        int section = markdown.indexOf(heading);
        int sectionEnd = markdown.indexOf("\n## ", section + heading.length());
        List<String> blocks = new ArrayList<>();
        for (int start = markdown.indexOf(fence, section);
                section >= 0 && start >= 0 && (sectionEnd < 0 || start < sectionEnd);
                start = markdown.indexOf(fence, start + 1)) {
            int end = markdown.indexOf("```", start + fence.length());
            blocks.add(markdown.substring(start + fence.length(), end));
        }
        if (section < 0 || blocks.isEmpty()) {
            throw new IOException("no " + fence.trim() + " block after " + heading + " in README.md");
        }
        return blocks;
    }

    /** The one block that holds {@code text}. */
    static String blockHolding(List<String> blocks, String text) throws IOException {
        List<String> holding = blocks.stream().filter(b -> b.contains(text)).toList();
        if (holding.size() != 1) {
            throw new IOException(holding.size() + " README blocks hold " + text + ", expected one");
        }
        return holding.get(0);
    }
}
