package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#DROP_PORT}: the port removed, default or not (Safe Browsing).
 */
public final class DropPort extends Step {

    /** The step; it holds no state. */
    public DropPort() {
        super(UrlParts.PORT);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.portEnd > span.portStart;
    }

    @Override
    public void apply(UrlParts p) {
        p.port = "";
    }
}
