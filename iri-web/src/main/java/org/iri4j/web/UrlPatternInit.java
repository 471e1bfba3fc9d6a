package org.iri4j.web;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A URL given component by component (URL Pattern Standard §1.2 {@code URLPatternInit}): the
 * patterns a {@link UrlPattern} is compiled from, or the values it is tested against. A missing
 * component is a wildcard in a pattern and the base URL's (or empty) in a value; a base URL
 * gives the components not set and those less specific than the ones set (§3.2). Immutable.
 *
 * <pre>{@code
 * UrlPatternInit init = UrlPatternInit.builder().pathname("/books/:id").baseUrl("https://example.com").build();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class UrlPatternInit {

    private static final UrlPatternInit EMPTY = new UrlPatternInit(new EnumMap<>(UrlPatternComponent.class), null);

    private final Map<UrlPatternComponent, String> components;
    private final String baseUrl;

    private UrlPatternInit(Map<UrlPatternComponent, String> components, String baseUrl) {
        this.components = components;
        this.baseUrl = baseUrl;
    }

    /**
     * The init with no component and no base URL: as a pattern, it matches every URL.
     *
     * @return the empty init
     */
    public static UrlPatternInit empty() {
        return EMPTY;
    }

    /**
     * A builder, empty.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A component's value, if set.
     *
     * @param component the component
     * @return its value as given
     */
    public Optional<String> get(UrlPatternComponent component) {
        return Optional.ofNullable(components.get(component));
    }

    /**
     * Whether a component is set (the Standard's "contains").
     *
     * @param component the component
     * @return true if set, also to the empty string
     */
    public boolean has(UrlPatternComponent component) {
        return components.containsKey(component);
    }

    /**
     * The base URL, if set ({@code baseURL}).
     *
     * @return the base URL as given
     */
    public Optional<String> baseUrl() {
        return Optional.ofNullable(baseUrl);
    }

    /**
     * A builder holding this init's components and base URL.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.components.putAll(components);
        b.baseUrl = baseUrl;
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UrlPatternInit other
                && components.equals(other.components)
                && Objects.equals(baseUrl, other.baseUrl);
    }

    @Override
    public int hashCode() {
        return components.hashCode() * 31 + Objects.hashCode(baseUrl);
    }

    /** The init as the dictionary it stands for: {@code {pathname: "/books/:id"}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        components.forEach((c, v) -> text.append(text.length() > 1 ? ", " : "")
                .append(c.key())
                .append(": \"")
                .append(v)
                .append('"'));
        if (baseUrl != null) {
            text.append(text.length() > 1 ? ", " : "")
                    .append("baseURL: \"")
                    .append(baseUrl)
                    .append('"');
        }
        return text.append('}').toString();
    }

    /** Builds a {@link UrlPatternInit}; each setter replaces what it sets. */
    public static final class Builder {

        private final Map<UrlPatternComponent, String> components = new EnumMap<>(UrlPatternComponent.class);
        private String baseUrl;

        private Builder() {}

        /**
         * Sets a component.
         *
         * @param component the component
         * @param value its pattern or value
         * @return this builder
         */
        public Builder set(UrlPatternComponent component, String value) {
            components.put(Objects.requireNonNull(component, "component"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Sets the protocol ({@code :} at the end is dropped, §3.2 "process protocol for init").
         *
         * @param value the protocol
         * @return this builder
         */
        public Builder protocol(String value) {
            return set(UrlPatternComponent.PROTOCOL, value);
        }

        /**
         * Sets the username.
         *
         * @param value the username
         * @return this builder
         */
        public Builder username(String value) {
            return set(UrlPatternComponent.USERNAME, value);
        }

        /**
         * Sets the password.
         *
         * @param value the password
         * @return this builder
         */
        public Builder password(String value) {
            return set(UrlPatternComponent.PASSWORD, value);
        }

        /**
         * Sets the hostname.
         *
         * @param value the hostname
         * @return this builder
         */
        public Builder hostname(String value) {
            return set(UrlPatternComponent.HOSTNAME, value);
        }

        /**
         * Sets the port.
         *
         * @param value the port
         * @return this builder
         */
        public Builder port(String value) {
            return set(UrlPatternComponent.PORT, value);
        }

        /**
         * Sets the pathname; a relative one is resolved against the base URL's (§3.2).
         *
         * @param value the pathname
         * @return this builder
         */
        public Builder pathname(String value) {
            return set(UrlPatternComponent.PATHNAME, value);
        }

        /**
         * Sets the search ({@code ?} at the start is dropped, §3.2 "process search for init").
         *
         * @param value the search
         * @return this builder
         */
        public Builder search(String value) {
            return set(UrlPatternComponent.SEARCH, value);
        }

        /**
         * Sets the hash ({@code #} at the start is dropped, §3.2 "process hash for init").
         *
         * @param value the hash
         * @return this builder
         */
        public Builder hash(String value) {
            return set(UrlPatternComponent.HASH, value);
        }

        /**
         * Sets the base URL ({@code baseURL}).
         *
         * @param value the base URL
         * @return this builder
         */
        public Builder baseUrl(String value) {
            this.baseUrl = Objects.requireNonNull(value, "value");
            return this;
        }

        /**
         * The init.
         *
         * @return a new immutable init
         */
        public UrlPatternInit build() {
            return new UrlPatternInit(new EnumMap<>(components), baseUrl);
        }
    }
}
