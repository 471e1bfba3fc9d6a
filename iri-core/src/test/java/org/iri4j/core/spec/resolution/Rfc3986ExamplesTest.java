package org.iri4j.core.spec.resolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Stream;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every example of RFC 3986 §5.4, base "http://a/b/c/d;p?q". */
class Rfc3986ExamplesTest {

    // The tables are Rfc3986Reference's, shared with iri-tests; RelativizeTest reads them here too.
    static final String BASE = Rfc3986Reference.EXAMPLE_BASE;

    /** RFC 3986 §5.4.1: reference, target. */
    static final String[][] NORMAL = Rfc3986Reference.NORMAL_EXAMPLES;

    /** RFC 3986 §5.4.2 (strict parser for "http:g"): reference, target. */
    static final String[][] ABNORMAL = Rfc3986Reference.ABNORMAL_EXAMPLES;

    static Stream<Arguments> normalExamples() {
        return Arrays.stream(NORMAL).map(row -> Arguments.of(row[0], row[1]));
    }

    static Stream<Arguments> abnormalExamples() {
        return Arrays.stream(ABNORMAL).map(row -> Arguments.of(row[0], row[1]));
    }

    static Stream<Arguments> allExamples() {
        return Stream.concat(normalExamples(), abnormalExamples());
    }

    @ParameterizedTest(name = "§5.4.1 \"{0}\" = \"{1}\"")
    @MethodSource("normalExamples")
    void normalExample(String reference, String target) {
        assertEquals(target, Iris.parse(BASE).resolve(Iris.parse(reference)).toString());
    }

    @ParameterizedTest(name = "§5.4.2 \"{0}\" = \"{1}\"")
    @MethodSource("abnormalExamples")
    void abnormalExample(String reference, String target) {
        assertEquals(target, Iris.parse(BASE).resolve(Iris.parse(reference)).toString());
    }

    @ParameterizedTest(name = "§5.4 via resolve(Iri, STRICT): \"{0}\" = \"{1}\"")
    @MethodSource("allExamples")
    void sameResultThroughIriArgument(String reference, String target) {
        Iri base = Iris.parse(BASE);
        Iri resolved = base.resolve(Iris.parse(reference), ResolutionMode.STRICT);
        assertEquals(target, resolved.toString());
        assertEquals(Iris.parse(target), resolved);
        assertEquals(target, base.resolve(Iris.parse(reference)).toString(), "default mode is STRICT");
    }

    @ParameterizedTest(name = "§5.4 target of \"{0}\" re-parses to the same components")
    @MethodSource("allExamples")
    void targetComponentsMatchAReparse(String reference, String target) {
        Iri resolved = Iris.parse(BASE).resolve(Iris.parse(reference));
        Iri reparsed = Iris.parse(resolved.toString(), IriRule.IRI);
        assertTrue(resolved.isAbsolute());
        assertEquals(reparsed.scheme(), resolved.scheme());
        assertEquals(reparsed.authority(), resolved.authority());
        assertEquals(reparsed.host(), resolved.host());
        assertEquals(reparsed.hostKind(), resolved.hostKind());
        assertEquals(reparsed.port(), resolved.port());
        assertEquals(reparsed.path(), resolved.path());
        assertEquals(reparsed.query(), resolved.query());
        assertEquals(reparsed.fragment(), resolved.fragment());
    }

    @ParameterizedTest(name = "§5.4 NON_STRICT agrees on \"{0}\" (no scheme equal to the base's)")
    @MethodSource("normalExamples")
    void nonStrictAgreesWhenTheSchemeDiffers(String reference, String target) {
        assertEquals(
                target,
                Iris.parse(BASE)
                        .resolve(Iris.parse(reference), ResolutionMode.NON_STRICT)
                        .toString());
    }

    @Test
    void httpColonGIsAbsoluteForStrictParsers() {
        // RFC 3986 §5.4.2: "http:g" = "http:g" ; for strict parsers
        assertEquals(
                "http:g",
                Iris.parse(BASE)
                        .resolve(Iris.parse("http:g"), ResolutionMode.STRICT)
                        .toString());
    }

    @Test
    void httpColonGIsRelativeForBackwardCompatibility() {
        // RFC 3986 §5.4.2: "http:g" / "http://a/b/c/g" ; for backward compatibility
        assertEquals(
                "http://a/b/c/g",
                Iris.parse(BASE)
                        .resolve(Iris.parse("http:g"), ResolutionMode.NON_STRICT)
                        .toString());
    }

    @Test
    void theExamplesAgreeWithTheRfcPseudoCode() {
        // The oracle is a literal transcription of §5.2; both must agree with the §5.4 tables.
        for (String[] row : NORMAL) {
            assertEquals(row[1], Rfc3986Reference.resolve(BASE, row[0], true), row[0]);
        }
        for (String[] row : ABNORMAL) {
            assertEquals(row[1], Rfc3986Reference.resolve(BASE, row[0], true), row[0]);
        }
        assertEquals("http://a/b/c/g", Rfc3986Reference.resolve(BASE, "http:g", false));
    }
}
