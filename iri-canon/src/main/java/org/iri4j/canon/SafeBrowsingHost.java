package org.iri4j.canon;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.iri4j.web.WebUrlResult;

/** Safe Browsing's host canonicalization, on a host already percent-decoded to bytes. */
final class SafeBrowsingHost {

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
        String host = asciiLowerCase(HostDots.fix(bytes));
        if (host.chars().allMatch(c -> c == '.')) {
            return "";
        }
        String address = Ipv4Numbers.dottedDecimal(host);
        if (address != null) {
            return address;
        }
        return host.chars().allMatch(c -> c < 0x80) ? host : punycode(host);
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

    /** A domain outside US-ASCII in Punycode, by the URL Standard's domain to ASCII (§3.3), if it is one. */
    private static String punycode(String host) {
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(host.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
            WebUrlResult read = WebUrl.read("http://" + text + "/", null, WebUrlOptions.defaults());
            return read.url().map(WebUrl::hostname).orElse(host);
        } catch (CharacterCodingException notUtf8) {
            return host; // bytes that are not text stay bytes, percent-encoded
        }
    }

    /** A compressed IPv6 address, or the IPv4 address an IPv4-mapped or NAT64 one carries. */
    private static String ipv6(String host) {
        WebUrlResult read = WebUrl.read("http://" + host + "/", null, WebUrlOptions.defaults());
        if (read.url().isEmpty()) {
            return null; // not an IPv6 address: no host Safe Browsing can canonicalize
        }
        String compressed = read.url().get().hostname();
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
