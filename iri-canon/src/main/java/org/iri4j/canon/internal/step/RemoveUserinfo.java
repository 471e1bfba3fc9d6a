package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#REMOVE_USERINFO}: the username and password removed, and with them the {@code @} (urlcanon semantic).
 */
public final class RemoveUserinfo extends Step {

    /** The step; it holds no state. */
    public RemoveUserinfo() {
        super(UrlParts.USERINFO);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.at >= 0;
    }

    @Override
    public void apply(UrlParts p) {
        p.username = "";
        p.password = "";
    }
}
