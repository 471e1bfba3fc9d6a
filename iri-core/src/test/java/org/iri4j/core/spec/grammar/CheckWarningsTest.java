package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SHOULDs of RFC 3986 / RFC 3987 that check() reports as warnings: the string stays
 * valid, parse() accepts it, and each warning has severity WARNING.
 */
class CheckWarningsTest {

    private static Arguments w(String input, ViolationCode code, Component component, int start) {
        return Arguments.of(show(input), input, code, component, start);
    }

    static Stream<Arguments> warnings() {
        return Stream.of(
                // RFC 3986 §3.1: schemes are case-insensitive; producers should use lower case
                w("HTTP://example.com/", IriCode.SCHEME_NOT_LOWERCASE, Component.SCHEME, 0),
                w("Urn:x", IriCode.SCHEME_NOT_LOWERCASE, Component.SCHEME, 0),
                w("a+B:x", IriCode.SCHEME_NOT_LOWERCASE, Component.SCHEME, 0),
                // RFC 3986 §3.2.2: lower case for registered names and hexadecimal addresses
                w("http://Example.com/", IriCode.HOST_NOT_LOWERCASE, Component.HOST, 7),
                w("http://u@exAmple.com/", IriCode.HOST_NOT_LOWERCASE, Component.HOST, 9),
                w("http://[FE80::1]/", IriCode.HOST_NOT_LOWERCASE, Component.HOST, 7),
                w("//H", IriCode.HOST_NOT_LOWERCASE, Component.HOST, 2),
                // RFC 3986 §2.1: upper-case hex digits in percent-encodings
                w("http://h/%c3%a9", IriCode.LOWERCASE_PERCENT_ENCODING, Component.PATH, 9),
                w("http://h/%3f", IriCode.LOWERCASE_PERCENT_ENCODING, Component.PATH, 9),
                w("http://h/?q=%e2%82%ac", IriCode.LOWERCASE_PERCENT_ENCODING, Component.QUERY, 12),
                w("http://h/#%c3%A9", IriCode.LOWERCASE_PERCENT_ENCODING, Component.FRAGMENT, 10),
                w("http://%c3%a9/", IriCode.LOWERCASE_PERCENT_ENCODING, Component.HOST, 7),
                w("http://%2f@h/", IriCode.LOWERCASE_PERCENT_ENCODING, Component.USERINFO, 7),
                // RFC 3986 §2.3: unreserved characters should not be percent-encoded
                w("http://h/%41", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 9),
                w("http://h/%7E", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 9),
                w("http://h/a%2Db", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 10),
                w("http://h/%5F", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 9),
                w("http://h/%2E", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 9),
                w("http://h/%30", IriCode.PERCENT_ENCODED_UNRESERVED, Component.PATH, 9),
                w("http://h/?%7A", IriCode.PERCENT_ENCODED_UNRESERVED, Component.QUERY, 10),
                w("http://h%61/", IriCode.PERCENT_ENCODED_UNRESERVED, Component.HOST, 8),
                // RFC 3986 §3.2.3: the ":" should be left out when the port is empty
                w("http://h:/", IriCode.EMPTY_PORT, Component.PORT, 8),
                w("http://h:", IriCode.EMPTY_PORT, Component.PORT, 8),
                w("http://[::1]:?q", IriCode.EMPTY_PORT, Component.PORT, 12),
                // RFC 3986 §3.2.1: "user:password" is deprecated
                w("http://u:p@h/", IriCode.PASSWORD_IN_USERINFO, Component.USERINFO, 8),
                w("ftp://anonymous:secret@ftp.example/", IriCode.PASSWORD_IN_USERINFO, Component.USERINFO, 15),
                // RFC 3987 §5.3.2.2: IRIs should be created in NFC (reported over the whole component)
                w("http://h/e\u0301", IriCode.NOT_NFC, Component.PATH, 8),
                w("http://h/?e\u0301", IriCode.NOT_NFC, Component.QUERY, 10),
                w("http://h/#\u212B", IriCode.NOT_NFC, Component.FRAGMENT, 10),
                w("http://e\u0301.example/", IriCode.NOT_NFC, Component.HOST, 7),
                w("http://\u1100\u1161@h/", IriCode.NOT_NFC, Component.USERINFO, 7),
                // RFC 3987 §7.5: new names should be in NFKC
                w("http://h/\uFB01", IriCode.NOT_NFKC, Component.PATH, 8),
                w("http://h/\u2460", IriCode.NOT_NFKC, Component.PATH, 8),
                w("http://\uFF21\uFF22.example/", IriCode.NOT_NFKC, Component.HOST, 7),
                w("http://h/?\u00BD", IriCode.NOT_NFKC, Component.QUERY, 10));
    }

    @ParameterizedTest(name = "[{0}] warns {2} in {3} at {4}")
    @MethodSource("warnings")
    void warningRaised(String label, String input, ViolationCode code, Component component, int start) {
        CheckResult result = assertDoesNotThrow(() -> Iris.check(input));
        assertAll(
                result.toString(),
                () -> assertTrue(result.isValid(), "a warning leaves the string valid"),
                () -> assertTrue(result.errors().isEmpty(), "no errors"),
                () -> assertEquals(Optional.of(input), result.iri().map(Iri::toString), "the IRI is the input"),
                () -> assertTrue(GrammarSupport.parses(input, IriRule.IRI_REFERENCE)),
                () -> assertDoesNotThrow(() -> Iris.parse(input)),
                () -> assertEquals(Severity.WARNING, code.severity()));
        List<Violation> matching =
                result.warnings().stream().filter(v -> v.code() == code).toList();
        assertEquals(1, matching.size(), () -> "one " + code + " in " + result);
        Violation v = matching.get(0);
        assertAll(
                v.message(),
                () -> assertEquals(Severity.WARNING, v.severity()),
                () -> assertEquals(component, v.component()),
                () -> assertEquals(start, v.start()),
                () -> assertTrue(v.message().matches(".*RFC 398[67] §\\d.*"), "cites the RFC"));
    }

    /** The URI rules give the same ASCII warnings. */
    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"HTTP://h/", "http://H/", "http://h/%2f", "http://h/%41", "http://h:/", "http://u:p@h/"})
    void uriRulesWarnToo(String input) {
        CheckResult result = Iris.check(input, IriRule.URI);
        assertTrue(result.isValid());
        assertEquals(1, result.warnings().size(), result::toString);
    }

    /** Clean strings: no warning at all. */
    @ParameterizedTest(name = "[{0}] is clean")
    @ValueSource(
            strings = {
                "http://example.com/a/b?c=d#e",
                "http://例え.jp/ros%C3%A9",
                "",
                "a:b",
                "urn:isbn:0-395-36341-1",
                "http://[fe80::1]:8080/",
                "http://1.2.3.4/",
                "http://[v1.x]/",
                "mailto:user@example.com",
                "http://u@h/",
                "http://h:80/",
                "http://h/%2F%3F%25%20",
                "http://h/?%E2%82%AC",
                "http://h/é?é#é",
                "http://h/\u00C5",
                "//h/p",
                "?q",
                "#f",
                "http://h/\uD83D\uDE00",
                "http://h/?\uE000",
                "http://h/\u0301"
            })
    void noWarningOnCleanInput(String input) {
        CheckResult result = Iris.check(input);
        assertTrue(result.isValid(), result::toString);
        assertEquals(List.of(), result.violations(), result::toString);
    }

    /** Each kind of warning once per component, at the first occurrence (Advisories contract). */
    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"http://h/%41%42%43", "http://h/%c3%a9%c3%a9", "http://h/%41/%7e"})
    void oneWarningPerKindPerComponent(String input) {
        CheckResult result = Iris.check(input);
        long distinct =
                result.warnings().stream().map(Violation::code).distinct().count();
        assertEquals(distinct, result.warnings().size(), result::toString);
        assertEquals(9, result.warnings().get(0).start());
    }

    /** Warnings and errors together: the errors decide validity; warnings are still listed. */
    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {"HTTP://h/a b", "http://H/%zz", "http://u:p@h:/ x"})
    void warningsDoNotHideErrors(String input) {
        CheckResult result = Iris.check(input);
        assertTrue(
                !result.isValid()
                        && !result.errors().isEmpty()
                        && !result.warnings().isEmpty(),
                result::toString);
        assertTrue(result.warnings().stream().allMatch(v -> v.severity() == Severity.WARNING));
        assertTrue(result.errors().stream().allMatch(v -> v.severity() == Severity.ERROR));
    }
}
