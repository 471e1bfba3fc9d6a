package org.iri4j.canon;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.RandomAccess;
import java.util.Set;
import org.iri4j.canon.internal.psl.DomainChars;
import org.iri4j.web.WebUrl;

/**
 * SURT keys (Sort-friendly URI Reordering Transform), which web archives sort and join
 * captures by: the host's labels reversed so that one site's URLs, and its subdomains', sort
 * together — {@code http://www.example.com/a?b} becomes {@code http://(com,example,www,)/a?b}.
 * The userinfo is left out; an IP address is not reversed; a URL without a host (an opaque
 * path) is its own key. A comma inside a label is written {@code %2C} (and a percent sign, which
 * only an opaque host holds, {@code %25}) in every form, so that a key names one host:
 * urlcanon writes the comma as a dot and the Internet Archive's {@code surt} as it is, which
 * gives the domain {@code 1,2,3,4} the key of the address {@code 1.2.3.4} (without a trailing
 * comma) or of the address {@code 4.3.2.1} reversed. The options are those the archives' tools offer: the scheme kept or
 * not, the trailing comma kept or not, a first label {@code www}, {@code www2}, … kept or not.
 * {@link #ssurt(String)} is urlcanon's SSURT, which keeps every part. Immutable and thread-safe.
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

    private static final SurtKeys STANDARD = new SurtKeys(EnumSet.allOf(Kept.class));
    private static final SurtKeys CDX = new SurtKeys(EnumSet.noneOf(Kept.class));

    private final boolean scheme;
    private final boolean trailingComma;
    private final boolean www;
    private final Set<Kept> kept;

    private SurtKeys(Set<Kept> kept) {
        this.kept = kept;
        this.scheme = kept.contains(Kept.SCHEME);
        this.trailingComma = kept.contains(Kept.TRAILING_COMMA);
        this.www = kept.contains(Kept.WWW);
    }

    private SurtKeys without(Kept part) {
        Set<Kept> less = EnumSet.noneOf(Kept.class);
        less.addAll(kept);
        less.remove(part);
        return new SurtKeys(less);
    }

    /**
     * SURT keys as urlcanon writes them: scheme, trailing comma and {@code www} kept, e.g.
     * {@code http://(org,example,www,:8080)/a}.
     *
     * @return the options
     */
    public static SurtKeys standard() {
        return STANDARD;
    }

    /**
     * SURT keys as CDX indexes (the Wayback Machine, pywb) write them: no scheme, no trailing
     * comma, no {@code www}, e.g. {@code org,example:8080)/a}.
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
     * The SURT key of a URL.
     *
     * @param url the URL
     * @return its key
     */
    public String surt(WebUrl url) {
        return surt(url.href());
    }

    /**
     * The SURT key of a URL's text, usually a canonical form from a {@link CanonProfile}.
     *
     * @param url the URL's text; its parts are read as RFC 3986 Appendix B splits them
     * @return its key
     */
    public String surt(String url) {
        return surt(url, UrlSpan.of(url));
    }

    /**
     * The SURT key of a link's canonical form under a profile: {@code surt(profile.canonicalize(link))},
     * with the text read once where the link is canonical already (most are).
     *
     * @param profile the canonicalization applied first
     * @param link    the link as found
     * @return the key
     * @throws org.iri4j.api.InvalidInputException if the profile cannot read the link
     */
    public String surt(CanonProfile profile, String link) {
        CanonProfile.Spanned canonical = profile.spanned(link);
        String text = canonical.text();
        return surt(text, canonical.span() != null ? canonical.span() : UrlSpan.of(text));
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
        if (isAddress(url, start, end)) {
            out.append(url, start, end);
            return;
        }
        // www stays where what follows it reads as an address (HostDots.wwwEnd), as strip-www keeps it
        int from = www ? start : HostDots.wwwEnd(url, start, end);
        out.appendReversed(url, from, end, trailingComma);
    }

    /**
     * The host part of a URL's key on its own (the host reversal): a domain's labels reversed
     * with these options, an IP address as it is. With {@link #standard()}
     * {@code http://www.example.com/a} gives {@code com,example,www,}; with {@link #cdx()}
     * {@code com,example}.
     *
     * @param url the URL's text, usually a canonical form from a {@link CanonProfile}
     * @return the host as the key holds it; empty for a URL without a host
     */
    public String host(String url) {
        UrlSpan p = UrlSpan.of(url);
        if (p.hostEnd == p.hostStart) {
            return "";
        }
        KeyText out = new KeyText(p.hostEnd - p.hostStart + 1);
        appendHost(out, url, p.hostStart, p.hostEnd);
        return out.toString();
    }

    /**
     * The prefixes of a URL's SURT key, longest first, each a scope: the key, then without its
     * fragment, query, each path segment, the closing parenthesis, each host label, down to the
     * scheme and {@code (}. Only for special URLs (URL Standard §4.2); empty for others. The list
     * holds the key once and makes each prefix when asked for it, so that a URL of a great many
     * labels or segments costs memory in proportion to its length, not to its square.
     *
     * @param url the URL's text
     * @return the prefixes, an immutable list
     */
    public static List<String> ancestry(String url) {
        UrlParts p = UrlParts.split(url);
        if (p.scheme == null || !p.isSpecial()) {
            return List.of();
        }
        StringBuilder key = new StringBuilder(url.length() + 8);
        List<Integer> ends = new ArrayList<>();
        key.append(p.scheme).append(':').append(p.hasAuthority ? "//" : "");
        if (p.host.isEmpty()) {
            ends.add(key.length());
        } else {
            ends.add(key.append('(').length());
            if (isAddress(p.host)) {
                ends.add(key.append(p.host).length()); // an address is one part of the key, as in surt()
            } else {
                for (String label : Delimited.split(reverse(p.host, false), ',')) {
                    ends.add(key.append(label).append(',').length());
                }
            }
            ends.add((p.port.isEmpty() ? key : key.append(':').append(p.port))
                    .append(')')
                    .length());
        }
        if (!p.path.isEmpty()) {
            String path = p.path.startsWith("/") ? p.path.substring(1) : p.path;
            for (String segment : Delimited.split(path, '/')) {
                ends.add(key.append('/').append(segment).length());
            }
        }
        if (p.query != null) {
            ends.add(key.append('?').append(p.query).length());
        }
        if (p.fragment != null) {
            ends.add(key.append('#').append(p.fragment).length());
        }
        return new Prefixes(key.toString(), ends);
    }

    /** The prefixes of one key, longest first, each made when asked for. */
    private static final class Prefixes extends AbstractList<String> implements RandomAccess {

        private final String key;
        private final int[] ends;

        Prefixes(String key, List<Integer> shortestFirst) {
            this.key = key;
            this.ends = new int[shortestFirst.size()];
            for (int i = 0; i < ends.length; i++) {
                ends[i] = shortestFirst.get(ends.length - 1 - i);
            }
        }

        @Override
        public String get(int index) {
            return key.substring(0, ends[index]);
        }

        @Override
        public int size() {
            return ends.length;
        }
    }

    /**
     * The SSURT form of a URL (urlcanon): every part kept, the reversed host first, then the
     * port, scheme and userinfo, e.g. {@code org,example,foo,//81:http@user:pass:/path?query}.
     *
     * @param url the URL's text
     * @return its SSURT form
     */
    public static String ssurt(String url) {
        UrlSpan span = UrlSpan.of(url);
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
        return reverse(host, true);
    }

    /**
     * A host as SURT and SSURT keys hold it: an IPv4 or IPv6 address as it is, a domain reversed.
     *
     * @param host a host
     * @return the host for a key
     */
    public static String ssurtHost(String host) {
        return host.isEmpty() || isAddress(host) ? host : reverse(host, true);
    }

    private static boolean isAddress(String host) {
        return isAddress(host, 0, host.length());
    }

    /**
     * Whether {@code text[start, end)} is an IP address: an IPv6 literal, or a host the URL
     * Standard's IPv4 parser reads (§3.5), which only one ending in a number can be.
     */
    private static boolean isAddress(String text, int start, int end) {
        if (start < end && text.charAt(start) == '[') {
            return true;
        }
        int last = end > start && text.charAt(end - 1) == '.' ? end - 1 : end;
        int labelStart = Math.max(start, text.lastIndexOf('.', last - 1) + 1);
        return labelStart < last
                && DomainChars.endsInNumber(text, labelStart, last)
                && Ipv4Numbers.dottedDecimal(text.substring(start, end)) != null;
    }

    private static String reverse(String host, boolean trailingComma) {
        return new KeyText(host.length() + 1)
                .appendReversed(host, 0, host.length(), trailingComma)
                .toString();
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
