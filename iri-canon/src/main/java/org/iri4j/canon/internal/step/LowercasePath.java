package org.iri4j.canon.internal.step;

import java.util.Locale;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#LOWERCASE_PATH}: the path in lower case, {@link Locale#ROOT}, escapes' hex digits too (urlcanon aggressive).
 */
public final class LowercasePath extends Step {

    /** The step; it holds no state. */
    public LowercasePath() {
        super(UrlParts.PATH);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return hasUpperCase(href, span.pathStart, span.pathEnd);
    }

    @Override
    public void apply(UrlParts p) {
        p.path = editPath(p, path -> path.toLowerCase(Locale.ROOT));
    }
}
