package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tracking list: the shipped file (every entry with its source), the format a list is read
 * in and the errors a bad line gets (its number, the index in the line, the character, the
 * rule), extending a list, matching names as URL Standard §5.1 decodes them, equality and
 * serialization.
 */
class TrackingParametersTest {

    private static TrackingParameters parse(String text) throws IOException {
        return TrackingParameters.parse(new StringReader(text));
    }

    private static IllegalArgumentException refused(String text) {
        return assertThrows(IllegalArgumentException.class, () -> parse(text));
    }

    /** Every entry of the shipped file says where it comes from, after its {@code #}. */
    @Test
    void everyShippedEntryNamesItsSource() throws IOException {
        List<String> lines;
        try (InputStream in = TrackingParameters.class.getResourceAsStream("tracking-params.txt")) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
        }
        int entries = 0;
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            entries++;
            int hash = line.indexOf('#');
            assertTrue(hash > 0, () -> "no source: " + line);
            String source = line.substring(hash + 1);
            assertTrue(source.contains("https://") || source.contains("["), () -> "no source: " + line);
        }
        assertEquals(entries, TrackingParameters.defaults().entries().size());
    }

    @Test
    void theShippedListHasTheCommonTrackers() {
        TrackingParameters list = TrackingParameters.defaults();
        for (String name : List.of(
                "utm_source",
                "utm_medium",
                "utm_campaign",
                "gclid",
                "fbclid",
                "msclkid",
                "dclid",
                "mc_eid",
                "yclid",
                "_hsenc",
                "igshid",
                "mtm_campaign",
                "pk_campaign")) {
            assertTrue(list.matches(name), name);
        }
        assertEquals("tracking-params.txt", list.source());
        assertSame(list, TrackingParameters.defaults());
    }

    /** Names a site reads for content are on no list of iri4j's. */
    @Test
    void theShippedListLeavesContentParametersAlone() {
        for (String name : List.of("q", "id", "page", "ref", "s", "__s", "v", "t", "lang", "sort", "utm", "p")) {
            assertFalse(TrackingParameters.defaults().matches(name), name);
        }
    }

    /** §5.1: the name as an application/x-www-form-urlencoded reader decodes it, in any case. */
    @Test
    void matchesDecodesTheNameAndIgnoresCase() {
        TrackingParameters list = TrackingParameters.defaults();
        assertTrue(list.matches("UTM_MEDIUM"));
        assertTrue(list.matches("utm%5Fcampaign"));
        assertTrue(list.matches("%66bclid"));
        assertFalse(list.matches("gclid2"));
        assertFalse(list.matches(""));
        assertFalse(list.matches("gclid=x"));
        assertFalse(list.matches("a&gclid"));
    }

    @Test
    void aListIsEntriesAndComments() throws IOException {
        TrackingParameters list =
                parse("\uFEFF# a comment\n\n  gclid   # Google Ads\n\tutm_*\t\nspm#no space before the comment\n");
        assertEquals(List.of("gclid", "utm_*", "spm"), list.entries());
        assertEquals("Reader", list.source());
        assertTrue(list.matches("utm_x"));
        assertFalse(list.matches("fbclid"));
    }

    @Test
    void anEntryListedTwiceInAnyCaseCountsOnce() throws IOException {
        assertEquals(
                List.of("hsCtaTracking", "utm_*"),
                parse("hsCtaTracking\nutm_*\nHSCTATRACKING\nUTM_*\n").entries());
    }

    @Test
    void aDelimiterIsRefusedWithItsLineIndexAndCodePoint() {
        String message = refused("gclid\n  utm&x # two names?\n").getMessage();
        assertTrue(message.startsWith("line 2, index 5: U+0026 AMPERSAND"), message);
        assertTrue(refused("a=b").getMessage().contains("U+003D EQUALS SIGN"));
    }

    @Test
    void anEscapeIsRefused() {
        assertTrue(refused("utm%5Fsource").getMessage().startsWith("line 1, index 3: U+0025 PERCENT SIGN"));
        assertTrue(refused("utm+x").getMessage().startsWith("line 1, index 3: U+002B PLUS SIGN"));
    }

    @Test
    void twoEntriesOnALineAreRefused() {
        assertTrue(refused("gclid fbclid").getMessage().startsWith("line 1, index 5: U+0020 SPACE"));
        assertTrue(refused("gclid\tfbclid").getMessage().startsWith("line 1, index 5: U+0009"));
    }

    @Test
    void anAsteriskOnlyEndsAPrefix() {
        assertTrue(refused("utm_*x").getMessage().startsWith("line 1, index 4: U+002A ASTERISK"));
        assertTrue(refused("\n*\n").getMessage().startsWith("line 2, index 0: U+002A ASTERISK"));
    }

    @Test
    void aCharacterOutsideUsAsciiIsRefused() {
        assertTrue(refused("caf\u00e9").getMessage().startsWith("line 1, index 3: U+00E9"));
        assertTrue(refused("a\u001bb").getMessage().startsWith("line 1, index 1: U+001B"));
        assertTrue(refused("x\uD83D\uDE00").getMessage().startsWith("line 1, index 1: U+1F600"));
    }

    @Test
    void withAddsEntries() {
        TrackingParameters list = TrackingParameters.defaults().with("ref_src", "spm_*");
        assertTrue(list.matches("ref_src"));
        assertTrue(list.matches("spm_id"));
        assertTrue(list.matches("gclid"));
        assertEquals(
                TrackingParameters.defaults().entries().size() + 2,
                list.entries().size());
        assertEquals("tracking-params.txt + ref_src, spm_*", list.source());
    }

    @Test
    void withWhatTheListHasIsTheList() {
        assertSame(TrackingParameters.defaults(), TrackingParameters.defaults().with("GCLID", "utm_*"));
        assertSame(TrackingParameters.defaults(), TrackingParameters.defaults().with(TrackingParameters.defaults()));
    }

    @Test
    void withRefusesABadEntryNamingIt() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> TrackingParameters.defaults().with("ok", "a b"));
        assertTrue(e.getMessage().startsWith("entry 2 of 2, index 1: U+0020 SPACE"), e.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> TrackingParameters.defaults().with(""));
        assertThrows(
                IllegalArgumentException.class,
                () -> TrackingParameters.defaults().with("x#"));
    }

    @Test
    void withAnotherListAddsItsEntries() throws IOException {
        TrackingParameters both = TrackingParameters.defaults().with(parse("spm\n"));
        assertTrue(both.matches("spm"));
        assertTrue(both.matches("gclid"));
        assertEquals("tracking-params.txt + Reader", both.source());
    }

    @Test
    void loadReadsAFileNamedByItsName(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mine.txt"), "spm # Alibaba\n");
        TrackingParameters list = TrackingParameters.load(file);
        assertEquals(List.of("spm"), list.entries());
        assertEquals("mine.txt", list.source());
    }

    @Test
    void loadRefusesAFileWithoutEntries(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("empty.txt"), "# nothing here\n\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TrackingParameters.load(file))
                .getMessage()
                .contains("holds no entry"));
    }

    @Test
    void loadRefusesAFileThatIsNotUtf8(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("latin1.txt"), new byte[] {'g', (byte) 0xE9, '\n'});
        assertTrue(assertThrows(IOException.class, () -> TrackingParameters.load(file))
                .getMessage()
                .contains("not UTF-8"));
        assertThrows(NoSuchFileException.class, () -> TrackingParameters.load(dir.resolve("absent.txt")));
    }

    @Test
    void listsAreEqualWhenTheyNameTheSameParameters() throws IOException {
        assertEquals(parse("a\nB*\n"), parse("b*\n# other source\nA\n"));
        assertEquals(parse("a\nB*\n").hashCode(), parse("b*\nA\n").hashCode());
        assertNotEquals(parse("a\n"), parse("a*\n"));
    }

    @Test
    void aListReadBackIsEqual() throws IOException, ClassNotFoundException {
        TrackingParameters own = TrackingParameters.defaults().with("spm");
        TrackingParameters back = (TrackingParameters) StripTrackingParamsTest.readBack(own);
        assertEquals(own, back);
        assertEquals(own.source(), back.source());
        assertTrue(back.matches("spm"));
        assertSame(TrackingParameters.defaults(), StripTrackingParamsTest.readBack(TrackingParameters.defaults()));
    }

    /** A stream whose entry was altered into one no list may hold is refused as it is read. */
    @Test
    void aTamperedStreamIsRefused() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(parse("gclid\n"));
        }
        byte[] stream = bytes.toByteArray();
        String text = new String(stream, StandardCharsets.ISO_8859_1);
        stream[text.indexOf("gclid") + 2] = '&';
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(stream))) {
            assertThrows(InvalidObjectException.class, in::readObject);
        }
    }
}
