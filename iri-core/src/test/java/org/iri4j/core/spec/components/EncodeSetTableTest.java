package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.components.ComponentsSupport.SUB_DELIMS;
import static org.iri4j.core.spec.components.ComponentsSupport.isBidiFormatting;
import static org.iri4j.core.spec.components.ComponentsSupport.isIprivate;
import static org.iri4j.core.spec.components.ComponentsSupport.isUcschar;
import static org.iri4j.core.spec.components.ComponentsSupport.isUnreserved;
import static org.iri4j.core.spec.components.ComponentsSupport.pct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.EncodeSet;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.QueryEncoding;
import org.iri4j.api.QueryParameter;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.PercentCodec;
import org.iri4j.core.spec.CodePoints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The encode set of each component, character by character, in the manner of OkHttp's
 * UrlComponentEncodingTester: every code point of US-ASCII and samples of two-, three- and
 * four-octet UTF-8, each either kept or percent-encoded with the exact upper-case {@code %HH}.
 * The expectation is written from the ABNF of RFC 3986 §3 and RFC 3987 §2.2 (and RFC 6068 §2
 * {@code qchar} for a query parameter), not read from the main code.
 */
class EncodeSetTableTest {

    private static final IriEnvironment ENV = ComponentsSupport.bare();

    /** some-delims of RFC 6068 §2, which qchar adds to unreserved with ":" and "@". */
    private static final String RFC6068_SOME_DELIMS = "!$'()*+,;:@";

    /** The US-ASCII characters besides unreserved that each component's ABNF holds as themselves. */
    private static final Map<EncodeSet, String> ALSO_KEPT = new EnumMap<>(EncodeSet.class);

    static {
        // iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
        ALSO_KEPT.put(EncodeSet.USERINFO, SUB_DELIMS + ":");
        // ireg-name = *( iunreserved / pct-encoded / sub-delims )
        ALSO_KEPT.put(EncodeSet.HOST, SUB_DELIMS);
        // ipath: isegments of ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@", joined by "/"
        ALSO_KEPT.put(EncodeSet.PATH, SUB_DELIMS + ":@/");
        // isegment = *ipchar: a "/" inside a segment is data
        ALSO_KEPT.put(EncodeSet.PATH_SEGMENT, SUB_DELIMS + ":@");
        // iquery = *( ipchar / iprivate / "/" / "?" )
        ALSO_KEPT.put(EncodeSet.QUERY, SUB_DELIMS + ":@/?");
        // a name or value: qchar (RFC 6068 §2) without "+", which HTML forms read as a space
        ALSO_KEPT.put(EncodeSet.QUERY_PARAMETER, RFC6068_SOME_DELIMS.replace("+", ""));
        // ifragment = *( ipchar / "/" / "?" )
        ALSO_KEPT.put(EncodeSet.FRAGMENT, SUB_DELIMS + ":@/?");
    }

    /**
     * Code points above US-ASCII, one or more of each kind: C1 controls, ucschar at the edges of
     * its ranges, the bidi formatting characters, iprivate, non-characters, specials, tags, and
     * two-, three- and four-octet UTF-8.
     */
    static final int[] ABOVE_ASCII = {
        0x80, 0x85, 0x9F, // C1 controls: not ucschar
        0xA0, 0xE9, 0x07FF, // two octets: ucschar
        0x0800, 0x061C, 0x200B, 0x3000, 0xD7FF, // three octets: ucschar (ALM, ZWSP, ideographic space too)
        0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, // bidi (§4.1)
        0xE000, 0xF8FF, // iprivate, BMP
        0xF900, 0xFDCF, 0xFDF0, 0xFEFF, 0xFFEF, // ucschar after the private use area
        0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, // non-characters
        0xFFF0, 0xFFF9, 0xFFFD, // specials
        0x10000, 0x1F600, 0x1FFFD, 0x20000, 0xE1000, 0xEFFFD, // four octets: ucschar
        0x1FFFE, 0x1FFFF, 0x10FFFF, 0xEFFFE, // non-characters of the other planes
        0xE0001, 0xE0041, 0xE007F, // tags: outside ucschar (§2.2 starts at E1000)
        0xF0000, 0xFFFFD, 0x100000, 0x10FFFD, // iprivate, planes 15 and 16
    };

    /** What the ABNF says a component holds as itself. */
    static boolean kept(int cp, EncodeSet set) {
        if (cp < 0x80) {
            return isUnreserved(cp) || ALSO_KEPT.get(set).indexOf(cp) >= 0;
        }
        if (isBidiFormatting(cp)) {
            return false; // RFC 3987 §4.1: IRIs MUST NOT contain them
        }
        boolean query = set == EncodeSet.QUERY || set == EncodeSet.QUERY_PARAMETER;
        return isUcschar(cp) || (query && isIprivate(cp));
    }

    /** The expected encoding of one character for a component. */
    static String expected(int cp, EncodeSet set) {
        return kept(cp, set) ? ch(cp) : pct(cp);
    }

    /** Every sample: US-ASCII 0x00-0x7F, then {@link #ABOVE_ASCII}. */
    static List<String> samples() {
        List<String> all = new ArrayList<>();
        for (int c = 0; c < 0x80; c++) {
            all.add(ch(c));
        }
        for (int cp : ABOVE_ASCII) {
            all.add(ch(cp));
        }
        return all;
    }

    /** RFC 3986 §2.1, §2.3; RFC 3987 §2.2: every US-ASCII character, kept or encoded as %HH. */
    @ParameterizedTest
    @EnumSource(EncodeSet.class)
    void everyAsciiCharacterIsKeptOrEncodedAsTheAbnfSays(EncodeSet set) {
        for (int c = 0; c < 0x80; c++) {
            int cp = c;
            assertEquals(expected(c, set), PercentCodec.encode(ch(c), set), () -> set + " " + hex(cp));
        }
    }

    /**
     * RFC 3987 §2.2 (ucschar kept, iprivate in the query only), §4.1 (bidi formatting characters
     * always encoded), §3.1 step 2 (everything else as UTF-8 octets, upper-case hex).
     */
    @ParameterizedTest
    @EnumSource(EncodeSet.class)
    void charactersAboveAsciiAreKeptOrEncodedAsUtf8(EncodeSet set) {
        for (int cp : ABOVE_ASCII) {
            assertEquals(expected(cp, set), PercentCodec.encode(ch(cp), set), () -> set + " " + hex(cp));
        }
    }

    /**
     * The same table written out by hand for printable US-ASCII (0x20-0x7E), one row per set, so
     * that a reader can see at a glance what each component keeps (RFC 3986 §3.2.1-§3.5).
     */
    @Test
    void printableAsciiRowsWrittenOut() {
        String printable =
                " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
        String digits = "0123456789";
        String upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        String lower = "abcdefghijklmnopqrstuvwxyz";
        assertEquals(
                "%20!%22%23$%25&'()*+,-.%2F" + digits + ":;%3C=%3E%3F%40" + upper + "%5B%5C%5D%5E_%60" + lower
                        + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.USERINFO));
        assertEquals(
                "%20!%22%23$%25&'()*+,-.%2F" + digits + "%3A;%3C=%3E%3F%40" + upper + "%5B%5C%5D%5E_%60" + lower
                        + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.HOST));
        assertEquals(
                "%20!%22%23$%25&'()*+,-./" + digits + ":;%3C=%3E%3F@" + upper + "%5B%5C%5D%5E_%60" + lower
                        + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.PATH));
        assertEquals(
                "%20!%22%23$%25&'()*+,-.%2F" + digits + ":;%3C=%3E%3F@" + upper + "%5B%5C%5D%5E_%60" + lower
                        + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.PATH_SEGMENT));
        assertEquals(
                "%20!%22%23$%25&'()*+,-./" + digits + ":;%3C=%3E?@" + upper + "%5B%5C%5D%5E_%60" + lower + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.QUERY));
        assertEquals(
                "%20!%22%23$%25%26'()*%2B,-.%2F" + digits + ":;%3C%3D%3E%3F@" + upper + "%5B%5C%5D%5E_%60" + lower
                        + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.QUERY_PARAMETER));
        assertEquals(
                "%20!%22%23$%25&'()*+,-./" + digits + ":;%3C=%3E?@" + upper + "%5B%5C%5D%5E_%60" + lower + "%7B%7C%7D~",
                PercentCodec.encode(printable, EncodeSet.FRAGMENT));
    }

    /** RFC 3986 §2.1: "uppercase hexadecimal digits"; UTF-8 octets one by one (RFC 3987 §3.1 step 2.2). */
    @Test
    void octetsAreUpperCaseHexOfUtf8() {
        assertEquals("%C2%80", PercentCodec.encode("\u0080", EncodeSet.PATH));
        assertEquals("%E2%80%AE", PercentCodec.encode("\u202E", EncodeSet.QUERY));
        assertEquals("%EF%BF%BD", PercentCodec.encode("\uFFFD", EncodeSet.FRAGMENT));
        assertEquals("%EF%B7%90", PercentCodec.encode("\uFDD0", EncodeSet.QUERY_PARAMETER));
        assertEquals("%EF%BF%BF", PercentCodec.encode("\uFFFF", EncodeSet.QUERY));
        assertEquals("%EE%80%80", PercentCodec.encode("\uE000", EncodeSet.PATH_SEGMENT));
        assertEquals("\uE000", PercentCodec.encode("\uE000", EncodeSet.QUERY));
        assertEquals("%F3%A0%80%81", PercentCodec.encode(ch(0xE0001), EncodeSet.QUERY));
        assertEquals("%F4%8F%BF%BF", PercentCodec.encode(ch(0x10FFFF), EncodeSet.QUERY));
        assertEquals(ch(0x1F600), PercentCodec.encode(ch(0x1F600), EncodeSet.USERINFO));
        assertEquals("caf\u00E9%20%231", PercentCodec.encode("caf\u00E9 #1", EncodeSet.FRAGMENT));
        assertEquals("a%20b%2Fc", PercentCodec.encode("a b/c", EncodeSet.PATH_SEGMENT));
    }

    /** RFC 3987 §3.2 step 3: decoding the UTF-8 encode gives back every sample, in every set. */
    @ParameterizedTest
    @EnumSource(EncodeSet.class)
    void decodeUndoesEncodeForEverySample(EncodeSet set) {
        StringBuilder all = new StringBuilder();
        for (String x : samples()) {
            assertEquals(x, PercentCodec.decode(PercentCodec.encode(x, set)), () -> set + " " + show(x));
            all.append(x).append("%").append(x);
        }
        assertEquals(all.toString(), PercentCodec.decode(PercentCodec.encode(all, set)));
    }

    /**
     * The encoded text, put into its component through the builder, is what that component of
     * an IRI may hold (RFC 3987 §2.2), and the component's decoded accessor gives back the sample.
     */
    @ParameterizedTest
    @EnumSource(EncodeSet.class)
    void encodedTextParsesBackToTheSameComponent(EncodeSet set) {
        for (String x : samples()) {
            String enc = PercentCodec.encode(x, set);
            Iri built = builtWith(set, x, enc);
            Iri parsed = Iris.parse(built.toString());
            assertEquals(built, parsed, () -> set + " " + show(x));
            assertTrue(ENV.check(built.toString()).isValid(), () -> set + " " + show(x));
            switch (set) {
                case USERINFO:
                    assertEquals(Optional.of(enc), parsed.userinfo());
                    assertEquals(Optional.of(x), parsed.decodedUserinfo());
                    break;
                case HOST:
                    assertEquals(Optional.of(enc), parsed.host());
                    assertEquals(x, PercentCodec.decode(parsed.host().orElseThrow()));
                    break;
                case PATH:
                    assertEquals("/" + enc, parsed.path());
                    assertEquals("/" + x, parsed.decodedPath(), () -> show(x));
                    break;
                case PATH_SEGMENT:
                    assertEquals(List.of(enc), parsed.pathSegments());
                    assertEquals(List.of(x), parsed.decodedPathSegments(), () -> show(x));
                    break;
                case QUERY:
                    assertEquals(Optional.of(enc), parsed.query());
                    assertEquals(Optional.of(x), parsed.decodedQuery());
                    break;
                case QUERY_PARAMETER:
                    assertEquals(Optional.of(enc + "=" + enc), parsed.query());
                    assertEquals(
                            List.of(new QueryParameter(x, x)),
                            parsed.decodedQueryParameters().list(),
                            () -> show(x));
                    assertEquals(
                            List.of(new QueryParameter(x, x)),
                            parsed.decodedQueryParameters(QueryEncoding.FORM).list(),
                            () -> "nothing encoded for a parameter reads differently as a form: " + show(x));
                    break;
                case FRAGMENT:
                    assertEquals(Optional.of(enc), parsed.fragment());
                    assertEquals(Optional.of(x), parsed.decodedFragment());
                    break;
                default:
                    throw new AssertionError(set);
            }
        }
    }

    /** Each set through the builder: the raw setters where they exist, the raw-value setters else. */
    private static Iri builtWith(EncodeSet set, String raw, String encoded) {
        IriBuilder b = Iris.iriBuilder().scheme("s").host("h");
        switch (set) {
            case USERINFO:
                return b.userinfo(encoded).build();
            case HOST:
                return b.host(encoded).build();
            case PATH:
                return b.path("/" + encoded).build();
            case PATH_SEGMENT:
                if (raw.equals(".") || raw.equals("..")) {
                    // No encoding keeps a dot segment literal (RFC 3986 §2.3): the builder navigates.
                    return b.path("/" + encoded).build();
                }
                Iri viaSegment = b.addDecodedPathSegment(raw).build();
                assertEquals("/" + encoded, viaSegment.path(), () -> "addPathSegment uses PATH_SEGMENT: " + show(raw));
                return viaSegment;
            case QUERY:
                return b.query(encoded).build();
            case QUERY_PARAMETER:
                Iri viaParameter = b.addDecodedQueryParameter(raw, raw).build();
                assertEquals(
                        Optional.of(encoded + "=" + encoded),
                        viaParameter.query(),
                        () -> "addQueryParameter uses QUERY_PARAMETER: " + show(raw));
                return viaParameter;
            case FRAGMENT:
                Iri viaFragment = b.decodedFragment(raw).build();
                assertEquals(
                        Optional.of(encoded),
                        viaFragment.fragment(),
                        () -> "decodedFragment uses FRAGMENT: " + show(raw));
                return viaFragment;
            default:
                throw new AssertionError(set);
        }
    }

    /** RFC 3629 §3: a lone surrogate is no character and has no UTF-8; the message names its index. */
    @ParameterizedTest
    @EnumSource(EncodeSet.class)
    void unpairedSurrogatesAreRefusedNamingTheIndex(EncodeSet set) {
        assertSurrogateRefused("ab\uD800c", 2, s -> PercentCodec.encode(s, set));
        assertSurrogateRefused("\uDC00", 0, s -> PercentCodec.encode(s, set));
        assertSurrogateRefused("\u00E9\uD83D", 1, s -> PercentCodec.encode(s, set));
        assertSurrogateRefused("x\uDE00\uD83D", 1, s -> PercentCodec.encode(s, set)); // pair in the wrong order
        assertSurrogateRefused("\uD83D\uDE00 \uD83D", 3, s -> PercentCodec.encode(s, set)); // a pair, then a lone one
    }

    /** RFC 3629 §3 through the form encoding and the builder's raw-value setters. */
    @Test
    void unpairedSurrogatesAreRefusedEverywhereARawValueGoes() {
        assertSurrogateRefused("a b\uDBFF", 3, PercentCodec::encodeForm);
        assertSurrogateRefused(
                "ab\uD800",
                2,
                s -> Iris.iriBuilder().addDecodedPathSegment(s).build().toString());
        assertSurrogateRefused(
                "\uDC00",
                0,
                s -> Iris.iriBuilder().addDecodedQueryParameter(s, "v").build().toString());
        assertSurrogateRefused(
                "v\uDC00",
                1,
                s -> Iris.iriBuilder().addDecodedQueryParameter("n", s).build().toString());
        assertSurrogateRefused(
                "#\uD800", 1, s -> Iris.iriBuilder().decodedFragment(s).build().toString());
    }

    private static void assertSurrogateRefused(String raw, int index, Function<String, String> encode) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> encode.apply(raw), show(raw));
        assertTrue(e.getMessage().contains("at index " + index), e.getMessage());
        assertTrue(e.getMessage().contains(hex(raw.charAt(index))), e.getMessage());
    }

    /**
     * application/x-www-form-urlencoded (WHATWG URL Standard §5): a space is "+", a "+" is
     * "%2B", and {@code decodeForm} reads them so; {@code decode} keeps "+" a plus sign
     * (RFC 3986 §2.2: "+" is a sub-delim, not a space).
     */
    @Test
    void formEncodingTellsPlusFromSpace() {
        assertEquals("a+b%2Bc", PercentCodec.encodeForm("a b+c"));
        assertEquals("a b+c", PercentCodec.decodeForm("a+b%2Bc"));
        assertEquals("a+b+c", PercentCodec.decode("a+b%2Bc"), "percent-decoding keeps + a plus sign");
        assertEquals("a b", PercentCodec.decodeForm("a%20b"));
        assertEquals("a b", PercentCodec.decodeForm("a+b"));
        assertEquals("%2520", PercentCodec.encodeForm("%20"), "a literal %20 is no space");
        assertEquals("%20", PercentCodec.decodeForm("%2520"));
        assertEquals("%26%3D%23", PercentCodec.encodeForm("&=#"));
        assertEquals("caf\u00E9+\u00A0", PercentCodec.encodeForm("caf\u00E9 \u00A0"), "only U+0020 becomes +");
        assertEquals("++", PercentCodec.encodeForm("  "));
        assertEquals("%2B%2B", PercentCodec.encodeForm("++"));
        assertEquals("", PercentCodec.encodeForm(""));
        for (String x : samples()) {
            assertEquals(x, PercentCodec.decodeForm(PercentCodec.encodeForm(x)), () -> show(x));
            assertFalse(PercentCodec.encodeForm(x).contains(" "), () -> show(x));
        }
    }

    /** RFC 3987 §3.2: decoding never invents U+FFFD; a triplet outside well-formed UTF-8 stays. */
    @Test
    void decodeKeepsWhatIsNotUtf8() {
        assertEquals("caf\u00E9+%FF", PercentCodec.decode("caf%C3%A9%2B%FF"));
        assertEquals("%C3", PercentCodec.decode("%C3"));
        assertEquals("%C0%AF", PercentCodec.decode("%C0%AF"));
        assertEquals("%ED%A0%80", PercentCodec.decode("%ED%A0%80"));
        assertEquals("%F4%90%80%80", PercentCodec.decode("%F4%90%80%80"));
        assertEquals("\u00E9", PercentCodec.decode("%c3%a9"), "hex digits are case-insensitive (RFC 3986 §2.1)");
        assertEquals("100%", PercentCodec.decode("100%"));
        assertEquals("%G1%2", PercentCodec.decode("%G1%2"));
    }

    @Provide
    Arbitrary<String> text() {
        Arbitrary<Character> chars = Arbitraries.oneOf(
                Arbitraries.chars().range('\u0000', '\u007F'),
                Arbitraries.chars().range('\u0080', '\uD7FF'),
                Arbitraries.chars().range('\uE000', '\uFFFF'),
                Arbitraries.of('%', '+', ' ', '/', '?', '#', '&', '='));
        Arbitrary<String> bmp = chars.map(String::valueOf);
        Arbitrary<String> astral =
                Arbitraries.integers().between(0x10000, 0x10FFFF).map(CodePoints::ch);
        return Arbitraries.oneOf(bmp, bmp, bmp, astral).list().ofMaxSize(12).map(l -> String.join("", l));
    }

    /** RFC 3987 §3.1, §3.2: encode then decode is the identity on text without lone surrogates. */
    @Property(tries = 300)
    void decodeOfEncodeIsIdentity(@ForAll("text") String x, @ForAll EncodeSet set) {
        String enc = PercentCodec.encode(x, set);
        assertEquals(x, PercentCodec.decode(enc));
        assertEquals(x, PercentCodec.decodeForm(PercentCodec.encodeForm(x)));
        for (int i = 0; i < enc.length(); ) {
            int cp = enc.codePointAt(i);
            assertTrue(cp == '%' || kept(cp, set), () -> set + ": " + hex(cp) + " left unencoded in " + show(enc));
            i += Character.charCount(cp);
        }
    }

    /**
     * RFC 3986 §3.3: a segment added raw is one segment of the path, whatever it holds; it takes
     * the place of an empty last segment (a trailing slash), and "." and ".." navigate (§5.2.4).
     */
    @Property(tries = 400)
    void addedSegmentsAreTheSegments(@ForAll("segments") List<String> added) {
        IriBuilder builder = Iris.iriBuilder().scheme("s").host("h");
        List<String> expected = new ArrayList<>();
        for (String segment : added) {
            builder.addDecodedPathSegment(segment);
            push(expected, segment);
        }
        assertEquals(
                expected, Iris.parse(builder.build().toString()).decodedPathSegments(), () -> show(added.toString()));
    }

    @Provide
    Arbitrary<List<String>> segments() {
        return Arbitraries.oneOf(text(), Arbitraries.of("", ".", "..", "...", "a"))
                .list()
                .ofMaxSize(5);
    }

    /** The segments after adding one, as OkHttp's builder keeps them. */
    private static void push(List<String> segments, String segment) {
        boolean trailingSlash =
                !segments.isEmpty() && segments.get(segments.size() - 1).isEmpty();
        if (segment.equals("..")) {
            if (trailingSlash) {
                segments.remove(segments.size() - 1);
            }
            if (!segments.isEmpty()) {
                segments.remove(segments.size() - 1);
            }
            segments.add("");
        } else if (segment.equals(".")) {
            if (!trailingSlash) {
                segments.add("");
            }
        } else if (trailingSlash) {
            segments.set(segments.size() - 1, segment);
        } else {
            segments.add(segment);
        }
    }
}
