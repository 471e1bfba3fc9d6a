package org.iri4j.web.internal.host;

import java.util.Optional;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The URL Standard's "domain parser ToASCII" with beStrict true (§3.3): Unicode ToASCII with
 * CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set (UTS #46 §4.2). Its answer is the
 * {@code domain-to-ASCII} validation error of the host parser and the "valid domain" of host
 * writing (§3.4).
 *
 * <p>An ASCII domain without an {@code xn--} label is answered here, without the mapper: for such
 * a domain UTS #46 only lower-cases, STD3 allows letters, digits, {@code -} and {@code .},
 * CheckHyphens and VerifyDnsLength look at the labels, and CheckBidi and CheckJoiners have
 * nothing to find. Any other domain needs UTS #46's tables, so the mapper.
 */
public final class StrictDomain {

    /** VerifyDnsLength: a label is 1 to 63 octets (UTS #46 §4.2 step 4). */
    private static final int MAX_LABEL = 63;

    /** VerifyDnsLength: a domain is 1 to 253 octets (UTS #46 §4.2 step 4). */
    private static final int MAX_DOMAIN = 253;

    private StrictDomain() {}

    /**
     * Domain to ASCII with beStrict true.
     *
     * @param domain the domain: percent-decoded by the host parser, as written for a valid
     *     domain string (§3.4)
     * @param mapper the domain mapper, or null when none is present
     * @return the ASCII domain, or empty when UTS #46 records an error
     * @throws IdnaUnavailableException when the answer needs UTS #46's tables and no mapper is
     *     present (a code point outside ASCII, or an {@code xn--} label)
     */
    public static Optional<String> toAscii(String domain, UrlDomainMapper mapper) {
        if (isAscii(domain) && !hasAceLabel(domain)) {
            return asciiRules(domain) ? Optional.of(lower(domain)) : Optional.empty();
        }
        if (mapper == null) {
            throw new IdnaUnavailableException();
        }
        try {
            return Optional.of(mapper.toAsciiStrict(domain));
        } catch (HostMappingException e) {
            return Optional.empty();
        }
    }

    /** STD3's letters, digits and hyphen; CheckHyphens; VerifyDnsLength, with an empty label an error. */
    private static boolean asciiRules(String domain) {
        if (domain.isEmpty() || domain.length() > MAX_DOMAIN) {
            return false;
        }
        int start = 0;
        for (int i = 0; i <= domain.length(); i++) {
            if (i == domain.length() || domain.charAt(i) == '.') {
                if (!label(domain, start, i)) {
                    return false;
                }
                start = i + 1;
            } else if (!isLdh(domain.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** One label {@code s[from, to)}: 1 to 63 octets, no hyphen first or last or in both the 3rd and 4th places. */
    private static boolean label(String s, int from, int to) {
        int length = to - from;
        if (length == 0 || length > MAX_LABEL) {
            return false;
        }
        if (s.charAt(from) == '-' || s.charAt(to - 1) == '-') {
            return false;
        }
        return length < 4 || s.charAt(from + 2) != '-' || s.charAt(from + 3) != '-';
    }

    private static boolean isLdh(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-';
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

    /** Whether every unit is ASCII: §3.3's "ASCII string". */
    static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** ASCII lower case (Infra), the string itself when it has no upper-case letter. */
    static String lower(String s) {
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (out == null) {
                    out = new StringBuilder(s);
                }
                out.setCharAt(i, UrlChars.toLower(c));
            }
        }
        return out == null ? s : out.toString();
    }
}
