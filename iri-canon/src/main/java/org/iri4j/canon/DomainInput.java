package org.iri4j.canon;

/**
 * What an input to a registrable-domain lookup is: a link, whose host is looked up, or a host.
 *
 * @since 0.1.0
 */
public enum DomainInput {

    /**
     * A link, read as {@link CrawlLinks#read} reads it (a link without a scheme as
     * {@code http://}): its host as the URL Standard serializes it, so a domain in ASCII.
     */
    LINK,
    /**
     * A host, ASCII or Unicode, in any case, as {@link PublicSuffixList} reads hosts: answers keep
     * its form.
     */
    HOST;

    /**
     * The host to look up.
     *
     * @param input the input
     * @return the link's host, or the input itself
     * @throws org.iri4j.api.IriSyntaxException for a link that is no URL, or has no host
     */
    public String host(String input) {
        return this == HOST ? input : CrawlLinks.host(input);
    }
}
