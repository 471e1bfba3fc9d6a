package org.iri4j.spi;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * The rules of one or more URI schemes, as a plugin: what RFC 3986 §6.2.3 calls
 * scheme-based normalization, plus what the mapping needs to know about the scheme (whether
 * its host is a DNS name, RFC 3987 §3.1).
 *
 * <p>Plugins are found with {@link java.util.ServiceLoader}: register an implementation with
 * {@code @AutoService(SchemeNormalizer.class)} and {@code provides} in
 * {@code module-info.java}; or registered explicitly in an environment. When two plugins
 * claim one scheme, the higher {@link #priority()} wins; with equal priorities the one
 * registered explicitly wins over a discovered one, and otherwise the one found first, and
 * the environment lists the other among its problems. The same class found twice is one
 * plugin. Implementations must be immutable and thread-safe, have a public no-argument
 * constructor that does no work (for {@code ServiceLoader}), and see only {@code iri-api}
 * types.
 *
 * <p>The core asks {@link #schemes()}, {@link #priority()}, {@link #codes()},
 * {@link #usesDnsHost}, {@link #hasOpaquePath}, {@link #defaultPort} and
 * {@link #documentCharsetAppliesToQuery} once,
 * when an environment is built, and keeps the answers; a plugin that throws there is left
 * out and listed among the environment's problems. A plugin that throws later, in
 * {@link #normalize}, {@link #toUri} or {@link #validate}, fails that one operation with an
 * {@link org.iri4j.api.IriCode#PLUGIN_FAILED} naming it, never the others.
 *
 * @since 0.1.0
 */
public interface SchemeNormalizer {

    /**
     * The schemes this plugin handles.
     *
     * @return scheme names in lower case, e.g. {@code ["http", "https"]}
     */
    Set<String> schemes();

    /**
     * The priority when two plugins claim one scheme; the higher wins.
     *
     * @return the priority, 0 unless the plugin means to replace another
     */
    default int priority() {
        return 0;
    }

    /**
     * The codes of the violations {@link #validate} reports, each with its namespace (the
     * scheme, usually) and the severity its specification gives it. The environment's
     * {@link org.iri4j.api.SeverityMap} decides how serious they are in a check: warnings by
     * default, their own severity in the strict profile.
     *
     * @return every code {@link #validate} may report; empty if it reports none
     */
    default List<? extends ViolationCode> codes() {
        return List.of();
    }

    /**
     * Whether a query of this scheme may be encoded in the charset of the document the IRI
     * stands in, instead of UTF-8, when an IRI becomes a URI (draft-ietf-iri-3987bis §6.3,
     * "Mapping query components": browsers do so for http and https).
     *
     * @param scheme one of {@link #schemes()}, in lower case
     * @return true if a document charset applies; false by default
     */
    default boolean documentCharsetAppliesToQuery(String scheme) {
        return false;
    }

    /**
     * Whether the registered-name host of a scheme is a DNS name, so that IRI to URI mapping
     * runs ToASCII on it instead of percent-encoding (RFC 3987 §3.1) and the host compares
     * as a domain name (RFC 3987 §5.3.3). The host is then a network host, so an IPv6
     * address compares as an address (RFC 5952 text).
     *
     * @param scheme one of {@link #schemes()}, in lower case
     * @return true if the host is a DNS name
     */
    default boolean usesDnsHost(String scheme) {
        return false;
    }

    /**
     * Whether the path of a scheme is opaque: data rather than a hierarchy of names, as the
     * path of {@code urn}, {@code mailto} or {@code data} is. RFC 3986 §3.3 gives the segments
     * {@code .} and {@code ..} a meaning only "within the URI path hierarchy" ("aside from
     * dot-segments in hierarchical paths, a path segment is considered opaque"), so
     * removing them (§6.2.2.3) would change what an opaque path says. When this is true, no
     * level of normalization or comparison removes dot segments from the scheme's paths:
     * {@code data:,a/../b} stays as it is, and is not equivalent to {@code data:/b}. Reference
     * resolution is not affected: RFC 3986 §5.2.2 removes the dot segments of whatever
     * reference it resolves, whatever its scheme.
     *
     * @param scheme one of {@link #schemes()}, in lower case
     * @return true if the path is opaque; false by default
     */
    default boolean hasOpaquePath(String scheme) {
        return false;
    }

    /**
     * The port a scheme uses when the IRI gives none (RFC 3986 §6.2.3). Naming one also
     * tells the core that the scheme's port is a number, so that scheme-based normalization
     * drops its leading zeros ({@code :0081} is {@code :81}).
     *
     * @param scheme one of {@link #schemes()}, in lower case
     * @return the default port, or empty if the scheme has none
     */
    default OptionalInt defaultPort(String scheme) {
        return OptionalInt.empty();
    }

    /**
     * Scheme-based normalization (RFC 3986 §6.2.3, RFC 3987 §5.3.3). The core calls it with
     * an IRI already in syntax-based normal form, with its scheme in lower case, without
     * an empty or default port, with no leading zeros in a port where {@link #defaultPort}
     * names one, and with the host of a DNS scheme ({@link #usesDnsHost}) in its normal form:
     * IDNA (lower case, U-labels) for a name, RFC 5952 text for an IPv6 address; it puts the input's fragment back on the result, since
     * scheme rules never touch the fragment.
     *
     * @param iri     an IRI with one of {@link #schemes()}, in syntax-based normal form
     * @param context what the core lends
     * @return the normal form; idempotent, and {@code iri} itself when nothing changes
     */
    default Iri normalize(Iri iri, SchemeContext context) {
        return iri;
    }

    /**
     * The scheme's own part of IRI to URI mapping (draft-ietf-iri-3987bis §6: each component
     * mapped by the rules of its scheme), which the core runs before it percent-encodes, as
     * UTF-8, whatever stays outside US-ASCII (RFC 3987 §3.1). For example RFC 6068 §2: mailto
     * producers "SHOULD provide these domain names in the IDNA encoding". The host of a scheme
     * that {@link #usesDnsHost uses DNS names} is the core's to convert; a plugin needs this
     * only for names elsewhere in its IRIs. Called only for an IRI that holds a character
     * outside US-ASCII, so that the mapping stays the identity on URIs.
     *
     * @param iri     an IRI with one of {@link #schemes()}
     * @param context what the core lends (its host mapper for ToASCII)
     * @return an IRI with the same scheme, the scheme's names in their URI form; {@code iri}
     *     itself when nothing changes (the default)
     */
    default Iri toUri(Iri iri, SchemeContext context) {
        return iri;
    }

    /**
     * The scheme's own restrictions beyond the generic syntax, e.g. RFC 9110 §4.2.1: an http
     * IRI with an empty host is invalid. {@code check} reports them with the grammar's, each
     * with the severity the environment's {@link org.iri4j.api.SeverityMap} gives its code
     * (make them with {@link Violation#of}). Must not throw.
     *
     * @param iri     an IRI with one of {@link #schemes()} that the generic syntax accepts
     * @param context what the core lends
     * @return the violations, with codes from {@link #codes()} and indices into
     *     {@code iri.toString()}; empty when none
     */
    default List<Violation> validate(Iri iri, SchemeContext context) {
        return List.of();
    }
}
