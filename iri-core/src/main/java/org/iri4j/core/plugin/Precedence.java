package org.iri4j.core.plugin;

import java.util.Comparator;
import java.util.List;
import org.iri4j.spi.PluginProblem;

/**
 * The one tie rule of iri4j, for scheme plugins and host mappers alike (as the JDK's charset
 * providers and SLF4J's have one): among the candidates for one place,
 * <ol>
 *   <li>the highest {@code priority()} wins;</li>
 *   <li>at equal priority, a plugin registered explicitly wins over a discovered one;</li>
 *   <li>then the one registered or found first.</li>
 * </ol>
 * A candidate that loses on rule 2 or 3 (its priority was as high as the winner's) is a
 * {@link PluginProblem.Kind#CONFLICT}; one that loses on priority was replaced on purpose, and
 * is listed too, as {@link PluginProblem.Kind#SUPERSEDED}, which is no error: no plugin is
 * replaced in silence.
 *
 * @since 0.1.0
 */
public final class Precedence {

    private Precedence() {}

    /**
     * A candidate: a provider, how it came, and its priority.
     *
     * @param provider the plugin
     * @param name     its class name, for messages
     * @param explicit whether it was registered explicitly rather than discovered
     * @param order    its position among the candidates of its kind, registration order
     * @param priority its priority
     * @param <T>      the plugin type
     */
    public record Candidate<T>(T provider, String name, boolean explicit, int order, int priority) {}

    /** Best first: priority, then explicit, then order. */
    private static final Comparator<Candidate<?>> BEST_FIRST = Comparator.comparingInt(
                    (Candidate<?> c) -> -c.priority())
            .thenComparing(c -> !c.explicit())
            .thenComparingInt(Candidate::order);

    /**
     * The winner among candidates for one place, and a problem for each loser: a conflict at
     * the winner's priority, a notice below it.
     *
     * @param candidates the candidates, at least one
     * @param service    {@code SchemeRules} or {@code HostMapper}
     * @param place      what they compete for, e.g. {@code scheme "http"} or {@code the host mapper}
     * @param problems   where the losers go, in the candidates' order
     * @param <T>        the plugin type
     * @return the winner
     */
    public static <T> Candidate<T> winner(
            List<Candidate<T>> candidates, String service, String place, List<PluginProblem> problems) {
        Candidate<T> best = candidates.stream().min(BEST_FIRST).orElseThrow();
        for (Candidate<T> other : candidates) {
            if (other == best) {
                continue;
            }
            problems.add(
                    other.priority() == best.priority()
                            ? conflict(other, best, service, place)
                            : superseded(other, best, service, place));
        }
        return best;
    }

    private static PluginProblem conflict(Candidate<?> loser, Candidate<?> best, String service, String place) {
        return new PluginProblem(
                PluginProblem.Kind.CONFLICT,
                service,
                loser.name(),
                loser.name() + " and " + best.name() + " both claim " + place + " with priority " + best.priority()
                        + "; " + best.name() + " is used, being "
                        + (best.explicit() && !loser.explicit()
                                ? "registered explicitly"
                                : best.explicit() ? "registered first" : "found first")
                        + "; give one a higher priority or remove one");
    }

    private static PluginProblem superseded(Candidate<?> loser, Candidate<?> best, String service, String place) {
        return new PluginProblem(
                PluginProblem.Kind.SUPERSEDED,
                service,
                loser.name(),
                service + " " + loser.name() + " (priority " + loser.priority() + ") is not used for " + place + ": "
                        + best.name() + " has the higher priority " + best.priority()
                        + " and replaces it, as priorities are meant to; not an error");
    }
}
