package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#CANONICALIZE_AS_IA}: a way of reading, not a step on a URL Standard serialization. A profile that holds it reads each link as the Internet Archive's code does ({@code org.iri4j.canon.internal.archive.ArchiveCanonicalizer}) and applies its other steps to that form; on a serialization, as here, it changes nothing.
 */
public final class CanonicalizeAsIa extends Step {

    /** The step; it holds no state. */
    public CanonicalizeAsIa() {
        super(0);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return false;
    }

    @Override
    public void apply(UrlParts p) {
        // the reading has done it
    }
}
