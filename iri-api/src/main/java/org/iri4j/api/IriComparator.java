package org.iri4j.api;

/**
 * Equivalence of IRIs at a level of the comparison ladder (RFC 3987 §5.3), with the options
 * it was built with: character normalization, protocol-based rules, fragments ignored. Two
 * IRIs are equivalent exactly when their {@linkplain #normalForm normal forms} are equal
 * strings, so equivalence is an equivalence relation and the normal form can serve as a key
 * (to de-duplicate links, say). Made by an environment's comparator builder
 * ({@code Iris.comparatorBuilder()}), the one way to configure one; the environment's own
 * {@code normalize} and {@code equivalent} are those of a comparator without options.
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
}
