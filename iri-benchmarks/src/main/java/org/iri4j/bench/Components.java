package org.iri4j.bench;

import org.iri4j.api.Iri;

/**
 * The components a parser found, written as {@code scheme|host|path|query|fragment} so that
 * libraries can be compared: absent components are {@code ∅}, IP literals lose their brackets.
 * A parser whose host is absent where iri4j finds one (java.net.URI's registry-based
 * authorities), or whose path swallows the query (its opaque URIs), differs.
 */
final class Components {

    private static final String ABSENT = "∅";

    private Components() {}

    static String of(Iri iri) {
        return of(
                iri.scheme().orElse(null),
                iri.host().orElse(null),
                iri.path(),
                iri.query().orElse(null),
                iri.fragment().orElse(null));
    }

    static String of(String scheme, String host, String path, String query, String fragment) {
        return part(scheme)
                + '|'
                + host(host)
                + '|'
                + (path == null ? "" : path)
                + '|'
                + part(query)
                + '|'
                + part(fragment);
    }

    private static String host(String host) {
        if (host != null && host.startsWith("[") && host.endsWith("]")) {
            return host.substring(1, host.length() - 1);
        }
        return part(host);
    }

    private static String part(String s) {
        return s == null ? ABSENT : s;
    }
}
