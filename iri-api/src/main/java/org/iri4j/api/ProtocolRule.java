package org.iri4j.api;

/**
 * A protocol-based equivalence (RFC 3987 §5.3.4, RFC 3986 §6.2.4) that the user knows and
 * the specifications cannot: for instance, that a server answers {@code /data} and
 * {@code /data/} alike, learned from its redirects. A rule maps an IRI already normalized
 * at the comparator's level to a canonical form; two IRIs are equivalent when their
 * canonical forms are equal, which keeps equivalence symmetric and transitive.
 *
 * <p>A rule must be idempotent ({@code r(r(x))} equals {@code r(x)}), return an IRI that is
 * itself in normal form, and be thread-safe.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface ProtocolRule {

    /**
     * The canonical form of a normalized IRI under this rule.
     *
     * @param normalized an IRI in normal form at the comparator's level
     * @return its canonical form, or {@code normalized} itself when the rule does not apply
     */
    Iri apply(Iri normalized);
}
