package org.iri4j.core.internal.check;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Violation;

/**
 * The lists of what a check's stages find, made at the first finding: a check of an IRI with
 * nothing to report allocates none.
 */
final class Found {

    private Found() {}

    /**
     * Adds a violation to a list that may be the shared empty one.
     *
     * @param found     the list so far, {@code List.of()} before the first finding
     * @param violation the new finding
     * @return the list with it, made if it was empty
     */
    static List<Violation> add(List<Violation> found, Violation violation) {
        List<Violation> list = found.isEmpty() ? new ArrayList<>(4) : found;
        list.add(violation);
        return list;
    }

    /**
     * Adds violations to a list that may be the shared empty one.
     *
     * @param found the list so far
     * @param more  the new findings
     * @return the list with them; {@code found} itself when there are none
     */
    static List<Violation> addAll(List<Violation> found, List<Violation> more) {
        if (more.isEmpty()) {
            return found;
        }
        List<Violation> list = found.isEmpty() ? new ArrayList<>(more.size() + 2) : found;
        list.addAll(more);
        return list;
    }
}
