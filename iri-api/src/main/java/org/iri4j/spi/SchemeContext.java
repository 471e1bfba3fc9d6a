package org.iri4j.spi;

import org.iri4j.api.Component;
import org.iri4j.api.Iri;

/**
 * What the core lends a {@link SchemeRules} plugin: the operations a plugin needs and must not
 * rebuild (or depend on the core for). Implemented by the core; thread-safe.
 *
 * @since 0.1.0
 */
public interface SchemeContext {

    /**
     * The host mapper in use (the best one found, or the one the caller chose).
     *
     * @return the host mapper
     */
    HostMapper hostMapper();

    /**
     * The normal form of a DNS host name at the scheme level (RFC 3987 §5.3.3): ToASCII then
     * ToUnicode, label by label, so that a U-label, its A-label and any case of them all give
     * the same lower-case form with U-labels (the normal form does not convert to ACE). A host
     * that ToASCII rejects is returned with only its US-ASCII letters lower-cased.
     *
     * @param host a registered name, without percent-encodings of non-ASCII characters
     * @return its normal form
     */
    String dnsHostNormalForm(String host);

    /**
     * Decodes every percent-encoding whose octets are strictly legal UTF-8 into its
     * character, reserved characters included; keeps the others as written. For reading
     * component values (a mail address, a header field), never for producing an IRI.
     *
     * @param s a string with percent-encodings
     * @return the decoded string
     */
    String percentDecode(String s);

    /**
     * Parses an IRI reference (RFC 3987 §2.2), to build a plugin's result.
     *
     * @param s the string
     * @return the IRI reference
     * @throws org.iri4j.api.InvalidInputException if it is not one
     */
    Iri parse(CharSequence s);

    /**
     * Where a component of an IRI starts in its string (RFC 3986 §3), as the indices of a
     * {@link org.iri4j.api.Violation} count: a plugin reads its component in place, with no
     * copy, and reports what it finds there.
     *
     * @param iri       the IRI reference
     * @param component the component
     * @return the index of its first character, or -1 if the IRI has no such component
     */
    int start(Iri iri, Component component);

    /**
     * Where a component of an IRI ends in its string, as {@link #start} counts.
     *
     * @param iri       the IRI reference
     * @param component the component
     * @return one past the index of its last character, or -1 if the IRI has no such component
     */
    int end(Iri iri, Component component);
}
