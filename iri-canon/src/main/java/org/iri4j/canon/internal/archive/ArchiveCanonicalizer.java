package org.iri4j.canon.internal.archive;

import java.util.Locale;

/**
 * The Internet Archive's default canonicalization, the one its CDX key maker applies
 * (webarchive-commons 2.0.1, org/archive/url/WaybackURLKeyMaker.java, whose canonicalizer is
 * org/archive/url/AggressiveIAURLCanonicalizer.java: BasicURLCanonicalizer, then
 * IAURLCanonicalizer with AggressiveIACanonicalizerRules), on a link read as its parser reads
 * it ({@link ArchiveParser}). In order:
 * <ol>
 *   <li>Google Safe Browsing's rules as the Archive reads them ({@code BasicURLCanonicalizer}):
 *       the fragment dropped; the query decoded repeatedly and encoded once
 *       ({@link ArchiveEscapes#minimalEscape}); the host as {@link ArchiveHost#canonical} gives
 *       it; the path decoded repeatedly, its dot segments removed
 *       ({@link ArchivePath#withoutDotSegments}), encoded once;</li>
 *   <li>the Archive's own rules ({@code IAURLCanonicalizer}, {@code AggressiveIACanonicalizerRules}):
 *       the scheme and the host in lower case; first labels {@code www} and digits removed
 *       ({@link ArchiveHost#withoutWww}); the userinfo removed; port 80 of {@code http} and 443
 *       of {@code https} removed, and port 0 of any other scheme ({@code getDefaultPort} gives 0
 *       for a scheme it does not know); the path in lower case, its session segments removed
 *       ({@link ArchivePath#withoutSessionSegments}), one trailing slash removed
 *       ({@link ArchivePath#withoutTrailingSlash}); the query's session identifiers removed
 *       ({@link ArchiveQuery#withoutSessionIds}), the query in lower case, sorted
 *       ({@link ArchiveQuery#sorted}), and removed if that leaves it empty.</li>
 * </ol>
 * Lower case is {@link Locale#ROOT}'s, where the Archive's code takes the JVM's default locale;
 * the text it lower-cases is US-ASCII by then (escapes), so the two differ only in a locale whose
 * {@code I} is no {@code i} (Turkish, Azerbaijani).
 */
public final class ArchiveCanonicalizer {

    private ArchiveCanonicalizer() {}

    /**
     * A link's canonical form: read, then {@link #basic}, then {@link #iaRules}.
     *
     * @param link the link as found
     * @return its canonical parts, a record kept whole, or why the Archive's code has none
     */
    public static ArchiveUrl canonicalize(String link) {
        ArchiveUrl url = ArchiveParser.read(link);
        if (url.failure() == null && !url.isRecord()) {
            iaRules(basic(url));
        }
        return url;
    }

    /**
     * Google Safe Browsing's rules as the Archive reads them ({@code BasicURLCanonicalizer}):
     * the fragment dropped; the userinfo and the query decoded repeatedly and encoded once; the
     * host as {@link ArchiveHost#canonical} gives it; the path decoded repeatedly, without dot
     * segments, encoded once.
     *
     * @param url a link read, not a record; changed in place
     * @return the link
     */
    public static ArchiveUrl basic(ArchiveUrl url) {
        url.fragment = null;
        url.user = url.user == null ? null : ArchiveEscapes.minimalEscape(url.user);
        url.password = url.password == null ? null : ArchiveEscapes.minimalEscape(url.password);
        url.query = url.query == null ? null : ArchiveEscapes.minimalEscape(url.query);
        url.host = ArchiveHost.canonical(url.host);
        url.path = ArchiveEscapes.escapeOnce(ArchivePath.withoutDotSegments(ArchiveEscapes.decodeRepeatedly(url.path)));
        return url;
    }

    /**
     * The Archive's own rules ({@code IAURLCanonicalizer} with {@code AggressiveIACanonicalizerRules}).
     *
     * @param url a link read, not a record; changed in place
     * @return the link
     */
    public static ArchiveUrl iaRules(ArchiveUrl url) {
        url.scheme = url.scheme.toLowerCase(Locale.ROOT);
        url.host = ArchiveHost.withoutWww(url.host.toLowerCase(Locale.ROOT));
        url.user = null;
        url.password = null;
        url.port = url.port == defaultPort(url.scheme) ? ArchiveUrl.NO_PORT : url.port;
        url.path =
                ArchivePath.withoutTrailingSlash(ArchivePath.withoutSessionSegments(url.path.toLowerCase(Locale.ROOT)));
        url.query = query(url.query); // the fragment is Google's rules' to drop: HASH_STRIP is read by no code
        return url;
    }

    /** The query's rules: session identifiers, lower case, order; null for none or for one left empty. */
    private static String query(String query) {
        if (query == null) {
            return null;
        }
        String sorted =
                ArchiveQuery.sorted(ArchiveQuery.withoutSessionIds(query).toLowerCase(Locale.ROOT));
        return sorted.isEmpty() ? null : sorted;
    }

    /**
     * The port a scheme goes without ({@code IAURLCanonicalizer.getDefaultPort}).
     *
     * @param scheme a scheme in lower case
     * @return 80 for {@code http}, 443 for {@code https}, 0 for any other
     */
    public static int defaultPort(String scheme) {
        return switch (scheme) {
            case "http" -> 80;
            case "https" -> 443;
            default -> 0;
        };
    }
}
