package org.iri4j.core.reference;

import org.iri4j.api.HostKind;
import org.iri4j.core.syntax.DotSegments;
import org.iri4j.core.syntax.HostParser;

/**
 * Recomposes components into an IRI reference (RFC 3986 §5.3) and records the offsets as it
 * goes, so that the result needs no second parse. Components must be appended in order and
 * must already be valid for their place.
 *
 * <p>Two cases of §5.3 would not parse back to the same components, and are written so that
 * they do (as the WHATWG URL Standard does for the first): a path beginning with {@code "//"}
 * without an authority is written {@code "/.//…"}, and a relative path without scheme whose
 * first segment holds {@code ":"} is written {@code "./…"}. Both are the same path once dot
 * segments are removed.
 */
public final class IriAssembler {

    private final StringBuilder out;
    private int schemeEnd = -1;
    private int authorityStart = -1;
    private int userinfoEnd = -1;
    private int hostEnd = -1;
    private int portStart = -1;
    private int pathStart = -1;
    private int queryStart = -1;
    private int fragmentStart = -1;
    private HostKind hostKind;
    /** Whether a writer rewrote a reg-name host, whose kind {@link #build} then decides again. */
    private boolean hostRewritten;

    /**
     * Writes a component's text into the assembly: as it is ({@link #COPY}), or transformed
     * on the way, so that a normalizer needs no intermediate string per component.
     */
    @FunctionalInterface
    public interface Writer {
        /**
         * Appends the component {@code src[from, to)}, transformed as this writer does.
         *
         * @param out  the assembly's buffer, to append to only
         * @param src  the string holding the component
         * @param from its start
         * @param to   its end
         */
        void write(StringBuilder out, CharSequence src, int from, int to);
    }

    /** Writes a component as it is. */
    public static final Writer COPY = (out, src, from, to) -> out.append(src, from, to);

    /**
     * Starts an empty assembly.
     *
     * @param capacity the expected length
     */
    public IriAssembler(int capacity) {
        this.out = new StringBuilder(capacity);
    }

    /**
     * Appends {@code scheme ":"}.
     *
     * @param src  the string holding the scheme
     * @param from its start
     * @param to   its end
     * @return this
     */
    public IriAssembler scheme(CharSequence src, int from, int to) {
        return scheme(src, from, to, COPY);
    }

    /**
     * Appends {@code scheme ":"}, the scheme written by {@code writer}.
     *
     * @param src    the string holding the scheme
     * @param from   its start
     * @param to     its end
     * @param writer how to write it
     * @return this
     */
    public IriAssembler scheme(CharSequence src, int from, int to, Writer writer) {
        writer.write(out, src, from, to);
        schemeEnd = out.length();
        out.append(':');
        return this;
    }

    /**
     * Appends {@code "//" authority}, copied from a parsed reference that has one.
     *
     * @param src the reference
     * @return this
     */
    public IriAssembler authority(ParsedIri src) {
        // One append, the offsets moved by the shift: the common case of resolution.
        String s = src.string();
        int shift = out.length() + 2 - src.authorityStart();
        out.append("//").append(s, src.authorityStart(), src.pathStart());
        authorityStart = src.authorityStart() + shift;
        userinfoEnd = src.userinfoEnd() < 0 ? -1 : src.userinfoEnd() + shift;
        hostEnd = src.hostEnd() + shift;
        portStart = src.portStart() < 0 ? -1 : src.portStart() + shift;
        hostKind = src.hostKind().orElse(HostKind.REG_NAME);
        return this;
    }

    /**
     * Appends {@code "//" [ userinfo "@" ] host [ ":" port ]} from a parsed reference that
     * has an authority, the userinfo and the host written by the given writers, the port as
     * it is.
     *
     * @param src      the reference
     * @param userinfo how to write its userinfo
     * @param host     how to write its host
     * @return this
     */
    public IriAssembler authority(ParsedIri src, Writer userinfo, Writer host) {
        String s = src.string();
        out.append("//");
        authorityStart = out.length();
        if (src.userinfoEnd() >= 0) {
            userinfo.write(out, s, src.authorityStart(), src.userinfoEnd());
            userinfoEnd = out.length();
            out.append('@');
        }
        host.write(out, s, src.hostStart(), src.hostEnd());
        hostEnd = out.length();
        hostKind = src.hostKind().orElse(HostKind.REG_NAME);
        hostRewritten = host != COPY && hostKind == HostKind.REG_NAME;
        if (src.portStart() >= 0) {
            out.append(':');
            portStart = out.length();
            out.append(s, src.portStart(), src.pathStart());
        }
        return this;
    }

    /**
     * Appends a path, as it is.
     *
     * @param src  the string holding the path
     * @param from its start
     * @param to   its end
     * @return this
     */
    public IriAssembler path(CharSequence src, int from, int to) {
        return path(src, from, to, COPY);
    }

    /**
     * Appends a path written by {@code writer}.
     *
     * @param src    the string holding the path
     * @param from   its start
     * @param to     its end
     * @param writer how to write it
     * @return this
     */
    public IriAssembler path(CharSequence src, int from, int to, Writer writer) {
        pathStart = out.length();
        writer.write(out, src, from, to);
        keepPathShape();
        return this;
    }

    /**
     * Appends a path with its dot segments removed (RFC 3986 §5.2.4).
     *
     * @param src  the string holding the path
     * @param from its start
     * @param to   its end
     * @return this
     */
    public IriAssembler pathWithoutDots(CharSequence src, int from, int to) {
        pathStart = out.length();
        DotSegments.removeInto(src, from, to, out);
        keepPathShape();
        return this;
    }

    /**
     * Appends a path written by {@code writer}, then removes its dot segments (RFC 3986
     * §5.2.4): after the writer, since what it decodes ({@code %2E}) may make them.
     *
     * @param src    the string holding the path
     * @param from   its start
     * @param to     its end
     * @param writer how to write it
     * @return this
     */
    public IriAssembler pathWithoutDots(CharSequence src, int from, int to, Writer writer) {
        if (writer == COPY) {
            return pathWithoutDots(src, from, to);
        }
        int mark = out.length();
        writer.write(out, src, from, to);
        String written = out.substring(mark);
        out.setLength(mark);
        return pathWithoutDots(written, 0, written.length());
    }

    /**
     * Appends the merge of a base path and a relative path (RFC 3986 §5.2.3) with its dot
     * segments removed: all of the base path up to its last {@code "/"} (or {@code "/"} when
     * the base has an authority and an empty path), then the relative path.
     *
     * @param base the base
     * @param ref  the reference, with a relative path
     * @return this
     */
    public IriAssembler mergedPath(ParsedIri base, ParsedIri ref) {
        String b = base.string();
        String r = ref.string();
        int dirStart = base.pathStart();
        int dirEnd = dirStart;
        for (int i = base.pathEnd() - 1; i >= dirStart; i--) {
            if (b.charAt(i) == '/') {
                dirEnd = i + 1;
                break;
            }
        }
        boolean rootOnly = base.hasAuthority() && base.pathIsEmpty();
        if (!DotSegments.has(r, ref.pathStart(), ref.pathEnd()) && !DotSegments.has(b, dirStart, dirEnd)) {
            pathStart = out.length();
            out.append(rootOnly ? "/" : "").append(b, dirStart, dirEnd).append(r, ref.pathStart(), ref.pathEnd());
            keepPathShape();
            return this;
        }
        StringBuilder merged = new StringBuilder(dirEnd - dirStart + ref.pathEnd() - ref.pathStart() + 1)
                .append(rootOnly ? "/" : "").append(b, dirStart, dirEnd).append(r, ref.pathStart(), ref.pathEnd());
        return pathWithoutDots(merged, 0, merged.length());
    }

    /** Writes the path so that it parses back as the same path (see the class comment). */
    private void keepPathShape() {
        int length = out.length() - pathStart;
        if (authorityStart < 0 && length >= 2 && out.charAt(pathStart) == '/' && out.charAt(pathStart + 1) == '/') {
            out.insert(pathStart, "/.");
        } else if (schemeEnd < 0 && authorityStart < 0 && length > 0 && out.charAt(pathStart) != '/') {
            for (int i = pathStart; i < out.length() && out.charAt(i) != '/'; i++) {
                if (out.charAt(i) == ':') {
                    out.insert(pathStart, "./");
                    break;
                }
            }
        }
    }

    /**
     * Appends {@code "?" query}.
     *
     * @param src  the string holding the query
     * @param from its start
     * @param to   its end
     * @return this
     */
    public IriAssembler query(CharSequence src, int from, int to) {
        return query(src, from, to, COPY);
    }

    /**
     * Appends {@code "?" query}, the query written by {@code writer}.
     *
     * @param src    the string holding the query
     * @param from   its start
     * @param to     its end
     * @param writer how to write it
     * @return this
     */
    public IriAssembler query(CharSequence src, int from, int to, Writer writer) {
        out.append('?');
        queryStart = out.length();
        writer.write(out, src, from, to);
        return this;
    }

    /**
     * Appends {@code "#" fragment}.
     *
     * @param src  the string holding the fragment
     * @param from its start
     * @param to   its end
     * @return this
     */
    public IriAssembler fragment(CharSequence src, int from, int to) {
        return fragment(src, from, to, COPY);
    }

    /**
     * Appends {@code "#" fragment}, the fragment written by {@code writer}.
     *
     * @param src    the string holding the fragment
     * @param from   its start
     * @param to     its end
     * @param writer how to write it
     * @return this
     */
    public IriAssembler fragment(CharSequence src, int from, int to, Writer writer) {
        out.append('#');
        fragmentStart = out.length();
        writer.write(out, src, from, to);
        return this;
    }

    /**
     * The assembled value.
     *
     * @return the parsed IRI reference
     */
    public ParsedIri build() {
        if (pathStart < 0) {
            pathStart = out.length();
        }
        String s = out.toString();
        if (hostRewritten) {
            // Decoding a reg-name can make an IPv4 address ("%31.1.1.1"); no writer makes a
            // delimiter, so the other offsets hold.
            hostKind = HostParser.regNameOrIpv4(s, userinfoEnd >= 0 ? userinfoEnd + 1 : authorityStart, hostEnd);
        }
        return new ParsedIri(s, schemeEnd, authorityStart, userinfoEnd, hostEnd, portStart,
                pathStart, queryStart, fragmentStart, authorityStart < 0 ? null : hostKind);
    }
}
