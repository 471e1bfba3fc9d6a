package org.iri4j.bench;

import java.util.List;
import org.iri4j.web.WebUrl;

/**
 * The URL Pattern benchmarks' tasks: a link of the {@code routes} workload ({@link RouteLinks})
 * routed through the table of {@link RouteTable}, first match wins, by iri4j's
 * {@link org.iri4j.web.UrlPattern} ({@link PatternRouter}) and by a hand-written
 * {@code java.util.regex} router ({@link RegexRouter}).
 *
 * <ul>
 *   <li>Both routers parse the link once per call, with {@code WebUrl.tryParse} (what
 *       {@code UrlPattern.test(String)} parses with), inside the measured step: a link that
 *       does not parse takes no route.
 *   <li>iri4j: {@code pattern.test(url)} on each route in turn; for exec, {@code pattern.exec(url)}
 *       on each route until one gives a result (its groups in every component).
 *   <li>java.util.regex: the link's components taken out once, then each route's precompiled
 *       patterns, {@code matcher(component).matches()}; for exec, the groups of the winning
 *       route's matchers, {@code group(i)}.
 *   <li>{@code WebUrl.parse} alone: the parse both routers pay, for reading the rest.
 * </ul>
 *
 * <p>An answer is the winning route's name (test) or its name and the groups of the components
 * it constrains (exec); no route is counted as rejected. iri4j's answers are the reference: an
 * answer of the regex router that differs from iri4j's is wrong, and {@code PatternRoutersTest}
 * checks that there is none.
 */
public final class PatternTasks {

    /** The hand-written router on {@code java.util.regex}. */
    public static final String REGEX = "java.util.regex";
    /** The parse alone, {@code WebUrl.tryParse}: what both routers pay before they route. */
    public static final String PARSE_ALONE = "WebUrl.parse";

    private static Routers routers;

    /** The table and both routers on it, made once. */
    private record Routers(List<RouteTable.Route> routes, PatternRouter iri4j, RegexRouter regex) {}

    private PatternTasks() {}

    private static synchronized Routers routers() {
        if (routers == null) {
            List<RouteTable.Route> routes = RouteTable.routes();
            routers = new Routers(routes, new PatternRouter(routes), new RegexRouter(routes));
        }
        return routers;
    }

    /**
     * The size of the router's table.
     *
     * @return how many routes {@code routes.txt} holds
     */
    public static int routes() {
        return routers().routes().size();
    }

    /**
     * The task of a library for a routing operation.
     *
     * @param op      {@link Op#PATTERN_TEST} or {@link Op#PATTERN_EXEC}
     * @param library {@link Tasks#IRI4J}, {@link #REGEX} or (test only) {@link #PARSE_ALONE}
     * @return the task; {@code null} if the library does not have the operation
     */
    static Task of(Op op, String library) {
        Routers r = routers();
        boolean exec = op == Op.PATTERN_EXEC;
        switch (library) {
            case Tasks.IRI4J:
                return exec ? iri4jExec(r) : iri4jTest(r);
            case REGEX:
                return exec ? regexExec(r) : regexTest(r);
            case PARSE_ALONE:
                return exec ? null : Task.of(PatternTasks::parse).describedBy(url -> null);
            default:
                return null;
        }
    }

    private static Task iri4jTest(Routers r) {
        return Task.of(s -> {
            WebUrl url = parse(s);
            return url == null ? null : name(r, r.iri4j().test(url));
        });
    }

    private static Task iri4jExec(Routers r) {
        return Task.of(s -> {
                    WebUrl url = parse(s);
                    return url == null ? null : r.iri4j().exec(url);
                })
                .describedBy(m -> describe(r, (PatternRouter.Match) m));
    }

    private static Task regexTest(Routers r) {
        return Task.of(s -> {
            WebUrl url = parse(s);
            return url == null ? null : name(r, r.regex().test(url));
        });
    }

    private static Task regexExec(Routers r) {
        return Task.of(s -> {
                    WebUrl url = parse(s);
                    return url == null ? null : r.regex().exec(url);
                })
                .describedBy(m -> describe(r, (RegexRouter.Match) m));
    }

    /**
     * The right answers of a routing operation: iri4j's.
     *
     * @param op the operation
     * @return iri4j's task
     */
    static List<Task> references(Op op) {
        return List.of(of(op, Tasks.IRI4J));
    }

    /** A link parsed as both routers parse it; null when it does not parse. */
    private static WebUrl parse(Object link) {
        return WebUrl.tryParse((String) link).orElse(null);
    }

    /** A route's name; null (no route) for -1. */
    private static String name(Routers r, int route) {
        return route < 0 ? null : r.routes().get(route).name();
    }

    private static String describe(Routers r, PatternRouter.Match m) {
        RouteTable.Route route = r.routes().get(m.route());
        return RouteTable.describe(route, PatternRouter.groups(route, m));
    }

    private static String describe(Routers r, RegexRouter.Match m) {
        return RouteTable.describe(r.routes().get(m.route()), r.regex().groups(m));
    }
}
