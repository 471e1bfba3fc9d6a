package org.iri4j.core.internal.bidi;

import org.iri4j.api.Component;

/**
 * The kinds of component RFC 3987 §4.2 applies its rules to, each inside one component of
 * the generic syntax.
 */
public enum Part {
    /** {@code iuserinfo}, as a whole (§4.2 lists it). */
    USERINFO(Component.USERINFO, "userinfo"),
    /** One label of an {@code ireg-name}, as for domain names (§4.2, RFC 3490). */
    HOST_LABEL(Component.HOST, "host label"),
    /** An {@code isegment}, or a dot-separated part of one ("the extensions in a resource name", §4.2). */
    PATH_SEGMENT(Component.PATH, "path segment"),
    /** The name of a name/value pair of the query (§4.2). */
    QUERY_NAME(Component.QUERY, "query name"),
    /** The value of a name/value pair of the query (§4.2). */
    QUERY_VALUE(Component.QUERY, "query value"),
    /** {@code ifragment}, as a whole (§4.2 lists it). */
    FRAGMENT(Component.FRAGMENT, "fragment");

    private final Component component;
    private final String label;

    Part(Component component, String label) {
        this.component = component;
        this.label = label;
    }

    /** @return the component of the generic syntax this part lies in */
    public Component component() {
        return component;
    }

    /** @return the name of the part in messages */
    public String label() {
        return label;
    }

    /** @return whether the part is in the authority, where a look-alike delimiter could change the host people read */
    public boolean inAuthority() {
        return component == Component.USERINFO || component == Component.HOST;
    }
}
