package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a plugin or a {@code --plugin-path} element says reaches standard error by
 * {@link Terminal}'s rule like everything else (issue 32: "never write raw control characters
 * to a terminal"): a scheme a plugin claims, its exception's message, a host mapper's name
 * and an element of the path, each holding ESC sequences and U+202E RIGHT-TO-LEFT OVERRIDE (the "Trojan
 * Source" reordering), are written escaped in the warning or note that quotes them: by the core,
 * which quotes a plugin's text as {@code <U+001B>}, or by the CLI's rule, {@code \\u001b} and
 * {@code \\u202e}, for what reaches it raw (an element of the path, from the command line).
 */
class CliPluginTextTest {

    @TempDir
    Path dir;

    /** What {@link HostilePluginText#HOSTILE} becomes by the CLI's rule. */
    private static final String ESCAPED = "evil\\u001b[31m\\u001b]0;pwned\\u0007\\u202etxt.exe";

    /** What it becomes quoted by the core, as a plugin's text in a problem or a reason. */
    private static final String QUOTED = "evil<U+001B>[31m<U+001B>]0;pwned<U+0007><U+202E>txt.exe";

    /** A plugin path whose services file names one provider. */
    private String pluginPath(Class<?> service, Class<?> provider) throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(service.getName()), provider.getName() + "\n", StandardCharsets.UTF_8);
        return dir.toString();
    }

    /** No control character but LF and no bidi formatting character anywhere in a stream. */
    static void assertPrintable(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c != '\n' && Character.getType(c) == Character.CONTROL) || Terminal.isBidiFormatting(c)) {
                throw new AssertionError(String.format("U+%04X at index %d of %s: %s", (int) c, i, what, text));
            }
        }
    }

    /** One warning line on standard error, quoting the hostile text escaped; the answer as without the plugin. */
    private static void assertOneEscapedWarning(Result r, String escaped) {
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://a/", r.singleLine());
        assertPrintable(r.err(), "standard error");
        List<String> err = r.err().lines().toList();
        assertEquals(1, err.size(), r::describe);
        assertTrue(err.get(0).startsWith("iri: warning: "), r::describe);
        assertTrue(err.get(0).contains(escaped), r::describe);
    }

    /** A scheme that is no scheme name (RFC 3986 §3.1) is quoted as the plugin gave it, escaped. */
    @Test
    void aPluginsSchemeIsEscapedInItsWarning() throws IOException {
        assertOneEscapedWarning(
                run(
                        "--plugin-path",
                        pluginPath(SchemeRules.class, HostilePluginText.Scheme.class),
                        "to-uri",
                        "http://a/"),
                QUOTED);
    }

    /** The message of what a plugin threw is quoted, escaped. */
    @Test
    void aPluginsExceptionMessageIsEscapedInItsWarning() throws IOException {
        assertOneEscapedWarning(
                run(
                        "--plugin-path",
                        pluginPath(SchemeRules.class, HostilePluginText.Failing.class),
                        "to-uri",
                        "http://a/"),
                QUOTED);
    }

    /** An element of the path, from the command line, is quoted in its warning, escaped. */
    @Test
    void aPluginPathElementIsEscapedInItsWarning() {
        String element = dir.resolve(HostilePluginText.HOSTILE).toString();
        Result r = run("--plugin-path", element + File.pathSeparator, "to-uri", "http://a/");
        assertOneEscapedWarning(r, ESCAPED);
        assertTrue(r.err().contains("--plugin-path element "), r::describe);
    }

    /** The note of {@code display} names the host mapper with no spoofing check (RFC 3987 §8), escaped. */
    @Test
    void aHostMappersNameIsEscapedInTheDisplayNote() throws IOException {
        Result r = run(
                "--plugin-path",
                pluginPath(HostMapper.class, HostilePluginText.Mapper.class),
                "display",
                "http://b\u00FCcher.example/");
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://xn--bcher-kva.example/", r.singleLine(), "no spoofing check: ACE");
        assertPrintable(r.err(), "standard error");
        List<String> err = r.err().lines().toList();
        assertEquals(1, err.size(), r::describe);
        assertTrue(err.get(0).startsWith("HOST_SPOOF_CHECK_UNAVAILABLE: "), r::describe);
        assertTrue(err.get(0).contains(QUOTED), r::describe);
    }
}
