package org.iri4j.web;

import org.iri4j.web.internal.codec.UriChars;

/**
 * A URL's serialization as URI text (RFC 3986 §3), as the bridge to IRIs writes it: each
 * component with what RFC 3986 does not allow there percent-encoded as UTF-8 (§2.1,
 * {@link UriChars}), and the host as the bridge decided to write it (in ASCII, or a domain in
 * Unicode). Read from the URL's offsets, no scan for delimiters.
 */
final class UriForm {

    private UriForm() {}

    /**
     * A URL's serialization with every character that RFC 3986 §3 does not allow where it stands
     * percent-encoded, and the host given.
     *
     * @param url  the URL
     * @param host the host as {@link #host} gives it
     * @return a URI (RFC 3986 §4.3), or an IRI where the host is in Unicode
     */
    static String of(Layout url, String host) {
        String href = url.href();
        int schemeEnd = url.schemeEnd();
        int hostStart = url.hostStart();
        StringBuilder out = new StringBuilder(href.length() + 16);
        out.append(href, 0, schemeEnd + 1);
        if (hostStart >= 0) {
            out.append("//");
            int userinfoEnd = hostStart > schemeEnd + 3 ? hostStart - 1 : hostStart;
            UriChars.USERINFO.append(out, href, schemeEnd + 3, userinfoEnd);
            out.append(href, userinfoEnd, hostStart);
            out.append(host);
            out.append(href, url.hostEnd(), url.pathStart());
        } else {
            out.append(href, schemeEnd + 1, url.pathStart()); // the "/." before a path that begins "//" (§4.5)
        }
        UriChars.PATH.append(out, href, url.pathStart(), url.pathEnd());
        if (url.queryStart() >= 0) {
            out.append('?');
            UriChars.QUERY.append(out, href, url.queryStart() + 1, url.queryEnd());
        }
        if (url.fragmentStart() >= 0) {
            out.append('#');
            UriChars.QUERY.append(out, href, url.fragmentStart() + 1, href.length());
        }
        return out.toString();
    }

    /**
     * The host as the IRI's text holds it: an IP literal as serialized (URL Standard §3.6); any
     * other with the US-ASCII that a reg-name lacks percent-encoded (RFC 3986 §3.2.2), and the
     * characters outside US-ASCII of a domain in Unicode as they are (RFC 3987 §2.2 ireg-name).
     *
     * @param url  the URL
     * @param host the host to write: the URL's, or its domain in Unicode
     * @return the text; empty when the URL has no host
     */
    static String host(Layout url, String host) {
        int hostStart = url.hostStart();
        if (hostStart < 0) {
            return "";
        }
        boolean literal = url.hostEnd() > hostStart && url.href().charAt(hostStart) == '[';
        return (literal ? UriChars.IP_LITERAL : UriChars.REG_NAME).escape(host);
    }
}
