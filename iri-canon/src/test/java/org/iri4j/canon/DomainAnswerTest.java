package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;
import org.iri4j.canon.internal.tools.DomainInput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A reason for every "no registrable domain" (URL Standard §3.2, "obtain the registrable
 * domain"): {@link PublicSuffixList#lookup} and {@link PublicSuffixList#lookupLink} tell an input that is
 * no host ({@link CanonCode#NOT_A_HOST}, with the index of what is wrong) from a host that has
 * no registrable domain (an IP address, a public suffix), where the Optional methods say nothing.
 */
class DomainAnswerTest {

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();

    private static Violation reason(String host) {
        DomainAnswer answer = LIST.lookup(host);
        assertEquals(Optional.empty(), answer.registrableDomain(), host);
        return answer.reason().orElseThrow();
    }

    /** The three inputs of the finding: a port, a link, and spaces are no host (URL Standard §3.2 forbidden domain code points). */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "example.com:8080|11|U+003A COLON",
                "http://example.com/|4|U+003A COLON",
                "' exa mple.com'|0|U+0020 SPACE",
            })
    void aHostWithAPortALinkOrASpaceIsNotAHostAndTheReasonSaysWhere(String host, int index, String codePoint) {
        Violation reason = reason(host);
        assertEquals(CanonCode.NOT_A_HOST, reason.code());
        assertEquals(index, reason.start());
        assertEquals(index + 1, reason.end());
        assertTrue(reason.message().startsWith(codePoint + " at index " + index + " "), reason.message());
        assertFalse(LIST.lookup(host).isHost());
    }

    /** The hosts the Optional methods answer with nothing, each with its code and the index it points at. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "''|NOT_A_HOST|0",
                ".|NOT_A_HOST|0",
                ".com|NOT_A_HOST|0",
                "a..example.com|NOT_A_HOST|2",
                "example.com..|NOT_A_HOST|12",
                "a/b.com|NOT_A_HOST|1",
                "a%41.com|NOT_A_HOST|1",
                "a@b.com|NOT_A_HOST|1",
                "example.0x1F|NOT_A_HOST|8",
                "example.123|NOT_A_HOST|8",
                "[::1|NOT_A_HOST|0",
                "[::1]x|NOT_A_HOST|0",
                "[nope]|NOT_A_HOST|0",
                "食狮..中国|NOT_A_HOST|3",
                "。中国|NOT_A_HOST|0",
                "ok.a\u2488.com|NOT_A_HOST|3",
                "bad\u3000label.com|NOT_A_HOST|0",
                "1.2.3.4|IP_ADDRESS|0",
                "192.168.0.1.|IP_ADDRESS|0",
                "0x7f.1|IP_ADDRESS|0",
                "[::1]|IP_ADDRESS|0",
                "[2001:db8::1]|IP_ADDRESS|0",
                "com|PUBLIC_SUFFIX|0",
                "co.uk|PUBLIC_SUFFIX|0",
                "github.io|PUBLIC_SUFFIX|0",
                "公司.cn|PUBLIC_SUFFIX|0",
                "localhost|SINGLE_LABEL|0",
                "localhost.|SINGLE_LABEL|0",
            })
    void everyHostWithoutRegistrableDomainHasAReason(String host, CanonCode code, int index) {
        Violation reason = reason(host);
        assertEquals(code, reason.code(), reason::message);
        assertEquals(index, reason.start(), reason::message);
        assertTrue(reason.message().contains("(" + code.id() + ", "), reason::message);
        assertEquals(code != CanonCode.NOT_A_HOST, LIST.lookup(host).isHost(), host);
    }

    /** A host's own reason is indexed from its start; a message names the index it points at. */
    @Test
    void aNotAHostMessageNamesTheIndexOfItsViolation() {
        Violation reason = reason("a.b.c.example.co.uk?q");
        assertEquals(19, reason.start());
        assertTrue(reason.message().contains("U+003F QUESTION MARK at index 19 in host"), reason.message());
    }

    /** No message carries a control character of the host: it names it. */
    @Test
    void aControlCharacterIsNamedNeverCopied() {
        Violation reason = reason("exa\u001Bmple.com");
        assertEquals(3, reason.start());
        assertTrue(reason.message().startsWith("U+001B ESCAPE at index 3"), reason.message());
        assertTrue(reason.message().chars().noneMatch(Character::isISOControl), reason.message());
        Violation label = reason("x\u0085ü.com");
        assertTrue(label.message().chars().noneMatch(Character::isISOControl), label.message());
    }

    /**
     * A bidi formatting character (RFC 3987 §4.1, UAX #9) or another format control of the host
     * is named as {@code <U+202E>}, never copied: a message shown on screen cannot be reordered.
     */
    @ParameterizedTest
    @ValueSource(strings = {"a\u202Eb.com", "a\u202Eb", "a\u2066b", "a\u200Fb", "a\u061Cb", "a\uFEFFb", "a\u2028b"})
    void aFormatCharacterIsNamedNeverCopied(String host) {
        String message = reason(host).message();
        for (int i = 0; i < message.length(); i++) {
            int type = Character.getType(message.charAt(i));
            assertTrue(
                    type != Character.FORMAT && type != Character.CONTROL && type != Character.LINE_SEPARATOR,
                    () -> "a raw format character in " + message.replace("\u202E", "<RLO>"));
        }
        assertTrue(message.contains(String.format("<U+%04X>", (int) host.charAt(1))), message);
        String logged = LIST.lookup(host).toString();
        assertTrue(logged.chars().noneMatch(c -> Character.getType(c) == Character.FORMAT), logged);
    }

    /** The answer agrees with the Optional methods, on hosts with an answer and without. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "www.example.co.uk",
                "EXAMPLE.COM",
                "example.com.",
                "a.b.c.kobe.jp",
                "www.city.kobe.jp",
                "whatwg.github.io",
                "www.食狮.公司.cn",
                "example.example",
                "co.uk",
                "localhost",
                "1.2.3.4",
                "a b.com",
                ""
            })
    void theAnswerIsWhatTheOptionalMethodsSay(String host) {
        DomainAnswer answer = LIST.lookup(host);
        assertEquals(LIST.registrableDomain(host), answer.registrableDomain());
        assertEquals(LIST.publicSuffix(host), answer.publicSuffix());
        assertEquals(LIST.section(host), answer.section());
        assertEquals(Optional.of(host), answer.host());
        assertEquals(answer.registrableDomain().isEmpty(), answer.reason().isPresent());
    }

    @Test
    void theIcannViewHasItsOwnReasons() {
        assertEquals(
                Optional.of("github.io"), LIST.icannOnly().lookup("github.io").registrableDomain());
        assertEquals(CanonCode.PUBLIC_SUFFIX, reason("github.io").code());
    }

    /** The throwing entry points: "not a host" is bad input, "no registrable domain" an answer. */
    @Test
    void requireHostThrowsForNotAHostOnly() {
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> LIST.lookup("example.com:8080").requireHost());
        assertEquals(CanonCode.NOT_A_HOST, e.code());
        assertEquals(11, e.violation().start());
        assertEquals("example.com:8080", e.input());
        DomainAnswer ip = LIST.lookup("192.0.2.1");
        assertSame(ip, ip.requireHost());
        InvalidInputException none = assertThrows(InvalidInputException.class, ip::orElseThrow);
        assertEquals(CanonCode.IP_ADDRESS, none.code());
        assertEquals("example.co.uk", LIST.lookup("www.example.co.uk").orElseThrow());
    }

    @Test
    void nullIsAProgrammingMistake() {
        assertThrows(NullPointerException.class, () -> LIST.lookup(null));
        assertThrows(NullPointerException.class, () -> LIST.lookupLink(null));
    }

    /** A link's host is looked up; a link that names none keeps the failure that says why. */
    @Test
    void linksAnswerWithTheirHostOrTheirFailure() {
        DomainAnswer found = LIST.lookupLink("HTTPS://www.Example.co.uk:8080/x");
        assertEquals(Optional.of("example.co.uk"), found.registrableDomain());
        assertEquals(Optional.of("www.example.co.uk"), found.host());
        DomainAnswer mailto = LIST.lookupLink("mailto:a@example.com");
        assertFalse(mailto.isHost());
        assertEquals(Optional.empty(), mailto.host());
        assertEquals(CanonCode.NO_HOST, mailto.reason().orElseThrow().code());
        DomainAnswer broken = LIST.lookupLink("http://[::1");
        assertEquals("url.IPV6_UNCLOSED", broken.reason().orElseThrow().code().id());
        assertThrows(InvalidInputException.class, broken::requireHost);
    }

    /** A reason found on a link's host marks the whole link, never an index of the host alone. */
    @Test
    void aLinksReasonMarksTheLink() {
        String link = "http://user@192.0.2.1:8080/path";
        Violation ip = LIST.lookupLink(link).reason().orElseThrow();
        assertEquals(CanonCode.IP_ADDRESS, ip.code());
        assertEquals(List.of(0, link.length()), List.of(ip.start(), ip.end()));
        String opaque = "foo://exa%20mple.com/";
        DomainAnswer notAHost = LIST.lookupLink(opaque);
        assertFalse(notAHost.isHost());
        Violation reason = notAHost.reason().orElseThrow();
        assertEquals(CanonCode.NOT_A_HOST, reason.code());
        assertEquals(List.of(0, opaque.length()), List.of(reason.start(), reason.end()));
        assertTrue(reason.message().startsWith("the link's host 'exa%20mple.com'"), reason.message());
        InvalidInputException e = assertThrows(InvalidInputException.class, notAHost::requireHost);
        assertEquals(opaque, e.input());
    }

    /** The CLI's and Spark's input kinds look a host up as given, and a link's host with {@link PublicSuffixList#lookupLink}. */
    @Test
    void hostsAreLookedUpAsGiven() {
        assertEquals(LIST.lookup("example.com:8080"), DomainInput.HOST.lookup(LIST, "example.com:8080"));
        assertEquals(LIST.lookupLink("http://[::1"), DomainInput.LINK.lookup(LIST, "http://[::1"));
        assertEquals(LIST.lookupLink("www.example.co.uk/a"), DomainInput.LINK.lookup(LIST, "www.example.co.uk/a"));
        assertEquals(
                Optional.of("食狮.公司.cn"),
                DomainInput.HOST.lookup(LIST, "www.食狮.公司.cn").registrableDomain());
    }
}
