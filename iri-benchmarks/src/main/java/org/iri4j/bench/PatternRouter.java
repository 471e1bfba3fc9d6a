package org.iri4j.bench;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternResult;
import org.iri4j.web.WebUrl;

/**
 * A router on iri4j's URL patterns (URL Pattern Standard §1.1 {@code test} and {@code exec}), as
 * a caller writes one: the table's patterns compiled once, a link parsed once
 * ({@code WebUrl}), then each pattern tried in order until one matches; first match wins.
 */
final class PatternRouter {

    private final UrlPattern[] patterns;

    /**
     * A route found by {@link #exec}.
     *
     * @param route  the route's index in the table
     * @param result what the pattern's {@code exec} gave
     */
    record Match(int route, UrlPatternResult result) {}

    /**
     * The router of a table.
     *
     * @param routes the table
     */
    PatternRouter(List<RouteTable.Route> routes) {
        patterns = routes.stream().map(RouteTable.Route::pattern).toArray(UrlPattern[]::new);
    }

    /**
     * The first route whose pattern a link matches ({@link UrlPattern#test(WebUrl)}).
     *
     * @param url the link, parsed
     * @return the route's index; -1 when none matches
     */
    int test(WebUrl url) {
        for (int r = 0; r < patterns.length; r++) {
            if (patterns[r].test(url)) {
                return r;
            }
        }
        return -1;
    }

    /**
     * The first route whose pattern a link matches, with its groups
     * ({@link UrlPattern#exec(WebUrl)} on each route until one gives a result).
     *
     * @param url the link, parsed
     * @return the route and the result; null when none matches
     */
    Match exec(WebUrl url) {
        for (int r = 0; r < patterns.length; r++) {
            Optional<UrlPatternResult> result = patterns[r].exec(url);
            if (result.isPresent()) {
                return new Match(r, result.get());
            }
        }
        return null;
    }

    /**
     * A match's groups in the components its route constrains, the groups that took no part
     * left out: what {@link RouteTable#describe} writes.
     *
     * @param route the match's route
     * @param match the match
     * @return the groups by component and name
     */
    static Map<UrlPatternComponent, Map<String, String>> groups(RouteTable.Route route, Match match) {
        Map<UrlPatternComponent, Map<String, String>> out = new EnumMap<>(UrlPatternComponent.class);
        for (UrlPatternComponent c : route.regexes().keySet()) {
            out.put(c, match.result().component(c).groups());
        }
        return out;
    }
}
