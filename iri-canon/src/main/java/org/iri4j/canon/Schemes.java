package org.iri4j.canon;

/** The URL Standard's special schemes and their default ports (§4.2). */
final class Schemes {

    private Schemes() {}

    /**
     * The default port of a special scheme.
     *
     * @param scheme a lower-case scheme, or null
     * @return its default port, or null for file, a scheme that is not special, or null
     */
    static String defaultPort(String scheme) {
        if (scheme == null) {
            return null;
        }
        switch (scheme) {
            case "http":
            case "ws":
                return "80";
            case "https":
            case "wss":
                return "443";
            case "ftp":
                return "21";
            default:
                return null;
        }
    }
}
