package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.ch;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import org.iri4j.api.IriMapper;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * Helpers shared by the mapping tests: a scheme plugin that says http and https hosts are
 * DNS names (RFC 3987 §3.1 "schemes known to use domain names in ireg-name"), character and
 * percent-encoding helpers, and a plain oracle of the RFC 3987 §2.2 character ranges written
 * out again from the ABNF (not taken from the main code).
 */
final class MappingSupport {

    private MappingSupport() {}

    /** A test plugin: http and https use DNS hosts. */
    static final class DnsHttp implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("http", "https");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost().withDocumentCharsetQuery();
        }
    }

    /** http and https as a plugin that says only where a document charset applies (3987bis §6.3). */
    static final class CharsetHttp implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("http", "https");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDocumentCharsetQuery();
        }
    }

    /** The plugins with only {@link DnsHttp}. */
    static IriEnvironment dnsPlugins() {
        return IriEnvironment.builder().add(new DnsHttp()).build();
    }

    /** A mapper over {@link #dnsPlugins()}, otherwise default. */
    static IriMapper dnsMapper() {
        return dnsPlugins().mapperBuilder().build();
    }

    /** A mapper over no plugins at all: no scheme uses DNS hosts. */
    static IriMapper plainMapper() {
        return IriEnvironment.builder().build().mapperBuilder().build();
    }

    /** The UTF-8 octets of a code point (not a surrogate) as %HH triplets, upper- or lower-case hex. */
    static String pct(int cp, boolean upper) {
        byte[] bytes = ch(cp).getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            out.append(String.format(Locale.ROOT, upper ? "%%%02X" : "%%%02x", b & 0xFF));
        }
        return out.toString();
    }

    // ---- oracle: RFC 3987 §2.2 and §4.1 ---------------------------------------------

    /** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3). */
    static boolean isUnreserved(int c) {
        return (c >= 'A' && c <= 'Z')
                || (c >= 'a' && c <= 'z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '.'
                || c == '_'
                || c == '~';
    }

    /** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (RFC 3986 §2.2). */
    static final String GEN_DELIMS = ":/?#[]@";
    /** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (RFC 3986 §2.2). */
    static final String SUB_DELIMS = "!$&'()*+,;=";

    static boolean isReserved(int c) {
        return c < 0x80 && (GEN_DELIMS.indexOf(c) >= 0 || SUB_DELIMS.indexOf(c) >= 0);
    }

    /** ucschar, RFC 3987 §2.2. */
    static boolean isUcschar(int cp) {
        if ((cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDCF) || (cp >= 0xFDF0 && cp <= 0xFFEF)) {
            return true;
        }
        if (cp >= 0xE1000 && cp <= 0xEFFFD) {
            return true;
        }
        return cp >= 0x10000 && cp <= 0xDFFFD && (cp & 0xFFFF) <= 0xFFFD;
    }

    /** iprivate, RFC 3987 §2.2. */
    static boolean isIprivate(int cp) {
        return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD) || (cp >= 0x100000 && cp <= 0x10FFFD);
    }

    /** RFC 3987 §4.1 (LRM, RLM, LRE, RLE, PDF, LRO, RLO) and the isolates LRI..PDI Unicode 6.3 added later. */
    static boolean isBidiFormatting(int cp) {
        return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    }

    /** Whether an IRI may hold a non-ASCII code point decoded in a component. */
    static boolean mayStandDecoded(int cp, boolean query) {
        return (isUcschar(cp) && !isBidiFormatting(cp)) || (query && isIprivate(cp));
    }

    static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    static boolean isTriplet(CharSequence s, int i) {
        return i + 2 < s.length()
                && s.charAt(i) == '%'
                && hexValue(s.charAt(i + 1)) >= 0
                && hexValue(s.charAt(i + 2)) >= 0;
    }

    /**
     * The equivalence RFC 3987 §3.2 allows between a URI and the result of mapping its IRI
     * back: "except for potential case differences in percent-encoding and for potential
     * percent-encoded unreserved characters". Upper-cases the hex of every triplet and
     * decodes every triplet of an unreserved character.
     */
    static String normalizePercent(CharSequence s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            if (isTriplet(s, i)) {
                int octet = hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
                if (isUnreserved(octet)) {
                    out.append((char) octet);
                } else {
                    out.append('%')
                            .append(Character.toUpperCase(s.charAt(i + 1)))
                            .append(Character.toUpperCase(s.charAt(i + 2)));
                }
                i += 3;
            } else {
                out.append(s.charAt(i));
                i++;
            }
        }
        return out.toString();
    }
}
