package org.iri4j.web;

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
    static String of(WebUrl url) {
        switch (url.kind) {
            case Schemes.FTP:
            case Schemes.HTTP:
            case Schemes.HTTPS:
            case Schemes.WS:
            case Schemes.WSS:
                return url.href.substring(0, url.schemeEnd + 3) + url.host();
            case Schemes.NOT_SPECIAL:
                return UrlRecord.schemeOf(url).equals("blob") ? blob(url) : OPAQUE;
            default:
                return OPAQUE;
        }
    }

    /**
     * A {@code blob:} URL's origin (§4.7 step "blob"): the origin of the URL its path holds, if
     * that URL is http or https; opaque otherwise.
     */
    private static String blob(WebUrl url) {
        WebUrlResult inner = Parsing.read(url.pathname(), null, WebUrlOptions.defaults());
        if (!inner.isSuccess()) {
            return OPAQUE;
        }
        WebUrl pathUrl = inner.orElseThrow();
        return pathUrl.kind == Schemes.HTTP || pathUrl.kind == Schemes.HTTPS ? of(pathUrl) : OPAQUE;
    }
}
