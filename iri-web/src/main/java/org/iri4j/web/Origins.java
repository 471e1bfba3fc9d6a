package org.iri4j.web;

import org.iri4j.web.internal.scheme.Schemes;

/**
 * The origin of a URL (URL Standard §4.7 "origin") serialized as HTML serializes origins: a
 * tuple origin as scheme, {@code ://}, host and {@code :port} when the port is not null; an
 * opaque origin as {@code null}.
 */
final class Origins {

    /** The serialization of an opaque origin. */
    static final String OPAQUE = "null";

    private Origins() {}

    /**
     * The serialized origin of a URL.
     *
     * @param url the URL
     * @return the origin
     */
    static String of(Layout url) {
        switch (url.kind()) {
            case Schemes.FTP:
            case Schemes.HTTP:
            case Schemes.HTTPS:
            case Schemes.WS:
            case Schemes.WSS:
                String href = url.href();
                return href.substring(0, url.schemeEnd() + 3) + href.substring(url.hostStart(), url.pathStart());
            case Schemes.NOT_SPECIAL:
                return url.scheme().equals("blob") ? blob(url) : OPAQUE;
            default:
                return OPAQUE;
        }
    }

    /**
     * A {@code blob:} URL's origin (§4.7 step "blob"): the origin of the URL its path holds, read
     * as the Standard reads it (the default options), if that URL is http or https; opaque
     * otherwise.
     */
    private static String blob(Layout url) {
        Layout inner = Parsing.orNull(url.path(), null, WebUrlOptions.defaults());
        if (inner == null || inner.kind() != Schemes.HTTP && inner.kind() != Schemes.HTTPS) {
            return OPAQUE;
        }
        return of(inner);
    }
}
