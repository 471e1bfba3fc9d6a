package org.iri4j.core.reference;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;

/**
 * The serial form of an IRI: its string, and nothing of the environment that made it. Read
 * back, the string is parsed again in the default environment; a stream that holds no IRI
 * reference there is refused, never turned into a value that breaks the grammar.
 *
 * @param iri the IRI reference
 */
record SerializedIri(String iri) implements Serializable {

    private Object readResolve() throws ObjectStreamException {
        if (iri == null) {
            throw new InvalidObjectException("an IRI's serial form holds its string, and this one holds null");
        }
        try {
            return ReferenceParser.parse(iri, IriRule.IRI_REFERENCE, null, Environment.defaults());
        } catch (IriSyntaxException e) {
            InvalidObjectException invalid = new InvalidObjectException("not an IRI reference: " + e.getMessage());
            invalid.initCause(e);
            throw invalid;
        }
    }
}
