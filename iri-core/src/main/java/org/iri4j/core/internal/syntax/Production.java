package org.iri4j.core.internal.syntax;

import org.iri4j.api.Component;

/**
 * The ABNF productions a violation can be charged to, with their names in the IRI grammar
 * (RFC 3987 §2.2) and the URI grammar (RFC 3986 Appendix A), and what each expects, for
 * messages.
 */
public enum Production {
    SCHEME(
            Component.SCHEME,
            "scheme",
            "scheme",
            "ALPHA, then ALPHA, DIGIT, \"+\", \"-\" or \".\"",
            "ALPHA, then ALPHA, DIGIT, \"+\", \"-\" or \".\"",
            "§3.1"),
    USERINFO(
            Component.USERINFO,
            "iuserinfo",
            "userinfo",
            "iunreserved, pct-encoded, sub-delims or \":\"",
            "unreserved, pct-encoded, sub-delims or \":\"",
            "§3.2.1"),
    HOST(
            Component.HOST,
            "ihost",
            "host",
            "IP-literal, IPv4address or ireg-name",
            "IP-literal, IPv4address or reg-name",
            "§3.2.2"),
    REG_NAME(
            Component.HOST,
            "ireg-name",
            "reg-name",
            "iunreserved, pct-encoded or sub-delims",
            "unreserved, pct-encoded or sub-delims",
            "§3.2.2"),
    IP_LITERAL(
            Component.HOST,
            "IP-literal",
            "IP-literal",
            "\"[\" ( IPv6address / IPvFuture ) \"]\"",
            "\"[\" ( IPv6address / IPvFuture ) \"]\"",
            "§3.2.2"),
    IPV6(
            Component.HOST,
            "IPv6address",
            "IPv6address",
            "up to eight groups of 1-4 HEXDIG separated by \":\", at most one \"::\", "
                    + "optionally ending in an IPv4address",
            "up to eight groups of 1-4 HEXDIG separated by \":\", at most one \"::\", "
                    + "optionally ending in an IPv4address",
            "§3.2.2"),
    IPVFUTURE(
            Component.HOST,
            "IPvFuture",
            "IPvFuture",
            "\"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )",
            "\"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )",
            "§3.2.2"),
    PORT(Component.PORT, "port", "port", "DIGIT", "DIGIT", "§3.2.3"),
    PATH_ABEMPTY(Component.PATH, "ipath-abempty", "path-abempty", "ipchar or \"/\"", "pchar or \"/\"", "§3.3"),
    PATH_ABSOLUTE(Component.PATH, "ipath-absolute", "path-absolute", "ipchar or \"/\"", "pchar or \"/\"", "§3.3"),
    PATH_ROOTLESS(Component.PATH, "ipath-rootless", "path-rootless", "ipchar or \"/\"", "pchar or \"/\"", "§3.3"),
    PATH_NOSCHEME_FIRST(
            Component.PATH,
            "isegment-nz-nc",
            "segment-nz-nc",
            "iunreserved, pct-encoded, sub-delims or \"@\" in the first segment",
            "unreserved, pct-encoded, sub-delims or \"@\" in the first segment",
            "§3.3"),
    PATH_NOSCHEME(Component.PATH, "ipath-noscheme", "path-noscheme", "ipchar or \"/\"", "pchar or \"/\"", "§3.3"),
    QUERY(Component.QUERY, "iquery", "query", "ipchar, iprivate, \"/\" or \"?\"", "pchar, \"/\" or \"?\"", "§3.4"),
    FRAGMENT(Component.FRAGMENT, "ifragment", "fragment", "ipchar, \"/\" or \"?\"", "pchar, \"/\" or \"?\"", "§3.5"),
    PCT_ENCODED(null, "pct-encoded", "pct-encoded", "\"%\" HEXDIG HEXDIG", "\"%\" HEXDIG HEXDIG", "§2.1");

    private final Component component;
    private final String iriName;
    private final String uriName;
    private final String iriExpects;
    private final String uriExpects;
    private final String uriSection;

    Production(
            Component component,
            String iriName,
            String uriName,
            String iriExpects,
            String uriExpects,
            String uriSection) {
        this.component = component;
        this.iriName = iriName;
        this.uriName = uriName;
        this.iriExpects = iriExpects;
        this.uriExpects = uriExpects;
        this.uriSection = uriSection;
    }

    /**
     * The component this production belongs to.
     *
     * @return the component, or null for productions that occur in several
     */
    public Component component() {
        return component;
    }

    /**
     * The production's name and where it is defined, as messages cite it.
     *
     * @param uri true for the RFC 3986 grammar, false for RFC 3987's
     * @return for example {@code "ipath-abempty, RFC 3987 §2.2"}
     */
    public String citation(boolean uri) {
        if (uri) {
            return uriName + ", RFC 3986 " + uriSection;
        }
        boolean sameAsUri = iriName.equals(uriName);
        return iriName + (sameAsUri ? ", RFC 3986 " + uriSection : ", RFC 3987 §2.2");
    }

    /**
     * What the production expects, in ABNF terms.
     *
     * @param uri true for the RFC 3986 grammar, false for RFC 3987's
     * @return for example {@code "ipchar or \"/\""}
     */
    public String expects(boolean uri) {
        return uri ? uriExpects : iriExpects;
    }
}
