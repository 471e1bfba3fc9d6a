package org.iri4j.web.internal.host;

import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The host parser of the URL Standard §3.5 with the host serializer of §3.6: an IPv6 address in
 * brackets, an opaque host for a URL that is not special, else a domain: percent-decoded, mapped
 * to ASCII (§3.3 "domain to ASCII"), checked for forbidden domain code points and read as an
 * IPv4 address when it ends in a number.
 */
public final class HostParser {

    private HostParser() {}

    /**
     * Parses and serializes the host {@code s[from, to)} (§3.5 "host parser").
     *
     * @param s       the text
     * @param from    the first index of the host; {@code from < to}
     * @param to      one past its last
     * @param special whether the URL is special, so that the host is not opaque
     * @param mapper  the domain mapper, or null when none is present
     * @param report  where errors go
     * @return the serialized host, or null on failure
     */
    public static String parse(String s, int from, int to, boolean special, UrlDomainMapper mapper, HostReport report) {
        if (s.charAt(from) == '[') {
            if (s.charAt(to - 1) != ']') {
                report.fail(HostError.IPV6_UNCLOSED, from, to);
                return null;
            }
            return Ipv6.parse(s, from + 1, to - 1, report);
        }
        if (!special) {
            return opaque(s, from, to, report);
        }
        String domain = Percent.decode(s, from, to);
        String ascii = toAscii(domain, mapper, report, from, to);
        if (ascii == null) {
            return null;
        }
        for (int i = 0; i < ascii.length(); i++) {
            if (UrlChars.isForbiddenDomain(ascii.charAt(i))) {
                return forbidden(s, from, to, ascii.charAt(i), report);
            }
        }
        return Ipv4.endsInNumber(ascii) ? Ipv4.parse(ascii, from, to, report) : ascii;
    }

    /**
     * Fails with domain-invalid-code-point naming the forbidden code point {@code c}, at the
     * first place in the caller's host where it stands as it is or percent-encoded; when domain
     * to ASCII made it (a full-width solidus maps to {@code /}), at the whole host.
     */
    private static String forbidden(String s, int from, int to, char c, HostReport report) {
        for (int i = from; i < to; i++) {
            char here = s.charAt(i);
            if (here == '%' && UrlChars.twoHexDigitsAt(s, i + 1, to) && encodedByte(s, i) == c) {
                report.failCodePoint(HostError.DOMAIN_INVALID_CODE_POINT, c, i, i + 3);
                return null;
            }
            if (here == c) {
                report.failCodePoint(HostError.DOMAIN_INVALID_CODE_POINT, c, i, i + 1);
                return null;
            }
        }
        report.failCodePoint(HostError.DOMAIN_INVALID_CODE_POINT, c, from, to);
        return null;
    }

    /** The byte that the percent-encoding at {@code s[i]} stands for. */
    private static int encodedByte(String s, int i) {
        return UrlChars.hexValue(s.charAt(i + 1)) << 4 | UrlChars.hexValue(s.charAt(i + 2));
    }

    /**
     * The opaque-host parser (§3.5): no forbidden host code point; C0 controls and code points
     * above U+007E percent-encoded.
     */
    private static String opaque(String s, int from, int to, HostReport report) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (UrlChars.isForbiddenHost(c)) {
                report.failCodePoint(HostError.HOST_INVALID_CODE_POINT, c, i, i + 1);
                return null;
            }
            if (report.collecting() && isInvalidUnit(s, i, to, report)) {
                report.warn(HostError.INVALID_URL_UNIT, i, i + 1);
            }
        }
        StringBuilder out = new StringBuilder(to - from);
        Percent.encode(s, from, to, UrlChars.C0_CONTROL_SET, out);
        return out.toString();
    }

    private static boolean isInvalidUnit(String s, int i, int to, HostReport report) {
        char c = s.charAt(i);
        if (c == '%') {
            return !UrlChars.twoHexDigitsAt(s, i + 1, to);
        }
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1))) {
            return false;
        }
        return !UrlChars.isUrlCodePoint(Percent.scalarAt(s, i, to)) || report.replacedSurrogate(i);
    }

    /**
     * Domain to ASCII with beStrict false (§3.3): an ASCII domain is only lower-cased, without
     * the mapper (its {@code xn--} labels are not decoded, as the web-platform-tests expect:
     * {@code xn--a} stays); any other goes to the mapper. When errors are collected, an ASCII
     * domain with an {@code xn--} label is still checked with the strict flags if a mapper is
     * present, for the {@code domain-to-ASCII} validation error.
     */
    private static String toAscii(String domain, UrlDomainMapper mapper, HostReport report, int from, int to) {
        if (isAscii(domain)) {
            if (report.collecting() && mapper != null && hasAceLabel(domain)) {
                strictCheck(domain, mapper, report, from, to);
            }
            return lowerAscii(domain);
        }
        if (mapper == null) {
            report.fail(HostError.IDNA_UNAVAILABLE, from, to);
            return null;
        }
        String ascii;
        try {
            ascii = mapper.toAscii(domain);
        } catch (HostMappingException e) {
            report.fail(HostError.DOMAIN_TO_ASCII, from, to);
            return null;
        } catch (RuntimeException e) {
            report.failPlugin(mapper.name(), e, from, to);
            return null;
        }
        if (ascii == null || ascii.isEmpty()) {
            report.fail(HostError.DOMAIN_TO_ASCII, from, to);
            return null;
        }
        if (report.collecting()) {
            strictCheck(domain, mapper, report, from, to);
        }
        return ascii;
    }

    /** The domain-to-ASCII validation error (§3.3 with beStrict true), which does not fail. */
    private static void strictCheck(String domain, UrlDomainMapper mapper, HostReport report, int from, int to) {
        try {
            mapper.toAsciiStrict(domain);
        } catch (HostMappingException e) {
            report.warn(HostError.DOMAIN_TO_ASCII, from, to);
        } catch (RuntimeException e) {
            // Only a validation error depends on this answer: the parse has its host already.
        }
    }

    private static boolean isAscii(String domain) {
        for (int i = 0; i < domain.length(); i++) {
            if (domain.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a label of a domain begins with {@code xn--}, in any case (an A-label, or what
     * would be one: UTS #46 §4.1 step 4 decodes it).
     *
     * @param domain a domain in ASCII
     * @return true if a label begins with {@code xn--}
     */
    public static boolean hasAceLabel(String domain) {
        for (int i = 0; i + 4 <= domain.length(); i++) {
            if ((i == 0 || domain.charAt(i - 1) == '.') && domain.regionMatches(true, i, "xn--", 0, 4)) {
                return true;
            }
        }
        return false;
    }

    private static String lowerAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                char[] out = s.toCharArray();
                for (int j = i; j < out.length; j++) {
                    out[j] = UrlChars.toLower(out[j]);
                }
                return new String(out);
            }
        }
        return s;
    }
}
