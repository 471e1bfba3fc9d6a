package org.iri4j.core.internal.layout;

import org.iri4j.api.HostKind;
import org.iri4j.core.internal.syntax.DotSegments;
import org.iri4j.core.internal.syntax.HostParser;

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
    private final Layout layout = new Layout();
    /** Whether a writer rewrote a reg-name host, whose kind {@link #build} then decides again. */
    private boolean hostRewritten;

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
        return scheme(src, from, to, ComponentWriter.COPY);
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
    public IriAssembler scheme(CharSequence src, int from, int to, ComponentWriter writer) {
        writer.write(out, src, from, to);
        layout.schemeEnd = out.length();
        out.append(':');
        return this;
    }

    /**
     * Appends {@code "//" authority}, copied from a parsed reference that has one.
     *
     * @param src the reference
     * @return this
     */
    public IriAssembler authority(Layout src) {
        // One append, the offsets moved by the shift: the common case of resolution.
        String s = src.string();
        int shift = out.length() + 2 - src.authorityStart();
        out.append("//").append(s, src.authorityStart(), src.pathStart());
        layout.authorityStart = src.authorityStart() + shift;
        layout.userinfoEnd = src.userinfoEnd() < 0 ? -1 : src.userinfoEnd() + shift;
        layout.host(src.hostEnd() + shift, src.hostKind().orElseThrow());
        layout.portStart = src.portStart() < 0 ? -1 : src.portStart() + shift;
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
    public IriAssembler authority(Layout src, ComponentWriter userinfo, ComponentWriter host) {
        return authority(src, userinfo, host, ComponentWriter.COPY);
    }

    /**
     * Appends {@code "//" [ userinfo "@" ] host [ ":" port ]} from a parsed reference that
     * has an authority, each part written by its writer; {@link ComponentWriter#DROP} as the port's writer
     * leaves the port out, {@code ":"} included. A rewritten registered name has its kind
     * decided again when the value is built: decoding ({@code %31.2.3.4}) or ToASCII
     * (full-width digits) can make an IPv4 address.
     *
     * @param src      the reference
     * @param userinfo how to write its userinfo
     * @param host     how to write its host
     * @param port     how to write its port
     * @return this
     */
    public IriAssembler authority(Layout src, ComponentWriter userinfo, ComponentWriter host, ComponentWriter port) {
        String s = src.string();
        out.append("//");
        layout.authorityStart = out.length();
        if (src.userinfoEnd() >= 0) {
            userinfo.write(out, s, src.authorityStart(), src.userinfoEnd());
            layout.userinfoEnd = out.length();
            out.append('@');
        }
        host.write(out, s, src.hostStart(), src.hostEnd());
        HostKind kind = src.hostKind().orElseThrow();
        layout.host(out.length(), kind);
        hostRewritten = host != ComponentWriter.COPY && kind == HostKind.REG_NAME;
        if (src.portStart() >= 0 && port != ComponentWriter.DROP) {
            out.append(':');
            layout.portStart = out.length();
            port.write(out, s, src.portStart(), src.pathStart());
        }
        return this;
    }

    /**
     * Appends {@code "//" [ userinfo "@" ] host [ ":" port ]} from strings given by a caller
     * who checks them ({@code IriBuilder}); the host's kind is the caller's to give to
     * {@link #build(HostKind)}.
     *
     * @param userinfo the userinfo, or null for none
     * @param host     the host
     * @param port     the port, or null for none
     * @return this
     */
    public IriAssembler authority(String userinfo, String host, String port) {
        out.append("//");
        layout.authorityStart = out.length();
        if (userinfo != null) {
            out.append(userinfo);
            layout.userinfoEnd = out.length();
            out.append('@');
        }
        out.append(host);
        layout.host(out.length(), null);
        if (port != null) {
            out.append(':');
            layout.portStart = out.length();
            out.append(port);
        }
        return this;
    }

    /**
     * Appends a path exactly as given, for a caller who checks its shape
     * ({@code IriBuilder}, which rejects what {@link #path} would rewrite).
     *
     * @param path the path
     * @return this
     */
    public IriAssembler pathAsGiven(String path) {
        layout.pathStart = out.length();
        out.append(path);
        return this;
    }

    /**
     * The layout assembled so far, with its text, not yet checked: for the builder, which
     * checks its components against their rules before {@link #build(HostKind)}.
     *
     * @return the draft layout
     */
    Layout draft() {
        layout.text = out.toString();
        return layout;
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
        return path(src, from, to, ComponentWriter.COPY);
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
    public IriAssembler path(CharSequence src, int from, int to, ComponentWriter writer) {
        layout.pathStart = out.length();
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
        layout.pathStart = out.length();
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
    public IriAssembler pathWithoutDots(CharSequence src, int from, int to, ComponentWriter writer) {
        if (writer == ComponentWriter.COPY) {
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
    public IriAssembler mergedPath(Layout base, Layout ref) {
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
            layout.pathStart = out.length();
            out.append(rootOnly ? "/" : "").append(b, dirStart, dirEnd).append(r, ref.pathStart(), ref.pathEnd());
            keepPathShape();
            return this;
        }
        StringBuilder merged = new StringBuilder(dirEnd - dirStart + ref.pathEnd() - ref.pathStart() + 1)
                .append(rootOnly ? "/" : "")
                .append(b, dirStart, dirEnd)
                .append(r, ref.pathStart(), ref.pathEnd());
        return pathWithoutDots(merged, 0, merged.length());
    }

    /** Writes the path so that it parses back as the same path (see the class comment). */
    private void keepPathShape() {
        int pathStart = layout.pathStart;
        int length = out.length() - pathStart;
        if (layout.authorityStart < 0
                && length >= 2
                && out.charAt(pathStart) == '/'
                && out.charAt(pathStart + 1) == '/') {
            out.insert(pathStart, "/.");
        } else if (layout.schemeEnd < 0 && layout.authorityStart < 0 && length > 0 && out.charAt(pathStart) != '/') {
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
        return query(src, from, to, ComponentWriter.COPY);
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
    public IriAssembler query(CharSequence src, int from, int to, ComponentWriter writer) {
        out.append('?');
        layout.queryStart = out.length();
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
        return fragment(src, from, to, ComponentWriter.COPY);
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
    public IriAssembler fragment(CharSequence src, int from, int to, ComponentWriter writer) {
        out.append('#');
        layout.fragmentStart = out.length();
        writer.write(out, src, from, to);
        return this;
    }

    /**
     * The assembled layout, with its host's kind decided by the caller, who checked the host.
     *
     * @param hostKind the kind, ignored without authority
     * @return the layout
     */
    public Layout build(HostKind hostKind) {
        if (layout.authorityStart >= 0) {
            layout.host(layout.hostEnd, hostKind);
        }
        return build();
    }

    /**
     * The assembled layout, checked against its text.
     *
     * @return the layout
     * @throws IllegalStateException if the offsets do not fit the text: a bug in the core
     */
    public Layout build() {
        if (layout.pathStart < 0) {
            layout.pathStart = out.length();
        }
        layout.text = out.toString();
        if (hostRewritten) {
            // Decoding a reg-name can make an IPv4 address ("%31.1.1.1"); no writer makes a
            // delimiter, so the other offsets hold.
            layout.host(layout.hostEnd, HostParser.regNameOrIpv4(layout.text, layout.hostStart(), layout.hostEnd));
        }
        return layout.check();
    }
}
