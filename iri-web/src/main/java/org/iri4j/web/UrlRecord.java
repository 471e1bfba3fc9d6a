package org.iri4j.web;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * A URL record while the basic URL parser writes it (URL Standard §4.1): the scheme, the
 * credentials, the serialized host (null for none), the port (-1 for none), the path and the
 * query and fragment (null for none). A list path is kept serialized, each segment after a
 * {@code /} ({@code /a/b} for the list {@code a}, {@code b}), so that the path state appends to
 * it and shortening cuts its end; an opaque path is kept as it is.
 *
 * <p>{@link #build()} serializes it (§4.5) into a {@link WebUrl}, the offsets of the components
 * with it, in one pass.
 */
final class UrlRecord {

    /** Indexes into the offsets {@link #build()} gives {@link WebUrl}. */
    static final int SCHEME_END = 0;

    static final int USERNAME_END = 1;
    static final int HOST_START = 2;
    static final int HOST_END = 3;
    static final int PATH_START = 4;
    static final int QUERY_START = 5;
    static final int FRAGMENT_START = 6;
    static final int OFFSETS = 7;

    String scheme = "";
    byte kind = Schemes.NOT_SPECIAL;
    String username = "";
    String password = "";
    String host;
    int port = -1;
    final StringBuilder path;
    boolean opaque;
    String query;
    String fragment;

    UrlRecord(int capacity) {
        this.path = new StringBuilder(capacity);
    }

    /**
     * A record holding a URL's components, for a setter to change (§6.1).
     *
     * @param url the URL
     * @return a new record
     */
    static UrlRecord of(WebUrl url) {
        UrlRecord r = new UrlRecord(url.href.length() + 16);
        r.scheme = schemeOf(url);
        r.kind = url.kind;
        r.username = url.username();
        r.password = url.password();
        r.host = UrlRecord.hostOf(url);
        r.port = url.port;
        r.path.append(url.href, url.pathStart, pathEnd(url));
        r.opaque = url.opaque;
        r.query = UrlRecord.queryOf(url);
        r.fragment = UrlRecord.fragmentOf(url);
        return r;
    }

    /** A URL's scheme. */
    static String schemeOf(WebUrl url) {
        return url.href.substring(0, url.schemeEnd);
    }

    /** Where a URL's path ends in its serialization: at its query, its fragment or the end. */
    static int pathEnd(WebUrl url) {
        return url.queryStart >= 0 ? url.queryStart : queryEnd(url);
    }

    /** Where a URL's query (or path) ends in its serialization: at its fragment or the end. */
    static int queryEnd(WebUrl url) {
        return url.fragmentStart >= 0 ? url.fragmentStart : url.href.length();
    }

    /** A URL's serialized host, or null for a null host. */
    static String hostOf(WebUrl url) {
        return url.hostStart < 0 ? null : url.href.substring(url.hostStart, url.hostEnd);
    }

    /** A URL's query, or null for a null query. */
    static String queryOf(WebUrl url) {
        return url.queryStart < 0 ? null : url.href.substring(url.queryStart + 1, queryEnd(url));
    }

    /** A URL's fragment, or null for a null fragment. */
    static String fragmentOf(WebUrl url) {
        return url.fragmentStart < 0 ? null : url.href.substring(url.fragmentStart + 1);
    }

    boolean special() {
        return kind != Schemes.NOT_SPECIAL;
    }

    boolean isFile() {
        return kind == Schemes.FILE;
    }

    /** Whether the username or the password is not empty (§4.1 "includes credentials"). */
    boolean includesCredentials() {
        return !username.isEmpty() || !password.isEmpty();
    }

    /**
     * Sets the scheme.
     *
     * @param name a scheme in lower case
     */
    void scheme(String name) {
        scheme = name;
        kind = Schemes.kindOf(name);
    }

    /**
     * Copies a base URL's username, password, host and port (§4.4 relative states).
     *
     * @param base the base URL
     */
    void copyAuthority(WebUrl base) {
        username = base.username();
        password = base.password();
        host = UrlRecord.hostOf(base);
        port = base.port;
    }

    /**
     * Copies a base URL's path, a clone of its list (§4.4).
     *
     * @param base the base URL
     */
    void copyPath(WebUrl base) {
        path.setLength(0);
        path.append(base.href, base.pathStart, pathEnd(base));
    }

    /**
     * Shortens the path (§4.2 "shorten a URL's path"): removes its last segment, unless the URL
     * is a file URL whose path is a single normalized Windows drive letter.
     */
    void shortenPath() {
        int length = path.length();
        if (length == 0) {
            return;
        }
        if (isFile() && length == 3 && isNormalizedDriveLetter(path, 1)) {
            return;
        }
        path.setLength(path.lastIndexOf("/"));
    }

    /**
     * Whether {@code s[i, i + 2)} is a Windows drive letter (§4.2): an ASCII alpha and {@code :}
     * or {@code |}.
     *
     * @param s the text
     * @param i the index of the letter; {@code i + 1} must be in range
     * @return true for a Windows drive letter
     */
    static boolean isDriveLetter(CharSequence s, int i) {
        char second = s.charAt(i + 1);
        return UrlChars.isAlpha(s.charAt(i)) && (second == ':' || second == '|');
    }

    /**
     * Whether {@code s[i, i + 2)} is a normalized Windows drive letter (§4.2): an ASCII alpha and
     * {@code :}.
     *
     * @param s the text
     * @param i the index of the letter; {@code i + 1} must be in range
     * @return true for a normalized Windows drive letter
     */
    static boolean isNormalizedDriveLetter(CharSequence s, int i) {
        return UrlChars.isAlpha(s.charAt(i)) && s.charAt(i + 1) == ':';
    }

    /**
     * Serializes the record (§4.5 URL serializer) into a value.
     *
     * @return the URL
     */
    WebUrl build() {
        int capacity = scheme.length() + path.length() + 16;
        capacity += host == null ? 0 : host.length() + username.length() + password.length();
        capacity += (query == null ? 0 : query.length()) + (fragment == null ? 0 : fragment.length());
        StringBuilder out = new StringBuilder(capacity);
        out.append(scheme).append(':');
        int[] at = new int[OFFSETS];
        at[SCHEME_END] = scheme.length();
        if (host != null) {
            out.append("//");
            if (includesCredentials()) {
                out.append(username);
                at[USERNAME_END] = out.length();
                if (!password.isEmpty()) {
                    out.append(':').append(password);
                }
                out.append('@');
            } else {
                at[USERNAME_END] = out.length();
            }
            at[HOST_START] = out.length();
            out.append(host);
            at[HOST_END] = out.length();
            if (port >= 0) {
                out.append(':').append(port);
            }
        } else {
            at[USERNAME_END] = out.length();
            at[HOST_START] = -1;
            at[HOST_END] = -1;
            if (!opaque && path.length() > 1 && path.charAt(0) == '/' && path.charAt(1) == '/') {
                out.append("/.");
            }
        }
        at[PATH_START] = out.length();
        out.append(path);
        at[QUERY_START] = -1;
        if (query != null) {
            at[QUERY_START] = out.length();
            out.append('?').append(query);
        }
        at[FRAGMENT_START] = -1;
        if (fragment != null) {
            at[FRAGMENT_START] = out.length();
            out.append('#').append(fragment);
        }
        return new WebUrl(out.toString(), at, this);
    }
}
