package org.iri4j.canon;

import java.util.List;
import java.util.Random;

/**
 * Links built to stress the steps' interplay, from a seeded {@link Random}: escapes of the
 * delimiters a URL's structure depends on ({@code %2F}, {@code %3F}, {@code %23}, {@code %25},
 * {@code %5C}, {@code %2E}), nested once or twice, in opaque and hierarchical paths, in special
 * and other schemes (URL Standard §4.4); {@code www} labels beside runs of dots and IPv4
 * shorthands (§3.5); commas in hosts; session identifiers beside dot segments; queries and
 * fragments of the same pieces. The same seed gives the same links.
 */
final class HostileLinks {

    private static final List<String> SCHEMES = List.of(
            "http://",
            "https://",
            "HTTP://",
            "ftp://",
            "ws://",
            "file://",
            "file:///",
            "file:",
            "http:",
            "http:/",
            "http:\\\\",
            "foo://",
            "foo:",
            "foo:/",
            "javascript:",
            "web+demo:",
            "urn:",
            "mailto:",
            "");

    private static final List<String> HOSTS = List.of(
            "example.com",
            "www.example.com",
            "WWW2.Example.COM",
            "www.www2.example.com",
            "a.b.c",
            "localhost",
            "0x7f.1",
            "127.1",
            "3279880203",
            "0177.0.0.1",
            "1.2.3.4",
            "0x7f.0.0.1",
            "1.2.3",
            "4294967295",
            "1,2,3,4",
            "a,b.c",
            "[::1]",
            "[::ffff:1.2.3.4]",
            "b\u00fccher.de",
            "xn--n3h.net",
            "h%41st",
            "a%2eb",
            "x%2C",
            "%77ww.a",
            "www",
            "www.1",
            "0x7f",
            "www.0x7f.1",
            "evil.example");

    private static final List<String> HOST_PREFIXES = List.of("", "", "www.", "WWW.", "www2.", "www.www.", ".", "..");

    private static final List<String> HOST_SUFFIXES = List.of("", "", "", ".", "..", ":80", ":443", ":8080", ":");

    private static final List<String> USERINFO = List.of("", "", "", "u@", "u:p@", "%40:%3A@", "a%2540@");

    private static final List<String> PIECES = List.of(
            "a",
            "A",
            "B",
            ".",
            "..",
            "%2e",
            "%2E%2e",
            "%252e",
            "%2F",
            "%2f",
            "%252F",
            "%25252f",
            "%2F%2F",
            "%2F%2Fevil.example%2Fpath",
            "%3F",
            "%253F",
            "%23",
            "%2523",
            "%25",
            "%2525",
            "%5C",
            "%255C",
            "\\",
            "%3B",
            "%3D",
            "%26",
            "%2B",
            "+",
            "=",
            "&",
            " ",
            "%20",
            "\u00e9",
            "%C3%A9",
            "%FF",
            "%41",
            "%2541",
            "C:",
            "C|",
            "C%3A",
            "C%7C",
            "(S(4hqa0555fwsecu455xqckv45))",
            "(0123456789abcdef01234567)",
            "p.aspx",
            ";jsessionid=0123456789abcdef0123456789abcdef",
            "..;jsessionid=0123456789ABCDEF0123456789abcdef",
            ".;jsessionid=0123456789abcdef0123456789abcdef",
            "%2e%2e;jsessionid=0123456789abcdef0123456789abcdef",
            "sid=0123456789abcdef0123",
            "",
            "",
            "@",
            ":",
            "[",
            "]",
            "%00",
            "%7F",
            "^",
            "|",
            "`",
            "{",
            "%7B");

    private static final List<String> SEPARATORS = List.of("/", "/", "/", "//", "%2F", "%2f", "%252F", "\\", "");

    private static final List<String> PARAMS = List.of(
            "a=1",
            "B=2",
            "",
            "%3d=%26",
            "sid=0123456789abcdef0123",
            "SID=0123456789ABCDEF0123",
            "x=%2525",
            "q=a+b",
            "CFID=1",
            "CFTOKEN=2a",
            "cfid=12&cftoken=ab-1",
            "jsessionid=0123456789",
            "a=b=c",
            "%26",
            "z",
            "ASPSESSIONIDABCDEFGH=0123456789abcdef01",
            "phpsessid=0123456789ABCDEF",
            "a=%2F%3F%23",
            "=");

    private static final List<String> FRAGMENTS = List.of("", "", "#", "#f", "#a#b", "#%2541", "#%2F%2F", "# x");

    private final Random random;

    /**
     * Links from a seed.
     *
     * @param seed the seed
     */
    HostileLinks(long seed) {
        this.random = new Random(seed);
    }

    /** @return the next link */
    String next() {
        String scheme = pick(SCHEMES);
        boolean authority = scheme.endsWith("//") || scheme.endsWith("\\\\") || scheme.isEmpty();
        StringBuilder link = new StringBuilder(scheme);
        if (authority || random.nextInt(8) == 0) {
            link.append(pick(USERINFO)).append(host());
        }
        link.append(path(authority || scheme.endsWith("/")));
        if (random.nextInt(3) == 0) {
            link.append('?').append(query());
        }
        return link.append(pick(FRAGMENTS)).toString();
    }

    private String host() {
        int kind = random.nextInt(8);
        String host = kind == 0 ? pieces(1 + random.nextInt(3), ".") : kind == 1 ? ipv4Shorthand() : pick(HOSTS);
        return pick(HOST_PREFIXES) + host + pick(HOST_SUFFIXES);
    }

    /** One to four parts, each decimal, octal or hexadecimal, some too large (URL Standard §3.5 IPv4 parser). */
    private String ipv4Shorthand() {
        int parts = 1 + random.nextInt(4);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts; i++) {
            long value = random.nextInt(3) == 0 ? random.nextInt(1 << 24) : random.nextInt(300);
            String part;
            switch (random.nextInt(3)) {
                case 0:
                    part = "0" + Long.toOctalString(value);
                    break;
                case 1:
                    part = (random.nextBoolean() ? "0x" : "0X") + Long.toHexString(value);
                    break;
                default:
                    part = Long.toString(value);
            }
            out.append(i == 0 ? "" : random.nextInt(5) == 0 ? ".." : ".").append(part);
        }
        return out.toString();
    }

    /** A path: after an authority or a slash it starts with a separator, in an opaque path with anything. */
    private String path(boolean afterSlash) {
        int count = random.nextInt(6);
        StringBuilder path = new StringBuilder();
        if (afterSlash && count > 0 || random.nextInt(4) == 0) {
            path.append(pick(SEPARATORS));
        }
        for (int i = 0; i < count; i++) {
            path.append(i == 0 ? "" : pick(SEPARATORS)).append(nested(pick(PIECES)));
        }
        return path.toString();
    }

    private String query() {
        StringBuilder query = new StringBuilder();
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            query.append(i == 0 ? "" : "&").append(nested(pick(PARAMS)));
        }
        return query.toString();
    }

    private String pieces(int count, String separator) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append(i == 0 ? "" : separator).append(pick(PIECES));
        }
        return out.toString();
    }

    /** A piece as it is, or with its escapes' {@code %} written once or twice more as {@code %25}, or in lower case. */
    private String nested(String piece) {
        switch (random.nextInt(8)) {
            case 0:
                return piece.replace("%", "%25");
            case 1:
                return piece.replace("%", "%2525");
            case 2:
                return piece.toLowerCase(java.util.Locale.ROOT);
            default:
                return piece;
        }
    }

    private String pick(List<String> list) {
        return list.get(random.nextInt(list.size()));
    }
}
