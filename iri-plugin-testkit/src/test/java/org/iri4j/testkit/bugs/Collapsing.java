package org.iri4j.testkit.bugs;

import org.iri4j.api.Iri;
import org.iri4j.spi.SchemeContext;
import org.iri4j.testkit.ExamplePlugin;

/** One bug: every IRI has one normal form, x-kit://h/ (the core puts the fragment back). */
public final class Collapsing extends ExamplePlugin {

    /** For ServiceLoader. */
    public Collapsing() {
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        return context.parse("x-kit://h/");
    }
}
