package org.iri4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * How a {@link Violation} reads when printed: its code by the code's id (ViolationCode javadoc:
 * "A code is identified by its id()"), so that a plugin's code shows its namespace.
 */
class ViolationTest {

    @Test
    void aPluginsCodeIsPrintedWithItsNamespace() {
        Violation v = Violation.of(
                ViolationCodeTest.GeoCode.LATITUDE_OUT_OF_RANGE,
                Component.PATH,
                4,
                6,
                "latitude 91 at index 4 is outside -90..90 (RFC 5870 §3.4.2)");
        assertEquals(
                "geo.LATITUDE_OUT_OF_RANGE ERROR in path [4, 6): latitude 91 at index 4 is outside -90..90 "
                        + "(RFC 5870 §3.4.2)",
                v.toString());
    }

    @Test
    void aCoreCodeIsPrintedByItsBareName() {
        Violation v = new Violation(IriCode.ILLEGAL_CHARACTER, Severity.WARNING, Component.QUERY, 3, 4, "a space");
        assertEquals("ILLEGAL_CHARACTER WARNING in query [3, 4): a space", v.toString());
    }

    /** A code that is no enum (a record) reads the same way: by its id, not by the record's own toString. */
    @Test
    void aCodeThatIsNoEnumIsPrintedByItsId() {
        ViolationCode code = new ViolationCodeTest.PlainCode("x-a", "B", Severity.WARNING, "r");
        Violation v = Violation.of(code, Component.HOST, 0, 0, "m");
        assertEquals("x-a.B WARNING in host [0, 0): m", v.toString());
    }
}
