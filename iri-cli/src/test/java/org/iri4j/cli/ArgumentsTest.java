package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iri4j.canon.internal.tools.StrictUtf8;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The arguments as UTF-8 whatever the locale ({@link Arguments}): the last entries of
 * {@code /proc/self/cmdline} decoded strictly, given here as byte arrays, and the cases where the
 * JVM's arguments stay.
 */
class ArgumentsTest {

    /** What the JVM makes of é (C3 A9) in the C locale: a U+FFFD per byte. */
    private static final String E_ACUTE_IN_C_LOCALE = "\uFFFD\uFFFD";

    /** A cmdline file: the java launcher's arguments, then the command's, each ending with NUL. */
    private static byte[] cmdline(byte[]... commandArgs) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String launcher :
                new String[] {"/usr/bin/java", "-p", "iri.jar:lib", "-m", "org.iri4j.cli/org.iri4j.cli.Main"}) {
            out.writeBytes(launcher.getBytes(StandardCharsets.US_ASCII));
            out.write(0);
        }
        for (byte[] arg : commandArgs) {
            out.writeBytes(arg);
            out.write(0);
        }
        return out.toByteArray();
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String ascii, int... more) {
        byte[] head = ascii.getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[head.length + more.length];
        System.arraycopy(head, 0, out, 0, head.length);
        for (int i = 0; i < more.length; i++) {
            out[head.length + i] = (byte) more[i];
        }
        return out;
    }

    @Test
    void validUtf8IsDecodedAsUtf8() {
        String[] jvm = {"parse", "http://a/" + E_ACUTE_IN_C_LOCALE};
        Arguments a = Arguments.decode(cmdline(utf8("parse"), utf8("http://a/é")), jvm);
        assertArrayEquals(new String[] {"parse", "http://a/é"}, a.values());
        assertEquals(List.of(), a.invalid());
    }

    @Test
    void latin1ByteIsAnInvalidArgument() {
        String[] jvm = {"parse", "http://a/caf\uFFFD"};
        Arguments a = Arguments.decode(cmdline(utf8("parse"), bytes("http://a/caf", 0xE9)), jvm);
        assertArrayEquals(new String[] {"parse", "http://a/caf\uFFFD"}, a.values(), "U+FFFD, to be echoed");
        assertEquals(1, a.invalid().size());
        Arguments.Invalid bad = a.invalid().get(0);
        assertEquals(2, bad.number());
        assertEquals(new StrictUtf8.Malformed(0xE9, 12, 12, StrictUtf8.Problem.CUT_SHORT), bad.malformed());
        assertEquals(
                "argument 2: invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the argument): the lead byte of a "
                        + "sequence cut short by the end of the argument (RFC 3629 §3)",
                bad.message());
    }

    @Test
    void truncatedSequenceInsideAnArgument() {
        // é then the first two bytes of 日 (E6 97 A5), then "x": the index counts é as one character.
        String[] jvm = {"to-uri", "é\uFFFDx"};
        Arguments a = Arguments.decode(cmdline(utf8("to-uri"), bytes("", 0xC3, 0xA9, 0xE6, 0x97, 'x')), jvm);
        Arguments.Invalid bad = a.invalid().get(0);
        assertEquals(new StrictUtf8.Malformed(0xE6, 2, 1, StrictUtf8.Problem.MISSING_CONTINUATION), bad.malformed());
        assertTrue(
                bad.message().startsWith("argument 2: invalid UTF-8 byte 0xE6 at index 1 (byte 2 of the argument)"),
                bad.message());
    }

    @Test
    void everyInvalidArgumentIsListedInOrder() {
        String[] jvm = {"compare", "\uFFFD", "b\uFFFD"};
        Arguments a = Arguments.decode(cmdline(utf8("compare"), bytes("", 0xFF), bytes("b", 0x80)), jvm);
        assertEquals(
                List.of(2, 3),
                a.invalid().stream().map(Arguments.Invalid::number).toList());
        assertEquals(2, a.firstInvalid().orElseThrow().number());
    }

    @Test
    void emptyArgumentsAreEntriesToo() {
        String[] jvm = {"check", ""};
        Arguments a = Arguments.decode(cmdline(utf8("check"), new byte[0]), jvm);
        assertArrayEquals(jvm, a.values());
        assertEquals(List.of(), a.invalid());
        assertArrayEquals(
                new String[] {"", "é"},
                Arguments.decode(cmdline(new byte[0], utf8("é")), new String[] {"", E_ACUTE_IN_C_LOCALE})
                        .values());
    }

    @Test
    void theJvmArgumentsStayWhenTheFileDoesNotHoldThem() {
        String[] jvm = {"parse", "http://a/" + E_ACUTE_IN_C_LOCALE};
        // another process's argv: an ASCII argument differs
        assertArrayEquals(
                jvm,
                Arguments.decode(cmdline(utf8("check"), utf8("http://a/é")), jvm)
                        .values());
        // fewer entries than arguments
        assertArrayEquals(
                jvm, Arguments.decode(bytes("http://a/", 0xC3, 0xA9, 0), jvm).values());
        // cut short: no NUL at the end
        byte[] cut = cmdline(utf8("parse"), utf8("http://a/é"));
        assertArrayEquals(
                jvm,
                Arguments.decode(java.util.Arrays.copyOf(cut, cut.length - 1), jvm)
                        .values());
        // empty
        assertArrayEquals(jvm, Arguments.decode(new byte[0], jvm).values());
        assertArrayEquals(
                new String[0], Arguments.decode(cmdline(), new String[0]).values());
    }

    @Test
    void withoutProcTheJvmArgumentsStay(@TempDir Path dir) {
        String[] jvm = {"parse", "http://a/" + E_ACUTE_IN_C_LOCALE};
        Arguments a = Arguments.read(jvm, "ANSI_X3.4-1968", dir.resolve("no-such-proc/self/cmdline"));
        assertArrayEquals(jvm, a.values());
        assertEquals(List.of(), a.invalid());
    }

    @Test
    void aNonUtf8LocaleRereadsTheFile(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("cmdline"), cmdline(utf8("parse"), utf8("http://a/é")));
        String[] jvm = {"parse", "http://a/" + E_ACUTE_IN_C_LOCALE};
        assertArrayEquals(
                new String[] {"parse", "http://a/é"},
                Arguments.read(jvm, "ANSI_X3.4-1968", file).values());
        assertArrayEquals(
                new String[] {"parse", "http://a/é"},
                Arguments.read(jvm, null, file).values());
    }

    @Test
    void aUtf8LocaleKeepsTheJvmArgumentsUnlessOneWasRepaired(@TempDir Path dir) throws IOException {
        // The file says something else: it is read only when an argument holds U+FFFD.
        Path file = Files.write(dir.resolve("cmdline"), cmdline(utf8("parse"), bytes("http://a/caf", 0xE9)));
        String[] clean = {"parse", "http://a/café"};
        assertArrayEquals(clean, Arguments.read(clean, "UTF-8", file).values());
        String[] repaired = {"parse", "http://a/caf\uFFFD"};
        Arguments a = Arguments.read(repaired, "UTF-8", file);
        assertEquals(1, a.invalid().size(), "bytes the JVM repaired are found again");
        assertEquals(12, a.invalid().get(0).malformed().charIndex());
    }

    @Test
    void argumentsGivenAsTextAreAllValid() {
        Arguments a = Arguments.of("parse", "http://a/\uFFFD");
        assertArrayEquals(new String[] {"parse", "http://a/\uFFFD"}, a.values());
        assertTrue(a.invalid().isEmpty());
    }
}
