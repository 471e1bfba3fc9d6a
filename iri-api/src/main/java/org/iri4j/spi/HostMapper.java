package org.iri4j.spi;

import java.util.List;
import org.iri4j.api.Violation;

/**
 * Converts DNS host names between their Unicode form and their ASCII-compatible form
 * (IDNA: RFC 3490 for IDNA2003, RFC 5891 and UTS #46 for IDNA2008), as a plugin. The core uses
 * it for the registered-name host of schemes that use DNS names ({@link SchemeTraits#dnsHost()}):
 * ToASCII when mapping an IRI to a URI (RFC 3987 §3.1), ToUnicode for step 6 of URI to IRI
 * conversion (draft-ietf-iri-3987bis §6.4) and for comparison at the scheme level.
 *
 * <p>Found and chosen as every {@link Plugin} is: the one with the highest
 * {@link #priority()} is used, ties decided by the same rule as for {@link SchemeRules}.
 * {@code iri-core} has one on {@link java.net.IDN}, used only when no other is found or
 * registered; {@code iri-idna} ships one on ICU4J. A mapper that throws anything
 * but {@link HostMappingException} fails the operation with
 * {@link org.iri4j.api.IriCode#PLUGIN_FAILED} naming it.
 *
 * <p>Each method must be a function of its arguments, as IDNA is: an environment may keep the
 * answer of {@link #toAscii} for a host and give it again without asking (a refusal is asked
 * again every time).
 *
 * @since 0.1.0
 */
public interface HostMapper extends Plugin {

    /**
     * Why a host is being converted: RFC 3987 §3.1 asks ToASCII to run with
     * AllowUnassigned false when creating IRIs and true otherwise.
     */
    enum Purpose {
        /** Producing an IRI for others to use: unassigned code points are refused. */
        CREATING,
        /** Consuming an IRI someone produced (looking it up, comparing it): the default. */
        CONSUMING
    }

    /**
     * ToASCII of a whole host name, label by label (RFC 3490 §4.1): labels separated by
     * U+002E, U+3002, U+FF0E or U+FF61 come out separated by U+002E.
     *
     * @param host    a registered name holding a non-ASCII character or an ACE label
     *                ({@code xn--}), which ToASCII then validates
     * @param purpose why the host is converted
     * @return the host in ASCII
     * @throws HostMappingException naming the first label that cannot be converted
     */
    String toAscii(String host, Purpose purpose) throws HostMappingException;

    /**
     * ToUnicode of a whole host name, label by label (RFC 3490 §4.2): a label that cannot be
     * converted stays as it is, never an error (ToUnicode never fails). The core asks it one
     * ACE label at a time, and where one label does not convert (or ToASCII does not give it
     * back) it keeps the whole host as it is, as UTS #46 §4.2 records an error for the domain.
     *
     * @param host a registered name
     * @return the host with its A-labels converted to U-labels where possible
     */
    String toUnicode(String host);

    /**
     * The form of a host to show people (RFC 3987 §8, 3987bis "Security Considerations"):
     * label by label, the Unicode form where it is safe to show and the ACE form where it
     * could deceive, the way browsers decide (UTS #39).
     *
     * <p>The core's display operations show this answer only from a mapper that
     * {@linkplain #checksSpoofing() checks spoofing}. For any other (the core's
     * {@code java.net.IDN} mapper among them) they show each label outside US-ASCII in URI
     * notation (its ACE form, {@link #toAscii}, in a DNS name; percent-encoded UTF-8 in the host
     * of a scheme that does not use DNS names) and report
     * {@link org.iri4j.api.IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}. The default, {@link #toUnicode}
     * of every label, is for such a mapper. In a host that is no DNS name a label is shown as
     * written where this method would show it outside US-ASCII, percent-encoded otherwise.
     *
     * @param host a registered name
     * @return the host to display
     */
    default String toDisplay(String host) {
        return toUnicode(host);
    }

    /**
     * Whether the mapper checks spoofing: {@link #toDisplay} shows a label in Unicode only after
     * checks against spoofing (UTS #39 confusables and restriction levels, RFC 3987 §8), so
     * that the core may show its answer to people. Asked once, when an environment is built; a
     * mapper that throws here is taken not to check.
     *
     * @return true for a mapper that checks spoofing (iri-idna's); false by default, and the
     *     core then shows non-ASCII labels in URI notation
     */
    default boolean checksSpoofing() {
        return false;
    }

    /**
     * Warnings about a host that could deceive a reader (mixed scripts, confusables, UTS #39),
     * for {@code check}. The default has none.
     *
     * @param iri       the whole IRI reference
     * @param hostStart first index of its registered-name host
     * @param hostEnd   one past the host's last index
     * @return warnings with indices into {@code iri}; empty when none
     */
    default List<Violation> inspect(String iri, int hostStart, int hostEnd) {
        return List.of();
    }
}
