package org.iri4j.testkit.bugs;

import org.iri4j.api.Iri;
import org.iri4j.spi.SchemeContext;
import org.iri4j.testkit.ExamplePlugin;

/** One bug: toUri throws, which the core calls only for an IRI holding a non-ASCII character. */
public final class ThrowingToUri extends ExamplePlugin {

    /** For ServiceLoader. */
    public ThrowingToUri() {
    }

    @Override
    public Iri toUri(Iri iri, SchemeContext context) {
        throw new IllegalStateException("no URI today");
    }
}
