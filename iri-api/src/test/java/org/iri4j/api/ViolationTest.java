package org.iri4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A {@link Violation}: how it reads when printed (its code by the code's id, ViolationCode
 * javadoc: "A code is identified by its id()", so that a plugin's code shows its namespace),
 * its message written when first read ({@link MessageSource}), its equality without the text,
 * and its serial form with the text written out.
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
        Violation v = Violation.of(IriCode.ILLEGAL_CHARACTER, Component.QUERY, 3, 4, "a space")
                .withSeverity(Severity.WARNING);
        assertEquals("ILLEGAL_CHARACTER WARNING in query [3, 4): a space", v.toString());
    }

    /** A code that is no enum (a record) reads the same way: by its id, not by the record's own toString. */
    @Test
    void aCodeThatIsNoEnumIsPrintedByItsId() {
        ViolationCode code = new ViolationCodeTest.PlainCode("x-a", "B", Severity.WARNING, "r");
        Violation v = Violation.of(code, Component.HOST, 0, 0, "m");
        assertEquals("x-a.B WARNING in host [0, 0): m", v.toString());
    }

    @Test
    void aMessageSourceIsNotAskedWhenTheViolationIsMade() {
        AtomicInteger asked = new AtomicInteger();
        Violation v =
                Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> "empty port " + asked.incrementAndGet());
        assertEquals(0, asked.get(), "made, not written");
        assertEquals(IriCode.EMPTY_PORT, v.code());
        assertEquals(8, v.start());
        assertEquals(0, asked.get(), "the accessors but message() write nothing");
    }

    @Test
    void aMessageIsWrittenOnceWhenFirstRead() {
        AtomicInteger asked = new AtomicInteger();
        Violation v =
                Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> "empty port " + asked.incrementAndGet());
        assertEquals("empty port 1", v.message());
        assertEquals("empty port 1", v.message());
        assertEquals(1, asked.get());
    }

    @Test
    void aCopyWithAnotherSeverityWritesTheSameMessage() {
        Violation v = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> "empty port at index 8");
        Violation error = v.withSeverity(Severity.ERROR);
        assertEquals(Severity.ERROR, error.severity());
        assertEquals("empty port at index 8", error.message());
    }

    @Test
    void equalityIgnoresTheMessage() {
        Violation a = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, "one wording");
        Violation b = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> "another wording");
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    void equalityHoldsTheCodeSeverityComponentAndRange() {
        Violation a = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, "m");
        assertNotEquals(a, Violation.of(IriCode.DEFAULT_PORT, Component.PORT, 8, 9, "m"));
        assertNotEquals(a, a.withSeverity(Severity.ERROR));
        assertNotEquals(a, Violation.of(IriCode.EMPTY_PORT, Component.HOST, 8, 9, "m"));
        assertNotEquals(a, Violation.of(IriCode.EMPTY_PORT, Component.PORT, 7, 9, "m"));
        assertNotEquals(a, Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 10, "m"));
    }

    /** A source that fails is a bug of whoever wrote it; reading the message must not throw for it. */
    @Test
    void aFailingSourceGivesAMessageNamingTheCodeAndTheFailure() {
        Violation v = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> {
            throw new IllegalStateException("boom");
        });
        assertTrue(v.message().startsWith("EMPTY_PORT at index 8 in port"), v.message());
        assertTrue(v.message().contains("java.lang.IllegalStateException"), v.message());
        Violation nothing = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, () -> null);
        assertTrue(nothing.message().contains("null"), nothing.message());
    }

    /** The serial form holds the text, not the source: a lambda is no serializable value. */
    @Test
    void serializationWritesTheMessageOut() throws IOException, ClassNotFoundException {
        Object notSerializable = new Object();
        Violation v = Violation.of(
                        IriCode.EMPTY_PORT,
                        Component.PORT,
                        8,
                        9,
                        () -> "empty port " + notSerializable.getClass().getName())
                .withSeverity(Severity.ERROR);
        Violation back = (Violation) roundTrip(v);
        assertNotSame(v, back);
        assertEquals(v, back);
        assertEquals(Severity.ERROR, back.severity());
        assertEquals("empty port java.lang.Object", back.message());
    }

    /** A plugin's code that is no enum travels as a copy of its id, severity and reference. */
    @Test
    void aCodeThatIsNotSerializableTravelsAsItsId() throws IOException, ClassNotFoundException {
        ViolationCode code = new ViolationCode() {
            @Override
            public String namespace() {
                return "x-a";
            }

            @Override
            public String name() {
                return "B";
            }

            @Override
            public Severity severity() {
                return Severity.WARNING;
            }

            @Override
            public String reference() {
                return "r";
            }
        };
        Violation back = (Violation) roundTrip(Violation.of(code, Component.HOST, 0, 1, () -> "m"));
        assertEquals("x-a.B", back.code().id());
        assertEquals("m", back.message());
    }

    @Test
    void theExceptionsMessageIsTheFirstErrorsWrittenWhenRead() {
        AtomicInteger asked = new AtomicInteger();
        Violation warning = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 1, 2, "a warning");
        Violation error = Violation.of(IriCode.ILLEGAL_CHARACTER, Component.PATH, 3, 4, () -> {
            asked.incrementAndGet();
            return "invalid character U+0020 SPACE at index 3 in path";
        });
        InvalidInputException e = new InvalidInputException("a:b/ c", List.of(warning, error));
        assertEquals(0, asked.get(), "thrown, not written");
        assertEquals("invalid character U+0020 SPACE at index 3 in path", e.getMessage());
        assertTrue(e.toString().endsWith(": invalid character U+0020 SPACE at index 3 in path"), e.toString());
    }

    private static Object roundTrip(Object o) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(serialize(o)))) {
            return in.readObject();
        }
    }

    private static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }
}
