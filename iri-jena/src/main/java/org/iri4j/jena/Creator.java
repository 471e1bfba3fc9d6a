package org.iri4j.jena;

import org.apache.jena.irix.IRIx;
import org.iri4j.core.IriEnvironment;

/**
 * What an {@link Iri4jIRIx} asks of the provider that made it: to create the IRIs its
 * operations return (RFC 3986 §5.2 resolution, §6.2.3 normalization), in the same environment
 * and strict modes. An interface, so that the IRI and its provider do not depend on each other.
 */
interface Creator {

    /**
     * Creates an IRI as {@link Iri4jProvider#create} does.
     *
     * @param iri the string
     * @return the IRI
     */
    IRIx create(String iri);

    /**
     * The environment the provider's operations use.
     *
     * @return the environment
     */
    IriEnvironment environment();
}
