package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#HTTPS_TO_HTTP}: {@code https} read as {@code http}, and port 80 then dropped as its default (urlcanon aggressive; URL Standard §4.4 port state).
 */
public final class HttpsToHttp extends Step {

    /** The step; it holds no state. */
    public HttpsToHttp() {
        super(UrlParts.SCHEME);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return span.schemeEnd == 5 && href.startsWith("https");
    }

    @Override
    public void apply(UrlParts p) {
        if ("https".equals(p.scheme)) {
            p.scheme = "http";
            if ("80".equals(p.port)) {
                p.port = ""; // the URL Standard drops a special scheme's default port (§4.4 port state)
            }
        }
    }
}
