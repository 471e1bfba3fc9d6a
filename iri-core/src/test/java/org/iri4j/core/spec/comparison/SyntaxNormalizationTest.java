package org.iri4j.core.spec.comparison;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.comparison.NormalizeSupport.GEN_DELIMS;
import static org.iri4j.core.spec.comparison.NormalizeSupport.SUB_DELIMS;
import static org.iri4j.core.spec.comparison.NormalizeSupport.UNRESERVED;
import static org.iri4j.core.spec.comparison.NormalizeSupport.comparator;
import static org.iri4j.core.spec.comparison.NormalizeSupport.pct;
import static org.iri4j.core.spec.comparison.NormalizeSupport.syntax;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Syntax-based normalization (RFC 3987 §5.3.2, RFC 3986 §6.2.2), rule by rule, in the order
 * of RFC 3986 §6.2.2: case, then percent-encoding, then dot segments; character normalization
 * (NFC/NFKC, §5.3.2.2) only when asked for. No plugin is involved at this level.
 */
class SyntaxNormalizationTest {

    private static void assertSyntax(String expected, String input) {
        assertEquals(expected, syntax(input), () -> "syntax-based normal form of " + show(input));
    }

    private static void assertUnchanged(String input) {
        assertSyntax(input, input);
    }

    // ---- the example of RFC 3987 §5.3.2 ---------------------------------------------------

    /**
     * RFC 3987 §5.3.2: "an application using this approach could reasonably consider the
     * following two IRIs equivalent: example://a/b/c/%7Bfoo%7D/ros&#xE9;
     * eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9". The normal form is the IRI form.
     */
    @Test
    void theExampleOfSection5_3_2() {
        String normal = "example://a/b/c/%7Bfoo%7D/ros\u00E9";
        String alias = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
        assertSyntax(normal, alias);
        assertSyntax(normal, normal);
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        assertTrue(syntax.equivalent(Iris.parse(normal), Iris.parse(alias)));
        assertTrue(syntax.equivalent(Iris.parse(alias), Iris.parse(normal)));
        assertFalse(
                comparator(ComparisonLevel.SIMPLE).equivalent(Iris.parse(normal), Iris.parse(alias)),
                "§5.3.1: as strings they differ");
    }

    /** RFC 3986 §6.2.2: "example://a/./b/../b/%63/%7bfoo%7d" ≡ "eXAMPLE://a/./b/../b/%63/%7bfoo%7d". */
    @Test
    void theExampleOfRfc3986Section6_2_2() {
        assertSyntax("example://a/b/c/%7Bfoo%7D", "example://a/./b/../b/%63/%7bfoo%7d");
        assertSyntax("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    }

    // ---- case (RFC 3987 §5.3.2.1, RFC 3986 §6.2.2.1) ---------------------------------------

    @Test
    void schemeAndAsciiHostAreLowerCased_section5_3_2_1() {
        // "the URI "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/""
        assertSyntax("http://www.example.com/", "HTTP://www.EXAMPLE.com/");
        assertSyntax("example://a/b", "eXAMPLE://a/b");
        assertSyntax("x-y.z+1:rest", "X-Y.Z+1:rest");
        assertSyntax("x://host:8/", "x://HoSt:8/");
    }

    @Test
    void otherComponentsKeepTheirCase_section5_3_2_1() {
        // "The other generic syntax components are assumed to be case sensitive"
        assertUnchanged("x://User:Pw@host/Path/A?Query=B#Frag");
        assertSyntax("x://User@host/P", "X://User@HOST/P");
        assertUnchanged("x:Opaque/PATH");
        assertUnchanged("/Relative/PATH?Q#F");
    }

    @Test
    void ipLiteralsAreLowerCased() {
        assertSyntax("http://[fe80::a]/", "http://[FE80::A]/");
        assertSyntax("http://[v1.abc]/", "http://[V1.ABC]/");
        assertSyntax("http://[::ffff:1.2.3.4]:8/", "HTTP://[::FFFF:1.2.3.4]:8/");
    }

    /**
     * §5.3.2.1 lower-cases the "US-ASCII only host"; "Case equivalence for non-ASCII characters
     * in IRI components that are IDNs are discussed in section 5.3.3", i.e. at the scheme
     * level: a host holding other characters is left as it is until then.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://B\u00FCcher.EXAMPLE/",
                "x://\u00C9COLE.Example/p",
                "x://\u4F8B.COM",
                "x://u@R\u00E9sum\u00E9.ORG:8/"
            })
    void aHostWithNonAsciiCharactersKeepsItsCase(String iri) {
        assertUnchanged(iri);
    }

    @Test
    void aPercentEncodedNonAsciiHostIsDecodedAndThenNotAnAsciiHost() {
        // Decoded to the IRI form first; the host then holds "\u00FC" and keeps its case.
        assertSyntax("x://\u00FC.COM/", "x://%C3%BC.COM/");
        assertSyntax("x://\u00FC.COM/", "x://%c3%bc.COM/");
        assertTrue(comparator(ComparisonLevel.SYNTAX)
                .equivalent(Iris.parse("x://%C3%BC.COM/"), Iris.parse("x://\u00FC.COM/")));
    }

    @Test
    void hexDigitsOfPercentEncodingsAreUpperCased_section5_3_2_1() {
        // "the hexadecimal digits within a percent-encoding triplet (e.g., "%3a" versus "%3A")
        // are case-insensitive and therefore should be normalized to use uppercase letters"
        assertSyntax("x:/%3A", "x:/%3a");
        assertSyntax("x:/%7Bfoo%7D", "x:/%7bfoo%7D");
        assertSyntax("x://a%2Fb/%2F?%2F#%2F", "x://a%2fb/%2f?%2f#%2f");
        assertSyntax("x://%3Au@h/", "x://%3au@h/");
        assertSyntax("//h/%2F?%3F", "//h/%2f?%3f");
    }

    @Test
    void asciiHostLowerCasingLeavesTheHexOfPercentEncodingsUpperCase() {
        assertSyntax("x://a%2Fb/", "x://A%2fB/");
        assertSyntax("x://a%2Fb/", "x://a%2Fb/");
    }

    // ---- percent-encoding (§5.3.2.3, RFC 3986 §6.2.2.2) ----------------------------------

    /**
     * §5.3.2.3: IRIs "should be normalized by decoding any percent-encoded octet sequence that
     * corresponds to an unreserved character"; every one of the 66, both hex cases.
     */
    @Test
    void everyUnreservedCharacterIsDecoded_section5_3_2_3() {
        List<Executable> checks = new ArrayList<>();
        for (char c : UNRESERVED.toCharArray()) {
            for (boolean upper : new boolean[] {true, false}) {
                String encoded = pct(String.valueOf(c), upper);
                checks.add(() -> assertSyntax("x:/a" + c + "b", "x:/a" + encoded + "b"));
                checks.add(() -> assertSyntax("x:?a" + c + "b", "x:?a" + encoded + "b"));
                checks.add(() -> assertSyntax("x:#a" + c + "b", "x:#a" + encoded + "b"));
            }
        }
        assertAll(checks);
    }

    /** §5.3.2.3: "http://example.org/~user", ".../%7euser" and ".../%7Euser" are the same. */
    @Test
    void theTildeExample_section5_3_2_3() {
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        Iri a = Iris.parse("http://example.org/~user");
        Iri b = Iris.parse("http://example.org/%7euser");
        Iri c = Iris.parse("http://example.org/%7Euser");
        assertTrue(syntax.equivalent(a, b));
        assertTrue(syntax.equivalent(b, c));
        assertTrue(syntax.equivalent(a, c));
        assertEquals("http://example.org/~user", syntax.normalForm(c).toString());
    }

    @Test
    void unreservedCharactersAreDecodedInEveryComponent() {
        assertSyntax("x://user@host/path?query#frag", "x://%75ser@%68ost/p%61th?q%75ery#fr%61g");
        assertSyntax("x://abc.com/", "x://%41%62%63.com/");
        assertSyntax("x:opaque", "x:%6Fpaque");
        assertSyntax("a/b?c#d", "%61/%62?%63#%64");
    }

    /** Decoding can change the host's kind: "%31.1.1.1" is "1.1.1.1", an IPv4address. */
    @Test
    void decodingAHostCanMakeItAnIpv4Address() {
        Iri normal = comparator(ComparisonLevel.SYNTAX).normalForm(Iris.parse("x://%31.1.1.1/"));
        assertEquals("x://1.1.1.1/", normal.toString());
        assertEquals(Optional.of(HostKind.IPV4), normal.hostKind());
    }

    /**
     * A percent-encoded UTF-8 sequence of a character the IRI may hold there is decoded: the
     * normal form is the IRI form, ros%C3%A9 -> ros\u00E9 (RFC 3987 §5.3.2.3, §3.2 step 4).
     */
    @Test
    void utf8OfUcscharIsDecoded() {
        assertSyntax("x:/ros\u00E9", "x:/ros%C3%A9");
        assertSyntax("x:/ros\u00E9", "x:/ros%c3%a9");
        assertSyntax("x:/\u4F8B", "x:/%E4%BE%8B");
        assertSyntax("x:/" + ch(0x1F600), "x:/%F0%9F%98%80");
        assertSyntax("x:/" + ch(0x10300), "x:/%F0%90%8C%80");
        assertSyntax("x:/\u00A0", "x:/%C2%A0"); // the first ucschar
        assertSyntax("x://\u00E9@h/\u00E9?\u00E9#\u00E9", "x://%C3%A9@h/%C3%A9?%C3%A9#%C3%A9");
        assertSyntax("x:/r\u00E9sum\u00E9", "x:/r%C3%A9sum\u00E9");
    }

    /** RFC 3986 §2.2/§6.2.2.2: reserved characters stay encoded, else the meaning changes. */
    @Test
    void reservedCharactersStayEncodedWithUpperCaseHex() {
        List<Executable> checks = new ArrayList<>();
        for (char c : (GEN_DELIMS + SUB_DELIMS).toCharArray()) {
            String upper = pct(String.valueOf(c), true);
            String lower = pct(String.valueOf(c), false);
            for (String template : List.of("x:/a%sb", "x:?a%sb", "x:#a%sb", "x://a%sb/", "x://a%sb@h/")) {
                String expected = template.replace("%s", upper);
                checks.add(() -> assertSyntax(expected, template.replace("%s", upper)));
                checks.add(() -> assertSyntax(expected, template.replace("%s", lower)));
            }
        }
        assertAll(checks);
    }

    @Test
    void anEncodedSlashIsNotASlash() {
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        assertFalse(syntax.equivalent(Iris.parse("x:/a%2Fb"), Iris.parse("x:/a/b")));
        assertFalse(syntax.equivalent(Iris.parse("x:/a%3Fb"), Iris.parse("x:/a?b")));
        assertFalse(syntax.equivalent(Iris.parse("x:/a%23b"), Iris.parse("x:/a#b")));
    }

    @Test
    void percentItselfStaysEncoded() {
        assertUnchanged("x:/%25");
        assertUnchanged("x:/100%25?%25#%25");
        assertSyntax("x:/%2541", "x:/%2541"); // "%25" then "41": never decoded twice
        assertSyntax("x:/%25C3%A9", "x:/%25C3%A9"); // "%" "C3" then a lone %A9
    }

    /** RFC 3987 §3.2 step 4 keeps what is not legal UTF-8; normalization only upper-cases it. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "%C3%28", // second octet not a continuation
                "%C0%AF", // overlong "/"
                "%E0%80%AF", // overlong, three octets
                "%ED%A0%80", // UTF-16 surrogate D800
                "%F4%90%80%80", // above U+10FFFF
                "%80", // lone continuation
                "%E2%82", // truncated
                "%FF", // never in UTF-8
                "%C3", // truncated at the end
            })
    void invalidUtf8StaysEncoded(String octets) {
        String lower = octets.toLowerCase(java.util.Locale.ROOT);
        assertSyntax("x:/a" + octets + "b", "x:/a" + lower + "b");
        assertSyntax("x:?a" + octets + "b", "x:?a" + lower + "b");
        assertSyntax("x:#a" + octets + "b", "x:#a" + lower + "b");
    }

    /**
     * RFC 3987 §4.1: IRIs MUST NOT contain the bidi formatting characters, so their encodings
     * stay encoded (§3.2 step 4 keeps "characters an IRI may not hold").
     */
    @ParameterizedTest
    @ValueSource(ints = {0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069})
    void bidiFormattingCharactersStayEncoded_section4_1(int cp) {
        String upper = pct(ch(cp), true);
        String lower = pct(ch(cp), false);
        assertSyntax("x:/a" + upper + "b", "x:/a" + lower + "b");
        assertSyntax("x:?a" + upper + "b", "x:?a" + lower + "b");
        assertSyntax("x:#a" + upper + "b", "x:#a" + upper + "b");
    }

    /** Characters outside ucschar and iprivate: controls, space, non-characters, specials. */
    @ParameterizedTest
    @ValueSource(
            ints = {
                0x00, 0x1F, 0x20, 0x22, 0x3C, 0x5C, 0x7F, 0x80, 0x9F, 0xFDD0, 0xFFFE, 0xFFFF, 0xFFFD, 0x1FFFE, 0xE0001
            })
    void charactersAnIriMayNotHoldStayEncoded(int cp) {
        String upper = pct(ch(cp), true);
        assertSyntax("x:/" + upper, "x:/" + pct(ch(cp), false));
        assertSyntax("x:?" + upper, "x:?" + upper);
    }

    /**
     * RFC 3987 §5.3.2.3 decodes percent-encodings of unreserved characters only, for IRIs
     * {@code iunreserved} (ALPHA, DIGIT, "-._~", ucschar): an encoded {@code iprivate}
     * character is not unreserved and stays encoded everywhere, the query included, where it
     * may also stand decoded (RFC 3987 §2.2: iquery = *( ipchar / iprivate / "/" / "?" )) and
     * stays so. URI to IRI conversion decodes it in the query (§3.2): another operation.
     */
    @ParameterizedTest
    @ValueSource(ints = {0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD})
    void iprivateStaysEncoded_section5_3_2_3(int cp) {
        String encoded = pct(ch(cp), true);
        assertSyntax(
                "x://h/" + encoded + "?" + encoded + "#" + encoded,
                "x://h/" + pct(ch(cp), false) + "?" + pct(ch(cp), false) + "#" + pct(ch(cp), false));
        assertSyntax("x://h/?a=" + ch(cp), "x://h/?a=" + ch(cp));
        assertSyntax("x://h" + encoded + "/", "x://h" + encoded + "/");
        assertSyntax("x://" + encoded + "@h/", "x://" + encoded + "@h/");
        assertSyntax("http://example.com/?%EE%80%80", "http://example.com/?%EE%80%80");
    }

    // ---- dot segments (§5.3.2.4, RFC 3986 §5.2.4 and §6.2.2.3) --------------------------

    @Test
    void dotSegmentsAreRemoved_section5_3_2_4() {
        // RFC 3986 §5.2.4's two examples
        assertSyntax("x://h/a/g", "x://h/a/b/c/./../../g");
        assertSyntax("x:mid/6", "x:mid/content=5/../6");
        assertSyntax("http://a/b", "http://a/./b");
        assertSyntax("http://a/", "http://a/b/..");
        assertSyntax("http://a/", "http://a/..");
        assertSyntax("http://a/", "http://a/../../..");
        assertSyntax("http://a/b/", "http://a/b/.");
        assertSyntax("http://a/g?x/../y#z/./w", "http://a/b/../g?x/../y#z/./w");
    }

    /**
     * RFC 3986 §6.2.2's order, case, then percent-encoding, then dot segments, makes
     * /a/%2E%2E/b into /b: the decoded "%2E%2E" is a dot segment like any other.
     */
    @Test
    void encodedDotsAreDecodedBeforeDotSegmentsAreRemoved() {
        assertSyntax("http://h/b", "http://h/a/%2E%2E/b");
        assertSyntax("http://h/b", "http://h/a/%2e%2e/b");
        assertSyntax("http://h/b", "http://h/a/.%2E/b");
        assertSyntax("http://h/b", "http://h/%2E%2E/b");
        assertSyntax("http://h/a/b", "http://h/a/%2E/b");
        assertSyntax("x:/b", "x:/a/%2E%2E/b");
        assertTrue(comparator(ComparisonLevel.SYNTAX)
                .equivalent(Iris.parse("http://h/a/%2E%2E/b"), Iris.parse("http://h/b")));
    }

    @Test
    void dotsThatAreNotWholeSegmentsStay() {
        assertUnchanged("x://h/a./.b/..c/.../b..");
        assertSyntax("x://h/a.b", "x://h/a%2Eb");
    }

    /**
     * A relative path's dot segments mean something until the reference is resolved (RFC 3986
     * §5.2.2 removes them only after merging with the base), so they are left alone.
     */
    @ParameterizedTest
    @ValueSource(strings = {"a/./b/../c", "./a", "../a", ".", "..", "../../a/./b", "./a:b", "a/..", "?q/../x"})
    void aRelativePathKeepsItsDotSegments(String reference) {
        assertUnchanged(reference);
    }

    @Test
    void encodedDotsOfARelativePathAreDecodedButNotRemoved() {
        assertSyntax("a/../b", "a/%2E%2E/b");
        assertSyntax("../a", "%2E%2E/a");
    }

    /** An absolute-path or network-path reference resolves to remove_dot_segments of its path (§5.2.2). */
    @Test
    void absolutePathAndNetworkPathReferencesLoseTheirDots() {
        assertSyntax("/a/b", "/a/./b");
        assertSyntax("/b", "/a/../b");
        assertSyntax("//h/b", "//h/a/../b");
    }

    /**
     * Removing the "/." of "a:/.//b" would give "a://b", where "b" is an authority: the
     * normal form keeps the shape (as RFC 3986 §5.2.4 errata and 3987bis do for output).
     */
    @Test
    void aPathStartingWithTwoSlashesKeepsItsShape() {
        assertUnchanged("a:/.//b");
        assertSyntax("a:/.//c", "a:/./b/..//c");
        assertSyntax("x:/.//b", "x:/a/..//b");
        Iri normal = comparator(ComparisonLevel.SYNTAX).normalForm(Iris.parse("a:/.//b"));
        assertEquals(Optional.empty(), normal.authority(), "no authority appears");
        // with an authority, "//" at the start of the path is harmless
        assertSyntax("x://h//b", "x://h/a/..//b");
    }

    // ---- empty components: never the same as absent ones (RFC 3986 §6.2.3) --------------

    @Test
    void emptyQueryAndFragmentAreKept() {
        assertUnchanged("http://example.com/?");
        assertUnchanged("http://example.com/#");
        assertUnchanged("http://example.com/?#");
        assertUnchanged("x:?");
        assertUnchanged("#");
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        assertFalse(syntax.equivalent(Iris.parse("http://example.com/?"), Iris.parse("http://example.com/")));
        assertFalse(syntax.equivalent(Iris.parse("http://example.com/#"), Iris.parse("http://example.com/")));
        assertFalse(syntax.equivalent(Iris.parse("http://example.com/?"), Iris.parse("http://example.com/#")));
    }

    @Test
    void anEmptyPortIsKeptAtTheSyntaxLevel() {
        // dropping it is scheme-based normalization (RFC 3986 §6.2.3)
        assertUnchanged("foo://a:/");
        assertUnchanged("http://example.com:80/");
        assertUnchanged("http://example.com");
    }

    @Test
    void anEmptyHostOrAuthorityIsKept() {
        assertUnchanged("file:///etc/hosts");
        assertUnchanged("x://");
        assertUnchanged("x://@/");
    }

    // ---- character normalization (§5.3.2.2) ----------------------------------------------

    /**
     * §5.3.2.2: "Equivalence of IRIs MUST rely on the assumption that IRIs are appropriately
     * pre-character-normalized rather than apply character normalization when comparing two
     * IRIs." So nothing happens unless the caller asks for NFC or NFKC.
     */
    @Test
    void noCharacterNormalizationUnlessAsked_section5_3_2_2() {
        assertUnchanged("x:/e\u0301");
        assertUnchanged("x:/\uFB01");
        assertUnchanged("x:/\uFF21");
        assertUnchanged("x:/a\uFF0Fb");
        assertUnchanged("x://e\u0301/?e\u0301#e\u0301");
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        // the example of §5.3.2.2: precomposed vs decomposed e-acute
        Iri nfc = Iris.parse("http://www.example.org/r\u00E9sum\u00E9.html");
        Iri nfd = Iris.parse("http://www.example.org/re\u0301sume\u0301.html");
        assertFalse(syntax.equivalent(nfc, nfd));
        assertFalse(comparator(ComparisonLevel.SCHEME).equivalent(nfc, nfd));
    }

    @Test
    void nfcWhenAsked_section5_3_2_2() {
        assertEquals("x:/\u00E9", syntax("x:/e\u0301", Normalizer.Form.NFC));
        assertEquals("x:/\uFB01", syntax("x:/\uFB01", Normalizer.Form.NFC), "NFC keeps compatibility characters");
        assertEquals("x://\u00E9/?\u00E9#\u00E9", syntax("x://e\u0301/?e\u0301#e\u0301", Normalizer.Form.NFC));
        // decoded first, then normalized
        assertEquals("x:/\u00E9", syntax("x:/e%CC%81", Normalizer.Form.NFC));
        IriComparator nfc = comparator(ComparisonLevel.SYNTAX, Normalizer.Form.NFC);
        assertTrue(nfc.equivalent(
                Iris.parse("http://www.example.org/r\u00E9sum\u00E9.html"),
                Iris.parse("http://www.example.org/re\u0301sume\u0301.html")));
        assertFalse(nfc.equivalent(Iris.parse("x:/\uFB01"), Iris.parse("x:/fi")));
    }

    @Test
    void nfkcWhenAsked_section5_3_2_2() {
        assertEquals("x:/fi", syntax("x:/\uFB01", Normalizer.Form.NFKC));
        assertEquals("x:/A", syntax("x:/\uFF21", Normalizer.Form.NFKC));
        assertEquals("x:/\u00E9", syntax("x:/e\u0301", Normalizer.Form.NFKC));
        IriComparator nfkc = comparator(ComparisonLevel.SYNTAX, Normalizer.Form.NFKC);
        assertTrue(nfkc.equivalent(Iris.parse("x:/\uFB01"), Iris.parse("x:/fi")));
        // a full-width host becomes US-ASCII and is then lower-cased like one
        assertEquals("x://example.com/", syntax("x://\uFF25XAMPLE.com/", Normalizer.Form.NFKC));
    }

    /**
     * NFKC maps U+FF0F FULLWIDTH SOLIDUS to "/": in a path that would add a segment and
     * change the IRI's structure, so the result is percent-encoded instead.
     */
    @Test
    void nfkcNeverCreatesADelimiter() {
        String normal = syntax("x:/a\uFF0Fb", Normalizer.Form.NFKC);
        assertEquals("x:/a%2Fb", normal);
        assertEquals("/a%2Fb", Iris.parse(normal).path());
        assertEquals("x:/a%3Fb", syntax("x:/a\uFF1Fb", Normalizer.Form.NFKC));
        assertEquals("x:/a%23b", syntax("x:/a\uFF03b", Normalizer.Form.NFKC));
        assertEquals("x:/a%25b", syntax("x:/a\uFF05b", Normalizer.Form.NFKC));
        assertEquals("x:/%20", syntax("x:/\u00A0", Normalizer.Form.NFKC));
        assertEquals("x:?a%3Db%26c", syntax("x:?a\uFF1Db\uFF06c", Normalizer.Form.NFKC));
        assertEquals("x://a%3Ab/", syntax("x://a\uFF1Ab/", Normalizer.Form.NFKC));
    }

    /**
     * NFC must not reach into a percent-encoding. "%3A" is the octet 0x3A (RFC 3986 §2.1), not
     * the letter "A"; a combining mark after it has no base to compose with. Composing the
     * hex digit "A" with U+0301 into U+00C1 breaks the triplet ("%3\u00C1").
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "x:/%3A\u0301",
                "x:/a%2F\u0301b",
                "x://h%3A\u0301/",
                "x:?%3D\u0301",
                "x:#%2C\u0301",
                "x:/%E2%80%AE\u0301"
            })
    void nfcDoesNotComposeWithTheHexDigitOfAPercentEncoding(String iri) {
        assertEquals(iri, syntax(iri, Normalizer.Form.NFC));
        assertEquals(iri, syntax(iri, Normalizer.Form.NFKC));
    }

    @Test
    void onlyNfcAndNfkcAreAllowed_section5_3_2_2() {
        assertThrows(
                IllegalArgumentException.class,
                () -> Iris.comparatorBuilder().characterNormalization(Normalizer.Form.NFD));
        assertThrows(
                IllegalArgumentException.class,
                () -> Iris.comparatorBuilder().characterNormalization(Normalizer.Form.NFKD));
    }

    // ---- the result ----------------------------------------------------------------------

    static Stream<Arguments> assorted() {
        return Stream.of(
                Arguments.of("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9"),
                Arguments.of("HTTP://U%73er@WWW.Example.COM:0080/%7e/./a/../b?%7e%2f#%7e%2f"),
                Arguments.of("x://%C3%BC.COM/%EE%80%80?%EE%80%80#%e2%80%ae"),
                Arguments.of("a:/./b/..//c"),
                Arguments.of("../a/./%2E%2E/b"),
                Arguments.of("x:/%c3%28%ed%a0%80"));
    }

    @ParameterizedTest
    @MethodSource("assorted")
    void theNormalFormIsANormalFormAndEquivalentToTheInput(String input) {
        IriComparator syntax = comparator(ComparisonLevel.SYNTAX);
        Iri normal = syntax.normalForm(Iris.parse(input));
        assertEquals(normal.toString(), syntax.normalForm(normal).toString(), "idempotent");
        assertTrue(syntax.equivalent(Iris.parse(input), normal));
        assertTrue(Iris.check(normal.toString()).isValid(), () -> "a valid IRI reference: " + show(normal));
    }

    @Test
    void theLevelIsReported() {
        assertEquals(ComparisonLevel.SYNTAX, comparator(ComparisonLevel.SYNTAX).level());
        assertEquals(
                ComparisonLevel.SCHEME,
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build().level());
        assertEquals(ComparisonLevel.SCHEME, Iris.comparatorBuilder().build().level(), "the builder's default");
    }

    @Test
    void irisNormalizeIsTheComparatorsNormalForm() {
        String input = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
        assertEquals(
                "example://a/b/c/%7Bfoo%7D/ros\u00E9",
                Iris.normalize(Iris.parse(input), ComparisonLevel.SYNTAX).toString());
        assertEquals(
                input, Iris.normalize(Iris.parse(input), ComparisonLevel.SIMPLE).toString());
    }
}
