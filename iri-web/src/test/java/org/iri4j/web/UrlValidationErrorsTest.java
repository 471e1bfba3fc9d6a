package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every validation error of the URL Standard (§1.1, the table of error types), on the Standard's
 * own example for it, with the whole list the parser reports: names, order and repeats, the
 * failing error last. The lists are the Standard's algorithms run by hand and agree with its
 * reference implementation ({@code whatwg-url} 17.3.0, {@code parseURLWithValidationErrors}).
 * {@code IPv4-non-ASCII-input} is the host parser's revision of July 2026, which the reference
 * implementation follows.
 */
class UrlValidationErrorsTest {

    private static final String FAILS = "failure";
    private static final String PARSES = "parses";

    static Stream<Arguments> theStandardsExamples() {
        return Stream.of(
                row("domain-to-ASCII", "https://exa%23mple.org", null, FAILS, "domain-percent-encoded domain-to-ASCII"),
                row("domain-to-ASCII", "https://a_b.com/", null, PARSES, "domain-to-ASCII"),
                row("domain-to-ASCII", "https://exa mple.org", null, FAILS, "domain-to-ASCII"),
                row("domain-percent-encoded", "https://exam%70le.org", null, PARSES, "domain-percent-encoded"),
                row("host-invalid-code-point", "foo://exa[mple.org", null, FAILS, "host-invalid-code-point"),
                row("IPv4-empty-part", "https://127.0.0.1./", null, PARSES, "domain-to-ASCII IPv4-empty-part"),
                row("IPv4-too-few-parts", "https://1.2.3/", null, PARSES, "IPv4-too-few-parts"),
                row("IPv4-too-many-parts", "https://1.2.3.4.5/", null, FAILS, "IPv4-too-many-parts"),
                row(
                        "IPv4-non-numeric-part",
                        "https://test.42",
                        null,
                        FAILS,
                        "IPv4-too-few-parts IPv4-non-numeric-part"),
                row("IPv4-non-decimal-part", "https://127.0.0x0.1", null, PARSES, "IPv4-non-decimal-part"),
                row("IPv4-out-of-range-part", "https://255.255.4000.1", null, FAILS, "IPv4-out-of-range-part"),
                row(
                        "IPv4-out-of-range-part",
                        "https://1.2.256/",
                        null,
                        PARSES,
                        "IPv4-too-few-parts IPv4-out-of-range-part"),
                row("IPv6-unclosed", "https://[::1", null, FAILS, "IPv6-unclosed"),
                row("IPv6-invalid-compression", "https://[:1]", null, FAILS, "IPv6-invalid-compression"),
                row("IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]", null, FAILS, "IPv6-too-many-pieces"),
                row("IPv6-multiple-compression", "https://[1::1::1]", null, FAILS, "IPv6-multiple-compression"),
                row("IPv6-invalid-code-point", "https://[1:2:3!:4]", null, FAILS, "IPv6-invalid-code-point"),
                row("IPv6-invalid-code-point", "https://[1:2:3:]", null, FAILS, "IPv6-invalid-code-point"),
                row("IPv6-too-few-pieces", "https://[1:2:3]", null, FAILS, "IPv6-too-few-pieces"),
                row("IPv6-piece-leading-zero", "https://[::01]", null, PARSES, "IPv6-piece-leading-zero"),
                row("IPv6-piece-leading-zero", "https://[0DB8::1]/", null, PARSES, "IPv6-piece-leading-zero"),
                row(
                        "IPv4-in-IPv6-too-many-pieces",
                        "https://[1:1:1:1:1:1:1:127.0.0.1]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-too-many-pieces"),
                row(
                        "IPv4-in-IPv6-invalid-code-point",
                        "https://[ffff::.0.0.1]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-invalid-code-point"),
                row(
                        "IPv4-in-IPv6-invalid-code-point",
                        "https://[ffff::127.0.xyz.1]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-invalid-code-point"),
                row(
                        "IPv4-in-IPv6-invalid-code-point",
                        "https://[ffff::127.0xyz]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-invalid-code-point"),
                row(
                        "IPv4-in-IPv6-invalid-code-point",
                        "https://[ffff::127.00.0.1]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-invalid-code-point"),
                row(
                        "IPv4-in-IPv6-invalid-code-point",
                        "https://[ffff::127.0.0.1.2]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-invalid-code-point"),
                row(
                        "IPv4-in-IPv6-out-of-range-part",
                        "https://[ffff::127.0.0.4000]",
                        null,
                        FAILS,
                        "IPv4-in-IPv6-out-of-range-part"),
                row("IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]", null, FAILS, "IPv4-in-IPv6-too-few-parts"),
                row("invalid-URL-unit", "https://example.org/>", null, PARSES, "invalid-URL-unit"),
                row("invalid-URL-unit", " https://example.org ", null, PARSES, "invalid-URL-unit"),
                row("invalid-URL-unit", "ht\ntps://example.org", null, PARSES, "invalid-URL-unit"),
                row("invalid-URL-unit", "https://example.org/%s", null, PARSES, "invalid-URL-unit"),
                row("invalid-URL-unit", "sc://a%zz\u0001b%/", null, PARSES, "invalid-URL-unit invalid-URL-unit"),
                row(
                        "IPv4-empty-part",
                        "https://1.2.3./",
                        null,
                        PARSES,
                        "domain-to-ASCII IPv4-empty-part IPv4-too-few-parts"),
                row(
                        "special-scheme-missing-following-solidus",
                        "file:c:/my-secret-folder",
                        null,
                        PARSES,
                        "special-scheme-missing-following-solidus"),
                row(
                        "special-scheme-missing-following-solidus",
                        "https:example.org",
                        null,
                        PARSES,
                        "special-scheme-missing-following-solidus"),
                row(
                        "special-scheme-missing-following-solidus",
                        "https:foo.html",
                        "https://example.org/",
                        PARSES,
                        "special-scheme-missing-following-solidus"),
                row("missing-scheme-non-relative-URL", "💩", null, FAILS, "missing-scheme-non-relative-URL"),
                row(
                        "missing-scheme-non-relative-URL",
                        "💩",
                        "mailto:user@example.org",
                        FAILS,
                        "missing-scheme-non-relative-URL"),
                row(
                        "invalid-reverse-solidus",
                        "https://example.org\\path\\to\\file",
                        null,
                        PARSES,
                        "invalid-reverse-solidus invalid-reverse-solidus invalid-reverse-solidus"),
                row("invalid-credentials", "https://user@example.org", null, PARSES, "invalid-credentials"),
                row("invalid-credentials", "ssh://user@example.org", null, PARSES, "invalid-credentials"),
                row("host-missing", "https://#fragment", null, FAILS, "host-missing"),
                row("host-missing", "https://:443", null, FAILS, "host-missing"),
                row("host-missing", "https://user:pass@", null, FAILS, "invalid-credentials host-missing"),
                row("port-out-of-range", "https://example.org:70000", null, FAILS, "port-out-of-range"),
                row("port-invalid", "https://example.org:7z", null, FAILS, "port-invalid"),
                row(
                        "file-invalid-Windows-drive-letter",
                        "c|/path/to/file",
                        "file:///c:/",
                        PARSES,
                        "file-invalid-Windows-drive-letter invalid-URL-unit"),
                // §4.4 file host state: the drive letter goes to the path state as it is, unchecked.
                row(
                        "file-invalid-Windows-drive-letter-host",
                        "file://c|/x",
                        null,
                        PARSES,
                        "file-invalid-Windows-drive-letter-host"),
                row(
                        "file-invalid-Windows-drive-letter-host",
                        "file://c:",
                        null,
                        PARSES,
                        "file-invalid-Windows-drive-letter-host"));
    }

    private static Arguments row(String name, String input, String base, String outcome, String errors) {
        return Arguments.of(name, input, base, outcome, List.of(errors.split(" ")));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("theStandardsExamples")
    void theStandardsExampleReportsItsErrorsInOrder(
            String name, String input, String base, String outcome, List<String> errors) {
        WebUrlResult result = WebUrl.read(input, base == null ? null : WebUrl.parse(base));
        assertEquals(outcome.equals(PARSES), result.isValid(), outcome);
        assertEquals(errors, titles(result.violations()));
        assertTrue(errors.contains(name));
        if (!result.isValid()) {
            List<Violation> all = result.violations();
            assertEquals(result.errors(), List.of(all.get(all.size() - 1)), "the failing error comes last");
        }
    }

    /**
     * §3.5 host parser, as revised in July 2026: an IPv4 address made by IDNA's mapping from a
     * domain that is not ASCII; it needs a domain mapper, so it runs with iri-idna.
     */
    @Test
    @Tag("conformance")
    void anIpv4AddressFromNonAsciiInputIsReported() {
        WebUrlResult result = WebUrl.read("https://①.②.③.④", null);
        assertEquals("1.2.3.4", result.orElseThrow().hostname());
        assertEquals(List.of("IPv4-non-ASCII-input"), titles(result.violations()));
        assertEquals(
                List.of("IPv4-non-ASCII-input", "IPv4-too-few-parts"),
                titles(WebUrl.read("https://1。2。3", null).violations()));
    }

    /**
     * §3.5 opaque-host parser: the host's URL units are checked as one string, the first code
     * point that is no URL unit reported before the first {@code %} without two hex digits,
     * though the {@code %} comes first.
     */
    @Test
    void anOpaqueHostReportsItsCodePointBeforeItsPercent() {
        List<Violation> found = WebUrl.read("sc://a%zz\u0001b%/", null).violations();
        assertEquals(List.of(9, 6), found.stream().map(Violation::start).toList());
    }

    /**
     * §3.3 domain parser, the strict pass: an ASCII domain with an {@code xn--} label needs
     * UTS #46's tables, so without a domain mapper the parse says that it could not check it,
     * rather than nothing (the default test run has no iri-idna).
     */
    @Test
    void withoutAMapperAnAceLabelsStrictCheckIsSaidToBeMissing() {
        WebUrlResult result = WebUrl.read("https://xn--a.com/", null);
        assertEquals("xn--a.com", result.orElseThrow().hostname());
        assertEquals(
                List.of(UrlCode.IDNA_UNAVAILABLE),
                result.warnings().stream().map(Violation::code).toList());
        assertEquals(
                List.of("domain-to-ASCII"),
                titles(WebUrl.read("https://a_b.com/", null).violations()));
    }

    /** Every error type of the Standard's table has an example here. */
    @Test
    void everyErrorOfTheStandardIsExemplified() {
        Set<String> exemplified =
                theStandardsExamples().map(a -> (String) a.get()[0]).collect(Collectors.toCollection(HashSet::new));
        exemplified.add("IPv4-non-ASCII-input");
        Set<UrlCode> notTheParsers = EnumSet.of(UrlCode.DOMAIN_TO_UNICODE, UrlCode.IDNA_UNAVAILABLE);
        for (UrlCode code : UrlCode.values()) {
            assertEquals(!notTheParsers.contains(code), exemplified.contains(code.title()), code::title);
        }
    }

    private static List<String> titles(List<Violation> violations) {
        return violations.stream().map(v -> ((UrlCode) v.code()).title()).toList();
    }
}
