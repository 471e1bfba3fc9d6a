package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#STRIP_TRAILING_SLASH}: trailing slashes of a path that starts with {@code /} removed, all of them, but for the path {@code /} (urlcanon aggressive).
 */
public final class StripTrailingSlash extends Step {

    /** The step; it holds no state. */
    public StripTrailingSlash() {
        super(UrlParts.PATH);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.pathEnd - span.pathStart > 1 && href.charAt(span.pathEnd - 1) == '/';
    }

    @Override
    public void apply(UrlParts p) {
        p.path = editPath(p, StripTrailingSlash::stripTrailingSlash);
    }

    private static String stripTrailingSlash(String path) {
        int end = path.length();
        while (end > 1 && path.charAt(end - 1) == '/') {
            end--;
        }
        return end == path.length() || !path.startsWith("/") ? path : path.substring(0, end);
    }
}
