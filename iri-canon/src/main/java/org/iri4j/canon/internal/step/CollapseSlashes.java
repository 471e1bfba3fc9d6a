package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#COLLAPSE_SLASHES}: runs of slashes in a special URL's path (URL Standard §4.2) made one (Safe Browsing, urlcanon).
 */
public final class CollapseSlashes extends Step {

    /** The step; it holds no state. */
    public CollapseSlashes() {
        super(UrlParts.SCHEME | UrlParts.PATH);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.isSpecial() && indexOf(href, "//", span.pathStart, span.pathEnd) >= 0;
    }

    @Override
    public void apply(UrlParts p) {
        p.path = p.isSpecial() ? PathDots.collapseSlashes(p.path) : p.path;
    }
}
