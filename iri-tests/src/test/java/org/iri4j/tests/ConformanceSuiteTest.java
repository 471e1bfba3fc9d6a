package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.cli.Cli;
import org.iri4j.core.Iris;
import org.iri4j.tests.ConformanceVectors.Resolution;
import org.iri4j.tests.ConformanceVectors.Validity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cross-library conformance suite: test vectors collected from the RFCs and from the test
 * suites of other URI/IRI libraries (Apache Jena, python-hyper/rfc3986, java.net.URI, Go
 * net/url, oxiri, ruby-rdf, Haraka's IPv6 list), with expectations decided by the RFC text:
 * RFC 3987 §2.2 for the IRI rules, RFC 3986 Appendix A for the URI rules, RFC 3986 §5.2
 * (strict) for resolution; the project's readings where the RFCs leave room. The vectors live in
 * {@code src/test/resources/conformance/*.tsv}; each row names its source and explains any
 * disagreement between the source library and the RFC.
 *
 * <p>Every vector runs twice: through the public API, and through {@code iri check --batch} /
 * {@code iri resolve --batch} in-process (one batch per rule, answers matched line by line).
 * Vectors that one UTF-8 line cannot carry (LF, a trailing CR, an unpaired surrogate) are left
 * out of the batch runs only.
 */
class ConformanceSuiteTest {

    private static final List<Validity> VALIDITY = ConformanceVectors.validity();
    private static final List<Resolution> RESOLUTION = ConformanceVectors.resolution();

    /** Batch answers of {@code iri check --batch --rule R}, per rule, computed once. */
    private static final Map<String, List<String>> CHECK_ANSWERS = new ConcurrentHashMap<>();
    /** Batch answers of {@code iri resolve --batch}, computed once. */
    private static final Map<String, List<String>> RESOLVE_ANSWERS = new ConcurrentHashMap<>();

    static Stream<Validity> validityVectors() {
        return VALIDITY.stream();
    }

    static Stream<Validity> batchableValidityVectors() {
        return VALIDITY.stream().filter(Validity::batchable);
    }

    static Stream<Resolution> resolutionVectors() {
        return RESOLUTION.stream();
    }

    static Stream<Resolution> batchableResolutionVectors() {
        return RESOLUTION.stream().filter(Resolution::batchable);
    }

    // ---- API ----

    /** RFC 3987 §2.2 / RFC 3986 Appendix A: the grammar decides, through {@code IriParser.isValid}. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("validityVectors")
    void validityThroughApi(Validity v) {
        boolean actual = Iris.check(v.input(), v.iriRule()).isValid();
        assertEquals(v.expectedValid(), actual, () -> explain(v, actual ? "valid" : "invalid"));
    }

    /** RFC 3986 §5.2.2 strict, §5.3 recomposition, through {@code Iri.resolve}. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("resolutionVectors")
    void resolutionThroughApi(Resolution v) {
        if (v.expectsError()) {
            assertThrows(
                    InvalidInputException.class,
                    () -> Iris.parse(v.base()).resolve(Iris.parse(v.reference())),
                    () -> explain(v, "no exception"));
            return;
        }
        Iri base = Iris.parse(v.base());
        Iri reference = Iris.parse(v.reference());
        String actual = base.resolve(reference).toString();
        assertEquals(v.expected(), actual, () -> explain(v, actual));
    }

    // ---- CLI, batch mode ----

    /** {@code iri check --batch --rule R}: the first field of the answer line is valid or invalid. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("batchableValidityVectors")
    void validityThroughCliBatch(Validity v) {
        List<Validity> group = VALIDITY.stream()
                .filter(Validity::batchable)
                .filter(x -> x.rule().equals(v.rule()))
                .toList();
        List<String> answers = CHECK_ANSWERS.computeIfAbsent(
                v.rule(), rule -> runBatch(new String[] {"check", "--batch", "--rule", rule}, group, Validity::input));
        String answer = answers.get(group.indexOf(v));
        String first = answer.split("\t", -1)[0];
        assertEquals(v.expectedValid() ? "valid" : "invalid", first, () -> explain(v, "batch line: " + answer));
    }

    /** {@code iri resolve --batch}: the answer line is the target, or ERROR TAB code TAB message. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("batchableResolutionVectors")
    void resolutionThroughCliBatch(Resolution v) {
        List<Resolution> group =
                RESOLUTION.stream().filter(Resolution::batchable).toList();
        List<String> answers = RESOLVE_ANSWERS.computeIfAbsent(
                "resolve",
                key -> runBatch(new String[] {"resolve", "--batch"}, group, x -> x.base() + "\t" + x.reference()));
        String answer = answers.get(group.indexOf(v));
        if (v.expectsError()) {
            assertTrue(answer.startsWith("ERROR\t"), () -> explain(v, "batch line: " + answer));
        } else {
            assertEquals(v.expected(), answer, () -> explain(v, "batch line: " + answer));
        }
    }

    // ---- the data itself ----

    /** The suite is as large as promised and no (rule, input) or (base, reference) pair is listed twice. */
    @Test
    void vectorFilesAreWellFormed() {
        assertTrue(VALIDITY.size() >= 500, "validity vectors: " + VALIDITY.size());
        assertTrue(RESOLUTION.size() >= 400, "resolution vectors: " + RESOLUTION.size());
        assertEquals(
                VALIDITY.size(),
                VALIDITY.stream()
                        .map(v -> v.rule() + "\t" + v.input())
                        .distinct()
                        .count(),
                "duplicate validity vector");
        assertEquals(
                RESOLUTION.size(),
                RESOLUTION.stream()
                        .map(v -> v.base() + "\t" + v.reference())
                        .distinct()
                        .count(),
                "duplicate resolution vector");
        Map<Boolean, Long> split =
                VALIDITY.stream().collect(Collectors.partitioningBy(Validity::expectedValid, Collectors.counting()));
        assertTrue(split.get(true) > 100 && split.get(false) > 100, "valid/invalid balance: " + split);
    }

    // ---- helpers ----

    /** Runs the CLI in-process on one input line per vector and returns the answer lines. */
    private static <T> List<String> runBatch(String[] args, List<T> vectors, Function<T, String> line) {
        StringBuilder input = new StringBuilder();
        for (T vector : vectors) {
            input.append(line.apply(vector)).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status =
                Cli.run(args, new ByteArrayInputStream(input.toString().getBytes(StandardCharsets.UTF_8)), out, err);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, () -> Arrays.toString(args) + " exit status; stderr: " + stderr);
        String stdout = out.toString(StandardCharsets.UTF_8);
        List<String> answers = new ArrayList<>(Arrays.asList(stdout.split("\n", -1)));
        if (!answers.isEmpty() && answers.get(answers.size() - 1).isEmpty()) {
            answers.remove(answers.size() - 1);
        }
        assertEquals(
                vectors.size(),
                answers.size(),
                () -> Arrays.toString(args) + ": one answer line per input line; stderr: " + stderr);
        return answers;
    }

    private static String explain(Validity v, String actual) {
        return "rule " + v.rule() + ", input <" + v.rawInput() + ">: expected "
                + (v.expectedValid() ? "valid" : "invalid") + ", got " + actual + "; source: " + v.source()
                + (v.note().isEmpty() ? "" : "; note: " + v.note());
    }

    private static String explain(Resolution v, String actual) {
        return "base <" + v.rawBase() + "> + reference <" + v.rawReference() + ">: expected <" + v.rawExpected()
                + ">, got <" + actual + ">; source: " + v.source() + (v.note().isEmpty() ? "" : "; note: " + v.note());
    }
}
