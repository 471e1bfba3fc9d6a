package org.iri4j.bench;

import static org.iri4j.bench.PatternTasks.PARSE_ALONE;
import static org.iri4j.bench.PatternTasks.REGEX;
import static org.iri4j.bench.Tasks.IRI4J;

import org.openjdk.jmh.annotations.Param;

/**
 * The benchmarks of the URL Pattern Standard: a router of 100 routes ({@code routes.txt},
 * {@link RouteTable}) over the {@code routes} workload (the mix and links made for the routes,
 * {@link RouteLinks}), first match wins; iri4j's {@code UrlPattern} beside a hand-written
 * {@code java.util.regex} router on the same table ({@link PatternTasks} says what each does).
 * A time is per link: the parse, then the routes tried in order.
 */
public final class PatternBenchmarks {

    private PatternBenchmarks() {}

    /** The winning route of each link: iri4j's {@code test}, the regex router, and the parse alone. */
    public static class PatternTest extends OpBenchmark {
        @Param("routes")
        public String workload;

        @Param({IRI4J, REGEX, PARSE_ALONE})
        public String library;

        public PatternTest() {
            super(Op.PATTERN_TEST);
        }
    }

    /** The winning route of each link and its groups: iri4j's {@code exec} and the regex router's groups. */
    public static class PatternExec extends OpBenchmark {
        @Param("routes")
        public String workload;

        @Param({IRI4J, REGEX})
        public String library;

        public PatternExec() {
            super(Op.PATTERN_EXEC);
        }
    }
}
