package org.iri4j.tests.differential;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Deterministic generator of IRI references, assembled component by component (RFC 3986 §3,
 * RFC 3987 §2.2) from pieces that match their rule and pieces that break it slightly, then a
 * share of them mutated by one character. The seed is fixed, so every run sees the same
 * strings.
 */
final class GeneratedInputs {

    private static final long SEED = 3987L;

    /** How often a component is drawn from its broken pieces. */
    private static final double BROKEN_SHARE = 0.12;

    private static final String IPRIVATE = "\uE000";
    private static final String SUPPLEMENTARY = new String(Character.toChars(0x1F600));
    private static final String LRM = "\u200E";

    /** {@code scheme} (§3.1). */
    private static final Pieces SCHEMES = new Pieces(
            List.of("http", "https", "urn", "foo", "a+b-c.d", "HTTP", "file", "mailto", "x"),
            List.of("1a", "a_b", "é", "-x", "+", "a b", "a%41"));

    /** {@code iuserinfo} (§3.2.1). */
    private static final Pieces USERINFOS = new Pieces(
            List.of("user", "u:p", "ü", "%41", "a;b=c", "::", ""), List.of("a@b", "%zz", "a b", "[x]", IPRIVATE, "%4"));

    /** {@code ihost} (§3.2.2): reg-names, IPv4, IP literals of every kind. */
    private static final Pieces HOSTS = new Pieces(
            List.of(
                    "example.com",
                    "例え.jp",
                    "127.0.0.1",
                    "999.1.1.1",
                    "[::1]",
                    "[2001:db8::7]",
                    "[::ffff:1.2.3.4]",
                    "[1:2:3:4:5:6:7:8]",
                    "[v1.x]",
                    "[vF.a:b]",
                    "%41",
                    "xn--bcher-kva",
                    "",
                    "EXAMPLE.com",
                    "a-b",
                    "1.2.3",
                    "b\u00FCcher",
                    SUPPLEMENTARY,
                    "a!$&'()*+,;="),
            List.of(
                    "[1:2:3:4:5:6:7:8:9]",
                    "[::1%25eth0]",
                    "[v.x]",
                    "[::1",
                    "a]b",
                    "a[b",
                    "[]",
                    "[::1.2.3.256]",
                    "[1::2::3]",
                    "[:::]",
                    "a b",
                    "ex%zzample",
                    IPRIVATE,
                    "a:b",
                    "[vz.1]",
                    "[V1.x]",
                    "[::1]x",
                    "%e4%b"));

    /** {@code port} (§3.2.3). */
    private static final Pieces PORTS =
            new Pieces(List.of("", "80", "0", "65536", "99999999999", "08"), List.of("8a", "-1", ":", " 80", "٣"));

    /** {@code isegment} (§3.3). */
    private static final Pieces SEGMENTS = new Pieces(
            List.of(
                    "a",
                    "b",
                    ".",
                    "..",
                    "",
                    "é",
                    "%2F",
                    "%7e",
                    "a:b",
                    "@",
                    "~",
                    "g;x",
                    "日本",
                    SUPPLEMENTARY,
                    "!$&'()*+,;=",
                    "%C3%A9",
                    "..g",
                    "g.."),
            List.of(
                    "%",
                    "%4", "%G1", "a b", "\t", "[", "]", "|", "\\", "^", "`", "{", "}", "\"", "<", ">", IPRIVATE, LRM,
                    "\uFDD0", "\uFFFE", "\uD800", "\u0000", "\u007F", "\u0085", "?"));

    /** {@code iquery} (§3.4). */
    private static final Pieces QUERIES = new Pieces(
            List.of("", "q=1", "a=ü", IPRIVATE, "?/", "a/b?c", "%20", "x=" + SUPPLEMENTARY),
            List.of("[x]", "%zz", "a b", "\u0001", "{}", "|", "%"));

    /** {@code ifragment} (§3.5). */
    private static final Pieces FRAGMENTS = new Pieces(
            List.of("", "top", "é", "a/b?c", "%23", "s/../x"), List.of("a#b", IPRIVATE, "%", "[", "a b", "#", "^"));

    /** Characters one mutation inserts. */
    private static final String[] MUTATIONS = {
        ":",
        "/",
        "//",
        "?",
        "#",
        "[",
        "]",
        "@",
        "%",
        "%2",
        " ",
        ".",
        "..",
        "é",
        IPRIVATE,
        "\u0000",
        "\n",
        "\uFFFF",
        SUPPLEMENTARY,
        "\\",
        "|",
        "'",
        "::",
        "%25",
        "\uD83D"
    };

    private GeneratedInputs() {}

    /** A pool of pieces for one rule: those that match it, and those that break it. */
    private record Pieces(List<String> valid, List<String> broken) {

        String draw(Random random) {
            List<String> pool = random.nextDouble() < BROKEN_SHARE ? broken : valid;
            return pool.get(random.nextInt(pool.size()));
        }
    }

    /**
     * The generated strings, without duplicates, in generation order.
     *
     * @param count how many strings to generate (fewer are returned if some repeat)
     * @return the strings
     */
    static Set<String> generate(int count) {
        Random random = new Random(SEED);
        Set<String> inputs = new LinkedHashSet<>();
        for (int i = 0; i < count; i++) {
            String reference = reference(random);
            inputs.add(random.nextInt(4) == 0 ? mutate(reference, random) : reference);
        }
        return inputs;
    }

    /** {@code IRI-reference = IRI / irelative-ref}: scheme or not, authority or not. */
    private static String reference(Random random) {
        StringBuilder out = new StringBuilder();
        boolean hasScheme = random.nextInt(3) != 0;
        if (hasScheme) {
            out.append(SCHEMES.draw(random)).append(':');
        }
        boolean hasAuthority = random.nextInt(3) != 0;
        if (hasAuthority) {
            out.append("//");
            if (random.nextInt(4) == 0) {
                out.append(USERINFOS.draw(random)).append('@');
            }
            out.append(HOSTS.draw(random));
            if (random.nextInt(4) == 0) {
                out.append(':').append(PORTS.draw(random));
            }
        }
        out.append(path(random, hasAuthority));
        if (random.nextInt(3) == 0) {
            out.append('?').append(QUERIES.draw(random));
        }
        if (random.nextInt(4) == 0) {
            out.append('#').append(FRAGMENTS.draw(random));
        }
        return out.toString();
    }

    /** A path of zero to four segments, absolute after an authority and often otherwise. */
    private static String path(Random random, boolean afterAuthority) {
        int segments = random.nextInt(5);
        StringBuilder path = new StringBuilder();
        boolean absolute = afterAuthority || random.nextBoolean();
        for (int i = 0; i < segments; i++) {
            if (i > 0 || absolute) {
                path.append('/');
            }
            path.append(SEGMENTS.draw(random));
        }
        return path.toString();
    }

    /** One insertion, deletion or replacement of a character at a random place. */
    private static String mutate(String input, Random random) {
        int at = random.nextInt(input.length() + 1);
        String insert = MUTATIONS[random.nextInt(MUTATIONS.length)];
        switch (random.nextInt(3)) {
            case 0:
                return input.substring(0, at) + insert + input.substring(at);
            case 1:
                return at < input.length() ? input.substring(0, at) + input.substring(at + 1) : input;
            default:
                return at < input.length() ? input.substring(0, at) + insert + input.substring(at + 1) : input + insert;
        }
    }
}
