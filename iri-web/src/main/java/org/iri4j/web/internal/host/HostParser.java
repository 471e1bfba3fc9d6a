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
        if (report.collecting() && Percent.hasEncodedByte(s, from, to)) {
            report.warn(HostError.DOMAIN_PERCENT_ENCODED, from, to);
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
        if (report.collecting()) {
            strictCheck(domain, mapper, report, from, to);
        }
        if (!Ipv4.endsInNumber(ascii)) {
            return ascii;
        }
        if (report.collecting() && !StrictDomain.isAscii(domain)) {
            report.warn(HostError.IPV4_NON_ASCII_INPUT, from, to);
        }
        return Ipv4.parse(ascii, from, to, report);
    }

    /**
     * Fails with domain-to-ASCII naming the forbidden domain code point {@code c} (§3.3 domain
     * parser: the strict ToASCII that reports the error refuses every one of them), at the first
     * place in the caller's host where it stands as it is or percent-encoded; when domain to
     * ASCII made it (a full-width solidus maps to {@code /}), at the whole host.
     */
    private static String forbidden(String s, int from, int to, char c, HostReport report) {
        for (int i = from; i < to; i++) {
            char here = s.charAt(i);
            if (here == '%' && UrlChars.twoHexDigitsAt(s, i + 1, to) && encodedByte(s, i) == c) {
                report.failCodePoint(HostError.DOMAIN_TO_ASCII, c, i, i + 3);
                return null;
            }
            if (here == c) {
                report.failCodePoint(HostError.DOMAIN_TO_ASCII, c, i, i + 1);
                return null;
            }
        }
        report.failCodePoint(HostError.DOMAIN_TO_ASCII, c, from, to);
        return null;
    }

    /** The byte that the percent-encoding at {@code s[i]} stands for. */
    private static int encodedByte(String s, int i) {
        return UrlChars.hexValue(s.charAt(i + 1)) << 4 | UrlChars.hexValue(s.charAt(i + 2));
    }

    /**
     * The opaque-host parser (§3.5): no forbidden host code point; C0 controls and code points
     * above U+007E percent-encoded. Its URL units are checked as one string: one invalid-URL-unit
     * for the first code point that is no URL unit, one more for the first {@code %} without two
     * hex digits, in that order.
     */
    private static String opaque(String s, int from, int to, HostReport report) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (UrlChars.isForbiddenHost(c)) {
                report.failCodePoint(HostError.HOST_INVALID_CODE_POINT, c, i, i + 1);
                return null;
            }
        }
        if (report.collecting()) {
            checkUnits(s, from, to, report);
        }
        StringBuilder out = new StringBuilder(to - from);
        Percent.encode(s, from, to, UrlChars.C0_CONTROL_SET, out);
        return out.toString();
    }

    private static void checkUnits(String s, int from, int to, HostReport report) {
        int badPercent = -1;
        boolean badCodePoint = false;
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '%') {
                if (badPercent < 0 && !UrlChars.twoHexDigitsAt(s, i + 1, to)) {
                    badPercent = i;
                }
            } else if (!badCodePoint && isInvalidUnit(s, i, to, report)) {
                report.warn(HostError.INVALID_URL_UNIT, i, i + 1);
                badCodePoint = true;
            }
        }
        if (badPercent >= 0) {
            report.warn(HostError.INVALID_URL_UNIT, badPercent, badPercent + 1);
        }
    }

    private static boolean isInvalidUnit(String s, int i, int to, HostReport report) {
        char c = s.charAt(i);
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1))) {
            return false;
        }
        return !UrlChars.isUrlCodePoint(Percent.scalarAt(s, i, to)) || report.replacedSurrogate(i);
    }

    /**
     * Domain to ASCII with beStrict false (§3.3): an ASCII domain is only lower-cased, without
     * the mapper (its {@code xn--} labels are not decoded, as the web-platform-tests expect:
     * {@code xn--a} stays); any other goes to the mapper. A failure is domain-to-ASCII, the error
     * the strict pass reports for it.
     */
    private static String toAscii(String domain, UrlDomainMapper mapper, HostReport report, int from, int to) {
        if (StrictDomain.isAscii(domain)) {
            return StrictDomain.lower(domain);
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
        return ascii;
    }

    /**
     * The domain-to-ASCII validation error (§3.3 domain parser steps 1-2, the strict pass), which
     * does not fail. Without a mapper, a domain whose answer needs UTS #46's tables (an ASCII
     * domain with an {@code xn--} label, the only such domain that gets here without one) gets
     * {@code IDNA_UNAVAILABLE} as a warning in its place: iri4j never answers from another IDNA
     * implementation, nor leaves the gap unsaid.
     */
    private static void strictCheck(String domain, UrlDomainMapper mapper, HostReport report, int from, int to) {
        try {
            if (StrictDomain.toAscii(domain, mapper).isEmpty()) {
                report.warn(HostError.DOMAIN_TO_ASCII, from, to);
            }
        } catch (IdnaUnavailableException e) {
            report.warn(HostError.IDNA_UNAVAILABLE, from, to);
        } catch (RuntimeException e) {
            // Only a validation error depends on this answer: the parse has its host already.
        }
    }
}
