package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#ASSUME_HTTP}: a way of reading a link, done in the parse ({@code CrawlLinks}, with {@code WebUrlOptions.withAssumedScheme("http")}), so that a failure is indexed in the link: on a serialization it does nothing.
 */
public final class AssumeHttp extends Step {

    /** The step; it holds no state. */
    public AssumeHttp() {
        super(0);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return false; // the link was read so before it was serialized
    }

    @Override
    public void apply(UrlParts p) {
        // a serialization has its scheme already
    }
}
