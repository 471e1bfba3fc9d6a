package org.iri4j.core.spec.grammar;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.iri4j.api.CheckResult;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.CodePoints;

/**
 * Properties over strings generated from the ABNF of RFC 3987 §2.2, and over arbitrary
 * strings. The generators below follow the rules one by one; the components they produce are
 * what the parser must give back.
 */
class ParserPropertiesTest {

    /** The parts of a generated reference; null = absent (RFC 3986 §5.3 "defined"). */
    record Parts(String scheme, String userinfo, String host, String port, String path, String query, String fragment) {
        boolean hasAuthority() {
            return host != null;
        }

        /** RFC 3986 §5.3 recomposition. */
        String text() {
            StringBuilder out = new StringBuilder();
            if (scheme != null) {
                out.append(scheme).append(':');
            }
            if (host != null) {
                out.append("//");
                if (userinfo != null) {
                    out.append(userinfo).append('@');
                }
                out.append(host);
                if (port != null) {
                    out.append(':').append(port);
                }
            }
            out.append(path);
            if (query != null) {
                out.append('?').append(query);
            }
            if (fragment != null) {
                out.append('#').append(fragment);
            }
            return out.toString();
        }
    }

    /** ihier-part / irelative-part without scheme, query and fragment. */
    record Hier(String userinfo, String host, String port, String path) {}

    // ---- Terminals --------------------------------------------------------------------

    private static final int[][] UCSCHAR = {
        {0xA0, 0xD7FF},
        {0xF900, 0xFDCF},
        {0xFDF0, 0xFFEF},
        {0x10000, 0x1FFFD},
        {0x20000, 0x2FFFD},
        {0x30000, 0x3FFFD},
        {0x40000, 0x4FFFD},
        {0x50000, 0x5FFFD},
        {0x60000, 0x6FFFD},
        {0x70000, 0x7FFFD},
        {0x80000, 0x8FFFD},
        {0x90000, 0x9FFFD},
        {0xA0000, 0xAFFFD},
        {0xB0000, 0xBFFFD},
        {0xC0000, 0xCFFFD},
        {0xD0000, 0xDFFFD},
        {0xE1000, 0xEFFFD}
    };
    private static final int[][] IPRIVATE = {{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};

    private static boolean bidi(int cp) {
        return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    }

    private static Arbitrary<String> fromRanges(int[][] ranges) {
        return Arbitraries.integers()
                .between(0, ranges.length - 1)
                .flatMap(k -> Arbitraries.integers().between(ranges[k][0], ranges[k][1]))
                .filter(cp -> !bidi(cp))
                .map(CodePoints::ch);
    }

    private static Arbitrary<String> chars(String set) {
        return Arbitraries.of(
                set.chars().mapToObj(c -> String.valueOf((char) c)).toList());
    }

    private static Arbitrary<String> any(List<Arbitrary<String>> alternatives) {
        return Arbitraries.oneOf(alternatives);
    }

    private static Arbitrary<String> join(Arbitrary<String> token, int min, int max) {
        return token.list().ofMinSize(min).ofMaxSize(max).map(l -> String.join("", l));
    }

    static final String ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    static final String DIGIT = "0123456789";
    static final String HEXDIG = "0123456789ABCDEFabcdef";

    static Arbitrary<String> ucschar() {
        return fromRanges(UCSCHAR);
    }

    static Arbitrary<String> iprivate() {
        return fromRanges(IPRIVATE);
    }

    /** pct-encoded = "%" HEXDIG HEXDIG. */
    static Arbitrary<String> pctEncoded() {
        return Combinators.combine(chars(HEXDIG), chars(HEXDIG)).as((a, b) -> "%" + a + b);
    }

    static Arbitrary<String> subDelims() {
        return chars("!$&'()*+,;=");
    }

    static Arbitrary<String> unreserved() {
        return chars(ALPHA + DIGIT + "-._~");
    }

    /** iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar (ASCII three times as likely). */
    static Arbitrary<String> iunreserved() {
        return any(List.of(unreserved(), unreserved(), unreserved(), ucschar()));
    }

    /** ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@". */
    static Arbitrary<String> ipchar() {
        return any(List.of(iunreserved(), iunreserved(), pctEncoded(), subDelims(), chars(":@")));
    }

    // ---- Rules ------------------------------------------------------------------------

    /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). */
    static Arbitrary<String> scheme() {
        return Combinators.combine(chars(ALPHA), join(chars(ALPHA + DIGIT + "+-."), 0, 6))
                .as((a, b) -> a + b);
    }

    static Arbitrary<String> iuserinfo() {
        return join(any(List.of(iunreserved(), pctEncoded(), subDelims(), chars(":"))), 0, 8);
    }

    static Arbitrary<String> decOctet() {
        return Arbitraries.integers().between(0, 255).map(String::valueOf);
    }

    static Arbitrary<String> ipv4() {
        return decOctet().list().ofSize(4).map(l -> String.join(".", l));
    }

    static Arbitrary<String> h16() {
        return join(chars(HEXDIG), 1, 4);
    }

    /**
     * IPv6address: eight h16 units (or six and an IPv4address as ls32), of which a run of
     * at least one may be elided by "::" — the nine ABNF forms read together.
     */
    static Arbitrary<String> ipv6() {
        Arbitrary<List<String>> groups = h16().list().ofSize(8);
        return Combinators.combine(
                        groups,
                        ipv4(),
                        Arbitraries.of(true, false),
                        Arbitraries.integers().between(-1, 7),
                        Arbitraries.integers().between(1, 8))
                .as((g, v4, useV4, from, len) -> {
                    List<String> units = new ArrayList<>(g.subList(0, useV4 ? 6 : 8));
                    if (useV4) {
                        units.add(v4); // ls32 = IPv4address stands for the last two groups
                    }
                    if (from < 0 || from >= units.size()) {
                        return String.join(":", units);
                    }
                    int to = Math.min(units.size(), from + len);
                    return String.join(":", units.subList(0, from)) + "::"
                            + String.join(":", units.subList(to, units.size()));
                });
    }

    /** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
    static Arbitrary<String> ipvFuture() {
        return Combinators.combine(
                        chars("vV"),
                        join(chars(HEXDIG), 1, 3),
                        join(any(List.of(unreserved(), subDelims(), chars(":"))), 1, 6))
                .as((v, h, t) -> v + h + "." + t);
    }

    static Arbitrary<String> iregName() {
        return join(any(List.of(iunreserved(), iunreserved(), pctEncoded(), subDelims())), 0, 10);
    }

    static Arbitrary<String> ihost() {
        return any(List.of(
                iregName(),
                iregName(),
                ipv4(),
                ipv6().map(a -> "[" + a + "]"),
                ipvFuture().map(a -> "[" + a + "]")));
    }

    static Arbitrary<String> isegment() {
        return join(ipchar(), 0, 5);
    }

    static Arbitrary<String> isegmentNz() {
        return join(ipchar(), 1, 5);
    }

    /** isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" ). */
    static Arbitrary<String> isegmentNzNc() {
        return join(any(List.of(iunreserved(), pctEncoded(), subDelims(), chars("@"))), 1, 5);
    }

    static Arbitrary<String> ipathAbempty() {
        return join(isegment().map(s -> "/" + s), 0, 4);
    }

    static Arbitrary<String> ipathAbsolute() {
        Arbitrary<String> rest =
                Combinators.combine(isegmentNz(), ipathAbempty()).as((a, b) -> a + b);
        return any(List.of(Arbitraries.just("/"), rest.map(r -> "/" + r)));
    }

    static Arbitrary<String> ipathRootless() {
        return Combinators.combine(isegmentNz(), ipathAbempty()).as((a, b) -> a + b);
    }

    static Arbitrary<String> ipathNoscheme() {
        return Combinators.combine(isegmentNzNc(), ipathAbempty()).as((a, b) -> a + b);
    }

    /** iquery = *( ipchar / iprivate / "/" / "?" ). */
    static Arbitrary<String> iquery() {
        return join(any(List.of(ipchar(), ipchar(), iprivate(), chars("/?"))), 0, 8);
    }

    /** ifragment = *( ipchar / "/" / "?" ). */
    static Arbitrary<String> ifragment() {
        return join(any(List.of(ipchar(), ipchar(), chars("/?"))), 0, 8);
    }

    static Arbitrary<Hier> withAuthority() {
        return Combinators.combine(
                        iuserinfo().injectNull(0.5),
                        ihost(),
                        join(chars(DIGIT), 0, 5).injectNull(0.5),
                        ipathAbempty())
                .as(Hier::new);
    }

    /** ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty. */
    static Arbitrary<Hier> ihierPart() {
        return Arbitraries.oneOf(List.of(
                withAuthority(),
                withAuthority(),
                ipathAbsolute().map(p -> new Hier(null, null, null, p)),
                ipathRootless().map(p -> new Hier(null, null, null, p)),
                Arbitraries.just(new Hier(null, null, null, ""))));
    }

    /** irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty. */
    static Arbitrary<Hier> irelativePart() {
        return Arbitraries.oneOf(List.of(
                withAuthority(),
                ipathAbsolute().map(p -> new Hier(null, null, null, p)),
                ipathNoscheme().map(p -> new Hier(null, null, null, p)),
                Arbitraries.just(new Hier(null, null, null, ""))));
    }

    @Provide
    Arbitrary<Parts> iris() {
        return irisArbitrary();
    }

    /** IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]. */
    static Arbitrary<Parts> irisArbitrary() {
        return Combinators.combine(
                        scheme(),
                        ihierPart(),
                        iquery().injectNull(0.4),
                        ifragment().injectNull(0.4))
                .as((s, h, q, f) -> new Parts(s, h.userinfo(), h.host(), h.port(), h.path(), q, f));
    }

    @Provide
    Arbitrary<Parts> relativeRefs() {
        return relativeRefsArbitrary();
    }

    /** irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]. */
    static Arbitrary<Parts> relativeRefsArbitrary() {
        return Combinators.combine(
                        irelativePart(), iquery().injectNull(0.4), ifragment().injectNull(0.4))
                .as((h, q, f) -> new Parts(null, h.userinfo(), h.host(), h.port(), h.path(), q, f));
    }

    /** Arbitrary strings: any UTF-16 units, grammar-ish characters, and broken IRIs. */
    @Provide
    Arbitrary<String> anyStrings() {
        return anyStringsArbitrary();
    }

    static Arbitrary<String> anyStringsArbitrary() {
        return Arbitraries.oneOf(List.of(
                Arbitraries.strings().all().ofMaxLength(30),
                Arbitraries.strings()
                        .withChars("ab1:/?#[]@%.v!'~ \u00E9\u202E\uE000\uD800\uDC00")
                        .ofMaxLength(30),
                irisArbitrary().map(Parts::text),
                relativeRefsArbitrary().map(Parts::text),
                Combinators.combine(
                                irisArbitrary().map(Parts::text),
                                Arbitraries.strings().all().ofMaxLength(2),
                                Arbitraries.integers().between(0, 100))
                        .as((s, junk, at) -> {
                            int i = Math.min(at, s.length());
                            return s.substring(0, i) + junk + s.substring(i);
                        })));
    }

    // ---- Properties -------------------------------------------------------------------

    private static final Pattern IPV4 = Pattern.compile(
            "((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])");

    private static HostKind expectedKind(String host) {
        if (host.startsWith("[v") || host.startsWith("[V")) {
            return HostKind.IPV_FUTURE;
        }
        if (host.startsWith("[")) {
            return HostKind.IPV6;
        }
        return IPV4.matcher(host).matches() ? HostKind.IPV4 : HostKind.REG_NAME;
    }

    private static void assertComponents(Parts p, Iri iri) {
        assertEquals(p.text(), iri.toString(), "toString() is the input");
        assertEquals(p.scheme(), iri.scheme().orElse(null), "scheme");
        assertEquals(p.hasAuthority(), iri.hasAuthority(), "hasAuthority");
        assertEquals(p.userinfo(), iri.userinfo().orElse(null), "userinfo");
        assertEquals(p.host(), iri.host().orElse(null), "host");
        assertEquals(p.port(), iri.port().orElse(null), "port");
        assertEquals(p.path(), iri.path(), "path");
        assertEquals(p.query(), iri.query().orElse(null), "query");
        assertEquals(p.fragment(), iri.fragment().orElse(null), "fragment");
        if (p.hasAuthority()) {
            assertEquals(expectedKind(p.host()), iri.hostKind().orElseThrow(), "hostKind");
        }
        // RFC 3986 §5.3: recomposing the parsed components gives the string back.
        Parts back = new Parts(
                iri.scheme().orElse(null),
                iri.userinfo().orElse(null),
                iri.host().orElse(null),
                iri.port().orElse(null),
                iri.path(),
                iri.query().orElse(null),
                iri.fragment().orElse(null));
        assertEquals(p.text(), back.text(), "recomposition");
    }

    /** Every string generated from IRI parses as IRI (and IRI-reference) into the generated components. */
    @Property(tries = 1000)
    void generatedIrisParse(@ForAll("iris") Parts p) {
        String s = p.text();
        assertComponents(p, assertDoesNotThrow(() -> Iris.parse(s, IriRule.IRI), () -> CodePoints.show(s)));
        assertComponents(p, Iris.parse(s, IriRule.IRI_REFERENCE));
        assertTrue(Iris.check(s, IriRule.IRI).isValid());
        assertEquals(
                p.fragment() == null, GrammarSupport.parses(s, IriRule.ABSOLUTE_IRI), "absolute-IRI iff no fragment");
        assertFalse(GrammarSupport.parses(s, IriRule.IRELATIVE_REF), "a scheme and ':' can only begin an IRI");
    }

    /** Every string generated from irelative-ref parses as irelative-ref and IRI-reference, with no scheme. */
    @Property(tries = 1000)
    void generatedRelativeRefsParse(@ForAll("relativeRefs") Parts p) {
        String s = p.text();
        assertComponents(p, assertDoesNotThrow(() -> Iris.parse(s, IriRule.IRELATIVE_REF), () -> CodePoints.show(s)));
        assertComponents(p, Iris.parse(s, IriRule.IRI_REFERENCE));
        assertFalse(GrammarSupport.parses(s, IriRule.IRI), "no scheme, no IRI");
    }

    /** The URI rules accept exactly the generated IRIs that are US-ASCII (RFC 3987 §2.2 extends RFC 3986 only beyond ASCII). */
    @Property(tries = 500)
    void uriRuleIsTheAsciiSubset(@ForAll("iris") Parts p) {
        String s = p.text();
        boolean ascii = s.chars().allMatch(c -> c < 0x80);
        assertEquals(ascii, GrammarSupport.parses(s, IriRule.URI), () -> CodePoints.show(s));
        assertEquals(ascii, GrammarSupport.parses(s, IriRule.URI_REFERENCE), () -> CodePoints.show(s));
    }

    /** check(x).isValid() == (parse(x) does not throw), for every rule and any string; check never throws. */
    @Property(tries = 2000)
    void checkIsValidAndParseAgree(@ForAll("anyStrings") String s, @ForAll IriRule rule) {
        CheckResult result = assertDoesNotThrow(() -> Iris.check(s, rule));
        boolean parses;
        try {
            Iri iri = Iris.parse(s, rule);
            assertEquals(s, iri.toString());
            parses = true;
        } catch (InvalidInputException e) {
            assertTrue(e.violation().isError());
            parses = false;
        }
        assertEquals(parses, result.isValid(), () -> CodePoints.show(s) + " " + result);
        assertEquals(result.isValid(), result.errors().isEmpty());
    }

    /** check never throws and lists its violations sorted by index. */
    @Property(tries = 1000)
    void checkNeverThrowsAndSorts(@ForAll("anyStrings") String s) {
        CheckResult result = assertDoesNotThrow(() -> Iris.check(s));
        for (int k = 1; k < result.violations().size(); k++) {
            assertTrue(
                    result.violations().get(k - 1).start()
                            <= result.violations().get(k).start(),
                    result::toString);
        }
        result.violations().forEach(v -> assertTrue(v.start() <= s.length() && v.end() <= s.length(), v::toString));
    }

    /** A space is in no production: replacing any one character of a valid IRI by a space makes it invalid. */
    @Property(tries = 1000)
    void oneSpaceBreaksAnIri(@ForAll("iris") Parts p, @ForAll @IntRange(min = 0, max = 10_000) int where) {
        String s = p.text();
        int i = where % s.length();
        String broken = s.substring(0, i) + " " + s.substring(i + 1);
        assertFalse(GrammarSupport.parses(broken, IriRule.IRI_REFERENCE), () -> CodePoints.show(broken));
        assertFalse(Iris.check(broken).isValid());
        assertThrows(InvalidInputException.class, () -> Iris.parse(broken, IriRule.IRI));
    }
}
