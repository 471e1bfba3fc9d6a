package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Long runs of combining marks: the JDK's and ICU's normalizers reorder a run of non-starters
 * by insertion, in time quadratic in its length (80,000 marks took seconds in a check, a
 * million hours in NFC). Every operation, on a run of 10,000, 100,000 and 1,000,000 marks in
 * each component, must answer in time linear in the input: the Stream-Safe Text Format of
 * UAX #15 §13 bounds the runs the normalizers see, and a host label too long for any ASCII form
 * is refused before the IDNA implementation sees it. The {@link Timeout} guards against the
 * quadratic cost (minutes at 100,000, hours at a million), which a linear run is far inside.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CombiningMarksTest {

    /** Two marks of different combining classes (230, 220), which NFC must reorder. */
    private static final String PAIR = "\u0301\u0323";

    private static final List<IriComparator> CHARACTER_NORMALIZING = List.of(
            Iris.comparatorBuilder()
                    .level(ComparisonLevel.SYNTAX)
                    .characterNormalization(Normalizer.Form.NFC)
                    .build(),
            Iris.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .characterNormalization(Normalizer.Form.NFKC)
                    .build());

    static Stream<Arguments> inputs() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (int n : new int[] {10_000, 100_000, 1_000_000}) {
            String marks = PAIR.repeat(n / 2);
            all.add(Arguments.of("userinfo", n, "http://a" + marks + "@e.com/"));
            all.add(Arguments.of("host", n, "http://a" + marks + ".com/"));
            all.add(Arguments.of("path", n, "http://e.com/a" + marks));
            all.add(Arguments.of("query", n, "http://e.com/?a" + marks));
            all.add(Arguments.of("fragment", n, "http://e.com/#a" + marks));
            all.add(Arguments.of("relative path", n, "a" + marks + "/b"));
            all.add(Arguments.of("scheme", n, "a" + marks + ":b"));
        }
        return all.build();
    }

    @ParameterizedTest(name = "{1} marks in the {0}")
    @MethodSource("inputs")
    void everyOperationIsLinear(String component, int n, String input) {
        EveryOperation.run(input);
        Iri iri = EveryOperation.attempt("parse", input, () -> Iris.parse(input));
        if (iri != null) {
            for (IriComparator comparator : CHARACTER_NORMALIZING) {
                EveryOperation.normalizeTwice(comparator, iri);
            }
        }
        CheckResult strict =
                IriEnvironment.defaults().withSeverities(SeverityMap.strict()).check(input);
        boolean schemeRulesHold = iri != null && !component.equals("host") && !component.equals("userinfo");
        assertEquals(schemeRulesHold, strict.isValid(), strict::toString);
    }

    /** UAX #15 §13: a check says the text is not stream-safe, and judges NFC on the stream-safe text. */
    @Test
    void checkWarnsOfTextThatIsNotStreamSafe() {
        CheckResult result = Iris.check("http://e.com/a" + PAIR.repeat(20));
        assertTrue(result.isValid());
        assertEquals(List.of(IriCode.NOT_NFC, IriCode.NOT_STREAM_SAFE), codes(result), "the marks are out of order");
        CheckResult ordered = Iris.check("http://e.com/1" + "\u0323".repeat(20) + "\u0301".repeat(20));
        assertEquals(List.of(IriCode.NOT_STREAM_SAFE), codes(ordered), "canonically ordered: NFC once stream-safe");
        assertEquals(44, ordered.violations().get(0).start(), "where the 31st non-starter stands");
        assertEquals(List.of(), codes(Iris.check("http://e.com/1" + "\u0323".repeat(30))), "30 are stream-safe");
    }

    /** Character normalization of text that is not stream-safe is that of the stream-safe text: idempotent. */
    @Test
    void characterNormalizationOfTextThatIsNotStreamSafe() {
        IriComparator nfc = CHARACTER_NORMALIZING.get(0);
        Iri iri = Iris.parse("http://e.com/a" + "\u0301".repeat(40) + "\u0323");
        Iri normal = nfc.normalForm(iri);
        assertEquals(
                "http://e.com/\u00E1" + "\u0301".repeat(29) + "\u034F" + "\u0323" + "\u0301".repeat(10),
                normal.toString(),
                "CGJ after 30 non-starters (UAX #15 §13.1), then each part composed and ordered");
        assertEquals(normal, nfc.normalForm(normal));
        assertTrue(nfc.equivalent(iri, normal));
    }

    /** A label too long for any ASCII form is refused as ToASCII would refuse it, by toUri and by a check. */
    @Test
    void aLabelOfMarksIsTooLongForToAscii() {
        String input = "http://a" + PAIR.repeat(50_000) + ".com/";
        InvalidInputException refused = org.junit.jupiter.api.Assertions.assertThrows(
                InvalidInputException.class, () -> Iris.toUri(Iris.parse(input)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, refused.violations().get(0).code());
        assertTrue(refused.getMessage().contains("LABEL_TOO_LONG"), refused::getMessage);
        assertFalse(IriEnvironment.defaults()
                .withSeverities(SeverityMap.strict())
                .check(input)
                .isValid());
    }

    private static List<Object> codes(CheckResult result) {
        return result.violations().stream().map(v -> (Object) v.code()).toList();
    }
}
