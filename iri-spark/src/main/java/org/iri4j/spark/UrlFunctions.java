package org.iri4j.spark;

import org.apache.spark.sql.Column;

/**
 * The WHATWG URL Standard as Spark SQL functions for the DataFrame API: links read as a browser
 * reads them, {@code df.select(UrlFunctions.url_href(col("link")))}. The same functions are in
 * SQL once {@code spark.sql.extensions} names {@link IriSparkExtensions}. Null in, null out;
 * non-UTF-8 values and the strict option as for {@link IriFunctions}.
 *
 * @since 0.1.0
 */
public final class UrlFunctions {

    private UrlFunctions() {}

    /**
     * A string read as a browser reads a link (WHATWG URL Standard §4.4), serialized (§4.5);
     * null where the URL parser returns failure.
     *
     * @param s a string column
     * @return the href
     */
    public static Column url_href(Column s) {
        return IriFunction.URL_HREF.call(s);
    }

    /**
     * A string read against a base URL as a browser reads a link (URL Standard §4.4); null where
     * the base or the string fails to parse.
     *
     * @param base a string column of base URLs
     * @param s a string column
     * @return the href
     */
    public static Column url_resolve(Column base, Column s) {
        return IriFunction.URL_RESOLVE.call(base, s);
    }

    /**
     * The URL API's attributes (URL Standard §6.1: href, origin, protocol, username, password,
     * host, hostname, port, pathname, search, hash) of a string read as a browser reads a link,
     * and {@code errors}: the validation errors (§4.4) the parser reported without failing, as
     * {@code iri url --format json} has them; null where the URL parser returns failure
     * ({@link #url_check} says why).
     *
     * @param s a string column
     * @return the struct; {@code errors} an array of structs {@code code, start, end, message};
     *     {@code validUrlString} whether the string, as written, is a valid URL string (§4.3)
     */
    public static Column url_parse(Column s) {
        return IriFunction.URL_PARSE.call(s);
    }

    /**
     * Whether a string reads as a URL (URL Standard §4.4), and why not: never null for a UTF-8 string.
     *
     * @param s a string column
     * @return a struct column: {@code valid} (the parser returned a URL) and {@code errors},
     *     every validation error as structs {@code code, start, end, message}, in the Standard's order, the failure last
     */
    public static Column url_check(Column s) {
        return IriFunction.URL_CHECK.call(s);
    }

    /**
     * Whether a string reads as a URL against a base URL; a base that fails is the failure, its
     * errors' messages starting {@code base: }.
     *
     * @param s    a string column
     * @param base a string column of base URLs
     * @return the check struct
     */
    public static Column url_check(Column s, Column base) {
        return IriFunction.URL_CHECK.call(s, base);
    }

    /**
     * Whether a string, as written, is a valid URL string (URL Standard §4.3 URL writing), the
     * form the Standard asks authors to write, which is stricter than what the parser reads
     * ({@code https:example.com} reads as a URL and is not one). Without a base URL only an
     * absolute URL string is valid.
     *
     * @param s a string column
     * @return a boolean column
     */
    public static Column url_is_valid_string(Column s) {
        return IriFunction.URL_IS_VALID_STRING.call(s);
    }

    /**
     * Whether a string, as written, is a valid URL string against a base URL (URL Standard §4.3):
     * an absolute one, or a relative one as the base's scheme allows (only {@code #} and a
     * fragment against a base with an opaque path); null where the base fails to parse.
     *
     * @param s    a string column
     * @param base a string column of base URLs
     * @return a boolean column
     */
    public static Column url_is_valid_string(Column s, Column base) {
        return IriFunction.URL_IS_VALID_STRING.call(s, base);
    }

    /**
     * The IRI of a link read as a browser reads it: the URL's serialization (URL Standard §4.5)
     * made a URI and converted to an IRI (RFC 3987 §3.2), the host as {@code IriBridge.toIri}
     * writes it; null where the URL parser returns failure.
     *
     * @param s a string column of links
     * @return the IRIs
     */
    public static Column url_to_iri(Column s) {
        return IriFunction.URL_TO_IRI.call(s);
    }

    /**
     * The IRI of a link read against a base URL as a browser reads it.
     *
     * @param s    a string column of links
     * @param base a string column of base URLs
     * @return the IRIs; null where the base or the link fails to parse
     */
    public static Column url_to_iri(Column s, Column base) {
        return IriFunction.URL_TO_IRI.call(s, base);
    }
}
