package org.iri4j.spi;

import java.util.EnumSet;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import java.util.StringJoiner;

/**
 * What the core needs to know about a URI scheme to apply the generic rules to it: whether its
 * host is a DNS name, its default port, whether its path is opaque, whether a document charset
 * may apply to its query. A {@link SchemeRules} plugin answers it once per scheme, when an
 * environment is built. Immutable; made from {@link #generic()} and the {@code with} methods.
 *
 * <pre>{@code
 * SchemeTraits http = SchemeTraits.generic().withDnsHost().withDefaultPort(80).withDocumentCharsetQuery();
 * SchemeTraits urn = SchemeTraits.generic().withOpaquePath();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SchemeTraits {

    /** The yes-or-no traits, each named for what it says. */
    private enum Trait {
        DNS_HOST("DNS host"),
        OPAQUE_PATH("opaque path"),
        DOCUMENT_CHARSET_QUERY("document charset query"),
        EMPTY_PATH_AS_ROOT("empty path as \"/\"");

        private final String text;

        Trait(String text) {
            this.text = text;
        }
    }

    private static final SchemeTraits GENERIC = new SchemeTraits(EnumSet.noneOf(Trait.class), -1);

    private final Set<Trait> traits;
    private final int defaultPort;

    private SchemeTraits(Set<Trait> traits, int defaultPort) {
        this.traits = traits;
        this.defaultPort = defaultPort;
    }

    private SchemeTraits with(Trait trait) {
        Set<Trait> more = EnumSet.of(trait);
        more.addAll(traits);
        return new SchemeTraits(more, defaultPort);
    }

    /**
     * A scheme the generic rules treat as they treat any: a host that is no DNS name, no
     * default port, a hierarchical path, UTF-8 queries.
     *
     * @return the shared generic traits
     */
    public static SchemeTraits generic() {
        return GENERIC;
    }

    /**
     * These traits with a host that is a DNS name: IRI to URI mapping runs ToASCII on the
     * registered-name host instead of percent-encoding it (RFC 3987 §3.1), and the host
     * compares as a domain name (RFC 3987 §5.3.3); an IPv6 address then compares as an
     * address (RFC 5952 text).
     *
     * @return the new traits
     */
    public SchemeTraits withDnsHost() {
        return with(Trait.DNS_HOST);
    }

    /**
     * These traits with the port the scheme uses when an IRI gives none (RFC 3986 §6.2.3).
     * Naming one also says that the scheme's port is a number, so that scheme-based
     * normalization drops its leading zeros ({@code :0081} is {@code :81}).
     *
     * @param port a TCP or UDP port, 0 to 65535 (RFC 9293 §3.1)
     * @return the new traits
     * @throws IllegalArgumentException if the port is outside 0-65535
     */
    public SchemeTraits withDefaultPort(int port) {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException(
                    "default port " + port + " is no TCP or UDP port, a number from 0 to 65535 (RFC 9293 §3.1)");
        }
        return new SchemeTraits(traits, port);
    }

    /**
     * These traits with an opaque path: data rather than a hierarchy of names, as the path of
     * {@code urn}, {@code mailto} or {@code data} is. RFC 3986 §3.3 gives the segments
     * {@code .} and {@code ..} a meaning only "within the URI path hierarchy", so no level of
     * normalization or comparison removes them from an opaque path: {@code data:,a/../b} stays
     * as it is. Reference resolution is not affected: RFC 3986 §5.2.2 removes the dot
     * segments of whatever reference it resolves, whatever its scheme.
     *
     * @return the new traits
     */
    public SchemeTraits withOpaquePath() {
        return with(Trait.OPAQUE_PATH);
    }

    /**
     * These traits with queries that may be encoded in the charset of the document an IRI
     * stands in, instead of UTF-8, when the IRI becomes a URI (draft-ietf-iri-3987bis §6.3,
     * "Mapping query components": browsers do so for http and https).
     *
     * @return the new traits
     */
    public SchemeTraits withDocumentCharsetQuery() {
        return with(Trait.DOCUMENT_CHARSET_QUERY);
    }

    /**
     * These traits with an empty path that means {@code /} when there is an authority, as in
     * http and https (RFC 3986 §6.2.3: {@code http://example.com} and
     * {@code http://example.com/} are equivalent; RFC 9110 §4.2.3): scheme-based normalization
     * writes {@code /} for it, and comparison at the scheme level reads it so. A plugin whose only
     * own normalization rule is this one need not override {@link SchemeRules#normalize}: the
     * core then decides scheme-level comparison on its own, without writing both normal forms.
     *
     * @return the new traits
     */
    public SchemeTraits withEmptyPathAsRoot() {
        return with(Trait.EMPTY_PATH_AS_ROOT);
    }

    /**
     * Whether an empty path with an authority is {@code /} (RFC 3986 §6.2.3).
     *
     * @return true if it is
     */
    public boolean emptyPathAsRoot() {
        return traits.contains(Trait.EMPTY_PATH_AS_ROOT);
    }

    /**
     * Whether the registered-name host is a DNS name (RFC 3987 §3.1).
     *
     * @return true if it is
     */
    public boolean dnsHost() {
        return traits.contains(Trait.DNS_HOST);
    }

    /**
     * The default port (RFC 3986 §6.2.3).
     *
     * @return the port, or empty if the scheme has none
     */
    public OptionalInt defaultPort() {
        return defaultPort < 0 ? OptionalInt.empty() : OptionalInt.of(defaultPort);
    }

    /**
     * Whether the path is opaque (RFC 3986 §3.3): no level removes its dot segments.
     *
     * @return true if it is
     */
    public boolean opaquePath() {
        return traits.contains(Trait.OPAQUE_PATH);
    }

    /**
     * Whether a document charset may apply to the query (draft-ietf-iri-3987bis §6.3).
     *
     * @return true if it may
     */
    public boolean documentCharsetQuery() {
        return traits.contains(Trait.DOCUMENT_CHARSET_QUERY);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SchemeTraits
                && traits.equals(((SchemeTraits) other).traits)
                && defaultPort == ((SchemeTraits) other).defaultPort;
    }

    @Override
    public int hashCode() {
        return Objects.hash(traits, defaultPort);
    }

    @Override
    public String toString() {
        StringJoiner out = new StringJoiner(", ", "SchemeTraits[", "]");
        if (traits.contains(Trait.DNS_HOST)) {
            out.add(Trait.DNS_HOST.text);
        }
        if (defaultPort >= 0) {
            out.add("default port " + defaultPort);
        }
        for (Trait trait : traits) {
            if (trait != Trait.DNS_HOST) {
                out.add(trait.text);
            }
        }
        return out.toString();
    }
}
