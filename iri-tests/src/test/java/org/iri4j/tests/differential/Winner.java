package org.iri4j.tests.differential;

/** Who the RFCs side with in a category of disagreements. */
enum Winner {
    /** iri4j follows the RFC; the peer does not. */
    IRI4J,
    /** The peer follows the RFC; iri4j does not: an iri4j bug. */
    PEER,
    /** The RFC allows both answers. */
    EITHER
}
