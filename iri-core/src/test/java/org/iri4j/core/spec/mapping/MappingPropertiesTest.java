package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.mapping.MappingSupport.hexValue;
import static org.iri4j.core.spec.mapping.MappingSupport.isBidiFormatting;
import static org.iri4j.core.spec.mapping.MappingSupport.isReserved;
import static org.iri4j.core.spec.mapping.MappingSupport.isTriplet;
import static org.iri4j.core.spec.mapping.MappingSupport.isUnreserved;
import static org.iri4j.core.spec.mapping.MappingSupport.mayStandDecoded;
import static org.iri4j.core.spec.mapping.MappingSupport.normalizePercent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.CodePoints;

/**
 * Properties of the mapping (RFC 3987 §3.1 and §3.2) over IRIs generated from the ABNF of
 * RFC 3987 §2.2, and over URIs whose components are runs of random percent-encoded octets
 * (valid, overlong, surrogate, out-of-range, truncated and stray UTF-8, bidi controls,
 * private use, non-characters), checked against an independent oracle of §3.2 steps 2-5.
 */
class MappingPropertiesTest {

    private static final IriMapper MAPPER = Iris.mapperBuilder().build();

    // ---- IRI generators (the idea of spec.grammar.ParserPropertiesTest) -----------------

    private static final int[][] UCSCHAR = {
        {0xA0, 0xD7FF},
        {0xF900, 0xFDCF},
        {0xFDF0, 0xFFEF},
        {0x10000, 0x1FFFD},
        {0x20000, 0x2FFFD},
        {0x30000, 0x3FFFD},
        {0xD0000, 0xDFFFD},
        {0xE1000, 0xEFFFD}
    };
    private static final int[][] IPRIVATE = {{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};

    private static Arbitrary<String> fromRanges(int[][] ranges) {
        return Arbitraries.integers()
                .between(0, ranges.length - 1)
                .flatMap(k -> Arbitraries.integers().between(ranges[k][0], ranges[k][1]))
                .filter(cp -> !isBidiFormatting(cp))
                .map(CodePoints::ch);
    }

    private static Arbitrary<String> chars(String set) {
        return Arbitraries.of(
                set.chars().mapToObj(c -> String.valueOf((char) c)).toList());
    }

    private static Arbitrary<String> join(Arbitrary<String> token, int min, int max) {
        return token.list().ofMinSize(min).ofMaxSize(max).map(l -> String.join("", l));
    }

    private static final String UNRESERVED = "ABCXYZabcxyz0189-._~";
    private static final String SUB_DELIMS = "!$&'()*+,;=";

    private static Arbitrary<String> pctEncoded() {
        return Combinators.combine(chars("0123456789ABCDEFabcdef"), chars("0123456789ABCDEFabcdef"))
                .as((a, b) -> "%" + a + b);
    }

    /** iunreserved / sub-delims, and pct-encoded when {@code pct}. */
    private static Arbitrary<String> ichar(boolean pct, String more) {
        Arbitrary<String> ascii = chars(UNRESERVED + SUB_DELIMS + more);
        return pct
                ? Arbitraries.frequencyOf(
                        Tuple.of(4, ascii), Tuple.of(2, fromRanges(UCSCHAR)), Tuple.of(1, pctEncoded()))
                : Arbitraries.frequencyOf(Tuple.of(4, ascii), Tuple.of(2, fromRanges(UCSCHAR)));
    }

    private static Arbitrary<String> query(boolean pct) {
        return join(Arbitraries.frequencyOf(Tuple.of(5, ichar(pct, ":@/?")), Tuple.of(1, fromRanges(IPRIVATE))), 0, 8);
    }

    /** An IRI reference: absolute with authority, absolute without, or relative. */
    private static Arbitrary<String> iriReferences(boolean pct) {
        Arbitrary<String> userinfo = join(ichar(pct, ":"), 0, 5).injectNull(0.6).map(u -> u == null ? "" : u + "@");
        Arbitrary<String> host = Arbitraries.oneOf(List.of(
                join(ichar(pct, ""), 0, 8),
                join(ichar(pct, ""), 0, 8),
                Arbitraries.of("127.0.0.1", "[::1]", "[v7.a:b]")));
        Arbitrary<String> port = Arbitraries.of("", ":", ":8080");
        Arbitrary<String> segment = join(ichar(pct, ":@"), 0, 5);
        Arbitrary<String> pathAbempty =
                segment.list().ofMaxSize(4).map(l -> l.isEmpty() ? "" : "/" + String.join("/", l));
        Arbitrary<String> authority =
                Combinators.combine(userinfo, host, port, pathAbempty).as((u, h, p, path) -> "//" + u + h + p + path);
        Arbitrary<String> firstNc = join(ichar(pct, "@"), 1, 5);
        Arbitrary<String> rootless =
                Combinators.combine(join(ichar(pct, ":@"), 1, 5), pathAbempty).as((a, b) -> a + b);
        Arbitrary<String> noscheme = Combinators.combine(firstNc, pathAbempty).as((a, b) -> a + b);
        Arbitrary<String> scheme = Arbitraries.of("http", "https", "s", "urn", "x+y.z-1", "HTTP");
        Arbitrary<String> absolute = Combinators.combine(
                        scheme,
                        Arbitraries.oneOf(List.of(
                                authority, authority, rootless, rootless.map(r -> "/" + r), Arbitraries.just(""))))
                .as((s, h) -> s + ":" + h);
        Arbitrary<String> relative =
                Arbitraries.oneOf(List.of(authority, noscheme, noscheme.map(r -> "/" + r), Arbitraries.just("")));
        Arbitrary<String> fragment = join(ichar(pct, ":@/?"), 0, 6);
        return Combinators.combine(
                        Arbitraries.frequencyOf(Tuple.of(3, absolute), Tuple.of(1, relative)),
                        query(pct).injectNull(0.4),
                        fragment.injectNull(0.4))
                .as((h, q, f) -> h + (q == null ? "" : "?" + q) + (f == null ? "" : "#" + f));
    }

    @Provide
    Arbitrary<String> iris() {
        return iriReferences(true);
    }

    @Provide
    Arbitrary<String> irisWithoutPercent() {
        return iriReferences(false);
    }

    @Provide
    Arbitrary<String> asciiUris() {
        return iriReferences(true).map(s -> MAPPER.toUri(Iris.parse(s)).toString());
    }

    // ---- URIs of random octets ---------------------------------------------------------

    private static Arbitrary<Integer> octet(int from, int to) {
        return Arbitraries.integers().between(from, to);
    }

    /** Octets of interesting UTF-8 shapes, as lists. */
    private static Arbitrary<List<Integer>> octetRun() {
        Arbitrary<Integer> codePoint = Arbitraries.oneOf(List.of(
                Arbitraries.integers().between(0x80, 0x10FFFF).filter(cp -> cp < 0xD800 || cp > 0xDFFF),
                Arbitraries.of(
                        0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x85,
                        0x9F, 0xA0, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0, 0xFFEF, 0xFFF0,
                        0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1FFFD, 0x1FFFE, 0xE0001, 0xE0FFF, 0xE1000, 0xEFFFD, 0xF0000,
                        0x10FFFD, 0x10FFFF, 0xFC, 0x7D0D)));
        Arbitrary<List<Integer>> valid = codePoint.map(cp -> {
            byte[] bytes = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8);
            return toList(bytes);
        });
        Arbitrary<List<Integer>> ascii = octet(0, 0x7F).map(List::of);
        Arbitrary<List<Integer>> anyByte = octet(0, 0xFF).map(List::of);
        // overlong forms of an ASCII character, "/" and "." among them
        Arbitrary<List<Integer>> overlong = Combinators.combine(
                        Arbitraries.of(0x2F, 0x2E, 0x3F, 0x23, 0x25, 0x41),
                        Arbitraries.integers().between(2, 4))
                .as((c, n) -> switch (n) {
                    case 2 -> List.of(0xC0 | (c >> 6), 0x80 | (c & 0x3F));
                    case 3 -> List.of(0xE0, 0x80 | (c >> 6), 0x80 | (c & 0x3F));
                    default -> List.of(0xF0, 0x80, 0x80 | (c >> 6), 0x80 | (c & 0x3F));
                });
        Arbitrary<List<Integer>> surrogate =
                Combinators.combine(octet(0xA0, 0xBF), octet(0x80, 0xBF)).as((b, c) -> List.of(0xED, b, c));
        Arbitrary<List<Integer>> tooHigh = Combinators.combine(
                        octet(0xF4, 0xF7), octet(0x80, 0xBF), octet(0x80, 0xBF), octet(0x80, 0xBF))
                .as((a, b, c, d) -> List.of(a, a == 0xF4 ? Math.max(b, 0x90) : b, c, d));
        Arbitrary<List<Integer>> truncated = Combinators.combine(
                        valid, Arbitraries.integers().between(1, 3))
                .as((bytes, cut) -> bytes.size() > 1 ? bytes.subList(0, Math.max(1, bytes.size() - cut)) : bytes);
        Arbitrary<List<Integer>> continuation =
                octet(0x80, 0xBF).list().ofMinSize(1).ofMaxSize(3);
        return Arbitraries.frequencyOf(
                Tuple.of(6, valid),
                Tuple.of(2, ascii),
                Tuple.of(2, anyByte),
                Tuple.of(2, overlong),
                Tuple.of(1, surrogate),
                Tuple.of(1, tooHigh),
                Tuple.of(2, truncated),
                Tuple.of(1, continuation));
    }

    private static List<Integer> toList(byte[] bytes) {
        Integer[] out = new Integer[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = bytes[i] & 0xFF;
        }
        return List.of(out);
    }

    /** A run of octets as triplets, each in upper or lower case. */
    private static Arbitrary<String> triplets() {
        return Combinators.combine(octetRun(), Arbitraries.integers().between(0, 3))
                .as((octets, caseMode) -> {
                    StringBuilder out = new StringBuilder();
                    for (int k = 0; k < octets.size(); k++) {
                        boolean upper = caseMode == 0 || (caseMode == 2 && k % 2 == 0);
                        out.append(String.format(Locale.ROOT, upper ? "%%%02X" : "%%%02x", octets.get(k)));
                    }
                    return out.toString();
                });
    }

    /** A component: triplet runs mixed with unreserved and sub-delim characters. */
    private static Arbitrary<String> octetComponent() {
        return join(
                Arbitraries.frequencyOf(Tuple.of(3, triplets()), Tuple.of(1, chars(UNRESERVED + SUB_DELIMS))), 0, 6);
    }

    /** The parts of a generated URI, so that the oracle knows the components. */
    record OctetUri(String userinfo, String host, List<String> segments, String query, String fragment) {
        String text() {
            return "http://" + userinfo + "@" + host + "/" + String.join("/", segments) + "?" + query + "#" + fragment;
        }

        String expectedIri() {
            List<String> decoded =
                    segments.stream().map(s -> Oracle.toIri(s, false)).toList();
            return "http://" + Oracle.toIri(userinfo, false) + "@" + Oracle.toIri(host, false) + "/"
                    + String.join("/", decoded) + "?" + Oracle.toIri(query, true) + "#" + Oracle.toIri(fragment, false);
        }
    }

    @Provide
    Arbitrary<OctetUri> octetUris() {
        return Combinators.combine(
                        octetComponent(),
                        octetComponent(),
                        octetComponent().list().ofMinSize(1).ofMaxSize(3),
                        octetComponent(),
                        octetComponent())
                .as(OctetUri::new);
    }

    /**
     * RFC 3987 §3.2 steps 2-5 for one component, written independently of the main code: the
     * JDK's strict UTF-8 decoder (which rejects overlong forms, surrogates and values above
     * U+10FFFF, RFC 3629) decides step 3, {@link MappingSupport#mayStandDecoded} step 4.
     */
    static final class Oracle {
        private Oracle() {}

        static String toIri(String s, boolean query) {
            StringBuilder out = new StringBuilder();
            int i = 0;
            while (i < s.length()) {
                if (!isTriplet(s, i)) {
                    out.append(s.charAt(i));
                    i++;
                    continue;
                }
                int lead = octetAt(s, i);
                if (lead < 0x80) {
                    out.append(isUnreserved(lead) ? String.valueOf((char) lead) : s.substring(i, i + 3));
                    i += 3;
                    continue;
                }
                int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
                String decoded = length == 1 ? null : decodeStrict(s, i, length);
                if (decoded == null) {
                    out.append(s.substring(i, i + 3).toUpperCase(Locale.ROOT));
                    i += 3;
                    continue;
                }
                int cp = decoded.codePointAt(0);
                String text = s.substring(i, i + 3 * length);
                out.append(mayStandDecoded(cp, query) ? decoded : text.toUpperCase(Locale.ROOT));
                i += 3 * length;
            }
            return out.toString();
        }

        private static int octetAt(String s, int i) {
            return hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
        }

        /** The one character {@code length} triplets at {@code i} encode in strict UTF-8, or null. */
        private static String decodeStrict(String s, int i, int length) {
            byte[] bytes = new byte[length];
            for (int k = 0; k < length; k++) {
                if (!isTriplet(s, i + 3 * k)) {
                    return null;
                }
                bytes[k] = (byte) octetAt(s, i + 3 * k);
            }
            CharsetDecoder decoder = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            try {
                CharBuffer chars = decoder.decode(ByteBuffer.wrap(bytes));
                String text = chars.toString();
                return text.codePointCount(0, text.length()) == 1 ? text : null;
            } catch (CharacterCodingException e) {
                return null;
            }
        }
    }

    // ---- IRI to URI ----------------------------------------------------------------------

    /** RFC 3987 §3.1: the result is a URI reference ("fully conforming to [RFC3986]"); mapping it again changes nothing. */
    @Property(tries = 1000)
    void toUriIsAUriAndIdempotent(@ForAll("iris") String iri) {
        Iri uri = MAPPER.toUri(Iris.parse(iri));
        String s = uri.toString();
        assertTrue(Iris.check(s, IriRule.URI_REFERENCE).isValid(), () -> show(iri) + " -> " + s);
        assertEquals(uri, MAPPER.toUri(uri), () -> show(iri));
        assertSame(uri, Iris.toUri(uri), "a URI maps to itself");
        assertEquals(s, MAPPER.toUri(Iris.parse(s)).toString());
        // the same components, encoded
        Iri parsed = Iris.parse(iri);
        assertEquals(parsed.hasAuthority(), uri.hasAuthority());
        assertEquals(parsed.hasQuery(), uri.hasQuery());
        assertEquals(parsed.hasFragment(), uri.hasFragment());
        assertEquals(parsed.scheme(), uri.scheme());
        assertEquals(parsed.port(), uri.port());
        assertComponentsAreTheParsers(uri, IriRule.URI_REFERENCE, iri);
    }

    /** The components of a mapping's result, which it computes without parsing, are the parser's. */
    private static void assertComponentsAreTheParsers(Iri result, IriRule rule, String input) {
        Iri reparsed = Iris.parse(result.toString(), rule);
        assertEquals(components(reparsed), components(result), () -> show(input) + " -> " + show(result.toString()));
    }

    private static List<Object> components(Iri iri) {
        return List.of(
                iri.scheme(),
                iri.userinfo(),
                iri.host(),
                iri.hostKind(),
                iri.port(),
                iri.path(),
                iri.query(),
                iri.fragment());
    }

    /** RFC 3987 §3.1: "The mapping is also an identity transformation for URIs". */
    @Property(tries = 500)
    void toUriIsIdentityOnUris(@ForAll("asciiUris") String uri) {
        Iri parsed = Iris.parse(uri);
        assertSame(parsed, Iris.toUri(parsed));
        assertEquals(uri, MAPPER.toUri(parsed).toString());
        assertEquals(uri, MAPPER.toUri(Iris.parse(uri)).toString());
    }

    /** RFC 3987 §3.2: for an IRI without percent-encodings, converting its URI back gives the IRI. */
    @Property(tries = 1000)
    void toIriInvertsToUri(@ForAll("irisWithoutPercent") String iri) {
        assertEquals(iri, MAPPER.toIri(MAPPER.toUri(Iris.parse(iri))).toString(), () -> show(iri));
    }

    /**
     * RFC 3987 §3.2: "The conversion described in this section will always result in an IRI
     * that maps back to the URI used as an input for the conversion (except for potential case
     * differences in percent-encoding and for potential percent-encoded unreserved
     * characters)."
     */
    @Property(tries = 1000)
    void toUriInvertsToIriUpToCaseAndUnreserved(@ForAll("asciiUris") String uri) {
        String back = MAPPER.toUri(MAPPER.toIri(Iris.parse(uri))).toString();
        assertEquals(
                normalizePercent(uri),
                normalizePercent(back),
                () -> uri + " -> " + show(MAPPER.toIri(Iris.parse(uri)).toString()));
    }

    /** The same, over URIs of random octets. */
    @Property(tries = 1000)
    void toUriInvertsToIriOnRandomOctets(@ForAll("octetUris") OctetUri u) {
        String uri = u.text();
        String back = MAPPER.toUri(MAPPER.toIri(Iris.parse(uri))).toString();
        assertEquals(normalizePercent(uri), normalizePercent(back), uri);
    }

    /** Leniency javadoc: no leniency changes a string that already is a strict IRI reference. */
    @Property(tries = 500)
    void leniencyLeavesStrictIrisAlone(@ForAll("iris") String iri, @ForAll Leniency leniency) {
        assertEquals(Iris.parse(iri), Iris.parse(iri, leniency), () -> show(iri));
    }

    // ---- URI to IRI ----------------------------------------------------------------------

    /** RFC 3987 §3.2 steps 2-5, component by component, against the oracle. */
    @Property(tries = 2000)
    void toIriMatchesTheOracle(@ForAll("octetUris") OctetUri u) {
        String uri = u.text();
        Iri result = MAPPER.toIri(Iris.parse(uri));
        String iri = result.toString();
        assertEquals(u.expectedIri(), iri, () -> uri + "\n -> " + show(iri));
        assertComponentsAreTheParsers(result, IriRule.IRI_REFERENCE, uri);
    }

    /**
     * What toIri must never produce from a percent-encoding (RFC 3987 §3.2 steps 2-4): a
     * reserved character (the delimiters stay where they were: an overlong "/" never becomes a
     * path separator), a "%", a bidi formatting character (§4.1), a character outside ucschar,
     * iprivate outside the query; and what it re-encodes is upper case.
     */
    @Property(tries = 1000)
    void toIriNeverDecodesWhatItMustNot(@ForAll("octetUris") OctetUri u) {
        Iri iri = MAPPER.toIri(Iris.parse(u.text()));
        checkDecoded(u.userinfo(), iri.userinfo().orElseThrow(), false);
        checkDecoded(u.host(), iri.host().orElseThrow(), false);
        assertEquals(
                u.segments().size(), iri.path().chars().filter(c -> c == '/').count(), "no new path separator");
        checkDecoded(String.join("/", u.segments()), iri.path().substring(1), false);
        checkDecoded(u.query(), iri.query().orElseThrow(), true);
        checkDecoded(u.fragment(), iri.fragment().orElseThrow(), false);
    }

    /** Checks the IRI form of a component against the URI form it came from. */
    private static void checkDecoded(String input, String output, boolean query) {
        // a triplet is "%" and two hex digits, none of them reserved: count the literal ones
        long literalReserved = input.chars().filter(MappingSupport::isReserved).count();
        long reserved = 0;
        int i = 0;
        while (i < output.length()) {
            if (isTriplet(output, i)) {
                int o = hexValue(output.charAt(i + 1)) << 4 | hexValue(output.charAt(i + 2));
                if (o >= 0x80) {
                    assertEquals(
                            output.substring(i, i + 3).toUpperCase(Locale.ROOT),
                            output.substring(i, i + 3),
                            "re-encoded octets are upper case: " + output);
                } else {
                    assertFalse(isUnreserved(o), "an encoded unreserved character is decoded: " + output);
                }
                i += 3;
                continue;
            }
            int cp = output.codePointAt(i);
            assertFalse(cp == '%', "a lone % in " + output);
            if (cp < 0x80) {
                if (isReserved(cp)) {
                    reserved++;
                }
            } else {
                assertTrue(mayStandDecoded(cp, query), () -> hex(cp) + " decoded in " + show(output));
                assertFalse(isBidiFormatting(cp));
            }
            i += Character.charCount(cp);
        }
        assertEquals(literalReserved, reserved, () -> "reserved characters: " + input + " -> " + show(output));
    }

    /** toIri is idempotent: what it keeps encoded, it keeps encoded the second time. */
    @Property(tries = 1000)
    void toIriIsIdempotent(@ForAll("octetUris") OctetUri u) {
        Iri once = MAPPER.toIri(Iris.parse(u.text()));
        assertEquals(once, MAPPER.toIri(once));
    }

    // ---- hostile input ---------------------------------------------------------------------

    @Provide
    Arbitrary<String> hostileStrings() {
        Arbitrary<String> dnsHost = join(
                Arbitraries.oneOf(List.of(
                        chars("aZ09-_.%~!"),
                        fromRanges(UCSCHAR),
                        chars("\u3002\uFF0E\uFF61\u2024\uFF0F\u0221\u0627\u05D0\u00DF\u200D\u0340\u06DD"),
                        pctEncoded(),
                        Arbitraries.of("xn--", "xn--99zt52a", "XN--ZZ", "%E2%80%AE", "%C3%A9", "%2E", "."))),
                0,
                12);
        return Arbitraries.oneOf(List.of(
                Arbitraries.strings().all().ofMaxLength(30),
                Arbitraries.strings()
                        .withChars("ab1:/?#[]@%.\\ \t\n\u00E9\u202E\uE000\uD800\uDC00\uFFFE")
                        .ofMaxLength(30),
                iriReferences(true),
                dnsHost.map(h -> "http://" + h + "/"),
                Combinators.combine(
                                iriReferences(true),
                                Arbitraries.strings().all().ofMaxLength(2),
                                Arbitraries.integers().between(0, 60))
                        .as((s, junk, at) -> {
                            int i = Math.min(at, s.length());
                            return s.substring(0, i) + junk + s.substring(i);
                        })));
    }

    private static final List<IriMapper> ALL_MAPPERS = List.of(
            MAPPER,
            MappingSupport.dnsPlugins().mapperBuilder().unicodeHosts(true).build(),
            MappingSupport.dnsPlugins()
                    .mapperBuilder()
                    .unicodeHosts(true)
                    .purpose(org.iri4j.spi.HostMapper.Purpose.CREATING)
                    .queryCharset(StandardCharsets.ISO_8859_1)
                    .build());

    /**
     * No input, however hostile, makes the mapping loop, recurse without bound or throw anything
     * but InvalidInputException (SECURITY.md); what comes out is a URI reference (toUri) or an IRI
     * reference (toIri).
     */
    @Property(tries = 1000)
    void hostileInputOnlyInvalidInputException(@ForAll("hostileStrings") String s) {
        for (Leniency leniency : Leniency.values()) {
            Iri parsed;
            try {
                parsed = Iris.parse(s, leniency);
            } catch (InvalidInputException e) {
                assertTrue(e.violation().isError());
                continue;
            }
            for (IriMapper mapper : ALL_MAPPERS) {
                assertMapsOrRefuses(mapper, parsed);
            }
        }
        try {
            List<String> steps = MAPPER.toIriSteps(Iris.parse(s));
            assertEquals(5, steps.size());
            assertEquals(MAPPER.toIri(Iris.parse(s)).toString(), steps.get(4));
        } catch (InvalidInputException e) {
            assertTrue(e.violation().isError());
        }
    }

    /** A mapping gives a URI reference (toUri) and an idempotent IRI reference (toIri), or refuses with an error. */
    private static void assertMapsOrRefuses(IriMapper mapper, Iri parsed) {
        try {
            String uri = mapper.toUri(parsed).toString();
            assertTrue(
                    Iris.check(uri, IriRule.URI_REFERENCE).isValid(),
                    () -> show(parsed.toString()) + " -> " + show(uri));
        } catch (InvalidInputException e) {
            assertTrue(e.violation().isError());
        }
        try {
            String iri = mapper.toIri(parsed).toString();
            assertTrue(
                    Iris.check(iri, IriRule.IRI_REFERENCE).isValid(),
                    () -> show(parsed.toString()) + " -> " + show(iri));
            assertEquals(iri, mapper.toIri(Iris.parse(iri)).toString(), () -> "idempotent: " + show(parsed.toString()));
        } catch (InvalidInputException e) {
            assertTrue(e.violation().isError());
        }
    }

    // ---- java.net.URI ---------------------------------------------------------------------

    /** toIri(fromJavaUri(toJavaUri(iri))) gives the IRI back, when java.net.URI takes it at all. */
    @Property(tries = 500)
    void javaUriRoundTrip(@ForAll("irisWithoutPercent") String s) {
        Iri iri = Iris.parse(s);
        URI java;
        try {
            java = Iris.toJavaUri(iri);
        } catch (InvalidInputException e) {
            assertEquals(IriCode.NOT_A_JAVA_URI, e.code(), e::getMessage);
            Assume.that(false);
            return;
        }
        assertEquals(Iris.toUri(iri).toString(), java.toString());
        assertEquals(iri, Iris.toIri(Iris.fromJavaUri(java)), () -> show(s));
    }
}
