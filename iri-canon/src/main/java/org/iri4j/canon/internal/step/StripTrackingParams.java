package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.params.TrackingNames;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#STRIP_TRACKING_PARAMS}: the query parameters a tracking list
 * names removed ({@link TrackingNames#strip}: names decoded as application/x-www-form-urlencoded
 * reads them, URL Standard §5.1, and compared in any case), the others kept in order and as
 * written. A query left empty stays, a bare {@code ?}: {@code drop-empty-query} removes it where
 * a profile asks for that.
 */
public final class StripTrackingParams extends Step {

    /** The names the step removes. */
    private final TrackingNames names;

    /**
     * The step with a list's names.
     *
     * @param names the names
     */
    public StripTrackingParams(TrackingNames names) {
        super(UrlParts.QUERY);
        this.names = names;
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.question >= 0 && names.anyIn(href, span.question + 1, queryEnd(href, span));
    }

    @Override
    public void apply(UrlParts p) {
        p.query = p.query == null ? null : names.strip(p.query);
    }
}
