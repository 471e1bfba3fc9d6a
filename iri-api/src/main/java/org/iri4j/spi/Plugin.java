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
 * <p>Ties are decided by one rule for both kinds: the highest {@link #priority()} wins; at
 * equal priority a plugin registered explicitly wins over a discovered one, and then the one
 * registered or found first; the loser is listed among the problems ({@code CONFLICT}, or
 * {@code SUPERSEDED} when it lost on priority). The same class found twice is one plugin.
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
     * the higher wins.
     *
     * @return the priority, 0 unless the plugin means to replace another
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
