package org.iri4j.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The parameters of a query, in their order: {@code a=1&b=2&a=3} is three parameters, two of
 * them named {@code a}. Empty pieces ({@code a=1&&b=2}) are no parameter. Made by
 * {@link Iri#queryParameters()} (as written) and {@link Iri#decodedQueryParameters()}
 * (decoded); immutable.
 *
 * <pre>{@code
 * Iri iri = Iris.parse("http://a/?q=caf%C3%A9&tag=x&tag=y&flag");
 * iri.decodedQueryParameters().get("q");       // Optional["café"]
 * iri.decodedQueryParameters().getAll("tag");  // [x, y]
 * iri.decodedQueryParameters().get("flag");    // Optional[""]
 * iri.queryParameters().get("q");              // Optional["caf%C3%A9"]
 * }</pre>
 *
 * @since 0.1.0
 */
public final class QueryParameters implements Iterable<QueryParameter>, Serializable {

    private static final long serialVersionUID = 1L;
    private static final QueryParameters NONE = new QueryParameters(List.of());

    /** The pairs in query order, names repeated as often as they occur. */
    // An immutable List.copyOf list, which is serializable (javac sees only the interface).
    @SuppressWarnings("serial")
    private final List<QueryParameter> parameters;

    private QueryParameters(List<QueryParameter> parameters) {
        this.parameters = parameters;
    }

    /**
     * Parameters from a list.
     *
     * @param parameters the parameters, in order
     * @return the parameters
     */
    public static QueryParameters of(List<QueryParameter> parameters) {
        return parameters.isEmpty() ? NONE : new QueryParameters(List.copyOf(parameters));
    }

    /**
     * No parameter: what an IRI without query, or with an empty one, has.
     *
     * @return the empty parameters
     */
    public static QueryParameters none() {
        return NONE;
    }

    /**
     * Every parameter, in order.
     *
     * @return an immutable list
     */
    public List<QueryParameter> list() {
        return parameters;
    }

    /**
     * The value of the first parameter with a name: what the URL Standard's
     * {@code URLSearchParams.get} answers (URL Standard §6.2), and iri-web's
     * {@code UrlSearchParams.get} too.
     *
     * @param name the name, compared exactly (names are case-sensitive)
     * @return its value ({@code ""} if it had no {@code =}), or empty if no parameter has the name
     */
    public Optional<String> get(String name) {
        for (QueryParameter p : parameters) {
            if (p.name().equals(name)) {
                return Optional.of(p.value());
            }
        }
        return Optional.empty();
    }

    /**
     * The values of every parameter with a name, in order: {@code URLSearchParams.getAll}
     * (URL Standard §6.2).
     *
     * @param name the name
     * @return the values; empty if no parameter has the name
     */
    public List<String> getAll(String name) {
        List<String> values = new ArrayList<>();
        for (QueryParameter p : parameters) {
            if (p.name().equals(name)) {
                values.add(p.value());
            }
        }
        return List.copyOf(values);
    }

    /**
     * Whether a parameter has a name.
     *
     * @param name the name
     * @return true if one has
     */
    public boolean contains(String name) {
        return get(name).isPresent();
    }

    /**
     * The names, each once, in the order they first come.
     *
     * @return the names
     */
    public Set<String> names() {
        Set<String> names = new LinkedHashSet<>();
        for (QueryParameter p : parameters) {
            names.add(p.name());
        }
        return Collections.unmodifiableSet(names);
    }

    /**
     * How many parameters there are.
     *
     * @return the count
     */
    public int size() {
        return parameters.size();
    }

    /**
     * Whether there is none.
     *
     * @return true if there is no parameter
     */
    public boolean isEmpty() {
        return parameters.isEmpty();
    }

    @Override
    public Iterator<QueryParameter> iterator() {
        return parameters.iterator();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof QueryParameters && parameters.equals(((QueryParameters) other).parameters);
    }

    @Override
    public int hashCode() {
        return parameters.hashCode();
    }

    @Override
    public String toString() {
        return parameters.toString();
    }
}
