package org.iri4j.api;

/**
 * Equivalence of IRIs at a level of the comparison ladder (RFC 3987 §5.3), with optional
 * protocol-based rules and the option to ignore fragments. Two IRIs are equivalent exactly
 * when their {@linkplain #normalForm normal forms} are equal strings, so equivalence is an
 * equivalence relation and the normal form can serve as a key (to de-duplicate links, say).
 * Instances are immutable and thread-safe.
 *
 * @since 0.1.0
 */
public interface IriComparator {

    /**
     * The level this comparator works at.
     *
     * @return the level
     */
    ComparisonLevel level();

    /**
     * The normal form of an IRI at this comparator's level, after its protocol rules, and
     * without fragment if the comparator ignores fragments.
     *
     * @param iri an IRI reference
     * @return the normal form: normalizing it again gives it back
     */
    Iri normalForm(Iri iri);

    /**
     * Whether two IRIs are equivalent at this level.
     *
     * @param a an IRI reference
     * @param b another
     * @return true if their normal forms are equal
     */
    boolean equivalent(Iri a, Iri b);

    /**
     * A comparator that also ignores fragments, as when deciding whether two IRIs retrieve
     * the same resource (RFC 3987 §5.1).
     *
     * @return the new comparator
     */
    IriComparator ignoringFragment();

    /**
     * A comparator that also applies a protocol-based rule after this one's (RFC 3987 §5.3.4).
     *
     * @param rule the rule
     * @return the new comparator
     */
    IriComparator withRule(ProtocolRule rule);
}
