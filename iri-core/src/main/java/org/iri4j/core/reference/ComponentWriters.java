package org.iri4j.core.reference;

import org.iri4j.core.reference.IriAssembler.Writer;

/**
 * How {@link IriAssembler#rewrite} writes each component of a reference: what a mapping or a
 * normalization does to each, named by component. Immutable; {@link #copying()} copies every
 * component and the {@code with} methods return changed copies.
 *
 * @since 0.1.0
 */
public final class ComponentWriters {

    private static final ComponentWriters COPYING = new ComponentWriters(IriAssembler.COPY, IriAssembler.COPY,
            IriAssembler.COPY, IriAssembler.COPY, IriAssembler.COPY, IriAssembler.COPY, IriAssembler.COPY);

    /**
     * Writes a userinfo with its password shown as {@code ***}: "Applications should not
     * render as clear text any data after the first colon (":") character found within a
     * userinfo subcomponent unless the data after the colon is the empty string" (RFC 3986
     * §3.2.1). A userinfo without password, or with an empty one, is copied.
     */
    public static final Writer MASKED_PASSWORD = (out, src, from, to) -> {
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

    private final Writer scheme;
    private final Writer userinfo;
    private final Writer host;
    private final Writer port;
    private final Writer path;
    private final Writer query;
    private final Writer fragment;

    private ComponentWriters(Writer scheme, Writer userinfo, Writer host, Writer port, Writer path, Writer query,
                             Writer fragment) {
        this.scheme = scheme;
        this.userinfo = userinfo;
        this.host = host;
        this.port = port;
        this.path = path;
        this.query = query;
        this.fragment = fragment;
    }

    /** @return writers that copy every component as it is */
    public static ComponentWriters copying() {
        return COPYING;
    }

    /**
     * The same writer for every component but the scheme and the port, which it copies: what
     * a mapping does to text (percent-encoding, decoding), since a scheme and a port are
     * US-ASCII and hold no percent-encoding.
     *
     * @param text the writer of the other components
     * @return the writers
     */
    public static ComponentWriters text(Writer text) {
        return new ComponentWriters(IriAssembler.COPY, text, text, IriAssembler.COPY, text, text, text);
    }

    /**
     * @param writer the scheme's writer
     * @return a copy with it
     */
    public ComponentWriters withScheme(Writer writer) {
        return new ComponentWriters(writer, userinfo, host, port, path, query, fragment);
    }

    /**
     * @param writer the userinfo's writer
     * @return a copy with it
     */
    public ComponentWriters withUserinfo(Writer writer) {
        return new ComponentWriters(scheme, writer, host, port, path, query, fragment);
    }

    /**
     * @param writer the host's writer
     * @return a copy with it
     */
    public ComponentWriters withHost(Writer writer) {
        return new ComponentWriters(scheme, userinfo, writer, port, path, query, fragment);
    }

    /**
     * @param writer the port's writer; {@link IriAssembler#DROP} leaves the port out
     * @return a copy with it
     */
    public ComponentWriters withPort(Writer writer) {
        return new ComponentWriters(scheme, userinfo, host, writer, path, query, fragment);
    }

    /**
     * @param writer the query's writer
     * @return a copy with it
     */
    public ComponentWriters withQuery(Writer writer) {
        return new ComponentWriters(scheme, userinfo, host, port, path, writer, fragment);
    }

    Writer scheme() {
        return scheme;
    }

    Writer userinfo() {
        return userinfo;
    }

    Writer host() {
        return host;
    }

    Writer port() {
        return port;
    }

    Writer path() {
        return path;
    }

    Writer query() {
        return query;
    }

    Writer fragment() {
        return fragment;
    }
}
