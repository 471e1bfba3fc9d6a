package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#SORT_QUERY}: query parameters sorted by their text, code unit by code unit ({@link QueryParts#sort}; urlcanon, the Internet Archive).
 */
public final class SortQuery extends Step {

    /** The step; it holds no state. */
    public SortQuery() {
        super(UrlParts.QUERY);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && !QueryParts.isSorted(href, span.question + 1, queryEnd(href, span));
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : QueryParts.sort(p.query);
    }
}
