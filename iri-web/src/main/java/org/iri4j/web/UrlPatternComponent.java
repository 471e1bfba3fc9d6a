package org.iri4j.web;

import java.util.Locale;
import org.iri4j.api.Component;

/**
 * The eight URL components a {@link UrlPattern} matches one by one (URL Pattern Standard §1.3,
 * the URL pattern struct), in the Standard's order.
 *
 * @since 0.1.0
 */
public enum UrlPatternComponent {
    /** The scheme, without its {@code :}. */
    PROTOCOL(Component.SCHEME),
    /** The username. */
    USERNAME(Component.USERINFO),
    /** The password. */
    PASSWORD(Component.USERINFO),
    /** The host, serialized; empty for none. */
    HOSTNAME(Component.HOST),
    /** The port in decimal; empty for none (or the scheme's default). */
    PORT(Component.PORT),
    /** The path, serialized (URL Standard §4.5 "URL path serializer"). */
    PATHNAME(Component.PATH),
    /** The query, without its {@code ?}. */
    SEARCH(Component.QUERY),
    /** The fragment, without its {@code #}. */
    HASH(Component.FRAGMENT);

    private final Component component;

    UrlPatternComponent(Component component) {
        this.component = component;
    }

    /**
     * The component of the RFC 3986 model this one is part of, for a violation's
     * {@link org.iri4j.api.Violation#component()}.
     *
     * @return the component
     */
    public Component iriComponent() {
        return component;
    }

    /**
     * The component's name as the Standard's {@code URLPatternInit} dictionary spells it
     * ({@code "pathname"}).
     *
     * @return the name in lower case
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
