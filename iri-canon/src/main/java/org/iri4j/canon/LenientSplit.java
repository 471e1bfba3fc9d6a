package org.iri4j.canon;

import java.util.Locale;

/**
 * The split Safe Browsing makes of a link as found, before any decoding: a missing scheme is
 * {@code http}; after a special scheme (URL Standard §4.2) any run of slashes and backslashes
 * starts the authority, and a backslash in its path is a slash, as browsers read them.
 */
final class LenientSplit {

    private LenientSplit() {}

    /**
     * Splits a stripped link.
     *
     * @param s the link, without leading or trailing junk
     * @return its parts, with a lower-case scheme
     */
    static UrlParts split(String s) {
        UrlParts first = UrlParts.split(s);
        String text = s;
        if (first.scheme == null) {
            text = "http://" + s;
        } else {
            String scheme = first.scheme.toLowerCase(Locale.ROOT);
            String rest = s.substring(first.scheme.length() + 1);
            if (isSpecial(scheme)) {
                text = scheme + "://" + slashesToSlash(stripSlashes(rest));
            } else {
                text = scheme + ":" + rest;
            }
        }
        return UrlParts.split(text);
    }

    private static boolean isSpecial(String scheme) {
        return Schemes.defaultPort(scheme) != null || scheme.equals("file");
    }

    private static String stripSlashes(String rest) {
        int i = 0;
        while (i < rest.length() && (rest.charAt(i) == '/' || rest.charAt(i) == '\\')) {
            i++;
        }
        return rest.substring(i);
    }

    /** Backslashes before the query made slashes: the special URL's path separators (§4.4). */
    private static String slashesToSlash(String rest) {
        int end = rest.indexOf('?');
        int hash = rest.indexOf('#');
        end = end < 0 ? (hash < 0 ? rest.length() : hash) : (hash < 0 ? end : Math.min(end, hash));
        return rest.substring(0, end).replace('\\', '/') + rest.substring(end);
    }
}
