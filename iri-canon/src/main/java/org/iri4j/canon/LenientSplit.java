package org.iri4j.canon;

import java.util.Locale;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The split Safe Browsing makes of a link as found, before any decoding, with the authority a
 * browser reads (a browser's client hashes the URL after its own parse). A missing scheme is
 * {@code http}, so the link is read as {@code http://} and the link, as {@link CrawlLinks}
 * reads it. After a special scheme (URL Standard §4.2) the authority is the browser's (§4.4):
 *
 * <ul>
 *   <li>it starts after any run of slashes and backslashes (special authority ignore slashes
 *       state); for {@code file}, after exactly two (file slash state), and a Windows drive
 *       letter there is a path, not a host (file host state);
 *   <li>it ends at the first {@code /}, {@code \}, {@code ?} or {@code #} (authority state and
 *       host state), so the last {@code @} before that end splits off the credentials;
 *   <li>every {@code \} of the path, the one that ends the authority included, is a {@code /}, as
 *       the browser's path has it (path start state, path state); one in the query or the
 *       fragment stays; a file link's first segment {@code C|} is {@code C:} (path state).
 * </ul>
 *
 * <p>A backslash that Safe Browsing decodes from {@code %5C} in a special path is data after this
 * pass and a {@code /} after the next, as Chromium's client has it: it decodes the URL and has
 * the path canonicalized again, which makes a backslash a slash ({@code url_canon_path.cc});
 * Firefox's leaves it. A file link without a host is split with an empty one, which Safe
 * Browsing refuses.
 *
 * <table>
 *   <caption>Splits</caption>
 *   <tr><th>link</th><th>read as</th></tr>
 *   <tr><td>{@code http://evil.example\@good.example/}</td><td>{@code http://evil.example/@good.example/}</td></tr>
 *   <tr><td>{@code HTTP:\\evil.example\x}</td><td>{@code http://evil.example/x}</td></tr>
 *   <tr><td>{@code http://a/b\c?d\e}</td><td>{@code http://a/b/c?d\e}</td></tr>
 *   <tr><td>{@code //evil.example/x}</td><td>{@code http://evil.example/x}</td></tr>
 *   <tr><td>{@code file:/\host/x}</td><td>{@code file://host/x}</td></tr>
 *   <tr><td>{@code file:///etc}</td><td>{@code file:///etc}, an empty host</td></tr>
 * </table>
 */
final class LenientSplit {

    private LenientSplit() {}

    /**
     * Splits a stripped link.
     *
     * @param s the link, without leading or trailing junk and without tab or newline
     * @return its parts, with a lower-case scheme
     */
    static UrlParts split(String s) {
        UrlSpan span = UrlSpan.of(s);
        if (!span.hasScheme()) {
            return UrlParts.split(special("http", s));
        }
        String scheme = s.substring(0, span.schemeEnd).toLowerCase(Locale.ROOT);
        String rest = s.substring(span.schemeEnd + 1);
        return UrlParts.split(Schemes.isSpecial(Schemes.kindOf(scheme)) ? special(scheme, rest) : scheme + ":" + rest);
    }

    /** A special link as {@code scheme://authority} and the rest, the authority as §4.4 delimits it. */
    private static String special(String scheme, String rest) {
        boolean file = scheme.equals("file");
        int start = 0;
        while (start < rest.length() && isSlash(rest.charAt(start)) && (!file || start < 2)) {
            start++;
        }
        if (file && start < 2) {
            return "file://" + (rest.startsWith("/") ? "" : "/") + rest; // no file host state
        }
        int end = start;
        while (end < rest.length() && !endsAuthority(rest.charAt(end))) {
            end++;
        }
        if (file && isWindowsDriveLetter(rest, start, end)) {
            return "file:///" + rest.substring(start); // the file host state's drive letter: a path
        }
        StringBuilder text = new StringBuilder(scheme.length() + 3 + rest.length() - start);
        text.append(scheme).append("://").append(rest, start, end);
        int pathStart = text.length();
        int pathEnd = end;
        while (pathEnd < rest.length() && rest.charAt(pathEnd) != '?' && rest.charAt(pathEnd) != '#') {
            char c = rest.charAt(pathEnd++);
            text.append(c == '\\' ? '/' : c); // §4.4 path state: a special URL's "\" is a "/"
        }
        if (file && isWindowsDriveLetter(text, pathStart + 1, firstSegmentEnd(text, pathStart + 1))) {
            text.setCharAt(pathStart + 2, ':'); // §4.4 path state: a file URL's first segment "C|" is "C:"
        }
        return text.append(rest, pathEnd, rest.length()).toString();
    }

    /** The end of the path segment that starts at {@code start}. */
    private static int firstSegmentEnd(CharSequence text, int start) {
        int end = Math.min(start, text.length());
        while (end < text.length() && text.charAt(end) != '/') {
            end++;
        }
        return end;
    }

    private static boolean isSlash(char c) {
        return c == '/' || c == '\\';
    }

    /** The code points that end a special URL's authority (§4.4 authority state, host state). */
    private static boolean endsAuthority(char c) {
        return c == '/' || c == '\\' || c == '?' || c == '#';
    }

    /** A Windows drive letter (§4.4): an ASCII letter, then {@code :} or {@code |}. */
    private static boolean isWindowsDriveLetter(CharSequence s, int start, int end) {
        if (end - start != 2) {
            return false;
        }
        char letter = (char) (s.charAt(start) | 0x20);
        char second = s.charAt(start + 1);
        return letter >= 'a' && letter <= 'z' && (second == ':' || second == '|');
    }
}
