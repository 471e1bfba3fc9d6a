package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#STRIP_WWW}: first labels {@code www}, {@code www2}, ... of a domain removed while a label is left after them, kept where what follows them reads as an IPv4 address once its dots are fixed ({@link HostDots#wwwEnd}; the Internet Archive). An IP address is left alone.
 */
public final class StripWww extends Step {

    /** The step; it holds no state. */
    public StripWww() {
        super(UrlParts.HOST);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return HostDots.wwwEnd(href, span.hostStart, span.hostEnd) > span.hostStart;
    }

    @Override
    public void apply(UrlParts p) {
        p.host = editHost(p, HostDots::stripWww); // an address never begins with www
    }
}
