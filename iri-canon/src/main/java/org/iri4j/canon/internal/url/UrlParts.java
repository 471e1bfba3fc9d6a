package org.iri4j.canon.internal.url;

import org.iri4j.web.internal.scheme.Schemes;

/**
 * A URL taken apart into the components of the URL Standard's URL record (§4.1), as text that
 * the canonicalization steps edit in place. The split is RFC 3986 Appendix B's (scheme, then
 * {@code //} and an authority, path, {@code ?} query, {@code #} fragment), which reads a URL
 * Standard serialization exactly; a null query or fragment is absent, an empty one present.
 * Mutable and confined to one canonicalization.
 */
public final class UrlParts {

    /** The scheme, as a bit of a mask of parts ({@link #changedParts()}, {@code Step#reads}). */
    public static final int SCHEME = 1;
    /** The username and password. */
    public static final int USERINFO = 1 << 1;
    /** The host. */
    public static final int HOST = 1 << 2;
    /** The port. */
    public static final int PORT = 1 << 3;
    /** The path. */
    public static final int PATH = 1 << 4;
    /** The query. */
    public static final int QUERY = 1 << 5;
    /** The fragment. */
    public static final int FRAGMENT = 1 << 6;
    /** Every part. */
    public static final int ALL = (1 << 7) - 1;

    public String scheme;
    public boolean hasAuthority;
    public String username = "";
    public String password = "";
    public String host = "";
    public String port = "";
    public String path = "";
    public String query;
    public String fragment;

    /** The parts as split, to tell whether a step changed one. */
    private UrlParts original;

    private UrlParts() {}

    /**
     * Splits a URL's text.
     *
     * @param text a URL Standard serialization, or text Safe Browsing reads alike
     * @return its parts; a text without a scheme has a null scheme
     */
    public static UrlParts split(String text) {
        return split(text, UrlSpan.of(text));
    }

    /**
     * Splits a URL's text whose spans are known.
     *
     * @param text a URL Standard serialization, or text Safe Browsing reads alike
     * @param span its spans
     * @return its parts
     */
    public static UrlParts split(String text, UrlSpan span) {
        UrlParts p = new UrlParts();
        p.scheme = span.hasScheme() ? text.substring(0, span.schemeEnd) : null;
        p.hasAuthority = span.hasAuthority;
        if (span.at >= 0) {
            int user = span.userStart();
            p.username = text.substring(user, span.passwordColon < 0 ? span.at : span.passwordColon);
            p.password = span.passwordColon < 0 ? "" : text.substring(span.passwordColon + 1, span.at);
        }
        p.host = text.substring(span.hostStart, span.hostEnd);
        p.port = text.substring(span.portStart, span.portEnd);
        p.path = text.substring(span.pathStart, span.pathEnd);
        p.query =
                span.question < 0 ? null : text.substring(span.question + 1, span.hash < 0 ? text.length() : span.hash);
        p.fragment = span.hash < 0 ? null : text.substring(span.hash + 1);
        p.original = p.copy();
        return p;
    }

    private UrlParts copy() {
        UrlParts c = new UrlParts();
        c.scheme = scheme;
        c.hasAuthority = hasAuthority;
        c.username = username;
        c.password = password;
        c.host = host;
        c.port = port;
        c.path = path;
        c.query = query;
        c.fragment = fragment;
        return c;
    }

    /**
     * Whether every part is still the very string it was split into: then a URL Standard
     * serialization that was split is its own serialization, and need not be built again.
     *
     * @return true if no part was replaced
     */
    public boolean isUnchanged() {
        return changedParts() == 0; // no step gives or takes an authority
    }

    /**
     * The parts a step has replaced since the split, by identity: a step that changes nothing
     * returns its input, so a part still the very string it was split into is as it was (an
     * equal string made anew would count as a change: a run of the steps after it, never a
     * wrong answer).
     *
     * @return a mask of {@link #SCHEME}, {@link #USERINFO}, ... {@link #FRAGMENT}
     */
    public int changedParts() {
        UrlParts o = original;
        return (scheme == o.scheme ? 0 : SCHEME)
                | (username == o.username && password == o.password ? 0 : USERINFO)
                | (host == o.host ? 0 : HOST)
                | (port == o.port ? 0 : PORT)
                | (path == o.path ? 0 : PATH)
                | (query == o.query ? 0 : QUERY)
                | (fragment == o.fragment ? 0 : FRAGMENT);
    }

    /** Whether the scheme is one of the URL Standard's special schemes (§4.2). */
    public boolean isSpecial() {
        return scheme != null && Schemes.isSpecial(Schemes.kindOf(scheme));
    }

    /** Whether the path is opaque (URL Standard §4.1): no authority and no leading slash. */
    public boolean hasOpaquePath() {
        return !hasAuthority && !path.startsWith("/");
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
