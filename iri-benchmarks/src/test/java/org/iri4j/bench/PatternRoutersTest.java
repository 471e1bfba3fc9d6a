package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The router benchmarks compare two routers on one table, which means something only if both are
 * right: iri4j's URL patterns (URL Pattern Standard §1.1 {@code test}, {@code exec}) and the
 * hand-written {@code java.util.regex} router pick the same route, with the same groups, for every
 * link of the {@code routes} workload. A failure lists each link where they part, with both
 * answers.
 */
class PatternRoutersTest {

    private static List<RouteTable.Route> routes;
    private static List<String> links;
    private static PatternRouter iri4j;
    private static RegexRouter regex;

    @BeforeAll
    static void tables() {
        routes = RouteTable.routes();
        links = Workloads.get("routes");
        iri4j = new PatternRouter(routes);
        regex = new RegexRouter(routes);
    }

    private static String name(int route) {
        return route < 0 ? "no route" : routes.get(route).name();
    }

    @Test
    void theTableHasAHundredRoutesWithUniqueNames() {
        assertEquals(100, routes.size());
        Set<String> names = new HashSet<>();
        routes.forEach(r -> assertTrue(names.add(r.name()), r.name()));
    }

    /** §1.1 test: the first route whose pattern matches, and the first whose regexes match, are one. */
    @Test
    void bothRoutersPickTheSameRouteForEveryLink() {
        List<String> differences = new ArrayList<>();
        for (String link : links) {
            WebUrl url = WebUrl.tryParse(link).orElse(null);
            if (url == null) {
                continue;
            }
            int mine = iri4j.test(url);
            int theirs = regex.test(url);
            if (mine != theirs) {
                differences.add(link + "  iri4j: " + name(mine) + "  java.util.regex: " + name(theirs));
            }
        }
        assertEquals(List.of(), differences);
    }

    /** §1.1 exec: the same route, and the same text in every group of every component it constrains. */
    @Test
    void bothRoutersGiveTheSameGroupsForEveryLink() {
        List<String> differences = new ArrayList<>();
        for (String link : links) {
            WebUrl url = WebUrl.tryParse(link).orElse(null);
            if (url == null) {
                continue;
            }
            PatternRouter.Match mine = iri4j.exec(url);
            RegexRouter.Match theirs = regex.exec(url);
            String a = mine == null
                    ? "no route"
                    : RouteTable.describe(
                            routes.get(mine.route()), PatternRouter.groups(routes.get(mine.route()), mine));
            String b =
                    theirs == null ? "no route" : RouteTable.describe(routes.get(theirs.route()), regex.groups(theirs));
            if (!a.equals(b)) {
                differences.add(link + "  iri4j: " + a + "  java.util.regex: " + b);
            }
        }
        assertEquals(List.of(), differences);
    }

    /** exec finds a result exactly where test is true (§1.4 "match"): the two iri4j routers agree. */
    @Test
    void execRoutesWhereTestDoes() {
        for (String link : links) {
            WebUrl url = WebUrl.tryParse(link).orElse(null);
            if (url != null) {
                PatternRouter.Match match = iri4j.exec(url);
                assertEquals(iri4j.test(url), match == null ? -1 : match.route(), link);
            }
        }
    }

    /**
     * Each route takes at least one of the links made for it, so that every route of the table
     * is exercised; and the hand-written regexes name their groups as the Standard names the
     * pattern's (§2.3 "generate a regular expression and name list").
     */
    @Test
    void everyRouteTakesOneOfItsLinksAndNamesItsGroupsAsTheStandard() {
        List<String> made = RouteLinks.made(routes);
        Set<Integer> checked = new HashSet<>();
        for (int k = 0; k < made.size(); k++) {
            int route = RouteLinks.madeFor(k, routes);
            PatternRouter.Match match =
                    WebUrl.tryParse(made.get(k)).map(iri4j::exec).orElse(null);
            if (match == null || match.route() != route || !checked.add(route)) {
                continue;
            }
            for (UrlPatternComponent c : routes.get(route).regexes().keySet()) {
                assertEquals(
                        match.result().component(c).groupNames(),
                        regex.groupNames(route, c),
                        routes.get(route).name() + " " + c.key());
            }
        }
        List<String> missing = new ArrayList<>();
        for (int r = 0; r < routes.size(); r++) {
            if (!checked.contains(r)) {
                missing.add(routes.get(r).name());
            }
        }
        assertEquals(List.of(), missing);
    }

    /** The workload is the mix with one made link after every fifth, the same each time it is made. */
    @Test
    void theWorkloadIsTheMixWithTheMadeLinks() {
        List<String> mix = Workloads.get("mix");
        assertEquals(mix.size() + RouteLinks.PER_ROUTE * routes.size(), links.size());
        assertEquals(links, RouteLinks.generate(mix, routes));
        List<String> made = RouteLinks.made(routes);
        for (int i = 0; i < links.size(); i++) {
            int group = RouteLinks.EVERY + 1;
            String expected = i % group == RouteLinks.EVERY ? made.get(i / group) : mix.get(i - i / group);
            assertEquals(expected, links.get(i), "link " + i);
        }
    }
}
