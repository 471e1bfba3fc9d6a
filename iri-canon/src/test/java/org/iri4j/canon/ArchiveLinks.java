package org.iri4j.canon;

import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Links for the differential against the Internet Archive's code ({@link IaDifferentialTest}),
 * from a seeded {@link Random}; the same seed gives the same links. Three in four are built of
 * parts that reach each of the Archive's rules: schemes it knows and others, records
 * ({@code dns:}, {@code filedesc:}, {@code warcinfo:}); userinfo; IPv4 hosts in each form it
 * reads and some it does not, IPv6 hosts, {@code www} labels, dots, escapes, IDNs; ports of every
 * kind {@code Integer.parseInt} reads or refuses; dot segments, escaped delimiters, {@code +},
 * {@code %2B}, {@code %20}, ASP.NET session segments; query parameters empty, without
 * {@code =}, with session identifiers of every pattern at, under and over their lengths,
 * ColdFusion pairs; fragments; upper case and stray spaces. The fourth is a run of characters
 * and fragments of those, to find what no list names.
 */
final class ArchiveLinks {

    private static final List<String> SCHEMES = List.of(
            "http://",
            "https://",
            "HTTP://",
            "Https://",
            "ftp://",
            "FTP://",
            "mms://",
            "rtsp://",
            "wais://",
            "ws://",
            "file://",
            "mailto:",
            "foo:",
            "whois://",
            "http:///",
            "https:////",
            "HTTP:///",
            "http:/",
            "",
            "//",
            "dns:",
            "filedesc:",
            "filedesc://",
            "warcinfo:",
            "DNS:",
            " http://",
            "\thttp://",
            "http:\\\\",
            "\u0000dns:");
    private static final List<String> USERS = List.of("user@", "user:pass@", "a@b@", "@", ":@", "u%40x@", "[@");
    private static final List<String> HOSTS = List.of(
            "example.com",
            "www.example.com",
            "WWW.Example.COM",
            "www2.example.com",
            "www.www.example.com",
            "www12.foo.com",
            "www2foo.com",
            "www.",
            "www",
            "a.b.c.d.e",
            "192.168.1.254",
            "34.203.211.192",
            "1.2.3.4",
            "0x7f.0.0.1",
            "017.0.0.1",
            "0.0.0.8",
            "10.0.258",
            "1.02.3.4",
            "3279880203",
            "39024579298",
            "4294967296",
            "99999999999999999999",
            "127.0.0.010",
            "256.1.1.1",
            "08.1.1.1",
            "[2001:db8::1]",
            "[::1]",
            "[::ffff:1.2.3.4]",
            "[2001:DB8::1]",
            "[",
            "[]",
            "..example.com..",
            "example.com.",
            "example..com",
            "%65xample.com",
            "ex%2Eample.com",
            "host%23.com",
            "a,b.com",
            "xn--bcher-kva.ch",
            "b\u00fccher.ch",
            "\u2603.com",
            "B\u00fccher.CH",
            "a b.com",
            "%20leadingspace.com",
            "ex%00ample.com",
            "%E2%9A%91.com",
            "%C3%28.com",
            "www.1.2.3.4",
            "www.0x7f.1",
            "www.%31.2.3.4",
            "e.com.%0A",
            "e.com.%0D%0A",
            "localhost",
            "",
            "..",
            ".",
            "a%2Fb.com",
            "a%40b.com",
            "a%3Ab.com",
            "a%3Fb.com",
            "\u0130stanbul.tr",
            "a\u3002b.com",
            "xn--.com",
            "-a.com",
            "a_b.com");
    private static final List<String> PORTS = List.of(
            ":80",
            ":443",
            ":8080",
            ":0",
            ":",
            ":-1",
            ":+80",
            ":080",
            ":65536",
            ":99999999999",
            ":x",
            ":\u0668\u0660",
            ":-5",
            ":2147483647",
            ":2147483648",
            ":-2147483648",
            ":+",
            ":21");
    private static final List<String> SEGMENTS = List.of(
            "a",
            "B",
            "index.html",
            "..",
            ".",
            "%2E",
            "%2e%2E",
            "",
            "%2F",
            "a%2Fb",
            "%3F",
            "%23",
            "a b",
            "a%20b",
            "a+b",
            "a%2Bb",
            "\"",
            "%22",
            "\\",
            "\u00e9",
            "%C3%A9",
            "%E2%9A",
            "%25",
            "%2525",
            "%",
            "%%",
            "~",
            "%7E",
            "%7f",
            "\u007f",
            "(S(4hqa0555fwsecu455xqckv45))",
            "(4hqa0555fwsecu455xqckv45)",
            "(a(4hqa0555fwsecu455xqckv45)B(4HQA0555FWSECU455XQCKV45))",
            "(4hqa0555fwsecu455xqckv4)",
            "page.aspx",
            "PAGE.ASPX",
            "x.aspx?",
            "p;jsessionid=0123456789abcdef0123456789ABCDEF",
            "p;JSESSIONID=0123456789abcdef",
            "@",
            "a:b",
            "[x]",
            "{y}",
            "\u2028",
            "%0A",
            "a\tb",
            "\u0085",
            "\ud800",
            "\ud83d\ude00",
            "%F0%9F%98%80",
            "%ED%A0%80");
    private static final List<String> PARAMETERS = List.of(
            "a=1",
            "B=2",
            "a",
            "a=",
            "",
            "=",
            "=x",
            "b=1",
            "a.b=1",
            "a-b=2",
            "q=a+b",
            "q=a%2Bb",
            "q=a%20b",
            "q=%26",
            "q=%3D",
            "x=%2525",
            "X=Y",
            "a=1=2",
            "%C3%A9=1",
            "a=%E2%9A",
            "#",
            ";",
            "a?b",
            "a/b",
            "%",
            "a=1;b=2",
            "sessionid=0123456789abcdef0123",
            "CFID=1169580&CFTOKEN=48630702",
            "cfid=12&cftoken=ab-cd",
            "cfid=&cftoken=x",
            "cfid=1&cftoken=",
            "cftoken=2",
            "cfid=1",
            "aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX",
            "ASPSESSIONIDqqggGNCU=abcdefghijklmnopqrstuvwx",
            "aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVW1",
            "aspsessionidABCDEFG=ABCDEFGHIJKLMNOPQRSTUVWX");
    /** The names of the session patterns of 32 alphanumerics, each in another case and inside a longer name. */
    private static final List<String> TOKEN_NAMES = List.of(
            "jsessionid", "JSESSIONID", "phpsessid", "PHPSESSID", "sid", "SID", "xsid", "xphpsessid", "sessionid");

    private static final List<String> FRAGMENTS = List.of("#", "#f", "#a#b", "#%41", "#x?y", "#(a");
    private static final String SOUP_CHARACTERS = "hHtTpPsS:/?#@[]%.,;=&+ -_~!$'()*0123456789aAbBcCdDeEfFxXwW\\\"<>^`"
            + "{|}\u00e9\u2603\u0130\u0131\u017f\u212a\u0000\u007f\u0085\u00a0\u3002\uff0e\ud83d\ude00\ud800";
    private static final List<String> SOUP_PIECES = List.of(
            "http://",
            "https://",
            "www.",
            "%2",
            "%25",
            "%E2%9A%91",
            "%C3",
            "%3F",
            "%2F",
            "%40",
            "%3A",
            "%2e",
            "..",
            "/..",
            "/.",
            "[::1]",
            "sid=",
            "jsessionid=",
            "cfid=",
            "&cftoken=",
            ".aspx",
            "(",
            "0123456789abcdef0123456789abcdef",
            "dns:",
            "filedesc",
            "warcinfo",
            ":80",
            ":443",
            "\t",
            "\n",
            "\r",
            "\u2028");

    private final Random random;

    ArchiveLinks(long seed) {
        random = new Random(seed);
    }

    /** The next link. */
    String next() {
        return random.nextInt(4) == 0 ? soup() : built();
    }

    private String built() {
        StringBuilder link = new StringBuilder(96).append(pick(SCHEMES));
        link.append(random.nextInt(10) == 0 ? pick(USERS) : "").append(pick(HOSTS));
        link.append(random.nextInt(4) == 0 ? pick(PORTS) : "");
        for (int segments = random.nextInt(4); segments > 0; segments--) {
            link.append(random.nextInt(15) == 0 ? "//" : "/").append(pick(SEGMENTS));
        }
        link.append(random.nextInt(6) == 0 ? "/" : "");
        if (random.nextBoolean()) {
            link.append('?');
            for (int p = random.nextInt(5); p > 0; p--) {
                link.append(random.nextInt(3) == 0 ? token() : pick(PARAMETERS));
                link.append(p > 1 ? (random.nextInt(12) == 0 ? "&&" : "&") : "");
            }
            link.append(random.nextInt(10) == 0 ? "&" : "");
        }
        link.append(random.nextInt(5) == 0 ? pick(FRAGMENTS) : "").append(random.nextInt(30) == 0 ? "  " : "");
        return random.nextInt(20) == 0 ? link.toString().toUpperCase(Locale.ROOT) : link.toString();
    }

    /** A session parameter of 32 alphanumerics, or one fewer or more, or with a character that is none. */
    private String token() {
        int length = 31 + random.nextInt(3);
        StringBuilder token = new StringBuilder(pick(TOKEN_NAMES)).append('=');
        String alphanumerics = "0123456789abcdefABCDEFxyzXYZ";
        for (int i = 0; i < length; i++) {
            token.append(alphanumerics.charAt(random.nextInt(alphanumerics.length())));
        }
        if (random.nextInt(8) == 0) {
            token.setCharAt(token.length() - 1 - random.nextInt(length), random.nextBoolean() ? '-' : '%');
        }
        return token.toString();
    }

    private String soup() {
        StringBuilder link = new StringBuilder();
        for (int n = random.nextInt(12); n > 0; n--) {
            if (random.nextInt(3) == 0) {
                link.append(pick(SOUP_PIECES));
            } else {
                link.append(SOUP_CHARACTERS.charAt(random.nextInt(SOUP_CHARACTERS.length())));
            }
        }
        return link.toString();
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }
}
