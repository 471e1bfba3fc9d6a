package org.iri4j.canon;

/**
 * The two sections of the Public Suffix List (https://publicsuffix.org/list/, "Divisions"),
 * between the comments {@code ===BEGIN ICANN DOMAINS===} and {@code ===BEGIN PRIVATE DOMAINS===}
 * and their ends. {@link PublicSuffixList#section(String)} says which one held the rule that
 * decided a host's public suffix.
 *
 * @since 0.1.0
 */
public enum PslSection {
    /** Domains that registries delegate under ICANN's authority: {@code com}, {@code co.uk}, {@code kobe.jp}. */
    ICANN,
    /**
     * Domains whose owners asked to list the names they give out to others, such as
     * {@code github.io} or {@code blogspot.com}: each name below is a separate site.
     */
    PRIVATE
}
