package org.iri4j.canon;

import java.nio.charset.StandardCharsets;
import org.iri4j.api.Component;
import org.iri4j.api.IriSyntaxException;

/**
 * Google Safe Browsing's canonicalization of a URL, the form its hash prefixes are computed on
 * ("URLs and Hashing", Canonicalization): tab, CR and LF removed; the fragment removed;
 * percent-decoding repeated in every component; the host's dots fixed, an IPv4 address in any
 * legal encoding made dotted decimal, an IPv6 address compressed (an IPv4-mapped or NAT64 one
 * made IPv4), lower case, a domain outside US-ASCII in Punycode; the path's {@code /./} and
 * {@code /../} resolved and runs of slashes made one; every byte up to space, from DEL,
 * {@code #} and {@code %} percent-encoded with upper-case hex (and a decoded {@code ?}, or in a
 * host {@code / ? @ \}, which would end the component when the form is read again; the
 * documentation's vectors hold none). A link without a scheme is read
 * as {@code http}. The port and userinfo are removed, as the documentation's vectors show.
 * The result is a key, not always a URL: {@code http://host%23.com/} is Safe Browsing's answer.
 */
final class SafeBrowsing {

    private SafeBrowsing() {}

    /**
     * The canonical form of a link.
     *
     * @param input the link as found
     * @return its Safe Browsing canonical form
     * @throws IriSyntaxException if a hierarchical link has no host, or one with a colon that is no
     *     IPv6 address ({@link CanonCode#MISSING_HOST}), or if its form is no fixpoint after five
     *     passes ({@link CanonCode#UNSTABLE})
     */
    static String canonicalize(String input) {
        // Decoding can reveal text that reads otherwise the next time (fuzzing found several);
        // the form is the fixpoint, reached in a pass or two, or there is none.
        String form = once(input, input);
        for (int pass = 0; pass < 4; pass++) {
            String next = once(form, input);
            if (next.equals(form)) {
                return form;
            }
            form = next;
        }
        throw CanonCode.UNSTABLE.failure(input, Component.HOST, "the form changes each time it is canonicalized again");
    }

    private static String once(String link, String input) {
        String s = Junk.strip(link);
        UrlParts p = LenientSplit.split(s);
        p.fragment = null;
        p.username = "";
        p.password = "";
        p.port = "";
        if (p.hasAuthority) {
            p.host = SafeBrowsingHost.canonicalize(latin1(decoded(p.host)));
            if (p.host == null || p.host.isEmpty() || (p.host.indexOf(':') >= 0 && !p.host.startsWith("["))) {
                throw CanonCode.MISSING_HOST.failure(
                        input,
                        Component.HOST,
                        "the URL has no host, or one that is neither a domain nor an IP address");
            }
            p.host = PercentBytes.encode(p.host.getBytes(StandardCharsets.ISO_8859_1), EncodeSet.SAFE_BROWSING_HOST);
            String path = latin1(decoded(p.path));
            path = PathDots.collapseSlashes(PathDots.remove(path.startsWith("/") ? path : "/" + path, false));
            p.path = PercentBytes.encode(path.getBytes(StandardCharsets.ISO_8859_1), EncodeSet.SAFE_BROWSING_PATH);
        } else {
            p.path = PercentBytes.encode(decoded(p.path), EncodeSet.SAFE_BROWSING_PATH);
        }
        if (p.query != null) {
            p.query = PercentBytes.encode(decoded(p.query), EncodeSet.SAFE_BROWSING);
        }
        return p.toString();
    }

    private static byte[] decoded(String text) {
        return PercentBytes.decodeRepeatedly(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Bytes as characters one to one, so that text steps can work on them. */
    private static String latin1(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
