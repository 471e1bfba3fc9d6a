package org.iri4j.core.internal.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Iri value: simple string comparison (RFC 3987 §5.3.1) and component accessors (RFC 3986 §3). */
class IriValueTest {

    @ParameterizedTest(name = "§5.3.1: \"{0}\" != \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/        | HTTP://a/
            http://a/        | http://A/
            http://a/%41     | http://a/A
            http://a/%7e     | http://a/%7E
            http://a/        | http://a
            http://a/        | http://a:/
            http://a:80/     | http://a/
            http://a/b/../c  | http://a/c
            http://a?        | http://a
            http://a#        | http://a
            http://例え.jp/   | http://xn--r8jz45g.jp/
            http://a/ä       | http://a/%C3%A4
            http://a/\u00E9   | http://a/e\u0301
            """)
    void equivalentButDifferentStringsAreNotEqual(String a, String b) {
        // simple string comparison: no normalization at all; the last row is NFC vs NFD
        Iri x = Iris.parse(a);
        Iri y = Iris.parse(b);
        assertNotEquals(x, y);
        assertNotEquals(y, x);
        Set<Iri> set = new HashSet<>(Set.of(x));
        assertFalse(set.contains(y));
    }

    @Test
    void equalStringsAreEqualWithEqualHashCodes() {
        for (String s : new String[] {"http://a/", "HTTP://A/%7e", "", "urn:a:b", "http://例え.jp/ä?é#ß", "a:/.//x"}) {
            Iri x = Iris.parse(s);
            Iri y = Iris.parse(new String(s));
            assertEquals(x, y);
            assertEquals(x.hashCode(), y.hashCode());
            assertEquals(s, x.toString());
        }
    }

    @Test
    void equalityDoesNotDependOnHowTheValueWasMade() {
        Iri parsed = Iris.parse("http://a/b/c/g?y#s");
        Iri resolved = Iris.parse("http://a/b/c/d;p?q").resolve(Iris.parse("g?y#s"));
        Iri built = Iris.iriBuilder()
                .scheme("http")
                .host("a")
                .path("/b/c/g")
                .query("y")
                .fragment("s")
                .build();
        assertEquals(parsed, resolved);
        assertEquals(parsed, built);
        assertEquals(resolved, built);
        assertEquals(parsed.hashCode(), resolved.hashCode());
        assertEquals(parsed.hashCode(), built.hashCode());
        assertTrue(new HashSet<>(Set.of(parsed)).contains(built));
    }

    @Test
    void notEqualToItsString() {
        // equals must stay symmetric: a String is never equal to an Iri
        Iri iri = Iris.parse("http://a/");
        assertNotEquals(iri, "http://a/");
        assertFalse(iri.equals(null));
    }

    @Test
    void absentAndEmptyAreDifferent() {
        // RFC 3986 §5.3: undefined (no delimiter) vs empty (delimiter present)
        Iri none = Iris.parse("http://a");
        assertEquals(Optional.empty(), none.query());
        assertEquals(Optional.empty(), none.fragment());
        assertEquals(Optional.empty(), none.port());
        assertEquals(Optional.empty(), none.userinfo());
        assertFalse(none.hasQuery());
        assertFalse(none.hasFragment());
        assertEquals("", none.path());

        Iri empties = Iris.parse("http://a?#");
        assertEquals(Optional.of(""), empties.query());
        assertEquals(Optional.of(""), empties.fragment());
        assertTrue(empties.hasQuery());
        assertTrue(empties.hasFragment());
        assertEquals("", empties.path());

        Iri emptyPort = Iris.parse("http://a:");
        assertEquals(Optional.of(""), emptyPort.port());
        assertEquals(Optional.of("a"), emptyPort.host());
        assertEquals(Optional.of("a:"), emptyPort.authority());

        Iri emptyUserinfo = Iris.parse("http://@a");
        assertEquals(Optional.of(""), emptyUserinfo.userinfo());
        assertEquals(Optional.of("a"), emptyUserinfo.host());

        Iri emptyAuthority = Iris.parse("file:///x");
        assertTrue(emptyAuthority.hasAuthority());
        assertEquals(Optional.of(""), emptyAuthority.authority());
        assertEquals(Optional.of(""), emptyAuthority.host());
        assertEquals(Optional.of(HostKind.REG_NAME), emptyAuthority.hostKind());
        assertEquals("/x", emptyAuthority.path());

        Iri noAuthority = Iris.parse("file:/x");
        assertFalse(noAuthority.hasAuthority());
        assertEquals(Optional.empty(), noAuthority.authority());
        assertEquals(Optional.empty(), noAuthority.host());
        assertEquals(Optional.empty(), noAuthority.hostKind());
    }

    @Test
    void accessorsOfTheSection3Example() {
        // RFC 3986 §3: foo://example.com:8042/over/there?name=ferret#nose, with userinfo and an IDN host
        Iri iri = Iris.parse("foo://user:pw@例え.jp:8042/over/there?name=ferret#nose");
        assertTrue(iri.isAbsolute());
        assertEquals(Optional.of("foo"), iri.scheme());
        assertEquals(Optional.of("user:pw@例え.jp:8042"), iri.authority());
        assertEquals(Optional.of("user:pw"), iri.userinfo());
        assertEquals(Optional.of("例え.jp"), iri.host());
        assertEquals(Optional.of(HostKind.REG_NAME), iri.hostKind());
        assertEquals(Optional.of("8042"), iri.port());
        assertEquals("/over/there", iri.path());
        assertEquals(Optional.of("name=ferret"), iri.query());
        assertEquals(Optional.of("nose"), iri.fragment());
        assertTrue(iri.hasAuthority());
        assertTrue(iri.hasQuery());
        assertTrue(iri.hasFragment());
        assertEquals("foo://user:pw@例え.jp:8042/over/there?name=ferret#nose", iri.toString());
    }

    @Test
    void accessorsOfTheUrnExample() {
        // RFC 3986 §3: urn:example:animal:ferret:nose
        Iri iri = Iris.parse("urn:example:animal:ferret:nose");
        assertEquals(Optional.of("urn"), iri.scheme());
        assertEquals(Optional.empty(), iri.authority());
        assertEquals("example:animal:ferret:nose", iri.path());
        assertEquals(Optional.empty(), iri.query());
        assertEquals(Optional.empty(), iri.fragment());
    }

    @Test
    void accessorsOfRelativeReferences() {
        Iri network = Iris.parse("//u@h:1/p?q#f");
        assertFalse(network.isAbsolute());
        assertEquals(Optional.empty(), network.scheme());
        assertEquals(Optional.of("u@h:1"), network.authority());
        assertEquals("/p", network.path());
        Iri empty = Iris.parse("");
        assertFalse(empty.isAbsolute());
        assertFalse(empty.hasAuthority());
        assertEquals("", empty.path());
        Iri fragmentOnly = Iris.parse("#a?b/c");
        assertEquals("", fragmentOnly.path());
        assertEquals(Optional.empty(), fragmentOnly.query());
        assertEquals(Optional.of("a?b/c"), fragmentOnly.fragment());
        Iri queryWithSlashes = Iris.parse("?a/b?c");
        assertEquals(Optional.of("a/b?c"), queryWithSlashes.query());
        assertEquals("", queryWithSlashes.path());
    }

    @ParameterizedTest(name = "host of {0} is {1} ({2})")
    @CsvSource(delimiter = '|', textBlock = """
            http://[::1]:80/p          | [::1]              | IPV6
            http://[2001:db8::7]/      | [2001:db8::7]      | IPV6
            http://[::ffff:1.2.3.4]    | [::ffff:1.2.3.4]   | IPV6
            http://[v7.fe:x]/          | [v7.fe:x]          | IPV_FUTURE
            http://u@[::1]:8           | [::1]              | IPV6
            http://127.0.0.1/          | 127.0.0.1          | IPV4
            http://999.0.0.1/          | 999.0.0.1          | REG_NAME
            http://1.2.3/              | 1.2.3              | REG_NAME
            http://01.2.3.4/           | 01.2.3.4           | REG_NAME
            http://例え.jp/             | 例え.jp             | REG_NAME
            """)
    void hostKindsAndIpLiteralsKeepTheirBrackets(String input, String host, HostKind kind) {
        // RFC 3986 §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"; the host is the whole literal.
        // "999.0.0.1" and "01.2.3.4" do not match IPv4address (dec-octet), so they are reg-names.
        Iri iri = Iris.parse(input);
        assertEquals(Optional.of(host), iri.host());
        assertEquals(Optional.of(kind), iri.hostKind());
    }

    @Test
    void portAndHostOfAnIpv6LiteralAreSplitAtTheBracket() {
        Iri iri = Iris.parse("http://[::1]:8042/x");
        assertEquals(Optional.of("[::1]"), iri.host());
        assertEquals(Optional.of("8042"), iri.port());
        assertEquals(Optional.of("[::1]:8042"), iri.authority());
    }
}
