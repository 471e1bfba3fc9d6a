package org.iri4j.bench;

import com.google.common.net.InternetDomainName;
import crawlercommons.domains.EffectiveTldFinder;
import crawlercommons.filters.basic.BasicURLNormalizer;
import java.util.List;
import okhttp3.HttpUrl;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.SurtKeys;
import org.netpreserve.urlcanon.Canonicalizer;
import org.netpreserve.urlcanon.ParsedUrl;

/**
 * Crawl canonicalization's tasks: iri4j's {@code iri-canon} and its Java peers on Maven Central,
 * each called as its documentation shows. Canonicalize: iri4j's semantic-precise profile,
 * urlcanon's {@code Canonicalizer.SEMANTIC_PRECISE} on a fresh {@code ParsedUrl} (it edits the
 * value in place), crawler-commons' {@code BasicURLNormalizer} (its own profile: lower case,
 * default port, dot segments, unreserved decoding, sorted query). Canonicalize+SURT: the same
 * profile, then the SURT key ({@code SurtKeys.standard().withProfile(profile).surt(link)}: the two in one call). Registrable domain, of hosts as the URL Standard serializes them:
 * iri4j's {@code PublicSuffixList}, Guava's {@code InternetDomainName.topPrivateDomain()}
 * (guarded by {@code isValid} and {@code isUnderPublicSuffix}, which is how one avoids its
 * exceptions), OkHttp's {@code HttpUrl.topPrivateDomain()} (the URL parsed before the
 * measurement), crawler-commons' {@code EffectiveTldFinder.getAssignedDomain(host, true, false)}.
 * A host without a registrable domain is answered with the empty string by every library.
 */
final class CrawlTasks {

    /** urlcanon (IIPC), WHATWG-based canonicalizers and SURT. */
    static final String URLCANON = "urlcanon";
    /** crawler-commons: BasicURLNormalizer, EffectiveTldFinder. */
    static final String CRAWLER_COMMONS = "crawler-commons";
    /** Guava's InternetDomainName. */
    static final String GUAVA = "guava";

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();
    private static final BasicURLNormalizer NORMALIZER = new BasicURLNormalizer();

    private CrawlTasks() {}

    /**
     * iri4j's answers that count as right for a canonicalization, or its key: any shipped
     * profile's (semantic precise, href, aggressive, semantic, ia; keys of the first two and the
     * CDX key after ia).
     */
    static List<Task> references(Op op) {
        if (op == Op.CANON_SURT) {
            return List.of(iri4j(op, Tasks.IRI4J), iri4j(op, Tasks.IRI4J_HREF), iri4j(op, Tasks.IRI4J_CDX));
        }
        return List.of(
                iri4j(Op.CANONICALIZE, Tasks.IRI4J),
                iri4j(Op.CANONICALIZE, Tasks.IRI4J_HREF),
                iri4j(Op.CANONICALIZE, Tasks.IRI4J_AGGRESSIVE),
                Task.of(s -> CanonProfile.SEMANTIC.canonicalize((String) s)),
                Task.of(s -> CanonProfile.IA.canonicalize((String) s)));
    }

    static Task iri4j(Op op, String library) {
        switch (op) {
            case CANONICALIZE:
                CanonProfile profile = profile(library);
                return Task.of(s -> profile.canonicalize((String) s));
            case CANON_SURT:
                SurtKeys keys = Tasks.IRI4J_CDX.equals(library)
                        ? SurtKeys.cdx()
                        : SurtKeys.standard().withProfile(profile(library));
                return Task.of(s -> keys.surt((String) s));
            case REGISTRABLE_DOMAIN:
                return Task.of(s -> LIST.registrableDomain((String) s).orElse(""));
            default:
                return null;
        }
    }

    private static CanonProfile profile(String library) {
        switch (library) {
            case Tasks.IRI4J_HREF:
                return CanonProfile.HREF;
            case Tasks.IRI4J_AGGRESSIVE:
                return CanonProfile.AGGRESSIVE;
            case Tasks.IRI4J_IA:
                return CanonProfile.IA;
            default:
                return CanonProfile.SEMANTIC_PRECISE;
        }
    }

    static Task peer(Op op, String library) {
        switch (library + " " + op) {
            case URLCANON + " CANONICALIZE":
                return Task.of(s -> {
                    ParsedUrl url = ParsedUrl.parseUrl((String) s);
                    Canonicalizer.SEMANTIC_PRECISE.canonicalize(url);
                    return url.toString();
                });
            case URLCANON + " CANON_SURT":
                return Task.of(s -> {
                    ParsedUrl url = ParsedUrl.parseUrl((String) s);
                    Canonicalizer.SEMANTIC_PRECISE.canonicalize(url);
                    return url.surt();
                });
            case CRAWLER_COMMONS + " CANONICALIZE":
                return Task.of(s -> NORMALIZER.filter((String) s));
            case CRAWLER_COMMONS + " REGISTRABLE_DOMAIN":
                EffectiveTldFinder.getInstance(); // the list is read here, not in the measurement
                return Task.of(s -> orEmpty(EffectiveTldFinder.getAssignedDomain((String) s, true, false)));
            case GUAVA + " REGISTRABLE_DOMAIN":
                return Task.of(s -> guava((String) s));
            case PeerTasks.OKHTTP + " REGISTRABLE_DOMAIN":
                return Task.prepared(
                        s -> HttpUrl.get("http://" + s + "/"), url -> orEmpty(((HttpUrl) url).topPrivateDomain()));
            default:
                if (List.of(URLCANON, CRAWLER_COMMONS, GUAVA, PeerTasks.OKHTTP).contains(library)) {
                    return null; // the library has no such operation
                }
                throw new IllegalArgumentException("unknown library " + library);
        }
    }

    private static String guava(String host) {
        if (!InternetDomainName.isValid(host)) {
            return "";
        }
        InternetDomainName name = InternetDomainName.from(host);
        return name.isUnderPublicSuffix() ? name.topPrivateDomain().toString() : "";
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }
}
