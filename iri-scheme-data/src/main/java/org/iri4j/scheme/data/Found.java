package org.iri4j.scheme.data;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Violation;

/**
 * Violations as they are found: none is {@code List.of()}, and a list is made only for the
 * first one, so that a data URL with nothing to report costs no allocation.
 */
final class Found {

    private Found() {}

    /**
     * The violations found so far with one more.
     *
     * @param found     the violations so far, {@code List.of()} at first
     * @param violation the new one
     * @return a list with them all
     */
    static List<Violation> add(List<Violation> found, Violation violation) {
        List<Violation> out = found.isEmpty() ? new ArrayList<>(2) : found;
        out.add(violation);
        return out;
    }
}
