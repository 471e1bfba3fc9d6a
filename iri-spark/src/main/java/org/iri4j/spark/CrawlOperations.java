package org.iri4j.spark;

import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.internal.tools.DomainInput;

/**
 * The work of the registrable-domain functions (URL Standard §3.2), on the Public Suffix List of
 * the session the call is made in: the one iri4j ships, or the file of
 * {@value IriFunctions#PUBLIC_SUFFIX_LIST_OPTION}, read on the driver and carried with the work
 * to the executors. A link without a host throws {@link org.iri4j.api.InvalidInputException}, which
 * the function makes a failed task when its settings say so; otherwise such a link is null
 * without an exception ({@link QuietWork}), as is a host without a registrable domain or
 * public suffix (an IP address, a public suffix itself).
 */
final class CrawlOperations {

    private CrawlOperations() {}

    /**
     * {@code iri_registrable_domain}'s work.
     *
     * @param input the input kind, a {@link DomainInput}
     * @return the work, holding the session's list
     */
    static Work registrableDomain(Object input) {
        PublicSuffixList list = SuffixListFiles.ofActiveSession();
        DomainInput kind = (DomainInput) input;
        return QuietWork.of(
                (env, s) -> list.registrableDomain(kind.host(s)).orElse(null),
                (env, s) -> kind.tryHost(s).flatMap(list::registrableDomain).orElse(null));
    }

    /**
     * {@code iri_public_suffix}'s work.
     *
     * @param input the input kind, a {@link DomainInput}
     * @return the work, holding the session's list
     */
    static Work publicSuffix(Object input) {
        PublicSuffixList list = SuffixListFiles.ofActiveSession();
        DomainInput kind = (DomainInput) input;
        return QuietWork.of(
                (env, s) -> list.publicSuffix(kind.host(s)).orElse(null),
                (env, s) -> kind.tryHost(s).flatMap(list::publicSuffix).orElse(null));
    }

    /**
     * {@code iri_same_site}'s work.
     *
     * @param input the input kind, a {@link DomainInput}
     * @return the work, holding the session's list
     */
    static Work sameSite(Object input) {
        PublicSuffixList list = SuffixListFiles.ofActiveSession();
        DomainInput kind = (DomainInput) input;
        return QuietWork.of(
                (env, a, b) -> list.sameSite(kind.host(a), kind.host(b)),
                (env, a, b) -> kind.tryHost(a)
                        .flatMap(x -> kind.tryHost(b).map(y -> list.sameSite(x, y)))
                        .orElse(null));
    }
}
