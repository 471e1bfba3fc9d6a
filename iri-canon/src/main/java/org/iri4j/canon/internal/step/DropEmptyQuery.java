package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#DROP_EMPTY_QUERY}: an empty query, a bare {@code ?}, removed (urlcanon aggressive).
 */
public final class DropEmptyQuery extends Step {

    /** The step; it holds no state. */
    public DropEmptyQuery() {
        super(UrlParts.QUERY);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && queryEnd(href, span) == span.question + 1;
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null || p.query.isEmpty() ? null : p.query;
    }
}
