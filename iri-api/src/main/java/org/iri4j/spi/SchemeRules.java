package org.iri4j.spi;

import java.util.List;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;

/**
 * The rules of one or more URI schemes, as a plugin: the traits the generic rules need to know
 * ({@link #traits}: a DNS host, a default port, an opaque path), scheme-based normalization
 * (RFC 3986 §6.2.3, RFC 3987 §5.3.3), the scheme's own part of IRI to URI mapping
 * (draft-ietf-iri-3987bis §6), and the scheme's own checks.
 *
 * <p>The core asks {@link #schemes()}, {@link #replaces()}, the {@link Plugin} methods and
 * {@link #traits} once, when an environment is built, and keeps the answers; a plugin that throws there, or answers
 * what the contract forbids (a scheme in upper case, a code in another namespace), is left out
 * and listed among the environment's problems. A plugin that throws later, in
 * {@link #normalize}, {@link #toUri} or {@link #validate}, fails that one operation with an
 * {@link org.iri4j.api.IriCode#PLUGIN_FAILED} naming it, never the others.
 *
 * @since 0.1.0
 */
public interface SchemeRules extends Plugin {

    /**
     * The schemes this plugin handles.
     *
     * @return scheme names in lower case (RFC 3986 §3.1), e.g. {@code ["http", "https"]}
     */
    Set<String> schemes();

    /**
     * The schemes of {@link #schemes()} for which this plugin means to replace any other
     * plugin that claims them, as one replacing iri4j's own http rules would:
     *
     * <pre>{@code
     * public Set<String> schemes() { return Set.of("geo", "http"); }
     * public Set<String> replaces() { return Set.of("http"); }   // on purpose
     * public int priority() { return 10; }                       // above the http plugin's 0
     * }</pre>
     *
     * A higher {@link #priority()} alone replaces no plugin of priority 0 or more: a plugin
     * that would win a scheme that way without naming it here is refused that scheme, listed
     * as {@link PluginProblem.Kind#UNDECLARED_REPLACEMENT} (a warning), and the plugin it
     * would have replaced keeps it ({@link Plugin}: the tie rule). Naming a scheme here gives
     * no precedence by itself: the replacing plugin still needs the higher priority. Asked
     * once, when an environment is built; a scheme that {@link #schemes()} does not hold
     * leaves the plugin out as {@link PluginProblem.Kind#INVALID}.
     *
     * @return some of {@link #schemes()}; empty by default: the plugin replaces no other
     */
    default Set<String> replaces() {
        return Set.of();
    }

    /**
     * What the generic rules need to know about one of the schemes.
     *
     * @param scheme one of {@link #schemes()}, in lower case
     * @return the traits; {@link SchemeTraits#generic()} by default
     */
    default SchemeTraits traits(String scheme) {
        return SchemeTraits.generic();
    }

    /**
     * Scheme-based normalization (RFC 3986 §6.2.3, RFC 3987 §5.3.3). The core calls it with
     * an IRI already in syntax-based normal form, with its scheme in lower case, without an
     * empty or default port, with no leading zeros in a port where the traits name a default
     * port, and with the host of a DNS scheme in its normal form (IDNA, lower case, U-labels;
     * RFC 5952 text for an IPv6 address); it puts the input's fragment back on the result,
     * since scheme rules never touch the fragment.
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
     * producers "SHOULD provide these domain names in the IDNA encoding". The host of a DNS
     * scheme is the core's to convert; a plugin needs this only for names elsewhere in its
     * IRIs. Called only for an IRI that holds a character outside US-ASCII, so that the mapping
     * stays the identity on URIs.
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
     * IRI with an empty host is invalid. A check reports them with the grammar's, each with
     * the severity the environment's {@link org.iri4j.api.SeverityMap} gives its code (make
     * them with {@link Violation#of}). Must not throw.
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
