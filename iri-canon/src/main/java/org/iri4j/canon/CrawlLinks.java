package org.iri4j.canon;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Violation;
import org.iri4j.web.WebUrl;

/**
 * Links as a crawler finds them, in pages, logs and seed lists: read by the URL Standard's basic
 * URL parser (§4.4) as a browser reads them, and a link without a scheme
 * ({@code www.example.com/a}) read as {@code http://} and the link, as urlcanon's
 * {@code assume-http} and the Internet Archive do ({@link CanonStep#ASSUME_HTTP}).
 *
 * <table>
 *   <caption>{@link #read} and {@link #host}</caption>
 *   <tr><th>link</th><th>read as</th><th>host</th></tr>
 *   <tr><td>{@code HTTP://WWW.Example.com:80/a}</td><td>{@code http://www.example.com/a}</td>
 *       <td>{@code www.example.com}</td></tr>
 *   <tr><td>{@code www.example.com/a}</td><td>{@code http://www.example.com/a}</td>
 *       <td>{@code www.example.com}</td></tr>
 *   <tr><td>{@code 食狮.公司.cn}</td><td>{@code http://xn--85x722f.xn--55qx5d.cn/}</td>
 *       <td>{@code xn--85x722f.xn--55qx5d.cn}</td></tr>
 *   <tr><td>{@code mailto:a@example.com}</td><td>{@code mailto:a@example.com}</td>
 *       <td>fails, {@link CanonCode#NO_HOST}</td></tr>
 *   <tr><td>{@code http://[::1}</td><td>fails, {@code url.IPV6_UNCLOSED}</td><td>fails</td></tr>
 * </table>
 *
 * <p>A link with a scheme is never read again: {@code example.com:8080} has the scheme
 * {@code example.com} (RFC 3986 §3.1 allows the dot) and so no host. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class CrawlLinks {

    /** What a link without a scheme is read after. */
    private static final String HTTP = "http://";

    private CrawlLinks() {}

    /**
     * Reads a link as the URL Standard does, and a link without a scheme as {@code http://}
     * and the link.
     *
     * @param link the link as found
     * @return the URL
     * @throws IriSyntaxException with the URL Standard's failure ({@code url} codes): of the link,
     *     or, when it has no scheme, of its reading as {@code http://}, indexed in the link as given
     *     ({@code ""}: the end of the input at index 0 in host)
     */
    public static WebUrl read(String link) {
        try {
            return WebUrl.parse(link); // the parser that collects no validation error: a crawl's hot path
        } catch (IriSyntaxException failure) {
            if (hasScheme(link)) {
                throw failure;
            }
        }
        // The reading as http:// says better what is wrong: www.exa mple.com's space, not "no scheme".
        // Only the leading junk is cut, so that the parser's indexes are the link's plus a constant:
        // it strips the rest itself, as it would have.
        int start = 0;
        while (start < link.length() && link.charAt(start) <= ' ') {
            start++;
        }
        try {
            return WebUrl.parse(HTTP + link.substring(start));
        } catch (IriSyntaxException failure) {
            throw inLink(failure, link, start - HTTP.length());
        }
    }

    /**
     * A failure of the {@code http://} reading, its indexes and messages moved to the link as
     * given, so that the prefix the link never had is never counted.
     */
    private static IriSyntaxException inLink(IriSyntaxException failure, String link, int shift) {
        List<Violation> moved = new ArrayList<>(failure.violations().size());
        for (Violation v : failure.violations()) {
            int start = Math.max(0, Math.min(link.length(), v.start() + shift));
            int end = Math.max(start, Math.min(link.length(), v.end() + shift));
            String message = reindexed(v.message(), v.start(), start);
            moved.add(new Violation(v.code(), v.severity(), v.component(), start, end, message));
        }
        return new IriSyntaxException(link, moved, failure.getCause());
    }

    /** A message's "at index N" (the URL Standard's messages say where so) with another index. */
    private static String reindexed(String message, int from, int to) {
        String said = "at index " + from;
        int at = message.indexOf(said);
        int after = at + said.length();
        while (at >= 0 && after < message.length() && Character.isDigit(message.charAt(after))) {
            at = message.indexOf(said, after);
            after = at + said.length();
        }
        return at < 0 ? message : message.substring(0, at) + "at index " + to + message.substring(after);
    }

    /**
     * The host of a link read as {@link #read} reads it, as the URL Standard serializes it
     * (§3.6): a domain in ASCII lower case, an IPv4 address in dotted decimal, an IPv6 address
     * in brackets, or an opaque host.
     *
     * @param link the link as found
     * @return the host, never empty
     * @throws IriSyntaxException if the link is no URL, or a URL with no host or an empty one
     *     ({@link CanonCode#NO_HOST}: {@code mailto:a@b}, {@code file:///etc})
     */
    public static String host(String link) {
        WebUrl url = read(link);
        String host = url.hostname();
        if (host.isEmpty()) {
            throw CanonCode.NO_HOST.failure(
                    link, Component.HOST, "the link has no host (scheme '" + schemeOf(url) + "')");
        }
        return host;
    }

    /** Whether a link, junk stripped, begins with a scheme and its colon (RFC 3986 §3.1). */
    private static boolean hasScheme(String link) {
        return UrlParts.split(Junk.strip(link)).scheme != null;
    }

    private static String schemeOf(WebUrl url) {
        String protocol = url.protocol();
        return protocol.substring(0, protocol.length() - 1);
    }
}
