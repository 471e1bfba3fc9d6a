package org.iri4j.canon.internal.archive;

import java.util.List;

/**
 * A link read as the Internet Archive's parser reads it (webarchive-commons 2.0.1,
 * org/archive/url/URLParser.java, {@code parse} and {@code addDefaultSchemeIfNeeded}):
 * <ol>
 *   <li>characters up to U+0020 removed at both ends ({@link String#trim()}), then every TAB, LF,
 *       CR, U+0085, U+2028 and U+2029 wherever it stands;</li>
 *   <li>a link that then starts with {@code dns:}, {@code filedesc:} or {@code warcinfo:}, in
 *       lower case, is a record, kept whole;</li>
 *   <li>{@code http://} put before a link that does not start with {@code http}, {@code https},
 *       {@code ftp}, {@code mms}, {@code rtsp} or {@code wais} (ASCII letters in any case) and
 *       {@code ://}: {@code mailto:a@example.com} is read as {@code http://mailto:a@example.com},
 *       whose host is {@code example.com};</li>
 *   <li>{@code http://} or {@code https://}, in lower case, followed by more slashes keeps two;</li>
 *   <li>split as RFC 2396 Appendix B splits: the scheme to the first {@code :}, the authority
 *       after its {@code //} to the first {@code /}, {@code ?} or {@code #}, the path to the first
 *       {@code ?} or {@code #}, the query after the first {@code ?} to the first {@code #}, the
 *       fragment after that {@code #};</li>
 *   <li>the authority split at its first {@code @} (the userinfo before it, split at its first
 *       {@code :} into user and password), then at the
 *       first {@code :} after it, or, for an authority that starts with {@code [}, the first
 *       {@code :} after the first {@code ]}: the host, then the port, a decimal {@code int} as
 *       {@link Integer#parseInt} reads one (a sign, any Unicode decimal digits); a bare colon, or
 *       {@code -1}, is no port.</li>
 * </ol>
 * An empty authority ({@code http://}, {@code http://?a}, and so {@code ?a}) is a failure, where
 * the Archive's code throws {@code StringIndexOutOfBoundsException}; so is a port that is no
 * {@code int}, where it throws {@code URISyntaxException}.
 */
public final class ArchiveParser {

    /** The records the Archive keeps whole (ARC and WARC header and DNS records). */
    private static final List<String> RECORDS = List.of("dns:", "filedesc:", "warcinfo:");
    /** The schemes the Archive knows, before {@code ://}; another link is read as {@code http://} and itself. */
    private static final List<String> SCHEMES = List.of("http", "https", "ftp", "mms", "rtsp", "wais");
    /** What {@link #decimalInt} gives for a text that is no {@code int}. */
    private static final long NOT_AN_INT = Long.MIN_VALUE;

    private ArchiveParser() {}

    /**
     * Whether a text is one of the records the Archive keeps whole ({@code dns:},
     * {@code filedesc:}, {@code warcinfo:}).
     *
     * @param text the text
     * @return true if it begins as one
     */
    public static boolean isRecord(String text) {
        for (String record : RECORDS) {
            if (text.startsWith(record)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads a link.
     *
     * @param link the link as found
     * @return its parts, a record, or why it cannot be read
     */
    public static ArchiveUrl read(String link) {
        String text = withoutStraySpacing(link.trim());
        if (isRecord(text)) {
            return ArchiveUrl.record(text);
        }
        text = hasKnownScheme(text) ? text : "http://" + text;
        text = withTwoSlashes(text);
        int authority = text.indexOf(':') + 3; // a known scheme's "://", or the one just put before
        int pathStart = firstOf(text, authority, "/?#");
        int pathEnd = firstOf(text, pathStart, "?#");
        int hash = text.indexOf('#', pathEnd);
        ArchiveUrl url = new ArchiveUrl();
        url.scheme = text.substring(0, authority - 3);
        url.path = text.substring(pathStart, pathEnd);
        url.query = pathEnd < text.length() && text.charAt(pathEnd) == '?'
                ? text.substring(pathEnd + 1, hash < 0 ? text.length() : hash)
                : null;
        url.fragment = hash < 0 ? null : text.substring(hash + 1);
        return withAuthority(url, text.substring(authority, pathStart));
    }

    /** The authority taken apart: the userinfo, the host and the port. */
    private static ArchiveUrl withAuthority(ArchiveUrl url, String authority) {
        if (authority.isEmpty()) {
            return ArchiveUrl.failed(ArchiveUrl.Failure.EMPTY_AUTHORITY);
        }
        int at = authority.indexOf('@');
        int from = Math.max(at, 0);
        if (authority.charAt(from) == '[') {
            from = authority.indexOf(']', from + 1);
        }
        int colon = authority.indexOf(':', Math.max(from, 0));
        url.host = authority.substring(at + 1, colon < 0 ? authority.length() : colon);
        long port = colon < 0 || colon == authority.length() - 1
                ? ArchiveUrl.NO_PORT
                : decimalInt(authority.substring(colon + 1));
        if (port == NOT_AN_INT) {
            return ArchiveUrl.failed(ArchiveUrl.Failure.PORT);
        }
        url.port = (int) port;
        if (at >= 0) {
            int passwordColon = authority.indexOf(':');
            boolean password = passwordColon >= 0 && passwordColon < at;
            url.user = authority.substring(0, password ? passwordColon : at);
            url.password = password ? authority.substring(passwordColon + 1, at) : null;
        }
        return url;
    }

    /**
     * A text as {@link Integer#parseInt(String)} reads it: an optional {@code +} or {@code -},
     * then one or more decimal digits ({@link Character#digit(char, int)}, any script), within
     * {@code int}'s range.
     *
     * @return the number, or {@link #NOT_AN_INT}
     */
    static long decimalInt(String text) {
        int i = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        if (i == text.length()) {
            return NOT_AN_INT;
        }
        long value = 0;
        for (; i < text.length(); i++) {
            int digit = Character.digit(text.charAt(i), 10);
            if (digit < 0) {
                return NOT_AN_INT;
            }
            value = value * 10 + digit;
            if (value > 1L + Integer.MAX_VALUE) {
                return NOT_AN_INT;
            }
        }
        value = text.startsWith("-") ? -value : value;
        return value > Integer.MAX_VALUE ? NOT_AN_INT : value;
    }

    /** TAB, LF, CR, U+0085, U+2028 and U+2029 removed wherever they stand. */
    private static String withoutStraySpacing(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean stray = c == '\t' || c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
            if (stray && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, i);
            } else if (!stray && out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether the text starts with one of {@link #SCHEMES} and {@code ://}, ASCII letters in any case. */
    private static boolean hasKnownScheme(String text) {
        for (String scheme : SCHEMES) {
            if (ArchiveText.matchesAt(text, 0, scheme) && text.startsWith("://", scheme.length())) {
                return true;
            }
        }
        return false;
    }

    /** {@code http://} or {@code https://} and more slashes: two kept. */
    private static String withTwoSlashes(String text) {
        int after = text.startsWith("http://") ? 7 : text.startsWith("https://") ? 8 : -1;
        if (after < 0 || after >= text.length() || text.charAt(after) != '/') {
            return text;
        }
        int rest = after;
        while (rest < text.length() && text.charAt(rest) == '/') {
            rest++;
        }
        return text.substring(0, after) + text.substring(rest);
    }

    /** The first index from {@code start} of one of the characters, or the text's length. */
    private static int firstOf(String text, int start, String characters) {
        for (int i = start; i < text.length(); i++) {
            if (characters.indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return text.length();
    }
}
