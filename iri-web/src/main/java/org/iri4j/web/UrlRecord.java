package org.iri4j.web;

import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * A URL record while the basic URL parser writes it (URL Standard §4.1): the scheme, the
 * credentials, the serialized host (null for none), the port (-1 for none), the path and the
 * query and fragment (null for none). A list path is kept serialized, each segment after a
 * {@code /} ({@code /a/b} for the list {@code a}, {@code b}), so that the path state appends to
 * it and shortening cuts its end; an opaque path is kept as it is.
 *
 * <p>{@link #build()} serializes it (§4.5) into a {@link Layout}, the offsets of the components
 * with it, in one pass.
 */
final class UrlRecord {

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
    static UrlRecord of(Layout url) {
        UrlRecord r = new UrlRecord(url.href().length() + 16);
        r.scheme = url.scheme();
        r.kind = url.kind();
        r.username = url.username();
        r.password = url.password();
        r.host = url.hostOrNull();
        r.port = url.port();
        r.path.append(url.href(), url.pathStart(), url.pathEnd());
        r.opaque = url.opaque();
        r.query = url.queryOrNull();
        r.fragment = url.fragmentOrNull();
        return r;
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
    void copyAuthority(Layout base) {
        username = base.username();
        password = base.password();
        host = base.hostOrNull();
        port = base.port();
    }

    /**
     * Copies a base URL's path, a clone of its list (§4.4).
     *
     * @param base the base URL
     */
    void copyPath(Layout base) {
        path.setLength(0);
        path.append(base.href(), base.pathStart(), base.pathEnd());
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
     * Serializes the record (§4.5 URL serializer), noting where each component is.
     *
     * @return the URL
     */
    Layout build() {
        int capacity = scheme.length() + path.length() + 16;
        capacity += host == null ? 0 : host.length() + username.length() + password.length();
        capacity += (query == null ? 0 : query.length()) + (fragment == null ? 0 : fragment.length());
        StringBuilder out = new StringBuilder(capacity);
        out.append(scheme).append(':');
        int usernameEnd = -1;
        int hostStart = -1;
        if (host != null) {
            out.append("//");
            if (includesCredentials()) {
                out.append(username);
                usernameEnd = out.length();
                if (!password.isEmpty()) {
                    out.append(':').append(password);
                }
                out.append('@');
            } else {
                usernameEnd = out.length();
            }
            hostStart = out.length();
            out.append(host);
            if (port >= 0) {
                out.append(':').append(port);
            }
        } else if (!opaque && path.length() > 1 && path.charAt(0) == '/' && path.charAt(1) == '/') {
            out.append("/.");
        }
        int pathStart = out.length();
        out.append(path);
        int queryStart = query == null ? -1 : out.length();
        if (query != null) {
            out.append('?').append(query);
        }
        int fragmentStart = fragment == null ? -1 : out.length();
        if (fragment != null) {
            out.append('#').append(fragment);
        }
        Offsets at = new Offsets(scheme.length(), usernameEnd, hostStart, pathStart, queryStart, fragmentStart);
        return new Layout(out.toString(), at, port, kind, opaque);
    }
}
