package org.iri4j.canon;

import java.util.Locale;
import org.iri4j.canon.internal.step.AssumeHttp;
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
 * gives it back. Sources: urlcanon's canonicalizers (IIPC), the Internet Archive's, and Google
 * Safe Browsing's canonicalization. Each constant's javadoc gives its rules; a rule that names
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
     * Trailing slashes of a path that starts with {@code /} removed, all of them, but for the
     * path {@code /} (urlcanon aggressive): {@code /a//} becomes {@code /a}.
     */
    STRIP_TRAILING_SLASH(new StripTrailingSlash()),
    /** Empty query parameters removed, that is leading, trailing and repeated {@code &} (urlcanon aggressive). */
    DROP_EMPTY_QUERY_PARAMS(new DropEmptyQueryParams()),
    /** An empty query, a bare {@code ?}, removed (urlcanon aggressive). */
    DROP_EMPTY_QUERY(new DropEmptyQuery()),
    /** The port removed, default or not (Safe Browsing). */
    DROP_PORT(new DropPort());

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
}
