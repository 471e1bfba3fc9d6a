package org.iri4j.api;

/**
 * The encode set of an IRI component: the characters that component holds as themselves when
 * a decoded value is put into it; every other character is percent-encoded as UTF-8
 * with upper-case hex (RFC 3986 §2.1, RFC 3987 §3.1). Characters above US-ASCII that an IRI
 * holds ({@code ucschar}, RFC 3987 §2.2) stay as they are, except the bidi formatting
 * characters (§4.1); {@code iprivate} stays as itself in the query only. {@code %} is always
 * encoded: the value is decoded, so a {@code %} in it is a percent sign. Used by the builder's
 * decoded setters ({@code addDecodedPathSegment}, ...) and by iri-core's {@code PercentCodec}.
 *
 * <table>
 *   <caption>What each set keeps besides iunreserved (ALPHA DIGIT - . _ ~ ucschar)</caption>
 *   <tr><th>set</th><th>also kept</th><th>so encoded, among others</th></tr>
 *   <tr><td>{@link #USERINFO}</td><td>sub-delims {@code :}</td><td>{@code @ / ? # [ ]}</td></tr>
 *   <tr><td>{@link #HOST}</td><td>sub-delims</td><td>{@code : @ / ? # [ ]}</td></tr>
 *   <tr><td>{@link #PATH}</td><td>sub-delims {@code : @ /}</td><td>{@code ? #}</td></tr>
 *   <tr><td>{@link #PATH_SEGMENT}</td><td>sub-delims {@code : @}</td><td>{@code / ? #}</td></tr>
 *   <tr><td>{@link #QUERY}</td><td>sub-delims {@code : @ / ?} iprivate</td><td>{@code #}</td></tr>
 *   <tr><td>{@link #QUERY_PARAMETER}</td><td>{@code ! $ ' ( ) * , ; : @} iprivate</td><td>{@code & = + / ? #}</td></tr>
 *   <tr><td>{@link #FRAGMENT}</td><td>sub-delims {@code : @ / ?}</td><td>{@code #}</td></tr>
 * </table>
 *
 * @since 0.1.0
 */
public enum EncodeSet {
    /** {@code iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )} (RFC 3987 §2.2). */
    USERINFO,
    /** {@code ireg-name = *( iunreserved / pct-encoded / sub-delims )}. */
    HOST,
    /** {@code ipath}: {@code ipchar} and {@code /} (RFC 3986 §3.3). */
    PATH,
    /** One {@code isegment}: {@code ipchar}, so a {@code /} inside is encoded. */
    PATH_SEGMENT,
    /** {@code iquery = *( ipchar / iprivate / "/" / "?" )} (RFC 3986 §3.4). */
    QUERY,
    /**
     * A name or value of an {@code &}-separated query parameter: the query's characters but
     * those query conventions give a meaning, {@code & = +} (HTML forms) and {@code / ?}
     * (RFC 6068 §2, {@code qchar}).
     */
    QUERY_PARAMETER,
    /** {@code ifragment = *( ipchar / "/" / "?" )} (RFC 3986 §3.5). */
    FRAGMENT
}
