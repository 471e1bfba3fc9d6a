package org.iri4j.web.differential;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.wpt.WptCases;

/**
 * Where iri4j's URL parser and another implementation part, sorted into classes: one parses and
 * the other fails (by iri4j's failure code when it is iri4j that fails), or both parse and the
 * first of the URL API's attributes that differs.
 */
final class Disagreements {

    /** The classes docs/WEB-URLS.md adjudicates, each by the Standard's text. */
    static final Set<String> ADJUDICATED = Set.of();

    private static final List<String> ATTRIBUTES =
            List.of("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash");

    private final Map<String, Long> counts = new HashMap<>();
    private final Map<String, String> examples = new HashMap<>();
    private long total;

    /**
     * Compares one input's readings.
     *
     * @param input the input
     * @param base the base URL's text, or null
     * @param ours iri4j's reading
     * @param theirs the other implementation's href, or null for failure
     */
    void compare(String input, String base, WebUrlResult ours, String theirs) {
        String kind = classify(ours, theirs);
        if (kind != null) {
            total++;
            counts.merge(kind, 1L, Long::sum);
            examples.putIfAbsent(
                    kind,
                    WptCases.show(input) + (base == null ? "" : " against " + base) + " -> iri4j "
                            + ours.url().map(WebUrl::href).orElse("failure") + ", other " + theirs);
        }
    }

    private static String classify(WebUrlResult ours, String theirs) {
        if (!ours.isSuccess()) {
            return theirs == null ? null : "only the other parses; iri4j fails with " + ours.failure().orElseThrow().code().id();
        }
        WebUrl url = ours.orElseThrow();
        if (theirs == null) {
            return "only iri4j parses";
        }
        if (url.href().equals(theirs)) {
            return null;
        }
        WebUrl other = WebUrl.read(theirs, null).url().orElse(null);
        if (other == null) {
            return "the other's href does not parse";
        }
        for (String attribute : ATTRIBUTES) {
            Function<WebUrl, String> getter = WptCases.GETTERS.get(attribute);
            if (!getter.apply(url).equals(getter.apply(other))) {
                return attribute + " differs";
            }
        }
        return "href differs";
    }

    Map<String, Long> counts() {
        return counts;
    }

    String example(String kind) {
        return examples.get(kind);
    }

    long total() {
        return total;
    }
}
