package org.iri4j.api;

/**
 * Which alternative of {@code ihost = IP-literal / IPv4address / ireg-name} (RFC 3987 §2.2,
 * RFC 3986 §3.2.2) a host matched. The alternatives are tried in order and the first that
 * matches the whole host wins, so {@code 192.0.2.1} is {@link #IPV4} while
 * {@code 256.1.1.1} and {@code 01.2.3.4} are {@link #REG_NAME}.
 *
 * @since 0.1.0
 */
public enum HostKind {
    /** {@code IPv4address}: four decimal octets without leading zeros. */
    IPV4("IPv4address"),
    /** {@code "[" IPv6address "]"}. */
    IPV6("IPv6address"),
    /** {@code "[" IPvFuture "]"}: {@code "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}. */
    IPV_FUTURE("IPvFuture"),
    /** {@code ireg-name}: a registered name, possibly empty, possibly non-ASCII. */
    REG_NAME("ireg-name");

    private final String ruleName;

    HostKind(String ruleName) {
        this.ruleName = ruleName;
    }

    /**
     * The ABNF rule this kind of host matches.
     *
     * @return for example {@code "IPv6address"}
     */
    public String ruleName() {
        return ruleName;
    }
}
