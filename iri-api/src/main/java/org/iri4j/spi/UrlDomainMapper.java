package org.iri4j.spi;

/**
 * Domain to ASCII and domain to Unicode for WHATWG URLs, as a plugin: UTS #46 §4 processing
 * (Unicode IDNA Compatibility Processing) with the flags the URL Standard §3.3 "IDNA" gives it.
 * {@code iri-web} asks it only for what needs Unicode data: its host parser for a domain that
 * holds a character outside US-ASCII and, to report validation errors, for an ASCII domain with a
 * label beginning with {@code xn--}; {@code WebUrl.isValidUrlString} for whether such a domain is
 * a valid domain string (§3.4). {@code iri-idna} ships one on ICU4J.
 *
 * <p>The flags of the URL Standard's <em>domain parser ToASCII</em>, for {@link #toAscii}
 * (beStrict false) and {@link #toAsciiStrict} (beStrict true):
 *
 * <table>
 *   <caption>UTS #46 §4.2 ToASCII flags</caption>
 *   <tr><th>flag</th><th>{@code toAscii}</th><th>{@code toAsciiStrict}</th></tr>
 *   <tr><td>CheckHyphens</td><td>false</td><td>true</td></tr>
 *   <tr><td>CheckBidi</td><td>true</td><td>true</td></tr>
 *   <tr><td>CheckJoiners</td><td>true</td><td>true</td></tr>
 *   <tr><td>UseSTD3ASCIIRules</td><td>false</td><td>true</td></tr>
 *   <tr><td>Transitional_Processing</td><td>false</td><td>false</td></tr>
 *   <tr><td>VerifyDnsLength</td><td>false</td><td>true</td></tr>
 *   <tr><td>IgnoreInvalidPunycode</td><td>false</td><td>false</td></tr>
 * </table>
 *
 * <p>Found with {@link java.util.ServiceLoader}; when several are present the one with the
 * highest {@link #priority()} is used, the first found at equal priority. Implementations must
 * take time linear in the length of the domain, whatever it holds, and must be immutable and
 * thread-safe. A mapper that throws anything but {@link HostMappingException} fails the parse
 * with {@link org.iri4j.api.IriCode#PLUGIN_FAILED}, naming it.
 *
 * @since 0.1.0
 */
public interface UrlDomainMapper extends Plugin {

    /**
     * The URL Standard's domain parser ToASCII with beStrict false (URL Standard §3.3, UTS #46
     * §4.2): map, normalize, decode and validate each label, then encode each label that is not
     * ASCII with Punycode. What the host parser keeps as the host.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code faß.de}</td><td>{@code xn--fa-hia.de}</td></tr>
     *   <tr><td>{@code -x.ß}</td><td>{@code -x.xn--zca} (no hyphen rule)</td></tr>
     *   <tr><td>{@code a\u200Cb}</td><td>fails (CheckJoiners)</td></tr>
     * </table>
     *
     * @param domain a whole domain, percent-decoded, labels separated by any of U+002E, U+3002,
     *               U+FF0E or U+FF61
     * @return the domain in ASCII, labels separated by U+002E
     * @throws HostMappingException if UTS #46 processing records an error
     */
    String toAscii(String domain) throws HostMappingException;

    /**
     * The URL Standard's domain parser ToASCII with beStrict true (URL Standard §3.3, UTS #46
     * §4.2): as {@link #toAscii} with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength. Its
     * failure is the {@code domain-to-ASCII} validation error, which does not make a parse fail, and
     * makes a host no valid domain string (§3.4 host writing).
     *
     * @param domain a whole domain, percent-decoded
     * @return the domain in ASCII
     * @throws HostMappingException if UTS #46 processing records an error
     */
    String toAsciiStrict(String domain) throws HostMappingException;

    /**
     * The URL Standard's domain to Unicode (URL Standard §3.3, UTS #46 §4.3 ToUnicode with the
     * flags of {@link #toAscii}): the form of a domain to show people or to put in an IRI. Never
     * fails: a domain with an error comes back as it is.
     *
     * @param domain a domain as the host parser gives it (ASCII)
     * @return the domain with its A-labels decoded, or {@code domain} itself on any error
     */
    String toUnicode(String domain);
}
