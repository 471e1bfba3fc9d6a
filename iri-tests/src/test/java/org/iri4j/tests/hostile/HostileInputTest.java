package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.CodePoints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile input (issue 8): inputs of megabytes built to make a careless implementation loop,
 * recurse, or work quadratically. Every one must be answered, correctly, with nothing but
 * {@link InvalidInputException} escaping. The {@link Timeout}s are generous guards against a
 * hang or a quadratic cost (which at these sizes takes minutes), not timing asserts; linear
 * cost is measured by the JMH benchmarks.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileInputTest {

    private static final int MB = 1 << 20;

    // ---- the cases of the issue ------------------------------------------------------------

    @Test
    void aTenMegabyteIri() {
        String path = "/" + "ab\u00E9/".repeat(10 * MB / 4);
        String input = "http://example.com" + path + "?q=\u00FC#f";
        Iri iri = Iris.parse(input);
        assertEquals(path, iri.path());
        assertTrue(Iris.check(input).isValid());
        String uri = Iris.toUri(iri).toString();
        assertEquals("http://example.com/" + "ab%C3%A9/".repeat(10 * MB / 4) + "?q=%C3%BC#f", uri);
        assertEquals(input, Iris.toIri(Iris.parse(uri)).toString(), "toIri of toUri gives the IRI back");
        assertEquals(input, Iris.normalize(iri, ComparisonLevel.SCHEME).toString(), "already normal");
        assertEquals("http://example.com/g", iri.resolve(Iris.parse("/g")).toString());
        assertEquals(input, EveryOperation.BASE.resolve(iri).toString());
        assertEquals("#f", iri.relativize(iri).toString());
        assertEquals("?x", iri.relativize(iri.resolve(Iris.parse("?x"))).toString());
    }

    @Test
    void aTenMegabyteIriOfOneCharacterPerComponent() {
        for (String input : List.of(
                "http://example.com/?" + "q".repeat(10 * MB),
                "http://example.com/#" + "?/".repeat(5 * MB),
                "http://" + "u".repeat(10 * MB) + "@example.com/",
                "x:" + "%20".repeat(10 * MB / 3))) {
            Iri iri = Iris.parse(input);
            assertEquals(input, Iris.toUri(iri).toString());
            assertEquals(input, Iris.normalize(iri, ComparisonLevel.SIMPLE).toString());
        }
    }

    @Test
    void aHundredThousandDotSegments() {
        String dots = "./../".repeat(50_000);
        assertEquals(
                "http://a/g",
                Iris.normalize(Iris.parse("http://a/" + dots + "g"), ComparisonLevel.SYNTAX)
                        .toString());
        assertEquals(
                "http://a/g",
                EveryOperation.BASE.resolve(Iris.parse(dots + "g")).toString());
        assertEquals(
                "http://a/g",
                EveryOperation.BASE
                        .resolve(Iris.parse("../".repeat(100_000) + "g"))
                        .toString());
        assertEquals(
                "http://a/b/c/" + "x/".repeat(100_000),
                EveryOperation.BASE
                        .resolve(Iris.parse("x/".repeat(100_000) + "./".repeat(100_000)))
                        .toString());
        // Percent-encoded dot segments are dot segments once decoded (RFC 3986 §6.2.2.2, then §6.2.2.3).
        assertEquals(
                "http://a/g",
                Iris.normalize(Iris.parse("http://a/" + "%2E%2e/".repeat(100_000) + "g"), ComparisonLevel.SYNTAX)
                        .toString());
        // ... but not for resolution, which works on the string as it is (RFC 3986 §5.2.4).
        assertEquals(
                "http://a/b/c/" + "%2E%2E/".repeat(100_000) + "g",
                EveryOperation.BASE
                        .resolve(Iris.parse("%2E%2E/".repeat(100_000) + "g"))
                        .toString());
        Iri dotted = Iris.parse("http://a/" + "b/../".repeat(100_000));
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> EveryOperation.BASE.relativize(dotted));
        assertEquals(IriCode.TARGET_NOT_REACHABLE, e.code());
    }

    @Test
    void aMillionPercentTriplets() {
        String input = "http://a/" + "%41".repeat(1_000_000);
        CheckResult result = Iris.check(input);
        assertTrue(result.isValid());
        assertTrue(
                result.warnings().stream().allMatch(w -> w.code() == IriCode.PERCENT_ENCODED_UNRESERVED),
                result.warnings()::toString);
        Iri iri = Iris.parse(input);
        assertEquals(input, Iris.toUri(iri).toString());
        assertEquals("http://a/" + "A".repeat(1_000_000), Iris.toIri(iri).toString());
        assertEquals(
                "http://a/" + "A".repeat(1_000_000),
                Iris.normalize(iri, ComparisonLevel.SYNTAX).toString());
        assertTrue(Iris.comparatorBuilder()
                .level(ComparisonLevel.SYNTAX)
                .build()
                .equivalent(iri, Iris.parse("http://a/" + "A".repeat(1_000_000))));
        // Truncated and invalid UTF-8 sequences are kept encoded (RFC 3987 §3.2).
        for (String triplets : List.of("%C3", "%FF", "%E2%82", "%C0%AF", "%ED%A0%80")) {
            String bad = "http://a/" + triplets.repeat(1_000_000 / triplets.length() * 3);
            assertEquals(bad, Iris.toIri(Iris.parse(bad)).toString(), triplets);
        }
    }

    @Test
    void aMillionLabelHost() {
        String host = "a.".repeat(1_000_000) + "com";
        Iri iri = Iris.parse("x-any://" + host + "/");
        assertEquals(host, iri.host().orElseThrow());
        assertEquals(HostKind.REG_NAME, iri.hostKind().orElseThrow());
        assertEquals("x-any://" + host + "/", Iris.toUri(iri).toString(), "no DNS mapping for an unknown scheme");
        // An ASCII host is a URI host as it is: ToASCII is for the non-ASCII ones (RFC 3987 §3.1).
        assertEquals(
                "http://" + host + "/",
                Iris.toUri(Iris.parse("http://" + host + "/")).toString());
        assertEquals(
                "http://" + host + "/",
                Iris.normalize(Iris.parse("http://" + host + "/"), ComparisonLevel.SCHEME)
                        .toString());
    }

    /**
     * Regression: ICU's UTS #46 name processing rewrites its buffer in place label after
     * label, so ToASCII of a name of many non-ASCII labels took time quadratic in their number
     * (800,000 characters of {@code é.}: 4.3 s; doubling it: four times that). iri-idna now
     * converts long names a chunk of labels at a time. Four megabytes of such labels take a
     * few seconds when the cost is linear and minutes when it is quadratic; the timeout lies
     * far from both.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void toAsciiOfTwoMillionUnicodeLabelsIsNotQuadratic() {
        String label = "\u00E9.";
        Iri iri = Iris.parse("http://" + label.repeat(4 * MB / label.length()) + "com/");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.toUri(iri));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
    }

    /**
     * Hosts of 175,000 to 520,000 labels, Unicode, ACE and right-to-left with a soft hyphen,
     * through every operation that maps or inspects labels. Each operation costs about a
     * microsecond per label (ICU's spoofing check is the dearest), so the timeout, a guard
     * against a hang, is set well above the four to eleven seconds the whole takes here.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void hostsOfHundredsOfThousandsOfLabelsGetAnAnswerFromEveryOperation() {
        for (String label : List.of("\u00E9.", "xn--a.", "\u05D0a\u00AD.")) {
            String input = "http://" + label.repeat(MB / label.length()) + "com/";
            Iri iri = Iris.parse(input);
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.toUri(iri), label);
            assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
            assertThrows(
                    InvalidInputException.class, () -> Iris.toUri(Iris.parse(input, Leniency.WEB_ADDRESS_3987BIS)));
            Iris.normalize(iri, ComparisonLevel.SCHEME);
            Iris.displayHost(iri);
            Iris.check(input);
            Iris.mapperBuilder().unicodeHosts(true).build().toIri(iri);
        }
    }

    /**
     * Regression: a label of more than 1,000 code points that needs Punycode made ICU throw
     * {@code ICUInputTooLongException} out of {@code toUri}, {@code normalize} and
     * {@code toJavaUri}. It is a label too long for DNS (RFC 5890 §2.3.2.1): an
     * {@link InvalidInputException}.
     */
    @Test
    void aLabelTooLongForPunycodeIsAnError() {
        for (String host : List.of(
                "\u00E9".repeat(100_000),
                "e" + "\u0301".repeat(5_000),
                "\u05D0".repeat(1_001),
                "xn--" + "a".repeat(5_000) + "-b.\u00E9",
                "a." + "\u00E9".repeat(2_000) + ".b")) {
            String input = "http://" + host + "/";
            Iri iri = Iris.parse(input);
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.toUri(iri), host);
            assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
            assertThrows(InvalidInputException.class, () -> Iris.toJavaUri(iri));
            EveryOperation.run(input);
        }
    }

    @Test
    void deeplyNestedDotDotAgainstADeepBase() {
        Iri base = Iris.parse("http://a/" + "b/".repeat(200_000) + "c?q");
        assertEquals(
                "http://a/g",
                base.resolve(Iris.parse("../".repeat(200_000) + "g")).toString());
        assertEquals(
                "http://a/g",
                base.resolve(Iris.parse("../".repeat(400_000) + "g")).toString());
        assertEquals(
                "http://a/" + "b/".repeat(100_000) + "g",
                base.resolve(Iris.parse("../".repeat(100_000) + "g")).toString());
        Iri target = Iris.parse("http://a/" + "b/".repeat(100_000) + "g");
        Iri reference = base.relativize(target);
        assertEquals("/" + "b/".repeat(100_000) + "g", reference.toString(), "shorter than 100,000 \"../\"");
        assertEquals(target, base.resolve(reference));
        Iri near = Iris.parse("http://a/" + "b/".repeat(199_998) + "g");
        assertEquals("../../g", base.relativize(near).toString());
        Iri far = Iris.parse("http://a/" + "x/".repeat(200_000));
        assertEquals(far, base.resolve(base.relativize(far)));
        assertEquals(base, far.resolve(far.relativize(base)));
    }

    // ---- pathological shapes, every operation -------------------------------------------------

    static List<String> shapes() {
        int n = 100_000;
        return List.of(
                "%".repeat(n),
                "%4".repeat(n),
                "%%41".repeat(n),
                "%G1".repeat(n),
                ":".repeat(n),
                "/".repeat(n),
                "?".repeat(n),
                "#".repeat(n),
                "@".repeat(n),
                "[".repeat(n),
                "a:" + "/".repeat(n),
                "//" + "/".repeat(n),
                "a:" + ":".repeat(n),
                "a".repeat(n) + ":",
                "http://[" + ":".repeat(n) + "]/",
                "http://[" + "1:".repeat(n) + "]/",
                "http://[v" + "f".repeat(n) + ".x]/",
                "http://[" + "[".repeat(n),
                "http://" + "]".repeat(n),
                "http://a:" + "9".repeat(n) + "/",
                "http://" + "1.".repeat(n) + "1/",
                "http://" + "255.".repeat(n),
                "http://" + "u:".repeat(n) + "@a/",
                "http://" + "@".repeat(n) + "a/",
                "http://a/" + "\u0000".repeat(n),
                "http://a/" + "\uD800".repeat(n),
                "http://a/" + "\uDC00\uD800".repeat(n),
                "http://a/" + "\uFFFF".repeat(n),
                "http://a/?" + "\uE000".repeat(n),
                "http://a/" + "\u202E".repeat(n),
                "http://a/" + "\u05D0a".repeat(n),
                "http://a/" + "\u05D0/a/".repeat(n),
                "http://" + "\u05D0.a.".repeat(n / 2) + "/",
                "http://a/" + "e\u0301".repeat(n),
                "http://a/" + "\uFB01".repeat(n),
                "http://e" + "\u0301".repeat(n) + "/",
                "http://" + "%C3%A9.".repeat(n / 4) + "/",
                "http://" + "xn--".repeat(n),
                "http://a/" + "\\".repeat(n),
                " \t\r\n".repeat(n),
                "http://a/" + "\t".repeat(n) + "b",
                "mailto:" + "a@b,".repeat(n / 2),
                "mailto:a@b?" + "x=y&".repeat(n / 2),
                "mailto:" + "%40".repeat(n),
                "urn:" + ":".repeat(n),
                "http://a/" + "%2F".repeat(n),
                "http://a/" + "%2E%2E%2F".repeat(n / 3),
                "http://a/" + "\uD83D\uDE00".repeat(n),
                "http://a/" + "\uDB7F\uDFFF".repeat(n),
                "http://a/" + "\uDB40\uDC01".repeat(n),
                "HTTP://A/" + "%7e".repeat(n));
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void pathologicalShapesGetAnAnswerFromEveryOperation(String input) {
        EveryOperation.run(input);
    }

    // ---- every code point in every component ----------------------------------------------------

    private static final List<String[]> COMPONENTS = List.of(
            new String[] {"s", "x://h/"},
            new String[] {"http://u", "@h/"},
            new String[] {"http://h", "h/"},
            new String[] {"http://h:8", "/"},
            new String[] {"http://h/p", "/"},
            new String[] {"p", "q/r"},
            new String[] {"http://h/?q", "="},
            new String[] {"http://h/#f", "g"});

    static Stream<Arguments> components() {
        return COMPONENTS.stream().map(around -> Arguments.of(around[0], around[1]));
    }

    /**
     * The code points tried: all of planes 0 to 3 and 14 to 16, and the first and last 4,096 of
     * each of planes 4 to 13, which hold no assigned character and are alike for every rule
     * in play (each is {@code ucschar} up to its xFFFD, RFC 3987 §2.2; IDNA disallows them
     * all), so that the suite stays fast.
     *
     * @param step 1 for every code point, or a block size dividing 4,096 for the block starts
     * @return the code points
     */
    static IntStream codePoints(int step) {
        IntStream points = IntStream.iterate(0, cp -> cp < 0x40000, cp -> cp + step);
        for (int plane = 4; plane <= 13; plane++) {
            int start = plane << 16;
            points = IntStream.concat(points, IntStream.iterate(start, cp -> cp < start + 0x1000, cp -> cp + step));
            points = IntStream.concat(
                    points, IntStream.iterate(start + 0xF000, cp -> cp < start + 0x10000, cp -> cp + step));
        }
        return IntStream.concat(
                points, IntStream.iterate(0xE0000, cp -> cp <= Character.MAX_CODE_POINT, cp -> cp + step));
    }

    /**
     * Every code point (see {@link #codePoints}; each surrogate alone too) in a component:
     * {@code check} and {@code parse} agree, and neither throws anything else.
     */
    @ParameterizedTest
    @MethodSource("components")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void everyCodePointInEveryComponent(String before, String after) {
        codePoints(1).parallel().forEach(cp -> {
            String input = before + Character.toString(cp) + after;
            CheckResult result = Iris.check(input);
            assertEquals(result.isValid(), parses(input), () -> CodePoints.show(input) + " " + result);
        });
    }

    /**
     * Every code point in every component, a block of consecutive code points at a time (so
     * that surrogates pair up at the block's edges and inside it), through every operation.
     * Found: ICU's spoofing check threw on the host label U+20000 U+2F800 (see iri-idna's
     * HostSpoofCheck); {@link #aCompatibilityIdeographInAHostIsChecked} keeps it fixed.
     */
    @ParameterizedTest
    @MethodSource("components")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void everyBlockOfCodePointsInEveryComponentThroughEveryOperation(String before, String after) {
        int block = 4096;
        codePoints(block).parallel().forEach(from -> {
            StringBuilder s = new StringBuilder(before);
            for (int cp = from; cp < from + block; cp++) {
                s.appendCodePoint(cp);
            }
            EveryOperation.run(s.append(after).toString());
        });
    }

    /**
     * Regression: ICU's SpoofChecker walks its own NFD form of a label with the length of the
     * label, and threw {@code StringIndexOutOfBoundsException} out of {@code check} and
     * {@code displayHost} when NFD is shorter: U+2F800 (CJK COMPATIBILITY IDEOGRAPH-2F800, two
     * UTF-16 units) decomposes to U+4E3D (one).
     */
    @Test
    void aCompatibilityIdeographInAHostIsChecked() {
        for (String host : List.of("\uD840\uDC00\uD87E\uDC00", "\u4E00\uD87E\uDC00\uD87E\uDC00.jp")) {
            String input = "http://" + host + "/";
            assertTrue(Iris.check(input).isValid(), host);
            assertTrue(Iris.displayHost(Iris.parse(input)).isPresent());
            EveryOperation.run(input);
        }
    }

    private static boolean parses(String input) {
        try {
            Iris.parse(input);
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    @Test
    void theUriRulesRejectEveryNonAsciiCodePoint() {
        StringBuilder s = new StringBuilder("http://h/");
        for (int cp = 0x80; cp <= Character.MAX_CODE_POINT; cp += 0x3F) {
            s.setLength(9);
            String input = s.appendCodePoint(cp).toString();
            assertFalse(Iris.check(input, IriRule.URI).isValid(), input);
        }
    }
}
