package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A check writes no message (Violation javadoc: "A message is written when it is first read"):
 * each producer of the core, the grammar, the recommendations of RFC 3986 and RFC 3987, the
 * bidi rules of RFC 3987 §4.2 and the scheme rules, reports a violation whose message is not
 * written yet, and writes it, naming what and where, when it is read. White-box: the test reads
 * the violation's private field, the only way to see that nothing was written.
 */
class LazyMessagesTest {

    private static final IriEnvironment ENV = ComponentsSupport.http();

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource({
        "HTTP://a/, SCHEME_NOT_LOWERCASE", // RFC 3986 §3.1
        "http://u:p@a/, PASSWORD_IN_USERINFO", // RFC 3986 §3.2.1
        "http://A/, HOST_NOT_LOWERCASE", // RFC 3986 §3.2.2
        "http://a:/, EMPTY_PORT", // RFC 3986 §3.2.3
        "http://a:80/, DEFAULT_PORT", // RFC 3986 §3.2.3, §6.2.3
        "http://a:99999/, PORT_OUT_OF_RANGE", // RFC 9293 §3.1
        "http://a/%7e, LOWERCASE_PERCENT_ENCODING", // RFC 3986 §2.1
        "http://a/%7E, PERCENT_ENCODED_UNRESERVED", // RFC 3986 §2.3
        "http://a/e\u0301, NOT_NFC", // RFC 3987 §5.3.2.2
        "http://a/\uFB01, NOT_NFKC", // RFC 3987 §7.5
        "http://a/\u05D0a, BIDI_MIXED_DIRECTIONS", // RFC 3987 §4.2
        "http://a/\u05D01, BIDI_COMPONENT_BOUNDARY", // RFC 3987 §4.2
        "http://a b/, ILLEGAL_CHARACTER", // RFC 3987 §2.2, the grammar's default wording
        "http://[::1/, INVALID_IP_LITERAL", // RFC 3986 §3.2.2, a headline of its own
        "1a://b/, INVALID_SCHEME", // RFC 3986 §3.1
        "http://a/%zz, MALFORMED_PERCENT_ENCODING", // RFC 3986 §2.1
    })
    void aCheckWritesNoMessageUntilOneIsRead(String input, IriCode code) throws ReflectiveOperationException {
        Violation v = find(ENV.check(input), code);
        assertNull(written(v), "not written by the check");
        String message = v.message();
        assertFalse(message.isBlank());
        if (message.contains(" at index ")) {
            assertTrue(message.contains(" at index " + v.start()), message);
        }
        assertSame(message, v.message(), "written once");
    }

    /** Runs of more than 30 non-starters (UAX #15 §13), built here: a CSV cell would be unreadable. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"path", "query"})
    void aCheckWritesNoMessageForAStreamUnsafeRun(String where) throws ReflectiveOperationException {
        String run = "a" + "\u0301".repeat(40);
        String input = where.equals("path") ? "http://a/" + run : "http://a/?" + run;
        Violation v = find(ENV.check(input), IriCode.NOT_STREAM_SAFE);
        assertNull(written(v));
        assertTrue(v.message().contains(" at index " + v.start()), v.message());
    }

    /** What {@code parse} throws is written when read too, and reads as the first error's message. */
    @ParameterizedTest
    @CsvSource({"http://a b/", "http://[::1/"})
    void aParseErrorIsWrittenWhenRead(String input) throws ReflectiveOperationException {
        InvalidInputException e = ComponentsSupport.assertIriError(firstError(input), () -> Iris.parse(input));
        assertNull(written(e.violation()), "thrown, not written");
        assertEquals(e.violation().message(), e.getMessage());
    }

    private static IriCode firstError(String input) {
        return input.contains("[") ? IriCode.INVALID_IP_LITERAL : IriCode.ILLEGAL_CHARACTER;
    }

    private static Violation find(CheckResult result, IriCode code) {
        List<Violation> found = result.violations();
        for (Violation v : found) {
            if (v.code() == code) {
                return v;
            }
        }
        throw new AssertionError(code + " not in " + found);
    }

    private static Object written(Violation v) throws ReflectiveOperationException {
        Field message = Violation.class.getDeclaredField("message");
        message.setAccessible(true);
        return message.get(v);
    }
}
