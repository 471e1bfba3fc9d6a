package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Leniency;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.iri4j.idna.SpoofCode;
import org.junit.jupiter.api.Test;

/**
 * The threats named by RFC 3986 §7, RFC 3987 §8, draft-ietf-iri-3987bis "Security
 * Considerations" and draft-ietf-iri-comparison §5, one test each: what iri4j does about
 * them. SECURITY.md at the repository root points here.
 */
class SecurityThreatsTest {

    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();

    private static List<ViolationCode> codes(String input) {
        return Iris.check(input).violations().stream().map(Violation::code).toList();
    }

    private static ViolationCode error(String input) {
        return assertThrows(InvalidInputException.class, () -> Iris.parse(input), input)
                .code();
    }

    /**
     * 3987bis: "%C0%AF.." must never become "/..". Overlong, surrogate and out-of-range UTF-8
     * stays percent-encoded through URI → IRI and normalization, so it never turns into a
     * delimiter or a dot segment.
     */
    @Test
    void overlongUtf8IsNeverDecoded() {
        for (String bad : List.of("%C0%AF", "%E0%80%AF", "%F0%80%80%AF", "%ED%A0%80", "%F4%90%80%80", "%C0%AE%C0%AE")) {
            String input = "http://a/b/" + bad + "../c";
            assertEquals(input, Iris.toIri(Iris.parse(input)).toString(), bad);
            assertEquals(
                    input,
                    Iris.normalize(Iris.parse(input), ComparisonLevel.SCHEME).toString(),
                    bad);
            assertFalse(SCHEME.equivalent(Iris.parse(input), Iris.parse("http://a/c")), bad);
        }
    }

    /**
     * RFC 3986 §2.2, §6.2.2.2: an encoded "/" is data, never a delimiter, at every level; an
     * encoded dot is a dot only once normalization has decoded it, before dot segments are
     * removed (in RFC 3986 §6.2.2's order), while resolution (§5.2.4) leaves it alone.
     */
    @Test
    void percentEncodedDotSegmentsAndSlashes() {
        Iri slash = Iris.parse("http://a/b%2F..%2Fc");
        assertEquals("http://a/b%2F..%2Fc", Iris.toIri(slash).toString());
        assertEquals(
                "http://a/b%2F..%2Fc",
                Iris.normalize(slash, ComparisonLevel.SCHEME).toString());
        assertEquals("/b%2F..%2Fc", slash.path());
        assertEquals(
                "http://evil.example%2Fgood.example/",
                Iris.normalize(Iris.parse("http://evil.example%2Fgood.example/"), ComparisonLevel.SCHEME)
                        .toString());
        assertEquals(
                "http://a/b/%2E%2E/d",
                Iris.parse("http://a/b/c").resolve(Iris.parse("%2E%2E/d")).toString());
        assertEquals(
                "http://a/d",
                Iris.normalize(Iris.parse("http://a/b/%2E%2E/d"), ComparisonLevel.SYNTAX)
                        .toString());
        assertTrue(SCHEME.equivalent(Iris.parse("http://a/b/%2e%2E/d"), Iris.parse("http://a/d")));
        // Resolution never climbs above the root, however many "..": RFC 3986 §5.2.4.
        assertEquals(
                "http://a/etc/passwd",
                Iris.parse("http://a/b/c")
                        .resolve(Iris.parse("../../../../../etc/passwd"))
                        .toString());
    }

    /**
     * RFC 3987 §4.1, §8: bidi formatting characters (the "RLO" trick that shows
     * {@code gpj.exe} as {@code exe.jpg}) are errors; URI → IRI keeps them encoded;
     * components mixing directions are warned of (§4.2); the display form is wrapped.
     */
    @Test
    void bidiSpoofing() {
        for (char c : "\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069".toCharArray()) {
            assertEquals(IriCode.BIDI_FORMATTING_CHARACTER, error("http://a/" + c + "gpj.exe"), Integer.toHexString(c));
            assertEquals(IriCode.BIDI_FORMATTING_CHARACTER, error("http://a" + c + ".example/"));
        }
        assertEquals(
                "http://a/%E2%80%AEgpj.exe",
                Iris.toIri(Iris.parse("http://a/%E2%80%AEgpj.exe")).toString());
        assertEquals(
                "http://a/%E2%81%A6x",
                Iris.toIri(Iris.parse("http://a/%E2%81%A6x")).toString());
        assertTrue(codes("http://a/\u05D0b").contains(IriCode.BIDI_MIXED_DIRECTIONS));
        assertEquals("\u202Ahttp://a/\u05D0\u05D1\u202C", Iris.display(Iris.parse("http://a/\u05D0\u05D1")));
    }

    /**
     * RFC 3987 §8, UTS #39: a host that looks like another (Cyrillic "аррӏе" for "apple", a
     * Cyrillic "а" in "pаypal") is warned of by {@code check}, shown in its ACE form by
     * {@code displayHost}, and never equivalent to the host it imitates.
     */
    @Test
    void confusableHosts() {
        String cyrillic = "http://\u0430\u0440\u0440\u04CF\u0435.com/";
        assertTrue(codes(cyrillic).contains(SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE), codes(cyrillic)::toString);
        assertEquals(Optional.of("xn--80ak6aa92e.com"), Iris.displayHost(Iris.parse(cyrillic)));
        String mixed = "http://p\u0430ypal.com/";
        assertTrue(codes(mixed).contains(SpoofCode.HOST_MIXED_SCRIPT_CONFUSABLE), codes(mixed)::toString);
        assertEquals(Optional.of("xn--pypal-4ve.com"), Iris.displayHost(Iris.parse(mixed)));
        assertFalse(SCHEME.equivalent(Iris.parse(cyrillic), Iris.parse("http://apple.com/")));
        assertEquals(
                Optional.of("b\u00FCcher.example"),
                Iris.displayHost(Iris.parse("http://xn--bcher-kva.example/")),
                "a harmless label is shown in Unicode");
    }

    /**
     * RFC 3986 §7.6, §3.2.1: in {@code http://good.example@evil.example/} the host is
     * {@code evil.example}; iri4j parses exactly by the grammar, reports the host it found,
     * never lets an encoded "/" or "@" end the authority, and warns of a password.
     */
    @Test
    void userinfoTricks() {
        Iri trick = Iris.parse("http://good.example@evil.example/");
        assertEquals(Optional.of("good.example"), trick.userinfo());
        assertEquals(Optional.of("evil.example"), trick.host());
        assertEquals(Optional.of("evil.example"), Iris.displayHost(trick));
        Iri encoded = Iris.parse("http://good.example%2F@evil.example/");
        assertEquals(Optional.of("evil.example"), encoded.host());
        assertEquals(
                "http://good.example%2F@evil.example/",
                Iris.normalize(encoded, ComparisonLevel.SCHEME).toString());
        assertEquals(
                Optional.of("evil.example"),
                Iris.parse("http://good.example%40x@evil.example/").host());
        assertTrue(codes("http://user:secret@a/").contains(IriCode.PASSWORD_IN_USERINFO));
        assertEquals(IriCode.ILLEGAL_CHARACTER, error("http://good.example\\@evil.example/"));
        assertFalse(SCHEME.equivalent(trick, Iris.parse("http://good.example/")));
    }

    /**
     * RFC 3987 §2.2 and 3987bis: controls (C0, DEL, C1) are never part of an IRI; the lenient
     * modes percent-encode them (or strip CR, LF and TAB in the Web mode), so that no raw
     * control reaches a URI (no header or log injection); URI → IRI keeps them encoded.
     */
    @Test
    void nulAndControlInjection() {
        for (char c : "\u0000\u0001\t\n\r\u001F\u007F\u0080\u0085\u009F".toCharArray()) {
            assertEquals(IriCode.ILLEGAL_CHARACTER, error("http://a/b" + c + "c"), Integer.toHexString(c));
            assertEquals(IriCode.ILLEGAL_CHARACTER, error("http://a" + c + "b/"), Integer.toHexString(c));
        }
        assertEquals(
                "http://a/b%0D%0ASet-Cookie:%20x",
                Iris.toUri(Iris.parse("http://a/b\r\nSet-Cookie: x", Leniency.LEIRI))
                        .toString());
        assertEquals(
                "http://a/bSet-Cookie:%20x",
                Iris.toUri(Iris.parse("http://a/b\r\nSet-Cookie: x", Leniency.WEB_ADDRESS_3987BIS))
                        .toString());
        assertEquals(
                "http://a/%00b",
                Iris.toUri(Iris.parse("http://a/\u0000b", Leniency.LEIRI)).toString());
        assertEquals(
                "http://a/b%0D%0Ac%00%7F%C2%85",
                Iris.toIri(Iris.parse("http://a/b%0D%0Ac%00%7F%C2%85")).toString());
        assertEquals(
                "http://a/b%0D%0Ac%00",
                Iris.normalize(Iris.parse("http://a/b%0d%0Ac%00"), ComparisonLevel.SCHEME)
                        .toString());
        assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toUri(Iris.parse("http://a/\u0000")));
    }

    /**
     * RFC 3987 §3.1, §3.2, 3987bis: no charset is ever guessed. IRI → URI is UTF-8; a
     * legacy query charset applies only when the caller names it, and only to http(s)
     * queries; URI → IRI decodes valid UTF-8 only, so Latin-1 octets stay encoded.
     */
    @Test
    void noCharsetGuessing() {
        assertEquals(
                "http://a/D%C3%BCrst?q=%C3%BC",
                Iris.toUri(Iris.parse("http://a/D\u00FCrst?q=\u00FC")).toString());
        assertEquals(
                "http://a/D%FCrst", Iris.toIri(Iris.parse("http://a/D%FCrst")).toString());
        assertEquals(
                "http://a/%E9t%E9", Iris.toIri(Iris.parse("http://a/%E9t%E9")).toString());
        IriMapper latin1 =
                Iris.mapperBuilder().queryCharset(Charset.forName("ISO-8859-1")).build();
        assertEquals(
                "http://a/%C3%BC?q=%FC",
                latin1.toUri(Iris.parse("http://a/\u00FC?q=\u00FC")).toString());
        assertEquals(
                "x://a/%C3%BC?q=%C3%BC",
                latin1.toUri(Iris.parse("x://a/\u00FC?q=\u00FC")).toString());
        CheckResult bom = Iris.check("\uFEFFhttp://a/");
        assertFalse(bom.isValid(), "a byte order mark is not silently dropped");
    }

    /**
     * RFC 3986 §7.4: rare IP address forms are registered names, never read as IPv4, so a
     * filter and a resolver cannot disagree on what iri4j calls an address; IPv6 zone
     * identifiers are rejected (RFC 9844).
     */
    @Test
    void rareIpAddressFormsAreNotAddresses() {
        assertEquals(Optional.of(HostKind.IPV4), Iris.parse("http://127.0.0.1/").hostKind());
        for (String host : List.of("0x7f.1", "2130706433", "0177.0.0.1", "127.1", "127.000.000.001")) {
            assertEquals(
                    Optional.of(HostKind.REG_NAME),
                    Iris.parse("http://" + host + "/").hostKind(),
                    host);
        }
        assertEquals(IriCode.INVALID_IP_LITERAL, error("http://[fe80::1%25eth0]/"));
    }

    /**
     * draft-ietf-iri-comparison §5, RFC 3987 §5.3.2.2: comparison makes no silent
     * equivalences that could be false positives: no NFC/NFKC unless asked, path case kept,
     * different schemes and hosts differ; nor false negatives on what the RFCs say is equal.
     */
    @Test
    void comparisonMakesNoSilentEquivalences() {
        assertFalse(SCHEME.equivalent(Iris.parse("http://a/\uFB01"), Iris.parse("http://a/fi")));
        assertFalse(SCHEME.equivalent(Iris.parse("http://a/e\u0301"), Iris.parse("http://a/\u00E9")));
        assertTrue(codes("http://a/e\u0301").contains(IriCode.NOT_NFC));
        assertFalse(SCHEME.equivalent(Iris.parse("http://a/A"), Iris.parse("http://a/a")));
        assertFalse(SCHEME.equivalent(Iris.parse("http://a/"), Iris.parse("https://a/")));
        assertFalse(SCHEME.equivalent(Iris.parse("http://a/?"), Iris.parse("http://a/")));
        assertTrue(SCHEME.equivalent(Iris.parse("HTTP://A:80/%7e"), Iris.parse("http://a/~")));
        assertTrue(SCHEME.equivalent(
                Iris.parse("http://B\u00FCcher.example/"), Iris.parse("http://xn--bcher-kva.example/")));
    }
}
