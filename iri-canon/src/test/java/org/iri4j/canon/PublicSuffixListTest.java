package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bundled list through the public API: the URL Standard's examples (§3.2 "Host
 * miscellaneous"), the PSL algorithm's rule kinds (publicsuffix.org/list, "Algorithm"), the two
 * sections, hosts in Unicode and in punycode, and hosts that are not domains.
 */
class PublicSuffixListTest {

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();

    private static String publicSuffix(String host) {
        return LIST.publicSuffix(host).orElse(null);
    }

    private static String registrable(String host) {
        return LIST.registrableDomain(host).orElse(null);
    }

    /** The URL Standard §3.2 example table, with the IDN rows in both forms of the host. */
    @ParameterizedTest
    @CsvSource(
            nullValues = "null",
            value = {
                "com, com, null",
                "example.com, com, example.com",
                "www.example.com, com, example.com",
                "sub.www.example.com, com, example.com",
                "EXAMPLE.COM, com, example.com",
                "example.com., com., example.com.",
                "github.io, github.io, null",
                "whatwg.github.io, github.io, whatwg.github.io",
                "xn--kgbechtv, xn--kgbechtv, null",
                "example.xn--kgbechtv, xn--kgbechtv, example.xn--kgbechtv",
                "sub.example.xn--kgbechtv, xn--kgbechtv, example.xn--kgbechtv",
                "إختبار, إختبار, null",
                "sub.example.إختبار, إختبار, example.إختبار",
                "[2001:0db8:85a3:0000:0000:8a2e:0370:7334], null, null",
            })
    void urlStandardExamples(String host, String publicSuffix, String registrable) {
        assertEquals(publicSuffix, publicSuffix(host), "public suffix");
        assertEquals(registrable, registrable(host), "registrable domain");
    }

    /** PSL "Algorithm": a wildcard rule {@code *.kobe.jp} and its exception {@code !city.kobe.jp}. */
    @ParameterizedTest
    @CsvSource(
            nullValues = "null",
            value = {
                // No rule kobe.jp: *.kobe.jp needs a third label, so jp decides.
                "kobe.jp, jp, kobe.jp",
                "c.kobe.jp, c.kobe.jp, null",
                "b.c.kobe.jp, c.kobe.jp, b.c.kobe.jp",
                "a.b.c.kobe.jp, c.kobe.jp, b.c.kobe.jp",
                "city.kobe.jp, kobe.jp, city.kobe.jp",
                "www.city.kobe.jp, kobe.jp, city.kobe.jp",
                "ck, ck, null",
                "www.ck, ck, www.ck",
                "www.www.ck, ck, www.ck",
                "test.ck, test.ck, null",
                "b.test.ck, test.ck, b.test.ck",
                "x.y.compute.amazonaws.com, y.compute.amazonaws.com, x.y.compute.amazonaws.com",
            })
    void wildcardAndExceptionRules(String host, String publicSuffix, String registrable) {
        assertEquals(publicSuffix, publicSuffix(host), "public suffix");
        assertEquals(registrable, registrable(host), "registrable domain");
    }

    /** PSL "Algorithm" step 2: with no matching rule, the prevailing rule is {@code *}. */
    @Test
    void anUnlistedTopLevelLabelIsAPublicSuffix() {
        assertEquals("example", publicSuffix("a.b.example"));
        assertEquals("b.example", registrable("a.b.example"));
        assertTrue(LIST.isPublicSuffix("example"));
        assertEquals(Optional.empty(), LIST.section("a.b.example"), "the implicit rule is in no section");
    }

    @Test
    void privateSectionRulesCountUnlessIcannOnly() {
        PublicSuffixList icann = LIST.icannOnly();
        assertEquals("foo.github.io", registrable("www.foo.github.io"));
        assertEquals("github.io", icann.registrableDomain("www.foo.github.io").orElseThrow());
        assertEquals("myblog.blogspot.com", registrable("myblog.blogspot.com"));
        assertEquals(
                "blogspot.com", icann.registrableDomain("myblog.blogspot.com").orElseThrow());
        assertEquals(Optional.of(PslSection.PRIVATE), LIST.section("myblog.blogspot.com"));
        assertEquals(Optional.of(PslSection.ICANN), icann.section("myblog.blogspot.com"));
        assertEquals(Optional.of(PslSection.ICANN), LIST.section("www.example.co.uk"));
        assertTrue(LIST.isPublicSuffix("github.io"));
        assertFalse(icann.isPublicSuffix("github.io"));
        // A private wildcard: *.compute.amazonaws.com.
        assertEquals(
                "amazonaws.com",
                icann.registrableDomain("x.y.compute.amazonaws.com").orElseThrow());
    }

    @Test
    void theIcannViewSharesTheRulesAndCountsItsOwn() {
        PublicSuffixList icann = LIST.icannOnly();
        assertSame(icann, icann.icannOnly());
        assertTrue(icann.size() > 6000 && icann.size() < LIST.size(), icann + " within " + LIST);
        assertEquals(LIST.source() + " (ICANN section)", icann.source());
    }

    @Test
    void theSnapshotSaysWhereItComesFrom() throws IOException {
        assertSame(LIST, PublicSuffixList.snapshot());
        // The revision tools/refresh-psl.sh records beside the list, and nowhere else.
        Properties revision = new Properties();
        try (InputStream in = PublicSuffixList.class.getResourceAsStream("public_suffix_list.properties")) {
            revision.load(in);
        }
        assertEquals(
                "public_suffix_list.dat " + revision.getProperty("commit") + " (" + revision.getProperty("date") + ")",
                LIST.source());
        assertTrue(revision.getProperty("commit").matches("[0-9a-f]{40}"), revision.toString());
        // Rules, not lines: more than ten thousand distinct rules (10,248 at e8c9a2b…, 2026-08-19).
        assertTrue(LIST.size() > 10_000, LIST.toString());
        assertEquals("PublicSuffixList[" + LIST.source() + ", " + LIST.size() + " rules]", LIST.toString());
    }

    /** URL Standard §3.2: a trailing dot is kept in both answers. */
    @Test
    void aTrailingDotIsKept() {
        assertEquals("co.uk.", publicSuffix("www.example.co.uk."));
        assertEquals("example.co.uk.", registrable("www.example.co.uk."));
        assertEquals("b.c.kobe.jp.", registrable("a.b.c.kobe.jp."));
        assertEquals("city.kobe.jp.", registrable("www.city.kobe.jp."));
        assertEquals("食狮.公司.cn.", registrable("www.食狮.公司.cn."));
        assertTrue(LIST.isPublicSuffix("com."));
        assertEquals(null, registrable("com."));
        assertEquals(null, publicSuffix("com.."), "one trailing dot only");
    }

    /** IDN and punycode forms alike: the same answer, each in the form of its input, lower-cased. */
    @ParameterizedTest
    @CsvSource({
        "www.食狮.公司.cn, 食狮.公司.cn, 公司.cn",
        "www.xn--85x722f.xn--55qx5d.cn, xn--85x722f.xn--55qx5d.cn, xn--55qx5d.cn",
        "WWW.XN--85X722F.XN--55QX5D.CN, xn--85x722f.xn--55qx5d.cn, xn--55qx5d.cn",
        "www.食狮.xn--55qx5d.cn, 食狮.xn--55qx5d.cn, xn--55qx5d.cn",
        "WWW.食狮.中国, 食狮.中国, 中国",
        "Www.Bücher.DE, bücher.de, de",
        "www.xn--bcher-kva.de, xn--bcher-kva.de, de",
        "www。食狮．中国, 食狮.中国, 中国",
        "example.ΕΛ, example.ελ, ελ",
    })
    void idnAndPunycodeHostsAnswerInTheirOwnForm(String host, String registrable, String publicSuffix) {
        assertEquals(registrable, registrable(host));
        assertEquals(publicSuffix, publicSuffix(host));
        assertEquals(Optional.of(PslSection.ICANN), LIST.section(host));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                ".",
                "..",
                ".com",
                ".example.com",
                "a..example.com",
                "example.com..",
                "1.2.3.4",
                "192.168.0.1.",
                "0x7f.1",
                "example.0x1F",
                "example.123",
                "[::1]",
                "[2001:db8::1]",
                "a b.com",
                "a/b.com",
                "a%41.com",
                "a:b.com",
                "tab\t.com",
                "食狮..中国",
                "。中国",
                "a\u2488.com",
                "bad\u3000label.com",
            })
    void hostsThatAreNotDomainsHaveNoPublicSuffix(String host) {
        assertEquals(Optional.empty(), LIST.publicSuffix(host));
        assertEquals(Optional.empty(), LIST.registrableDomain(host));
        assertEquals(Optional.empty(), LIST.section(host));
        assertFalse(LIST.isPublicSuffix(host));
    }

    /** A label that merely looks like a number does not make an IPv4 address (URL Standard §3.5). */
    @Test
    void numbersBeforeTheLastLabelAreLabels() {
        assertEquals("1.com", registrable("0.1.com"));
        assertEquals("0x1g", publicSuffix("example.0x1g"));
        assertEquals("example.0x1g", registrable("example.0x1g"));
    }

    /** test_psl.txt's first line: null is no host, and has neither a public suffix nor a registrable domain. */
    @Test
    void nullIsNoHost() {
        assertEquals(Optional.empty(), LIST.publicSuffix(null));
        assertEquals(Optional.empty(), LIST.registrableDomain(null));
        assertEquals(Optional.empty(), LIST.section(null));
        assertFalse(LIST.isPublicSuffix(null));
        assertFalse(LIST.sameSite(null, null));
        assertFalse(LIST.sameSite("example.com", null));
    }

    /** A host that is its own registrable domain, in lower case already, is the answer itself: no copy. */
    @Test
    void aHostThatIsItsOwnAnswerComesBackUncopied() {
        String host = new String("example.com");
        assertSame(host, LIST.registrableDomain(host).orElseThrow());
        String suffix = new String("co.uk");
        assertSame(suffix, LIST.publicSuffix(suffix).orElseThrow());
    }

    /** HTML's "schemelessly same site" on hosts, with the URL Standard's registrable domain (§3.2). */
    @ParameterizedTest
    @CsvSource({
        "www.example.com, example.com, true",
        "a.example.com, b.example.com, true",
        "EXAMPLE.com, www.example.COM, true",
        "www.食狮.公司.cn, xn--85x722f.xn--55qx5d.cn, true",
        "example.com, example.org, false",
        "a.github.io, b.github.io, false",
        "github.io, github.io, true",
        "com, COM, true",
        "com, org, false",
        "example.com, example.com., false",
        "[::1], [::1], true",
        "[::1], [0:0::1], false",
        "1.2.3.4, 1.2.3.4, true",
        "1.2.3.4, 1.2.3.5, false",
        "www.city.kobe.jp, city.kobe.jp, true",
        "a.c.kobe.jp, b.c.kobe.jp, false",
    })
    void sameSite(String hostA, String hostB, boolean expected) {
        assertEquals(expected, LIST.sameSite(hostA, hostB));
        assertEquals(expected, LIST.sameSite(hostB, hostA), "symmetric");
    }

    @Test
    void sameSiteDependsOnTheSections() {
        assertFalse(LIST.sameSite("a.github.io", "b.github.io"));
        assertTrue(LIST.icannOnly().sameSite("a.github.io", "b.github.io"));
    }

    /**
     * A deviation character of UTS #46 §2.3 names another domain than its IDNA2003 mapping, as
     * the URL Standard's domain to ASCII reads it (§3.3): {@code faß.de} is not {@code fass.de},
     * {@code βόλος.gr} not {@code βόλοσ.gr}, and a joiner where CheckJoiners allows it is kept.
     */
    @ParameterizedTest
    @CsvSource({
        "www.faß.de, fass.de, xn--fa-hia.de",
        "βόλος.gr, βόλοσ.gr, xn--nxasmm1c.gr",
        "می‌خواهم.ir, میخواهم.ir, ",
    })
    void deviationCharactersNameTheirOwnSite(String host, String idna2003, String ascii) {
        assertFalse(LIST.sameSite(host, idna2003));
        if (ascii != null) {
            assertTrue(LIST.sameSite(host, ascii));
            assertEquals(Optional.of(ascii), LIST.registrableDomain(ascii));
        }
    }
}
