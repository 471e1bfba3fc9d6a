package org.iri4j.canon;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.iri4j.api.Iri;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.ProtocolRule;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;

/**
 * A crawl canonicalization profile: protocol-based normalization (RFC 3987 §5.3.4, RFC 3986
 * §6.2.4) that maps links a crawler should fetch once to one form. Every profile but
 * {@link #SAFE_BROWSING} reads a link with the URL Standard's basic URL parser (§4.4), as a
 * browser does, then applies its {@link CanonStep}s in order to the serialization (§4.5); the
 * result is a URL the Standard serializes to itself, and each shipped profile is a fixpoint in
 * one pass: canonicalizing a canonical form gives it back, the steps' rules being made to agree
 * (strip-www keeps a {@code www} that fix-host-dots would turn into an address's, cutting a
 * session token removes the dot segment it leaves). A profile is a {@link ProtocolRule}, so it
 * composes with the comparison ladder:
 * {@code Iris.comparatorBuilder().rule(CanonProfile.SEMANTIC_PRECISE).build()}. Immutable,
 * thread-safe and serializable (a Spark function may capture one).
 *
 * @since 0.1.0
 */
public final class CanonProfile implements ProtocolRule, Serializable {

    private static final long serialVersionUID = 1L;

    /** The URL Standard's href as it is (§4.5): the browser's reading and nothing more. */
    public static final CanonProfile HREF = new CanonProfile("href", List.of(), false);

    /**
     * Google Safe Browsing's canonicalization ("URLs and Hashing"); its result is a key, not
     * always a URL. It has its own reading, which takes a special link apart as a browser does
     * (URL Standard §4.4: {@code \} ends the authority like {@code /}, the last {@code @} before
     * that end splits off the credentials, a link without a scheme is {@code http://} and the
     * link), so the key's host is the one a browser loads:
     * {@code http://evil.example\@good.example/} gives {@code http://evil.example/@good.example/}.
     * It then decodes each component repeatedly, as Google's algorithm does, and so keys links the
     * Standard refuses ({@code http://host%23.com/}); what decoding reveals that would end a
     * component is encoded again, so it never moves the host's boundary. A file link without a
     * host has no key ({@link CanonCode#MISSING_HOST}).
     */
    public static final CanonProfile SAFE_BROWSING = new CanonProfile("safe-browsing", List.of(), true);

    /**
     * urlcanon's "semantic precise": links that load the same thing in a browser, keeping the
     * fragment. Steps: assume-http, decode-repeatedly, fix-host-dots, remove-userinfo,
     * recode-query, collapse-slashes, sort-query (urlcanon's order: the dots decoding reveals are
     * fixed too).
     */
    public static final CanonProfile SEMANTIC_PRECISE = of(
            "semantic-precise",
            CanonStep.ASSUME_HTTP,
            CanonStep.DECODE_REPEATEDLY,
            CanonStep.FIX_HOST_DOTS,
            CanonStep.REMOVE_USERINFO,
            CanonStep.RECODE_QUERY,
            CanonStep.COLLAPSE_SLASHES,
            CanonStep.SORT_QUERY);

    /** urlcanon's "semantic": semantic precise, then drop-fragment. */
    public static final CanonProfile SEMANTIC = SEMANTIC_PRECISE.then("semantic", CanonStep.DROP_FRAGMENT);

    /**
     * urlcanon's "aggressive": semantic, then https-to-http, strip-www, lowercase-path,
     * lowercase-query, strip-session-ids, strip-trailing-slash, drop-empty-query-params,
     * drop-empty-query and sort-query again (the lower-casing changes the order).
     */
    public static final CanonProfile AGGRESSIVE = SEMANTIC.then(
            "aggressive",
            CanonStep.HTTPS_TO_HTTP,
            CanonStep.STRIP_WWW,
            CanonStep.LOWERCASE_PATH,
            CanonStep.LOWERCASE_QUERY,
            CanonStep.STRIP_SESSION_IDS,
            CanonStep.STRIP_TRAILING_SLASH,
            CanonStep.DROP_EMPTY_QUERY_PARAMS,
            CanonStep.DROP_EMPTY_QUERY,
            CanonStep.SORT_QUERY);

    /**
     * The Internet Archive's default canonicalization, the one its {@code surt} library applies
     * before a CDX key (see {@link SurtKeys#cdx()}): assume-http, decode-repeatedly,
     * fix-host-dots, recode-query, collapse-slashes, drop-fragment, remove-userinfo,
     * strip-www, lowercase-path, lowercase-query, strip-session-ids, strip-trailing-slash,
     * drop-empty-query, sort-query. Unlike aggressive, {@code https} stays {@code https}.
     */
    public static final CanonProfile IA = of(
            "ia",
            CanonStep.ASSUME_HTTP,
            CanonStep.DECODE_REPEATEDLY,
            CanonStep.FIX_HOST_DOTS,
            CanonStep.RECODE_QUERY,
            CanonStep.COLLAPSE_SLASHES,
            CanonStep.DROP_FRAGMENT,
            CanonStep.REMOVE_USERINFO,
            CanonStep.STRIP_WWW,
            CanonStep.LOWERCASE_PATH,
            CanonStep.LOWERCASE_QUERY,
            CanonStep.STRIP_SESSION_IDS,
            CanonStep.STRIP_TRAILING_SLASH,
            CanonStep.DROP_EMPTY_QUERY,
            CanonStep.SORT_QUERY);

    private static final List<CanonProfile> PROFILES =
            List.of(HREF, SAFE_BROWSING, SEMANTIC_PRECISE, SEMANTIC, AGGRESSIVE, IA);

    /** The profile's name, for messages and {@link #named(String)}. */
    private final String name;

    /** The steps, in order; an immutable {@code List.copyOf} list, serializable (javac sees only the interface). */
    @SuppressWarnings("serial")
    private final List<CanonStep> steps;

    /** Whether this is {@link #SAFE_BROWSING}, which reads links its own way. */
    private final boolean safeBrowsing;

    /** Whether a link without a scheme is read as {@code http://} ({@link CanonStep#ASSUME_HTTP}). */
    private final boolean assumeHttp;

    private CanonProfile(String name, List<CanonStep> steps, boolean safeBrowsing) {
        this.name = name;
        this.steps = List.copyOf(steps);
        this.safeBrowsing = safeBrowsing;
        this.assumeHttp = steps.contains(CanonStep.ASSUME_HTTP);
    }

    /**
     * A profile of one's own: the URL Standard's reading, then the steps in order.
     *
     * @param name the profile's name, for messages and {@link #toString()}
     * @param steps the steps
     * @return the profile
     */
    public static CanonProfile of(String name, CanonStep... steps) {
        return new CanonProfile(Objects.requireNonNull(name, "name"), Arrays.asList(steps), false);
    }

    /**
     * A profile of one's own from step names, as the command line takes them.
     *
     * @param name the profile's name
     * @param stepIds step names separated by commas, e.g. {@code drop-fragment,sort-query}
     * @return the profile
     * @throws IllegalArgumentException naming the steps there are, for a name that is none
     */
    public static CanonProfile of(String name, String stepIds) {
        List<CanonStep> list = new ArrayList<>();
        for (String id : Delimited.split(stepIds, ',')) {
            if (!id.isBlank()) {
                list.add(CanonStep.byId(id.strip()));
            }
        }
        return of(name, list.toArray(new CanonStep[0]));
    }

    /**
     * This profile followed by more steps.
     *
     * @param newName the new profile's name
     * @param more the steps to add
     * @return the longer profile
     * @throws IllegalArgumentException for {@link #SAFE_BROWSING}, whose form is a key, not a URL
     */
    public CanonProfile then(String newName, CanonStep... more) {
        if (safeBrowsing) {
            throw new IllegalArgumentException(
                    "no steps can follow safe-browsing: its canonical form is a key, not a URL to apply steps to");
        }
        List<CanonStep> all = new ArrayList<>(steps);
        all.addAll(Arrays.asList(more));
        return new CanonProfile(newName, all, false);
    }

    /**
     * A profile iri4j ships, by name: {@code href}, {@code safe-browsing},
     * {@code semantic-precise}, {@code semantic}, {@code aggressive}, {@code ia}.
     *
     * @param name the name, in any case
     * @return the profile
     * @throws IllegalArgumentException naming the profiles there are, if none has that name
     */
    public static CanonProfile named(String name) {
        for (CanonProfile p : PROFILES) {
            if (p.name.equalsIgnoreCase(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no canonicalization profile '" + name + "'; the profiles are "
                + String.join(", ", PROFILES.stream().map(CanonProfile::name).toList()));
    }

    /**
     * A profile as the command line and Spark SQL write it: a shipped profile's name, then
     * optionally {@code +} and more steps separated by commas, applied after the profile's own.
     *
     * <table>
     *   <caption>Specifications</caption>
     *   <tr><th>spec</th><th>profile</th></tr>
     *   <tr><td>{@code semantic}</td><td>{@link #SEMANTIC}</td></tr>
     *   <tr><td>{@code href+strip-www,sort-query}</td><td>{@link #HREF}, then strip-www and sort-query,
     *       named {@code href+strip-www,sort-query}</td></tr>
     * </table>
     *
     * @param spec the specification
     * @return the profile
     * @throws IllegalArgumentException naming the profiles or steps there are, for a name that is
     *     none; or for steps after {@code safe-browsing}, whose form is a key, not a URL
     */
    public static CanonProfile fromSpec(String spec) {
        int plus = Objects.requireNonNull(spec, "spec").indexOf('+');
        if (plus < 0) {
            return named(spec.strip());
        }
        CanonProfile profile = named(spec.substring(0, plus).strip());
        List<CanonStep> more = of("steps", spec.substring(plus + 1)).steps;
        return profile.then(spec.strip(), more.toArray(new CanonStep[0]));
    }

    /**
     * The profiles iri4j ships.
     *
     * @return them, in the order of {@link #named(String)}'s list
     */
    public static List<CanonProfile> profiles() {
        return PROFILES;
    }

    /**
     * The name.
     *
     * @return for example {@code semantic-precise}
     */
    public String name() {
        return name;
    }

    /**
     * The steps, in order; empty for {@link #HREF} and {@link #SAFE_BROWSING}.
     *
     * @return an immutable list
     */
    public List<CanonStep> steps() {
        return steps;
    }

    /**
     * The canonical form of a link as found (in a page, a log, a seed list).
     *
     * @param link the link
     * @return its canonical form
     * @throws InvalidInputException if the URL Standard's parser returns failure (its {@code url}
     *     codes), or for Safe Browsing a link without a host ({@link CanonCode#MISSING_HOST})
     */
    public String canonicalize(String link) {
        if (safeBrowsing) {
            return SafeBrowsing.canonicalize(link);
        }
        return canonicalize(read(link));
    }

    /**
     * The canonical form of a link as found, with its spans when it is the URL Standard's
     * serialization as read (no step changed it), so that a key need not find them again.
     */
    Spanned spanned(String link) {
        if (safeBrowsing) {
            return new Spanned(SafeBrowsing.canonicalize(link), null);
        }
        return spanned(read(link));
    }

    private Spanned spanned(WebUrl url) {
        String href = url.href();
        if (steps.isEmpty()) {
            return new Spanned(href, null);
        }
        UrlSpan span = UrlSpan.of(href);
        int first = StepRunner.firstChange(steps, href, span);
        String text = first < 0 ? href : StepRunner.runFrom(steps, first, href, span);
        return new Spanned(text, text == href ? span : null);
    }

    /** A canonical form, and its spans if they are known already (null otherwise). */
    record Spanned(String text, UrlSpan span) {}

    /**
     * The canonical form of a parsed URL.
     *
     * @param url the URL
     * @return its canonical form
     */
    public String canonicalize(WebUrl url) {
        if (safeBrowsing) {
            return SafeBrowsing.canonicalize(url.href());
        }
        return spanned(url).text();
    }

    private WebUrl read(String link) {
        return assumeHttp ? CrawlLinks.read(link) : WebUrl.parse(link);
    }

    /**
     * The canonical form of an IRI, as a protocol rule on the comparison ladder: the URL the
     * Standard reads from the IRI (for Safe Browsing, the IRI's text), canonicalized, as a URI
     * (RFC 3987 §3.1).
     *
     * @param normalized an absolute IRI
     * @return its canonical form
     * @throws InvalidInputException if the URL Standard cannot read the IRI as a URL
     */
    @Override
    public Iri apply(Iri normalized) {
        String canonical = safeBrowsing
                ? SafeBrowsing.canonicalize(normalized.toString())
                : canonicalize(IriBridge.toUrl(normalized));
        return Iris.parse(UriText.escape(canonical));
    }

    /**
     * A shipped profile read back is the shipped instance, so that {@code ==} holds across a JVM
     * boundary.
     *
     * @return the shipped profile equal to this one, or this one
     */
    private Object readResolve() {
        for (CanonProfile p : PROFILES) {
            if (p.equals(this)) {
                return p;
            }
        }
        return this;
    }

    /**
     * Profiles are equal when they have the same name and do the same: the same steps, or both
     * are Safe Browsing's.
     *
     * @param o another object
     * @return whether it is an equal profile
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof CanonProfile p
                && p.name.equals(name)
                && p.steps.equals(steps)
                && p.safeBrowsing == safeBrowsing;
    }

    /** The same in every JVM (a profile travels to Spark's executors): from the name and the steps' ids. */
    @Override
    public int hashCode() {
        int hash = name.hashCode();
        for (CanonStep step : steps) {
            hash = 31 * hash + step.id().hashCode();
        }
        return hash;
    }

    @Override
    public String toString() {
        return safeBrowsing || steps.isEmpty()
                ? name
                : name + steps.stream().map(CanonStep::id).toList();
    }
}
