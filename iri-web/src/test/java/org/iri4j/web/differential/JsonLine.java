package org.iri4j.web.differential;

import java.util.List;
import org.iri4j.web.wpt.Json;

/**
 * One line of the generator's output: an input, its base, and the reference implementation's
 * reading of it (npm {@code whatwg-url}).
 *
 * @param input the input
 * @param base the base URL's text, or null
 * @param components the URL class's getters (URL Standard §6.1) in {@link #COMPONENTS}' order, or
 *     null when the parser returns failure
 * @param errors the validation errors' names, in the order the parser reports them (§1.1, §4.4)
 * @param valid whether the input is a valid URL string against the base (§4.3)
 */
record JsonLine(String input, String base, List<String> components, List<String> errors, boolean valid) {

    /** The getters the generator writes, in its order: href first. */
    static final List<String> COMPONENTS =
            List.of("href", "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash");

    /**
     * @param line {@code [input, base, components or null, errors, valid]}
     * @return the line's fields
     */
    @SuppressWarnings("unchecked") // the generator writes arrays of strings
    static JsonLine parse(String line) {
        List<?> values = (List<?>) Json.parse(line);
        return new JsonLine(
                (String) values.get(0),
                (String) values.get(1),
                (List<String>) values.get(2),
                (List<String>) values.get(3),
                (Boolean) values.get(4));
    }

    /**
     * @return the serialization, or null for failure
     */
    String href() {
        return components == null ? null : components.get(0);
    }
}
