package org.iri4j.core.spec.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;

/**
 * How the severity map decides a check (SeverityMap javadoc: the environment's map gives
 * every code its severity; in the standard profile a scheme's rules are warnings, so that
 * validity is the generic grammar of the rule asked for, RFC 3987 §2.2; the strict profile
 * makes them errors), with a small geo plugin (RFC 5870) that declares its own codes:
 * check's validity is "no ERROR after the map"; parse is the grammar only; the grammar's
 * errors are not the map's to change.
 */
class SeverityInCheckTest {

    /** The geo plugin's codes (RFC 5870 §3.4.2: "latitude ... -90 to 90", "longitude ... -180 to 180"). */
    enum GeoCode implements ViolationCode {
        LATITUDE_OUT_OF_RANGE(Severity.ERROR),
        LONGITUDE_OUT_OF_RANGE(Severity.ERROR),
        /** A recommendation made up for the test, on the "u" (uncertainty) parameter of RFC 5870 §3.4.3: a SHOULD, not a MUST. */
        ZERO_UNCERTAINTY(Severity.WARNING);

        private final Severity severity;

        GeoCode(Severity severity) {
            this.severity = severity;
        }

        @Override
        public String namespace() {
            return "geo";
        }

        @Override
        public Severity severity() {
            return severity;
        }

        @Override
        public String reference() {
            return "RFC 5870 §3.4.2";
        }
    }

    /** geo:lat,lon[,alt][;u=...]: checks the ranges of RFC 5870 §3.4.2 (a sketch: numbers only). */
    static final class GeoPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("geo");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(GeoCode.values());
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            String s = iri.toString();
            int start = s.indexOf(':') + 1;
            int end = start;
            while (end < s.length()
                    && s.charAt(end) != ';'
                    && s.charAt(end) != '/'
                    && s.charAt(end) != '?'
                    && s.charAt(end) != '#') {
                end++;
            }
            List<Violation> found = new ArrayList<>();
            int from = start;
            for (int i = 0; from <= end && i < 2; i++) {
                int comma = s.indexOf(',', from);
                int to = comma < 0 || comma > end ? end : comma;
                double limit = i == 0 ? 90 : 180;
                GeoCode code = i == 0 ? GeoCode.LATITUDE_OUT_OF_RANGE : GeoCode.LONGITUDE_OUT_OF_RANGE;
                try {
                    if (Math.abs(Double.parseDouble(s.substring(from, to))) > limit) {
                        found.add(Violation.of(
                                code,
                                Component.PATH,
                                from,
                                to,
                                code.name().toLowerCase(java.util.Locale.ROOT) + ": " + s.substring(from, to)));
                    }
                } catch (NumberFormatException e) {
                    // not this sketch's business
                }
                from = to + 1;
            }
            int u = s.indexOf(";u=0", end);
            if (u >= 0 && (u + 4 == s.length() || s.charAt(u + 4) == ';')) {
                found.add(Violation.of(GeoCode.ZERO_UNCERTAINTY, Component.PATH, u + 1, u + 4, "u=0"));
            }
            return found;
        }
    }

    private static final IriEnvironment STANDARD =
            IriEnvironment.builder().add(new GeoPlugin()).build();

    private static IriEnvironment with(SeverityMap map) {
        return STANDARD.withSeverities(map);
    }

    private static List<Violation> withCode(CheckResult result, ViolationCode code) {
        return result.violations().stream()
                .filter(v -> v.code().id().equals(code.id()))
                .toList();
    }

    /**
     * SeverityMap.standard(): "a violation a scheme plugin ... reports is at most a WARNING, so
     * that check(...).isValid() is true, as it is for every IRI the grammar accepts" (RFC 3987
     * §2.2).
     */
    @Test
    void standard_aPluginErrorIsAWarningAndTheIriIsValid() {
        CheckResult result = STANDARD.check("geo:91,0");
        List<Violation> latitude = withCode(result, GeoCode.LATITUDE_OUT_OF_RANGE);
        assertEquals(1, latitude.size(), result.violations()::toString);
        assertEquals(Severity.WARNING, latitude.get(0).severity());
        assertEquals(4, latitude.get(0).start());
        assertEquals(6, latitude.get(0).end());
        assertTrue(result.isValid());
        assertEquals("geo:91,0", result.iri().orElseThrow().toString());
        assertEquals(result.violations(), result.warnings());
        assertSame(SeverityMap.standard(), STANDARD.severities());
        assertSame(STANDARD, STANDARD.withSeverities(SeverityMap.standard()), "the same map: the same environment");
    }

    /** SeverityMap.strict(): "every code has the severity its specification gives it": the IRI is invalid, parse still accepts it. */
    @Test
    void strict_aPluginErrorIsAnErrorAndTheIriIsInvalid() {
        IriEnvironment strict = with(SeverityMap.strict());
        CheckResult result = strict.check("geo:91,0");
        assertEquals(
                Severity.ERROR,
                withCode(result, GeoCode.LATITUDE_OUT_OF_RANGE).get(0).severity());
        assertFalse(result.isValid());
        assertTrue(result.iri().isEmpty());
        InvalidInputException e = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertEquals("geo.LATITUDE_OUT_OF_RANGE", e.code().id());
        assertEquals("geo:91,0", Iris.parse("geo:91,0").toString(), "parse is the grammar only");
        // in range: valid in both
        assertTrue(strict.check("geo:90,-180").isValid());
        assertEquals(List.of(), strict.check("geo:-90,180").violations());
        // the builder's way to the same environment
        CheckResult built = IriEnvironment.builder()
                .add(new GeoPlugin())
                .severities(SeverityMap.strict())
                .build()
                .check("geo:0,181");
        assertFalse(built.isValid());
        assertEquals(
                Severity.ERROR,
                withCode(built, GeoCode.LONGITUDE_OUT_OF_RANGE).get(0).severity());
    }

    /** A plugin's SHOULD is a warning in either profile: strict gives each code its own severity, no more. */
    @Test
    void strict_aPluginWarningStaysAWarning() {
        CheckResult result = with(SeverityMap.strict()).check("geo:1,2;u=0");
        assertEquals(
                Severity.WARNING,
                withCode(result, GeoCode.ZERO_UNCERTAINTY).get(0).severity());
        assertTrue(result.isValid());
    }

    /** SeverityMap.with: "any code can be given another severity", by code or by id. */
    @Test
    void with_overridesTheProfile() {
        for (SeverityMap map : List.of(
                SeverityMap.strict().with(GeoCode.LATITUDE_OUT_OF_RANGE, Severity.WARNING),
                SeverityMap.strict().with("geo.LATITUDE_OUT_OF_RANGE", Severity.WARNING))) {
            CheckResult result = with(map).check("geo:91,0");
            assertEquals(
                    Severity.WARNING,
                    withCode(result, GeoCode.LATITUDE_OUT_OF_RANGE).get(0).severity());
            assertTrue(result.isValid());
            CheckResult longitude = with(map).check("geo:0,181");
            assertFalse(longitude.isValid(), "only the code named is lowered");
        }
        CheckResult raised = with(SeverityMap.standard().with(GeoCode.ZERO_UNCERTAINTY, Severity.ERROR))
                .check("geo:1,2;u=0");
        assertFalse(raised.isValid());
        assertEquals(
                Severity.ERROR,
                withCode(raised, GeoCode.ZERO_UNCERTAINTY).get(0).severity());
    }

    /** SeverityMap.ignoring: "left out of checks": not reported at all, the others still are. */
    @Test
    void ignoring_leavesTheCodeOut() {
        CheckResult result = with(SeverityMap.strict().ignoring(GeoCode.LATITUDE_OUT_OF_RANGE))
                .check("geo:91,181");
        assertEquals(List.of(), withCode(result, GeoCode.LATITUDE_OUT_OF_RANGE), result.violations()::toString);
        assertEquals(1, withCode(result, GeoCode.LONGITUDE_OUT_OF_RANGE).size());
        assertFalse(result.isValid());
        CheckResult both = with(SeverityMap.strict()
                        .ignoring("geo.LATITUDE_OUT_OF_RANGE")
                        .ignoring("geo.LONGITUDE_OUT_OF_RANGE"))
                .check("geo:91,181");
        assertEquals(List.of(), both.violations());
        assertTrue(both.isValid());
    }

    /**
     * A core SHOULD raised to an error (RFC 3986 §3.2.3: the ":" "should" be left out when the
     * port is empty) makes check invalid, while parse, the grammar only, still accepts the IRI.
     */
    @Test
    void aCoreWarningRaisedToAnErrorMakesCheckInvalidButNotParse() {
        IriEnvironment env = with(SeverityMap.standard().with(IriCode.EMPTY_PORT, Severity.ERROR));
        CheckResult result = env.check("foo://h:/");
        assertFalse(result.isValid());
        assertEquals(IriCode.EMPTY_PORT, result.errors().get(0).code());
        assertEquals(Component.PORT, result.errors().get(0).component());
        assertEquals("foo://h:/", Iris.parse("foo://h:/").toString());
        // the default environment and the strict profile leave it a warning
        assertTrue(Iris.check("foo://h:/").isValid());
        assertEquals(
                Severity.WARNING,
                withCode(Iris.check("foo://h:/"), IriCode.EMPTY_PORT).get(0).severity());
        assertTrue(with(SeverityMap.strict()).check("foo://h:/").isValid());
        // and ignoring it leaves it out
        assertEquals(
                List.of(),
                with(SeverityMap.standard().ignoring(IriCode.EMPTY_PORT))
                        .check("foo://h:/")
                        .violations());
    }

    /**
     * SeverityMap javadoc: the grammar's errors (RFC 3987 §2.2) are "parse rejects those
     * whatever a map says, and a check must agree with it": every map reports them as errors,
     * and no map may be made that says otherwise.
     */
    @Test
    void grammarErrorsAreUnaffectedByTheMap() {
        String bad = "geo:91,0/a b";
        List<SeverityMap> maps = List.of(
                SeverityMap.standard(),
                SeverityMap.strict(),
                SeverityMap.strict()
                        .ignoring(GeoCode.LATITUDE_OUT_OF_RANGE)
                        .ignoring(IriCode.EMPTY_PORT)
                        .with(IriCode.PLUGIN_FAILED, Severity.WARNING));
        for (SeverityMap map : maps) {
            CheckResult result = with(map).check(bad);
            assertFalse(result.isValid(), map::toString);
            assertEquals(IriCode.ILLEGAL_CHARACTER, result.errors().get(0).code());
            assertEquals(Severity.ERROR, result.errors().get(0).severity());
            assertThrows(InvalidInputException.class, () -> Iris.parse(bad));
            assertTrue(
                    withCode(result, GeoCode.LATITUDE_OUT_OF_RANGE).isEmpty(),
                    "the plugin is asked only about what the grammar accepts");
        }
        assertThrows(
                IllegalArgumentException.class,
                () -> SeverityMap.standard().with(IriCode.ILLEGAL_CHARACTER, Severity.WARNING));
        assertThrows(IllegalArgumentException.class, () -> SeverityMap.strict().ignoring(IriCode.ILLEGAL_CHARACTER));
        assertThrows(IllegalArgumentException.class, () -> SeverityMap.strict().ignoring("MALFORMED_PERCENT_ENCODING"));
    }

    /** Reports a thousand and one warnings (u=0, say, as many times), then its one error. */
    static final class Verbose implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-verbose");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(GeoCode.values());
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            List<Violation> found = new ArrayList<>();
            for (int i = 0; i < 1_001; i++) {
                found.add(Violation.of(GeoCode.ZERO_UNCERTAINTY, Component.PATH, 10, 11, "warning " + i));
            }
            found.add(Violation.of(GeoCode.LATITUDE_OUT_OF_RANGE, Component.PATH, 10, 11, "the error"));
            return found;
        }
    }

    /**
     * A check never throws (IriEnvironment.check), and its validity is "no ERROR after the map": a
     * plugin's error in the strict map still makes the check invalid, and is listed, when more
     * than ViolationCollector.LIMIT (1000) violations come before it; the list stays bounded.
     */
    @Test
    void anErrorAfterAThousandWarningsIsStillListed() {
        IriEnvironment env = IriEnvironment.builder().add(new Verbose()).build();
        CheckResult standard = env.check("x-verbose:a");
        assertTrue(standard.isValid());
        assertEquals(
                IriCode.VIOLATION_LIMIT_REACHED,
                standard.violations().get(standard.violations().size() - 1).code());
        CheckResult strict = env.withSeverities(SeverityMap.strict()).check("x-verbose:a");
        assertFalse(strict.isValid());
        assertEquals(1, strict.errors().size(), strict.errors()::toString);
        assertEquals(GeoCode.LATITUDE_OUT_OF_RANGE, strict.errors().get(0).code());
        assertTrue(
                strict.violations().size() <= 1_002,
                () -> "bounded: " + strict.violations().size());
        InvalidInputException e = assertThrows(InvalidInputException.class, strict::orElseThrow);
        assertEquals(GeoCode.LATITUDE_OUT_OF_RANGE, e.code());
    }
}
