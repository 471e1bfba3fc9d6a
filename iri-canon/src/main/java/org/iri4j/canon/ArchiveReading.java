package org.iri4j.canon;

import java.util.List;
import java.util.function.Function;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.archive.ArchiveCanonicalizer;
import org.iri4j.canon.internal.archive.ArchiveParser;
import org.iri4j.canon.internal.archive.ArchiveUrl;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * What a profile that holds {@link CanonStep#CANONICALIZE_AS_IA} ({@link CanonProfile#IA}) does:
 * it reads a link as the Internet Archive's code does and canonicalizes it so
 * ({@link ArchiveCanonicalizer}), then applies its other steps to that form; and the CDX key of
 * such a profile ({@link SurtKeys#cdx()}) is the Archive's key maker's (webarchive-commons
 * 2.0.1, org/archive/url/WaybackURLKeyMaker.java, {@code makeKey}):
 * <ul>
 *   <li>an empty link's key is {@code -};</li>
 *   <li>a link that starts with {@code filedesc} or {@code warcinfo} (an ARC or WARC header
 *       record) is its own key, as it is;</li>
 *   <li>{@code dns:} and a host (a DNS record) is keyed as the host is
 *       ({@link KeyText#appendArchiveHost}), then {@code )}, with no canonicalization:
 *       {@code dns:archive.org} is {@code org,archive)};</li>
 *   <li>any other link is canonicalized; a record its reading keeps whole (a link that starts
 *       so once its spaces are trimmed) is keyed by what follows the first {@code (} in its text,
 *       as the key maker cuts any text it writes there, or, without one, is its own key as found
 *       ({@code " dns:a(b"} is {@code b}); another's key is its host as
 *       {@link KeyText#appendArchiveHost} writes it, {@code :} and the port if it has one,
 *       {@code )}, then its path and query.</li>
 * </ul>
 */
final class ArchiveReading {

    /** The Archive's key of an empty link: CDX's mark of no value. */
    private static final String NO_VALUE = "-";
    /** What a DNS record starts with. */
    private static final String DNS = "dns:";

    private ArchiveReading() {}

    /**
     * The canonical form of a link, with its spans where the steps changed nothing.
     *
     * @param link     the link as found
     * @param steps    the profile's steps; {@link CanonStep#CANONICALIZE_AS_IA} among them does nothing more
     * @param tracking the profile's tracking list, for {@link CanonStep#STRIP_TRACKING_PARAMS}
     * @return the canonical form, or null if the Archive's code has none
     */
    static Spanned spannedOrNull(String link, List<CanonStep> steps, TrackingParameters tracking) {
        ArchiveUrl url = ArchiveCanonicalizer.canonicalize(link);
        if (url.failure() != null) {
            return null;
        }
        String text = url.text();
        UrlSpan span = url.span(text);
        if (steps.size() == 1) { // the reading alone, as ia has it
            return new Spanned(text, span);
        }
        UrlParts parts = UrlParts.split(text, span);
        for (CanonStep step : steps) {
            step.step(tracking).apply(parts);
        }
        if (parts.isUnchanged()) {
            return new Spanned(text, span);
        }
        String changed = parts.toString();
        return new Spanned(changed, spanOf(changed, parts));
    }

    /**
     * The ranges of a text the steps wrote, from the parts they wrote it from: never from splitting
     * it again, since the Archive's host may hold a decoded {@code @} or {@code /} that its own key
     * keeps ({@code http://a%40b.com/} is keyed {@code com,a@b)/}). Its form has no userinfo and
     * no fragment, and no step adds them.
     */
    private static UrlSpan spanOf(String text, UrlParts parts) {
        if (parts.scheme == null
                || !parts.hasAuthority
                || !parts.username.isEmpty()
                || !parts.password.isEmpty()
                || parts.fragment != null) {
            return null;
        }
        int schemeEnd = parts.scheme.length();
        int hostEnd = schemeEnd + 3 + parts.host.length();
        int portEnd = parts.port.isEmpty() ? hostEnd : hostEnd + 1 + parts.port.length();
        int question = parts.query == null ? -1 : portEnd + parts.path.length();
        return UrlSpan.ofAuthority(text, schemeEnd, hostEnd, portEnd, question);
    }

    /**
     * {@link #spannedOrNull}, or the reason it is null.
     *
     * @throws InvalidInputException {@link CanonCode#IA_NO_HOST} or {@link CanonCode#IA_BAD_PORT}
     */
    static Spanned spanned(String link, List<CanonStep> steps, TrackingParameters tracking) {
        Spanned spanned = spannedOrNull(link, steps, tracking);
        if (spanned == null) {
            throw failure(link, ArchiveCanonicalizer.canonicalize(link).failure());
        }
        return spanned;
    }

    /**
     * The CDX key of a link under a profile that reads as the Archive does.
     *
     * @param link      the link as found
     * @param canonical the profile's canonical form of a link, null where it has none
     * @return the key, or null where the Archive's code has none (no host, or a bad port)
     */
    static String cdxKeyOrNull(String link, Function<String, Spanned> canonical) {
        if (link.isEmpty()) {
            return NO_VALUE;
        }
        if (link.startsWith("filedesc") || link.startsWith("warcinfo")) {
            return link;
        }
        if (link.startsWith(DNS)) {
            return link.length() == DNS.length()
                    ? null
                    : new KeyText(link.length())
                            .appendArchiveHost(link, DNS.length(), link.length())
                            .append(')')
                            .toString();
        }
        Spanned form = canonical.apply(link);
        if (form == null) {
            return null;
        }
        String text = form.text();
        if (ArchiveParser.isRecord(text)) {
            int paren = text.indexOf('('); // the key maker cuts what it wrote at its first "("
            return paren < 0 ? link : text.substring(paren + 1);
        }
        UrlSpan p = form.span() != null ? form.span() : UrlSpan.of(text);
        if (p.hostEnd == p.hostStart) {
            return null; // hostToSURT fails on an empty host
        }
        KeyText key = new KeyText(text.length() + 1).appendArchiveHost(text, p.hostStart, p.hostEnd);
        return key.append(text, p.portStart == p.portEnd ? p.hostEnd : p.portStart - 1, p.portEnd)
                .append(')')
                .append(text, p.pathStart, text.length())
                .toString();
    }

    /**
     * {@link #cdxKeyOrNull}, or the reason it is null.
     *
     * @throws InvalidInputException {@link CanonCode#IA_NO_HOST} or {@link CanonCode#IA_BAD_PORT}
     */
    static String cdxKey(String link, Function<String, Spanned> canonical) {
        String key = cdxKeyOrNull(link, canonical);
        if (key == null) {
            throw failure(
                    link,
                    link.startsWith(DNS)
                            ? null
                            : ArchiveCanonicalizer.canonicalize(link).failure());
        }
        return key;
    }

    /** The exception for a link the Archive's code has no answer for, and why (null: no host to key). */
    private static InvalidInputException failure(String link, ArchiveUrl.Failure why) {
        return why == ArchiveUrl.Failure.PORT
                ? CanonCode.IA_BAD_PORT.failure(
                        link, Component.PORT, "the port is no decimal int, as the Internet Archive's code reads one")
                : CanonCode.IA_NO_HOST.failure(
                        link,
                        Component.HOST,
                        "the Internet Archive's code reads no host in the link: its authority is empty, or nothing "
                                + "is left of the host once its dots are fixed");
    }
}
