package org.iri4j.canon.internal.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Escapes: webarchive-commons 2.0.1, org/archive/url/BasicURLCanonicalizer.java (decode, unescapeRepeatedly, escapeOnce). */
class ArchiveEscapesTest {

    /** decode: a run of escapes past US-ASCII is read as UTF-8, a malformed sequence kept as written. */
    @Test
    void escapesDecodeAsUtf8AndMalformedOnesStay() {
        assertEquals("\u2691x", ArchiveEscapes.decodeOnce("%E2%9A%91x"));
        assertEquals("%E2!%9A", ArchiveEscapes.decodeOnce("%E2%21%9A"));
        assertEquals("%e2%9a", ArchiveEscapes.decodeOnce("%e2%9a"));
    }

    /** unescapeRepeatedly: decoded until nothing decodes. */
    @Test
    void decodingRepeatsUntilNothingDecodes() {
        assertEquals("%", ArchiveEscapes.decodeRepeatedly("%252525"));
        assertEquals("168.188.99.26", ArchiveEscapes.decodeRepeatedly("%31%36%38%2e%31%38%38%2e%39%39%2e%32%36"));
    }

    /** unescapeRepeatedly is decode until the text no longer changes: the passes, for the tests. */
    private static String passes(String text) {
        String before = text;
        while (true) {
            String after = ArchiveEscapes.decodeOnce(before);
            if (after.equals(before)) {
                return before;
            }
            before = after;
        }
    }

    /** unescapeRepeatedly: decoding in one pass gives what the Archive's passes give, on 50,000 seeded texts. */
    @Test
    void decodingInOnePassIsThePassesRepeated() {
        String[] pieces = {
            "%", "25", "2", "5", "E2", "e2", "9A", "91", "%C3", "A9", "c3", "a", "\u00e9", "%41", "4", "1", "%E2%9A",
            "%%", "0", "F0", "9F", "82", "a1", "\ud800", "%F0", "%80", "80", "%2", "%25"
        };
        Random random = new Random(12);
        for (int i = 0; i < 50_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(12); n > 0; n--) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            String t = text.toString();
            assertEquals(passes(t), ArchiveEscapes.decodeRepeatedly(t), t);
        }
    }

    /** unescapeRepeatedly on an escape nested 200,000 deep: one pass, where the Archive's code takes 200,000. */
    @Test
    @Timeout(10) // a hang guard: the pass takes milliseconds
    void aDeeplyNestedEscapeDecodesInOnePass() {
        assertEquals("A", ArchiveEscapes.decodeRepeatedly("%25" + "25".repeat(200_000) + "41"));
    }

    /** escapeOnce: only bytes up to U+0020 and past U+007F, # and % are encoded; + & ? " and U+007F stay. */
    @Test
    void escapingEncodesOnlyWhatIsNoVisibleAsciiAndHashAndPercent() {
        assertEquals("a+b&c?d\"e\u007f%20%23%25%C3%A9", ArchiveEscapes.escapeOnce("a+b&c?d\"e\u007f #%\u00e9"));
        String visible = "~a!b@c$d^00&11*22(33)44_55+";
        assertSame(visible, ArchiveEscapes.escapeOnce(visible));
    }

    /** escapeOnce: an escape decoding kept (a byte that is no UTF-8) stays that escape, in upper case. */
    @Test
    void anEscapeLeftByDecodingStays() {
        assertEquals("%E4%EE", ArchiveEscapes.minimalEscape("%e4%ee"));
        assertEquals("%25%25%25asd%25%25", ArchiveEscapes.minimalEscape("%%%25%32%35asd%%"));
    }
}
