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
 * percent-decoding repeated in every component; the host's dots fixed, then an IPv4 address in
 * any legal encoding made dotted decimal, an IPv6 address compressed (an IPv4-mapped or NAT64 one
 * made IPv4), lower case, a domain outside US-ASCII in Punycode ({@link SafeBrowsingHost}); the
 * path's {@code /./} and {@code /../} resolved and runs of slashes made one; every byte up to
 * space, from DEL, {@code #} and {@code %} percent-encoded with upper-case hex (and in a host
 * {@code / ? @ \}, which would end it when the form is read again; the documentation's vectors
 * hold none). The port and userinfo are removed, as the documentation's vectors show. The result
 * is a key, not always a URL: {@code http://host%23.com/} is Safe Browsing's answer.
 *
 * <p><b>Its reading and the URL Standard's.</b> A browser's Safe Browsing client hashes the URL
 * after its own parse, so the key of a special link (URL Standard §4.2) has the host and path the
 * browser loads. The link is taken apart as the Standard's basic URL parser takes it (§4.4,
 * {@link LenientSplit}): leading and trailing C0 controls and spaces and every tab and newline
 * removed first; a link without a scheme read as {@code http://} and the link; the authority
 * after any run of slashes and backslashes ({@code file}: after exactly two), ending at the
 * first {@code /}, {@code \}, {@code ?} or {@code #}, its last {@code @} splitting off the
 * credentials; every {@code \} of the path a {@code /} and its dot segments resolved before
 * anything is decoded ({@code /a%2F/..} is {@code /}: {@code a%2F} is one segment), a surrogate
 * without its pair read as U+FFFD (Web IDL's USVString). A domain outside US-ASCII is mapped by
 * the Standard's domain to ASCII (§3.3) before Safe Browsing's host steps. So
 * {@code http://evil.example\@good.example/} is keyed {@code http://evil.example/@good.example/},
 * as a browser loads {@code evil.example}; whenever the Standard reads a special link, the key's
 * host is the Standard's host after Safe Browsing's host steps.
 *
 * <p><b>Links without a key.</b> A link with no host has none ({@link CanonCode#MISSING_HOST}):
 * one without an authority ({@code data:}, {@code javascript:}, {@code mailto:},
 * {@code about:blank}), one whose host is empty or only dots, and a file link without a host
 * ({@code file:///etc}, {@code file://localhost/}). Chromium's client canonicalizes only a
 * standard URL and hashes nothing for an empty host ({@code V4ProtocolManagerUtil::CanonicalizeUrl}
 * and {@code GenerateHostVariantsToCheck}, {@code v4_protocol_manager_util.cc}); Firefox's gives no
 * key for a URI without a host ({@code nsUrlClassifierUtils::GetKeyForURI}). A file link with a
 * host ({@code file://host/x}) is keyed, as Chromium's canonicalization keys it, though Chromium
 * looks up only {@code http}, {@code https}, {@code ftp}, {@code ws} and {@code wss} links
 * ({@code V4LocalDatabaseManager::CanCheckUrl}): a caller that asks as Chromium does keeps those
 * schemes. A link whose scheme is not special but has a host ({@code foo://host/x}) is keyed too,
 * as Firefox keys it; Chromium canonicalizes no such URL.
 *
 * <p>It departs from the Standard where Google's algorithm decodes repeatedly: it keys links the
 * Standard refuses, a host that decoding makes hold a space or a {@code #} (the documented
 * {@code http://host%23.com/}), one encoded twice ({@code %252E}), a port that is no number (it
 * is removed). Google's text decodes the whole URL before it finds the host; this reading
 * decodes each component after the split and encodes again what would end the host, so a decoded
 * {@code %5C}, {@code %2F}, {@code %3F}, {@code %23} or {@code %40} never moves the host's
 * boundary ({@code http://evil.example%5C%40good.example/} keeps that one host). In the path, a
 * decoded {@code ?} begins the query, before the query the link had, as both browsers hash it
 * ({@code http://a/b%3Fc} is keyed {@code http://a/b?c}); a decoded {@code #} stays {@code %23};
 * a decoded {@code \} becomes {@code /} in the next pass ({@link LenientSplit}).
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
     * @throws InvalidInputException if the link has no host (no authority, as {@code data:} or
     *     {@code mailto:} links; an empty host, a file link's {@code localhost} included), or one
     *     with a colon that is no IPv6 address ({@link CanonCode#MISSING_HOST}), or if its form
     *     is no fixpoint after five passes ({@link CanonCode#UNSTABLE})
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
                        "the link has no host to key (Safe Browsing keys a URL by its host: a data:, javascript:, "
                                + "mailto: or about: link has none, nor a file link without one), or one that is "
                                + "neither a domain nor an IP address");
            }
        }
        return CanonCode.UNSTABLE.failure(
                input, Component.HOST, "the form changes each time it is canonicalized again");
    }

    /** One pass of the canonicalization; null for a link whose form has no host. */
    private static String once(String link) {
        UrlParts p = LenientSplit.split(Junk.strip(link));
        if (!p.hasAuthority) {
            return null; // data:, javascript:, mailto:, about:blank: no host to key, as in the browsers
        }
        p.fragment = null;
        p.username = "";
        p.password = "";
        p.port = "";
        p.host = SafeBrowsingHost.canonicalize(latin1(decoded(p.host)));
        if ("file".equals(p.scheme) && "localhost".equals(p.host)) {
            p.host = ""; // URL Standard §4.4 file host state: a file URL's localhost is its empty host
        }
        if (p.host == null || p.host.isEmpty() || (p.host.indexOf(':') >= 0 && !p.host.startsWith("["))) {
            return null;
        }
        p.host = PercentBytes.encode(p.host.getBytes(StandardCharsets.ISO_8859_1), RecodeSet.SAFE_BROWSING_HOST);
        boolean file = "file".equals(p.scheme);
        // the browser's path first, its dot segments resolved before any decoding (URL Standard
        // §4.4 path state), as the clients get it from their parser; then Google's steps
        String path = latin1(decoded(PathDots.remove(p.path, file)));
        String query = p.query == null ? null : latin1(decoded(p.query));
        int question = path.indexOf('?');
        if (question >= 0) {
            // Chromium reads the URL decoded whole again, Firefox appends the decoded path's "?"
            // as it is: a decoded "?" begins the query, before the query the link had
            query = path.substring(question + 1) + (query == null ? "" : "?" + query);
            path = path.substring(0, question);
        }
        path = PathDots.collapseSlashes(PathDots.remove(path.startsWith("/") ? path : "/" + path, file));
        p.path = PercentBytes.encode(path.getBytes(StandardCharsets.ISO_8859_1), RecodeSet.SAFE_BROWSING_PATH);
        if (query != null) {
            p.query = PercentBytes.encode(query.getBytes(StandardCharsets.ISO_8859_1), RecodeSet.SAFE_BROWSING);
        }
        return p.toString();
    }

    private static byte[] decoded(String text) {
        return PercentBytes.decodeRepeatedly(scalars(text).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The text as Web IDL's conversion to a USVString leaves it before a browser reads a link (URL
     * Standard §4.4): a surrogate without its pair is U+FFFD, which UTF-8 writes {@code %EF%BF%BD};
     * {@link String#getBytes} would write {@code ?}, which a decoded path would read as its query.
     */
    private static String scalars(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++; // a pair, kept whole
            } else if (Character.isSurrogate(c)) {
                out = out == null ? new StringBuilder(text) : out;
                out.setCharAt(i, (char) 0xFFFD);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Bytes as characters one to one, so that text steps can work on them. */
    private static String latin1(byte[] bytes) {
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
