package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The public API is written down in {@code docs/api/public-api.txt}, so that a change to it is
 * a diff a reviewer sees: this lists it anew with {@code tools/PublicApi.java}, from the
 * published modules this test is compiled against, and fails when the file says otherwise,
 * naming each type and member added or gone and the command that refreshes the file.
 */
class PublicApiTest {

    private static final Path ROOT = ReadmeFiles.readme().getParent();
    private static final Path LISTING = ROOT.resolve("docs/api/public-api.txt");
    private static final String REFRESH =
            "mvn -q install -DskipTests && java tools/PublicApi.java --write docs/api/public-api.txt";

    /** The class folder or jar of each published module with main code, from this test's class path. */
    private static List<String> publishedLocations() {
        List<String> entries = List.of(System.getProperty("java.class.path").split(File.pathSeparator));
        List<String> out = new ArrayList<>();
        for (String module : PublishedModulesTest.publishedModules()) {
            if (!Files.isDirectory(ROOT.resolve(module).resolve("src/main/java"))) {
                continue;
            }
            String found = null;
            for (String entry : entries) {
                boolean tests = entry.endsWith("-tests.jar") || entry.endsWith("test-classes");
                boolean ofModule = false;
                for (Path name : Path.of(entry)) {
                    ofModule |= name.toString().equals(module);
                }
                if (ofModule && !tests) {
                    found = entry;
                }
            }
            assertTrue(found != null, module + " is published but not on iri-tests' class path");
            out.add(found);
        }
        return out;
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theCommittedListingIsThePublicApi() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.add(ROOT.resolve("tools/PublicApi.java").toString());
        command.addAll(publishedLocations());
        Path errors = Files.createTempFile("public-api", ".err");
        Process process = new ProcessBuilder(command)
                .directory(ROOT.toFile())
                .redirectError(errors.toFile())
                .start();
        process.getOutputStream().close();
        String listing = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = process.waitFor();
        String stderr = Files.readString(errors);
        Files.delete(errors);
        assertEquals(0, status, () -> "tools/PublicApi.java failed:\n" + stderr);
        assertTrue(listing.contains("\nmodule org.iri4j.core exports org.iri4j.core\n"), listing);
        String committed = Files.exists(LISTING) ? Files.readString(LISTING) : "";
        if (!committed.equals(listing)) {
            fail("docs/api/public-api.txt is not the public API the code has; if the change is meant, refresh"
                    + " it (from the repository root: " + REFRESH + ") and let the review see the diff:\n"
                    + difference(committed, listing));
        }
    }

    /** Each type, as its header line, with its member lines. */
    private static Map<String, List<String>> types(String listing) {
        Map<String, List<String>> types = new LinkedHashMap<>();
        List<String> current = null;
        for (String line : listing.split("\n", -1)) {
            if (line.startsWith("  ") && current != null) {
                current.add(line.trim());
            } else if (!line.isEmpty() && !line.startsWith("#")) {
                current = new ArrayList<>();
                types.put(line, current);
            }
        }
        return types;
    }

    /** What the code has and the file has not ({@code +}), and the other way ({@code -}), type by type. */
    static String difference(String committed, String actual) {
        Map<String, List<String>> before = types(committed);
        Map<String, List<String>> after = types(actual);
        StringBuilder out = new StringBuilder();
        for (String type : before.keySet()) {
            if (!after.containsKey(type)) {
                out.append("- ").append(type).append('\n');
            }
        }
        for (Map.Entry<String, List<String>> type : after.entrySet()) {
            List<String> was = before.get(type.getKey());
            if (was == null) {
                out.append("+ ").append(type.getKey()).append('\n');
                continue;
            }
            List<String> gone = new ArrayList<>(was);
            gone.removeAll(type.getValue());
            List<String> added = new ArrayList<>(type.getValue());
            added.removeAll(was);
            if (!gone.isEmpty() || !added.isEmpty()) {
                out.append("  ").append(type.getKey()).append('\n');
                gone.forEach(m -> out.append("-     ").append(m).append('\n'));
                added.forEach(m -> out.append("+     ").append(m).append('\n'));
            }
        }
        return out.length() == 0
                ? "(the same types and members: the file's header or order differs)\n"
                : out.toString();
    }

    /** The failure names what changed, type by type: a member gone, a member added, a type gone. */
    @Test
    void theDifferenceNamesEachChangedMember() {
        String before =
                "# header\n\nmodule m exports p\n\npublic final class p.A\n  public void a()\n\npublic enum p.B\n";
        String after = "# header\n\nmodule m exports p\n\npublic final class p.A\n  public void b()\n";
        assertEquals(
                "- public enum p.B\n  public final class p.A\n-     public void a()\n+     public void b()\n",
                difference(before, after));
    }
}
