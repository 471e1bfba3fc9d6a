package org.iri4j.core.internal.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.internal.bidi.BidiStructure;
import org.iri4j.core.internal.bidi.DirectionSummary;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.layout.ReferenceParser;
import org.iri4j.core.internal.syntax.ViolationCollector;
import org.iri4j.core.internal.text.StreamSafe;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one pass of {@link ComponentText} gives the answers of the separate scans it replaces:
 * "surely normal" only for text the normalizer holds normal and stream-safe, right-to-left
 * exactly when a character is, a "%" exactly when there is one; and the bidi warnings of a
 * check, which looks only at the components that pass finds right-to-left characters in, are
 * those of {@link BidiStructure#check(Layout)} over the whole reference.
 */
class ComponentTextTest {

    static Stream<String> tricky() {
        return Stream.of(
                "http://example.com/caf\u00E9/\uD55C\uAD6D\uC5B4?q=\u4E2D\u6587#\uD83D\uDE00",
                "http://example.com/\uAC00\u11A8/\u1100\u1161",
                "http://example.com/e\u0301/\u00BD/\uFB01?x=\u212B",
                "http://example.com/\u0939\u093F\u0928\u094D\u0926\u0940/\u0B47\u0B3E",
                "http://example.com/\uD81B\uDD63\uD81B\uDD67/\uD834\uDD1E/\uD840\uDC00",
                "http://\u05E2\u05D1.example/\u05E2\u05D1\u05E8\u05D9\u05EA/1\u05D0/\u05D0.html?\u05D0=b&c=\u0627\u0644#\u05D0c",
                "http://u\u05D0:p@example.com/a%41%e4%b8%ad/\u05D0%7e?%7E=%zz#%4",
                "mailto:\u05D0@\u05E2\u05D1.il?subject=\u0645\u0651&cc=a@\u0430\u0440\u0440\u04CF\u0435.com",
                "urn:x:" + "a" + "\u0300".repeat(40) + "/\u05D0\u05B0\u05D1",
                "http://example.com/\u200D\u05D0/\u05D0\u0661/\u0661\u0662",
                "http://ex%41mple.com/\uFDFA?\u2460#\u00A0\u00AD",
                "x:/\uD800/\uDC00/\uD83D",
                "http://[::1]/\u05D0/a",
                "http://192.0.2.1/\u05D0b#\u05D0");
    }

    @ParameterizedTest
    @MethodSource("tricky")
    void onePassAnswersAsTheSeparateScans(String s) {
        Layout iri = layout(s);
        for (int[] range : ranges(iri)) {
            int from = range[0];
            int to = range[1];
            int found = ComponentText.scan(s, from, to);
            String text = s.substring(from, to);
            if ((found & ComponentText.SURELY_NORMAL) != 0) {
                assertTrue(Normalizer.isNormalized(text, Normalizer.Form.NFC), text);
                assertTrue(Normalizer.isNormalized(text, Normalizer.Form.NFKC), text);
                assertEquals(-1, StreamSafe.firstUnsafe(text, 0, text.length()), text);
            }
            assertEquals(DirectionSummary.containsRightToLeft(text), (found & ComponentText.RIGHT_TO_LEFT) != 0, text);
            assertEquals(text.indexOf('%') >= 0, (found & ComponentText.PERCENT) != 0, text);
        }
    }

    @ParameterizedTest
    @MethodSource("tricky")
    void bidiWarningsAreThoseOfTheWholeReference(String s) {
        Layout iri = layout(s);
        List<String> whole = describe(BidiStructure.check(iri));
        List<String> advised = describe(Advisories.check(iri).stream()
                .filter(v -> v.code() == IriCode.BIDI_MIXED_DIRECTIONS || v.code() == IriCode.BIDI_COMPONENT_BOUNDARY)
                .toList());
        assertEquals(whole, advised, s);
    }

    private static List<int[]> ranges(Layout iri) {
        int fragmentEnd = iri.fragmentStart() < 0 ? -1 : iri.string().length();
        return Stream.of(
                        new int[] {iri.authorityStart(), iri.userinfoEnd()},
                        new int[] {iri.hostStart(), iri.hostEnd()},
                        new int[] {iri.pathStart(), iri.pathEnd()},
                        new int[] {iri.queryStart(), iri.queryEnd()},
                        new int[] {iri.fragmentStart(), fragmentEnd})
                .filter(r -> r[0] >= 0 && r[1] >= r[0])
                .toList();
    }

    private static List<String> describe(List<Violation> violations) {
        return violations.stream()
                .map(v -> v.code() + " " + v.component() + " " + v.start() + "-" + v.end() + " " + v.message())
                .toList();
    }

    /** The parser's reading, errors and all, as a check reads an input. */
    private static Layout layout(String s) {
        return ReferenceParser.parse(s, IriRule.IRI_REFERENCE, new ViolationCollector(s, SeverityMap.standard()));
    }
}
