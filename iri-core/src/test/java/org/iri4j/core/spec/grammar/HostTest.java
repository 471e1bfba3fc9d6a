package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalid;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalidAt;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertValid;
import static org.iri4j.core.spec.grammar.GrammarSupport.orDash;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.stream.Stream;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ihost = IP-literal / IPv4address / ireg-name, port and iuserinfo (RFC 3987 §2.2,
 * RFC 3986 §3.2.1-§3.2.3).
 */
class HostTest {

    private static Iri host(String host, HostKind kind) {
        String input = "http://" + host + "/p";
        Iri iri = assertValid(input, IriRule.IRI);
        assertEquals(host, iri.host().orElseThrow(), "host() is the host as written, brackets included");
        assertEquals(kind, iri.hostKind().orElseThrow(), "hostKind()");
        return iri;
    }

    /** First match wins: a host matching IPv4address as a whole is one; anything else is an ireg-name (§3.2.2). */
    @ParameterizedTest(name = "[{0}] is {1}")
    @CsvSource({
        "1.2.3.4, IPV4",
        "0.0.0.0, IPV4",
        "255.255.255.255, IPV4",
        "192.0.2.1, IPV4",
        "10.0.0.255, IPV4",
        "256.1.1.1, REG_NAME",
        "01.2.3.4, REG_NAME",
        "1.2.3, REG_NAME",
        "1.2.3.4.5, REG_NAME",
        "1.2.3.04, REG_NAME",
        "1.2.3.4., REG_NAME",
        ".1.2.3.4, REG_NAME",
        "1..2.3, REG_NAME",
        "1.2.3.-4, REG_NAME",
        "0x1.2.3.4, REG_NAME",
        "1.2.3.4a, REG_NAME",
        "a1.2.3.4, REG_NAME",
        "1.2.3.%34, REG_NAME",
        "1234, REG_NAME",
        "1.2.3.1000, REG_NAME",
        "example.com, REG_NAME",
        "例え.jp, REG_NAME",
        "１.２.３.４, REG_NAME",
        "%E4%BE%8B.jp, REG_NAME",
        "a-b_c~d.e, REG_NAME"
    })
    void ipv4OrRegName(String h, HostKind kind) {
        host(h, kind);
    }

    /**
     * The parser reads the common authority, host and port without userinfo, in one pass,
     * and any other in a general one: both must read the same host, kind and port
     * (iauthority, RFC 3987 §2.2). A userinfo sends the same authority down the general path.
     */
    @ParameterizedTest(name = "[{0}]")
    @ValueSource(
            strings = {
                "example.com",
                "Example.COM:8080",
                "1.2.3.4",
                "1.2.3.4:",
                "256.1.1.1:65536",
                "",
                ":",
                ":80",
                "例え.jp:1",
                "%E4%BE%8B.jp",
                "a!$&'()*+,;=b",
                "1.2.3.4.",
                "0.0.0.0:0",
                "１.２.３.４"
            })
    void oneAuthorityOneReadingWithOrWithoutUserinfo(String authority) {
        for (String tail : new String[] {"", "/p", "?q", "#f", "/p?q#f"}) {
            Iri plain = assertValid("http://" + authority + tail, IriRule.IRI);
            Iri general = assertValid("http://u:p@" + authority + tail, IriRule.IRI);
            assertAll(
                    authority + tail,
                    () -> assertEquals(general.host(), plain.host(), "host"),
                    () -> assertEquals(general.hostKind(), plain.hostKind(), "kind"),
                    () -> assertEquals(general.port(), plain.port(), "port"),
                    () -> assertEquals(general.path(), plain.path(), "path"),
                    () -> assertEquals(general.query(), plain.query(), "query"),
                    () -> assertEquals(general.fragment(), plain.fragment(), "fragment"),
                    () -> assertEquals(Optional.empty(), plain.userinfo(), "userinfo"));
        }
    }

    /** ireg-name = *( iunreserved / pct-encoded / sub-delims ). */
    @ParameterizedTest(name = "[{0}] is an ireg-name")
    @ValueSource(strings = {"!$&'()*+,;=", "a!b", "x=y;z", "~", "-", "%41%42", "1.2.3.4;", "ロ-マ"})
    void regNames(String h) {
        host(h, HostKind.REG_NAME);
    }

    /** dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35, in each position. */
    @ParameterizedTest(name = "dec-octet {0} is {1}")
    @CsvSource({
        "0, IPV4",
        "9, IPV4",
        "10, IPV4",
        "99, IPV4",
        "100, IPV4",
        "199, IPV4",
        "200, IPV4",
        "249, IPV4",
        "250, IPV4",
        "255, IPV4",
        "256, REG_NAME",
        "259, REG_NAME",
        "260, REG_NAME",
        "300, REG_NAME",
        "999, REG_NAME",
        "1000, REG_NAME",
        "00, REG_NAME",
        "01, REG_NAME",
        "09, REG_NAME",
        "000, REG_NAME",
        "010, REG_NAME",
        "0255, REG_NAME"
    })
    void decOctetBoundaries(String octet, HostKind kind) {
        assertAll(
                () -> host(octet + ".1.1.1", kind),
                () -> host("1." + octet + ".1.1", kind),
                () -> host("1.1." + octet + ".1", kind),
                () -> host("1.1.1." + octet, kind));
    }

    /** The nine alternatives of IPv6address (RFC 3986 §3.2.2), with examples of each, some with ls32 as IPv4. */
    @ParameterizedTest(name = "form {0}: [{1}]")
    @CsvSource({
        "1 6(h16:) ls32, 1:2:3:4:5:6:7:8",
        "1 6(h16:) ls32, 0:0:0:0:0:0:0:0",
        "1 6(h16:) ls32, ABCD:EF01:2345:6789:abcd:ef01:2345:6789",
        "1 6(h16:) ls32, ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
        "1 6(h16:) ls32, 1:2:3:4:5:6:1.2.3.4",
        "1 6(h16:) ls32, 0001:002:03:4:5:6:255.255.255.255",
        "2 ::5(h16:) ls32, ::2:3:4:5:6:7:8",
        "2 ::5(h16:) ls32, ::2:3:4:5:6:1.2.3.4",
        "3 [h16]::4(h16:) ls32, ::3:4:5:6:7:8",
        "3 [h16]::4(h16:) ls32, 1::3:4:5:6:7:8",
        "3 [h16]::4(h16:) ls32, 1::3:4:5:6:1.2.3.4",
        "4 [*1(h16:)h16]::3(h16:) ls32, 1:2::4:5:6:7:8",
        "4 [*1(h16:)h16]::3(h16:) ls32, ::4:5:6:7:8",
        "4 [*1(h16:)h16]::3(h16:) ls32, 1:2::4:5:6:1.2.3.4",
        "5 [*2(h16:)h16]::2(h16:) ls32, 1:2:3::5:6:7:8",
        "5 [*2(h16:)h16]::2(h16:) ls32, ::5:6:7:8",
        "5 [*2(h16:)h16]::2(h16:) ls32, 2001:db8::8:800:200c:417a",
        "5 [*2(h16:)h16]::2(h16:) ls32, 1:2:3::5:6:1.2.3.4",
        "6 [*3(h16:)h16]::h16: ls32, 1:2:3:4::6:7:8",
        "6 [*3(h16:)h16]::h16: ls32, ::6:7:8",
        "6 [*3(h16:)h16]::h16: ls32, ::ffff:129.144.52.38",
        "6 [*3(h16:)h16]::h16: ls32, 1:2:3:4::6:1.2.3.4",
        "7 [*4(h16:)h16]:: ls32, 1:2:3:4:5::7:8",
        "7 [*4(h16:)h16]:: ls32, ::7:8",
        "7 [*4(h16:)h16]:: ls32, ::13.1.68.3",
        "7 [*4(h16:)h16]:: ls32, 1:2:3:4:5::1.2.3.4",
        "7 [*4(h16:)h16]:: ls32, ::0.0.0.0",
        "8 [*5(h16:)h16]:: h16, 1:2:3:4:5:6::8",
        "8 [*5(h16:)h16]:: h16, ::1",
        "8 [*5(h16:)h16]:: h16, fe80::1",
        "8 [*5(h16:)h16]:: h16, ff01::101",
        "9 [*6(h16:)h16]::, 1:2:3:4:5:6:7::",
        "9 [*6(h16:)h16]::, ::",
        "9 [*6(h16:)h16]::, 1::",
        "9 [*6(h16:)h16]::, FE80::"
    })
    void ipv6NineForms(String form, String address) {
        host("[" + address + "]", HostKind.IPV6);
        Iri iri = assertValid("http://[" + address + "]:8080/p", IriRule.URI);
        assertEquals("[" + address + "]", iri.host().orElseThrow());
        assertEquals("8080", iri.port().orElseThrow());
    }

    /** Strings that none of the nine IPv6address forms matches (RFC 3986 §3.2.2). */
    @ParameterizedTest(name = "[{0}] is not an IPv6address")
    @ValueSource(
            strings = {
                "1::2::3",
                "::1::",
                ":::",
                "1:::2",
                "1:2:3:4:5:6:7:8:9",
                "1:2:3:4:5:6:7",
                "12345::",
                "::12345",
                "1:2:3:4:5:6:7:10000",
                ":1:2:3:4:5:6:7",
                ":1::",
                "1:2:3:4:5:6:7:",
                "1::2:",
                "1.2.3.4::",
                "1.2.3.4::1",
                "::1.2.3.4:1",
                "1:2:3:4:5:6:7:1.2.3.4",
                "1:2:3:4:5:6::1.2.3.4",
                "1:2:3:4:5:6:7:8::",
                "::1:2:3:4:5:6:7:8",
                "1:2:3:4::5:6:7:8",
                "::256.1.1.1",
                "::01.2.3.4",
                "::1.2.3",
                "::1.2.3.4.5",
                "::1.2.3.04",
                "::1.2.3.4.",
                "::g",
                "g::",
                "1.2.3.4",
                ":",
                "1",
                "1:2",
                "::ffff:1.2.3.4x",
                "::1 ",
                " ::1",
                "::-1",
                "::1:",
                "1;2::",
                "::\u0661",
                "::é"
            })
    void invalidIpv6(String address) {
        String input = "http://[" + address + "]/p";
        Violation v =
                assertInvalid(input, IriRule.IRI, IriCode.INVALID_IPV6_ADDRESS).violation();
        assertEquals(Component.HOST, v.component());
        assertTrue(v.start() >= 7 && v.start() <= input.indexOf(']'), () -> "start inside the literal: " + v);
    }

    /** IP-literal = "[" ( IPv6address / IPvFuture ) "]": empty brackets match neither. */
    @Test
    void emptyBrackets() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse("http://[]/p"));
        assertTrue(e.code() == IriCode.INVALID_IP_LITERAL || e.code() == IriCode.INVALID_IPV6_ADDRESS, e::getMessage);
        assertEquals(Component.HOST, e.violation().component());
    }

    /** An IP-literal must end with "]" before the authority ends (RFC 3986 §3.2.2). */
    @ParameterizedTest(name = "[{0}]: INVALID_IP_LITERAL at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://[::1/p        | 7
            http://[::1          | 7
            http://[             | 7
            http://[v1.x         | 7
            http://[::1?q]       | 7
            http://u@[::1        | 9
            """)
    void missingClosingBracket(String input, int start) {
        assertInvalidAt(input, IriRule.IRI, IriCode.INVALID_IP_LITERAL, start);
    }

    /** After the "]" comes ":" port or the end of the authority. */
    @ParameterizedTest(name = "[{0}]: INVALID_IP_LITERAL at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://[::1]x/       | 12
            http://[::1]]/       | 12
            http://[::1][::2]/   | 12
            http://[v1.x]a/      | 13
            """)
    void junkAfterIpLiteral(String input, int start) {
        assertInvalidAt(input, IriRule.IRI, IriCode.INVALID_IP_LITERAL, start);
    }

    /** "[" and "]" are gen-delims that only IP-literal may use: not in ireg-name (RFC 3986 §3.2.2). */
    @ParameterizedTest(name = "[{0}]: ILLEGAL_CHARACTER at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a[::1]/       | 8
            http://h]/           | 8
            http://a]b/          | 8
            http://u[@h/         | 8
            """)
    void bracketsOutsideIpLiteral(String input, int start) {
        assertInvalidAt(input, IriRule.IRI, IriCode.ILLEGAL_CHARACTER, start);
    }

    /** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
    @ParameterizedTest(name = "[{0}] is IPvFuture")
    @ValueSource(
            strings = {"v1.x", "V7.a:b", "vF.!$&", "v1A.abc", "vff.:", "v0.~-._", "v9.'()*+,;=", "vAbC.::", "v1.1.2.3.4"
            })
    void validIpvFuture(String literal) {
        host("[" + literal + "]", HostKind.IPV_FUTURE);
        assertValid("http://[" + literal + "]:1/", IriRule.URI);
    }

    @ParameterizedTest(name = "[{0}]: INVALID_IPVFUTURE")
    @ValueSource(
            strings = {
                "v.x",
                "v1.",
                "vG.x",
                "v1x",
                "v1",
                "v",
                "v.",
                "v1.x y",
                "v1.%41",
                "v1.é",
                "vé.x",
                "v1.\u00A0",
                "v1..["
            })
    void invalidIpvFuture(String literal) {
        Violation v = assertInvalid("http://[" + literal + "]/", IriRule.IRI, IriCode.INVALID_IPVFUTURE)
                .violation();
        assertEquals(Component.HOST, v.component());
    }

    /** Zone identifiers (RFC 6874) are not in RFC 3987's IP-literal (§2.2: "This syntax does not support ... zone identifiers"). */
    @ParameterizedTest(name = "[{0}]: INVALID_IP_LITERAL")
    @ValueSource(
            strings = {"fe80::1%25eth0", "fe80::1%eth0", "fe80::1%25", "::1%251", "fe80::a%25en1", "1:2:3:4:5:6:7:8%25z"
            })
    void zoneIdentifiersRejected(String literal) {
        assertInvalid("http://[" + literal + "]/", IriRule.IRI, IriCode.INVALID_IP_LITERAL);
        assertInvalid("http://[" + literal + "]/", IriRule.URI, IriCode.INVALID_IP_LITERAL);
    }

    static Stream<Arguments> hostKinds() {
        return Stream.of(
                Arguments.of("http://[::1]:80/", "[::1]", HostKind.IPV6, "80"),
                Arguments.of("//[v1.x]", "[v1.x]", HostKind.IPV_FUTURE, "-"),
                Arguments.of("//1.2.3.4:", "1.2.3.4", HostKind.IPV4, ""),
                Arguments.of("//u@1.2.3.4:8/", "1.2.3.4", HostKind.IPV4, "8"),
                Arguments.of("//", "", HostKind.REG_NAME, "-"),
                Arguments.of("//:80", "", HostKind.REG_NAME, "80"),
                Arguments.of("//u@", "", HostKind.REG_NAME, "-"),
                Arguments.of("//h:8@[::2]:9", "[::2]", HostKind.IPV6, "9"),
                Arguments.of("//a.example", "a.example", HostKind.REG_NAME, "-"));
    }

    /** hostKind(), host() with brackets, and port() for each kind of host. */
    @ParameterizedTest(name = "[{0}] host={1} {2} port={3}")
    @MethodSource("hostKinds")
    void hostKindReported(String input, String host, HostKind kind, String port) {
        Iri iri = assertValid(input, IriRule.IRI_REFERENCE);
        assertEquals(host, iri.host().orElseThrow());
        assertEquals(kind, iri.hostKind().orElseThrow());
        assertEquals(port, orDash(iri.port()));
    }

    /** Without an authority there is no host and no host kind. */
    @ParameterizedTest(name = "[{0}] has no host")
    @ValueSource(strings = {"a:b", "/p", "", "?q", "mailto:u@h", "urn:1.2.3.4"})
    void noAuthorityNoHost(String input) {
        Iri iri = assertValid(input, IriRule.IRI_REFERENCE);
        assertFalse(iri.hasAuthority());
        assertTrue(iri.host().isEmpty());
        assertTrue(iri.hostKind().isEmpty());
        assertTrue(iri.port().isEmpty());
        assertTrue(iri.userinfo().isEmpty());
    }

    /** port = *DIGIT (RFC 3986 §3.2.3): any number of ASCII digits, including none and very many. */
    @ParameterizedTest(name = "port [{0}]")
    @ValueSource(strings = {"", "0", "80", "65535", "65536", "99999999999999999999", "007"})
    void validPorts(String port) {
        Iri iri = assertValid("http://h:" + port + "/p", IriRule.IRI);
        assertEquals(port, iri.port().orElseThrow());
        assertEquals("h", iri.host().orElseThrow());
    }

    @Test
    void veryLongPort() {
        String port = "9".repeat(5000);
        assertEquals(port, assertValid("http://h:" + port, IriRule.URI).port().orElseThrow());
    }

    @ParameterizedTest(name = "[{0}]: INVALID_PORT at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://h:80a/         | 11
            http://h:a/           | 9
            http://h:-1/          | 9
            http://h:+1/          | 9
            http://h: 1/          | 9
            http://h:1 /          | 10
            http://h:1:2/         | 10
            http://h:1.5/         | 10
            http://h:%38/         | 9
            http://h:８０/         | 9
            http://h:1\u0661/     | 10
            http://[::1]:8a/      | 14
            http://h::/           | 9
            """)
    void invalidPorts(String input, int start) {
        assertInvalidAt(input, IriRule.IRI, IriCode.INVALID_PORT, start);
    }

    /** iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" ): may be empty, may hold ":" (RFC 3987 §2.2). */
    @ParameterizedTest(name = "[{0}] userinfo=[{1}] host=[{2}]")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            //@h              | ""        | h
            //@               | ""        | ""
            //u@h             | u         | h
            //u:p@h           | u:p       | h
            //:@h             | :         | h
            //::@h            | ::        | h
            //u:@h            | u:        | h
            //:p@h            | :p        | h
            //%41%3A@h        | %41%3A    | h
            //例:え@h          | 例:え      | h
            //u;x=y!$&@h      | u;x=y!$&  | h
            //u@[::1]         | u         | [::1]
            //1.2.3.4@h       | 1.2.3.4   | h
            """)
    void userinfo(String input, String userinfo, String host) {
        Iri iri = assertValid(input, IriRule.IRI_REFERENCE);
        assertEquals(userinfo, iri.userinfo().orElseThrow());
        assertEquals(host, iri.host().orElseThrow());
        assertEquals(input.substring(2), iri.authority().orElseThrow());
    }

    /** "@" is not in iuserinfo nor in ireg-name: a second "@" in the authority is an error, in the host. */
    @ParameterizedTest(name = "[{0}]: ILLEGAL_CHARACTER at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            //a@b@c        | 5
            //@@h          | 3
            //u@h@         | 5
            http://u@v@h/  | 10
            """)
    void secondAtSign(String input, int start) {
        Violation v = assertInvalidAt(input, IriRule.IRI_REFERENCE, IriCode.ILLEGAL_CHARACTER, start);
        assertEquals(Component.HOST, v.component());
    }
}
