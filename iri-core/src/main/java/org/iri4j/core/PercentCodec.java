package org.iri4j.core;

import org.iri4j.api.EncodeSet;
import org.iri4j.core.internal.codec.ComponentEncoder;
import org.iri4j.core.internal.codec.PercentDecoder;

/**
 * Percent-encoding and decoding of component values (RFC 3986 §2.1, RFC 3987 §3.1), for
 * callers who put decoded values into IRIs or read them out themselves; {@code IriBuilder}'s decoded
 * setters and the {@code Iri}'s decoded accessors use the same rules.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><td>{@code encode("a b/c", PATH_SEGMENT)}</td><td>{@code a%20b%2Fc}</td></tr>
 *   <tr><td>{@code encode("Hello & welcome?", QUERY_PARAMETER)}</td><td>{@code Hello%20%26%20welcome%3F}</td></tr>
 *   <tr><td>{@code encode("café #1", FRAGMENT)}</td><td>{@code café%20%231}</td></tr>
 *   <tr><td>{@code encodeForm("a b+c")}</td><td>{@code a+b%2Bc}</td></tr>
 *   <tr><td>{@code decode("caf%C3%A9%2B%FF")}</td><td>{@code café+%FF}</td></tr>
 *   <tr><td>{@code decodeForm("a+b%2Bc")}</td><td>{@code a b+c}</td></tr>
 * </table>
 *
 * @since 0.1.0
 */
public final class PercentCodec {

    private PercentCodec() {}

    /**
     * Encodes a decoded value for a component: what the component holds as itself stays, the rest
     * becomes UTF-8 octets as {@code %HH} with upper-case hex.
     *
     * @param decoded the decoded value ({@code %} in it is a percent sign)
     * @param set     the component's encode set
     * @return the encoded value, which that component of an IRI may hold as it is
     * @throws IllegalArgumentException for an unpaired surrogate, which is no character
     */
    public static String encode(CharSequence decoded, EncodeSet set) {
        return ComponentEncoder.encode(decoded, set);
    }

    /**
     * Encodes a name or value as {@code application/x-www-form-urlencoded} does (WHATWG URL
     * Standard §5.2): a space becomes {@code +}, and {@code +} itself is encoded.
     *
     * @param decoded the decoded value
     * @return the encoded value
     * @throws IllegalArgumentException for an unpaired surrogate
     */
    public static String encodeForm(CharSequence decoded) {
        return ComponentEncoder.encode(decoded, EncodeSet.QUERY_PARAMETER).replace("%20", "+");
    }

    /**
     * Decodes the percent-encodings of UTF-8 characters (RFC 3987 §3.2 step 3); a
     * percent-encoding that is not part of a well-formed UTF-8 sequence stays as written, never
     * replaced by U+FFFD. {@code +} stays a plus sign.
     *
     * @param encoded the encoded value
     * @return the decoded value
     */
    public static String decode(CharSequence encoded) {
        return PercentDecoder.decodeAll(encoded.toString());
    }

    /**
     * Decodes {@code application/x-www-form-urlencoded}: {@code +} is a space, then the
     * percent-encodings are decoded as {@link #decode} does.
     *
     * @param encoded the encoded value
     * @return the decoded value
     */
    public static String decodeForm(CharSequence encoded) {
        return PercentDecoder.decodeAll(encoded.toString().replace('+', ' '));
    }
}
