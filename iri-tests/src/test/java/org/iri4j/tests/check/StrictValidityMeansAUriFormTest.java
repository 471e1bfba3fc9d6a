package org.iri4j.tests.check;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * What a check under the strict profile calls valid has a URI form: {@code toUri} never refuses
 * it (RFC 3987 §3.1). A check reports what {@code toUri} would refuse (a DNS host ToASCII
 * rejects: {@link IriCode#HOST_MAPPING_FAILED}, a plugin that fails), as a scheme rule, so the
 * strict profile counts it an error. Held on the benchmark mix and on generated hosts of the
 * pieces that trip ToASCII: underscores, joiners, bidi, ACE labels, long labels, marks.
 */
class StrictValidityMeansAUriFormTest {

    private static final IriEnvironment STRICT = IriEnvironment.defaults().withSeverities(SeverityMap.strict());

    /** The benchmarks' mix of 10,000 IRIs of the web, RDF, mail and more. */
    private static final Path MIX =
            Path.of("..", "iri-benchmarks", "src", "main", "resources", "org", "iri4j", "bench", "mix.txt");

    private static final String[] PIECES = {
        "a",
        "b1",
        "-",
        "_",
        "xn--",
        "xn--a",
        "bcher-kva",
        "\u00FC",
        "\u00DF",
        "\u03C2",
        "\u200D",
        "\u200C",
        "\u05D0",
        "\u0627",
        "1",
        "\u0301",
        "\u0663",
        "\u06F3",
        "\u4F8B",
        "\u3002",
        ".",
        "\uFF0E",
        "\u2488",
        "\u00AD",
        "%41",
        "%C3%BC",
        "%FF",
        "\uD83D\uDCA9",
        "\u0660",
        "\u00E9".repeat(64),
        "A"
    };

    @Test
    void everyIriOfTheMixThatIsStrictlyValidHasAUriForm() throws IOException {
        int valid = 0;
        for (String line : Files.readAllLines(MIX, StandardCharsets.UTF_8)) {
            if (STRICT.check(line).isValid()) {
                valid++;
                assertDoesNotThrow(() -> STRICT.toUri(Iris.parse(line)), line);
            }
        }
        assertTrue(valid > 5_000, "most of the mix is valid: " + valid);
    }

    @Provide
    Arbitrary<String> hosts() {
        return Arbitraries.of(PIECES).list().ofMinSize(1).ofMaxSize(8).map(pieces -> String.join("", pieces));
    }

    @Property(tries = 3000)
    @StatisticsReport(onFailureOnly = true)
    void aStrictlyValidHostHasAUriForm(@ForAll("hosts") String host) {
        for (String iri : List.of("http://" + host + "/", "mailto:a@" + host, "wss://" + host + ":443/x")) {
            CheckResult result = STRICT.check(iri);
            Statistics.collect(result.isValid() ? "valid" : "invalid");
            if (result.isValid()) {
                assertDoesNotThrow(() -> STRICT.toUri(Iris.parse(iri)), () -> iri + ": " + result);
            } else if (result.violations().stream().noneMatch(v -> v.code().equals(IriCode.HOST_MAPPING_FAILED))) {
                continue;
            } else {
                InvalidInputException refused = org.junit.jupiter.api.Assertions.assertThrows(
                        InvalidInputException.class,
                        () -> STRICT.toUri(Iris.parse(iri)),
                        () -> iri + " has HOST_MAPPING_FAILED but maps");
                assertEquals(
                        IriCode.HOST_MAPPING_FAILED, refused.violations().get(0).code());
            }
        }
    }
}
