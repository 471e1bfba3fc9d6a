package org.iri4j.canon;

import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;

/**
 * Links as a crawler finds them, in pages, logs and seed lists: read by the URL Standard's basic
 * URL parser (§4.4) as a browser reads them, and a link without a scheme
 * ({@code www.example.com/a}) read as {@code http://} and the link, as urlcanon's
 * {@code assume-http} and the Internet Archive do ({@link CanonStep#ASSUME_HTTP}).
 *
 * <table>
 *   <caption>{@link #read} and {@link #host} ({@link #tryRead} and {@link #tryHost} give empty where they fail)</caption>
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
 * <p>A link with a scheme (by §4.4's scheme state) is read as it is: {@code example.com:8080}
 * has the scheme {@code example.com} (RFC 3986 §3.1 allows the dot) and so no host. The link is
 * never rewritten: a failure's index is where the link holds the fault, and its message quotes
 * the link, never {@code http://}. Stateless and thread-safe.
 *
 * @since 0.1.0
 */
public final class CrawlLinks {

    /** The URL Standard's reading, and a link without a scheme read as if it began with {@code http://}. */
    private static final WebUrlOptions READING = WebUrlOptions.defaults().withAssumedScheme("http");

    private CrawlLinks() {}

    /**
     * Reads a link as the URL Standard does, and a link without a scheme as {@code http://}
     * and the link ({@link WebUrlOptions#withAssumedScheme}): one parse, which collects no
     * validation error (a crawl's hot path).
     *
     * @param link the link as found
     * @return the URL
     * @throws InvalidInputException with the URL Standard's failure ({@code url} codes): of the link,
     *     or, when it has no scheme, of its reading as {@code http://}, indexed in the link as given
     *     ({@code ""}: the end of the input at index 0 in host)
     */
    public static WebUrl read(String link) {
        return WebUrl.parse(link, null, READING);
    }

    /**
     * Reads a link as {@link #read} does, or gives empty where it throws: no exception and no
     * message built, for a crawl's hot path where a link that is no URL needs no reason.
     *
     * @param link the link as found
     * @return the URL; empty if the URL Standard's parser returns failure
     */
    public static Optional<WebUrl> tryRead(String link) {
        return Optional.ofNullable(readOrNull(Objects.requireNonNull(link, "link")));
    }

    /**
     * The host of a link read as {@link #read} reads it, as the URL Standard serializes it
     * (§3.6): a domain in ASCII lower case, an IPv4 address in dotted decimal, an IPv6 address
     * in brackets, or an opaque host.
     *
     * @param link the link as found
     * @return the host, never empty
     * @throws InvalidInputException if the link is no URL, or a URL with no host or an empty one
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

    /**
     * The host of a link as {@link #host} gives it, or empty where it throws: no exception and no
     * message built.
     *
     * @param link the link as found
     * @return the host, never empty; empty if the link is no URL, or a URL with no host or an
     *     empty one
     */
    public static Optional<String> tryHost(String link) {
        WebUrl url = readOrNull(Objects.requireNonNull(link, "link"));
        String host = url == null ? "" : url.hostname();
        return host.isEmpty() ? Optional.empty() : Optional.of(host);
    }

    /** {@link #read}, or null where it throws. */
    static WebUrl readOrNull(String link) {
        return orNull(link, READING);
    }

    /** {@link WebUrl#parse(String)}, the URL Standard's reading alone, or null where it throws. */
    static WebUrl parseOrNull(String link) {
        return orNull(link, WebUrlOptions.defaults());
    }

    /**
     * The one place where a link is parsed without an exception: the non-throwing readings of a
     * crawl's hot path go through iri-web's {@link WebUrl#tryParse}, which builds no message.
     */
    private static WebUrl orNull(String link, WebUrlOptions options) {
        return WebUrl.tryParse(link, null, options).orElse(null);
    }

    private static String schemeOf(WebUrl url) {
        String protocol = url.protocol();
        return protocol.substring(0, protocol.length() - 1);
    }
}
