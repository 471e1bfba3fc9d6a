package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The javadoc keeps what the release needs (README, "Releasing"): a {@code package-info.java}
 * in every package of main code, naming the specification sections it implements (or saying
 * that it implements none); {@code @since} on every public top-level type of the published
 * modules and on each package of their API, and on nothing inside an {@code internal} package,
 * whose public types are public only so that iri4j's modules can share them, never API.
 * (Doclint itself runs in {@code .ci/check-release}.)
 */
class JavadocCoverageTest {

    private static final Path ROOT = ReadmeFiles.readme().getParent();
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public (?:final |abstract |sealed |non-sealed )*(?:class|interface|enum|record|@interface) ",
            Pattern.MULTILINE);

    private static List<Path> mainSources(String module) throws IOException {
        Path root = ROOT.resolve(module).resolve("src/main/java");
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.endsWith("module-info.java"))
                    .toList();
        }
    }

    private static List<String> modulesWithMainCode() throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(ROOT)) {
            for (Path dir : dirs.sorted().toList()) {
                if (Files.isDirectory(dir.resolve("src/main/java"))) {
                    out.add(dir.getFileName().toString());
                }
            }
        }
        return out;
    }

    /** Whether a source directory is an {@code internal} package (or one inside it). */
    private static boolean isInternal(Path dir) {
        for (Path name : dir) {
            if (name.toString().equals("internal")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyPackageHasAPackageInfoThatNamesWhatItImplements() throws IOException {
        Set<String> missing = new TreeSet<>();
        int packages = 0;
        for (String module : modulesWithMainCode()) {
            Set<Path> dirs = new TreeSet<>();
            mainSources(module).forEach(f -> dirs.add(f.getParent()));
            for (Path dir : dirs) {
                packages++;
                Path info = dir.resolve("package-info.java");
                if (!Files.exists(info)) {
                    missing.add(ROOT.relativize(dir) + ": no package-info.java");
                } else {
                    String text = Files.readString(info);
                    boolean internal = isInternal(dir);
                    if (!text.matches(
                                    "(?s).*\\b(RFC \\d+|UTS #\\d+|UAX #\\d+|URL Standard|URL Pattern Standard|ECMA-262|implements no RFC).*")
                            || text.contains("@since") == internal) {
                        missing.add(ROOT.relativize(info)
                                + ": names no RFC, UTS, UAX, URL Standard or ECMA-262 section (or "
                                + (internal ? "an internal package has @since" : "has no @since") + ")");
                    }
                }
            }
        }
        assertFalse(packages < 16, "packages found: " + packages);
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyPublicTypeOfAPublishedModuleSaysSince() throws IOException {
        Set<String> missing = new TreeSet<>();
        for (String module : PublishedModulesTest.publishedModules()) {
            if (!Files.isDirectory(ROOT.resolve(module).resolve("src/main/java"))) {
                continue;
            }
            for (Path source : mainSources(module)) {
                String text = Files.readString(source);
                Matcher type = PUBLIC_TYPE.matcher(text);
                if (isInternal(source.getParent())) {
                    if (text.contains("@since")) {
                        missing.add(ROOT.relativize(source) + ": internal, no API, so no @since");
                    }
                } else if (type.find() && !text.substring(0, type.start()).contains("@since")) {
                    missing.add(ROOT.relativize(source).toString());
                }
            }
        }
        assertEquals(Set.of(), missing);
    }
}
