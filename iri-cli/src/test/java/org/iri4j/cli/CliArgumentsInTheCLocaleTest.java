package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.IriProcess.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Arguments, like standard input, are read as UTF-8 whatever the locale: the real command
 * ({@link IriProcess}) run with {@code LC_ALL=C LANG=C}, where the JVM itself decodes
 * {@code argv} as ASCII.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CliArgumentsInTheCLocaleTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void theCommandOnTheModulePath() {
        IriProcess.assumeRunnable();
    }

    private static Run iri(String locale, byte[]... args) throws IOException, InterruptedException {
        return IriProcess.iri(dir, locale, args);
    }

    private static Run sh(String locale, String script) throws IOException, InterruptedException {
        return IriProcess.sh(dir, locale, script);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** "http://a/caf" and the Latin-1 byte of é. */
    private static byte[] latin1Cafe() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(utf8("http://a/caf"));
        out.write(0xE9);
        return out.toByteArray();
    }

    private static void assertNoStackTrace(Run run) {
        assertFalse(
                run.err().contains("Exception") || run.err().lines().anyMatch(l -> l.startsWith("\tat ")),
                run::toString);
    }

    @Test
    void theCLocaleDecodesArgumentsAsAscii() throws Exception {
        // The premise: without the fix the JVM would hand the command U+FFFD for every byte of é.
        Run settings = sh("C", "exec \"$IRI_JAVA\" -XshowSettings:properties -version");
        String encoding = settings.err()
                .lines()
                .filter(l -> l.strip().startsWith("sun.jnu.encoding"))
                .findFirst()
                .orElse("?");
        assertNotEquals("UTF-8", encoding.substring(encoding.indexOf('=') + 1).strip(), settings::toString);
    }

    @Test
    void utf8ArgumentsAreReadAsUtf8InTheCLocale() throws Exception {
        Run run = iri("C", utf8("parse"), utf8("http://a/é"));
        assertEquals(0, run.status(), run::toString);
        assertEquals("", run.err(), run::toString);
        assertEquals("/é", CliTestSupport.parseJson(run.out().strip()).get("path"));

        Run compare = iri("C", utf8("compare"), utf8("http://例え.テスト/ä"), utf8("http://xn--r8jz45g.xn--zckzah/%C3%A4"));
        assertEquals(0, compare.status(), compare::toString);
        assertEquals("equivalent", compare.out().strip());

        Run toUri = iri("C", utf8("to-uri"), utf8("--format"), utf8("json"), utf8("http://a/é"));
        assertEquals(
                Map.of("input", "http://a/é", "uri", "http://a/%C3%A9"),
                CliTestSupport.parseJson(toUri.out().strip()));
    }

    @Test
    void anArgumentThatIsNotUtf8IsBadInput() throws Exception {
        Run run = iri("C", utf8("parse"), latin1Cafe());
        assertEquals(1, run.status(), run::toString);
        assertEquals("", run.out(), run::toString);
        assertEquals(
                List.of("INVALID_UTF8: argument 2: invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the argument): "
                        + "the lead byte of a sequence cut short by the end of the argument (RFC 3629 §3)"),
                run.errLines());
        assertNoStackTrace(run);
    }

    @Test
    void anArgumentThatIsNotUtf8IsAnsweredInJson() throws Exception {
        Run run = iri(
                "C",
                utf8("to-uri"),
                utf8("--format"),
                utf8("json"),
                utf8("--leniency"),
                utf8("web-address-3987bis"),
                latin1Cafe());
        assertEquals(1, run.status(), run::toString);
        assertEquals("", run.err(), run::toString);
        Map<String, Object> json = CliTestSupport.parseJson(run.out().strip());
        assertEquals("http://a/caf\uFFFD", json.get("input"), "echoed, U+FFFD where it is not UTF-8");
        @SuppressWarnings("unchecked")
        Map<String, Object> error = (Map<String, Object>) json.get("error");
        assertEquals("INVALID_UTF8", error.get("code"));
        assertTrue(
                ((String) error.get("message")).startsWith("argument 6: invalid UTF-8 byte 0xE9 at index 12"),
                run::toString);
    }

    @Test
    void anOptionValueThatIsNotUtf8IsBadInputToo() throws Exception {
        Run run = iri("C", utf8("check"), utf8("--rule"), new byte[] {(byte) 0xE9}, utf8("x"));
        assertEquals(1, run.status(), run::toString);
        assertEquals("", run.out(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(
                run.err()
                        .startsWith("INVALID_UTF8: argument 3: invalid UTF-8 byte 0xE9 at index 0 (byte 0 of the "
                                + "argument)"),
                run::toString);
        assertNoStackTrace(run);
    }

    @Test
    void aUtf8LocaleDoesNotRepairBadBytesEither() throws Exception {
        Run run = iri("C.UTF-8", utf8("to-uri"), utf8("--leniency"), utf8("leiri"), latin1Cafe());
        assertEquals(1, run.status(), run::toString);
        assertEquals("", run.out(), "never http://a/caf%EF%BF%BD: " + run);
        assertTrue(
                run.err().startsWith("INVALID_UTF8: argument 4: invalid UTF-8 byte 0xE9 at index 12"), run::toString);

        Run fine = iri("C.UTF-8", utf8("to-uri"), utf8("http://a/café"));
        assertEquals(List.of("http://a/caf%C3%A9"), fine.out().lines().toList(), fine::toString);
    }

    /** The same arguments, given through the in-process entry point as text, answer alike. */
    @Test
    void inProcessTheSameAnswers() throws Exception {
        List<String> args = new ArrayList<>(List.of("to-uri", "http://a/é"));
        CliTestSupport.Result r = CliTestSupport.run(args.toArray(new String[0]));
        Run run = iri("C", utf8("to-uri"), utf8("http://a/é"));
        assertEquals(r.out(), run.out(), run::toString);
    }
}
