package org.iri4j.web.differential;

import java.util.List;
import org.iri4j.web.wpt.Json;

/** One line of the generator's output: a JSON array of three strings or nulls. */
final class JsonLine {

    private JsonLine() {}

    /**
     * @param line {@code [input, base, href]}
     * @return the three, null where the JSON says null
     */
    static String[] strings(String line) {
        List<?> values = (List<?>) Json.parse(line);
        return new String[] {(String) values.get(0), (String) values.get(1), (String) values.get(2)};
    }
}
