package org.iri4j.canon;

/**
 * A URL taken apart into the components of the URL Standard's URL record (§4.1), as text that
 * the canonicalization steps edit in place. The split is RFC 3986 Appendix B's (scheme, then
 * {@code //} and an authority, path, {@code ?} query, {@code #} fragment), which reads a URL
 * Standard serialization exactly; a null query or fragment is absent, an empty one present.
 * Mutable and confined to one canonicalization.
 */
final class UrlParts {

    String scheme;
    boolean hasAuthority;
    String username = "";
    String password = "";
    String host = "";
    String port = "";
    String path = "";
    String query;
    String fragment;

    private UrlParts() {}

    /**
     * Splits a URL's text.
     *
     * @param text a URL Standard serialization, or text Safe Browsing reads alike
     * @return its parts; a text without a scheme has a null scheme
     */
    static UrlParts split(String text) {
        UrlParts p = new UrlParts();
        int end = text.length();
        int hash = text.indexOf('#');
        if (hash >= 0) {
            p.fragment = text.substring(hash + 1);
            end = hash;
        }
        int question = text.indexOf('?');
        if (question >= 0 && question < end) {
            p.query = text.substring(question + 1, end);
            end = question;
        }
        int colon = schemeEnd(text, end);
        int at = 0;
        if (colon > 0) {
            p.scheme = text.substring(0, colon);
            at = colon + 1;
        }
        if (text.startsWith("//", at)) {
            int authorityEnd = indexOf(text, '/', at + 2, end);
            p.hasAuthority = true;
            p.authority(text.substring(at + 2, authorityEnd));
            at = authorityEnd;
        }
        p.path = text.substring(at, end);
        return p;
    }

    /** The index of the colon ending a scheme (RFC 3986 §3.1), or -1. */
    private static int schemeEnd(String text, int end) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            boolean alpha = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
            if (c == ':') {
                return i;
            }
            if (!alpha && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'))) {
                return -1;
            }
        }
        return -1;
    }

    private static int indexOf(String s, char c, int from, int end) {
        int i = s.indexOf(c, from);
        return i < 0 || i > end ? end : i;
    }

    private void authority(String authority) {
        int at = authority.lastIndexOf('@');
        String hostPort = authority;
        if (at >= 0) {
            String userinfo = authority.substring(0, at);
            int colon = userinfo.indexOf(':');
            username = colon < 0 ? userinfo : userinfo.substring(0, colon);
            password = colon < 0 ? "" : userinfo.substring(colon + 1);
            hostPort = authority.substring(at + 1);
        }
        int bracket = hostPort.lastIndexOf(']');
        int colon = hostPort.lastIndexOf(':');
        if (colon > bracket) {
            host = hostPort.substring(0, colon);
            port = hostPort.substring(colon + 1);
        } else {
            host = hostPort;
        }
    }

    /** Whether the scheme is one of the URL Standard's special schemes (§4.2). */
    boolean isSpecial() {
        return Schemes.defaultPort(scheme) != null || "file".equals(scheme);
    }

    /** Whether the path is opaque (URL Standard §4.1): no authority and no leading slash. */
    boolean hasOpaquePath() {
        return !hasAuthority && !path.startsWith("/");
    }

    /** Whether the host is an IPv4 or IPv6 address, which host steps leave alone. */
    boolean hostIsAddress() {
        return host.startsWith("[") || Ipv4Numbers.isDottedDecimal(host);
    }

    /** The URL Standard's serializer (§4.5) over these parts. */
    @Override
    public String toString() {
        StringBuilder out =
                new StringBuilder(16 + host.length() + path.length() + (query == null ? 0 : query.length() + 1));
        if (scheme != null) {
            out.append(scheme).append(':');
        }
        if (hasAuthority) {
            out.append("//");
            if (!username.isEmpty() || !password.isEmpty()) {
                out.append(username);
                if (!password.isEmpty()) {
                    out.append(':').append(password);
                }
                out.append('@');
            }
            out.append(host);
            if (!port.isEmpty()) {
                out.append(':').append(port);
            }
        }
        out.append(path);
        if (query != null) {
            out.append('?').append(query);
        }
        if (fragment != null) {
            out.append('#').append(fragment);
        }
        return out.toString();
    }
}
