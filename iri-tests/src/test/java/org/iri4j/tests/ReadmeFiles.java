package org.iri4j.tests;

import java.nio.file.Files;
import java.nio.file.Path;

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
}
