package org.iri4j.web;

import org.iri4j.api.Iri;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.core.Iris;

/**
 * The bridge between the URL Standard's URLs and RFC 3987 IRIs.
 *
 * <p>URL → IRI: a URL's serialization (URL Standard §4.5) is US-ASCII, but the Standard leaves
 * some characters unencoded that RFC 3986 §2 does not allow where they stand ({@code | ^ { } `}
 * and {@code \} in a path, {@code [ ] #} after the path, {@code "} and the like in an opaque
 * host or an opaque path, a {@code %} not followed by two hexadecimal digits). Each is
 * percent-encoded as UTF-8 (RFC 3986 §2.1), so the result is always a URI reference, which is
 * then read as an IRI by RFC 3987 §3.2 (percent-encoded UTF-8 that an IRI may hold decoded,
 * DNS hosts through ToUnicode by the environment's host mapper, which refuses what its display
 * policy refuses).
 *
 * <p>IRI → URL: the IRI's text is read by the basic URL parser (URL Standard §4.4), as a browser
 * reads it in a link: this is where the two readings of one string can differ (the README's
 * "Links as browsers read them" lists how).
 *
 * <pre>{@code
 * Iri iri = IriBridge.toIri(WebUrl.parse("HTTP://xn--bcher-kva.example/a|b?q=^"));
 * // http://bücher.example/a%7Cb?q=%5E
 * WebUrl url = IriBridge.toUrl(Iris.parse("http://0x7f.1/%2e/x"));   // http://127.0.0.1/x
 * }</pre>
 *
 * @since 0.1.0
 */
public final class IriBridge {

    private IriBridge() {}

    /**
     * The IRI of a URL (RFC 3987 §3.2 applied to the URL's serialization made a URI).
     *
     * @param url the URL
     * @param mapper the mapper that reads the URI as an IRI, e.g. with hosts in Unicode
     * @return a valid IRI
     */
    public static Iri toIri(WebUrl url, IriMapper mapper) {
        return mapper.toIri(Iris.parse(toUriText(url)));
    }

    /**
     * The IRI of a URL, with the default environment's mapper and DNS hosts through ToUnicode
     * (RFC 3987 §3.2 and draft-ietf-iri-3987bis §6.4 step 6).
     *
     * @param url the URL
     * @return a valid IRI
     */
    public static Iri toIri(WebUrl url) {
        return toIri(url, DefaultMapper.MAPPER);
    }

    /** Made on first use, so that a URL that is never bridged never builds an environment. */
    private static final class DefaultMapper {
        static final IriMapper MAPPER = Iris.mapperBuilder().unicodeHosts(true).build();
    }

    /**
     * The URL that the basic URL parser reads from an IRI's text (URL Standard §4.4).
     *
     * @param iri the IRI
     * @param base the base URL for a relative reference, or null
     * @return the URL
     * @throws IriSyntaxException if the URL parser returns failure
     */
    public static WebUrl toUrl(Iri iri, WebUrl base) {
        return WebUrl.parse(iri.toString(), base);
    }

    /**
     * The URL that the basic URL parser reads from an absolute IRI's text (URL Standard §4.4).
     *
     * @param iri the IRI
     * @return the URL
     * @throws IriSyntaxException if the URL parser returns failure, as for a relative reference
     */
    public static WebUrl toUrl(Iri iri) {
        return toUrl(iri, null);
    }

    /**
     * A URL's serialization with every character that RFC 3986 §3 does not allow where it stands
     * percent-encoded.
     *
     * @param url the URL
     * @return a URI (RFC 3986 §4.3)
     */
    static String toUriText(WebUrl url) {
        String href = url.href;
        StringBuilder out = new StringBuilder(href.length() + 16);
        out.append(href, 0, url.schemeEnd + 1);
        if (url.hostStart >= 0) {
            out.append("//");
            int userinfoEnd = url.hostStart > url.schemeEnd + 3 ? url.hostStart - 1 : url.hostStart;
            append(out, href, url.schemeEnd + 3, userinfoEnd, UriChars.USERINFO);
            out.append(href, userinfoEnd, url.hostStart);
            boolean literal = url.hostEnd > url.hostStart && href.charAt(url.hostStart) == '[';
            append(out, href, url.hostStart, url.hostEnd, literal ? UriChars.IP_LITERAL : UriChars.REG_NAME);
            out.append(href, url.hostEnd, url.pathStart);
        } else {
            out.append(href, url.schemeEnd + 1, url.pathStart); // the "/." before a path that begins "//" (§4.5)
        }
        append(out, href, url.pathStart, url.pathEnd(), UriChars.PATH);
        if (url.queryStart >= 0) {
            out.append('?');
            append(out, href, url.queryStart + 1, url.queryEnd(), UriChars.QUERY);
        }
        if (url.fragmentStart >= 0) {
            out.append('#');
            append(out, href, url.fragmentStart + 1, href.length(), UriChars.QUERY);
        }
        return out.toString();
    }

    private static void append(StringBuilder out, String s, int from, int to, UriChars allowed) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%' ? UriChars.isPercentEncoding(s, i, to) : allowed.allows(c)) {
                out.append(c);
                i++;
            } else {
                i += UriChars.percentEncode(out, s, i);
            }
        }
    }
}
