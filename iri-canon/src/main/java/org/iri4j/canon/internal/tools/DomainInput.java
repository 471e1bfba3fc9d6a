package org.iri4j.canon.internal.tools;

import java.util.Objects;
import java.util.Optional;
import org.iri4j.canon.CrawlLinks;
import org.iri4j.canon.DomainAnswer;
import org.iri4j.canon.PublicSuffixList;

/**
 * What an input to a registrable-domain lookup is, as {@code iri domain --input} and Spark's
 * registrable-domain functions take it: a link, whose host is looked up, or a host. Plumbing the
 * command and the SQL functions share.
 */
public enum DomainInput {

    /**
     * A link, read as {@link CrawlLinks#read} reads it (a link without a scheme as
     * {@code http://}): its host as the URL Standard serializes it (§3.6), so a domain in ASCII.
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
     * The host to look up, or empty where {@link #host} throws: no exception, no message.
     *
     * @param input the input
     * @return the link's host, or the input itself; empty for a link that is no URL, or has no host
     */
    public Optional<String> tryHost(String input) {
        return this == HOST ? Optional.of(input) : CrawlLinks.tryHost(input);
    }

    /**
     * Looks an input's host up (URL Standard §3.2): the answer, or the reason there is none, whose
     * indexes point into the input ({@link PublicSuffixList#lookup}, {@link PublicSuffixList#lookupLink}).
     *
     * @param list  the list to look the host up in
     * @param input the input, a link or a host
     * @return the answer; {@link DomainAnswer#isHost()} is false for an input that names no host
     * @throws NullPointerException if an argument is null
     */
    public DomainAnswer lookup(PublicSuffixList list, String input) {
        Objects.requireNonNull(list, "list");
        return this == HOST ? list.lookup(input) : list.lookupLink(input);
    }
}
