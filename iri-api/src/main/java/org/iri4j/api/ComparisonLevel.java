package org.iri4j.api;

/**
 * The rungs of the comparison ladder (RFC 3987 §5.3, RFC 3986 §6.2), from the cheapest and
 * strictest to the most expensive and loosest. Each level includes the ones before it:
 * two IRIs equivalent at one level are equivalent at every later one. Protocol-based
 * rules (§5.3.4) are not a level but {@link ProtocolRule}s composed onto a comparator.
 *
 * @since 0.1.0
 */
public enum ComparisonLevel {

    /**
     * Simple string comparison (§5.3.1): code point by code point, never mapping to URIs.
     * No false positives; many false negatives.
     */
    SIMPLE,

    /**
     * Syntax-based normalization (§5.3.2, RFC 3986 §6.2.2): lower-case scheme and US-ASCII
     * host, upper-case hex in percent-encodings, decode percent-encodings of unreserved
     * characters and of UTF-8 sequences of characters the IRI may hold there, remove dot
     * segments. Character normalization (NFC/NFKC) only when asked for (§5.3.2.2).
     */
    SYNTAX,

    /**
     * Scheme-based normalization (§5.3.3, RFC 3986 §6.2.3): syntax-based, then the empty
     * port dropped for every scheme, then the rules of the scheme's plugin (default port,
     * empty path, host equivalence). The fragment is never changed by scheme rules.
     */
    SCHEME
}
