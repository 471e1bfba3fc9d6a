package org.iri4j.core.internal.layout;

import java.util.EnumMap;
import java.util.Map;
import org.iri4j.api.Component;

/**
 * How {@link #rewrite} writes each component of a reference: what a mapping or a
 * normalization does to each, named by component. Immutable; {@link #copying()} copies every
 * component, {@link #text} applies one writer to the text of every component that holds text,
 * and {@link #with} returns a changed copy.
 */
public final class ComponentWriters {

    private static final ComponentWriters COPYING = new ComponentWriters(ComponentWriter.COPY);

    /**
     * Writes a userinfo with its password shown as {@code ***}: "Applications should not
     * render as clear text any data after the first colon (":") character found within a
     * userinfo subcomponent unless the data after the colon is the empty string" (RFC 3986
     * §3.2.1). A userinfo without password, or with an empty one, is copied.
     */
    public static final ComponentWriter MASKED_PASSWORD = (out, src, from, to) -> {
        int colon = from;
        while (colon < to && src.charAt(colon) != ':') {
            colon++;
        }
        if (colon >= to - 1) {
            out.append(src, from, to);
        } else {
            out.append(src, from, colon + 1).append("***");
        }
    };

    private final Map<Component, ComponentWriter> writers = new EnumMap<>(Component.class);

    private ComponentWriters(ComponentWriter every) {
        for (Component component : Component.values()) {
            writers.put(component, every);
        }
    }

    private ComponentWriters(ComponentWriters from) {
        writers.putAll(from.writers);
    }

    /** @return writers that copy every component as it is */
    public static ComponentWriters copying() {
        return COPYING;
    }

    /**
     * The same writer for every component but the scheme and the port, which it copies: what
     * a mapping does to text (percent-encoding, decoding), since a scheme and a port are
     * US-ASCII letters and digits only.
     *
     * @param text the writer of the other components
     * @return the writers
     */
    public static ComponentWriters text(ComponentWriter text) {
        ComponentWriters writers = new ComponentWriters(text);
        writers.writers.put(Component.SCHEME, ComponentWriter.COPY);
        writers.writers.put(Component.PORT, ComponentWriter.COPY);
        return writers;
    }

    /**
     * These writers with another for one component; {@link ComponentWriter#DROP} as the port's
     * leaves the port out.
     *
     * @param component the component
     * @param writer    its writer
     * @return a copy with it
     */
    public ComponentWriters with(Component component, ComponentWriter writer) {
        ComponentWriters copy = new ComponentWriters(this);
        copy.writers.put(component, writer);
        return copy;
    }

    /**
     * @param component a component
     * @return its writer
     */
    public ComponentWriter of(Component component) {
        return writers.get(component);
    }

    /**
     * Reassembles a reference component by component, each written by its writer, with the
     * delimiters of the original (draft-ietf-iri-3987bis §6.1: "parse first, map each
     * component"): what IRI to URI mapping, URI to IRI conversion and scheme-based
     * normalization do, with no second parse. The path is written as it is: no writer may
     * change its shape (a leading {@code "//"}, a {@code ":"} in a first segment).
     *
     * @param p the reference
     * @return the reassembled reference
     */
    public Layout rewrite(Layout p) {
        String s = p.string();
        IriAssembler out = new IriAssembler(s.length() + (s.length() >> 1) + 16);
        if (p.isAbsolute()) {
            out.scheme(s, 0, p.schemeEnd(), of(Component.SCHEME));
        }
        if (p.hasAuthority()) {
            out.authority(p, of(Component.USERINFO), of(Component.HOST), of(Component.PORT));
        }
        out.path(s, p.pathStart(), p.pathEnd(), of(Component.PATH));
        if (p.hasQuery()) {
            out.query(s, p.queryStart(), p.queryEnd(), of(Component.QUERY));
        }
        if (p.hasFragment()) {
            out.fragment(s, p.fragmentStart(), s.length(), of(Component.FRAGMENT));
        }
        return out.build();
    }
}
