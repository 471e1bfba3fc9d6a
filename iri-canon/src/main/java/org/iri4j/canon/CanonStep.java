package org.iri4j.canon;

import java.util.Locale;
import org.iri4j.canon.internal.step.AssumeHttp;
import org.iri4j.canon.internal.step.CanonicalizeAsIa;
import org.iri4j.canon.internal.step.CollapseSlashes;
import org.iri4j.canon.internal.step.DecodeRepeatedly;
import org.iri4j.canon.internal.step.DropEmptyQuery;
import org.iri4j.canon.internal.step.DropEmptyQueryParams;
import org.iri4j.canon.internal.step.DropFragment;
import org.iri4j.canon.internal.step.DropPort;
import org.iri4j.canon.internal.step.FixHostDots;
import org.iri4j.canon.internal.step.HttpsToHttp;
import org.iri4j.canon.internal.step.LowercasePath;
import org.iri4j.canon.internal.step.LowercaseQuery;
import org.iri4j.canon.internal.step.RecodeQuery;
import org.iri4j.canon.internal.step.RemoveUserinfo;
import org.iri4j.canon.internal.step.SortQuery;
import org.iri4j.canon.internal.step.Step;
import org.iri4j.canon.internal.step.StripIaSessionIds;
import org.iri4j.canon.internal.step.StripSessionIds;
import org.iri4j.canon.internal.step.StripTrailingSlash;
import org.iri4j.canon.internal.step.StripWww;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * The named steps a {@link CanonProfile} is made of, each a protocol-based normalization
 * (RFC 3987 §5.3.4) applied to a URL the URL Standard has already parsed and serialized (§4.4,
 * §4.5). Each step keeps the URL a fixpoint of the Standard's parser: what it decodes it
 * encodes again where the Standard would, and it never makes a delimiter the URL's structure
 * depends on (a host out of a path, a query out of a path, a dot segment the Standard would
 * remove). The shipped profiles are fixpoints in one pass: canonicalizing a canonical form
 * gives it back. Two are ways of reading instead: {@link #ASSUME_HTTP}, and
 * {@link #CANONICALIZE_AS_IA}, which reads and writes a link as the Internet Archive's code does
 * (its form, {@code ia}'s, is that code's, not the Standard's fixpoint). Sources: urlcanon's
 * canonicalizers (IIPC), the Internet Archive's (webarchive-commons), and Google Safe Browsing's
 * canonicalization. Each constant's javadoc gives its rules; a rule that names
 * letters means ASCII letters, in any case. A step's check, action and what its check reads are
 * one internal class each; the constant is the step's public name.
 *
 * @since 0.1.0
 */
public enum CanonStep {

    /**
     * A link that has no scheme (URL Standard §4.4 scheme state, as RFC 3986 §3.1: a letter,
     * then letters, digits, {@code + - .}, then {@code :}) once the junk the Standard strips is
     * gone, is read as if it began with {@code http://} (urlcanon, the Internet Archive):
     * {@code www.example.com/a} is {@code http://www.example.com/a}. A link with a scheme is read
     * as it is. A way of reading, done in the parse ({@link CrawlLinks}, with
     * {@code WebUrlOptions.withAssumedScheme("http")}), so a failure is indexed in the link.
     */
    ASSUME_HTTP(new AssumeHttp()),
    /**
     * The Internet Archive's canonicalization, whole, as its CDX key maker applies it
     * (webarchive-commons 2.0.1, {@code org.archive.url}: {@code WaybackURLKeyMaker}'s
     * {@code AggressiveIAURLCanonicalizer}), rule for rule: a way of reading, as assume-http is,
     * wherever it stands in a profile; the profile's other steps apply to the form it gives. The
     * link is read as the Archive's {@code URLParser} reads it, not as the URL Standard does:
     * trimmed, TAB, LF, CR, U+0085, U+2028, U+2029 removed; {@code dns:}, {@code filedesc:},
     * {@code warcinfo:} records kept whole; {@code http://} put before any link that does not
     * start with {@code http}, {@code https}, {@code ftp}, {@code mms}, {@code rtsp} or
     * {@code wais} and {@code ://} (so {@code mailto:a@b.example} is read as
     * {@code http://mailto:a@b.example}); split as RFC 2396 Appendix B splits, the authority at its
     * first {@code @} and the first {@code :} after it. Then Google Safe Browsing's rules as the
     * Archive reads them ({@code BasicURLCanonicalizer}): the fragment dropped; the query and the
     * path decoded repeatedly and encoded once, only bytes up to U+0020 and past U+007F and
     * {@code #} and {@code %} encoded ({@code %2B} is {@code +}, {@code %3F} is {@code ?}); the
     * path's dot segments and empty segments removed, a {@code ..} above the root kept; the host
     * decoded, made ASCII by IDNA2003 (kept if that fails), its leading, trailing and repeated dots
     * removed, an IPv4 address of four decimal or four octal parts, or of one decimal number, written
     * as four decimal numbers. Then the Archive's own rules ({@code IAURLCanonicalizer},
     * {@code AggressiveIACanonicalizerRules}): scheme, host, path and query in lower case; first
     * labels {@code www}, {@code www2}, ... removed; the userinfo removed; port 80 of http, 443 of
     * https and 0 of another scheme removed; the path's and query's session identifiers removed
     * ({@link #STRIP_IA_SESSION_IDS}'s patterns); one trailing slash removed; the query's
     * parameters sorted by name, then value (one without {@code =} first), and an empty query
     * removed. Its form is the text the Archive writes ({@code http://example.com/a?b=1}), not
     * always a URL the Standard serializes as itself ({@code http://example.com/a"b}), and it is
     * as idempotent as the Archive's code, no more ({@code http://example.com/%3F} gives
     * {@code http://example.com/?}, which gives {@code http://example.com/}). Where that code
     * fails there is no form: {@link CanonCode#IA_NO_HOST} for an empty authority
     * ({@code http://}), {@link CanonCode#IA_BAD_PORT} for a port that is no {@code int}.
     */
    CANONICALIZE_AS_IA(new CanonicalizeAsIa()),
    /** Username and password removed, and with them the {@code @}: they select no other resource (urlcanon semantic). */
    REMOVE_USERINFO(new RemoveUserinfo()),
    /**
     * Leading and trailing dots of a host removed and runs of dots made one (Safe Browsing). In a
     * special URL's domain, a host that becomes an IPv4 address (URL Standard §3.5: one to four
     * parts, each decimal, octal or hexadecimal) is serialized as one, {@code ..0x7f.1.} as
     * {@code 127.0.0.1}; one that would end in a number without being an address is kept as it
     * is, since the Standard would refuse it. An opaque host (a URL that is not special) is never
     * read as an address: {@code ..127.1} becomes {@code 127.1}. A host of dots only, and an IPv6
     * address, are kept; a file URL's host that becomes {@code localhost} is the empty host.
     */
    FIX_HOST_DOTS(new FixHostDots()),
    /**
     * Percent-decoding repeated until no escape decodes ({@code %252F} is {@code /}; on bytes,
     * so that a sequence that is not UTF-8 is encoded again as it was), in the username, the
     * password, an opaque host, the path and the fragment; then each encoded once, upper-case
     * hex, with the Standard's percent-encode set for it (§1.3) and {@code %}, and with every
     * delimiter that decoded would change the URL's structure when read again (Safe Browsing,
     * urlcanon):
     * <ul>
     *   <li>userinfo: the userinfo set, so {@code / : ; = @} stay encoded;</li>
     *   <li>opaque host: the forbidden host code points ({@code / : ? # @ [ \ ] ^ |} and space);</li>
     *   <li>path: the path set, so {@code ? #} stay encoded; in a special URL {@code \} too, a
     *       separator there; in a file URL {@code |} too, which would make {@code C|} a drive
     *       letter. {@code %2F} decodes: {@code /a%2Fb} becomes {@code /a/b}, and {@code .} and
     *       {@code ..} segments that decoding reveals are removed as the Standard's path state
     *       removes them (§4.4, a file URL's drive letter kept); a path without an authority
     *       that then starts with {@code //} keeps the serializer's {@code /.} before it (§4.5);</li>
     *   <li>opaque path: the C0 control set, space, {@code ? #}; and a {@code /} that would be
     *       its first character, which would open a path of segments or, doubled, an authority:
     *       {@code foo:%2F%2Fevil.example%2Fpath} becomes {@code foo:%2F/evil.example/path}, not
     *       {@code foo://evil.example/path};</li>
     *   <li>fragment: the fragment set and {@code #}.</li>
     * </ul>
     * The query is {@link #RECODE_QUERY}'s; a special URL's domain was decoded by the parser.
     */
    DECODE_REPEATEDLY(new DecodeRepeatedly()),
    /**
     * Each query parameter's name and value (the query split at {@code &}, each part at its first
     * {@code =}, and at each {@code +}, a space in a form) decoded repeatedly and encoded once
     * with the special-query set, {@code %}, and {@code & = +}, which stay encoded where they are
     * data (urlcanon's "less dumb" query recoding): {@code a=%2526} becomes {@code a=%26};
     * {@code +} and {@code %2B} stay apart. A query with no escape and nothing to encode is kept
     * as it is, a second {@code =} in a part included.
     */
    RECODE_QUERY(new RecodeQuery()),
    /** Runs of slashes in a special URL's path made one (Safe Browsing, urlcanon): {@code /a//b} becomes {@code /a/b}. */
    COLLAPSE_SLASHES(new CollapseSlashes()),
    /**
     * Query parameters (the query split at {@code &}) sorted by their text, code unit by code
     * unit, equal and empty ones kept (urlcanon, the Internet Archive).
     */
    SORT_QUERY(new SortQuery()),
    /** The fragment removed, and its {@code #}: it selects within a resource, not a resource (RFC 3986 §3.5). */
    DROP_FRAGMENT(new DropFragment()),
    /**
     * {@code https} read as {@code http}, and port 80 then dropped as its default (urlcanon
     * aggressive); another port stays.
     */
    HTTPS_TO_HTTP(new HttpsToHttp()),
    /**
     * First labels {@code www}, {@code www2}, … ({@code www} and any digits, any case) of a host
     * removed, each with its dot, while a label is left after them (the Internet Archive; all of
     * them, so that the step is idempotent): {@code www.www2.example.com} becomes
     * {@code example.com}. They stay when what follows them, its dots fixed as
     * {@link #FIX_HOST_DOTS} fixes them, reads as an IPv4 address: {@code www.0x7f.1..} names a
     * domain, which without {@code www} would read as the address {@code 127.0.0.1}, another
     * host. An IP address is left alone.
     */
    STRIP_WWW(new StripWww()),
    /**
     * The path in lower case, {@link Locale#ROOT}, escapes' hex digits too (urlcanon aggressive;
     * for servers that ignore case).
     */
    LOWERCASE_PATH(new LowercasePath()),
    /** The query in lower case, {@link Locale#ROOT}, escapes' hex digits too (urlcanon aggressive). */
    LOWERCASE_QUERY(new LowercaseQuery()),
    /**
     * Session identifiers removed (the Internet Archive, urlcanon aggressive); names in any
     * case, "alphanumerics" meaning ASCII letters and digits. A query parameter (a part between
     * {@code &}, its value after the first {@code =}) is removed, with its {@code &}, when it is:
     * <ul>
     *   <li>{@code jsessionid} with a value of 10 or more characters, each an alphanumeric or
     *       {@code $};</li>
     *   <li>{@code sessionid}, {@code phpsessid} or {@code sid} with a value of 16 or more
     *       alphanumerics;</li>
     *   <li>{@code aspsessionid} followed by exactly 8 letters ({@code ASPSESSIONIDQQGGGNCU})
     *       with a value of 16 or more alphanumerics;</li>
     *   <li>a ColdFusion session: {@code cfid} with one or more digits and {@code cftoken} with
     *       one or more alphanumerics or {@code -}, removed in pairs wherever the two stand (the
     *       first of each together, then the next), a half without its pair kept.</li>
     * </ul>
     * A parameter with a value that holds anything else (an escape, a shorter token) or without
     * {@code =} stays. In the path: a {@code ;jsessionid=} and exactly 32 alphanumerics that end
     * the last segment (trailing slashes aside), again while one ends what is left, a {@code .}
     * or {@code ..} segment that this leaves removed as the Standard's path state removes it
     * ({@code /a/..;jsessionid=…} becomes {@code /}); then, in a path that ends in {@code .aspx}
     * (trailing slashes aside), ASP.NET's cookieless session segments after a slash, never the
     * last one, each with its slash: {@code (} 24 alphanumerics {@code )}, or {@code (} one or
     * more of a letter, {@code (}, 24 alphanumerics, {@code )}, then {@code )}, as in
     * {@code /(S(4hqa0555fwsecu455xqckv45))/page.aspx}.
     */
    STRIP_SESSION_IDS(new StripSessionIds()),
    /**
     * Session identifiers removed by the Internet Archive's own patterns (webarchive-commons
     * 2.0.1, org/archive/url/URLRegexTransformer.java, {@code stripQuerySessionID} and
     * {@code stripPathSessionID}; the Python {@code surt} package's URLRegexTransformer.py has the
     * same), rather than by urlcanon's lengths ({@link #STRIP_SESSION_IDS}); names in any case,
     * "alphanumerics" ASCII letters and digits. In the query, five patterns, each applied once,
     * in this order:
     * <ol>
     *   <li>{@code jsessionid=}, {@code phpsessid=}, {@code sid=}, each followed by exactly 32
     *       alphanumerics;</li>
     *   <li>{@code aspsessionid}, 8 letters, {@code =}, exactly 24 letters;</li>
     *   <li>{@code cfid=}, one or more characters other than {@code &}, {@code &cftoken=}, one or
     *       more characters other than {@code &}.</li>
     * </ol>
     * A pattern is looked for only where the query as it came holds its name ({@code cftoken=}
     * for the last); it matches anywhere, inside a longer name too ({@code xsid=…}), at the last
     * place where the match ends the query or stands before an {@code &}. A match before an
     * {@code &} goes with that {@code &}; one that ends the query goes alone, so that the
     * {@code &} before it stays: {@code a=1&sid=…} becomes {@code a=1&}. In a path that holds
     * {@code .aspx}, ASP.NET's cookieless session segments, each pattern once, after the last
     * {@code /} where what follows it holds an {@code .aspx} after one character or more and before
     * any {@code ?}: {@code (}, one or more of a letter, {@code (}, 24 alphanumerics, {@code )},
     * then {@code )/}; then {@code (}, 24 alphanumerics, {@code )/}:
     * {@code /(S(4hqa0555fwsecu455xqckv45))/mileg.aspx} becomes {@code /mileg.aspx}.
     */
    STRIP_IA_SESSION_IDS(new StripIaSessionIds()),
    /**
     * Trailing slashes of a path that starts with {@code /} removed, all of them, but for the
     * path {@code /} (urlcanon aggressive): {@code /a//} becomes {@code /a}.
     */
    STRIP_TRAILING_SLASH(new StripTrailingSlash()),
    /** Empty query parameters removed, that is leading, trailing and repeated {@code &} (urlcanon aggressive). */
    DROP_EMPTY_QUERY_PARAMS(new DropEmptyQueryParams()),
    /** An empty query, a bare {@code ?}, removed (urlcanon aggressive). */
    DROP_EMPTY_QUERY(new DropEmptyQuery()),
    /** The port removed, default or not (Safe Browsing). */
    DROP_PORT(new DropPort()),
    /**
     * Tracking parameters removed (iri4j's step; the names as Firefox's query stripping, Brave's
     * query filter, AdGuard's URL Tracking filter and ClearURLs strip them). Each query parameter
     * (a part between {@code &}) whose name (up to its first {@code =}), decoded as the URL
     * Standard's application/x-www-form-urlencoded parser decodes it (§5.1: {@code +} a space,
     * {@code %5F} an underscore, the name a server's form reader sees), equals a name of the
     * profile's {@link TrackingParameters} or starts with one of its prefixes, ASCII letters in
     * any case (as Firefox compares, and so that the step answers alike before and after
     * {@link #LOWERCASE_QUERY}), goes with one {@code &}:
     * {@code ?id=7&utm_source=news&UTM_Medium=mail&fbclid=x} becomes {@code ?id=7}. The others
     * stay in their order and byte for byte, empty parts too. A query left empty stays a bare
     * {@code ?} (§4.1: an empty query is not a null one), which {@link #DROP_EMPTY_QUERY} removes
     * where a profile asks for it. The list is {@link TrackingParameters#defaults()} (Google
     * Analytics' {@code utm_*}, ad click identifiers, e-mail campaign tokens, each with its source
     * in {@code tracking-params.txt}) unless the profile has another
     * ({@link CanonProfile#withTrackingParameters}). A site may still read them (an offer keyed
     * on a campaign): a step for deduplication, in {@code aggressive} and {@code dedup}, not in
     * the semantic profiles, {@code href} or {@code ia}.
     */
    STRIP_TRACKING_PARAMS(TrackingParameters.defaults().step());

    /** What the step does: its check, its action and the parts its check reads, in one class. */
    private final Step step;

    CanonStep(Step step) {
        this.step = step;
    }

    /**
     * The step's name in profiles written as text and on the command line.
     *
     * @return for example {@code sort-query}
     */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The step with a name.
     *
     * @param id for example {@code sort-query} or {@code SORT_QUERY}
     * @return the step
     * @throws IllegalArgumentException naming the steps there are, if none has that name
     */
    public static CanonStep byId(String id) {
        for (CanonStep step : values()) {
            if (step.id().equalsIgnoreCase(id) || step.name().equals(id)) {
                return step;
            }
        }
        StringBuilder names = new StringBuilder();
        for (CanonStep step : values()) {
            names.append(names.length() == 0 ? "" : ", ").append(step.id());
        }
        throw new IllegalArgumentException("no canonicalization step '" + id + "'; the steps are " + names);
    }

    /**
     * Whether the step may change a URL Standard serialization (§4.5): false only if it leaves it
     * as it is.
     */
    boolean mayChange(String href, UrlSpan span) {
        return step.mayChange(href, span);
    }

    /** Applies the step to a URL's parts, edited in place. */
    void apply(UrlParts parts) {
        step.apply(parts);
    }

    /** The parts whose text the step's check reads, a {@link UrlParts} mask. */
    int reads() {
        return step.reads();
    }

    /** The step as a profile runs it: {@link TrackingParameters#step()} in place of this one's, for another list. */
    Step step(TrackingParameters tracking) {
        return this == STRIP_TRACKING_PARAMS ? tracking.step() : step;
    }
}
