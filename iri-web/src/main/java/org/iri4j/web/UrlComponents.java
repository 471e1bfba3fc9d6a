package org.iri4j.web;

/**
 * Where each component of a URL lies in its serialization ({@link WebUrl#href()}, URL
 * Standard §4.5), as ada's {@code url_aggregator::get_components()} gives it: UTF-16 indexes,
 * each component from its start (inclusive) to its end (exclusive), its delimiters left out; -1
 * for both when the component is absent. Read from the offsets the URL holds since it was
 * serialized: asking makes no string and scans nothing. Immutable.
 *
 * <table>
 *   <caption>For {@code https://user:pw@example.org:8080/a?q#f}</caption>
 *   <tr><th>component</th><th>start, end</th><th>text</th></tr>
 *   <tr><td>scheme</td><td>0, 5</td><td>{@code https}</td></tr>
 *   <tr><td>username</td><td>8, 12</td><td>{@code user}</td></tr>
 *   <tr><td>password</td><td>13, 15</td><td>{@code pw}</td></tr>
 *   <tr><td>host</td><td>16, 27</td><td>{@code example.org}</td></tr>
 *   <tr><td>port</td><td>28, 32</td><td>{@code 8080}</td></tr>
 *   <tr><td>path</td><td>32, 34</td><td>{@code /a}</td></tr>
 *   <tr><td>query</td><td>35, 36</td><td>{@code q}</td></tr>
 *   <tr><td>fragment</td><td>37, 38</td><td>{@code f}</td></tr>
 * </table>
 *
 * <p>What is absent: the username when the URL has no credentials (with a password alone, as
 * in {@code https://:pw@example.org/}, the username is present and empty); the password when it
 * is empty; the host when it is null ({@code mailto:me@example.org}; the empty host of
 * {@code file:///a} is present and empty); the port when it is null; the query and the fragment
 * when they are null (a {@code ?} alone is an empty query, present). The scheme and the path are
 * always present.
 *
 * @since 0.1.0
 */
public final class UrlComponents {

    private final Layout layout;

    UrlComponents(Layout layout) {
        this.layout = layout;
    }

    /**
     * Where the scheme starts.
     *
     * @return 0: a URL begins with its scheme
     */
    public int schemeStart() {
        return 0;
    }

    /**
     * Where the scheme ends: the index of its {@code :}.
     *
     * @return the end of the scheme
     */
    public int schemeEnd() {
        return layout.schemeEnd();
    }

    /**
     * Where the username starts, after {@code //}.
     *
     * @return the start, or -1 when the URL has no credentials
     */
    public int usernameStart() {
        return layout.hasCredentials() ? layout.schemeEnd() + 3 : -1;
    }

    /**
     * Where the username ends: at the password's {@code :} or the credentials' {@code @}.
     *
     * @return the end, or -1 when the URL has no credentials
     */
    public int usernameEnd() {
        return layout.hasCredentials() ? layout.at().usernameEnd() : -1;
    }

    /**
     * Where the password starts, after its {@code :}.
     *
     * @return the start, or -1 when the password is empty
     */
    public int passwordStart() {
        return hasPassword() ? layout.at().usernameEnd() + 1 : -1;
    }

    /**
     * Where the password ends, at the credentials' {@code @}.
     *
     * @return the end, or -1 when the password is empty
     */
    public int passwordEnd() {
        return hasPassword() ? layout.hostStart() - 1 : -1;
    }

    private boolean hasPassword() {
        return layout.hasCredentials() && layout.at().usernameEnd() + 1 < layout.hostStart();
    }

    /**
     * Where the serialized host starts (§3.6).
     *
     * @return the start, or -1 when the host is null
     */
    public int hostStart() {
        return layout.hostStart();
    }

    /**
     * Where the serialized host ends.
     *
     * @return the end, or -1 when the host is null
     */
    public int hostEnd() {
        return layout.hostEnd();
    }

    /**
     * Where the port starts, after its {@code :}.
     *
     * @return the start, or -1 when the port is null
     */
    public int portStart() {
        return layout.port() < 0 ? -1 : layout.hostEnd() + 1;
    }

    /**
     * Where the port ends, where the path starts.
     *
     * @return the end, or -1 when the port is null
     */
    public int portEnd() {
        return layout.port() < 0 ? -1 : layout.pathStart();
    }

    /**
     * Where the path starts (after a {@code /.} the serializer writes before a path that begins
     * with {@code //} when the host is null, §4.5).
     *
     * @return the start
     */
    public int pathStart() {
        return layout.pathStart();
    }

    /**
     * Where the path ends: at the query's {@code ?}, the fragment's {@code #} or the end.
     *
     * @return the end
     */
    public int pathEnd() {
        return layout.pathEnd();
    }

    /**
     * Where the query starts, after its {@code ?}.
     *
     * @return the start, or -1 when the query is null
     */
    public int queryStart() {
        return layout.queryStart() < 0 ? -1 : layout.queryStart() + 1;
    }

    /**
     * Where the query ends: at the fragment's {@code #} or the end.
     *
     * @return the end, or -1 when the query is null
     */
    public int queryEnd() {
        return layout.queryStart() < 0 ? -1 : layout.queryEnd();
    }

    /**
     * Where the fragment starts, after its {@code #}.
     *
     * @return the start, or -1 when the fragment is null
     */
    public int fragmentStart() {
        return layout.fragmentStart() < 0 ? -1 : layout.fragmentStart() + 1;
    }

    /**
     * Where the fragment ends: the end of the serialization.
     *
     * @return the end, or -1 when the fragment is null
     */
    public int fragmentEnd() {
        return layout.fragmentStart() < 0 ? -1 : layout.href().length();
    }

    @Override // equal for equal serializations: the offsets follow from the text
    public boolean equals(Object o) {
        return o == this || o instanceof UrlComponents other && layout.href().equals(other.layout.href());
    }

    @Override
    public int hashCode() {
        return layout.href().hashCode();
    }

    @Override // for example "scheme [0, 5) host [8, 19) path [19, 20)", absent components left out
    public String toString() {
        StringBuilder out = new StringBuilder(96);
        span(out, "scheme", schemeStart(), schemeEnd());
        span(out, "username", usernameStart(), usernameEnd());
        span(out, "password", passwordStart(), passwordEnd());
        span(out, "host", hostStart(), hostEnd());
        span(out, "port", portStart(), portEnd());
        span(out, "path", pathStart(), pathEnd());
        span(out, "query", queryStart(), queryEnd());
        span(out, "fragment", fragmentStart(), fragmentEnd());
        return out.toString();
    }

    private static void span(StringBuilder out, String name, int start, int end) {
        if (start >= 0) {
            out.append(out.length() == 0 ? "" : " ").append(name);
            out.append(" [").append(start).append(", ").append(end).append(')');
        }
    }
}
