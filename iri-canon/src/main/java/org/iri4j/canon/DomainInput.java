package org.iri4j.canon;

import java.util.Objects;
import org.iri4j.api.InvalidInputException;

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
     * @throws org.iri4j.api.InvalidInputException for a link that is no URL, or has no host
     */
    public String host(String input) {
        return this == HOST ? input : CrawlLinks.host(input);
    }

    /**
     * Looks an input's host up (URL Standard §3.2): the answer, or the reason there is none, whose
     * indexes point into the input. A link that fails or names no host is answered with its
     * failure ({@code url.*}, {@link CanonCode#NO_HOST}); a link's host that has no registrable
     * domain, with the host's reason marking the whole link.
     *
     * @param list  the list to look the host up in
     * @param input the input, a link or a host
     * @return the answer; {@link DomainAnswer#isHost()} is false for an input that names no host
     * @throws NullPointerException if an argument is null
     */
    public DomainAnswer lookup(PublicSuffixList list, String input) {
        Objects.requireNonNull(list, "list");
        if (this == HOST) {
            return list.lookup(input);
        }
        String host;
        try {
            host = CrawlLinks.host(Objects.requireNonNull(input, "input"));
        } catch (InvalidInputException e) {
            return DomainAnswer.noHost(input, e.violation());
        }
        return list.lookup(host).inLink(input);
    }
}
