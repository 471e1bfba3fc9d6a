package org.iri4j.core.spec.comparison;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;

/**
 * Properties of the comparison ladder (RFC 3987 §5.3) over generated IRI references:
 * normalization is idempotent at every level and with every character normalization; an IRI
 * is equivalent to its normal form; equivalence is equality of normal forms, so it is
 * reflexive, symmetric and transitive; and families of aliases built by the rules of §5.3.2
 * (case of scheme and host, percent-encoding of unreserved and non-ASCII characters, hex
 * case, dot segments) and §5.3.3 (empty and default ports) are equivalent, at their level and
 * every later one.
 */
class NormalizationPropertiesTest {

    /** Plugins of the package's tests: "x-web" (http-like) and "x-port" (default port 7). */
    static final IriEnvironment PLUGINS = IriEnvironment.builder()
            .add(new WebPlugin())
            .add(new SchemeBasedNormalizationTest.PortPlugin())
            .build();

    private static IriComparator comparator(ComparisonLevel level, String form) {
        // the simple comparison (RFC 3987 §5.3.1) normalizes no characters, and refuses to be asked
        Normalizer.Form f =
                form.equals("none") || level == ComparisonLevel.SIMPLE ? null : Normalizer.Form.valueOf(form);
        return PLUGINS.comparatorBuilder()
                .level(level)
                .characterNormalization(f)
                .build();
    }

    private static IriComparator comparator(ComparisonLevel level) {
        return comparator(level, "none");
    }

    // ---- arbitrary IRI references --------------------------------------------------------

    /** Pieces of component text: unreserved, reserved, encoded, non-ASCII, combining, compatibility. */
    private static final List<String> TEXT = List.of(
            "a",
            "B",
            "z",
            "0",
            "-",
            "_",
            "~",
            ".",
            "..",
            "%41",
            "%7e",
            "%7E",
            "%2F",
            "%2f",
            "%25",
            "%3A",
            "%3a",
            "%C3%A9",
            "%c3%a9",
            "%C3%28",
            "%E2%80%AE",
            "%EE%80%80",
            "%F0%9F%98%80",
            "%2E",
            "%2e",
            "%CC%81",
            "%ED%A0%80",
            "\u00E9",
            "e\u0301",
            "\u0301",
            "\uFB01",
            "\uFF0F",
            "\uFF21",
            "\uFF0E",
            "\u00A0",
            "\u4F8B",
            "\uD83D\uDE00",
            "!",
            "$",
            "'",
            "(",
            "*",
            "+",
            ",",
            ";",
            "=",
            ":",
            "@");

    private static List<String> without(List<String> tokens, String... excluded) {
        List<String> out = new ArrayList<>(tokens);
        out.removeAll(List.of(excluded));
        return out;
    }

    private static List<String> with(List<String> tokens, String... added) {
        List<String> out = new ArrayList<>(tokens);
        out.addAll(List.of(added));
        return out;
    }

    private static Arbitrary<String> text(List<String> tokens, int max) {
        return Arbitraries.of(tokens).list().ofMaxSize(max).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> references() {
        Arbitrary<String> scheme = Arbitraries.of("", "x", "X", "http", "x-web", "X-WEB", "x-port", "foo+bar.1");
        Arbitrary<String> userinfo = Arbitraries.oneOf(
                Arbitraries.just(""), text(without(TEXT, "@"), 3).map(u -> u + "@"));
        Arbitrary<String> host = Arbitraries.oneOf(
                text(without(TEXT, ":", "@"), 4),
                Arbitraries.of(
                        "1.2.3.4",
                        "[FE80::A]",
                        "[v1.X]",
                        "[::1]",
                        "Example.COM",
                        "XN--BCHER-KVA.example",
                        "B\u00FCcher.Example",
                        "%31.1.1.1"));
        Arbitrary<String> port = Arbitraries.of("", ":", ":7", ":80", ":007", ":8", ":0");
        Arbitrary<String> authority = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just("")),
                Tuple.of(4, Combinators.combine(userinfo, host, port).as((u, h, p) -> "//" + u + h + p)));
        Arbitrary<List<String>> segments = text(TEXT, 3).list().ofMaxSize(4);
        Arbitrary<Boolean> rootless = Arbitraries.of(true, false);
        Arbitrary<String> query = Arbitraries.oneOf(
                Arbitraries.just(""),
                text(with(TEXT, "/", "?", "\uE000", "\uDB80\uDC00"), 4).map(q -> "?" + q));
        Arbitrary<String> fragment = Arbitraries.oneOf(
                Arbitraries.just(""), text(with(TEXT, "/", "?"), 4).map(f -> "#" + f));
        return Combinators.combine(scheme, authority, segments, rootless, query, fragment)
                .as((s, a, segs, r, q, f) -> {
                    String path = !a.isEmpty() || !r
                            ? segs.stream().map(x -> "/" + x).collect(Collectors.joining())
                            : String.join("/", segs);
                    return (s.isEmpty() ? "" : s + ":") + a + path + q + f;
                })
                .filter(s -> Iris.check(s).isValid());
    }

    @Provide
    Arbitrary<ComparisonLevel> levels() {
        return Arbitraries.of(ComparisonLevel.class);
    }

    @Provide
    Arbitrary<String> forms() {
        return Arbitraries.of("none", "NFC", "NFKC");
    }

    // ---- properties over arbitrary references --------------------------------------------

    @Property(tries = 400)
    void normalizationIsIdempotent(
            @ForAll("references") String input, @ForAll("levels") ComparisonLevel level, @ForAll("forms") String form) {
        IriComparator c = comparator(level, form);
        Iri once = c.normalForm(Iris.parse(input));
        Iri twice = c.normalForm(once);
        assertEquals(
                once.toString(),
                twice.toString(),
                () -> level + "/" + form + " of " + show(input) + ": " + show(once) + " then " + show(twice));
    }

    @Property(tries = 300)
    void anIriIsEquivalentToItsNormalForm(
            @ForAll("references") String input, @ForAll("levels") ComparisonLevel level, @ForAll("forms") String form) {
        IriComparator c = comparator(level, form);
        Iri iri = Iris.parse(input);
        Iri normal = c.normalForm(iri);
        assertTrue(c.equivalent(iri, normal), () -> level + "/" + form + ": " + show(input) + " vs " + show(normal));
        assertTrue(c.equivalent(normal, iri), () -> level + "/" + form + ": " + show(normal) + " vs " + show(input));
        Iri reread = Iris.parse(normal.toString());
        assertEquals(normal, c.normalForm(reread), () -> "the normal form read again from its string: " + show(normal));
        assertTrue(
                Iris.check(normal.toString()).isValid(), () -> "the normal form is an IRI reference: " + show(normal));
    }

    /** Each level includes the ones before it (ComparisonLevel): the scheme normal form is a syntax normal form. */
    @Property(tries = 300)
    void theSchemeNormalFormIsInSyntaxNormalForm(@ForAll("references") String input) {
        String scheme =
                comparator(ComparisonLevel.SCHEME).normalForm(Iris.parse(input)).toString();
        String again = comparator(ComparisonLevel.SYNTAX)
                .normalForm(Iris.parse(scheme))
                .toString();
        assertEquals(scheme, again, () -> show(input));
    }

    @Property(tries = 300)
    void equivalenceIsEqualityOfNormalForms(
            @ForAll("references") String a, @ForAll("references") String b, @ForAll("levels") ComparisonLevel level) {
        IriComparator c = comparator(level);
        Iri x = Iris.parse(a);
        Iri y = Iris.parse(b);
        boolean same = c.normalForm(x).toString().equals(c.normalForm(y).toString());
        assertEquals(same, c.equivalent(x, y));
        assertEquals(c.equivalent(x, y), c.equivalent(y, x), "symmetric");
    }

    // ---- families of aliases -------------------------------------------------------------

    /** An IRI in syntax-based normal form, by parts; every alias is rendered from it. */
    record Base(
            String scheme,
            String userinfo,
            String host,
            String port,
            List<String> segments,
            String query,
            String fragment) {

        String render() {
            StringBuilder out = new StringBuilder(scheme).append("://");
            if (!userinfo.isEmpty()) {
                out.append(userinfo).append('@');
            }
            out.append(host).append(port.isEmpty() ? "" : ":" + port);
            for (String s : segments) {
                out.append('/').append(s);
            }
            if (query != null) {
                out.append('?').append(query);
            }
            if (fragment != null) {
                out.append('#').append(fragment);
            }
            return out.toString();
        }
    }

    private static final List<String> SEGMENTS = List.of(
            "ab",
            "Cd",
            "e.f",
            "~g",
            "h-i_j",
            "\u00E9t\u00E9",
            "\u4F8B",
            "\uD83D\uDE00x",
            "%2F",
            "a%25b",
            "%E2%80%AEz",
            "k:l",
            "m@n",
            "o;p=q",
            "",
            "%EE%80%80",
            "%C3%28",
            "%2541");
    private static final List<String> QUERIES =
            List.of("a=b", "C", "\u00E9", "\uE000", "%2F", "%26", "/", "?", "x.y~z", "%25", "", "%E2%80%8F");
    private static final List<String> FRAGMENTS =
            List.of("a=b", "C", "\u00E9", "%EE%80%80", "%2F", "/", "?", "x.y~z", "%25", "", "%23");

    @Provide
    Arbitrary<Base> bases() {
        Arbitrary<String> scheme = Arbitraries.of("x", "http", "x-web", "x-port", "foo+bar.1");
        Arbitrary<String> userinfo = Arbitraries.of("", "", "user", "u.s-e_r~", "us:pw", "\u00E9l\u00E8ve", "a%40b");
        Arbitrary<String> host = Arbitraries.of(
                "example.com", "a-b.c0", "h", "www.example.org", "xn--bcher-kva.example", "", "[fe80::a]", "1.2.3.4");
        Arbitrary<String> port = Arbitraries.of("", "", "8", "8080");
        Arbitrary<List<String>> segments = Arbitraries.of(SEGMENTS).list().ofMaxSize(4);
        Arbitrary<String> query = Arbitraries.oneOf(
                Arbitraries.just("\u0000none"),
                Arbitraries.of(QUERIES).list().ofMaxSize(3).map(l -> String.join("&", l)));
        Arbitrary<String> fragment = Arbitraries.oneOf(
                Arbitraries.just("\u0000none"),
                Arbitraries.of(FRAGMENTS).list().ofMaxSize(3).map(l -> String.join("", l)));
        return Combinators.combine(scheme, userinfo, host, port, segments, query, fragment)
                .as((s, u, h, p, segs, q, f) -> new Base(
                        s,
                        h.isEmpty() ? "" : u,
                        h,
                        h.isEmpty() ? "" : p,
                        segs,
                        q.equals("\u0000none") ? null : q,
                        f.equals("\u0000none") ? null : f));
    }

    /** Random case of every ASCII letter. */
    private static String randomCase(String s, Random r) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (c < 0x80 && Character.isLetter(c) && r.nextBoolean()) {
                out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean isUnreserved(int c) {
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '.'
                || c == '_'
                || c == '~';
    }

    /** {@code iprivate} (RFC 3987 §2.2). */
    private static boolean isPrivateUse(int cp) {
        return cp >= 0xE000 && cp <= 0xF8FF || cp >= 0xF0000 && cp <= 0xFFFFD || cp >= 0x100000 && cp <= 0x10FFFD;
    }

    private static void appendEncoded(StringBuilder out, String chars, Random r) {
        boolean upper = r.nextBoolean();
        for (byte b : chars.getBytes(StandardCharsets.UTF_8)) {
            out.append(String.format(Locale.ROOT, upper ? "%%%02X" : "%%%02x", b & 0xFF));
        }
    }

    /**
     * An alias of component text in normal form: triplets in random hex case, unreserved
     * characters ({@code iunreserved}: ASCII unreserved and {@code ucschar}) randomly
     * percent-encoded (UTF-8), everything else as it is. A private-use character is no
     * unreserved character: encoding it makes another IRI (RFC 3987 §5.3.2.3).
     */
    private static String encodingAlias(String s, Random r) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '%') {
                String triplet = s.substring(i, i + 3);
                out.append(r.nextBoolean() ? triplet : triplet.toLowerCase(Locale.ROOT));
                i += 3;
                continue;
            }
            int cp = s.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            if ((isUnreserved(cp) || cp >= 0x80 && !isPrivateUse(cp)) && r.nextInt(3) == 0) {
                appendEncoded(out, ch, r);
            } else {
                out.append(ch);
            }
            i += ch.length();
        }
        return out.toString();
    }

    private static final List<String> DOT_PREFIXES =
            List.of("./", "%2E/", "%2e/", "zz/../", "zz/%2E%2E/", "zz/.%2e/", "./zz/../");

    /** An alias by the rules of §5.3.2: case, percent-encoding, dot segments. */
    static String syntaxAlias(Base b, Random r) {
        StringBuilder out = new StringBuilder(randomCase(b.scheme(), r)).append("://");
        if (!b.userinfo().isEmpty()) {
            out.append(encodingAlias(b.userinfo(), r)).append('@');
        }
        String host = b.host().startsWith("[") ? randomCase(b.host(), r) : encodingAlias(randomCase(b.host(), r), r);
        out.append(host).append(b.port().isEmpty() ? "" : ":" + b.port());
        for (String s : b.segments()) {
            out.append('/');
            if (r.nextInt(4) == 0) {
                out.append(DOT_PREFIXES.get(r.nextInt(DOT_PREFIXES.size())));
            }
            out.append(encodingAlias(s, r));
        }
        if (b.query() != null) {
            out.append('?').append(encodingAlias(b.query(), r));
        }
        if (b.fragment() != null) {
            out.append('#').append(encodingAlias(b.fragment(), r));
        }
        return out.toString();
    }

    /**
     * An alias by the rules of §5.3.3 too: an empty port, or the default port of x-port or
     * x-web, or for these two, whose plugins make the port a number, leading zeros.
     */
    static String schemeAlias(Base b, Random r) {
        String alias = syntaxAlias(b, r);
        if (b.scheme().equals("x-web") && b.host().equals("[fe80::a]") && r.nextBoolean()) {
            // the host of a DNS scheme compares as an address (RFC 5952)
            String written = r.nextBoolean() ? "[FE80:0:0:0:0:0:0:000A]" : "[fe80:0::a]";
            int hostStart = alias.indexOf('[');
            alias = alias.substring(0, hostStart) + written + alias.substring(alias.indexOf(']') + 1);
        }
        boolean numericPort = b.scheme().equals("x-port") || b.scheme().equals("x-web");
        if (!b.port().isEmpty()) {
            if (!numericPort || r.nextBoolean()) {
                return alias;
            }
            // syntaxAlias writes the port as it is, at the end of the authority
            int portStart =
                    authorityEnd(alias, alias.indexOf("://") + 3) - b.port().length();
            return alias.substring(0, portStart) + "0".repeat(1 + r.nextInt(2)) + alias.substring(portStart);
        }
        if (b.host().isEmpty()) {
            return alias;
        }
        List<String> ports = new ArrayList<>(List.of("", ":"));
        if (b.scheme().equals("x-port")) {
            ports.addAll(List.of(":7", ":07"));
        } else if (b.scheme().equals("x-web")) {
            ports.addAll(List.of(":80", ":080"));
        }
        String port = ports.get(r.nextInt(ports.size()));
        int hostEnd = authorityEnd(alias, alias.indexOf("://") + 3);
        return alias.substring(0, hostEnd) + port + alias.substring(hostEnd);
    }

    /** Where the authority that starts at {@code from} ends: at the first "/", "?" or "#", or the end. */
    private static int authorityEnd(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                return i;
            }
        }
        return s.length();
    }

    @Provide
    Arbitrary<List<String>> syntaxFamilies() {
        return Combinators.combine(bases(), Arbitraries.longs()).as((b, seed) -> {
            Random r = new Random(seed);
            return List.of(b.render(), syntaxAlias(b, r), syntaxAlias(b, r), syntaxAlias(b, r));
        });
    }

    @Provide
    Arbitrary<List<String>> schemeFamilies() {
        return Combinators.combine(bases(), Arbitraries.longs()).as((b, seed) -> {
            Random r = new Random(seed);
            return List.of(b.render(), schemeAlias(b, r), schemeAlias(b, r), schemeAlias(b, r));
        });
    }

    @Property(tries = 300)
    void theBaseOfAFamilyIsInSyntaxNormalForm(@ForAll("bases") Base base) {
        String s = base.render();
        assertEquals(
                s, comparator(ComparisonLevel.SYNTAX).normalForm(Iris.parse(s)).toString(), () -> show(s));
    }

    /** All aliases by §5.3.2's rules are equivalent at SYNTAX and SCHEME, pairwise and both ways. */
    @Property(tries = 400)
    void syntaxAliasesAreEquivalent(@ForAll("syntaxFamilies") List<String> family) {
        for (ComparisonLevel level : List.of(ComparisonLevel.SYNTAX, ComparisonLevel.SCHEME)) {
            assertEquivalenceClass(comparator(level), family, level);
        }
        assertEquals(
                family.get(0),
                comparator(ComparisonLevel.SYNTAX)
                        .normalForm(Iris.parse(family.get(1)))
                        .toString(),
                () -> "the normal form of " + show(family.get(1)));
    }

    /** All aliases by §5.3.2's and §5.3.3's rules are equivalent at SCHEME. */
    @Property(tries = 400)
    void schemeAliasesAreEquivalent(@ForAll("schemeFamilies") List<String> family) {
        assertEquivalenceClass(comparator(ComparisonLevel.SCHEME), family, ComparisonLevel.SCHEME);
    }

    /** Climbing the ladder never loses an equivalence (ComparisonLevel: "Each level includes the ones before it"). */
    @Property(tries = 300)
    void theLadderOnlyGainsEquivalences(@ForAll("schemeFamilies") List<String> family, @ForAll("forms") String form) {
        for (String a : family) {
            for (String b : family) {
                boolean before = false;
                for (ComparisonLevel level : ComparisonLevel.values()) {
                    boolean now = comparator(level, form).equivalent(Iris.parse(a), Iris.parse(b));
                    assertTrue(
                            !before || now, () -> show(a) + " and " + show(b) + " stop being equivalent at " + level);
                    before = now;
                }
            }
        }
    }

    private static void assertEquivalenceClass(IriComparator c, List<String> family, ComparisonLevel level) {
        List<Iri> iris = family.stream().map(Iris::parse).collect(Collectors.toList());
        for (Iri a : iris) {
            for (Iri b : iris) {
                assertTrue(
                        c.equivalent(a, b),
                        () -> level + ": " + show(a) + " vs " + show(b) + ", normal forms " + show(c.normalForm(a))
                                + " and " + show(c.normalForm(b)));
                assertEquals(c.equivalent(a, b), c.equivalent(b, a), "symmetric");
            }
        }
        // transitive: a ~ b and b ~ c give a ~ c, for every triple of the family
        for (Iri a : iris) {
            for (Iri b : iris) {
                for (Iri d : iris) {
                    if (c.equivalent(a, b) && c.equivalent(b, d)) {
                        assertTrue(c.equivalent(a, d), () -> "transitive: " + show(a) + ", " + show(d));
                    }
                }
            }
        }
    }
}
