package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.spark.sql.Row;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * {@code iri_display(s)} stays a string, and says nowhere why a host is shown in ACE form: the
 * reasons ({@code DisplayResult.violations()}, RFC 3987 §8) are {@code iri_check(s)}'s warnings,
 * at the same index, in the functions' environment, which holds iri-idna's spoofing checks (so
 * that {@code HOST_SPOOF_CHECK_UNAVAILABLE}, the one reason {@code iri_check} does not give,
 * does not arise with the jar iri4j ships). The README's Spark section says so; this holds it.
 */
class DisplayReasonsTest {

    private static final FunctionSettings STANDARD =
            new FunctionSettings(false, SeverityMap.Profile.STANDARD, List.of());

    /**
     * A mixed-script confusable (U+0430 CYRILLIC SMALL LETTER A), a whole-script confusable in
     * ACE form ("аррӏе"), a label that mixes directions (RFC 3987 §4.2 rule 1), one that does
     * not start with a right-to-left character (rule 2), and one with nothing to say.
     */
    private static final List<String> SAMPLES = List.of(
            "http://p\u0430ypal.com/",
            "http://xn--80ak6aa92e.com/",
            "http://a\u05D0.com/x",
            "http://1\u05D0.com/",
            "http://b\u00FCcher.example/");

    @Test
    void theFunctionsEnvironmentChecksSpoofing() {
        assertTrue(Environments.of(STANDARD).hostMapper().checksSpoofing(), "iri-idna's mapper");
    }

    /** Each reason the display gives is a warning of iri_check's struct, by code and index. */
    @Test
    void everyReasonOfTheDisplayIsAWarningOfIriCheck_rfc3987_section8() {
        IriEnvironment env = Environments.of(STANDARD);
        int reasons = 0;
        for (String s : SAMPLES) {
            // The struct as the function hands it to Spark: a Java list of violation rows.
            List<?> checked =
                    (List<?>) Operations.check(env, s, IriRule.IRI_REFERENCE).get(1);
            List<List<Object>> found = checked.stream()
                    .map(Row.class::cast)
                    .map(r -> List.<Object>of(r.getString(0), r.getInt(2)))
                    .toList();
            for (Violation v :
                    env.displayResult(Iris.parse(s), BidiWrapping.EMBEDDING).violations()) {
                assertFalse(v.code().id().equals("HOST_SPOOF_CHECK_UNAVAILABLE"), s);
                assertTrue(found.contains(List.of(v.code().id(), v.start())), () -> s + ": " + v + " not in " + found);
                reasons++;
            }
        }
        assertTrue(reasons >= SAMPLES.size() - 1, "each sample but the last has a reason: " + reasons);
        assertEquals(
                "http://xn--pypal-4ve.com/",
                Operations.display(env, SAMPLES.get(0)),
                "the function's answer: the look-alike in ACE form");
    }
}
