package org.iri4j.core.reference;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.Origin;
import org.iri4j.api.QueryEncoding;
import org.iri4j.api.QueryParameters;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.mapping.HostConverter;
import org.iri4j.core.mapping.PercentDecoder;
import org.iri4j.core.mapping.UriToIriDecoder;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.syntax.AsciiCase;
import org.iri4j.spi.HostMapper;

/**
 * The {@link Iri} of iri4j: the source string and the offsets of its components. Strings for
 * components are made only when an accessor asks for them.
 *
 * <p>Offsets, for {@code scheme://userinfo@host:port/path?query#fragment}:
 * {@code schemeEnd} is the index of the scheme's {@code ":"}; {@code authorityStart} the
 * index after {@code "//"}; {@code userinfoEnd} the index of the {@code "@"};
 * {@code hostEnd} the index after the host; {@code portStart} the index after the port's
 * {@code ":"}; {@code pathStart} the index where the path begins (which is also where the
 * authority ends); {@code queryStart} and {@code fragmentStart} the indexes after
 * {@code "?"} and {@code "#"}. An absent component has -1.
 *
 * @since 0.1.0
 */
public final class ParsedIri implements Iri {

    private static final long serialVersionUID = 1L;

    private static final HostKind[] KINDS = HostKind.values();

    private final String s;
    private final int schemeEnd;
    private final int authorityStart;
    private final int userinfoEnd;
    private final int hostEnd;
    private final int portStart;
    private final int pathStart;
    private final int queryStart;
    private final int fragmentStart;
    private final byte hostKind;
    private final Environment env;

    /**
     * Creates the value from a string and its layout ({@link ComponentLayout#build}), and
     * checks the layout against the string.
     *
     * @param s      the IRI reference
     * @param layout where its components lie
     * @param env    the environment this value's own methods use
     */
    ParsedIri(String s, ComponentLayout layout, Environment env) {
        this(s, layout.schemeEnd, layout.authorityStart, layout.userinfoEnd, layout.hostEnd, layout.hostKind,
                layout.portStart, layout.pathStart, layout.queryStart, layout.fragmentStart, env);
    }

    /**
     * Creates the value from the offsets the parser found, in the order of the string, and
     * checks them against it ({@link ComponentLayout#check}). The door of the code that builds
     * offsets without a {@link ComponentLayout}, which would cost an allocation: its loop is
     * too large for the JIT to inline the layout's construction and keep it in registers.
     */
    ParsedIri(String s, int schemeEnd, int authorityStart, int userinfoEnd, int hostEnd, HostKind hostKind,
              int portStart, int pathStart, int queryStart, int fragmentStart, Environment env) {
        this(s, schemeEnd, authorityStart, userinfoEnd, hostEnd, hostKind, portStart, pathStart, queryStart,
                fragmentStart, env, true);
    }

    /**
     * The parser's own door: the offsets it found are right by the grammar it matched, so the
     * check is left to the tests (they hold every parse of their inputs to it), not paid on
     * every parse.
     */
    static ParsedIri parsed(String s, int schemeEnd, int authorityStart, int userinfoEnd, int hostEnd, HostKind hostKind,
                            int portStart, int pathStart, int queryStart, int fragmentStart, Environment env) {
        return new ParsedIri(s, schemeEnd, authorityStart, userinfoEnd, hostEnd, hostKind, portStart, pathStart,
                queryStart, fragmentStart, env, false);
    }

    private ParsedIri(String s, int schemeEnd, int authorityStart, int userinfoEnd, int hostEnd, HostKind hostKind,
                      int portStart, int pathStart, int queryStart, int fragmentStart, Environment env, boolean check) {
        this.s = s;
        this.schemeEnd = schemeEnd;
        this.authorityStart = authorityStart;
        this.userinfoEnd = userinfoEnd;
        this.hostEnd = hostEnd;
        this.portStart = portStart;
        this.pathStart = pathStart;
        this.queryStart = queryStart;
        this.fragmentStart = fragmentStart;
        this.hostKind = hostKind == null ? -1 : (byte) hostKind.ordinal();
        this.env = env;
        if (check) {
            ComponentLayout.check(this);
        }
    }

    /**
     * The {@code ParsedIri} for any {@link Iri}: the value itself if it is one, else its
     * string parsed again in the default environment.
     *
     * @param iri an IRI reference
     * @return the parsed form
     */
    public static ParsedIri of(Iri iri) {
        return of(iri, Environment.defaults());
    }

    /**
     * The {@code ParsedIri} for any {@link Iri}: the value itself if it is one, else its
     * string parsed again in a given environment.
     *
     * @param iri an IRI reference
     * @param env the environment of a value parsed again
     * @return the parsed form
     */
    public static ParsedIri of(Iri iri, Environment env) {
        if (iri instanceof ParsedIri) {
            return (ParsedIri) iri;
        }
        return ReferenceParser.parse(iri.toString(), IriRule.IRI_REFERENCE, null, env);
    }

    /**
     * The environment this value's own methods ({@link #toUri()}, {@link #toIri()},
     * {@link #toJavaUri()}) use: the one that parsed or built it, or the one of the base it was
     * resolved against.
     *
     * @return the environment
     */
    public Environment env() {
        return env;
    }

    // ---- offsets, for the core's own algorithms ---------------------------------------

    /** @return the string */
    public String string() {
        return s;
    }

    /** @return index of the scheme's ":" or -1 */
    public int schemeEnd() {
        return schemeEnd;
    }

    /** @return whether the host's kind is known, which it is exactly when there is an authority */
    boolean hasHostKind() {
        return hostKind >= 0;
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
        if (queryStart >= 0) {
            return queryStart - 1;
        }
        return fragmentStart >= 0 ? fragmentStart - 1 : s.length();
    }

    /** @return index after "?" or -1 */
    public int queryStart() {
        return queryStart;
    }

    /** @return index after the query, or -1 without query */
    public int queryEnd() {
        if (queryStart < 0) {
            return -1;
        }
        return fragmentStart >= 0 ? fragmentStart - 1 : s.length();
    }

    /** @return index after "#" or -1 */
    public int fragmentStart() {
        return fragmentStart;
    }

    /** @return index where the fragment's "#" stands, or the length without fragment */
    public int endWithoutFragment() {
        return fragmentStart >= 0 ? fragmentStart - 1 : s.length();
    }

    /**
     * This IRI reference without its fragment (RFC 3986 §4.3's "stripping any fragment
     * component"), without parsing again.
     *
     * @return the reference without {@code "#" fragment}; this one if it has none
     */
    public ParsedIri withoutFragment() {
        // The offsets before the fragment stay as they are: no layout to build or check.
        return fragmentStart < 0 ? this
                : new ParsedIri(s.substring(0, fragmentStart - 1), schemeEnd, authorityStart, userinfoEnd, hostEnd,
                        hostKind < 0 ? null : KINDS[hostKind], portStart, pathStart, queryStart, -1, env, false);
    }

    /**
     * This IRI reference with the fragment of another, or none if the other has none, without
     * parsing again: scheme rules never touch the fragment (RFC 3986 §6.2.3).
     *
     * @param source the reference whose fragment to take
     * @return the reference with it; this one if it has the same
     */
    public ParsedIri withFragmentOf(ParsedIri source) {
        ParsedIri bare = withoutFragment();
        if (!source.hasFragment()) {
            return bare;
        }
        String t = source.string();
        int hash = source.fragmentStart() - 1;
        if (hasFragment() && s.length() - fragmentStart == t.length() - source.fragmentStart()
                && s.regionMatches(fragmentStart - 1, t, hash, t.length() - hash)) {
            return this;
        }
        return ComponentLayout.of(bare).fragment(bare.s.length() + 1)
                .build(bare.s.concat(t.substring(hash)), env);
    }

    /** @return whether the path is empty */
    public boolean pathIsEmpty() {
        return pathStart == pathEnd();
    }

    // ---- Iri ----------------------------------------------------------------------------

    @Override
    public Optional<String> scheme() {
        return schemeEnd < 0 ? Optional.empty() : Optional.of(s.substring(0, schemeEnd));
    }

    @Override
    public Optional<String> authority() {
        return authorityStart < 0 ? Optional.empty() : Optional.of(s.substring(authorityStart, pathStart));
    }

    @Override
    public Optional<String> userinfo() {
        return userinfoEnd < 0 ? Optional.empty() : Optional.of(s.substring(authorityStart, userinfoEnd));
    }

    @Override
    public Optional<String> host() {
        return authorityStart < 0 ? Optional.empty() : Optional.of(s.substring(hostStart(), hostEnd));
    }

    @Override
    public Optional<HostKind> hostKind() {
        return hostKind < 0 ? Optional.empty() : Optional.of(KINDS[hostKind]);
    }

    @Override
    public Optional<String> port() {
        return portStart < 0 ? Optional.empty() : Optional.of(s.substring(portStart, pathStart));
    }

    @Override
    public String path() {
        return s.substring(pathStart, pathEnd());
    }

    @Override
    public Optional<String> query() {
        return queryStart < 0 ? Optional.empty() : Optional.of(s.substring(queryStart, queryEnd()));
    }

    @Override
    public Optional<String> fragment() {
        return fragmentStart < 0 ? Optional.empty() : Optional.of(s.substring(fragmentStart));
    }

    @Override
    public Optional<String> decodedUserinfo() {
        return ComponentViews.decoded(userinfo());
    }

    @Override
    public String decodedPath() {
        return PercentDecoder.decodeAll(path());
    }

    @Override
    public List<String> pathSegments() {
        return ComponentViews.segments(path(), true);
    }

    @Override
    public List<String> rawPathSegments() {
        return ComponentViews.segments(path(), false);
    }

    @Override
    public Optional<String> decodedQuery() {
        return ComponentViews.decoded(query());
    }

    @Override
    public Optional<String> decodedFragment() {
        return ComponentViews.decoded(fragment());
    }

    @Override
    public QueryParameters queryParameters() {
        return ComponentViews.parameters(query(), QueryEncoding.PERCENT);
    }

    @Override
    public QueryParameters queryParameters(QueryEncoding encoding) {
        return ComponentViews.parameters(query(), Objects.requireNonNull(encoding, "encoding"));
    }

    @Override
    public QueryParameters rawQueryParameters() {
        return ComponentViews.parameters(query(), null);
    }

    @Override
    public OptionalInt portNumber() {
        return ComponentViews.portNumber(this);
    }

    @Override
    public OptionalInt effectivePort() {
        OptionalInt port = portNumber();
        if (port.isPresent()) {
            return port;
        }
        SchemeEntry entry = env.entry(this);
        return entry == null || entry.defaultPort() < 0 ? OptionalInt.empty() : OptionalInt.of(entry.defaultPort());
    }

    @Override
    public Optional<Origin> origin() {
        if (!isAbsolute() || !hasAuthority() || hostStart() == hostEnd) {
            return Optional.empty();
        }
        OptionalInt port = effectivePort();
        if (port.isEmpty()) {
            return Optional.empty();
        }
        ParsedIri uri = env.mapping().toUri(this);
        String host = AsciiCase.lowerCase(dnsName(uri));
        return Optional.of(new Origin(AsciiCase.lowerCase(uri.string().substring(0, uri.schemeEnd())), host,
                port.getAsInt()));
    }

    /**
     * The host of a URI as an origin has it. RFC 6454 §4 step 5 assumes a DNS host of LDH
     * labels, IDNA already applied; the URI of an IRI copies a host of US-ASCII as it is, so a
     * percent-encoded one ({@code b%C3%BCcher.example}, {@code %61.example}) stands for the
     * characters it encodes (RFC 3986 §3.2.2): decoded, then ToASCII, as the scheme level
     * compares it. A host with encodings that are not characters of a name stays as written.
     */
    private String dnsName(ParsedIri uri) {
        String s = uri.string();
        int from = uri.hostStart();
        int to = uri.hostEnd();
        int percent = s.indexOf('%', from);
        if (percent < 0 || percent >= to || uri.hostKind().orElse(null) != HostKind.REG_NAME
                || !env.usesDnsHost(uri)) {
            return s.substring(from, to);
        }
        StringBuilder decoded = new StringBuilder(to - from);
        UriToIriDecoder.decodeInto(decoded, s, from, to, false);
        if (decoded.indexOf("%") >= 0) {
            return s.substring(from, to);
        }
        StringBuilder ascii = new StringBuilder(decoded.length() + 16);
        try {
            HostConverter.appendAscii(ascii, s, from, to, env.hostMapper(), HostMapper.Purpose.CONSUMING);
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
        return ascii.toString();
    }

    @Override
    public String redacted() {
        return ComponentViews.redacted(this);
    }

    @Override
    public boolean isAbsolute() {
        return schemeEnd >= 0;
    }

    @Override
    public boolean hasAuthority() {
        return authorityStart >= 0;
    }

    @Override
    public boolean hasQuery() {
        return queryStart >= 0;
    }

    @Override
    public boolean hasFragment() {
        return fragmentStart >= 0;
    }

    @Override
    public Iri resolve(Iri reference, ResolutionMode mode) {
        return ReferenceResolver.resolve(this, of(reference, env), mode);
    }

    @Override
    public Iri resolve(CharSequence reference) {
        return ReferenceResolver.resolve(this, ReferenceParser.parse(reference.toString(),
                IriRule.IRI_REFERENCE, null, env), ResolutionMode.STRICT);
    }

    @Override
    public Iri relativize(Iri target) {
        return Relativizer.relativize(this, of(target, env));
    }

    @Override
    public Iri relativize(CharSequence target) {
        return Relativizer.relativize(this, ReferenceParser.parse(target.toString(), IriRule.IRI_REFERENCE, null, env));
    }

    @Override
    public Iri toUri() {
        return env.mapping().toUri(this);
    }

    @Override
    public Iri toIri() {
        return env.mapping().toIri(this);
    }

    @Override
    public java.net.URI toJavaUri() {
        return JavaUris.toJavaUri(env.mapping().toUri(this));
    }

    /**
     * The component an index falls in, for messages.
     *
     * @param index an index into the string
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

    @Override
    public Builder toBuilder() {
        return ComponentsBuilder.from(this);
    }

    @Override
    public String toString() {
        return s;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Iri && s.equals(other.toString());
    }

    @Override
    public int hashCode() {
        return s.hashCode();
    }

    /**
     * Serialization: the serial form of an IRI is its string (see {@link SerializedIri}).
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new SerializedIri(s);
    }

    private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("an IRI is read from its serial form, its string");
    }
}
