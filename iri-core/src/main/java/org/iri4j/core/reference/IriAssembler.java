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
 *
 * @since 0.1.0
 */
public final class IriAssembler {

    private final StringBuilder out;
    private final Environment env;
    private final ComponentLayout layout = new ComponentLayout();
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

    /** As the writer of a port: leaves out the port and its {@code ":"} (RFC 3986 §6.2.3). */
    public static final Writer DROP = (out, src, from, to) -> { };

    /**
     * Starts an empty assembly.
     *
     * @param capacity the expected length
     * @param env      the environment of the value it builds
     */
    public IriAssembler(int capacity, Environment env) {
        this.out = new StringBuilder(capacity);
        this.env = env;
    }

    /**
     * Reassembles a reference component by component, each written by its writer, with the
     * delimiters of the original (draft-ietf-iri-3987bis §6.1: "parse first, map each
     * component"): what IRI to URI mapping, URI to IRI conversion and scheme-based
     * normalization do, with no second parse. The path is written as it is: no writer may
     * change its shape (a leading {@code "//"}, a {@code ":"} in a first segment).
     *
     * @param p       the reference
     * @param writers how to write each component
     * @return the reassembled reference, in {@code p}'s environment
     */
    public static ParsedIri rewrite(ParsedIri p, ComponentWriters writers) {
        String s = p.string();
        IriAssembler out = new IriAssembler(s.length() + (s.length() >> 1) + 16, p.env());
        if (p.isAbsolute()) {
            out.scheme(s, 0, p.schemeEnd(), writers.scheme());
        }
        if (p.hasAuthority()) {
            out.authority(p, writers.userinfo(), writers.host(), writers.port());
        }
        out.path(s, p.pathStart(), p.pathEnd(), writers.path());
        if (p.hasQuery()) {
            out.query(s, p.queryStart(), p.queryEnd(), writers.query());
        }
        if (p.hasFragment()) {
            out.fragment(s, p.fragmentStart(), s.length(), writers.fragment());
        }
        return out.build();
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
        layout.scheme(out.length());
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
        layout.authority(src.authorityStart() + shift)
                .userinfo(src.userinfoEnd() < 0 ? -1 : src.userinfoEnd() + shift)
                .host(src.hostEnd() + shift, src.hostKind().orElseThrow())
                .port(src.portStart() < 0 ? -1 : src.portStart() + shift);
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
        return authority(src, userinfo, host, COPY);
    }

    /**
     * Appends {@code "//" [ userinfo "@" ] host [ ":" port ]} from a parsed reference that
     * has an authority, each part written by its writer; {@link #DROP} as the port's writer
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
    public IriAssembler authority(ParsedIri src, Writer userinfo, Writer host, Writer port) {
        String s = src.string();
        out.append("//");
        layout.authority(out.length());
        if (src.userinfoEnd() >= 0) {
            userinfo.write(out, s, src.authorityStart(), src.userinfoEnd());
            layout.userinfo(out.length());
            out.append('@');
        }
        host.write(out, s, src.hostStart(), src.hostEnd());
        HostKind kind = src.hostKind().orElseThrow();
        layout.host(out.length(), kind);
        hostRewritten = host != COPY && kind == HostKind.REG_NAME;
        if (src.portStart() >= 0 && port != DROP) {
            out.append(':');
            layout.port(out.length());
            port.write(out, s, src.portStart(), src.pathStart());
        }
        return this;
    }

    /**
     * Appends {@code "//" [ userinfo "@" ] host [ ":" port ]} from strings given by a caller
     * who checks them ({@code Iri.Builder}); the host's kind is the caller's to give to
     * {@link #build(HostKind)}.
     *
     * @param userinfo the userinfo, or null for none
     * @param host     the host
     * @param port     the port, or null for none
     * @return this
     */
    public IriAssembler authority(String userinfo, String host, String port) {
        out.append("//");
        layout.authority(out.length());
        if (userinfo != null) {
            out.append(userinfo);
            layout.userinfo(out.length());
            out.append('@');
        }
        out.append(host);
        layout.host(out.length(), null);
        if (port != null) {
            out.append(':');
            layout.port(out.length());
            out.append(port);
        }
        return this;
    }

    /**
     * Appends a path exactly as given, for a caller who checks its shape
     * ({@code Iri.Builder}, which rejects what {@link #path} would rewrite).
     *
     * @param path the path
     * @return this
     */
    public IriAssembler pathAsGiven(String path) {
        layout.path(out.length());
        out.append(path);
        return this;
    }

    /** @return the text assembled so far */
    String text() {
        return out.toString();
    }

    /** @return the layout assembled so far, for a caller who checks its components */
    ComponentLayout layout() {
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
        layout.path(out.length());
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
        layout.path(out.length());
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
            layout.path(out.length());
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
        int pathStart = layout.pathStart();
        int length = out.length() - pathStart;
        if (layout.authorityStart < 0 && length >= 2 && out.charAt(pathStart) == '/' && out.charAt(pathStart + 1) == '/') {
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
        layout.query(out.length());
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
        layout.fragment(out.length());
        writer.write(out, src, from, to);
        return this;
    }

    /**
     * The assembled value, with its host's kind decided by the caller, who checked the host.
     *
     * @param hostKind the kind, ignored without authority
     * @return the parsed IRI reference
     */
    public ParsedIri build(HostKind hostKind) {
        if (layout.authorityStart >= 0) {
            layout.host(layout.hostEnd(), hostKind);
        }
        return build();
    }

    /**
     * The assembled value.
     *
     * @return the parsed IRI reference
     */
    public ParsedIri build() {
        if (layout.pathStart() < 0) {
            layout.path(out.length());
        }
        String s = out.toString();
        if (hostRewritten) {
            // Decoding a reg-name can make an IPv4 address ("%31.1.1.1"); no writer makes a
            // delimiter, so the other offsets hold.
            layout.host(layout.hostEnd(), HostParser.regNameOrIpv4(s, layout.hostStart(), layout.hostEnd()));
        }
        return layout.build(s, env);
    }
}
