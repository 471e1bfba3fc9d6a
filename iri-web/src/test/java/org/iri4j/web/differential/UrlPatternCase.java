package org.iri4j.web.differential;

import java.util.List;

/**
 * One generated case: a URL pattern's constructor arguments and the argument lists of
 * {@code test} and {@code exec} (URL Pattern Standard §1.2), as JavaScript takes them.
 *
 * @param origin where it comes from: {@code wpt}, {@code string} or {@code init}
 * @param args {@code [pattern string or init, base URL?, options?]}
 * @param inputs each {@code [url]}, {@code [url, base URL]} or {@code [init]}
 */
record UrlPatternCase(String origin, List<Object> args, List<List<Object>> inputs) {

    /**
     * @return the line urlpattern-differential.mjs reads
     */
    String json() {
        return JsonText.of(List.of(args, inputs));
    }
}
