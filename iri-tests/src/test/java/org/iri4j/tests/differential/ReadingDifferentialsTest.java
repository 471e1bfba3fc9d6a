package org.iri4j.tests.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import org.iri4j.scheme.http.HttpCode;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * The reading differentials of docs/WEB-URLS.md, one test a row: what RFC 3987 strictly
 * ({@code Iris.parse}), the LEIRI and Web-address leniencies (draft-ietf-iri-3987bis §7.1,
 * §7.2) and the WHATWG URL Standard ({@code WebUrl}, §4.4 basic URL parser) see as the host
 * of one string, or as its path where the host is not what differs. A guard that reads a link
 * one way while a browser fetches it another is an SSRF or open-redirect bypass; each row
 * says what each reading gives, so that a change to any of them is a change to the document.
 */
class ReadingDifferentialsTest {

    /** The reading refuses the string. */
    private static final String FAILS = "(failure)";

    /** RFC 3986 §3: no authority, so no host at all (not the empty host). */
    private static final String NO_HOST = "(no authority)";

    /** The base every relative row resolves against. */
    private static final String BASE = "http://base.example/dir/page";

    /** What the four readings give: a host (or {@link #FAILS}, {@link #NO_HOST}) or a path. */
    private record Readings(String strict, String leiri, String webAddress, String urlStandard) {}

    /** One reading's answer: the part asked for, or {@link #FAILS} (both parsers throw {@code InvalidInputException}). */
    private static <T> String read(Function<String, T> reading, String input, Function<T, String> part) {
        try {
            return part.apply(reading.apply(input));
        } catch (InvalidInputException e) {
            return FAILS;
        }
    }

    private static String host(Iri iri) {
        return iri.host().orElse(NO_HOST);
    }

    private static Readings readings(String input, Function<Iri, String> rfcPart, Function<WebUrl, String> urlPart) {
        return new Readings(
                read(s -> Iris.parse(s, Leniency.STRICT), input, rfcPart),
                read(s -> Iris.parse(s, Leniency.LEIRI), input, rfcPart),
                read(s -> Iris.parse(s, Leniency.WEB_ADDRESS_3987BIS), input, rfcPart),
                read(WebUrl::parse, input, urlPart));
    }

    private static Readings hosts(String input) {
        return readings(input, ReadingDifferentialsTest::host, WebUrl::hostname);
    }

    private static Readings paths(String input) {
        return readings(input, Iri::path, WebUrl::pathname);
    }

    /** RFC 3986 §5.2 against {@link #BASE} for the three RFC readings, URL Standard §4.4 with a base. */
    private static Readings hostsAgainstBase(String input) {
        Iri base = Iris.parse(BASE);
        Function<Leniency, Function<String, Iri>> resolve = l -> s -> base.resolve(Iris.parse(s, l));
        WebUrl urlBase = WebUrl.parse(BASE);
        return new Readings(
                read(resolve.apply(Leniency.STRICT), input, ReadingDifferentialsTest::host),
                read(resolve.apply(Leniency.LEIRI), input, ReadingDifferentialsTest::host),
                read(resolve.apply(Leniency.WEB_ADDRESS_3987BIS), input, ReadingDifferentialsTest::host),
                read(s -> WebUrl.parse(s, urlBase), input, WebUrl::hostname));
    }

    private static Readings same(String rfc, String urlStandard) {
        return new Readings(rfc, rfc, rfc, urlStandard);
    }

    // ---- one test a row of docs/WEB-URLS.md, "Where the readings differ" ------------------

    /** URL Standard §4.4 scheme state: a special scheme without a base goes on to an authority. */
    @Test
    void specialSchemeWithoutSlashes() {
        assertEquals(same(NO_HOST, "example.com"), hosts("http:example.com"));
    }

    /**
     * RFC 3986 §3.2, §3.3: {@code //} opens an authority, here empty, and {@code /evil.example/}
     * is the path (a lone {@code /} opens a path-absolute, no authority). URL Standard §4.4
     * special authority slashes and ignore slashes states: any number of slashes, then the host.
     */
    @Test
    void specialSchemeSlashes() {
        assertEquals(same(NO_HOST, "evil.example"), hosts("http:/evil.example/"));
        assertEquals(same("", "evil.example"), hosts("http:///evil.example/"));
        assertEquals(same("", "evil.example"), hosts("http:////evil.example/"));
    }

    /** RFC 9110 §4.2.1: an http URI with an empty host is invalid, and the http plugin says so. */
    @Test
    void emptyHttpHostIsReported() {
        assertTrue(Iris.check("http:///evil.example/").violations().stream()
                .anyMatch(v -> v.code() == HttpCode.EMPTY_HOST));
    }

    /** RFC 3986 §5.2.2: a reference with an (empty) authority takes it; the Standard skips the slashes. */
    @Test
    void networkPathWithThreeSlashes() {
        assertEquals(same("", "evil.example"), hostsAgainstBase("///evil.example/x"));
    }

    /**
     * URL Standard §4.4: {@code \} is {@code /} in a special URL, so {@code /\} opens an
     * authority; LEIRI encodes it (3987bis §7.1) and keeps a path on the base's host; the
     * Web-address repair turns it into {@code /} (§7.2 step 5).
     */
    @Test
    void backslashAfterSlashInARelativeReference() {
        assertEquals(
                new Readings(FAILS, "base.example", "evil.example", "evil.example"),
                hostsAgainstBase("/\\evil.example/x"));
    }

    /** URL Standard §4.4 removes every TAB, CR and LF; LEIRI encodes them (%09 is a path segment). */
    @Test
    void leadingTabBeforeANetworkPath() {
        assertEquals(
                new Readings(FAILS, "base.example", "evil.example", "evil.example"),
                hostsAgainstBase("\t//evil.example/x"));
    }

    /** URL Standard §4.4 trims leading C0 controls and space; so does the Web-address repair now. */
    @Test
    void leadingC0ControlBeforeANetworkPath() {
        assertEquals(
                new Readings(FAILS, "base.example", "evil.example", "evil.example"),
                hostsAgainstBase("\u0001//evil.example/x"));
    }

    /**
     * URL Standard §4.4 authority state: in a special URL {@code \} ends the authority, so the
     * {@code @} after it is in the path. In LEIRI {@code \} is data (3987bis §7.1), encoded into
     * the userinfo, and the host is what follows the {@code @}.
     */
    @Test
    void backslashBeforeAtSign() {
        assertEquals(
                new Readings(FAILS, "good.example", "evil.example", "evil.example"),
                hosts("http://evil.example\\@good.example/"));
        assertEquals(
                new Readings(FAILS, "good.example", "10.0.0.1", "10.0.0.1"), hosts("http://10.0.0.1\\@good.example/"));
        assertEquals(
                new Readings(FAILS, NO_HOST, "evil.example", "evil.example"),
                hosts("http:\\\\evil.example\\@good.example"));
    }

    /** URL Standard §4.4 trims a trailing C0 control; LEIRI encodes it into the host. */
    @Test
    void trailingC0ControlAfterTheHost() {
        assertEquals(
                new Readings(FAILS, "internal.example%1F", "internal.example", "internal.example"),
                hosts("http://internal.example\u001F"));
    }

    /** URL Standard §3.5: a C0 control inside a domain is a forbidden domain code point, a failure. */
    @Test
    void c0ControlInsideTheHost() {
        assertEquals(
                new Readings(FAILS, "internal.example%1F", "internal.example%1F", FAILS),
                hosts("http://internal.example\u001F/"));
    }

    /** URL Standard §3.5 IPv4 parser: every number form; RFC 3986 §3.2.2: dotted decimal only. */
    @Test
    void ipv4NumberForms() {
        assertEquals(same("0x7f.1", "127.0.0.1"), hosts("http://0x7f.1/"));
        assertEquals(same("4294967295", "255.255.255.255"), hosts("http://4294967295/"));
    }

    /**
     * The Standard's host parser lower-cases, percent-decodes and maps by UTS #46 (§3.5); RFC
     * 3987 keeps the host as written until normalization (RFC 3986 §6.2.2), after which the
     * hosts agree.
     */
    @Test
    void hostAsWrittenAndAfterNormalization() {
        assertEquals(same("EXAMPLE.COM", "example.com"), hosts("HTTP://EXAMPLE.COM:80/"));
        assertEquals(same("%65vil.example", "evil.example"), hosts("http://%65vil.example/"));
        assertEquals("example.com", host(Iris.normalize(Iris.parse("HTTP://EXAMPLE.COM:80/"), ComparisonLevel.SYNTAX)));
        assertEquals(
                "evil.example", host(Iris.normalize(Iris.parse("http://%65vil.example/"), ComparisonLevel.SYNTAX)));
    }

    /**
     * UTS #46 (URL Standard §3.3 domain to ASCII) maps fullwidth letters to ASCII; RFC 3987
     * keeps the host as written, and RFC 3987 §3.1's mapping to a URI with the environment's
     * host mapper (iri-idna) gives the same ASCII host.
     */
    @Test
    void hostOutsideAscii() {
        String fullwidth = "http://\uFF45\uFF56\uFF49\uFF4C.example/";
        assertEquals(same("\uFF45\uFF56\uFF49\uFF4C.example", "evil.example"), hosts(fullwidth));
        assertEquals("evil.example", host(Iris.toUri(Iris.parse(fullwidth))));
        assertEquals("evil.example", host(Iris.normalize(Iris.parse(fullwidth), ComparisonLevel.SCHEME)));
    }

    /** A backslash in the authority: invalid in RFC 3987, data in LEIRI, a path delimiter in a browser. */
    @Test
    void backslashInTheAuthority() {
        assertEquals(new Readings(FAILS, "a%5Cb", "a", "a"), hosts("http://a\\b"));
    }

    /** Leading and trailing space: URL Standard §4.4 trims it, LEIRI encodes it into a scheme. */
    @Test
    void surroundingSpace() {
        assertEquals(new Readings(FAILS, FAILS, "a", "a"), hosts(" http://a/ "));
    }

    /** A space in the path: percent-encoded by LEIRI, the Web-address repair and the Standard. */
    @Test
    void spaceInThePath() {
        assertEquals(new Readings(FAILS, "/b%20c", "/b%20c", "/b%20c"), paths("http://a/b c"));
    }

    /** URL Standard §3.5 "ends in a number checker": a domain whose last label is a number is IPv4. */
    @Test
    void domainEndingInANumber() {
        assertEquals(same("\uD83D\uDCA9.123", FAILS), hosts("http://\uD83D\uDCA9.123/"));
    }

    /** URL Standard §4.4 path state: {@code %2e} is a dot; RFC 3986 §6.2.2 decodes it only on normalizing. */
    @Test
    void percentEncodedDotSegments() {
        assertEquals(same("/a/%2e%2E/b", "/b"), paths("http://example.com/a/%2e%2E/b"));
        assertEquals(
                "/b",
                Iris.normalize(Iris.parse("http://example.com/a/%2e%2E/b"), ComparisonLevel.SYNTAX)
                        .path());
    }

    /**
     * URL Standard §4.4: dot segments are removed for every scheme with a host, on parsing;
     * RFC 3986 §6.2.2.3 removes them on normalizing.
     */
    @Test
    void dotSegmentsOfANonSpecialScheme() {
        assertEquals(same("/a/../b", "/b"), paths("foo://h/a/../b"));
        assertEquals(
                "/b",
                Iris.normalize(Iris.parse("foo://h/a/../b"), ComparisonLevel.SYNTAX)
                        .path());
    }
}
