package org.iri4j.web;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The validation errors of the URL Standard (§1.1 "Writing", the table of error types), as
 * {@link ViolationCode}s in the namespace {@code url}: {@code url.INVALID_URL_UNIT} is the
 * Standard's {@code invalid-URL-unit}. The {@link #severity()} is the table's "Failure" column:
 * {@link Severity#ERROR} for the errors that make the parser return failure,
 * {@link Severity#WARNING} for those it reports and goes on. Two errors fail only sometimes
 * ({@link #DOMAIN_TO_ASCII}, {@link #IPV4_OUT_OF_RANGE_PART}): their code says ERROR, and a
 * {@link org.iri4j.api.Violation} reported without failing carries {@link Severity#WARNING}.
 *
 * <p>The names and where each is reported follow the Standard's text as revised in June and July
 * 2026 ({@code domain-percent-encoded}, {@code IPv4-too-few-parts} and
 * {@code IPv6-piece-leading-zero} reported; {@code domain-invalid-code-point} gone: a forbidden
 * domain code point is a {@link #DOMAIN_TO_ASCII} failure), and its reference implementation
 * ({@code whatwg-url} 17.3.0), which also reports {@link #IPV4_NON_ASCII_INPUT}, a revision of the
 * host parser proposed in July 2026 and not yet in the text. {@link WebUrlResult#violations()}
 * lists them in the Standard's order.
 *
 * <p>Two codes are iri4j's own, not the Standard's: {@link #IDNA_UNAVAILABLE}, and
 * {@link #DOMAIN_TO_UNICODE}, which {@link IriBridge#check} reports.
 *
 * @since 0.1.0
 */
public enum UrlCode implements ViolationCode {

    /**
     * Unicode ToASCII records an error with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength
     * set (§3.3 domain parser), e.g. {@code https://a_b.com/} or {@code https://exa%23mple.org}:
     * reported for every domain the strict pass refuses, and the failure when the relaxed pass
     * fails too or the domain holds a forbidden domain code point (the 2026 text's replacement of
     * the former {@code domain-invalid-code-point}).
     */
    DOMAIN_TO_ASCII("domain-to-ASCII", Severity.ERROR, "§3.3 IDNA", "the domain is not valid by UTS #46 ToASCII"),
    /**
     * Domain to Unicode (§3.3) keeps the domain in ASCII: iri4j's own (the Standard's domain to
     * Unicode returns the domain on error and names no validation error); never reported by the
     * parser, which does not run it: {@link IriBridge#check} reports it (as a warning) for a domain with an A-label
     * that the IRI keeps in ASCII, saying why: Unicode ToUnicode records an error, the Unicode
     * form holds what an IRI may not, does not read back as the domain, or is not what the host
     * mapper's spoofing checks show (when the mapper names no finding of its own).
     */
    DOMAIN_TO_UNICODE("domain-to-Unicode", Severity.WARNING, "§3.3 IDNA", "the domain stays in ASCII"),
    /** A host read as a domain holds a percent-encoded byte (§3.5 host parser), e.g. {@code https://exam%70le.org}. */
    DOMAIN_PERCENT_ENCODED(
            "domain-percent-encoded",
            Severity.WARNING,
            "§3.5 host parser",
            "a domain is written without percent-encoded bytes"),
    /** An opaque host holds a forbidden host code point (§3.5), e.g. {@code foo://exa[mple.org}. */
    HOST_INVALID_CODE_POINT(
            "host-invalid-code-point",
            Severity.ERROR,
            "§3.5 opaque-host parser",
            "an opaque host may not hold a forbidden host code point"),
    /** An IPv4 address ends with a dot (§3.5), e.g. {@code https://127.0.0.1./}. */
    IPV4_EMPTY_PART("IPv4-empty-part", Severity.WARNING, "§3.5 IPv4 parser", "the IPv4 address ends with a dot"),
    /** An IPv4 address has fewer than 4 parts (§3.5), e.g. {@code https://1.2.3/}. */
    IPV4_TOO_FEW_PARTS("IPv4-too-few-parts", Severity.WARNING, "§3.5 IPv4 parser", "an IPv4 address has 4 parts"),
    /**
     * An IPv4 address comes from a domain that is not ASCII, through IDNA's mapping (§3.5 host
     * parser), e.g. {@code https://①.②.③.④}: not yet in the Standard's text, reported as its
     * reference implementation does, from the revision of the host parser proposed in July 2026
     * (whatwg/url, "Report a validation error for IPv4 addresses from non-ASCII input").
     */
    IPV4_NON_ASCII_INPUT(
            "IPv4-non-ASCII-input",
            Severity.WARNING,
            "§3.5 host parser",
            "an IPv4 address is written in ASCII digits and dots"),
    /** An IPv4 address has more than 4 parts (§3.5), e.g. {@code https://1.2.3.4.5/}. */
    IPV4_TOO_MANY_PARTS(
            "IPv4-too-many-parts", Severity.ERROR, "§3.5 IPv4 parser", "the IPv4 address has more than 4 parts"),
    /** An IPv4 address part is not numeric (§3.5), e.g. {@code https://test.42}. */
    IPV4_NON_NUMERIC_PART(
            "IPv4-non-numeric-part", Severity.ERROR, "§3.5 IPv4 parser", "an IPv4 address part is not a number"),
    /** An IPv4 address part is hexadecimal or octal (§3.5), e.g. {@code https://127.0.0x0.1}. */
    IPV4_NON_DECIMAL_PART(
            "IPv4-non-decimal-part",
            Severity.WARNING,
            "§3.5 IPv4 parser",
            "an IPv4 address part is written in hexadecimal or octal"),
    /**
     * An IPv4 address part exceeds 255 (§3.5), e.g. {@code https://255.255.4000.1}: a failure
     * unless only the last part does and its value fits the bytes left for it.
     */
    IPV4_OUT_OF_RANGE_PART(
            "IPv4-out-of-range-part", Severity.ERROR, "§3.5 IPv4 parser", "an IPv4 address part exceeds 255"),
    /** An IPv6 address piece has a leading 0 (§3.5 IPv6 parser), e.g. {@code https://[0DB8::1]/}. */
    IPV6_PIECE_LEADING_ZERO(
            "IPv6-piece-leading-zero",
            Severity.WARNING,
            "§3.5 IPv6 parser",
            "an IPv6 address piece is written without leading zeros"),
    /** An IPv6 address lacks its closing {@code ]} (§3.5), e.g. {@code https://[::1}. */
    IPV6_UNCLOSED("IPv6-unclosed", Severity.ERROR, "§3.5 host parser", "the IPv6 address lacks its closing ]"),
    /** An IPv6 address begins with a lone {@code :} (§3.5), e.g. {@code https://[:1]}. */
    IPV6_INVALID_COMPRESSION(
            "IPv6-invalid-compression", Severity.ERROR, "§3.5 IPv6 parser", "the IPv6 address begins with a lone :"),
    /** An IPv6 address has more than 8 pieces (§3.5), e.g. {@code https://[1:2:3:4:5:6:7:8:9]}. */
    IPV6_TOO_MANY_PIECES(
            "IPv6-too-many-pieces", Severity.ERROR, "§3.5 IPv6 parser", "the IPv6 address has more than 8 pieces"),
    /** An IPv6 address is compressed in more than one place (§3.5), e.g. {@code https://[1::1::1]}. */
    IPV6_MULTIPLE_COMPRESSION(
            "IPv6-multiple-compression", Severity.ERROR, "§3.5 IPv6 parser", "the IPv6 address has a second ::"),
    /** An IPv6 address holds a code point other than hex digits and {@code :}, or ends early (§3.5). */
    IPV6_INVALID_CODE_POINT(
            "IPv6-invalid-code-point",
            Severity.ERROR,
            "§3.5 IPv6 parser",
            "an IPv6 address holds hex digits and : only, and does not end after a :"),
    /** An uncompressed IPv6 address has fewer than 8 pieces (§3.5), e.g. {@code https://[1:2:3]}. */
    IPV6_TOO_FEW_PIECES(
            "IPv6-too-few-pieces", Severity.ERROR, "§3.5 IPv6 parser", "the IPv6 address has fewer than 8 pieces"),
    /** An IPv6 address with IPv4 syntax has more than 6 pieces before it (§3.5). */
    IPV4_IN_IPV6_TOO_MANY_PIECES(
            "IPv4-in-IPv6-too-many-pieces",
            Severity.ERROR,
            "§3.5 IPv6 parser",
            "an embedded IPv4 address follows more than 6 pieces"),
    /** An IPv4 part inside an IPv6 address is empty, not decimal, has a leading 0, or is one too many (§3.5). */
    IPV4_IN_IPV6_INVALID_CODE_POINT(
            "IPv4-in-IPv6-invalid-code-point",
            Severity.ERROR,
            "§3.5 IPv6 parser",
            "an embedded IPv4 part is 1 to 3 decimal digits without a leading 0, 4 parts at most"),
    /** An IPv4 part inside an IPv6 address exceeds 255 (§3.5), e.g. {@code https://[ffff::127.0.0.4000]}. */
    IPV4_IN_IPV6_OUT_OF_RANGE_PART(
            "IPv4-in-IPv6-out-of-range-part", Severity.ERROR, "§3.5 IPv6 parser", "an embedded IPv4 part exceeds 255"),
    /** An IPv4 address inside an IPv6 address has fewer than 4 parts (§3.5), e.g. {@code https://[ffff::127.0.0]}. */
    IPV4_IN_IPV6_TOO_FEW_PARTS(
            "IPv4-in-IPv6-too-few-parts",
            Severity.ERROR,
            "§3.5 IPv6 parser",
            "an embedded IPv4 address has fewer than 4 parts"),
    /** A code point that is not a URL unit (§4.4), e.g. a space or a {@code %} without two hex digits. */
    INVALID_URL_UNIT("invalid-URL-unit", Severity.WARNING, "§4.4 URL parsing", "not a URL unit"),
    /** A special scheme not followed by {@code //} (§4.4), e.g. {@code https:example.org}. */
    SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS(
            "special-scheme-missing-following-solidus",
            Severity.WARNING,
            "§4.4 URL parsing",
            "a special scheme is followed by exactly //"),
    /**
     * No scheme, and no base URL to resolve against (§4.4 no scheme state), e.g. {@code 💩}
     * alone, or a base URL with an opaque path and an input that is not a fragment alone
     * ({@code x} against {@code data:text/plain,hi}); the message says which.
     */
    MISSING_SCHEME_NON_RELATIVE_URL(
            "missing-scheme-non-relative-URL",
            Severity.ERROR,
            "§4.4 URL parsing",
            "a URL without a scheme needs a base URL to resolve against"),
    /** A {@code \} where a special URL has {@code /} (§4.4), e.g. {@code https://example.org\path}. */
    INVALID_REVERSE_SOLIDUS(
            "invalid-reverse-solidus", Severity.WARNING, "§4.4 URL parsing", "a special URL separates with /, not \\"),
    /** The input includes credentials (§4.4), e.g. {@code https://user@example.org}. */
    INVALID_CREDENTIALS(
            "invalid-credentials", Severity.WARNING, "§4.4 URL parsing", "a valid URL string has no credentials"),
    /** A special URL without a host, or credentials or a port without one (§4.4), e.g. {@code https://#x}. */
    HOST_MISSING("host-missing", Severity.ERROR, "§4.4 URL parsing", "a host is expected here"),
    /** A port above 65535 (§4.4), e.g. {@code https://example.org:70000}. */
    PORT_OUT_OF_RANGE("port-out-of-range", Severity.ERROR, "§4.4 port state", "a port is 65535 at most"),
    /** A port that is not digits (§4.4), e.g. {@code https://example.org:7z}. */
    PORT_INVALID("port-invalid", Severity.ERROR, "§4.4 port state", "a port is ASCII digits"),
    /** A relative file URL starting with a Windows drive letter against a file base (§4.4). */
    FILE_INVALID_WINDOWS_DRIVE_LETTER(
            "file-invalid-Windows-drive-letter",
            Severity.WARNING,
            "§4.4 file state",
            "a relative URL starts with a Windows drive letter"),
    /** A file URL's host is a Windows drive letter (§4.4), e.g. {@code file://c:}. */
    FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST(
            "file-invalid-Windows-drive-letter-host",
            Severity.WARNING,
            "§4.4 file host state",
            "a Windows drive letter is no host"),
    /**
     * iri4j's own: the host needs UTS #46 processing (a domain with a code point outside
     * US-ASCII) and no {@link org.iri4j.spi.UrlDomainMapper} is present: add the module
     * {@code iri-idna}. A failure of the parse for such a domain: iri4j never falls back to
     * another IDNA implementation, whose answers would differ from browsers'. A warning where
     * only a validation error needed it ({@code domain-to-ASCII} for an ASCII domain with an
     * {@code xn--} label, which the parser keeps as written), and from {@link IriBridge#check}
     * when a domain's A-labels stay in ASCII for want of a mapper.
     */
    IDNA_UNAVAILABLE(
            "iri4j: IDNA unavailable",
            Severity.ERROR,
            "§3.3 IDNA",
            "UTS #46 processing needs a UrlDomainMapper plugin: add the module iri-idna (org.iri4j:iri-idna)");

    private final String title;
    private final Severity severity;
    private final String reference;
    private final String rule;

    UrlCode(String title, Severity severity, String section, String rule) {
        this.title = title;
        this.severity = severity;
        this.reference = "URL Standard " + section;
        this.rule = rule;
    }

    @Override
    public String namespace() {
        return "url";
    }

    @Override
    public Severity severity() {
        return severity;
    }

    // The section of the URL Standard that raises the error, e.g. "URL Standard §4.4 URL parsing".
    @Override
    public String reference() {
        return reference;
    }

    /**
     * The Standard's name for the error.
     *
     * @return for example {@code invalid-URL-unit}
     */
    public String title() {
        return title;
    }

    /**
     * What the rule asks, in a few words, for messages.
     *
     * @return for example {@code not a URL unit}
     */
    String rule() {
        return rule;
    }
}
