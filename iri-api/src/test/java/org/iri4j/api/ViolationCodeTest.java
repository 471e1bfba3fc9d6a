package org.iri4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The identity of {@link ViolationCode}s (ViolationCode javadoc): every violation has a stable
 * code; the grammar's are the core's enum {@link IriCode}, a plugin declares its own in a
 * namespace, each with a default severity. The core's ids are their bare names, a plugin's
 * are {@code namespace.NAME}; and {@link Violation#of} takes the code's own severity.
 */
class ViolationCodeTest {

    /** A plugin's codes, declared the way the ViolationCode javadoc shows (RFC 5870 §3.4.2). */
    enum GeoCode implements ViolationCode {
        LATITUDE_OUT_OF_RANGE(Severity.ERROR),
        UNCERTAINTY_NOT_NUMBER(Severity.WARNING);

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

    /** A code that is not an enum, as a plugin may also write one. */
    record PlainCode(String namespace, String name, Severity severity, String reference) implements ViolationCode {}

    /**
     * ViolationCode javadoc: "the name for the core's codes": the namespace of {@link IriCode}
     * is empty, so that tools matching on "ILLEGAL_CHARACTER" keep working.
     */
    @ParameterizedTest
    @EnumSource(IriCode.class)
    void aCoreCodesIdIsItsBareName(IriCode code) {
        assertEquals("", code.namespace());
        assertEquals(code.name(), code.id());
        assertFalse(code.id().contains("."), code::id);
    }

    /** ViolationCode javadoc: a name is "in upper case with underscores ([A-Z][A-Z0-9_]*)", with a severity and a reference. */
    @ParameterizedTest
    @EnumSource(IriCode.class)
    void everyCoreCodeIsWellFormed(IriCode code) {
        assertTrue(code.name().matches("[A-Z][A-Z0-9_]*"), code::name);
        assertNotNull(code.severity(), code::name);
        assertFalse(code.reference().isEmpty(), code::name);
    }

    /** Ids are stable and unique: a severity map is keyed by them (SeverityMap javadoc). */
    @Test
    void coreIdsAreUnique() {
        Set<String> ids = new HashSet<>();
        for (IriCode code : IriCode.values()) {
            assertTrue(ids.add(code.id()), code::id);
        }
    }

    /** ViolationCode javadoc: "namespace "." name for a plugin's", e.g. mailto.INVALID_MAILTO_ADDRESS. */
    @Test
    void aPluginCodesIdIsNamespaceDotName() {
        assertEquals("geo.LATITUDE_OUT_OF_RANGE", GeoCode.LATITUDE_OUT_OF_RANGE.id());
        assertEquals("geo.UNCERTAINTY_NOT_NUMBER", GeoCode.UNCERTAINTY_NOT_NUMBER.id());
        assertEquals(
                "mailto.INVALID_MAILTO_ADDRESS",
                new PlainCode("mailto", "INVALID_MAILTO_ADDRESS", Severity.ERROR, "RFC 6068 §2").id());
        assertEquals("x-a.B", new PlainCode("x-a", "B", Severity.WARNING, "r").id());
    }

    /**
     * ViolationCode javadoc: "two codes are the same code when their ids are equal": a plugin
     * code and the core code of the same name are different codes, a code object of another
     * class with the same namespace and name is the same one.
     */
    @Test
    void idsTellCodesApartAcrossNamespaces() {
        PlainCode pluginIllegal = new PlainCode("geo", "ILLEGAL_CHARACTER", Severity.ERROR, "r");
        assertFalse(pluginIllegal.id().equals(IriCode.ILLEGAL_CHARACTER.id()));
        PlainCode sameAsEnum = new PlainCode("geo", "LATITUDE_OUT_OF_RANGE", Severity.WARNING, "other text");
        assertEquals(GeoCode.LATITUDE_OUT_OF_RANGE.id(), sameAsEnum.id());
    }

    /**
     * IriCode.isGrammar: "a MUST of RFC 3986 / RFC 3987 that parse enforces": the grammar's
     * errors are, the SHOULDs are not, and PLUGIN_FAILED (a stand-in for a scheme's findings)
     * is not.
     */
    @Test
    void grammarCodesAreTheCoresErrorsButPluginFailed() {
        assertTrue(IriCode.ILLEGAL_CHARACTER.isGrammar());
        assertTrue(IriCode.MALFORMED_PERCENT_ENCODING.isGrammar());
        assertTrue(IriCode.INVALID_PORT.isGrammar());
        assertFalse(IriCode.PLUGIN_FAILED.isGrammar());
        assertEquals(
                Severity.ERROR, IriCode.PLUGIN_FAILED.severity(), "an error by its own severity, in the strict map");
        for (IriCode code : IriCode.values()) {
            if (code.severity() == Severity.WARNING) {
                assertFalse(code.isGrammar(), code::name);
            }
        }
    }

    /** Violation javadoc: Violation.of gives "the severity its code's specification gives it". */
    @Test
    void violationOfTakesTheCodesOwnSeverity() {
        Violation error = Violation.of(GeoCode.LATITUDE_OUT_OF_RANGE, Component.PATH, 4, 6, "latitude 91");
        assertEquals(Severity.ERROR, error.severity());
        assertTrue(error.isError());
        Violation warning = Violation.of(GeoCode.UNCERTAINTY_NOT_NUMBER, Component.PATH, 0, 0, "u");
        assertEquals(Severity.WARNING, warning.severity());
        assertFalse(warning.isError());
        Violation lowered = error.withSeverity(Severity.WARNING);
        assertEquals(Severity.WARNING, lowered.severity());
        assertSame(GeoCode.LATITUDE_OUT_OF_RANGE, lowered.code());
        assertEquals(Severity.ERROR, error.severity(), "immutable");
        assertSame(error, error.withSeverity(Severity.ERROR));
    }

    /** Violation javadoc: "end >= start", indexes are non-negative, every part is there. */
    @Test
    void violationInvariants() {
        assertThrows(IllegalArgumentException.class, () -> Violation.of(IriCode.EMPTY_PORT, Component.PORT, 5, 4, "m"));
        assertThrows(
                IllegalArgumentException.class, () -> Violation.of(IriCode.EMPTY_PORT, Component.PORT, -1, 4, "m"));
        assertThrows(NullPointerException.class, () -> Violation.of(null, Component.PORT, 0, 0, "m"));
        assertThrows(NullPointerException.class, () -> Violation.of(IriCode.EMPTY_PORT, null, 0, 0, "m"));
        assertThrows(
                NullPointerException.class,
                () -> Violation.of(IriCode.EMPTY_PORT, Component.PORT, 0, 0, (String) null));
        assertThrows(
                NullPointerException.class,
                () -> Violation.of(IriCode.EMPTY_PORT, Component.PORT, 0, 0, (MessageSource) null));
    }
}
