package org.iri4j.canon;

import java.util.Locale;

/**
 * The split Safe Browsing makes of a link as found, before any decoding: a missing scheme is
 * {@code http}; after a special scheme (URL Standard §4.2) any run of slashes and backslashes
 * starts the authority, as browsers read it. A backslash elsewhere is data: Safe Browsing
 * assumes a URL made valid by RFC 2396, which has none, and one it decodes stays one.
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
            if (Schemes.isSpecial(scheme)) {
                text = scheme + "://" + stripSlashes(rest);
            } else {
                text = scheme + ":" + rest;
            }
        }
        return UrlParts.split(text);
    }

    private static String stripSlashes(String rest) {
        int i = 0;
        while (i < rest.length() && (rest.charAt(i) == '/' || rest.charAt(i) == '\\')) {
            i++;
        }
        return rest.substring(i);
    }
}
