package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.components.ComponentsSupport.deserialize;
import static org.iri4j.core.spec.components.ComponentsSupport.indexOf;
import static org.iri4j.core.spec.components.ComponentsSupport.roundTrip;
import static org.iri4j.core.spec.components.ComponentsSupport.serialize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InvalidObjectException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Origin;
import org.iri4j.api.QueryParameter;
import org.iri4j.api.QueryParameters;
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
 * Java serialization of the values that travel (RMI, Spark, Flink: the reason issue 17 made
 * them serializable): exceptions with their violations, codes of every kind, check results,
 * IRIs (whose serial form is their string, parsed again when read), query parameters and
 * origins.
 */
class SerializationTest {

    /** A plugin's codes as an enum, as ViolationCode's javadoc recommends. */
    enum TestCode implements ViolationCode {
        ODD_PATH(Severity.WARNING, "test §1");

        private final Severity severity;
        private final String reference;

        TestCode(Severity severity, String reference) {
            this.severity = severity;
            this.reference = reference;
        }

        @Override
        public String namespace() {
            return "x-ser";
        }

        @Override
        public Severity severity() {
            return severity;
        }

        @Override
        public String reference() {
            return reference;
        }
    }

    /** A plugin's code that is neither an enum nor serializable. */
    static final class LooseCode implements ViolationCode {
        static final LooseCode INSTANCE = new LooseCode();

        @Override
        public String namespace() {
            return "x-ser";
        }

        @Override
        public String name() {
            return "LOOSE";
        }

        @Override
        public Severity severity() {
            return Severity.ERROR;
        }

        @Override
        public String reference() {
            return "test §2";
        }
    }

    /** Scheme "x-ser": reports both codes on every IRI; its normalization throws. */
    static final class SerPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-ser");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(TestCode.ODD_PATH, LooseCode.INSTANCE);
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            int n = iri.toString().length();
            return List.of(
                    Violation.of(TestCode.ODD_PATH, Component.PATH, 6, n, "odd path at index 6"),
                    Violation.of(LooseCode.INSTANCE, Component.PATH, 6, n, "loose path at index 6"));
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            throw new IllegalStateException("kaputt");
        }
    }

    private static final IriEnvironment ENV =
            IriEnvironment.builder().add(new SerPlugin()).build();

    // ---- exceptions and violations -------------------------------------------------------

    /** The parser's exception: message, input, code and violations survive the trip. */
    @Test
    void syntaxException() throws Exception {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse("http://a b/\u00E9 c"));
        InvalidInputException back = roundTrip(e);
        assertNotSame(e, back);
        assertEquals(e.getMessage(), back.getMessage());
        assertEquals("http://a b/\u00E9 c", back.input());
        assertSame(IriCode.ILLEGAL_CHARACTER, back.code(), "the core's codes are enum constants, read as themselves");
        assertEquals(e.violations(), back.violations());
        assertEquals(e.violation(), back.violation());
        assertEquals(8, back.violation().start());
    }

    /** PLUGIN_FAILED keeps the plugin's exception as its cause across the trip. */
    @Test
    void pluginFailureWithCause() throws Exception {
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> ENV.normalize(Iris.parse("x-ser:a"), ComparisonLevel.SCHEME));
        assertSame(IriCode.PLUGIN_FAILED, e.code());
        InvalidInputException back = roundTrip(e);
        assertSame(IriCode.PLUGIN_FAILED, back.code());
        assertEquals(e.violations(), back.violations());
        assertEquals(e.getMessage(), back.getMessage());
        assertEquals("x-ser:a", back.input());
        assertTrue(back.getCause() instanceof IllegalStateException, String.valueOf(back.getCause()));
        assertEquals("kaputt", back.getCause().getMessage());
    }

    /** A violation with a core code and one with a plugin's enum code: equal after the trip. */
    @Test
    void violationsWithEnumCodes() throws Exception {
        Violation core = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 9, 9, "empty port");
        assertEquals(core, roundTrip(core));
        assertSame(IriCode.EMPTY_PORT, roundTrip(core).code());
        Violation plugin = Violation.of(TestCode.ODD_PATH, Component.PATH, 1, 2, "odd");
        Violation back = roundTrip(plugin);
        assertEquals(plugin, back);
        assertSame(TestCode.ODD_PATH, back.code());
    }

    /**
     * A code that is not serializable is sent as a copy of its id, severity and reference
     * (Violation#writeReplace), so that the violation, and what holds it, still travels.
     */
    @Test
    void violationWithALooseCodeBecomesASnapshot() throws Exception {
        Violation loose = Violation.of(LooseCode.INSTANCE, Component.QUERY, 3, 7, "loose");
        assertFalse(loose.code() instanceof Serializable);
        Violation back = roundTrip(loose);
        assertFalse(back.code() instanceof LooseCode);
        assertSnapshotOf(LooseCode.INSTANCE, back.code());
        assertEquals(Severity.ERROR, back.severity());
        assertEquals(Component.QUERY, back.component());
        assertEquals(3, back.start());
        assertEquals(7, back.end());
        assertEquals("loose", back.message());
        assertTrue(back.isError());
        assertEquals(back, roundTrip(back), "a snapshot travels as itself");

        InvalidInputException e = new InvalidInputException("x-ser:a", List.of(loose));
        InvalidInputException eBack = roundTrip(e);
        assertSnapshotOf(LooseCode.INSTANCE, eBack.code());
        assertEquals("x-ser:a", eBack.input());
        assertEquals(e.getMessage(), eBack.getMessage());
    }

    private static void assertSnapshotOf(ViolationCode original, ViolationCode copy) {
        assertEquals(original.id(), copy.id());
        assertEquals(original.namespace(), copy.namespace());
        assertEquals(original.name(), copy.name());
        assertEquals(original.severity(), copy.severity());
        assertEquals(original.reference(), copy.reference());
    }

    // ---- check results -------------------------------------------------------------------

    /** CheckResult: equal after the trip, valid or not; a valid one brings its IRI. */
    @Test
    void checkResults() throws Exception {
        for (String input : List.of("http://a/", "http://A:/?#", "http://a b/", "%zz", "http://a:99999/")) {
            CheckResult result = Iris.check(input);
            CheckResult back = roundTrip(result);
            assertEquals(result, back, input);
            assertEquals(result.hashCode(), back.hashCode(), input);
            assertEquals(result.isValid(), back.isValid());
            assertEquals(result.iri(), back.iri());
            assertEquals(result.violations(), back.violations());
            assertEquals(result.rule(), back.rule());
        }
        CheckResult asUri = Iris.check("http://a/\u00E9", IriRule.URI);
        assertEquals(asUri, roundTrip(asUri));
        Iri iri = roundTrip(Iris.check("http://a/b?c")).iri().orElseThrow();
        assertEquals("http://a/b/d", iri.resolve(Iris.parse("b/d")).toString(), "the IRI read back is a working value");
    }

    /** A check holding a plugin's enum code and a loose one travels; the loose one as a snapshot. */
    @Test
    void checkResultWithPluginCodes() throws Exception {
        CheckResult result = ENV.withSeverities(SeverityMap.strict()).check("x-ser:a");
        assertFalse(result.isValid(), result::toString);
        assertEquals(2, result.violations().size(), result::toString);
        CheckResult back = roundTrip(result);
        assertEquals(result.input(), back.input());
        assertFalse(back.isValid());
        ViolationCode odd = back.violations().stream()
                .map(Violation::code)
                .filter(c -> c.id().equals("x-ser.ODD_PATH"))
                .findFirst()
                .orElseThrow();
        ViolationCode loose = back.violations().stream()
                .map(Violation::code)
                .filter(c -> c.id().equals("x-ser.LOOSE"))
                .findFirst()
                .orElseThrow();
        assertSame(TestCode.ODD_PATH, odd);
        assertSnapshotOf(LooseCode.INSTANCE, loose);
        assertEquals(back, roundTrip(back));
        InvalidInputException thrown = assertThrows(InvalidInputException.class, back::orElseThrow);
        assertEquals("x-ser:a", thrown.input());
    }

    // ---- IRIs ----------------------------------------------------------------------------

    /**
     * The serial form of an IRI is its string and nothing of its environment: the stream holds
     * the string, and reading parses it again into an equal value.
     */
    @Test
    void iriTravelsAsItsString() throws Exception {
        Iri iri = Iris.parse("http://a/caf\u00E9?q=1#f");
        byte[] bytes = serialize(iri);
        assertTrue(indexOf(bytes, iri.toString().getBytes(StandardCharsets.UTF_8)) >= 0, "the string is in the stream");
        assertTrue(indexOf(bytes, "PluginSet".getBytes(StandardCharsets.US_ASCII)) < 0, "no environment in the stream");
        Object back = deserialize(bytes);
        assertTrue(back instanceof Iri);
        assertEquals(iri, back);
        assertEquals(iri.hashCode(), back.hashCode());
        assertEquals(Optional.of("q=1"), ((Iri) back).query());
        assertEquals("http://a/caf%C3%A9?q=1#f", Iris.toUri((Iri) back).toString());
        for (String s : List.of("", "a", "//a", "http://[::1]:/?#", "mailto:a@b?x=y&z", "x:" + "\uD83D\uDE00")) {
            assertEquals(Iris.parse(s), roundTrip(Iris.parse(s)), s);
        }
    }

    /**
     * The serial form of an Iri is its string, parsed again when read: a value carries no
     * environment, so what an environment answers for it is the same before and after.
     */
    @Test
    void anIriReadBackAnswersAsBefore() throws Exception {
        IriEnvironment http = ComponentsSupport.http();
        Iri iri = Iris.parse("http://a/");
        Iri back = roundTrip(iri);
        assertEquals(iri, back);
        assertEquals(OptionalInt.of(80), http.effectivePort(back));
        assertEquals(OptionalInt.empty(), Iris.effectivePort(back), "no plugin on iri-core's test class path");
    }

    /**
     * A stream whose string is no IRI reference (a space; a lone surrogate) is refused with an
     * InvalidObjectException, never turned into a value that breaks the grammar.
     */
    @Test
    void tamperedStreamIsRefused() throws Exception {
        byte[] bytes = serialize(Iris.parse("http://a/xyz"));
        byte[] written = "http://a/xyz".getBytes(StandardCharsets.UTF_8);
        int at = indexOf(bytes, written);
        assertTrue(at >= 0);

        byte[] space = bytes.clone();
        space[at + 10] = ' ';
        InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> deserialize(space));
        assertTrue(e.getMessage().contains("not an IRI reference"), e.getMessage());
        assertTrue(e.getCause() instanceof InvalidInputException, String.valueOf(e.getCause()));

        byte[] surrogate = bytes.clone(); // "yz" and one more: three octets of modified UTF-8 for U+D800
        surrogate[at + 9] = (byte) 0xED;
        surrogate[at + 10] = (byte) 0xA0;
        surrogate[at + 11] = (byte) 0x80;
        assertThrows(InvalidObjectException.class, () -> deserialize(surrogate));

        assertEquals(Iris.parse("http://a/xyz"), deserialize(bytes), "the untouched stream reads");
    }

    // ---- other values --------------------------------------------------------------------

    /** QueryParameters and their QueryParameter elements are serializable values. */
    @Test
    void decodedQueryParameters() throws Exception {
        QueryParameters p = Iris.parse("http://a/?q=caf%C3%A9&tag=x&tag=y&flag").decodedQueryParameters();
        QueryParameters back = roundTrip(p);
        assertEquals(p, back);
        assertEquals(List.of("x", "y"), back.getAll("tag"));
        assertEquals(new QueryParameter("q", "caf\u00E9"), roundTrip(new QueryParameter("q", "caf\u00E9")));
        assertEquals(QueryParameters.none(), roundTrip(QueryParameters.none()));
    }

    /** Origin (RFC 6454) is a serializable value. */
    @Test
    void origin() throws Exception {
        Origin origin = ComponentsSupport.http()
                .origin(Iris.parse("https://b\u00FCcher.example:8443/"))
                .orElseThrow();
        Origin back = roundTrip(origin);
        assertEquals(origin, back);
        assertEquals("https://xn--bcher-kva.example:8443", back.toString());
        assertNotEquals(new Origin("https", "xn--bcher-kva.example", 443), back);
    }
}
