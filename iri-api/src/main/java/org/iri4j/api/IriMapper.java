package org.iri4j.api;

import java.util.List;

/**
 * The mapping between IRIs and URIs, both ways (RFC 3987 §3 and the per-component model of
 * draft-ietf-iri-3987bis §6), with the options it was built with (the purpose of host mapping,
 * a query charset, ToUnicode of hosts). Made by an environment's mapper builder
 * ({@code Iris.mapperBuilder()}); the environment's own {@code toUri} and {@code toIri} are
 * those of a mapper without options. Instances are immutable and thread-safe.
 *
 * @since 0.1.0
 */
public interface IriMapper {

    /**
     * Maps an IRI reference to a URI reference (RFC 3987 §3.1): each {@code ucschar} and
     * {@code iprivate} character becomes the {@code %HH} triplets of its UTF-8 octets, with
     * upper-case hex; everything a URI may hold stays as it is, existing percent-encodings
     * included. The registered-name host of a scheme that uses DNS names goes through
     * ToASCII instead. The identity on URIs, and idempotent.
     *
     * @param iri the IRI reference
     * @return the URI reference, as an {@link Iri} that is also a URI
     * @throws InvalidInputException if a host label is rejected by ToASCII
     *     ({@link IriCode#HOST_MAPPING_FAILED})
     */
    Iri toUri(Iri iri);

    /**
     * Converts a URI reference to an IRI reference (RFC 3987 §3.2, steps 1-5, and with
     * {@code unicodeHosts} the 3987bis step 6): decodes every percent-encoding that is safe to
     * decode and keeps all others. Given an IRI reference, it does the same to its
     * percent-encodings and leaves its other characters as they are.
     *
     * @param uri the URI reference
     * @return the IRI reference
     */
    Iri toIri(Iri uri);

    /**
     * The five steps of RFC 3987 §3.2 for a URI reference, in the notation of its §3.2.1
     * examples: octets that steps 2-4 hold decoded are written {@code <hh>} with lower-case hex;
     * the last entry is the resulting IRI. Without leniency and without step 6.
     *
     * @param uri a URI reference
     * @return five strings, the result after each step
     * @throws InvalidInputException if it is not a {@code URI-reference} (it holds a character
     *     outside US-ASCII)
     */
    List<String> toIriSteps(Iri uri);
}
