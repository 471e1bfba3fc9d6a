package org.iri4j.spark;

import org.iri4j.canon.DomainInput;
import org.iri4j.canon.PublicSuffixList;

/**
 * The work of the registrable-domain functions, on the Public Suffix List iri4j ships (URL
 * Standard §3.2). A link without a host throws {@link org.iri4j.api.IriSyntaxException}, which
 * the function makes null (or a failed task); a host without a registrable domain or public
 * suffix (an IP address, a public suffix itself) is null.
 */
final class CrawlOperations {

    private CrawlOperations() {}

    static String registrableDomain(DomainInput input, String s) {
        return PublicSuffixList.snapshot().registrableDomain(input.host(s)).orElse(null);
    }

    static String publicSuffix(DomainInput input, String s) {
        return PublicSuffixList.snapshot().publicSuffix(input.host(s)).orElse(null);
    }

    static Boolean sameSite(DomainInput input, String a, String b) {
        return PublicSuffixList.snapshot().sameSite(input.host(a), input.host(b));
    }
}
