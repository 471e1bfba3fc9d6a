package org.iri4j.api;

/**
 * The components of an IRI reference (RFC 3987 §2.2, RFC 3986 §3), used to say where a
 * {@link Violation} lies.
 *
 * <pre>
 *   foo://user@example.com:8042/over/there?name=ferret#nose
 *   \_/   \______________________/\_________/ \_________/ \__/
 *    |               |                 |           |        |
 * scheme         authority           path        query   fragment
 *          \__/ \_________/ \__/
 *        userinfo  host     port
 * </pre>
 *
 * @since 0.1.0
 */
public enum Component {
    /** {@code scheme}, RFC 3986 §3.1. */
    SCHEME("scheme"),
    /** {@code iauthority} as a whole, RFC 3986 §3.2, when no finer part applies. */
    AUTHORITY("authority"),
    /** {@code iuserinfo}, RFC 3986 §3.2.1. */
    USERINFO("userinfo"),
    /** {@code ihost}, RFC 3986 §3.2.2. */
    HOST("host"),
    /** {@code port}, RFC 3986 §3.2.3. */
    PORT("port"),
    /** {@code ipath}, RFC 3986 §3.3. */
    PATH("path"),
    /** {@code iquery}, RFC 3986 §3.4. */
    QUERY("query"),
    /** {@code ifragment}, RFC 3986 §3.5. */
    FRAGMENT("fragment");

    private final String label;

    Component(String label) {
        this.label = label;
    }

    /**
     * The name of the component as the RFCs write it in prose.
     *
     * @return for example {@code "userinfo"} or {@code "path"}
     */
    public String label() {
        return label;
    }
}
