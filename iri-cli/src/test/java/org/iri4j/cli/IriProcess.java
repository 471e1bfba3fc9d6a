package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real {@code iri} command in a JVM of its own on the module path
 * ({@code java -p ... -m org.iri4j.cli/org.iri4j.cli.Main}), started from {@code /bin/sh}.
 *
 * <p>The module path is this build's: {@code target/classes} and the run-time jars, which the
 * pom hands over as {@code iri.cli.modulePath}, because surefire runs before {@code package}
 * makes {@code target/iri.jar} (which would be missing or stale here); outside Maven it falls
 * back to {@code target/iri.jar:target/lib}, what {@code ./iri} runs. Arguments are given as
 * bytes and made by {@code printf} in the shell, so that they are exactly the bytes given,
 * whatever the locale of the JVM that runs the test.
 */
final class IriProcess {

    /** The start of a script that runs the command; arguments and redirections follow. */
    static final String COMMAND = "\"$IRI_JAVA\" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -p \"$IRI_MODULE_PATH\" "
            + "-m org.iri4j.cli/org.iri4j.cli.Main";

    private static String modulePath;

    private IriProcess() {}

    /** What one run did. */
    record Run(int status, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }
    }

    /** Skips the test without a Linux {@code /proc} and {@code /bin/sh}; finds the module path. */
    static void assumeRunnable() {
        assumeTrue(
                Files.isReadable(Arguments.PROC_CMDLINE) && Files.isExecutable(Path.of("/bin/sh")),
                "a Linux /proc and /bin/sh");
        modulePath = System.getProperty("iri.cli.modulePath");
        if (modulePath == null || modulePath.isBlank()) {
            Path target = moduleDir().resolve("target");
            modulePath = target.resolve("iri.jar") + File.pathSeparator + target.resolve("lib");
            assertTrue(Files.isRegularFile(target.resolve("iri.jar")), "run 'mvn package' in iri-cli first: " + target);
        }
    }

    private static Path moduleDir() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("src/main/java/org/iri4j/cli"))) {
                return p;
            }
            if (Files.isDirectory(p.resolve("iri-cli/src/main/java/org/iri4j/cli"))) {
                return p.resolve("iri-cli");
            }
        }
        throw new IllegalStateException("no iri-cli module above " + here);
    }

    /**
     * Runs the command with arguments given as bytes, in a locale.
     *
     * @param dir    where standard error is kept
     * @param locale the value of LC_ALL and LANG
     * @param args   the arguments' bytes
     * @return what the run did
     */
    static Run iri(Path dir, String locale, byte[]... args) throws IOException, InterruptedException {
        StringBuilder script = new StringBuilder("exec " + COMMAND);
        for (byte[] arg : args) {
            script.append(" \"$(printf '");
            for (byte b : arg) {
                script.append(String.format(java.util.Locale.ROOT, "\\%03o", b & 0xFF));
            }
            script.append("')\"");
        }
        return sh(dir, locale, script.toString());
    }

    /**
     * Runs a shell script with {@code $IRI_JAVA} and {@code $IRI_MODULE_PATH} set (see {@link #COMMAND}).
     *
     * @param dir    where standard error is kept
     * @param locale the value of LC_ALL and LANG
     * @param script the script
     * @return what the run did
     */
    static Run sh(Path dir, String locale, String script) throws IOException, InterruptedException {
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process process = start(List.of("/bin/sh", "-c", script), locale, err);
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(100, TimeUnit.SECONDS), "iri ends");
        return new Run(
                process.exitValue(),
                new String(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /**
     * Starts a command with {@code $IRI_JAVA} and {@code $IRI_MODULE_PATH} set (see {@link #COMMAND}),
     * its standard input and output left to the caller.
     *
     * @param command the command, e.g. {@code /bin/sh -c script}
     * @param locale  the value of LC_ALL and LANG
     * @param err     where standard error goes
     * @return the process
     */
    static Process start(List<String> command, String locale, Path err) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        Map<String, String> env = builder.environment();
        env.keySet()
                .removeIf(name -> name.startsWith("LC_")
                        || name.equals("LANG")
                        || name.equals("LANGUAGE")
                        || name.equals("JAVA_TOOL_OPTIONS")
                        || name.equals("JDK_JAVA_OPTIONS"));
        env.put("LC_ALL", locale);
        env.put("LANG", locale);
        env.put(
                "IRI_JAVA",
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        env.put("IRI_MODULE_PATH", modulePath);
        return builder.redirectError(err.toFile()).start();
    }
}
