package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.canon.internal.step.QueryParts;
import org.iri4j.canon.internal.step.SessionIds;
import org.iri4j.canon.internal.url.PercentBytes;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The steps that the sources define as passes repeated until nothing changes (repeated
 * percent-decoding, Safe Browsing §"Canonicalization" and urlcanon; session identifiers, the
 * Internet Archive's canonicalizers) run in one pass, so that a link built to need a pass per
 * few bytes costs its length, not its square (SECURITY.md). Each is compared here with the passes
 * as defined, written out in this test.
 */
class SinglePassStepsTest {

    @Test
    void nestedEscapesDecodeToTheEnd() {
        assertEquals("A", decoded("%2525252541"));
        assertEquals("%A", decoded("%%41")); // the first % starts no escape
        assertEquals("J", decoded("%4%41")); // a decoded 1 completes %4A
        assertEquals("%G1", decoded("%G1"));
        assertEquals("/a%", decoded("/a%25"));
    }

    @Test
    void everyColdFusionPairGoesAndALoneHalfStays() {
        assertEquals("a=1&cfid=3", QueryParts.stripSessionIds("cfid=1&cftoken=x&a=1&CFID=2&CFTOKEN=y&cfid=3"));
        assertEquals("a=1", QueryParts.stripSessionIds("a=1&sid=0123456789abcdef0123"));
    }

    @Test
    void everyTrailingServletSessionGoesThenAspSegments() {
        String token = ";jsessionid=0123456789abcdef0123456789ABCDEF";
        assertEquals(
                "/a.aspx/",
                SessionIds.stripFromPath("/(0123456789abcdef01234567)/a.aspx" + token + token + "/", false));
        assertEquals("/a;jsessionid=short", SessionIds.stripFromPath("/a;jsessionid=short" + token, false));
        assertEquals("/a/", SessionIds.stripFromPath("/a/b" + token + "/.." + token + "/c/.." + token, false));
    }

    /**
     * Each token cut reveals a {@code ..} that removes a segment (§4.4), and the next token: one
     * pass from the end, not a pass per token (a hang guard, the pass takes milliseconds).
     */
    @Test
    @Timeout(10)
    void tokensThatRevealDotSegmentsGoInOnePass() {
        String token = ";jsessionid=0123456789abcdef0123456789abcdef";
        String pairs = ("/a" + token + "/.." + token).repeat(50_000);
        assertEquals("/", SessionIds.stripFromPath(pairs, false));
        assertEquals("/b/", SessionIds.stripFromPath("/b" + pairs, false));
    }

    @Property(tries = 2000)
    void decodingOncePassIsThePassesRepeated(@ForAll("escapes") String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(decodedByPasses(bytes), PercentBytes.decodeRepeatedly(bytes), text);
    }

    @Property(tries = 2000)
    void strippingAQueryOnceIsThePassesRepeated(@ForAll("queries") String query) {
        assertEquals(untilFixed(query, SinglePassStepsTest::stripQueryPass), QueryParts.stripSessionIds(query));
    }

    /**
     * On a path as the URL Standard serializes it (§4.4: dot segments removed), or an opaque
     * path; the passes read a hierarchical path again as the Standard does after each cut.
     */
    @Property(tries = 2000)
    void strippingAPathOnceIsThePassesRepeated(@ForAll("paths") String path) {
        String serialized = path.startsWith("/") ? readAgain(path) : path;
        assertEquals(
                untilFixed(serialized, SinglePassStepsTest::stripPathPass),
                SessionIds.stripFromPath(serialized, false));
    }

    @Provide
    Arbitrary<String> escapes() {
        return Arbitraries.of("%", "2", "5", "4", "1", "A", "a", "g", "%25", "%41", "/", "é")
                .list()
                .ofMaxSize(14)
                .map(pieces -> String.join("", pieces));
    }

    @Provide
    Arbitrary<String> queries() {
        return Arbitraries.of(
                        "cfid=1",
                        "CFID=22",
                        "cftoken=a-1",
                        "CFTOKEN=x",
                        "cfid=",
                        "sid=0123456789abcdef0123",
                        "JSESSIONID=0123456789",
                        "aspsessionidabcdefgh=0123456789abcdef",
                        "a=1",
                        "",
                        "sid")
                .list()
                .ofMaxSize(8)
                .map(parts -> String.join("&", parts));
    }

    @Provide
    Arbitrary<String> paths() {
        return Arbitraries.of(
                        "/",
                        "a",
                        ".aspx",
                        ".ASPX",
                        "(0123456789abcdef01234567)",
                        "(S(0123456789abcdef01234567))",
                        ";jsessionid=0123456789abcdef0123456789abcdef",
                        ";JSESSIONID=0123456789abcdef0123456789abcdeF",
                        ";jsessionid=",
                        "0123456789abcdef0123456789abcdef",
                        ".",
                        "..",
                        "%2e",
                        "/..",
                        "/.")
                .list()
                .ofMaxSize(8)
                .map(pieces -> String.join("", pieces));
    }

    private static String decoded(String text) {
        return new String(
                PercentBytes.decodeRepeatedly(text.getBytes(StandardCharsets.UTF_8)), StandardCharsets.ISO_8859_1);
    }

    private static String untilFixed(String text, java.util.function.UnaryOperator<String> pass) {
        String current = text;
        while (true) {
            String next = pass.apply(current);
            if (next.equals(current)) {
                return current;
            }
            current = next;
        }
    }

    /** The URL Standard's percent-decode (§1.3), again until a pass decodes nothing. */
    private static byte[] decodedByPasses(byte[] bytes) {
        byte[] current = bytes;
        while (true) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            for (int i = 0; i < current.length; i++) {
                int hi = i + 2 < current.length && current[i] == '%' ? Character.digit(current[i + 1], 16) : -1;
                int lo = hi >= 0 ? Character.digit(current[i + 2], 16) : -1;
                if (lo >= 0) {
                    out.write(hi << 4 | lo);
                    i += 2;
                } else {
                    out.write(current[i]);
                }
            }
            byte[] next = out.toByteArray();
            if (next.length == current.length) {
                return current;
            }
            current = next;
        }
    }

    /** One pass: the session parameters, and the first CFID and the first CFTOKEN when both are there. */
    private static String stripQueryPass(String query) {
        String[] parts = query.split("&", -1);
        int id = -1;
        int token = -1;
        for (int i = 0; i < parts.length; i++) {
            String[] pair = parts[i].split("=", 2);
            String value = pair.length > 1 ? pair[1] : "";
            id = id < 0 && SessionIds.isColdFusionId(pair[0], value) ? i : id;
            token = token < 0 && SessionIds.isColdFusionToken(pair[0], value) ? i : token;
        }
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            String[] pair = parts[i].split("=", 2);
            boolean coldFusion = id >= 0 && token >= 0 && (i == id || i == token);
            if (!coldFusion && !SessionIds.isSessionParameter(pair[0], pair.length > 1 ? pair[1] : "")) {
                kept.add(parts[i]);
            }
        }
        return String.join("&", kept);
    }

    /** A hierarchical path as the URL Standard reads it, in a URL that is not special (no character of the pieces is encoded). */
    private static String readAgain(String path) {
        return WebUrl.parse("foo://h" + path).pathname();
    }

    /**
     * One pass: ASP.NET's segments in an .aspx path, then the last ;jsessionid= before the
     * trailing slashes, and a hierarchical path that lost one read again.
     */
    private static String stripPathPass(String path) {
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') {
            end--;
        }
        String p = path;
        if (p.substring(0, end).toLowerCase(Locale.ROOT).endsWith(".aspx")) {
            String body = p.substring(0, end);
            p = aspSegmentsOut(body) + p.substring(end);
            end = p.length() - (path.length() - end);
        }
        int semicolon = p.toLowerCase(Locale.ROOT).lastIndexOf(";jsessionid=", end);
        if (semicolon >= 0) {
            String token = p.substring(semicolon + ";jsessionid=".length(), end);
            if (token.length() == 32 && token.chars().allMatch(Character::isLetterOrDigit)) {
                p = p.substring(0, semicolon) + p.substring(end);
                p = p.startsWith("/") ? readAgain(p) : p;
            }
        }
        return p;
    }

    /** Segments {@code (24 alphanumerics)} or {@code (X(24 alphanumerics)...)} after a slash, with the slash after them. */
    private static String aspSegmentsOut(String path) {
        return path.replaceAll("(?<=/)\\((?:[0-9A-Za-z]{24}|(?:[A-Za-z]\\([0-9A-Za-z]{24}\\))+)\\)/", "");
    }
}
