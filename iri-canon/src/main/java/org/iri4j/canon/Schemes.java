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

    /**
     * Whether a scheme is special (URL Standard §4.2): one with a default port, or file.
     *
     * @param scheme a lower-case scheme, or null
     * @return true for http, https, ws, wss, ftp and file
     */
    static boolean isSpecial(String scheme) {
        return defaultPort(scheme) != null || "file".equals(scheme);
    }

    /**
     * Whether the scheme {@code text[0, end)} is special, without taking it out of the text.
     *
     * @param text a URL's text, its scheme in lower case
     * @param end  the index of the colon after the scheme, or -1 for none
     * @return true for http, https, ws, wss, ftp and file
     */
    static boolean isSpecial(String text, int end) {
        switch (end) {
            case 2:
                return text.startsWith("ws");
            case 3:
                return text.startsWith("wss") || text.startsWith("ftp");
            case 4:
                return text.startsWith("http") || text.startsWith("file");
            case 5:
                return text.startsWith("https");
            default:
                return false;
        }
    }
}
