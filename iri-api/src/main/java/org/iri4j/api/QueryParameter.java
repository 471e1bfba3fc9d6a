package org.iri4j.api;

import java.io.Serializable;
import java.util.Objects;

/**
 * One {@code name=value} pair of a query (the {@code &}-separated convention of HTML forms
 * and RFC 6068 header fields; RFC 3986 §3.4 leaves the query's structure to the scheme).
 * A pair without {@code =} has the empty value, as the WHATWG URL Standard reads it; the raw
 * query keeps the difference. Serializable, as the {@link QueryParameters} that hold it are.
 *
 * @param name  the name, decoded or raw as the accessor that made it says
 * @param value the value, decoded or raw; empty when there was no {@code =}
 * @serial exclude
 * @since 0.1.0
 */
public record QueryParameter(String name, String value) implements Serializable {

    /**
     * Checks that both parts are there.
     *
     * @param name  the name
     * @param value the value, empty when there was no {@code =}
     * @throws NullPointerException if one is null
     */
    public QueryParameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
