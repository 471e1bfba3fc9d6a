package org.iri4j.api;

/**
 * How the names and values of query parameters are encoded, for
 * {@link Iri#decodedQueryParameters(QueryEncoding)}.
 *
 * <table>
 *   <caption>{@code ?q=a+b%20c%2B} decoded</caption>
 *   <tr><th>encoding</th><th>value of {@code q}</th></tr>
 *   <tr><td>{@link #PERCENT}</td><td>{@code a+b c+}</td></tr>
 *   <tr><td>{@link #FORM}</td><td>{@code a b c+}</td></tr>
 * </table>
 *
 * @since 0.1.0
 */
public enum QueryEncoding {
    /**
     * Percent-encoding only (RFC 3986 §2.1): {@code +} is a plus sign, as the generic syntax
     * and most schemes (mailto, RFC 6068) have it.
     */
    PERCENT,
    /**
     * {@code application/x-www-form-urlencoded} (WHATWG URL Standard §5, HTML forms): a
     * {@code +} stands for a space, then percent-encodings are decoded. Only where the caller
     * knows the query came from a form.
     */
    FORM
}
