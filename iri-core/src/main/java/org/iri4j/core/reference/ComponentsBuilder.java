package org.iri4j.core.reference;

import static org.iri4j.core.syntax.ComponentScanner.END_AT_SLASH;
import static org.iri4j.core.syntax.ComponentScanner.NO_PERCENT;
import static org.iri4j.core.syntax.ComponentScanner.PRIVATE;
import static org.iri4j.core.syntax.ComponentScanner.UCS;
import static org.iri4j.core.syntax.ComponentScanner.scanComponent;

import java.util.Objects;
import org.iri4j.api.Component;
import org.iri4j.api.EncodeSet;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.core.mapping.ComponentEncoder;
import org.iri4j.core.mapping.PercentDecoder;
import org.iri4j.core.syntax.CharClass;
import org.iri4j.core.syntax.HostParser;
import org.iri4j.core.syntax.Production;
import org.iri4j.core.syntax.ViolationCollector;

/**
 * The {@link Iri.Builder}: composes components (RFC 3986 §5.3), then checks each one against
 * its own production, and how they fit together, before it returns anything. Nothing is
 * repaired silently: a space in a path is an error, not a {@code %20}.
 *
 * @since 0.1.0
 */
public final class ComponentsBuilder implements Iri.Builder {

    private final Environment env;
    private String scheme;
    private String userinfo;
    private String host;
    private String port;
    private String path = "";
    private String query;
    private String fragment;

    private ComponentsBuilder(Environment env) {
        this.env = env;
    }

    /**
     * A builder with no components.
     *
     * @param env the environment of what it builds
     * @return the builder
     */
    public static ComponentsBuilder empty(Environment env) {
        return new ComponentsBuilder(env);
    }

    /**
     * A builder holding the components of a parsed reference.
     *
     * @param iri the reference
     * @return the builder
     */
    static ComponentsBuilder from(ParsedIri iri) {
        ComponentsBuilder builder = new ComponentsBuilder(iri.env());
        builder.scheme = iri.scheme().orElse(null);
        builder.userinfo = iri.userinfo().orElse(null);
        builder.host = iri.host().orElse(null);
        builder.port = iri.port().orElse(null);
        builder.path = iri.path();
        builder.query = iri.query().orElse(null);
        builder.fragment = iri.fragment().orElse(null);
        return builder;
    }

    @Override
    public Iri.Builder scheme(String scheme) {
        this.scheme = scheme;
        return this;
    }

    @Override
    public Iri.Builder userinfo(String userinfo) {
        this.userinfo = userinfo;
        return this;
    }

    @Override
    public Iri.Builder host(String host) {
        this.host = host;
        return this;
    }

    @Override
    public Iri.Builder port(String port) {
        this.port = port;
        return this;
    }

    @Override
    public Iri.Builder port(int port) {
        if (port < 0) {
            throw new IllegalArgumentException("port must not be negative: " + port);
        }
        this.port = Integer.toString(port);
        return this;
    }

    @Override
    public Iri.Builder path(String path) {
        this.path = Objects.requireNonNull(path, "path (use \"\" for an empty path)");
        return this;
    }

    @Override
    public Iri.Builder query(String query) {
        this.query = query;
        return this;
    }

    @Override
    public Iri.Builder fragment(String fragment) {
        this.fragment = fragment;
        return this;
    }

    @Override
    public Iri.Builder addPathSegment(String segment) {
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
    public Iri.Builder addQueryParameter(String name, String value) {
        String pair = ComponentEncoder.encode(Objects.requireNonNull(name, "name"), EncodeSet.QUERY_PARAMETER)
                + (value == null ? "" : "=" + ComponentEncoder.encode(value, EncodeSet.QUERY_PARAMETER));
        query = query == null || query.isEmpty() ? pair : query + "&" + pair;
        return this;
    }

    @Override
    public Iri.Builder setQueryParameter(String name, String value) {
        return removeQueryParameters(name).addQueryParameter(name, value);
    }

    @Override
    public Iri.Builder removeQueryParameters(String name) {
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
            if (!piece.isEmpty() && PercentDecoder.decodeAll(eq < 0 ? piece : piece.substring(0, eq)).equals(name)) {
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
    public Iri.Builder decodedFragment(String fragment) {
        this.fragment = fragment == null ? null : ComponentEncoder.encode(fragment, EncodeSet.FRAGMENT);
        return this;
    }

    @Override
    public Iri build() {
        IriAssembler out = new IriAssembler(16 + length(scheme) + length(userinfo) + length(host) + length(port)
                + path.length() + length(query) + length(fragment), env);
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
        String s = out.text();
        ComponentLayout at = out.layout();
        int n = s.length();

        ViolationCollector sink = ViolationCollector.collecting(s, false);
        if (scheme != null) {
            checkScheme(s, at.schemeEnd, sink);
        }
        HostKind kind = null;
        if (host != null) {
            if (userinfo != null) {
                scanComponent(s, at.authorityStart, at.userinfoEnd, CharClass.USERINFO, UCS, 0, Production.USERINFO,
                        sink, false);
            }
            long parsedHost = HostParser.parse(s, at.hostStart(), at.hostEnd(), sink, false);
            kind = HostParser.kind(parsedHost);
            int stop = HostParser.end(parsedHost);
            if (stop < at.hostEnd()) {
                ViolationCollector.report(sink, s, false, IriCode.ILLEGAL_CHARACTER, Production.REG_NAME,
                        stop, stop + 1);
            }
            if (port != null) {
                scanComponent(s, at.portStart, at.pathStart(), CharClass.DIGIT, NO_PERCENT, 0, Production.PORT, sink,
                        false);
            }
        } else if (userinfo != null || port != null) {
            ViolationCollector.report(sink, s, false, IriCode.MISSING_HOST, Production.HOST, Component.AUTHORITY,
                    0, 0, (userinfo != null ? "userinfo" : "port") + " without a host",
                    "an authority is [ userinfo \"@\" ] host [ \":\" port ]; give a host, possibly empty"
                            + " (RFC 3986 §3.2)");
        }
        checkPath(s, at.schemeEnd, at.pathStart(), at.pathEnd(n), sink);
        if (query != null) {
            scanComponent(s, at.queryStart, at.queryEnd(n), CharClass.QUERY, UCS | PRIVATE, 0, Production.QUERY, sink,
                    false);
        }
        if (fragment != null) {
            scanComponent(s, at.fragmentStart, n, CharClass.QUERY, UCS, 0, Production.FRAGMENT, sink, false);
        }
        if (sink.hasErrors()) {
            throw new IriSyntaxException(s, sink.sorted());
        }
        return out.build(kind);
    }

    private static int length(String component) {
        return component == null ? 0 : component.length();
    }

    private static void checkScheme(String s, int schemeEnd, ViolationCollector sink) {
        if (schemeEnd == 0) {
            ViolationCollector.report(sink, s, false, IriCode.INVALID_SCHEME, Production.SCHEME, null,
                    0, 1, "empty scheme", null);
            return;
        }
        if (!CharClass.is(s.charAt(0), CharClass.ALPHA)) {
            ViolationCollector.report(sink, s, false, IriCode.INVALID_SCHEME, Production.SCHEME, 0, 1);
        }
        scanComponent(s, 1, schemeEnd, CharClass.SCHEME, NO_PERCENT, 0, Production.SCHEME, sink, false);
    }

    /* ipath-abempty after an authority; ipath-absolute / -rootless / -noscheme / -empty without. */
    private void checkPath(String s, int schemeEnd, int pathStart, int pathEnd, ViolationCollector sink) {
        boolean empty = pathStart == pathEnd;
        boolean slash = !empty && s.charAt(pathStart) == '/';
        if (host != null && !empty && !slash) {
            ViolationCollector.report(sink, s, false, IriCode.PATH_NOT_ABSOLUTE, Production.PATH_ABEMPTY, null,
                    pathStart, pathStart + 1, "path not beginning with \"/\" after an authority",
                    "after an authority the path is empty or begins with \"/\" (ipath-abempty, RFC 3986 §3.3)");
        }
        if (host == null && slash && pathEnd - pathStart > 1 && s.charAt(pathStart + 1) == '/') {
            ViolationCollector.report(sink, s, false, IriCode.PATH_STARTS_WITH_DOUBLE_SLASH,
                    Production.PATH_ABSOLUTE, null, pathStart, pathStart + 2, "path beginning with \"//\" without an authority",
                    "it would read as an authority; without one a path cannot begin with \"//\""
                            + " (ipath-absolute, RFC 3986 §3.3)");
        }
        int i = pathStart;
        if (schemeEnd < 0 && host == null && !empty && !slash) {
            i = scanComponent(s, i, pathEnd, CharClass.SEGMENT_NC, UCS, END_AT_SLASH,
                    Production.PATH_NOSCHEME_FIRST, sink, false);
        }
        Production production = host != null ? Production.PATH_ABEMPTY
                : slash ? Production.PATH_ABSOLUTE
                : schemeEnd >= 0 ? Production.PATH_ROOTLESS : Production.PATH_NOSCHEME;
        scanComponent(s, i, pathEnd, CharClass.PATH, UCS, 0, production, sink, false);
    }
}
