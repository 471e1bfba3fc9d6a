package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.iri4j.cli.CliTestSupport.splitLines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code iri canonicalize}, {@code iri surt} and {@code iri domain}: crawl canonicalization
 * (RFC 3987 §5.3.4, protocol-based normalization), SURT keys and registrable domains (URL
 * Standard §3.2) on the command line. The library's own tests hold the profiles, keys and list to
 * their sources; these hold the command to them.
 */
class CliCrawlTest {

    private static String out(String... args) {
        Result r = run(args);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.out().strip();
    }

    @Test
    void canonicalizeUsesSemanticPreciseByDefault() {
        assertEquals(
                "http://www.example.com/a/c?x=A&y=2#f",
                out("canonicalize", "www.Example.com/a/%7Eb/../c?y=2&x=%2541#f"));
    }

    @Test
    void canonicalizeTakesEveryShippedProfile() {
        String link = "https://www2.example.com/A/?b=2&a=1&jsessionid=0123456789abcdef#top";
        assertEquals("http://example.com/a?a=1&b=2", out("canonicalize", "--profile", "aggressive", link));
        assertEquals(
                "https://www2.example.com/A/?b=2&a=1&jsessionid=0123456789abcdef#top",
                out("canonicalize", "--profile", "href", link));
        // the Archive's code strips jsessionid= with 32 alphanumerics only; ia-whatwg, urlcanon's 10 or more
        assertEquals(
                "https://example.com/a?a=1&b=2&jsessionid=0123456789abcdef",
                out("canonicalize", "--profile", "ia", link));
        assertEquals("https://example.com/a?a=1&b=2", out("canonicalize", "--profile", "ia-whatwg", link));
        assertEquals("http://host/%25", out("canonicalize", "--profile", "safe-browsing", "http://host/%25%32%35"));
    }

    @Test
    void stepsFollowTheProfile() {
        Result r = run(
                "--format",
                "json",
                "canonicalize",
                "--profile",
                "href",
                "--steps",
                "strip-www, sort-query",
                "http://www.example.com/?b&a");
        Map<String, Object> json = parseJson(r.out().strip());
        assertEquals("http://example.com/?a&b", json.get("canonical"));
        assertEquals("href+strip-www, sort-query", json.get("profile"));
    }

    @Test
    void anUnknownProfileOrStepIsAUsageMistakeNamingThoseThereAre() {
        assertTrue(
                assertUsageMistake("canonicalize", "--profile", "semantik", "x").contains("semantic-precise"));
        assertTrue(assertUsageMistake("canonicalize", "--steps", "sort-query,bogus", "x")
                .contains("drop-fragment"));
        assertTrue(assertUsageMistake("canonicalize", "--profile", "safe-browsing", "--steps", "sort-query", "x")
                .contains("safe-browsing"));
    }

    @Test
    void aLinkNoProfileReadsIsBadInputWithTheStandardsCode() {
        Result r = run("canonicalize", "http://[::1/");
        assertEquals(1, r.status(), r::describe);
        assertTrue(r.err().startsWith("url.IPV6_UNCLOSED: "), r::describe);
        Result sb = run("canonicalize", "--profile", "safe-browsing", "http://[::1/");
        assertEquals(1, sb.status(), sb::describe);
        assertTrue(sb.err().startsWith("canon.MISSING_HOST: "), sb::describe);
    }

    /** Safe Browsing keys a URL by its host (issue 35): a link without one has no key, as in the browsers' clients. */
    @Test
    void safeBrowsingGivesALinkWithoutAHostNoKey() {
        for (String link :
                new String[] {"javascript:alert(1)", "data:text/html,x", "mailto:a@example.com", "about:blank"}) {
            Result sb = run("canonicalize", "--profile", "safe-browsing", link);
            assertEquals(1, sb.status(), sb::describe);
            assertTrue(sb.err().startsWith("canon.MISSING_HOST: "), sb::describe);
        }
    }

    /** URL Standard §4.4 path state: a special URL's "\" is a "/", in the key as in the library. */
    @Test
    void safeBrowsingReadsABackslashInASpecialPathAsASlash() {
        assertEquals(
                "http://a.example/b/d",
                out("canonicalize", "--profile", "safe-browsing", "http://a.example/b\\c\\..\\d"));
    }

    @Test
    void surtFormsAndOptions() {
        String link = "http://user@www.example.com:8080/a/b?q=1#f";
        assertEquals("http://(com,example,www,:8080)/a/b?q=1#f", out("surt", link));
        assertEquals("com,example,www,:8080)/a/b?q=1#f", out("surt", "--no-scheme", link));
        assertEquals("http://(com,example,www:8080)/a/b?q=1#f", out("surt", "--no-trailing-comma", link));
        assertEquals("http://(com,example,:8080)/a/b?q=1#f", out("surt", "--no-www", link));
        assertEquals("com,example,www,//8080:http@user:/a/b?q=1#f", out("surt", "--form", "ssurt", link));
        assertEquals("com,example,www,", out("surt", "--form", "host", link));
        assertEquals("com,example", out("surt", "--form", "host", "--no-www", "--no-trailing-comma", link));
    }

    /** CDX keys are the Internet Archive's: its canonicalization first, unless a profile is named. */
    @Test
    void cdxKeysCanonicalizeAsTheArchiveDoes() {
        assertEquals("org,archive)/goo?a&b", out("surt", "--form", "cdx", "http://www.archive.org/goo/?b&a"));
        assertEquals("254,1,168,192)/info", out("surt", "--form", "cdx", "http://192.168.1.254/info/"));
        assertEquals("org,archive)", out("surt", "--form", "cdx", "dns:archive.org"));
        assertEquals("filedesc://foo.arc.gz", out("surt", "--form", "cdx", "filedesc://foo.arc.gz"));
        assertEquals(
                "org,archive)/goo/?b&a",
                out("surt", "--form", "cdx", "--profile", "href", "http://www.archive.org/goo/?b&a"));
        Map<String, Object> json = parseJson(run("--format", "json", "surt", "--form", "cdx", "http://archive.org/x#y")
                .out()
                .strip());
        assertEquals("ia", json.get("profile"));
        assertEquals("http://archive.org/x", json.get("canonical"));
        assertEquals("org,archive)/x", json.get("key"));
    }

    @Test
    void surtOptionsThatDoNotApplyAreUsageMistakes() {
        assertUsageMistake("surt", "--form", "ssurt", "--no-www", "http://a/");
        assertUsageMistake("surt", "--form", "host", "--no-scheme", "http://a/");
        assertTrue(assertUsageMistake("surt", "--form", "reversed", "http://a/").contains("cdx"));
    }

    @Test
    void domainOfLinksAndHosts() {
        assertEquals("example.co.uk", out("domain", "https://www.example.co.uk/x"));
        assertEquals("example.co.uk", out("domain", "www.EXAMPLE.co.uk/x"));
        assertEquals("xn--85x722f.xn--55qx5d.cn", out("domain", "http://www.食狮.公司.cn/"));
        assertEquals("食狮.公司.cn", out("domain", "--input", "host", "www.食狮.公司.cn"));
        assertEquals("co.uk", out("domain", "--public-suffix", "https://www.example.co.uk/x"));
        assertEquals("whatwg.github.io", out("domain", "https://whatwg.github.io/"));
        assertEquals("github.io", out("domain", "--icann-only", "https://whatwg.github.io/"));
    }

    /** URL Standard §3.2: a host without registrable domain is an empty line (exit 1) and its reason on standard error. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://192.0.2.1/|link|canon.IP_ADDRESS",
                "http://[::1]/|link|canon.IP_ADDRESS",
                "http://co.uk/|link|canon.PUBLIC_SUFFIX",
                "http://localhost:8080/|link|canon.SINGLE_LABEL",
                "192.0.2.1|host|canon.IP_ADDRESS",
                "github.io|host|canon.PUBLIC_SUFFIX",
                "localhost|host|canon.SINGLE_LABEL",
            })
    void aHostWithoutRegistrableDomainIsAnEmptyLineExitOneAndAReason(String input, String kind, String code) {
        Result r = run("domain", "--input", kind, input);
        assertEquals(1, r.status(), r::describe);
        assertEquals(System.lineSeparator(), r.out(), r::describe);
        assertTrue(r.err().startsWith(code + ": "), r::describe);
        assertEquals(1, splitLines(r.err(), System.lineSeparator()).size(), r::describe);
    }

    /** An input that is no host is bad input, with the character and its index (URL Standard §3.2 hosts). */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "example.com:8080|U+003A COLON at index 11 ",
                "http://example.com/|U+003A COLON at index 4 ",
                "' exa mple.com'|U+0020 SPACE at index 0 ",
            })
    void notAHostIsBadInputNamingWhatAndWhere(String host, String where) {
        Result r = run("domain", "--input", "host", host);
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().startsWith("canon.NOT_A_HOST: " + where), r::describe);
        Result json = run("--format", "json", "domain", "--input", "host", host);
        Map<?, ?> error = (Map<?, ?>) parseJson(json.out().strip()).get("error");
        assertEquals("canon.NOT_A_HOST", error.get("code"), json::describe);
    }

    /** In a batch: ERROR lines for what is no host, empty lines for hosts without registrable domain. */
    @Test
    void aBatchTellsNotAHostFromNoRegistrableDomain() {
        Result r = batch(
                lines("example.com:8080", "http://example.com/", " exa mple.com", "192.0.2.1", "co.uk", "www.a.co.uk"),
                "domain",
                "--batch",
                "--input",
                "host");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertTrue(assertErrorLine(out.get(0), "canon.NOT_A_HOST").contains("at index 11"), out::toString);
        assertTrue(assertErrorLine(out.get(1), "canon.NOT_A_HOST").contains("at index 4"), out::toString);
        assertTrue(assertErrorLine(out.get(2), "canon.NOT_A_HOST").contains("at index 0"), out::toString);
        assertEquals(List.of("", "", "a.co.uk"), out.subList(3, 6));
    }

    /** --public-suffix: only what has no public suffix (an IP address) is empty, with its reason. */
    @Test
    void publicSuffixOfAnAddressIsEmptyWithAReason() {
        assertEquals("co.uk", out("domain", "--public-suffix", "--input", "host", "co.uk"));
        Result r = run("domain", "--public-suffix", "--input", "host", "192.0.2.1");
        assertEquals(1, r.status(), r::describe);
        assertTrue(r.err().startsWith("canon.IP_ADDRESS: "), r::describe);
    }

    /** A link that is read as http:// fails with an index into the line as given, not into the prefix. */
    @Test
    void anEmptyLineIsIndexedInTheLineAsGiven() {
        String spaced = "   www.exa mple.com";
        Result r = batch(lines("", "  ", spaced), "canonicalize", "--batch");
        List<String> out = r.batchLines();
        assertTrue(assertErrorLine(out.get(0), "url.HOST_MISSING").contains("at index 0 "), out::toString);
        assertTrue(assertErrorLine(out.get(1), "url.HOST_MISSING").contains("at index 2 "), out::toString);
        String space = assertErrorLine(out.get(2), "url.DOMAIN_TO_ASCII");
        int at = space.indexOf("at index ") + "at index ".length();
        int index = Integer.parseInt(space.substring(at, space.indexOf(' ', at)));
        // the host's start or its space, in the line as given
        assertTrue(spaced.charAt(index) == ' ' || spaced.startsWith("www", index), space);
        Result single = run("canonicalize", "");
        assertTrue(
                single.err().startsWith("url.HOST_MISSING: ") && single.err().contains("at index 0 "),
                single::describe);
    }

    @Test
    void domainJsonSaysEverything() {
        Map<String, Object> json = parseJson(run("--format", "json", "domain", "https://a.b.c.kobe.jp/")
                .out()
                .strip());
        assertEquals("https://a.b.c.kobe.jp/", json.get("input"));
        assertEquals("a.b.c.kobe.jp", json.get("host"));
        assertEquals("b.c.kobe.jp", json.get("registrableDomain"));
        assertEquals("c.kobe.jp", json.get("publicSuffix"));
        assertEquals("icann", json.get("section"));
        assertTrue(((String) json.get("list")).startsWith("public_suffix_list.dat "), json::toString);
        assertNull(json.get("reason"));
        assertTrue(json.containsKey("reason"), json::toString);
        Map<String, Object> none = parseJson(
                run("--format", "json", "domain", "http://192.0.2.1/").out().strip());
        assertNull(none.get("registrableDomain"));
        assertNull(none.get("section"));
        assertEquals("canon.IP_ADDRESS", ((Map<?, ?>) none.get("reason")).get("code"));
    }

    @Test
    void aLinkWithoutHostIsBadInput() {
        Result r = run("domain", "mailto:a@example.com");
        assertEquals(1, r.status(), r::describe);
        assertTrue(r.err().startsWith("canon.NO_HOST: "), r::describe);
    }

    @Test
    void aListFileReplacesTheSnapshot(@TempDir Path dir) throws IOException {
        Path list = dir.resolve("list.dat");
        Files.writeString(list, "// a list of one rule\nexample.com\n", StandardCharsets.UTF_8);
        assertEquals("b.example.com", out("domain", "--list", list.toString(), "http://a.b.example.com/"));
        Files.writeString(list, "*.*.bad\n", StandardCharsets.UTF_8);
        assertTrue(assertUsageMistake("domain", "--list", list.toString(), "x").contains("line 1"));
        assertTrue(assertUsageMistake(
                        "domain", "--list", dir.resolve("missing.dat").toString(), "x")
                .contains("no such file"));
        Files.writeString(list, "// a download that failed\n", StandardCharsets.UTF_8);
        assertTrue(assertUsageMistake("domain", "--list", list.toString(), "x").contains("holds no rule"));
        Files.write(list, new byte[] {'c', 'o', (byte) 0xE9, '\n'});
        assertTrue(assertUsageMistake("domain", "--list", list.toString(), "x").contains("not UTF-8"));
    }

    /** Each command answers every line of a batch, in order, on several threads, an error on its own line. */
    @Test
    void batchesKeepEveryLineInOrder() {
        List<String> in = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            in.add(i % 100 == 7 ? "http://[::1/" : "http://www" + i + ".example" + (i % 7) + ".co.uk/p?b&a");
            expected.add(i % 100 == 7 ? null : "example" + (i % 7) + ".co.uk");
        }
        Result r = batch(lines(in.toArray(new String[0])), "domain", "--batch", "--threads", "2");
        assertEquals(0, r.status(), r::describe);
        List<String> got = splitLines(r.out(), "\n");
        assertEquals(expected.size(), got.size());
        for (int i = 0; i < got.size(); i++) {
            if (expected.get(i) == null) {
                assertErrorLine(got.get(i), "url.IPV6_UNCLOSED");
            } else {
                assertEquals(expected.get(i), got.get(i), "line " + (i + 1));
            }
        }
        Result keys =
                batch(lines("http://www.a.example/x?b&a", "", "www.b.example"), "surt", "--batch", "--form", "cdx");
        // the Archive's key maker writes - for an empty link
        assertEquals(Arrays.asList("example,a)/x?a&b", "-", "example,b)/"), errorsAsNull(keys.out()));
        Result canonical = batch(lines("www.a.example/x?b&a", "http://[::1/"), "canonicalize", "--batch");
        assertEquals(Arrays.asList("http://www.a.example/x?a&b", null), errorsAsNull(canonical.out()));
    }

    private static List<String> errorsAsNull(String out) {
        return splitLines(out, "\n").stream()
                .map(l -> l.startsWith("ERROR\t") ? null : l)
                .toList();
    }
}
