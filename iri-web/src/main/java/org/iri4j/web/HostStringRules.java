package org.iri4j.web;

import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.host.IdnaUnavailableException;
import org.iri4j.web.internal.host.Ipv4;
import org.iri4j.web.internal.host.StrictDomain;

/**
 * Host writing (URL Standard §3.4): which strings are valid host strings and valid opaque-host
 * strings, on the text as written (nothing is percent-decoded or mapped first). A domain is
 * checked by the domain parser with beStrict true, UTS #46 through the {@link UrlDomainMapper};
 * the IPv4 and IPv6 forms by their grammar, in {@link AddressStringRules}.
 */
final class HostStringRules {

    private HostStringRules() {}

    /**
     * §3.4 Host writing: a valid host string, "a valid domain string, a valid IPv4-address string,
     * or: U+005B ([), followed by a valid IPv6-address string, followed by U+005D (])". The two
     * address forms are tried first: they need no UTS #46.
     *
     * @param s      the text
     * @param from   the first index of the host
     * @param to     one past its last
     * @param mapper the domain mapper, or null when none is present
     * @return true for a valid host string
     * @throws IdnaUnavailableException when the answer depends on UTS #46 and {@code mapper} is null
     */
    static boolean validHost(CharSequence s, int from, int to, UrlDomainMapper mapper) {
        return AddressStringRules.validIpv4(s, from, to)
                || bracketedIpv6(s, from, to)
                || validDomain(s, from, to, mapper);
    }

    /**
     * §3.4 Host writing: a valid opaque-host string, "one or more URL units excluding forbidden
     * host code points", or {@code [}, a valid IPv6-address string and {@code ]}.
     *
     * @param s    the text
     * @param from the first index of the host
     * @param to   one past its last
     * @return true for a valid opaque-host string
     */
    static boolean validOpaqueHost(CharSequence s, int from, int to) {
        if (bracketedIpv6(s, from, to)) {
            return true;
        }
        return to > from && UrlUnits.only(s, from, to, UrlUnits.Excluded.FORBIDDEN_HOST);
    }

    /**
     * §3.4 Host writing: a valid domain string, a string that is a "valid domain": the domain
     * parser (§3.3) with the string as written and beStrict true does not return failure, and
     * its answer does not end in a number (§3.5 "ends in a number checker"). The parser runs
     * Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength (UTS #46 §4.2),
     * so {@code %}, {@code _}, an empty label or a trailing dot make a string no valid domain.
     *
     * <p>Two kinds of string are answered before UTS #46, as it would answer them: one with a
     * surrogate that is not half of a pair (the domain parser takes scalar value strings only),
     * and one with an ASCII code point that is not a letter, a digit, {@code -}, {@code .},
     * {@code <}, {@code =} or {@code >}. Such a code point maps to itself, no normalization
     * composes it with what follows, and STD3 rules refuse it in UTS #46's output; {@code <},
     * {@code =} and {@code >} are left to UTS #46, since NFC composes each with U+0338 (into
     * U+226E, U+2260, U+226F). So these strings are answered without a mapper.
     *
     * @param s      the text
     * @param from   the first index of the host
     * @param to     one past its last
     * @param mapper the domain mapper, or null when none is present
     * @return true for a valid domain string
     * @throws IdnaUnavailableException when the answer depends on UTS #46 and {@code mapper} is null
     */
    static boolean validDomain(CharSequence s, int from, int to, UrlDomainMapper mapper) {
        if (!mayBeDomain(s, from, to)) {
            return false;
        }
        return StrictDomain.toAscii(s.subSequence(from, to).toString(), mapper)
                .filter(domain -> !Ipv4.endsInNumber(domain))
                .isPresent();
    }

    /** Whether no unit of {@code s[from, to)} settles that UTS #46 with STD3 rules fails (see {@link #validDomain}). */
    private static boolean mayBeDomain(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < 0x80 ? !mayBeInDomain(c) : unpairedSurrogateAt(s, i, from, to)) {
                return false;
            }
        }
        return true;
    }

    private static boolean mayBeInDomain(char c) {
        return c >= 'a' && c <= 'z'
                || c >= 'A' && c <= 'Z'
                || c >= '0' && c <= '9'
                || c == '-'
                || c == '.'
                || c == '<'
                || c == '='
                || c == '>';
    }

    private static boolean unpairedSurrogateAt(CharSequence s, int i, int from, int to) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= to || !Character.isLowSurrogate(s.charAt(i + 1));
        }
        return Character.isLowSurrogate(c) && (i == from || !Character.isHighSurrogate(s.charAt(i - 1)));
    }

    /** {@code [}, a valid IPv6-address string, {@code ]} (§3.4, in both host forms). */
    private static boolean bracketedIpv6(CharSequence s, int from, int to) {
        return to - from >= 2
                && s.charAt(from) == '['
                && s.charAt(to - 1) == ']'
                && AddressStringRules.validIpv6(s, from + 1, to - 1);
    }
}
