package org.iri4j.core.internal.layout;

import java.util.Optional;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.host.HostConverter;

/**
 * An IRI reference's text and where each of its components lies in it: the one description of
 * component offsets in the core, which every algorithm below the value reads and writes.
 *
 * <p>For {@code scheme://userinfo@host:port/path?query#fragment} (RFC 3986 §3), each offset
 * is the index of a delimiter or the index just after one: {@code schemeEnd} the scheme's
 * {@code ":"}; {@code authorityStart} the index after {@code "//"}; {@code userinfoEnd} the
 * {@code "@"}; {@code hostEnd} the index after the host; {@code portStart} the index after the
 * port's {@code ":"}; {@code pathStart} where the path begins (and the authority ends);
 * {@code queryStart} and {@code fragmentStart} the indexes after {@code "?"} and {@code "#"}.
 * An absent component has -1.
 *
 * <p>Made in this package only, by the parser ({@link ReferenceParser}), which sets the offsets
 * as it finds them, and by the assembler ({@link IriAssembler}), which sets them as it writes;
 * an assembled layout is checked against its text ({@link #check}). Once it leaves this
 * package a layout never changes: the values of the core hold one in a final field, which
 * publishes it safely to every thread.
 */
public final class Layout {

    private static final HostKind[] KINDS = HostKind.values();
    /** The kinds as Optionals, made once: reading a kind allocates nothing. */
    private static final Optional<?>[] KIND_OPTIONALS = new Optional<?>[KINDS.length];

    static {
        for (HostKind kind : KINDS) {
            KIND_OPTIONALS[kind.ordinal()] = Optional.of(kind);
        }
    }

    String text;
    int schemeEnd = -1;
    int authorityStart = -1;
    int userinfoEnd = -1;
    int hostEnd = -1;
    int portStart = -1;
    int pathStart = -1;
    int queryStart = -1;
    int fragmentStart = -1;
    /** The ordinal of the host's {@link HostKind}, or -1 without authority. */
    byte hostKind = -1;
    /** Whether the text is US-ASCII only: 0 not known yet, 1 yes, 2 no; worked out once, at first use. */
    private byte ascii;
    /** Whether the host has an ACE label: 0 not known yet, 1 yes, 2 no; worked out once, at first use. */
    private byte aceHost;

    Layout() {}

    /** A copy of another's offsets, to derive a layout from it. */
    Layout(Layout from) {
        text = from.text;
        schemeEnd = from.schemeEnd;
        authorityStart = from.authorityStart;
        userinfoEnd = from.userinfoEnd;
        hostEnd = from.hostEnd;
        portStart = from.portStart;
        pathStart = from.pathStart;
        queryStart = from.queryStart;
        fragmentStart = from.fragmentStart;
        hostKind = from.hostKind;
    }

    // ---- offsets ----------------------------------------------------------------------

    /** @return the IRI reference */
    public String string() {
        return text;
    }

    /** @return index of the scheme's ":" or -1 */
    public int schemeEnd() {
        return schemeEnd;
    }

    /** @return index after "//" or -1 */
    public int authorityStart() {
        return authorityStart;
    }

    /** @return index of "@" or -1 */
    public int userinfoEnd() {
        return userinfoEnd;
    }

    /** @return index where the host begins, or -1 without authority */
    public int hostStart() {
        return userinfoEnd >= 0 ? userinfoEnd + 1 : authorityStart;
    }

    /** @return index after the host, or -1 without authority */
    public int hostEnd() {
        return authorityStart >= 0 ? hostEnd : -1;
    }

    /** @return which alternative of {@code ihost} the host matched, or empty without authority */
    @SuppressWarnings("unchecked")
    public Optional<HostKind> hostKind() {
        return hostKind < 0 ? Optional.empty() : (Optional<HostKind>) KIND_OPTIONALS[hostKind];
    }

    /** @return index after the port's ":" or -1 */
    public int portStart() {
        return portStart;
    }

    /** @return index where the path begins */
    public int pathStart() {
        return pathStart;
    }

    /** @return index after the path */
    public int pathEnd() {
        return queryStart >= 0 ? queryStart - 1 : endWithoutFragment();
    }

    /** @return index after "?" or -1 */
    public int queryStart() {
        return queryStart;
    }

    /** @return index after the query, or -1 without query */
    public int queryEnd() {
        return queryStart < 0 ? -1 : endWithoutFragment();
    }

    /** @return index after "#" or -1 */
    public int fragmentStart() {
        return fragmentStart;
    }

    /** @return index where the fragment's "#" stands, or the length without fragment */
    public int endWithoutFragment() {
        return fragmentStart >= 0 ? fragmentStart - 1 : text.length();
    }

    /** @return whether there is a scheme */
    public boolean isAbsolute() {
        return schemeEnd >= 0;
    }

    /** @return whether there is an authority */
    public boolean hasAuthority() {
        return authorityStart >= 0;
    }

    /** @return whether there is a query, possibly empty */
    public boolean hasQuery() {
        return queryStart >= 0;
    }

    /** @return whether there is a fragment, possibly empty */
    public boolean hasFragment() {
        return fragmentStart >= 0;
    }

    /**
     * Whether the text is US-ASCII only (a URI reference's characters, RFC 3986 §2): the
     * advisories and the mapping to a URI both ask, and the answer is worked out once.
     *
     * @return true if no character is U+0080 or above
     */
    public boolean isAscii() {
        if (ascii == 0) {
            int i = 0;
            int n = text.length();
            while (i < n && text.charAt(i) < 0x80) {
                i++;
            }
            ascii = (byte) (i == n ? 1 : 2);
        }
        return ascii == 1;
    }

    /**
     * Whether the host has an ACE label ({@code xn--}, any case), which ToASCII validates
     * (UTS #46 §4.1 step 4): the mapping to a URI and its check both ask, and the answer is
     * worked out once.
     *
     * @return true if a label of the host starts with {@code xn--}; false without authority
     */
    public boolean hostHasAceLabel() {
        if (aceHost == 0) {
            aceHost = (byte) (hasAuthority() && HostConverter.hasAceLabel(text, hostStart(), hostEnd) ? 1 : 2);
        }
        return aceHost == 1;
    }

    /** @return whether the path is empty */
    public boolean pathIsEmpty() {
        return pathStart == pathEnd();
    }

    /**
     * The component an index falls in, for messages.
     *
     * @param index an index into the text
     * @return the component
     */
    public Component componentAt(int index) {
        if (index < schemeEnd) {
            return Component.SCHEME;
        }
        if (authorityStart >= 0 && index < pathStart) {
            if (index < hostStart()) {
                return Component.USERINFO;
            }
            return index < hostEnd ? Component.HOST : Component.PORT;
        }
        if (index < pathEnd() || (queryStart < 0 && fragmentStart < 0)) {
            return Component.PATH;
        }
        return fragmentStart >= 0 && index >= fragmentStart - 1 ? Component.FRAGMENT : Component.QUERY;
    }

    // ---- components, as written ---------------------------------------------------------

    /** @return the scheme, or empty for a relative reference */
    public Optional<String> scheme() {
        return schemeEnd < 0 ? Optional.empty() : Optional.of(text.substring(0, schemeEnd));
    }

    /** @return the authority, or empty without {@code //} */
    public Optional<String> authority() {
        return authorityStart < 0 ? Optional.empty() : Optional.of(text.substring(authorityStart, pathStart));
    }

    /** @return the userinfo, or empty without {@code @} */
    public Optional<String> userinfo() {
        return userinfoEnd < 0 ? Optional.empty() : Optional.of(text.substring(authorityStart, userinfoEnd));
    }

    /** @return the host, or empty without authority */
    public Optional<String> host() {
        return authorityStart < 0 ? Optional.empty() : Optional.of(text.substring(hostStart(), hostEnd));
    }

    /** @return the port's digits, or empty without {@code :} after the host */
    public Optional<String> port() {
        return portStart < 0 ? Optional.empty() : Optional.of(text.substring(portStart, pathStart));
    }

    /** @return the path, possibly empty */
    public String path() {
        return text.substring(pathStart, pathEnd());
    }

    /** @return the query, or empty without {@code ?} */
    public Optional<String> query() {
        return queryStart < 0 ? Optional.empty() : Optional.of(text.substring(queryStart, queryEnd()));
    }

    /** @return the fragment, or empty without {@code #} */
    public Optional<String> fragment() {
        return fragmentStart < 0 ? Optional.empty() : Optional.of(text.substring(fragmentStart));
    }

    // ---- derived layouts --------------------------------------------------------------

    /**
     * This reference without its fragment (RFC 3986 §4.3's "stripping any fragment
     * component"), without parsing again: the offsets before the fragment stay as they are.
     *
     * @return the layout without {@code "#" fragment}; this one if it has none
     */
    public Layout withoutFragment() {
        if (fragmentStart < 0) {
            return this;
        }
        Layout bare = new Layout(this);
        bare.text = text.substring(0, fragmentStart - 1);
        bare.fragmentStart = -1;
        return bare;
    }

    /**
     * This reference with the fragment of another, or none if the other has none, without
     * parsing again: scheme rules never touch the fragment (RFC 3986 §6.2.3).
     *
     * @param source the reference whose fragment to take
     * @return the layout with it; this one if it has the same
     */
    public Layout withFragmentOf(Layout source) {
        Layout bare = withoutFragment();
        if (!source.hasFragment()) {
            return bare;
        }
        String t = source.text;
        int hash = source.fragmentStart - 1;
        if (hasFragment()
                && text.length() - fragmentStart == t.length() - source.fragmentStart
                && text.regionMatches(fragmentStart - 1, t, hash, t.length() - hash)) {
            return this;
        }
        Layout with = new Layout(bare);
        with.text = bare.text.concat(t.substring(hash));
        with.fragmentStart = bare.text.length() + 1;
        return with;
    }

    // ---- building, in this package ----------------------------------------------------

    void host(int end, HostKind kind) {
        hostEnd = end;
        hostKind = kind == null ? -1 : (byte) kind.ordinal();
    }

    /**
     * Checks the offsets against the text: {@code scheme ":" [ "//" authority ] path [ "?"
     * query ] [ "#" fragment ]} (RFC 3986 §3). The assembler's layouts are checked as they are
     * built; the parser's are right by the grammar it matched, and the tests hold every parse
     * of their inputs to this check.
     *
     * @return this layout
     * @throws IllegalStateException if an offset is out of place: a bug in the core, never bad input
     */
    public Layout check() {
        int n = text.length();
        require(schemeEnd < 0 || schemeEnd < n && text.charAt(schemeEnd) == ':', "scheme");
        int afterScheme = schemeEnd + 1;
        if (authorityStart >= 0) {
            require(
                    authorityStart == afterScheme + 2 && text.startsWith("//", afterScheme) && hostKind >= 0,
                    "authority");
            require(userinfoEnd < 0 || userinfoEnd >= authorityStart && text.charAt(userinfoEnd) == '@', "userinfo");
            require(hostStart() <= hostEnd && hostEnd <= pathStart, "host");
            require(
                    portStart < 0
                            ? hostEnd == pathStart
                            : portStart == hostEnd + 1 && text.charAt(hostEnd) == ':' && portStart <= pathStart,
                    "port");
        } else {
            require(userinfoEnd < 0 && portStart < 0 && hostKind < 0 && pathStart == afterScheme, "path");
        }
        int pathEnd = pathEnd();
        require(pathStart <= pathEnd && pathEnd <= n, "path");
        require(queryStart < 0 || text.charAt(queryStart - 1) == '?', "query");
        require(
                fragmentStart < 0
                        || fragmentStart - 1 >= pathEnd && fragmentStart <= n && text.charAt(fragmentStart - 1) == '#',
                "fragment");
        return this;
    }

    private void require(boolean holds, String component) {
        if (!holds) {
            throw new IllegalStateException("internal error: the " + component + " offsets of a layout do not fit "
                    + text.length() + " characters: " + this);
        }
    }

    @Override
    public String toString() {
        return "Layout[scheme " + schemeEnd + ", authority " + authorityStart + ", userinfo " + userinfoEnd
                + ", host " + hostEnd + " " + hostKind().orElse(null) + ", port " + portStart + ", path " + pathStart
                + ", query " + queryStart + ", fragment " + fragmentStart + "]";
    }
}
