package org.iri4j.spark;

import org.iri4j.core.IriEnvironment;

/** One string's work ({@link Work}). */
@FunctionalInterface
non-sealed interface OneStringWork extends Work {

    /**
     * The answer to a row's value.
     *
     * @param env the environment of the JVM running the row
     * @param a   the value
     * @return the answer, or null
     * @throws IllegalArgumentException for a value iri4j refuses
     */
    Object apply(IriEnvironment env, String a);
}
