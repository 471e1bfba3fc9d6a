package org.iri4j.canon;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.ProtocolRule;
import org.iri4j.canon.internal.url.Delimited;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.internal.codec.UriChars;

/**
 * A crawl canonicalization profile: protocol-based normalization (RFC 3987 §5.3.4, RFC 3986
 * §6.2.4) that maps links a crawler should fetch once to one form. A profile reads a link with
 * the URL Standard's basic URL parser (§4.4), as a browser does, then applies its {@link CanonStep}s
 * in order to the serialization (§4.5); the result is a URL the Standard serializes to itself, and
 * each shipped profile is a fixpoint in one pass ({@link #IA} reads and writes as the Internet
 * Archive's code does instead): canonicalizing a canonical form gives it back, the steps' rules being made to agree
 * (strip-www keeps a {@code www} that fix-host-dots would turn into an address's, cutting a
 * session token removes the dot segment it leaves). A profile is a {@link ProtocolRule}, so it
 * composes with the comparison ladder:
 * {@code Iris.comparatorBuilder().rule(CanonProfile.SEMANTIC_PRECISE).build()}. Immutable,
 * thread-safe and serializable (a Spark function may capture one). Google Safe Browsing's
 * canonicalization, whose form is a key rather than a URL a step could follow, is
 * {@link SafeBrowsingKey}'s.
 *
 * @since 0.1.0
 */
public final class CanonProfile implements ProtocolRule, Serializable {

    private static final long serialVersionUID = 3L;

    /** The URL Standard's href as it is (§4.5): the browser's reading and nothing more. */
    public static final CanonProfile HREF = of("href");

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
     * iri4j's: semantic, then strip-tracking-params ({@link TrackingParameters}) and
     * drop-empty-query, so that a {@code ?} they leave empty goes, as a bare {@code ?} does.
     */
    public static final CanonProfile DEDUP =
            SEMANTIC.then("dedup", CanonStep.STRIP_TRACKING_PARAMS, CanonStep.DROP_EMPTY_QUERY);

    /**
     * urlcanon's "aggressive": semantic, then https-to-http, strip-www, lowercase-path, lowercase-query,
     * strip-session-ids, strip-tracking-params (iri4j's), strip-trailing-slash, drop-empty-query-params,
     * drop-empty-query and sort-query again (the lower-casing changes the order).
     */
    public static final CanonProfile AGGRESSIVE = SEMANTIC.then(
            "aggressive",
            CanonStep.HTTPS_TO_HTTP,
            CanonStep.STRIP_WWW,
            CanonStep.LOWERCASE_PATH,
            CanonStep.LOWERCASE_QUERY,
            CanonStep.STRIP_SESSION_IDS,
            CanonStep.STRIP_TRACKING_PARAMS,
            CanonStep.STRIP_TRAILING_SLASH,
            CanonStep.DROP_EMPTY_QUERY_PARAMS,
            CanonStep.DROP_EMPTY_QUERY,
            CanonStep.SORT_QUERY);

    /**
     * The Internet Archive's canonicalization, rule for rule, as its CDX key maker applies it
     * ({@link SurtKeys#cdx()}): {@link CanonStep#CANONICALIZE_AS_IA}, which reads a link (or a
     * URL's href) as the Archive's code does, not as the Standard does. Its form is the Archive's
     * text, not always a URL the Standard serializes as itself.
     */
    public static final CanonProfile IA = of("ia", CanonStep.CANONICALIZE_AS_IA);

    /** The Archive's rules on the URL Standard's reading, urlcanon's session lengths: iri4j's {@code ia} before. */
    public static final CanonProfile IA_WHATWG = of(
            "ia-whatwg",
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
            List.of(HREF, SEMANTIC_PRECISE, SEMANTIC, AGGRESSIVE, IA, IA_WHATWG, DEDUP);

    /** The profile's name, for messages and {@link #named(String)}. */
    private final String name;

    /** The steps, in order; an immutable {@code List.copyOf} list, serializable (javac sees only the interface). */
    @SuppressWarnings("serial")
    private final List<CanonStep> steps;

    /** Whether a link without a scheme is read as {@code http://} ({@link CanonStep#ASSUME_HTTP}). */
    private final boolean assumeHttp;

    /** Whether a link is read as the Internet Archive's code reads it ({@link CanonStep#CANONICALIZE_AS_IA}). */
    private final boolean archive;

    /** What {@link CanonStep#STRIP_TRACKING_PARAMS} removes. */
    private final TrackingParameters tracking;

    private CanonProfile(String name, List<CanonStep> steps, TrackingParameters tracking) {
        this.name = name;
        this.steps = List.copyOf(steps);
        this.assumeHttp = steps.contains(CanonStep.ASSUME_HTTP);
        this.archive = steps.contains(CanonStep.CANONICALIZE_AS_IA);
        this.tracking = tracking;
    }

    /**
     * A profile of one's own: the URL Standard's reading, then the steps in order.
     *
     * @param name the profile's name, for messages and {@link #toString()}
     * @param steps the steps
     * @return the profile
     */
    public static CanonProfile of(String name, CanonStep... steps) {
        return new CanonProfile(Objects.requireNonNull(name, "name"), List.of(steps), TrackingParameters.defaults());
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
     */
    public CanonProfile then(String newName, CanonStep... more) {
        List<CanonStep> all = new ArrayList<>(steps);
        all.addAll(Arrays.asList(more));
        return new CanonProfile(newName, all, tracking);
    }

    /**
     * This profile, its name and steps, with another list for {@link CanonStep#STRIP_TRACKING_PARAMS}:
     * {@code DEDUP.withTrackingParameters(TrackingParameters.defaults().with("ref_src"))}.
     *
     * @param list the list; a profile without the step answers as before
     * @return the profile with the list ({@link #toString()} names it); this one if its list is equal
     */
    public CanonProfile withTrackingParameters(TrackingParameters list) {
        return Objects.requireNonNull(list, "list").equals(tracking) ? this : new CanonProfile(name, steps, list);
    }

    /**
     * A profile iri4j ships, by name: {@code href}, {@code semantic-precise}, {@code semantic},
     * {@code aggressive}, {@code ia}, {@code ia-whatwg}, {@code dedup}.
     *
     * @param name the name, in any case
     * @return the profile
     * @throws IllegalArgumentException naming the profiles there are, if none has that name (and
     *     {@link SafeBrowsingKey} for {@code safe-browsing}, whose form is a key, not a URL)
     */
    public static CanonProfile named(String name) {
        for (CanonProfile p : PROFILES) {
            if (p.name.equalsIgnoreCase(name)) {
                return p;
            }
        }
        String safeBrowsing = "safe-browsing".equalsIgnoreCase(name)
                ? " (Google Safe Browsing's canonical form is a key, not a URL: SafeBrowsingKey.of(link))"
                : "";
        throw new IllegalArgumentException("no canonicalization profile '" + name + "'; the profiles are "
                + String.join(", ", PROFILES.stream().map(CanonProfile::name).toList()) + safeBrowsing);
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
     *     none
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

    /** Whether a link is read as the Internet Archive's code reads it ({@link CanonStep#CANONICALIZE_AS_IA}). */
    boolean readsAsArchive() {
        return archive;
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
     * The steps, in order; empty for {@link #HREF}.
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
     *     codes)
     */
    public String canonicalize(String link) {
        return spanned(link).text();
    }

    /**
     * The canonical form of a link as found, or empty where {@link #canonicalize(String)} throws:
     * no exception and no message, for a crawl's hot path where a link without a canonical form
     * needs no reason.
     *
     * @param link the link
     * @return its canonical form; empty if the URL Standard's parser returns failure
     */
    public Optional<String> tryCanonicalize(String link) {
        Spanned canonical = spannedOrNull(Objects.requireNonNull(link, "link"));
        return canonical == null ? Optional.empty() : Optional.of(canonical.text());
    }

    /**
     * The canonical form of a parsed URL.
     *
     * @param url the URL
     * @return its canonical form
     */
    public String canonicalize(WebUrl url) {
        return spanned(url).text();
    }

    /**
     * The canonical form of a link as found, with its spans when it is the URL Standard's
     * serialization as read (no step changed it), so that a key need not find them again.
     *
     * @throws InvalidInputException if the URL Standard's parser returns failure
     */
    Spanned spanned(String link) {
        return archive ? ArchiveReading.spanned(link, steps, tracking) : spanned(read(link));
    }

    /** {@link #spanned(String)}, or null where it throws: no exception, no message. */
    Spanned spannedOrNull(String link) {
        if (archive) {
            return ArchiveReading.spannedOrNull(link, steps, tracking);
        }
        WebUrl url = readOrNull(link);
        return url == null ? null : spanned(url);
    }

    private Spanned spanned(WebUrl url) {
        return archive ? ArchiveReading.spanned(url.href(), steps, tracking) : StepRunner.run(steps, tracking, url);
    }

    private WebUrl read(String link) {
        return assumeHttp ? CrawlLinks.read(link) : WebUrl.parse(link);
    }

    private WebUrl readOrNull(String link) {
        return assumeHttp ? CrawlLinks.readOrNull(link) : CrawlLinks.parseOrNull(link);
    }

    /**
     * The canonical form of an IRI, as a protocol rule on the comparison ladder: the URL the
     * Standard reads from the IRI, canonicalized, as a URI
     * (RFC 3987 §3.1).
     *
     * @param normalized an absolute IRI
     * @return its canonical form
     * @throws InvalidInputException if the URL Standard cannot read the IRI as a URL
     */
    @Override
    public Iri apply(Iri normalized) {
        return Iris.parse(UriChars.URI_REFERENCE.escape(canonicalize(IriBridge.toUrl(normalized))));
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
     * Profiles are equal when they have the same name, the same steps and equal tracking lists.
     *
     * @param o another object
     * @return whether it is an equal profile
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof CanonProfile p
                && p.name.equals(name)
                && p.steps.equals(steps)
                && p.tracking.equals(tracking);
    }

    /** The same in every JVM (a profile travels to Spark's executors): from the name, the steps' ids and the list. */
    @Override
    public int hashCode() {
        int hash = 31 * name.hashCode() + tracking.hashCode();
        for (CanonStep step : steps) {
            hash = 31 * hash + step.id().hashCode();
        }
        return hash;
    }

    @Override
    public String toString() {
        String list = tracking.equals(TrackingParameters.defaults()) ? "" : " " + tracking;
        return (steps.isEmpty()
                        ? name
                        : name + steps.stream().map(CanonStep::id).toList())
                + list;
    }
}
