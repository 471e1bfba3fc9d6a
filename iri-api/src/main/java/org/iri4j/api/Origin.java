package org.iri4j.api;

import java.io.Serializable;
import java.util.Objects;

/**
 * The origin of a hierarchical IRI (RFC 6454 §4): its scheme, host and port, what browsers
 * and servers compare to decide whether two resources come from the same place. The scheme
 * and host are in lower case, the host in the ASCII form its URI has (ToASCII for the host of
 * a scheme whose plugin says it uses DNS names), and the port is the IRI's, or the scheme's
 * default port (RFC 6454 §4 step 6).
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><td>{@code HTTP://Example.COM/a}</td><td>{@code http://example.com:80}</td></tr>
 *   <tr><td>{@code https://bücher.example:8443/}</td><td>{@code https://xn--bcher-kva.example:8443}</td></tr>
 * </table>
 *
 * @param scheme the scheme, lower case
 * @param host   the host, lower case, ASCII; an IP literal with its brackets
 * @param port   the port, 0 to 65535
 * @serial exclude
 * @since 0.1.0
 */
public record Origin(String scheme, String host, int port) implements Serializable {

    /**
     * Checks the parts.
     *
     * @param scheme the scheme, lower case
     * @param host   the host, lower case, ASCII
     * @param port   the port, 0 to 65535
     * @throws NullPointerException     if the scheme or host is null
     * @throws IllegalArgumentException if the port is not a TCP or UDP port (RFC 9293 §3.1)
     */
    public Origin {
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is no TCP or UDP port (0 to 65535, RFC 9293 §3.1)");
        }
    }

    /**
     * The origin written as RFC 6454 §6.2 does, with its port always.
     *
     * @return for example {@code http://example.com:80}
     */
    @Override
    public String toString() {
        return scheme + "://" + host + ":" + port;
    }
}
