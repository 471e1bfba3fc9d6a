package org.iri4j.canon.internal.archive;

import org.iri4j.canon.internal.url.UrlSpan;

/**
 * A link as the Internet Archive's canonicalizer holds it (webarchive-commons 2.0.1,
 * org/archive/url/HandyURL.java): its parts, each null where the link has none; or a record's
 * text, which it does not take apart ({@code dns:}, {@code filedesc:}, {@code warcinfo:}); or
 * why its code gives the link no canonical form. Mutable and confined to one canonicalization,
 * as {@link org.iri4j.canon.internal.url.UrlParts} is.
 */
public final class ArchiveUrl {

    /** No port: HandyURL's {@code DEFAULT_PORT}, which an explicit {@code :-1} gives too. */
    public static final int NO_PORT = -1;

    /** Why the Archive's code gives a link no canonical form. */
    public enum Failure {
        /** The authority is empty ({@code http://}, {@code ?a}); the Archive's parser fails on it. */
        EMPTY_AUTHORITY,
        /** The port is no decimal {@code int} as {@link Integer#parseInt} reads one. */
        PORT
    }

    public String scheme;
    public String user;
    public String password;
    public String host;
    public int port = NO_PORT;
    public String path;
    public String query;
    public String fragment;

    private String record;
    private Failure failure;

    ArchiveUrl() {}

    /** A record the Archive keeps whole: its canonical form is its text. */
    static ArchiveUrl record(String text) {
        ArchiveUrl url = new ArchiveUrl();
        url.record = text;
        return url;
    }

    /** A link the Archive's code gives no canonical form. */
    static ArchiveUrl failed(Failure why) {
        ArchiveUrl url = new ArchiveUrl();
        url.failure = why;
        return url;
    }

    /** @return why the link has no canonical form, or null if it has one */
    public Failure failure() {
        return failure;
    }

    /** @return whether the link is a record kept whole ({@code dns:}, {@code filedesc:}, {@code warcinfo:}) */
    public boolean isRecord() {
        return record != null;
    }

    /**
     * The link's text as HandyURL writes it ({@code getURLString}):
     * {@code scheme://[user[:password]@]host[:port]path[?query][#fragment]}, the path {@code /}
     * where it is empty and a query or a fragment follows; a record's text as it is.
     *
     * @return the text
     * @throws IllegalStateException for a failure
     */
    public String text() {
        if (failure != null) {
            throw new IllegalStateException("no canonical form: " + failure);
        }
        if (record != null) {
            return record;
        }
        StringBuilder out = new StringBuilder(64).append(scheme).append("://");
        if (user != null) {
            out.append(user).append(password != null ? ":" + password : "").append('@');
        }
        out.append(host).append(port != NO_PORT ? ":" + port : "");
        boolean hasPath = path != null && !path.isEmpty();
        out.append(hasPath ? path : query != null || fragment != null ? "/" : "");
        out.append(query != null ? "?" + query : "");
        return out.append(fragment != null ? "#" + fragment : "").toString();
    }

    /**
     * Where the components of {@link #text()} lie, as this link has them: its host may hold an
     * {@code @}, a {@code :} or a {@code /}, and its path a {@code ?}, that a split of the text
     * would read otherwise. A record's, and a link's with a userinfo or a fragment (no canonical
     * form has them), are as RFC 3986 Appendix B splits the text.
     *
     * @param text this link's {@link #text()}
     * @return the spans
     */
    public UrlSpan span(String text) {
        if (record != null || user != null || fragment != null) {
            return UrlSpan.of(text);
        }
        int hostEnd = scheme.length() + 3 + host.length();
        int portEnd =
                port == NO_PORT ? hostEnd : hostEnd + 1 + Integer.toString(port).length();
        int question = query == null ? -1 : text.length() - query.length() - 1;
        return UrlSpan.ofAuthority(text, scheme.length(), hostEnd, portEnd, question);
    }
}
