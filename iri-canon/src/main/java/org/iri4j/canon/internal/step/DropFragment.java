package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#DROP_FRAGMENT}: the fragment removed, and its {@code #} (RFC 3986 §3.5: it selects within a resource).
 */
public final class DropFragment extends Step {

    /** The step; it holds no state. */
    public DropFragment() {
        super(UrlParts.FRAGMENT);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.hash >= 0;
    }

    @Override
    public void apply(UrlParts p) {
        p.fragment = null;
    }
}
