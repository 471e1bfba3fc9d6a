package org.iri4j.canon.internal.step;

import java.util.Locale;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#LOWERCASE_QUERY}: the query in lower case, {@link Locale#ROOT}, escapes' hex digits too (urlcanon aggressive).
 */
public final class LowercaseQuery extends Step {

    /** The step; it holds no state. */
    public LowercaseQuery() {
        super(UrlParts.QUERY);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && hasUpperCase(href, span.question + 1, queryEnd(href, span));
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : p.query.toLowerCase(Locale.ROOT);
    }
}
