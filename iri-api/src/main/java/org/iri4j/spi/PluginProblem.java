package org.iri4j.spi;

import java.util.Objects;

/**
 * Something an environment found about its plugins while it was being built: a provider
 * {@link java.util.ServiceLoader} could not load or instantiate, a plugin whose answers about
 * itself are unusable, two plugins of equal priority claiming one scheme (or both being host
 * mappers), a plugin that would replace another's scheme without saying so, or, not an error,
 * a plugin that another one replaced by its higher priority. The environment leaves the faulty
 * provider out (or, for a conflict or a replacement, uses the one the tie rule of
 * {@link Plugin} picks) and keeps working with the others; it lists each problem once and
 * reports it once through {@link System.Logger} (a {@link Kind#SUPERSEDED} notice at level
 * INFO, the others at WARNING). No plugin is ever replaced or left out without a problem
 * saying so.
 *
 * @param kind     what went wrong
 * @param service  the simple name of the service, {@code SchemeRules} or {@code HostMapper}
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
         * {@code codes()}, its default ports...) threw or is not valid: for instance a scheme
         * name that is not in lower case, or a code outside a namespace of its own
         * ({@link org.iri4j.api.ViolationCode}). Left out.
         */
        INVALID,
        /**
         * It claims a scheme (or is a host mapper) with the same priority as another one, which
         * the tie rule prefers. Kept for its other schemes; not used for this one.
         */
        CONFLICT,
        /**
         * It claims a scheme with a higher priority than another plugin of priority 0 or more
         * that claims it too, but does not name the scheme in {@link SchemeRules#replaces()}: a
         * replacement it did not say it means. Not used for this scheme, which the plugin it
         * would have replaced keeps (the tie rule of {@link Plugin}); kept for its other
         * schemes. Name the scheme in {@code replaces()} to replace the other on purpose.
         */
        UNDECLARED_REPLACEMENT,
        /**
         * Not an error: it claims a scheme (or is a host mapper) that another plugin claims
         * with a higher priority, which wins, as priorities are meant to (a replacement on
         * purpose: the winner names the scheme in {@link SchemeRules#replaces()}, or this one
         * is a fallback of negative priority). Kept for its other schemes; not used for this
         * one. Listed so that no plugin is replaced in silence. The core's own {@code java.net.IDN} host mapper, which stands
         * in only when there is no other, is never listed.
         */
        SUPERSEDED
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
