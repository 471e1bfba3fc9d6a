package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.List;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * The spoofing warnings of a check (RFC 3987 §8, UTS #39) are written when read, as every
 * violation's message is (Violation javadoc), and name the label, its Unicode form and where it
 * stands. White-box: the test reads the violation's private field, the only way to see that
 * nothing was written.
 */
class SpoofMessagesTest {

    @Test
    void aSpoofingWarningIsWrittenWhenRead() throws ReflectiveOperationException {
        List<Violation> warnings = Iris.check("http://xn--80ak6aa92e.com/").warnings();
        assertEquals(
                List.of(SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE),
                List.of(warnings.get(0).code()));
        Violation v = warnings.get(0);
        assertNull(written(v), "not written by the check");
        assertTrue(
                v.message().startsWith("host label \"xn--80ak6aa92e\" (\"\u0430\u0440\u0440\u04CF\u0435\") at index 7"),
                v.message());
        assertTrue(v.message().contains("\"apple\""), v.message());
    }

    /** A label with a bidi formatting character is quoted as every message quotes: it cannot reorder the line. */
    @Test
    void aLabelIsQuotedWithItsFormattingCharactersAsNumbers() {
        List<Violation> warnings = Iris.check("http://p\u0430y\u200Dpal.com/").warnings();
        assertTrue(!warnings.isEmpty());
        for (Violation v : warnings) {
            assertTrue(v.message().contains("<U+200D>"), v.message());
        }
    }

    private static Object written(Violation v) throws ReflectiveOperationException {
        Field message = Violation.class.getDeclaredField("message");
        message.setAccessible(true);
        return message.get(v);
    }
}
