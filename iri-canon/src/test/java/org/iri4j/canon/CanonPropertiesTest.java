package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Test;

/**
 * Properties of crawl canonicalization: a canonical form canonicalizes to itself under every
 * profile in one pass (the rule's idempotence, RFC 3987 §5.3.4 through
 * {@link org.iri4j.api.ProtocolRule}) and is a URL the URL Standard serializes to itself (§4.4,
 * §4.5), on jqwik's links and on 100,000 {@link HostileLinks}; and SURT keys of one site sort
 * together, apart from every other site's.
 */
class CanonPropertiesTest {

    /** How many hostile links the seeded run canonicalizes under every profile. */
    private static final int HOSTILE_LINKS = 100_000;

    @Provide
    Arbitrary<String> links() {
        Arbitrary<String> scheme = Arbitraries.of(
                "http://", "https://", "HTTP://", "ftp://", "foo://", "file:///", "", "http:", "foo:", "javascript:");
        Arbitrary<String> host = Arbitraries.of(
                "www.example.com",
                "WWW2.Example.COM",
                "www.www2.example.com",
                "example.com.",
                "..a..b..",
                "0x7f.1",
                "3279880203",
                "[::ffff:1.2.3.4]",
                "b\u00fccher.de",
                "xn--n3h.net",
                "h%2541st",
                "localhost:8080",
                "a.b.c.d.e",
                "www.0x7f.1..",
                "www..1.2.3.4..",
                "0177.1",
                "www.127.1.",
                "1,2,3,4");
        Arbitrary<String> segment = Arbitraries.of(
                "a",
                ".",
                "..",
                "%2e",
                "%252e%252e",
                "",
                "A%2fB",
                "%25%32%35",
                "x y",
                "%7C",
                "C|",
                "%5C",
                "\u00e9",
                "(S(4hqa0555fwsecu455xqckv45))",
                "p.aspx",
                ";jsessionid=0123456789abcdef0123456789abcdef",
                "..;jsessionid=0123456789abcdef0123456789abcdef",
                "%2F%2Fevil.example%2Fpath",
                "%2f..%2fx",
                "%252F",
                "%3F",
                "%23");
        Arbitrary<String> path = segment.list().ofMaxSize(5).map(s -> s.isEmpty() ? "" : "/" + String.join("/", s));
        Arbitrary<String> param = Arbitraries.of(
                "a=1", "B=2", "", "%3d=%26", "sid=0123456789abcdef0123", "x=%2525", "q=a+b", "CFID=1&CFTOKEN=2a");
        Arbitrary<String> query = param.list().ofMaxSize(4).map(p -> p.isEmpty() ? "" : "?" + String.join("&", p));
        Arbitrary<String> fragment = Arbitraries.of("", "#", "#f", "#a#b", "#%2541");
        return Combinators.combine(scheme, host, path, query, fragment).as((s, h, p, q, f) -> s + h + p + q + f);
    }

    /** A canonicalization under test: a profile, whose form is a URL, or Safe Browsing's key. */
    private record Canonicalization(String name, UnaryOperator<String> canonicalize, boolean givesUrl) {}

    private static List<Canonicalization> canonicalizations() {
        List<Canonicalization> all = new ArrayList<>();
        for (CanonProfile profile : CanonProfile.profiles()) {
            if (!profile.readsAsArchive()) { // ia's form is the Archive's code's: IaDifferentialTest
                all.add(new Canonicalization(profile.name(), profile::canonicalize, true));
            }
        }
        all.add(new Canonicalization(
                "safe-browsing", link -> SafeBrowsingKey.of(link).text(), false));
        return all;
    }

    @Property(tries = 400)
    void aCanonicalFormIsAFixpoint(@ForAll("links") String link) {
        for (Canonicalization profile : canonicalizations()) {
            String once;
            try {
                once = profile.canonicalize().apply(link);
            } catch (InvalidInputException failure) {
                continue;
            }
            assertEquals(once, profile.canonicalize().apply(once), profile.name() + " on " + link);
            if (profile.givesUrl()) {
                assertEquals(once, WebUrl.parse(once).href(), profile.name() + " gives a URL's href for " + link);
            }
        }
    }

    /**
     * 100,000 seeded {@link HostileLinks} (delimiters escaped in opaque and hierarchical paths,
     * {@code www} beside dots and IPv4 shorthands, session tokens beside dot segments) through
     * every profile but {@code ia} (held to the Archive's code by IaDifferentialTest): each
     * canonical form is a fixpoint in one pass, and every URL-Standard-based profile's form parses
     * to itself (§4.4, §4.5). The failures are listed, ten at most.
     */
    @Test
    void hostileLinksCanonicalizeToFixpointsInOnePass() {
        HostileLinks links = new HostileLinks(32);
        List<String> failures = new ArrayList<>();
        int forms = 0;
        for (int i = 0; i < HOSTILE_LINKS; i++) {
            String link = links.next();
            for (Canonicalization profile : canonicalizations()) {
                String once;
                try {
                    once = profile.canonicalize().apply(link);
                } catch (InvalidInputException refused) {
                    continue;
                }
                forms++;
                String problem = problem(profile, once);
                if (problem != null && failures.size() < 10) {
                    failures.add(profile.name() + " on " + link + " gives " + once + ", " + problem);
                }
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(forms > 3 * HOSTILE_LINKS, "most links have a canonical form under most profiles: " + forms);
    }

    /** What is wrong with a canonical form, or null. */
    private static String problem(Canonicalization profile, String once) {
        WebUrlResult read = WebUrl.read(once, null);
        if (profile.givesUrl() && read.url().isEmpty()) {
            return "which the URL Standard refuses";
        }
        if (profile.givesUrl() && !once.equals(read.url().orElseThrow().href())) {
            return "which it reads as " + read.url().orElseThrow().href();
        }
        try {
            String twice = profile.canonicalize().apply(once);
            return once.equals(twice) ? null : "then " + twice;
        } catch (InvalidInputException refused) {
            return "then a failure: " + refused.code();
        }
    }

    @Provide
    Arbitrary<List<String>> siteLabels() {
        return Arbitraries.strings()
                .withChars("abcx-")
                .ofMinLength(1)
                .ofMaxLength(4)
                .list()
                .ofMinSize(2)
                .ofMaxSize(3);
    }

    @Property(tries = 300)
    void oneSitesKeysSortTogether(
            @ForAll("siteLabels") List<String> site,
            @ForAll("siteLabels") List<String> other,
            @ForAll("paths") String p1,
            @ForAll("paths") String p2,
            @ForAll("paths") String p3) {
        String s = String.join(".", site);
        String t = String.join(".", other);
        net.jqwik.api.Assume.that(!t.equals(s) && !t.endsWith("." + s));
        SurtKeys keys = SurtKeys.standard();
        String a = keys.surt("http://" + s + p1);
        String b = keys.surt("http://sub." + s + p2);
        String c = keys.surt("http://" + t + p3);
        String low = a.compareTo(b) <= 0 ? a : b;
        String high = a.compareTo(b) <= 0 ? b : a;
        assertFalse(low.compareTo(c) < 0 && c.compareTo(high) < 0, c + " sorts between " + low + " and " + high);
    }

    @Provide
    Arbitrary<String> paths() {
        return Arbitraries.of("/", "/a", "/a/b?q=1", "/~", "/%7E", "/zz?a#b");
    }
}
