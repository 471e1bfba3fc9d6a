package org.iri4j.core.internal.layout;

import org.iri4j.api.Component;

/**
 * Where each component of a reference lies in its text (RFC 3986 §3), by {@link Component}:
 * what a plugin asks through {@code SchemeContext.start} and {@code end}, to read a component
 * in place.
 */
public final class ComponentBounds {

    private ComponentBounds() {}

    /**
     * Where a component starts (RFC 3986 §3), as a violation's indices count.
     *
     * @param p         a reference
     * @param component the component
     * @return the index of its first character, or -1 if the reference has no such component
     */
    public static int start(Layout p, Component component) {
        switch (component) {
            case SCHEME:
                return p.schemeEnd() < 0 ? -1 : 0;
            case AUTHORITY:
                return p.authorityStart();
            case USERINFO:
                return p.userinfoEnd() < 0 ? -1 : p.authorityStart();
            case HOST:
                return p.authorityStart() < 0 ? -1 : p.hostStart();
            case PORT:
                return p.portStart();
            case PATH:
                return p.pathStart();
            case QUERY:
                return p.queryStart();
            default:
                return p.fragmentStart();
        }
    }

    /**
     * Where a component ends.
     *
     * @param p         a reference
     * @param component the component
     * @return one past the index of its last character, or -1 if the reference has no such component
     */
    public static int end(Layout p, Component component) {
        switch (component) {
            case SCHEME:
                return p.schemeEnd();
            case AUTHORITY:
                return p.authorityStart() < 0 ? -1 : p.pathStart();
            case USERINFO:
                return p.userinfoEnd();
            case HOST:
                return p.authorityStart() < 0 ? -1 : p.hostEnd();
            case PORT:
                return p.portStart() < 0 ? -1 : p.pathStart();
            case PATH:
                return p.pathEnd();
            case QUERY:
                return p.queryStart() < 0 ? -1 : p.queryEnd();
            default:
                return p.fragmentStart() < 0 ? -1 : p.string().length();
        }
    }
}
