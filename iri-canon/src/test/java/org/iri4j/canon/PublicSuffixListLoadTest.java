package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lists read at run time ({@link PublicSuffixList#load}, {@link PublicSuffixList#parse}) in the
 * format of {@code public_suffix_list.dat} (publicsuffix.org/list, "Format"), and the errors a
 * bad line gets: each names the line, and says what is wrong with it.
 */
class PublicSuffixListLoadTest {

    private static final String SMALL = String.join(
            "\n",
            "// A test list.",
            "",
            "// ===BEGIN ICANN DOMAINS===",
            "test",
            "co.test   everything after the first whitespace is ignored",
            "\t*.wild.test",
            "!www.wild.test",
            "ÜNI.test",
            "// ===END ICANN DOMAINS===",
            "// ===BEGIN PRIVATE DOMAINS===",
            "hosted.co.test",
            "hosted.co.test",
            "// ===END PRIVATE DOMAINS===",
            "");

    private static PublicSuffixList parse(String text) throws IOException {
        return PublicSuffixList.parse(new StringReader(text));
    }

    @Test
    void loadReadsAFileInUtf8(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("small.dat");
        Files.writeString(file, SMALL, StandardCharsets.UTF_8);
        PublicSuffixList list = PublicSuffixList.load(file);
        assertEquals("small.dat", list.source());
        // test, co.test, *.wild.test, !www.wild.test, üni.test, hosted.co.test (listed twice).
        assertEquals(6, list.size());
        assertEquals(5, list.icannOnly().size());
        assertEquals(Optional.of("example.co.test"), list.registrableDomain("www.example.co.test"));
        assertEquals(Optional.of("a.hosted.co.test"), list.registrableDomain("b.a.hosted.co.test"));
        assertEquals(Optional.of("hosted.co.test"), list.icannOnly().registrableDomain("b.a.hosted.co.test"));
        assertEquals(Optional.of("b.a.wild.test"), list.registrableDomain("b.a.wild.test"));
        assertEquals(Optional.of("www.wild.test"), list.registrableDomain("x.www.wild.test"));
        // The rule ÜNI.test is read in lower case and matched in punycode too.
        assertEquals(Optional.of("x.üni.test"), list.registrableDomain("y.x.üni.test"));
        assertEquals(Optional.of("x.xn--ni-wka.test"), list.registrableDomain("y.x.xn--ni-wka.test"));
        // Not in this list: com is a public suffix by the implicit rule only.
        assertEquals(Optional.of("example.com"), list.registrableDomain("www.example.com"));
        assertEquals(Optional.empty(), list.section("www.example.com"));
    }

    /** A file a failed download leaves would make every answer wrong: load refuses it, and says why a file is unreadable. */
    @Test
    void loadRefusesAFileWithNoRuleAndNamesAnEncodingThatIsNotUtf8(@TempDir Path dir) throws IOException {
        Path empty = Files.writeString(
                dir.resolve("empty.dat"), "// ===BEGIN ICANN DOMAINS===\n// ===END ICANN DOMAINS===\n");
        IllegalArgumentException none =
                assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.load(empty));
        assertEquals("empty.dat holds no rule", none.getMessage());
        Path latin1 = Files.write(dir.resolve("latin1.dat"), new byte[] {'a', (byte) 0xFC, '.', 'd', 'e', '\n'});
        IOException encoding = assertThrows(IOException.class, () -> PublicSuffixList.load(latin1));
        assertEquals("latin1.dat is not UTF-8", encoding.getMessage());
    }

    @Test
    void loadOfAFileThatIsNotUtf8FailsWithAnIoException(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.dat");
        Files.write(file, new byte[] {'a', (byte) 0xFC, '.', 'd', 'e', '\n'});
        assertThrows(IOException.class, () -> PublicSuffixList.load(file));
    }

    @Test
    void loadOfABadFileNamesTheLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.dat");
        Files.writeString(file, "// rules\ncom\n\nco..uk\n", StandardCharsets.UTF_8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PublicSuffixList.load(file));
        assertTrue(e.getMessage().startsWith("line 4: "), e.getMessage());
        assertTrue(e.getMessage().contains("co..uk"), e.getMessage());
    }

    /** Bad lists, each with the number of its bad line. */
    static Stream<Arguments> badLists() {
        return Stream.of(
                arguments("com\n.com", 2),
                arguments("com\ncom.", 2),
                arguments("a..b", 1),
                arguments("*.", 1),
                arguments("!", 1),
                arguments("!com", 1),
                arguments("!*.com", 1),
                arguments("a.*.com", 1),
                arguments("*a.com", 1),
                arguments("x\n\n*.*.com", 3),
                arguments("a!b.com", 1),
                arguments("a/b.com", 1),
                arguments("a%b.com", 1),
                arguments("a\u0001b.com", 1),
                arguments("a\u3002b", 1),
                arguments("// ===BEGIN ICANN DOMAINS===\n// ===BEGIN PRIVATE DOMAINS===", 2),
                arguments("// ===END ICANN DOMAINS===", 1),
                arguments("// ===BEGIN ICANN DOMAINS===\ncom\n// ===END PRIVATE DOMAINS===", 3),
                arguments("com\n// ===BEGIN PRIVATE DOMAINS===\nio", 3));
    }

    @ParameterizedTest
    @MethodSource("badLists")
    void aBadLineFailsTheParseNamingItsNumber(String text, int line) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(text));
        assertTrue(e.getMessage().startsWith("line " + line + ": "), e.getMessage());
    }

    @Test
    void aLabelTooLongForPunycodeIsABadLine() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> parse("ok\n" + "ü".repeat(60) + ".com\n"));
        assertTrue(e.getMessage().startsWith("line 2: "), e.getMessage());
    }

    @Test
    void blankLinesCommentsAndTheImplicitRuleAddNothing() throws IOException {
        PublicSuffixList list = parse("\uFEFF// comment\n   \n*\r\n  // indented comment\r\nexample\r\n");
        assertEquals(1, list.size());
        assertEquals("Reader", list.source());
        assertTrue(list.isPublicSuffix("example"));
        assertEquals(Optional.of(PslSection.ICANN), list.section("a.example"), "a rule outside any section is ICANN");
    }

    @Test
    void anEmptyListHasOnlyTheImplicitRule() throws IOException {
        PublicSuffixList list = parse("");
        assertEquals(0, list.size());
        assertEquals(Optional.of("com"), list.publicSuffix("www.example.com"));
        assertEquals(Optional.of("example.com"), list.registrableDomain("www.example.com"));
        assertFalse(list.isPublicSuffix("example.com"));
    }

    @Test
    void aRuleInBothSectionsIsOneRuleDecidedByIcann() throws IOException {
        PublicSuffixList list = parse("// ===BEGIN ICANN DOMAINS===\nio\n// ===END ICANN DOMAINS===\n"
                + "// ===BEGIN PRIVATE DOMAINS===\nio\n// ===END PRIVATE DOMAINS===\n");
        assertEquals(1, list.size());
        assertEquals(1, list.icannOnly().size());
        assertEquals(Optional.of(PslSection.ICANN), list.section("a.io"));
    }
    /** A list travels (to a Spark task, say) with its rules; the bundled one as a reference to each JVM's own. */
    @Test
    void aListSerializesWithItsRulesAndTheSnapshotAsItself() throws IOException, ClassNotFoundException {
        PublicSuffixList loaded = roundTrip(parse(SMALL));
        assertEquals(6, loaded.size());
        assertEquals("Reader", loaded.source());
        assertEquals(Optional.of("example.co.test"), loaded.registrableDomain("www.example.co.test"));
        assertEquals(
                Optional.of("hosted.co.test"),
                roundTrip(parse(SMALL).icannOnly()).registrableDomain("a.hosted.co.test"));
        PublicSuffixList snapshot = PublicSuffixList.snapshot();
        assertSame(snapshot, roundTrip(snapshot));
        PublicSuffixList icann = roundTrip(snapshot.icannOnly());
        assertEquals(snapshot.icannOnly().size(), icann.size());
        assertEquals(Optional.of("github.io"), icann.registrableDomain("whatwg.github.io"));
        int size = serialized(snapshot).length;
        assertTrue(size < 1_000, "the snapshot is written as a reference: " + size + " bytes");
    }

    private static byte[] serialized(PublicSuffixList list) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(list);
        }
        return bytes.toByteArray();
    }

    private static PublicSuffixList roundTrip(PublicSuffixList list) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialized(list)))) {
            return (PublicSuffixList) in.readObject();
        }
    }
}
