package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#RECODE_QUERY}: each query parameter's name and value decoded repeatedly and encoded once ({@link QueryParts#recode}, urlcanon's "less dumb" query recoding).
 */
public final class RecodeQuery extends Step {

    /** The step; it holds no state. */
    public RecodeQuery() {
        super(UrlParts.QUERY);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && !QueryParts.isRecoded(href, span.question + 1, queryEnd(href, span));
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : QueryParts.recode(p.query);
    }
}
