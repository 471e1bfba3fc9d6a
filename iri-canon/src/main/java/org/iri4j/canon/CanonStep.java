package org.iri4j.canon;

import java.util.Locale;

/**
 * The named steps a {@link CanonProfile} is made of, each a protocol-based normalization
 * (RFC 3987 §5.3.4) applied to a URL the URL Standard has already parsed and serialized (§4.4,
 * §4.5). Each step keeps the URL a fixpoint of the Standard's parser: what it decodes it
 * encodes again where the Standard would. Sources: urlcanon's canonicalizers (IIPC), the
 * Internet Archive's, and Google Safe Browsing's canonicalization.
 *
 * @since 0.1.0
 */
public enum CanonStep {

    /** A link that is not an absolute URL is read again as {@code http://} and the link (urlcanon). */
    ASSUME_HTTP,
    /** Username and password removed: they select no other resource (urlcanon semantic). */
    REMOVE_USERINFO,
    /**
     * Leading and trailing dots of a domain removed and runs of dots made one (Safe Browsing); a
     * host that becomes an IPv4 address is serialized as one (URL Standard §3.5).
     */
    FIX_HOST_DOTS,
    /**
     * Percent-decoding repeated until nothing decodes in the userinfo, an opaque host, the path
     * and the fragment, then each encoded once with the Standard's set for it and {@code %}
     * (Safe Browsing, urlcanon); dot segments the decoding reveals are removed (§4.4).
     */
    DECODE_REPEATEDLY,
    /**
     * Each query parameter's name and value decoded repeatedly and encoded once, keeping
     * {@code & = +} encoded where they are data (urlcanon's "less dumb" query recoding).
     */
    RECODE_QUERY,
    /** Runs of slashes in a special URL's path made one (Safe Browsing, urlcanon). */
    COLLAPSE_SLASHES,
    /** Query parameters sorted by their text, equal ones kept (urlcanon, the Internet Archive). */
    SORT_QUERY,
    /** The fragment removed: it selects within a resource, not a resource (RFC 3986 §3.5). */
    DROP_FRAGMENT,
    /** {@code https} read as {@code http}, and port 80 then dropped as its default (urlcanon aggressive). */
    HTTPS_TO_HTTP,
    /**
     * First labels {@code www}, {@code www2}, … of a domain removed while a label is left (the
     * Internet Archive; all of them, so that the step is idempotent).
     */
    STRIP_WWW,
    /** The path in lower case (urlcanon aggressive; for servers that ignore case). */
    LOWERCASE_PATH,
    /** The query in lower case (urlcanon aggressive). */
    LOWERCASE_QUERY,
    /**
     * Session identifiers removed: {@code jsessionid}, {@code sessionid}, {@code phpsessid},
     * {@code sid}, {@code aspsessionid…} parameters, a ColdFusion {@code CFID} and {@code CFTOKEN} pair
     * wherever the two stand, ASP.NET
     * cookieless path segments, a trailing {@code ;jsessionid=} (the Internet Archive, urlcanon).
     */
    STRIP_SESSION_IDS,
    /** Trailing slashes of a path other than {@code /} removed (urlcanon aggressive). */
    STRIP_TRAILING_SLASH,
    /** Empty query parameters (redundant {@code &}) removed (urlcanon aggressive). */
    DROP_EMPTY_QUERY_PARAMS,
    /** An empty query (a bare {@code ?}) removed (urlcanon aggressive). */
    DROP_EMPTY_QUERY,
    /** The port removed, default or not (Safe Browsing). */
    DROP_PORT;

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
}
