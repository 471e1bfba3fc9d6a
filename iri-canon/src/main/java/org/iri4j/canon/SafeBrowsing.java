package org.iri4j.canon;

import java.nio.charset.StandardCharsets;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.step.PathDots;
import org.iri4j.canon.internal.url.PercentBytes;
import org.iri4j.canon.internal.url.RecodeSet;
import org.iri4j.canon.internal.url.UrlParts;

/**
 * Google Safe Browsing's canonicalization of a URL, the form its hash prefixes are computed on
 * ("URLs and Hashing", Canonicalization): tab, CR and LF removed; the fragment removed;
 * percent-decoding repeated in every component; the host's dots fixed, an IPv4 address in any
 * legal encoding made dotted decimal, an IPv6 address compressed (an IPv4-mapped or NAT64 one
 * made IPv4), lower case, a domain outside US-ASCII in Punycode; the path's {@code /./} and
 * {@code /../} resolved and runs of slashes made one; every byte up to space, from DEL,
 * {@code #} and {@code %} percent-encoded with upper-case hex (and a decoded {@code ?}, or in a
 * host {@code / ? @ \}, which would end the component when the form is read again; the
 * documentation's vectors hold none). The port and userinfo are removed, as the documentation's
 * vectors show. The result is a key, not always a URL: {@code http://host%23.com/} is Safe
 * Browsing's answer.
 *
 * <p><b>Its reading and the URL Standard's.</b> A browser's Safe Browsing client hashes the URL
 * after its own parse, so the key of a special link (URL Standard §4.2) has the host the
 * browser loads. The link is taken apart as the Standard's basic URL parser takes it (§4.4,
 * {@link LenientSplit}): leading and trailing C0 controls and spaces and every tab and newline
 * removed first; a link without a scheme read as {@code http://} and the link; the authority
 * after any run of slashes and backslashes ({@code file}: after exactly two), ending at the
 * first {@code /}, {@code \}, {@code ?} or {@code #}, its last {@code @} splitting off the
 * credentials. A domain outside US-ASCII is mapped by the Standard's domain to ASCII (§3.3)
 * before Safe Browsing's host steps. So {@code http://evil.example\@good.example/} is keyed
 * {@code http://evil.example/@good.example/}, as a browser loads {@code evil.example}; whenever
 * the Standard reads a special link, the key's host is the Standard's host after Safe Browsing's
 * host steps.
 *
 * <p>It departs from the Standard where Google's algorithm decodes repeatedly: it keys links the
 * Standard refuses, a host that decoding makes hold a space or a {@code #} (the documented
 * {@code http://host%23.com/}), one encoded twice ({@code %252E}), a port that is no number (it
 * is removed). Google's text decodes the whole URL before it finds the host; this reading
 * decodes each component after the split and encodes again what would end it, so a decoded
 * {@code %5C}, {@code %2F}, {@code %3F}, {@code %23} or {@code %40} never moves the host's
 * boundary ({@code http://evil.example%5C%40good.example/} keeps that one host), nor does one
 * make an authority of a path that has none. A backslash after the authority is data, where a
 * browser makes it {@code /} (Safe Browsing assumes RFC 2396's URLs, which have none). A file
 * link without a host ({@code file:///etc}, {@code file://localhost/}) has no key.
 */
final class SafeBrowsing {

    private SafeBrowsing() {}

    /** How many times a link is canonicalized at most to reach its form, the fixpoint. */
    private static final int PASSES = 5;

    /**
     * The canonical form of a link.
     *
     * @param input the link as found
     * @return its Safe Browsing canonical form
     * @throws InvalidInputException if a hierarchical link has no host (a file link's empty host or
     *     {@code localhost} included), or one with a colon that is no IPv6 address
     *     ({@link CanonCode#MISSING_HOST}), or if its form is no fixpoint after five
     *     passes ({@link CanonCode#UNSTABLE})
     */
    static String canonicalize(String input) {
        String key = canonicalOrNull(input);
        if (key != null) {
            return key;
        }
        throw failure(input);
    }

    /**
     * The canonical form of a link, or null where {@link #canonicalize} throws: no exception, no
     * message built.
     *
     * @param input the link as found
     * @return its Safe Browsing canonical form, or null
     */
    static String canonicalOrNull(String input) {
        // Decoding can reveal text that reads otherwise the next time (fuzzing found several);
        // the form is the fixpoint, reached in a pass or two, or there is none.
        String form = once(input);
        for (int pass = 1; pass < PASSES && form != null; pass++) {
            String next = once(form);
            if (form.equals(next)) {
                return form;
            }
            form = next;
        }
        return null;
    }

    /**
     * Why a link has no canonical form, told by the passes {@link #canonicalOrNull} made (they
     * are the same each time): a pass that found no host, or none that reached a fixpoint. Run
     * only when a message is wanted.
     */
    private static InvalidInputException failure(String input) {
        String form = input;
        for (int pass = 0; pass < PASSES; pass++) {
            form = once(form);
            if (form == null) {
                return CanonCode.MISSING_HOST.failure(
                        input,
                        Component.HOST,
                        "the URL has no host, or one that is neither a domain nor an IP address");
            }
        }
        return CanonCode.UNSTABLE.failure(
                input, Component.HOST, "the form changes each time it is canonicalized again");
    }

    /** One pass of the canonicalization; null for a link whose form has no host. */
    private static String once(String link) {
        String s = Junk.strip(link);
        UrlParts p = LenientSplit.split(s);
        p.fragment = null;
        p.username = "";
        p.password = "";
        p.port = "";
        if (p.hasAuthority) {
            p.host = SafeBrowsingHost.canonicalize(latin1(decoded(p.host)));
            if ("file".equals(p.scheme) && "localhost".equals(p.host)) {
                p.host = ""; // URL Standard §4.4 file host state: a file URL's localhost is its empty host
            }
            if (p.host == null || p.host.isEmpty() || (p.host.indexOf(':') >= 0 && !p.host.startsWith("["))) {
                return null;
            }
            p.host = PercentBytes.encode(p.host.getBytes(StandardCharsets.ISO_8859_1), RecodeSet.SAFE_BROWSING_HOST);
            String path = latin1(decoded(p.path));
            path = PathDots.collapseSlashes(PathDots.remove(path.startsWith("/") ? path : "/" + path, false));
            p.path = PercentBytes.encode(path.getBytes(StandardCharsets.ISO_8859_1), RecodeSet.SAFE_BROWSING_PATH);
        } else {
            p.path = withoutAuthority(p.path);
        }
        if (p.query != null) {
            p.query = PercentBytes.encode(decoded(p.query), RecodeSet.SAFE_BROWSING);
        }
        return p.toString();
    }

    /**
     * The path of a link without an authority, decoded and encoded again: an opaque path whole,
     * a path that begins with {@code /} after that {@code /}, each with
     * {@link RecodeSet#SAFE_BROWSING_OPAQUE_PATH}, whose first byte keeps {@code /} encoded. So
     * decoding never makes the key begin with {@code //} and read as an authority and a host the
     * link never had (URL Standard §4.4 path or authority state, RFC 3986 §3.3), and an opaque
     * path stays opaque: {@code foo:%2F%2Fevil.example} is keyed {@code foo:%2F/evil.example},
     * {@code foo:/%2Fevil.example} {@code foo:/%2Fevil.example}.
     */
    private static String withoutAuthority(String path) {
        boolean rooted = path.startsWith("/");
        String encoded =
                PercentBytes.encode(decoded(rooted ? path.substring(1) : path), RecodeSet.SAFE_BROWSING_OPAQUE_PATH);
        return rooted ? "/" + encoded : encoded;
    }

    private static byte[] decoded(String text) {
        return PercentBytes.decodeRepeatedly(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Bytes as characters one to one, so that text steps can work on them. */
    private static String latin1(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
