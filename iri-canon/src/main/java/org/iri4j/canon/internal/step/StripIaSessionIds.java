package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.archive.ArchivePath;
import org.iri4j.canon.internal.archive.ArchiveQuery;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#STRIP_IA_SESSION_IDS}: session identifiers removed by the Internet Archive's own patterns, from the query ({@link ArchiveQuery#withoutSessionIds}) and the path ({@link ArchivePath#withoutSessionSegments}; webarchive-commons 2.0.1, URLRegexTransformer).
 */
public final class StripIaSessionIds extends Step {

    /** The step; it holds no state. */
    public StripIaSessionIds() {
        super(UrlParts.QUERY | UrlParts.PATH);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && ArchiveQuery.mayHoldSessionId(href, span.question + 1, queryEnd(href, span))
                || ArchivePath.mayHoldSessionSegment(href, span.pathStart, span.pathEnd);
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : ArchiveQuery.withoutSessionIds(p.query);
        p.path = editPath(p, ArchivePath::withoutSessionSegments);
    }
}
