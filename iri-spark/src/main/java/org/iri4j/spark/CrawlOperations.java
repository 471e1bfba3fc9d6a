package org.iri4j.spark;

import java.util.function.BiFunction;
import org.iri4j.canon.DomainInput;
import org.iri4j.canon.PublicSuffixList;

/**
 * The work of the registrable-domain functions (URL Standard §3.2), on the Public Suffix List
 * the call's settings name: the one iri4j ships, or the file of
 * {@value IriFunctions#PUBLIC_SUFFIX_LIST_OPTION}. A link without a host throws
 * {@link org.iri4j.api.IriSyntaxException}, which the function makes null (or a failed task); a
 * host without a registrable domain or public suffix (an IP address, a public suffix itself) is
 * null.
 */
final class CrawlOperations {

    private CrawlOperations() {}

    /** @return {@code iri_registrable_domain}'s work for an input kind and settings */
    static BiFunction<Object, FunctionSettings, IriFunction.Op> registrableDomain() {
        return (input, settings) -> {
            PublicSuffixList list = settings.suffixList();
            DomainInput kind = (DomainInput) input;
            return (IriFunction.Op1)
                    (env, s) -> list.registrableDomain(kind.host(s)).orElse(null);
        };
    }

    /** @return {@code iri_public_suffix}'s work for an input kind and settings */
    static BiFunction<Object, FunctionSettings, IriFunction.Op> publicSuffix() {
        return (input, settings) -> {
            PublicSuffixList list = settings.suffixList();
            DomainInput kind = (DomainInput) input;
            return (IriFunction.Op1) (env, s) -> list.publicSuffix(kind.host(s)).orElse(null);
        };
    }

    /** @return {@code iri_same_site}'s work for an input kind and settings */
    static BiFunction<Object, FunctionSettings, IriFunction.Op> sameSite() {
        return (input, settings) -> {
            PublicSuffixList list = settings.suffixList();
            DomainInput kind = (DomainInput) input;
            return (IriFunction.Op2) (env, a, b) -> list.sameSite(kind.host(a), kind.host(b));
        };
    }
}
