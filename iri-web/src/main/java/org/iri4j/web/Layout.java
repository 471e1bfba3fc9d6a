package org.iri4j.web;

import org.iri4j.web.internal.scheme.Schemes;

/**
 * A URL as the basic URL parser returns it (URL Standard §4.4) and the serializer writes it
 * (§4.5): the serialization, where its components are, the port, which special scheme it has
 * and whether its path is opaque. What the parser, the setters and the bridge read; the value
 * {@link WebUrl} wraps one, and the parser never sees the value. Strings for components are made
 * only when asked for.
 *
 * @param href   the serialization
 * @param at     where the components are in it
 * @param port   the port, or -1 when it is null
 * @param kind   the scheme's number ({@link Schemes})
 * @param opaque whether the path is opaque (§4.1)
 */
record Layout(String href, Offsets at, int port, byte kind, boolean opaque) {

    /** @return the index of the {@code :} after the scheme */
    int schemeEnd() {
        return at.schemeEnd();
    }

    /** @return the index where the host starts, or -1 when the host is null */
    int hostStart() {
        return at.hostStart();
    }

    /**
     * Where the host ends: before the port's {@code :} and its decimal digits, or where the
     * path starts.
     *
     * @return the index after the host, or -1 when the host is null
     */
    int hostEnd() {
        if (at.hostStart() < 0) {
            return -1;
        }
        return port < 0 ? at.pathStart() : at.pathStart() - 1 - digits(port);
    }

    /** The number of decimal digits of a port, 0 to 65535, as the serializer writes it (no leading zero). */
    private static int digits(int port) {
        return port < 10 ? 1 : port < 100 ? 2 : port < 1000 ? 3 : port < 10000 ? 4 : 5;
    }

    /** @return the index where the path starts */
    int pathStart() {
        return at.pathStart();
    }

    /** @return where the path ends: at the query, the fragment or the end */
    int pathEnd() {
        return at.queryStart() >= 0 ? at.queryStart() : queryEnd();
    }

    /** @return the index of the {@code ?}, or -1 when the query is null */
    int queryStart() {
        return at.queryStart();
    }

    /** @return where the query (or the path) ends: at the fragment or the end */
    int queryEnd() {
        return at.fragmentStart() >= 0 ? at.fragmentStart() : href.length();
    }

    /** @return the index of the {@code #}, or -1 when the fragment is null */
    int fragmentStart() {
        return at.fragmentStart();
    }

    /** @return the scheme, without its {@code :} */
    String scheme() {
        return href.substring(0, at.schemeEnd());
    }

    /** @return whether the scheme is special (§4.2) */
    boolean special() {
        return kind != Schemes.NOT_SPECIAL;
    }

    /** @return whether the serialization holds credentials (§4.1 "includes credentials") */
    boolean hasCredentials() {
        return at.hostStart() > at.schemeEnd() + 3;
    }

    /** @return the username, percent-encoded; empty when there is none */
    String username() {
        return hasCredentials() ? href.substring(at.schemeEnd() + 3, at.usernameEnd()) : "";
    }

    /** @return the password, percent-encoded; empty when there is none */
    String password() {
        return hasCredentials() && at.usernameEnd() + 1 < at.hostStart()
                ? href.substring(at.usernameEnd() + 1, at.hostStart() - 1)
                : "";
    }

    /** @return the serialized host, or null when the host is null */
    String hostOrNull() {
        return at.hostStart() < 0 ? null : href.substring(at.hostStart(), hostEnd());
    }

    /** @return the path, serialized (§4.5 URL path serializer) */
    String path() {
        return href.substring(at.pathStart(), pathEnd());
    }

    /** @return the query without its {@code ?}, or null when the query is null */
    String queryOrNull() {
        return at.queryStart() < 0 ? null : href.substring(at.queryStart() + 1, queryEnd());
    }

    /** @return the fragment without its {@code #}, or null when the fragment is null */
    String fragmentOrNull() {
        return at.fragmentStart() < 0 ? null : href.substring(at.fragmentStart() + 1);
    }
}
