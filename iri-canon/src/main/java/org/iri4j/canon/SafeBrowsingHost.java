package org.iri4j.canon;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.iri4j.canon.internal.step.HostDots;
import org.iri4j.canon.internal.url.Delimited;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.host.Ipv4;

/**
 * Safe Browsing's host canonicalization, on a host already percent-decoded to bytes, in Google's
 * order ("URLs and Hashing", Canonicalization): leading and trailing dots removed and runs of dots
 * made one first, then lower case and an IPv4 address in any legal encoding read (the URL
 * Standard's IPv4 parser, §3.5, as browsers read one). A domain outside US-ASCII is first mapped
 * as a browser maps it, by the Standard's domain to ASCII alone (§3.3, UTS #46 with the
 * Standard's flags; an answer holding a forbidden domain code point refused, as the host parser
 * refuses it, §3.5), so that its dots, ideographic ones included, are fixed in the form a browser
 * hashes. Not by a whole host parse: that reads a domain that ends in a number as an IPv4 address
 * before Safe Browsing's dot steps could run, refuses {@code abc..123} as an address, and left the
 * host's bytes with their stray dots. Chromium likewise fixes the dots of the host its parser gave
 * and then has the host canonicalized again, its IPv4 reading included
 * ({@code V4ProtocolManagerUtil::CanonicalizeUrl}, {@code v4_protocol_manager_util.cc}); Firefox
 * fixes them before its own IPv4 reading ({@code nsUrlClassifierUtils::CanonicalizeHostname}).
 * The mapping reads the host as a URL's host: a host holding a code point that would end the host
 * there, or that the reading removes ({@link #DOMAIN_BREAKERS}: only decoding can have put one
 * there), is never handed to it, or the mapping would read another host; it stays bytes, as does
 * one the mapping refuses.
 *
 * <table>
 *   <caption>Hosts, as found</caption>
 *   <tr><th>host</th><th>canonical</th></tr>
 *   <tr><td>{@code abc..123}</td><td>{@code abc.123} (it ends in a number but is no address)</td></tr>
 *   <tr><td>{@code ..0x7f.1..}</td><td>{@code 127.0.0.1}</td></tr>
 *   <tr><td>{@code b%C3%BCcher..123}</td><td>{@code xn--bcher-kva.123}</td></tr>
 *   <tr><td>{@code abc%E3%80%82%E3%80%82123} (two U+3002)</td><td>{@code abc.123}</td></tr>
 * </table>
 */
final class SafeBrowsingHost {

    /**
     * What a URL's reading would not keep as a domain's own (URL Standard §4.4): {@code /},
     * {@code \}, {@code ?}, {@code #} and {@code @} end the authority or the host, {@code :}
     * starts a port, and tab, LF and CR are removed before the reading (§4.4 step 3).
     */
    private static final String DOMAIN_BREAKERS = "/\\?#@:\t\n\r";

    /** What a URL's reading would not keep as an IPv6 address's own: the same but the colons it holds. */
    private static final String ADDRESS_BREAKERS = "/\\?#@\t\n\r";

    private SafeBrowsingHost() {}

    /**
     * Canonicalizes a host.
     *
     * @param bytes the decoded host, one character per byte
     * @return the canonical host, one character per byte, not yet percent-encoded; null for a
     *     bracketed host that is no IPv6 address
     */
    static String canonicalize(String bytes) {
        if (bytes.startsWith("[")) {
            return ipv6(bytes);
        }
        String mapped = isAscii(bytes) ? bytes : punycode(bytes); // the browser's host first
        // Google's steps, not fix(): a key need not be a URL, so "a.1.." is "a.1", as the client hashes it.
        String host = asciiLowerCase(HostDots.withoutExtraDots(mapped));
        if (host.chars().allMatch(c -> c == '.')) {
            return "";
        }
        String address = Ipv4.dottedDecimal(host);
        if (address != null) {
            return address;
        }
        // a host the mapping refused as found may read once its dots are fixed
        return isAscii(host) ? host : punycode(host);
    }

    private static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }

    /** Whether a host holds one of the code points of a set. */
    private static boolean holdsAny(String host, String set) {
        for (int i = 0; i < host.length(); i++) {
            if (set.indexOf(host.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Lower case for US-ASCII only: the other characters here are bytes, not letters. */
    private static String asciiLowerCase(String s) {
        char[] out = s.toCharArray();
        for (int i = 0; i < out.length; i++) {
            if (out[i] >= 'A' && out[i] <= 'Z') {
                out[i] += 'a' - 'A';
            }
        }
        return new String(out);
    }

    /**
     * A domain outside US-ASCII in Punycode, by the URL Standard's domain to ASCII with beStrict
     * false (§3.3), if it is one and its answer holds no forbidden domain code point (§3.5 host
     * parser step 6); the host itself otherwise, when it holds a code point the reading would not
     * keep, when it is no UTF-8, and when no mapper is installed (the URL Standard's parser
     * refuses such a host alike: {@code IDNA_UNAVAILABLE}).
     */
    private static String punycode(String host) {
        String text = holdsAny(host, DOMAIN_BREAKERS) ? null : utf8(host);
        UrlDomainMapper mapper = WebUrlOptions.defaults().domainMapper();
        if (text == null || mapper == null) {
            return host; // bytes that are not text stay bytes, percent-encoded
        }
        String ascii;
        try {
            ascii = mapper.toAscii(text);
        } catch (HostMappingException | RuntimeException refused) {
            return host; // a plugin that fails reads no host, as the URL Standard's parser reads none
        }
        if (ascii == null || ascii.isEmpty()) {
            return host;
        }
        for (int i = 0; i < ascii.length(); i++) {
            if (UrlChars.isForbiddenDomain(ascii.charAt(i))) {
                return host; // U+FF0F maps to "/": the browser refuses the host, which stays bytes
            }
        }
        return ascii;
    }

    /** Bytes read as UTF-8, or null when they are none. */
    private static String utf8(String bytes) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
        } catch (CharacterCodingException notUtf8) {
            return null;
        }
    }

    /** A compressed IPv6 address, or the IPv4 address an IPv4-mapped or NAT64 one carries. */
    private static String ipv6(String host) {
        int close = host.indexOf(']');
        if (close != host.length() - 1 || holdsAny(host, ADDRESS_BREAKERS)) {
            return null; // text after the address, or a delimiter decoded in it: no IPv6 address as found
        }
        Optional<WebUrl> read = WebUrl.tryParse("http://" + host + "/");
        if (read.isEmpty()) {
            return null; // not an IPv6 address: no host Safe Browsing can canonicalize
        }
        String compressed = read.get().hostname();
        for (String prefix : new String[] {"[::ffff:", "[64:ff9b::"}) {
            if (compressed.startsWith(prefix)) {
                String[] pieces = Delimited.split(compressed.substring(prefix.length(), compressed.length() - 1), ':');
                if (pieces.length == 2) {
                    int high = Integer.parseInt(pieces[0], 16);
                    int low = Integer.parseInt(pieces[1], 16);
                    return (high >> 8) + "." + (high & 255) + "." + (low >> 8) + "." + (low & 255);
                }
            }
        }
        return compressed;
    }
}
