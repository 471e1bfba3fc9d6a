package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#STRIP_SESSION_IDS}: session identifiers removed from the query ({@link QueryParts#stripSessionIds}) and the path ({@link SessionIds#stripFromPath}), by the rules {@link SessionIds} gives (the Internet Archive, urlcanon aggressive).
 */
public final class StripSessionIds extends Step {

    /** The step; it holds no state. */
    public StripSessionIds() {
        super(UrlParts.QUERY | UrlParts.PATH);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && SessionIds.mayHoldParameter(href, span.question + 1, queryEnd(href, span))
                || SessionIds.mayHoldPathForm(href, span.pathStart, span.pathEnd);
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : QueryParts.stripSessionIds(p.query);
        boolean file = "file".equals(p.scheme);
        p.path = editPath(p, path -> SessionIds.stripFromPath(path, file));
    }
}
