package org.iri4j.core.internal.layout;

import java.util.Objects;
import java.util.function.Function;
import org.iri4j.api.Component;
import org.iri4j.api.EncodeSet;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.IriCode;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.internal.codec.ComponentEncoder;
import org.iri4j.core.internal.codec.PercentDecoder;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.ComponentSpec;
import org.iri4j.core.internal.syntax.Finding;
import org.iri4j.core.internal.syntax.Grammar;
import org.iri4j.core.internal.syntax.HostParser;
import org.iri4j.core.internal.syntax.Production;
import org.iri4j.core.internal.syntax.ViolationCollector;

/**
 * The {@link IriBuilder}: composes components (RFC 3986 §5.3), then checks each one against
 * its own production, and how they fit together, before it returns anything. Nothing is
 * repaired silently: a space in a path is an error, not a {@code %20}. What it builds is made
 * by the function it is given (the value class, above this package).
 */
public final class ComponentsBuilder implements IriBuilder {

    private static final Grammar GRAMMAR = Grammar.IRI;

    private final Function<Layout, Iri> values;
    private String scheme;
    private String userinfo;
    private String host;
    private String port;
    private String path = "";
    private String query;
    private String fragment;
    /**
     * The components as {@link #from} took them from a parsed reference, whose components are
     * valid: one still held as that very string is not checked again (scheme, userinfo, host,
     * port, query, fragment); null for a builder made empty.
     */
    private String[] taken;

    private ComponentsBuilder(Function<Layout, Iri> values) {
        this.values = Objects.requireNonNull(values, "values");
    }

    /**
     * A builder with no components.
     *
     * @param values what makes a value of the layout built
     * @return the builder
     */
    public static ComponentsBuilder empty(Function<Layout, Iri> values) {
        return new ComponentsBuilder(values);
    }

    /**
     * A builder holding the components of a reference.
     *
     * @param iri    the reference's layout
     * @param values what makes a value of the layout built
     * @return the builder
     */
    public static ComponentsBuilder from(Layout iri, Function<Layout, Iri> values) {
        ComponentsBuilder builder = new ComponentsBuilder(values);
        builder.scheme = iri.scheme().orElse(null);
        builder.userinfo = iri.userinfo().orElse(null);
        builder.host = iri.host().orElse(null);
        builder.port = iri.port().orElse(null);
        builder.path = iri.path();
        builder.query = iri.query().orElse(null);
        builder.fragment = iri.fragment().orElse(null);
        builder.taken = new String[] {
            builder.scheme, builder.userinfo, builder.host, builder.port, builder.query, builder.fragment
        };
        return builder;
    }

    @Override
    public IriBuilder scheme(String scheme) {
        this.scheme = scheme;
        return this;
    }

    @Override
    public IriBuilder userinfo(String userinfo) {
        this.userinfo = userinfo;
        return this;
    }

    @Override
    public IriBuilder host(String host) {
        this.host = host;
        return this;
    }

    @Override
    public IriBuilder port(String port) {
        this.port = port;
        return this;
    }

    @Override
    public IriBuilder port(int port) {
        if (port < 0) {
            throw new IllegalArgumentException("port must not be negative: " + port);
        }
        this.port = Integer.toString(port);
        return this;
    }

    @Override
    public IriBuilder path(String path) {
        this.path = Objects.requireNonNull(path, "path (use \"\" for an empty path)");
        return this;
    }

    @Override
    public IriBuilder query(String query) {
        this.query = query;
        return this;
    }

    @Override
    public IriBuilder fragment(String fragment) {
        this.fragment = fragment;
        return this;
    }

    @Override
    public IriBuilder addDecodedPathSegment(String segment) {
        Objects.requireNonNull(segment, "segment");
        if (segment.equals(".") || segment.equals("..")) {
            // RFC 3986 §3.3: "." and ".." name no resource but a place in the hierarchy, and no
            // encoding keeps them literal (%2E is unreserved, §2.3): navigate, as resolution would.
            path = segment.equals("..") ? parent(path) : withTrailingSlash(path);
            return this;
        }
        String encoded = ComponentEncoder.encode(segment, EncodeSet.PATH_SEGMENT);
        // A path that ends with "/" has an empty last segment, which the new one takes the place of.
        path = (path.endsWith("/") ? path : path + "/") + encoded;
        return this;
    }

    private static String withTrailingSlash(String path) {
        return path.endsWith("/") ? path : path + "/";
    }

    /** The path without its last segment, ending with "/"; never above the root (RFC 3986 §5.2.4). */
    private static String parent(String path) {
        String directory = withTrailingSlash(path);
        int slash = directory.lastIndexOf('/', directory.length() - 2);
        return slash < 0 ? "/" : directory.substring(0, slash + 1);
    }

    @Override
    public IriBuilder addDecodedQueryParameter(String name, String value) {
        String pair = ComponentEncoder.encode(Objects.requireNonNull(name, "name"), EncodeSet.QUERY_PARAMETER)
                + (value == null ? "" : "=" + ComponentEncoder.encode(value, EncodeSet.QUERY_PARAMETER));
        query = query == null || query.isEmpty() ? pair : query + "&" + pair;
        return this;
    }

    @Override
    public IriBuilder setDecodedQueryParameter(String name, String value) {
        return removeQueryParameters(name).addDecodedQueryParameter(name, value);
    }

    @Override
    public IriBuilder removeQueryParameters(String name) {
        Objects.requireNonNull(name, "name");
        if (query == null || query.isEmpty()) {
            return this;
        }
        StringBuilder kept = new StringBuilder(query.length());
        boolean removed = false;
        boolean first = true;
        boolean parameterLeft = false;
        for (int from = 0; from <= query.length(); ) {
            int amp = query.indexOf('&', from);
            String piece = query.substring(from, amp < 0 ? query.length() : amp);
            int eq = piece.indexOf('=');
            if (!piece.isEmpty()
                    && PercentDecoder.decodeAll(eq < 0 ? piece : piece.substring(0, eq))
                            .equals(name)) {
                removed = true;
            } else {
                kept.append(first ? "" : "&").append(piece);
                first = false;
                parameterLeft |= !piece.isEmpty();
            }
            from = amp < 0 ? query.length() + 1 : amp + 1;
        }
        if (removed) {
            // Empty pieces ("a=1&&") are no parameter: a query left with only those is removed too.
            query = parameterLeft ? kept.toString() : null;
        }
        return this;
    }

    @Override
    public IriBuilder decodedFragment(String fragment) {
        this.fragment = fragment == null ? null : ComponentEncoder.encode(fragment, EncodeSet.FRAGMENT);
        return this;
    }

    @Override
    public Iri build() {
        IriAssembler out = compose();
        Layout at = out.draft();
        String s = at.string();
        ViolationCollector sink = new ViolationCollector(s, SeverityMap.standard());
        if (scheme != null && !isTaken(0, scheme)) {
            checkScheme(s, at.schemeEnd, sink);
        }
        HostKind kind = host == null ? null : checkAuthority(s, at, sink);
        if (host == null && (userinfo != null || port != null)) {
            sink.report(Finding.of(s, IriCode.MISSING_HOST, Production.HOST, GRAMMAR, 0, 0)
                    .component(Component.AUTHORITY)
                    .headline(userinfo != null ? () -> "userinfo without a host" : () -> "port without a host")
                    .explanation(
                            () -> "an authority is [ userinfo \"@\" ] host [ \":\" port ]; give a host, possibly empty"
                                    + " (RFC 3986 §3.2)"));
        }
        checkPath(s, at, sink);
        if (query != null && !isTaken(4, query)) {
            scanWhole(s, at.queryStart, at.queryEnd(), Production.QUERY, sink);
        }
        if (fragment != null && !isTaken(5, fragment)) {
            scanWhole(s, at.fragmentStart, s.length(), Production.FRAGMENT, sink);
        }
        if (sink.hasGrammarErrors()) {
            throw new InvalidInputException(s, sink.sorted());
        }
        return values.apply(out.build(kind));
    }

    /** The components written one after the other (RFC 3986 §5.3), not checked yet. */
    private IriAssembler compose() {
        IriAssembler out = new IriAssembler(16
                + length(scheme)
                + length(userinfo)
                + length(host)
                + length(port)
                + path.length()
                + length(query)
                + length(fragment));
        if (scheme != null) {
            out.scheme(scheme, 0, scheme.length());
        }
        if (host != null) {
            out.authority(userinfo, host, port);
        }
        out.pathAsGiven(path);
        if (query != null) {
            out.query(query, 0, query.length());
        }
        if (fragment != null) {
            out.fragment(fragment, 0, fragment.length());
        }
        return out;
    }

    /** The userinfo, the host and the port, each against its rule; the host's kind. */
    private HostKind checkAuthority(String s, Layout at, ViolationCollector sink) {
        if (userinfo != null && !isTaken(1, userinfo)) {
            scanWhole(s, at.authorityStart, at.userinfoEnd, Production.USERINFO, sink);
        }
        int stop = isTaken(2, host) ? at.hostEnd : HostParser.parse(s, at.hostStart(), at.hostEnd, GRAMMAR, sink);
        if (stop < at.hostEnd) {
            ComponentScanner.reportBadCharacter(s, stop, at.hostEnd, GRAMMAR.spec(Production.REG_NAME), sink);
        }
        if (port != null && !isTaken(3, port)) {
            scanWhole(s, at.portStart, at.pathStart, Production.PORT, sink);
        }
        return HostParser.kind(s, at.hostStart(), at.hostEnd);
    }

    /**
     * Whether a component is still the very string taken from a parsed reference, so valid for
     * its production: its text alone decides that, wherever it now stands.
     */
    private boolean isTaken(int index, String component) {
        return taken != null && component == taken[index];
    }

    /**
     * Scans a component given whole: a delimiter that would end it when parsed (a "#" in a
     * query) is a character it may not hold here, and is reported as one.
     */
    private static void scanWhole(String s, int from, int to, Production production, ViolationCollector sink) {
        ComponentSpec spec = GRAMMAR.spec(production);
        for (int i = from; i < to; ) {
            i = ComponentScanner.scanComponent(s, i, to, spec, sink);
            if (i < to) {
                i = ComponentScanner.reportBadCharacter(s, i, to, spec, sink);
            }
        }
    }

    private static int length(String component) {
        return component == null ? 0 : component.length();
    }

    private static void checkScheme(String s, int schemeEnd, ViolationCollector sink) {
        if (schemeEnd == 0) {
            sink.report(Finding.of(s, IriCode.INVALID_SCHEME, Production.SCHEME, GRAMMAR, 0, 1)
                    .headline(() -> "empty scheme"));
            return;
        }
        if (!CharClass.is(s.charAt(0), CharClass.ALPHA)) {
            sink.report(Finding.of(s, IriCode.INVALID_SCHEME, Production.SCHEME, GRAMMAR, 0, 1));
        }
        scanWhole(s, 1, schemeEnd, Production.SCHEME, sink);
    }

    /* ipath-abempty after an authority; ipath-absolute / -rootless / -noscheme / -empty without. */
    private void checkPath(String s, Layout at, ViolationCollector sink) {
        int pathStart = at.pathStart;
        int pathEnd = at.pathEnd();
        boolean empty = pathStart == pathEnd;
        boolean slash = !empty && s.charAt(pathStart) == '/';
        if (host != null && !empty && !slash) {
            sink.report(
                    Finding.of(s, IriCode.PATH_NOT_ABSOLUTE, Production.PATH_ABEMPTY, GRAMMAR, pathStart, pathStart + 1)
                            .headline(() -> "path not beginning with \"/\" after an authority")
                            .explanation(
                                    () ->
                                            "after an authority the path is empty or begins with \"/\" (ipath-abempty, RFC 3986 §3.3)"));
        }
        if (host == null && slash && pathEnd - pathStart > 1 && s.charAt(pathStart + 1) == '/') {
            sink.report(Finding.of(
                            s,
                            IriCode.PATH_STARTS_WITH_DOUBLE_SLASH,
                            Production.PATH_ABSOLUTE,
                            GRAMMAR,
                            pathStart,
                            pathStart + 2)
                    .headline(() -> "path beginning with \"//\" without an authority")
                    .explanation(() -> "it would read as an authority; without one a path cannot begin with \"//\""
                            + " (ipath-absolute, RFC 3986 §3.3)"));
        }
        int i = pathStart;
        if (at.schemeEnd < 0 && host == null && !empty && !slash) {
            i = ComponentScanner.scanComponent(s, i, pathEnd, GRAMMAR.spec(Production.PATH_NOSCHEME_FIRST), sink);
        }
        Production production = host != null
                ? Production.PATH_ABEMPTY
                : slash
                        ? Production.PATH_ABSOLUTE
                        : at.schemeEnd >= 0 ? Production.PATH_ROOTLESS : Production.PATH_NOSCHEME;
        scanWhole(s, i, pathEnd, production, sink);
    }
}
