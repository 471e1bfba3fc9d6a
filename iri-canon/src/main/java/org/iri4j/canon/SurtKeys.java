package org.iri4j.canon;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.iri4j.canon.internal.step.HostDots;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * SURT keys (Sort-friendly URI Reordering Transform), which web archives sort and join
 * captures by: the host's labels reversed so that one site's URLs, and its subdomains', sort
 * together — {@code http://www.example.com/a?b} becomes {@code http://(com,example,www,)/a?b}.
 * The userinfo is left out; an IP address is not reversed; a URL without a host (an opaque
 * path) is its own key. A comma inside a label is written {@code %2C} (and a percent sign, which
 * only an opaque host holds, {@code %25}), so that a key names one host: urlcanon writes the
 * comma as a dot and the Internet Archive's {@code surt} as it is, which gives the domain
 * {@code 1,2,3,4} the key of the address {@code 1.2.3.4} (without a trailing comma) or of the
 * address {@code 4.3.2.1} reversed. {@link #cdx()} keys write the host as the Archive's do
 * instead: reversed at every dot, an IPv4 address too ({@code 254,1,168,192}), an IPv6 address
 * without its brackets, a comma as it is. The options are those the archives' tools offer: the scheme kept or
 * not, the trailing comma kept or not, a first label {@code www}, {@code www2}, … kept or not.
 * {@link #ssurtOfCanonical(String)} is urlcanon's SSURT, which keeps every part.
 *
 * <p>Keys come with the canonicalization the archives' tools apply first ({@link #profile()}):
 * {@link CanonProfile#HREF} for {@link #standard()}, {@link CanonProfile#IA} for {@link #cdx()}.
 * A method that takes a link canonicalizes it with that profile; one whose name ends in
 * {@code OfCanonical} keys a text as it is, a canonical form a profile gave.
 *
 * <table>
 *   <caption>{@code http://www.example.com/a?b}, and the same link as {@code HTTP://WWW.Example.COM:80/a/./b}</caption>
 *   <tr><th>call</th><th>key</th></tr>
 *   <tr><td>{@code standard().surt(link)}</td><td>{@code http://(com,example,www,)/a?b}, {@code http://(com,example,www,)/a/b}</td></tr>
 *   <tr><td>{@code cdx().surt(link)}</td><td>{@code com,example)/a?b}, {@code com,example)/a/b}</td></tr>
 *   <tr><td>{@code standard().surtOfCanonical(text)}</td><td>{@code http://(com,example,www,)/a?b}, {@code HTTP://(COM,Example,WWW,:80)/a/./b}</td></tr>
 *   <tr><td>{@code standard().host(link)}</td><td>{@code com,example,www,}</td></tr>
 *   <tr><td>{@code ssurtOfCanonical(text)}</td><td>{@code com,example,www,//http:/a?b}</td></tr>
 * </table>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class SurtKeys {

    /** The parts a key may keep or leave out. */
    private enum Kept {
        SCHEME,
        TRAILING_COMMA,
        WWW
    }

    /** How a key writes its host. */
    private enum HostForm {
        /** A domain's labels reversed, a comma and a percent sign in a label escaped; an IP address as it is. */
        LABELS,
        /** As the Internet Archive's keys do ({@link KeyText#appendArchiveHost}). */
        ARCHIVE
    }

    private static final SurtKeys STANDARD =
            new SurtKeys(EnumSet.allOf(Kept.class), CanonProfile.HREF, HostForm.LABELS);
    private static final SurtKeys CDX = new SurtKeys(EnumSet.noneOf(Kept.class), CanonProfile.IA, HostForm.ARCHIVE);

    private final boolean scheme;
    private final boolean trailingComma;
    private final boolean www;
    private final Set<Kept> kept;
    private final CanonProfile profile;
    private final HostForm hostForm;

    private SurtKeys(Set<Kept> kept, CanonProfile profile, HostForm hostForm) {
        this.kept = kept;
        this.scheme = kept.contains(Kept.SCHEME);
        this.trailingComma = kept.contains(Kept.TRAILING_COMMA);
        this.www = kept.contains(Kept.WWW);
        this.profile = profile;
        this.hostForm = hostForm;
    }

    private SurtKeys without(Kept part) {
        Set<Kept> less = EnumSet.noneOf(Kept.class);
        less.addAll(kept);
        less.remove(part);
        return new SurtKeys(less, profile, hostForm);
    }

    /**
     * SURT keys as urlcanon writes them, of a link as the URL Standard reads it
     * ({@link CanonProfile#HREF}): scheme, trailing comma and {@code www} kept, e.g.
     * {@code http://(org,example,www,:8080)/a}.
     *
     * @return the options
     */
    public static SurtKeys standard() {
        return STANDARD;
    }

    /**
     * SURT keys as the Internet Archive's CDX indexes write them (webarchive-commons 2.0.1,
     * {@code WaybackURLKeyMaker}), of a link after its canonicalization ({@link CanonProfile#IA}):
     * no scheme, no trailing comma, no {@code www}, the host written as the Archive's keys write
     * it, e.g. {@code org,example:8080)/a}, {@code 254,1,168,192)/info}. Under {@code ia} the key
     * is the key maker's, records included: an empty link's is {@code -}, one that starts with
     * {@code filedesc} or {@code warcinfo} is its own, {@code dns:archive.org}'s is
     * {@code org,archive)}.
     *
     * @return the options
     */
    public static SurtKeys cdx() {
        return CDX;
    }

    /**
     * These options without the scheme: {@code org,example,)/a}.
     *
     * @return the options
     */
    public SurtKeys withoutScheme() {
        return without(Kept.SCHEME);
    }

    /**
     * These options without the comma after the last label: {@code http://(org,example)/a}.
     *
     * @return the options
     */
    public SurtKeys withoutTrailingComma() {
        return without(Kept.TRAILING_COMMA);
    }

    /**
     * These options with a first label {@code www}, {@code www2}, … dropped, so that
     * {@code www.example.org} and {@code example.org} share a key; kept where what follows it
     * reads as an IPv4 address once its dots are fixed, as {@link CanonStep#STRIP_WWW} keeps it
     * ({@code www.1.2.3.4..} is a domain, not the address {@code 1.2.3.4}).
     *
     * @return the options
     */
    public SurtKeys withoutWww() {
        return without(Kept.WWW);
    }

    /**
     * These options with another canonicalization applied to a link before it is keyed.
     *
     * @param first the profile
     * @return the options
     */
    public SurtKeys withProfile(CanonProfile first) {
        return new SurtKeys(kept, Objects.requireNonNull(first, "first"), hostForm);
    }

    /**
     * The canonicalization applied to a link before it is keyed.
     *
     * @return {@link CanonProfile#HREF} for {@link #standard()}, {@link CanonProfile#IA} for
     *     {@link #cdx()}, or the one given to {@link #withProfile}
     */
    public CanonProfile profile() {
        return profile;
    }

    /**
     * The SURT key of a link as found: its canonical form under {@link #profile()}, keyed, the
     * text read once where the link is canonical already (most are).
     *
     * @param link the link as found
     * @return its key
     * @throws org.iri4j.api.InvalidInputException if the profile cannot read the link (the URL
     *     Standard's {@code url} codes)
     */
    public String surt(String link) {
        if (hostForm == HostForm.ARCHIVE && profile.readsAsArchive()) {
            return ArchiveReading.cdxKey(link, profile::spannedOrNull);
        }
        Spanned canonical = profile.spanned(link);
        return surtOfCanonical(canonical.text(), canonical.span());
    }

    /**
     * The SURT key of a link as found, or empty where {@link #surt(String)} throws: no exception
     * and no message built, for a crawl's hot path where a link without a key needs no reason.
     *
     * @param link the link as found
     * @return its key; empty if the profile cannot read the link
     */
    public Optional<String> trySurt(String link) {
        if (hostForm == HostForm.ARCHIVE && profile.readsAsArchive()) {
            return Optional.ofNullable(
                    ArchiveReading.cdxKeyOrNull(Objects.requireNonNull(link, "link"), profile::spannedOrNull));
        }
        Spanned canonical = profile.spannedOrNull(Objects.requireNonNull(link, "link"));
        return canonical == null ? Optional.empty() : Optional.of(surtOfCanonical(canonical.text(), canonical.span()));
    }

    /**
     * The SURT key of a text as it is, with no canonicalization: for a canonical form a
     * {@link CanonProfile} gave. {@code HTTP://WWW.Example.COM:80/a/./b} is keyed
     * {@code HTTP://(COM,Example,WWW,:80)/a/./b}, where {@link #surt(String)} gives
     * {@code http://(com,example,www,)/a/b}.
     *
     * @param canonical the text; its parts are read as RFC 3986 Appendix B splits them
     * @return its key
     */
    public String surtOfCanonical(String canonical) {
        return surt(canonical, UrlSpan.of(canonical));
    }

    private String surtOfCanonical(String text, UrlSpan known) {
        return surt(text, known != null ? known : UrlSpan.of(text));
    }

    private String surt(String url, UrlSpan p) {
        // a key holds what the text does less the userinfo, plus at most ( ) and a trailing comma
        KeyText out = new KeyText(url.length() + 4);
        if (scheme && p.hasScheme()) {
            out.append(url, 0, p.schemeEnd + 1).append(p.hasAuthority ? "//" : "");
        }
        if (p.hostEnd > p.hostStart) {
            if (scheme) {
                out.append('(');
            }
            appendHost(out, url, p.hostStart, p.hostEnd);
            if (p.portEnd > p.portStart) {
                out.append(url, p.portStart - 1, p.portEnd);
            }
            out.append(')');
        } else if (!scheme && p.hasScheme() && !p.hasAuthority) {
            out.append(url, 0, p.schemeEnd + 1); // an opaque URL keeps what makes it one
        }
        appendTail(out, url, p);
        return out.toString();
    }

    /** A host's part of the key: an address as it is, a domain reversed, {@code www} kept or not, commas escaped. */
    private void appendHost(KeyText out, String url, int start, int end) {
        if (hostForm == HostForm.ARCHIVE) {
            out.appendArchiveHost(url, www ? start : HostDots.wwwEnd(url, start, end), end);
            return;
        }
        if (KeyText.isAddress(url, start, end)) {
            out.append(url, start, end);
            return;
        }
        // www stays where what follows it reads as an address (HostDots.wwwEnd), as strip-www keeps it
        int from = www ? start : HostDots.wwwEnd(url, start, end);
        out.appendReversed(url, from, end, trailingComma);
    }

    /**
     * The host part of a link's key on its own (the host reversal), the link canonicalized with
     * {@link #profile()} first: a domain's labels reversed with these options, an IP address as
     * it is. With {@link #standard()} {@code http://www.example.com/a} gives
     * {@code com,example,www,}; with {@link #cdx()} {@code com,example}.
     *
     * @param link the link as found
     * @return the host as the key holds it; empty for a URL without a host
     * @throws org.iri4j.api.InvalidInputException if the profile cannot read the link
     */
    public String host(String link) {
        Spanned canonical = profile.spanned(link);
        String text = canonical.text();
        return hostOf(text, canonical.span() != null ? canonical.span() : UrlSpan.of(text));
    }

    /**
     * The host part of a text's key on its own, with no canonicalization: {@link #host(String)}
     * for a canonical form a {@link CanonProfile} gave.
     *
     * @param url the text
     * @return the host as the key holds it; empty for a URL without a host
     */
    public String hostOfCanonical(String url) {
        return hostOf(url, UrlSpan.of(url));
    }

    private String hostOf(String url, UrlSpan p) {
        if (p.hostEnd == p.hostStart) {
            return "";
        }
        KeyText out = new KeyText(p.hostEnd - p.hostStart + 1);
        appendHost(out, url, p.hostStart, p.hostEnd);
        return out.toString();
    }

    /**
     * The prefixes of a text's SURT key, longest first, each a scope, with no canonicalization:
     * the key, then without its fragment, query, each path segment, the closing parenthesis, each
     * host label, down to the scheme and {@code (}. Only for special URLs (URL Standard §4.2);
     * empty for others. The list holds the key once and makes each prefix when asked for it, so
     * that a URL of a great many labels or segments costs memory in proportion to its length, not
     * to its square.
     *
     * @param url the text, a canonical form a {@link CanonProfile} gave
     * @return the prefixes, an immutable list
     */
    public static List<String> ancestryOfCanonical(String url) {
        return SurtAncestry.of(url);
    }

    /**
     * The SSURT form of a text (urlcanon), with no canonicalization: every part kept, the
     * reversed host first, then the port, scheme and userinfo, e.g.
     * {@code org,example,foo,//81:http@user:pass:/path?query}.
     *
     * @param url the text, a canonical form a {@link CanonProfile} gave
     * @return its SSURT form
     */
    public static String ssurtOfCanonical(String url) {
        return ssurtOf(url, UrlSpan.of(url));
    }

    /**
     * The SSURT form of a link as found, canonicalized with {@link #profile()} first; the parts
     * are those the profile read (the Internet Archive's reading under {@code ia} keeps a decoded
     * {@code @} or {@code /} in a host, which reading the text again would move).
     *
     * @param link the link as found
     * @return its SSURT form, as {@link #ssurtOfCanonical} gives it for the canonical form
     * @throws org.iri4j.api.InvalidInputException if the profile cannot read the link
     */
    public String ssurt(String link) {
        Spanned canonical = profile.spanned(link);
        String text = canonical.text();
        return ssurtOf(text, canonical.span() != null ? canonical.span() : UrlSpan.of(text));
    }

    private static String ssurtOf(String url, UrlSpan span) {
        UrlParts p = UrlParts.split(url, span);
        StringBuilder out = new StringBuilder(url.length() + 8);
        out.append(ssurtHost(p.host)).append(p.hasAuthority ? "//" : "");
        if (!p.port.isEmpty()) {
            out.append(p.port).append(':');
        }
        out.append(p.scheme == null ? "" : p.scheme);
        if (!p.username.isEmpty() || !p.password.isEmpty()) {
            out.append('@').append(p.username);
            if (!p.password.isEmpty()) {
                out.append(':').append(p.password);
            }
        }
        out.append(p.scheme == null ? "" : ":");
        return out.append(url, span.pathStart, url.length()).toString(); // the tail, as in every key
    }

    /**
     * A host's labels reversed, each followed by a comma: {@code x.y.z} becomes {@code z,y,x,}.
     * A comma inside a label is written {@code %2C} and a percent sign {@code %25}, so that the
     * key splits back into labels and no domain's key is an address's: {@code a,b.y.z.} becomes
     * {@code ,z,y,a%2Cb,} (urlcanon writes {@code ,z,y,a.b,}).
     *
     * @param host a host
     * @return the reversed host
     */
    public static String reverseHost(String host) {
        return KeyText.reversed(host, true);
    }

    /**
     * A host as SURT and SSURT keys hold it: an IPv4 or IPv6 address as it is, a domain reversed.
     *
     * @param host a host
     * @return the host for a key
     */
    public static String ssurtHost(String host) {
        return host.isEmpty() || KeyText.isAddress(host, 0, host.length()) ? host : KeyText.reversed(host, true);
    }

    /**
     * The path, the query and the fragment, each with its delimiter when present, even empty: the
     * tail of every key. An empty query is not an absent one (URL Standard §4.1), so two canonical
     * forms that differ there keep different keys.
     */
    private static void appendTail(KeyText out, String url, UrlSpan p) {
        out.append(url, p.pathStart, url.length());
    }
}
