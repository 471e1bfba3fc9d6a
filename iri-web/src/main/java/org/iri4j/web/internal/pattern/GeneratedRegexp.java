package org.iri4j.web.internal.pattern;

import java.util.List;

/**
 * The result of "generate a regular expression and name list" (URL Pattern Standard §2.2).
 *
 * @param source the regular expression, anchored {@code ^…$}, for the {@code v} flag
 * @param names the group names, in the order of the capturing groups (group {@code i + 1} is
 *     {@code names.get(i)})
 */
public record GeneratedRegexp(String source, List<String> names) {

    /**
     * Copies the names.
     *
     * @param source the regular expression
     * @param names the group names
     */
    public GeneratedRegexp {
        names = List.copyOf(names);
    }
}
