package org.iri4j.spark;

import org.iri4j.core.IriEnvironment;

/**
 * Two strings' work ({@link Work}); for a function whose second string is optional, the second is
 * null when the call does not give it.
 */
@FunctionalInterface
non-sealed interface TwoStringWork extends Work {

    /**
     * The answer to a row's values.
     *
     * @param env the environment of the JVM running the row
     * @param a   the first value
     * @param b   the second, or null for an optional one not given
     * @return the answer, or null
     * @throws IllegalArgumentException for a value iri4j refuses
     */
    Object apply(IriEnvironment env, String a, String b);
}
