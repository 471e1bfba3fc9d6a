package org.iri4j.canon;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.iri4j.canon.internal.step.HostDots;
import org.iri4j.canon.internal.url.Delimited;
import org.iri4j.web.WebUrl;
import org.iri4j.web.internal.host.Ipv4;

/**
 * Safe Browsing's host canonicalization, on a host already percent-decoded to bytes. A domain
 * outside US-ASCII is first mapped as a browser maps it (the URL Standard's domain to ASCII,
 * §3.3, and its IPv4 reading, §3.5), then gets Safe Browsing's steps, so that its dots are fixed
 * in the form a browser hashes. The mapping reads the host as a URL's host: a host holding a
 * code point that would end the host there, or that the reading removes ({@link
 * #DOMAIN_BREAKERS}: only decoding can have put one there), is never handed to it, or the
 * mapping would read another host; it stays bytes.
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
     * A domain outside US-ASCII in Punycode, by the URL Standard's domain to ASCII (§3.3), if it
     * is one; the host itself otherwise, and when it holds a code point the reading would not keep.
     */
    private static String punycode(String host) {
        if (holdsAny(host, DOMAIN_BREAKERS)) {
            return host;
        }
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(host.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
            return WebUrl.tryParse("http://" + text + "/").map(WebUrl::hostname).orElse(host);
        } catch (CharacterCodingException notUtf8) {
            return host; // bytes that are not text stay bytes, percent-encoded
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
