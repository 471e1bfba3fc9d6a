package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#DROP_EMPTY_QUERY_PARAMS}: empty query parameters removed, that is leading, trailing and repeated {@code &} (urlcanon aggressive).
 */
public final class DropEmptyQueryParams extends Step {

    /** The step; it holds no state. */
    public DropEmptyQueryParams() {
        super(UrlParts.QUERY);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && QueryParts.hasEmptyPart(href, span.question + 1, queryEnd(href, span));
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : QueryParts.dropEmptyParts(p.query);
    }
}
