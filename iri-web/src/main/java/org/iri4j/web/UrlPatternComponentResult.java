package org.iri4j.web;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one component of a {@link UrlPattern} matched (URL Pattern Standard §1.5 "create a
 * component match result", {@code URLPatternComponentResult}): the component's value and each
 * group's text, by the group's name (a number, from {@code "0"}, for an unnamed group), in the
 * pattern's order. A group in an optional part that did not take part has no text (ECMAScript's
 * {@code undefined}). Immutable.
 *
 * @since 0.1.0
 */
public final class UrlPatternComponentResult {

    private final String input;
    private final List<String> names;
    private final String[] values;

    UrlPatternComponentResult(String input, List<String> names, String[] values) {
        this.input = input;
        this.names = names;
        this.values = values;
    }

    /**
     * The component's value that was matched, canonicalized as the URL parser writes it.
     *
     * @return the value ({@code input})
     */
    public String input() {
        return input;
    }

    /**
     * The names of the component's groups, in the pattern's order.
     *
     * @return the names
     */
    public List<String> groupNames() {
        return names;
    }

    /**
     * A group's text.
     *
     * @param name the group's name
     * @return the text, empty when the group did not take part or the pattern has no such group
     */
    public Optional<String> group(String name) {
        int i = names.indexOf(name);
        return i < 0 ? Optional.empty() : Optional.ofNullable(values[i]);
    }

    /**
     * The groups that took part in the match and their text, in the pattern's order.
     *
     * @return the groups ({@code groups} without the {@code undefined} ones)
     */
    public Map<String, String> groups() {
        Map<String, String> groups = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            if (values[i] != null) {
                groups.put(names.get(i), values[i]);
            }
        }
        return Collections.unmodifiableMap(groups);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UrlPatternComponentResult other
                && input.equals(other.input)
                && names.equals(other.names)
                && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
        return (input.hashCode() * 31 + names.hashCode()) * 31 + Arrays.hashCode(values);
    }

    /** The result as the Standard's dictionary: {@code {input: "/books/7", groups: {id: "7"}}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{input: \"").append(input).append("\", groups: {");
        for (int i = 0; i < names.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(names.get(i)).append(": ");
            text.append(values[i] == null ? "undefined" : '"' + values[i] + '"');
        }
        return text.append("}}").toString();
    }
}
