package org.iri4j.spi;

import java.util.List;
import org.iri4j.api.ViolationCode;

/**
 * What every plugin says about itself, scheme rules ({@link SchemeRules}) and host mappers
 * ({@link HostMapper}) alike: a name for messages, a priority for ties, and the codes of the
 * violations it reports. An environment asks these once, when it is built, inside a guard: a
 * plugin whose answers are unusable is left out and listed among the environment's problems,
 * and the others keep working.
 *
 * <p>Who is used where several plugins compete, one rule for both kinds (a scheme, or the
 * host mapper), the same on every deployment:
 * <ol>
 *   <li>the highest {@link #priority()} wins, but a scheme plugin replaces another only on
 *       purpose: one that would win a scheme by its higher priority from a plugin of
 *       priority 0 or more must name the scheme in {@link SchemeRules#replaces()}; if it does
 *       not, it is refused that scheme ({@code UNDECLARED_REPLACEMENT}, a warning) and the
 *       others compete without it, so the plugin it would have replaced keeps the scheme. A
 *       plugin of negative priority is a fallback, which any other replaces without saying so.
 *       A host mapper's priority is its statement: the highest is used;</li>
 *   <li>at equal priority, a plugin registered explicitly wins over a discovered one;</li>
 *   <li>then the one whose class name ({@link Class#getName()}) comes first in
 *       {@link String#compareTo} order: the order of the class path, of the module path, of
 *       the services files and of registration never matters.</li>
 * </ol>
 * Every loser is listed among the problems: {@code CONFLICT} when it lost at the winner's
 * priority (rules 2 and 3, a warning), {@code SUPERSEDED} when it lost on priority (a
 * replacement on purpose, a notice). The same class found twice is one plugin (the first
 * registered, or else the first found).
 *
 * <p>Why the plugin in place keeps a scheme it would lose to an undeclared claim: a priority
 * is one number for all of a plugin's schemes, so a priority raised to win one scheme wins
 * every other it claims too, and a jar added to a class path would then change, unnoticed,
 * how the IRIs of another plugin's scheme are normalized, mapped and checked. Refusing the
 * claim keeps behaviour as it was and says so; an author who means the replacement says so
 * in one line.
 *
 * <p>Plugins are found with {@link java.util.ServiceLoader} (register an implementation with
 * {@code @AutoService} and {@code provides} in {@code module-info.java}) or registered
 * explicitly in an environment. Implementations must be immutable and thread-safe, have a
 * public no-argument constructor that does no work, and see only {@code iri-api} types.
 *
 * @since 0.1.0
 */
public interface Plugin {

    /**
     * A short name for messages and the command line.
     *
     * @return the name; the class name by default
     */
    default String name() {
        return getClass().getName();
    }

    /**
     * The priority when two plugins of a kind compete (for a scheme, or as the host mapper);
     * the higher wins, by the rule above: a scheme plugin that means to replace another also
     * names the scheme in {@link SchemeRules#replaces()}. A negative priority makes a fallback,
     * used only where no other plugin claims the scheme.
     *
     * @return the priority, 0 unless the plugin means to replace another (or to stand back)
     */
    default int priority() {
        return 0;
    }

    /**
     * The codes of the violations this plugin reports, each in a namespace of its own (the
     * scheme, usually; {@code [a-z][a-z0-9-]*}), named {@code [A-Z][A-Z0-9_]*}, with the
     * severity its specification gives it. The environment's
     * {@link org.iri4j.api.SeverityMap} decides how serious they are in a check: warnings by
     * default, their own severity in the strict profile.
     *
     * @return every code the plugin may report; empty if it reports none
     */
    default List<? extends ViolationCode> codes() {
        return List.of();
    }
}
