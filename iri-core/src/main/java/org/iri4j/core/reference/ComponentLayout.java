package org.iri4j.core.reference;

import org.iri4j.api.HostKind;

/**
 * Where each component of an IRI reference lies in its string: the one description of
 * component offsets in the core. The {@link IriAssembler} (and so both mappings, the
 * builder, resolution, syntax- and scheme-based normalization) fills it in by name,
 * component by component; {@link #check} checks the offsets against the string whenever a
 * {@link ParsedIri} is made, from a layout or from the parser's own scan: no value is ever
 * made from offsets that nobody checked.
 *
 * <p>For {@code scheme://userinfo@host:port/path?query#fragment} (RFC 3986 §3), each offset
 * is the index of a delimiter or the index just after one; -1 marks an absent component.
 * The fields are read by {@link ParsedIri}'s constructor only. Short-lived: the parser makes one per parse, which the JIT keeps in registers.
 */
final class ComponentLayout {

    int schemeEnd = -1;
    int authorityStart = -1;
    int userinfoEnd = -1;
    int hostEnd = -1;
    int portStart = -1;
    int pathStart = -1;
    int queryStart = -1;
    int fragmentStart = -1;
    HostKind hostKind;

    /**
     * The layout of a parsed reference, to derive another from.
     *
     * @param p the reference
     * @return a copy of its layout
     */
    static ComponentLayout of(ParsedIri p) {
        ComponentLayout layout = new ComponentLayout().scheme(p.schemeEnd()).authority(p.authorityStart())
                .userinfo(p.userinfoEnd()).port(p.portStart()).path(p.pathStart()).query(p.queryStart())
                .fragment(p.fragmentStart());
        return p.hasAuthority() ? layout.host(p.hostEnd(), p.hostKind().orElseThrow()) : layout;
    }

    /**
     * @param end index of the {@code ":"} that ends the scheme, or -1 for none
     * @return this
     */
    ComponentLayout scheme(int end) {
        schemeEnd = end;
        return this;
    }

    /**
     * @param start index after {@code "//"}, or -1 for no authority
     * @return this
     */
    ComponentLayout authority(int start) {
        authorityStart = start;
        return this;
    }

    /**
     * @param end index of the {@code "@"} after the userinfo, or -1 for none
     * @return this
     */
    ComponentLayout userinfo(int end) {
        userinfoEnd = end;
        return this;
    }

    /**
     * @param end  index after the host
     * @param kind which alternative of {@code ihost} it is
     * @return this
     */
    ComponentLayout host(int end, HostKind kind) {
        hostEnd = end;
        hostKind = kind;
        return this;
    }

    /** @return the host's end, or -1 */
    int hostEnd() {
        return hostEnd;
    }

    /** @return where the host begins, or -1 without authority */
    int hostStart() {
        return userinfoEnd >= 0 ? userinfoEnd + 1 : authorityStart;
    }

    /**
     * @param start index after the port's {@code ":"}, or -1 for no port
     * @return this
     */
    ComponentLayout port(int start) {
        portStart = start;
        return this;
    }

    /**
     * @param start index where the path begins (where the authority ends)
     * @return this
     */
    ComponentLayout path(int start) {
        pathStart = start;
        return this;
    }

    /** @return where the path begins, or -1 before {@link #path} */
    int pathStart() {
        return pathStart;
    }

    /**
     * @param length the length of the string
     * @return where the path ends
     */
    int pathEnd(int length) {
        return queryStart >= 0 ? queryStart - 1 : fragmentStart >= 0 ? fragmentStart - 1 : length;
    }

    /**
     * @param length the length of the string
     * @return where the query ends, or -1 without query
     */
    int queryEnd(int length) {
        return queryStart < 0 ? -1 : fragmentStart >= 0 ? fragmentStart - 1 : length;
    }

    /**
     * @param start index after {@code "?"}, or -1 for no query
     * @return this
     */
    ComponentLayout query(int start) {
        queryStart = start;
        return this;
    }

    /**
     * @param start index after {@code "#"}, or -1 for no fragment
     * @return this
     */
    ComponentLayout fragment(int start) {
        fragmentStart = start;
        return this;
    }

    /**
     * Makes the value, which checks this layout against its string as it is made.
     *
     * @param s   the IRI reference
     * @param env the environment the value's own methods use
     * @return the value
     * @throws IllegalStateException if an offset is out of place: a bug in the core, never bad input
     */
    ParsedIri build(String s, Environment env) {
        return new ParsedIri(s, this, env);
    }

    /*
     * RFC 3986 §3: scheme ":" [ "//" authority ] path [ "?" query ] [ "#" fragment ].
     * Called by ParsedIri's constructor on the offsets it copied from a layout.
     */
    static void check(ParsedIri p) {
        String s = p.string();
        int n = s.length();
        int schemeEnd = p.schemeEnd();
        require(schemeEnd < 0 || schemeEnd < n && s.charAt(schemeEnd) == ':', p, "scheme");
        int afterScheme = schemeEnd + 1;
        int authorityStart = p.authorityStart();
        int userinfoEnd = p.userinfoEnd();
        int portStart = p.portStart();
        int pathStart = p.pathStart();
        if (authorityStart >= 0) {
            int hostEnd = p.hostEnd();
            require(authorityStart == afterScheme + 2 && s.startsWith("//", afterScheme) && p.hasHostKind(), p,
                    "authority");
            require(userinfoEnd < 0 || userinfoEnd >= authorityStart && s.charAt(userinfoEnd) == '@', p, "userinfo");
            require(p.hostStart() <= hostEnd && hostEnd <= pathStart, p, "host");
            require(portStart < 0 ? hostEnd == pathStart
                    : portStart == hostEnd + 1 && s.charAt(hostEnd) == ':' && portStart <= pathStart, p, "port");
        } else {
            require(userinfoEnd < 0 && portStart < 0 && !p.hasHostKind() && pathStart == afterScheme, p, "path");
        }
        int pathEnd = p.pathEnd();
        int queryStart = p.queryStart();
        int fragmentStart = p.fragmentStart();
        require(pathStart <= pathEnd && pathEnd <= n, p, "path");
        require(queryStart < 0 || s.charAt(queryStart - 1) == '?', p, "query");
        require(fragmentStart < 0 || fragmentStart - 1 >= pathEnd && fragmentStart <= n
                && s.charAt(fragmentStart - 1) == '#', p, "fragment");
    }

    private static void require(boolean holds, ParsedIri p, String component) {
        if (!holds) {
            throw new IllegalStateException("internal error: the " + component + " offsets of a component layout"
                    + " do not fit " + p.string().length() + " characters: scheme " + p.schemeEnd() + ", authority "
                    + p.authorityStart() + ", userinfo " + p.userinfoEnd() + ", host " + p.hostEnd() + " "
                    + p.hostKind().orElse(null) + ", port " + p.portStart() + ", path " + p.pathStart() + ", query "
                    + p.queryStart() + ", fragment " + p.fragmentStart());
        }
    }

    @Override
    public String toString() {
        return "ComponentLayout[scheme " + schemeEnd + ", authority " + authorityStart + ", userinfo " + userinfoEnd
                + ", host " + hostEnd + " " + hostKind + ", port " + portStart + ", path " + pathStart + ", query "
                + queryStart + ", fragment " + fragmentStart + "]";
    }
}
