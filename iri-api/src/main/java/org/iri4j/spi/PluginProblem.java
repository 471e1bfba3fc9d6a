package org.iri4j.spi;

import java.util.Objects;

/**
 * Something wrong with a plugin that an environment found while it was being built: a
 * provider {@link java.util.ServiceLoader} could not load or instantiate, a plugin whose
 * answers about itself are unusable, or two plugins of equal priority claiming one scheme.
 * The environment leaves the faulty provider out (or, for a conflict, uses the one its rule
 * picks) and keeps working with the others; it lists each problem once and reports it once
 * through {@link System.Logger}.
 *
 * @param kind     what went wrong
 * @param service  the simple name of the service, {@code SchemeNormalizer} or {@code HostMapper}
 * @param provider the provider's class name, or the provider line of the service file when
 *                 the class could not be loaded; {@code "?"} when even that is unknown
 * @param message  a sentence for people: what happened, to which provider, and what was done
 * @since 0.1.0
 */
public record PluginProblem(Kind kind, String service, String provider, String message) {

    /** What went wrong with a provider. */
    public enum Kind {
        /**
         * {@code ServiceLoader} could not load or instantiate it: a missing class, a class of
         * the wrong type, a constructor or static initializer that threw. Left out.
         */
        NOT_LOADED,
        /**
         * It was loaded, but what it says about itself ({@code schemes()}, {@code priority()},
         * {@code codes()}, its default ports...) threw or is not valid. Left out.
         */
        INVALID,
        /**
         * It claims a scheme (or is a host mapper) with the same priority as another one, which
         * the tie rule prefers. Kept for its other schemes; not used for this one.
         */
        CONFLICT
    }

    /**
     * Checks that every part is there.
     *
     * @param kind     what went wrong
     * @param service  the simple name of the service
     * @param provider the provider's class name or service-file line
     * @param message  a sentence for people
     * @throws NullPointerException if one is null
     */
    public PluginProblem {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return kind + " " + service + " " + provider + ": " + message;
    }
}
