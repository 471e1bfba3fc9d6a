package org.iri4j.core.internal.plugin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iri4j.spi.PluginProblem;

/**
 * The one tie rule of iri4j, for scheme plugins and host mappers alike (as the JDK's charset
 * providers and SLF4J's have one; {@link org.iri4j.spi.Plugin} javadoc): the candidates for
 * one place are ranked
 * <ol>
 *   <li>by {@code priority()}, the highest first;</li>
 *   <li>at equal priority, a plugin registered explicitly before a discovered one;</li>
 *   <li>then by class name ({@link String#compareTo}), so that neither the class path's nor
 *       the module path's nor registration's order ever decides;</li>
 * </ol>
 * and the first that may take the place wins. A candidate that would take it by its higher
 * priority from another of priority 0 or more may do so only if it says it means to
 * ({@link Intent#REPLACE}); one that does not is refused the place, as a
 * {@link PluginProblem.Kind#UNDECLARED_REPLACEMENT}, and the plugin it would have replaced
 * keeps it: a priority chosen for one scheme must not take, unnoticed, a scheme another plugin
 * handles. The last candidates can always take the place, so there is always a winner. A loser
 * at the winner's priority is a {@link PluginProblem.Kind#CONFLICT}; one that lost on priority
 * was replaced on purpose, and is listed too, as {@link PluginProblem.Kind#SUPERSEDED}, which is
 * no error: no plugin is replaced in silence.
 */
public final class Precedence {

    private Precedence() {}

    /** How a candidate came (rule 2). */
    public enum Origin {
        /** Registered explicitly: wins a tie at equal priority. */
        EXPLICIT,
        /** Found by discovery. */
        DISCOVERED
    }

    /** Whether a candidate says it means to replace the others. */
    public enum Intent {
        /**
         * It means to replace whoever else claims the place: a scheme plugin that names the
         * scheme in {@code replaces()}, and every host mapper, whose priority says so
         * ({@link org.iri4j.spi.HostMapper} javadoc).
         */
        REPLACE,
        /** It claims the place, and replaces no claimant of priority 0 or more by its priority. */
        CLAIM
    }

    /**
     * A candidate: a provider, how it came, its priority, and whether it means to replace.
     *
     * @param provider the plugin
     * @param name     its class name, for messages and rule 3
     * @param origin   how it came
     * @param priority its priority
     * @param intent   whether it means to replace the others
     * @param <T>      the plugin type
     */
    public record Candidate<T>(T provider, String name, Origin origin, int priority, Intent intent) {}

    /**
     * The ranking of the tie rule, best first: priority, the highest first (compared, not
     * negated: {@code -Integer.MIN_VALUE} is itself), then explicit before discovered, then
     * class name. The one place the order is written: the winner of a place and the order of
     * an environment's plugins both come from it.
     */
    public static final Comparator<Candidate<?>> BEST_FIRST = ((Comparator<Candidate<?>>)
                    (a, b) -> Integer.compare(b.priority(), a.priority()))
            .thenComparing(Candidate::origin)
            .thenComparing(Candidate::name);

    /**
     * The winner among candidates for one place, and a problem for each loser, in the order
     * of the ranking: a refused replacement, a conflict at the winner's priority, a notice
     * below it.
     *
     * @param candidates the candidates, at least one, in any order
     * @param service    {@code SchemeRules} or {@code HostMapper}
     * @param place      what they compete for, e.g. {@code scheme "http"} or {@code the host mapper}
     * @param problems   where the losers go
     * @param <T>        the plugin type
     * @return the winner
     */
    public static <T> Candidate<T> winner(
            List<Candidate<T>> candidates, String service, String place, List<PluginProblem> problems) {
        List<Candidate<T>> ranked = new ArrayList<>(candidates);
        ranked.sort(BEST_FIRST);
        int won = 0;
        while (displaced(ranked, won) != null) {
            won++;
        }
        Candidate<T> best = ranked.get(won);
        for (int i = 0; i < ranked.size(); i++) {
            Candidate<T> other = ranked.get(i);
            if (i < won) {
                problems.add(undeclared(other, displaced(ranked, i), best, service, place));
            } else if (i > won) {
                problems.add(
                        other.priority() == best.priority()
                                ? conflict(other, best, service, place)
                                : superseded(other, best, service, place));
            }
        }
        return best;
    }

    /**
     * The first candidate ranked after {@code ranked[at]} that it would replace by its higher
     * priority without saying so: one of priority 0 or more (a negative priority stands back
     * of its own accord), or null if there is none and the candidate may take the place.
     */
    private static <T> Candidate<T> displaced(List<Candidate<T>> ranked, int at) {
        Candidate<T> candidate = ranked.get(at);
        if (candidate.intent() == Intent.REPLACE) {
            return null;
        }
        for (int i = at + 1; i < ranked.size(); i++) {
            Candidate<T> other = ranked.get(i);
            if (other.priority() < candidate.priority() && other.priority() >= 0) {
                return other;
            }
        }
        return null;
    }

    private static PluginProblem undeclared(
            Candidate<?> refused, Candidate<?> displaced, Candidate<?> best, String service, String place) {
        return new PluginProblem(
                PluginProblem.Kind.UNDECLARED_REPLACEMENT,
                service,
                refused.name(),
                service + " " + refused.name() + " (priority " + refused.priority() + ") is not used for " + place
                        + ": its priority would replace " + displaced.name() + " (priority " + displaced.priority()
                        + ") there, but it does not name the scheme in replaces(); " + best.name()
                        + " is used for it. To replace it on purpose, name the scheme in SchemeRules.replaces()");
    }

    private static PluginProblem conflict(Candidate<?> loser, Candidate<?> best, String service, String place) {
        return new PluginProblem(
                PluginProblem.Kind.CONFLICT,
                service,
                loser.name(),
                loser.name() + " and " + best.name() + " both claim " + place + " with priority " + best.priority()
                        + "; " + best.name() + " is used, "
                        + (best.origin() == Origin.EXPLICIT && loser.origin() == Origin.DISCOVERED
                                ? "being registered explicitly"
                                : "its class name coming first (the order plugins are found or registered in "
                                        + "never decides)")
                        + "; give one a higher priority (a scheme plugin also names the scheme in replaces()) "
                        + "or remove one");
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
