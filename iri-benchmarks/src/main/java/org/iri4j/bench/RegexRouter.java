package org.iri4j.bench;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.WebUrl;

/**
 * The peer of iri4j's URL patterns in the router benchmarks: the router a Java programmer writes
 * by hand with {@code java.util.regex}, on the same table ({@link RouteTable}). Each route is a
 * precompiled {@link Pattern} per component it constrains, written by hand from what the URL
 * Pattern Standard's §2.3 makes of its pattern ({@code routes.txt} says how); a link is parsed
 * once, by the same parser as iri4j's ({@code WebUrl}, so both routers see the same canonical
 * components: lower-case hosts, punycode, percent-encoded paths, default ports dropped), its
 * components taken out once, and the routes tried in order, the first whose every pattern
 * {@link Matcher#matches() matches} its component winning.
 *
 * <p>What the hand-written router does not do, and iri4j's does: canonicalize the pattern (a
 * fixed part of a pattern is written here as the URL parser would write it, by hand, e.g. a
 * hostname in punycode), check that a pattern is a well-formed URL pattern, or bound the time of
 * a custom regexp (a {@code java.util.regex} pattern backtracks). Its groups are those of
 * {@link Matcher#group(int)}, named as the Standard names them ({@code g0} for the Standard's
 * {@code 0}).
 */
final class RegexRouter {

    private static final UrlPatternComponent[] COMPONENTS = UrlPatternComponent.values();

    /** The regexes of each route, by component ordinal; null for a component the route leaves free. */
    private final Pattern[][] patterns;
    /** The Standard's name of each group of each component of each route, by group number − 1. */
    private final String[][][] names;

    /**
     * A route found by {@link #exec}: its index and the text of each group of each component it
     * constrains, by group number − 1 (null for a group that took no part).
     *
     * @param route  the route's index in the table
     * @param groups by component ordinal; null for a component the route leaves free
     */
    record Match(int route, String[][] groups) {}

    /**
     * Compiles the regexes of a table.
     *
     * @param routes the table
     * @throws java.util.regex.PatternSyntaxException when a regex does not compile
     * @throws IllegalArgumentException when a regex has a capturing group without a name
     */
    RegexRouter(List<RouteTable.Route> routes) {
        patterns = new Pattern[routes.size()][];
        names = new String[routes.size()][][];
        for (int r = 0; r < patterns.length; r++) {
            patterns[r] = new Pattern[COMPONENTS.length];
            names[r] = new String[COMPONENTS.length][];
            for (Map.Entry<UrlPatternComponent, String> e :
                    routes.get(r).regexes().entrySet()) {
                Pattern p = Pattern.compile(e.getValue());
                patterns[r][e.getKey().ordinal()] = p;
                names[r][e.getKey().ordinal()] = groupNames(p, routes.get(r).name());
            }
        }
    }

    /** The Standard's names of a regex's groups, in group order: {@code g0} read as {@code 0}. */
    private static String[] groupNames(Pattern p, String route) {
        Map<String, Integer> named = p.namedGroups();
        int count = p.matcher("").groupCount();
        if (named.size() != count) {
            throw new IllegalArgumentException("route " + route + ": every capturing group needs a name: " + p);
        }
        String[] out = new String[count];
        named.forEach((name, group) ->
                out[group - 1] = name.length() > 1 && name.charAt(0) == 'g' && Character.isDigit(name.charAt(1))
                        ? name.substring(1)
                        : name);
        return out;
    }

    /**
     * The components of a parsed link, taken out once per link: what each route's regexes read.
     *
     * @param url the link
     * @return its components by ordinal, as the URL Pattern Standard's §1.4 "match" reads them
     */
    static String[] components(WebUrl url) {
        String[] values = new String[COMPONENTS.length];
        values[UrlPatternComponent.PROTOCOL.ordinal()] = url.scheme();
        values[UrlPatternComponent.USERNAME.ordinal()] = url.username();
        values[UrlPatternComponent.PASSWORD.ordinal()] = url.password();
        values[UrlPatternComponent.HOSTNAME.ordinal()] = url.hostname();
        values[UrlPatternComponent.PORT.ordinal()] = url.port();
        values[UrlPatternComponent.PATHNAME.ordinal()] = url.path();
        values[UrlPatternComponent.SEARCH.ordinal()] = url.query().orElse("");
        values[UrlPatternComponent.HASH.ordinal()] = url.fragment().orElse("");
        return values;
    }

    /**
     * The first route that takes a link.
     *
     * @param url the link, parsed
     * @return the route's index; -1 when none does
     */
    int test(WebUrl url) {
        String[] values = components(url);
        for (int r = 0; r < patterns.length; r++) {
            if (takes(patterns[r], values)) {
                return r;
            }
        }
        return -1;
    }

    private static boolean takes(Pattern[] route, String[] values) {
        for (int c = 0; c < route.length; c++) {
            if (route[c] != null && !route[c].matcher(values[c]).matches()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first route that takes a link, with its groups.
     *
     * @param url the link, parsed
     * @return the route and its groups; null when no route takes the link
     */
    Match exec(WebUrl url) {
        String[] values = components(url);
        Matcher[] matchers = new Matcher[COMPONENTS.length];
        for (int r = 0; r < patterns.length; r++) {
            if (matches(patterns[r], values, matchers)) {
                return new Match(r, groups(matchers));
            }
        }
        return null;
    }

    /** Whether every regex of a route matches, leaving each component's matcher in {@code matchers}. */
    private static boolean matches(Pattern[] route, String[] values, Matcher[] matchers) {
        for (int c = 0; c < route.length; c++) {
            matchers[c] = null;
            if (route[c] != null) {
                matchers[c] = route[c].matcher(values[c]);
                if (!matchers[c].matches()) {
                    return false;
                }
            }
        }
        return true;
    }

    private static String[][] groups(Matcher[] matchers) {
        String[][] groups = new String[matchers.length][];
        for (int c = 0; c < matchers.length; c++) {
            Matcher m = matchers[c];
            if (m != null) {
                groups[c] = new String[m.groupCount()];
                for (int g = 0; g < groups[c].length; g++) {
                    groups[c][g] = m.group(g + 1);
                }
            }
        }
        return groups;
    }

    /**
     * A match's groups by component and by the Standard's name, the groups that took no part
     * left out: what {@link RouteTable#describe} writes.
     *
     * @param match a match of this router
     * @return the groups of each component the route constrains
     */
    Map<UrlPatternComponent, Map<String, String>> groups(Match match) {
        Map<UrlPatternComponent, Map<String, String>> out = new EnumMap<>(UrlPatternComponent.class);
        for (UrlPatternComponent c : COMPONENTS) {
            String[] values = match.groups()[c.ordinal()];
            if (values == null) {
                continue;
            }
            Map<String, String> byName = new LinkedHashMap<>();
            String[] groupNames = names[match.route()][c.ordinal()];
            for (int g = 0; g < values.length; g++) {
                if (values[g] != null) {
                    byName.put(groupNames[g], values[g]);
                }
            }
            out.put(c, byName);
        }
        return out;
    }

    /**
     * The names of a route's groups in a component, for the table's checks.
     *
     * @param route     the route's index
     * @param component the component
     * @return the Standard's names in group order; empty when the route leaves the component free
     */
    List<String> groupNames(int route, UrlPatternComponent component) {
        String[] n = names[route][component.ordinal()];
        return n == null ? List.of() : List.of(n);
    }
}
