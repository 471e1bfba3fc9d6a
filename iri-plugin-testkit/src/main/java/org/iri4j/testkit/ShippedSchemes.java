package org.iri4j.testkit;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.iri4j.spi.SchemeRules;

/**
 * The schemes whose rules iri4j ships as plugins, each with the class that handles it: the
 * {@code iri-scheme-*} modules, which the {@code iri} command and most users' class paths
 * hold. A plugin that claims one of these schemes replaces a shipped plugin wherever both are
 * present, and must say so (the tie rule of {@link org.iri4j.spi.Plugin}: without
 * {@link SchemeRules#replaces()}, a higher priority is refused the scheme, and at equal
 * priority the two conflict); {@link SchemeRulesContract} checks that it does. A fallback
 * (negative priority) may claim them without saying so: the shipped plugin is used wherever
 * both are present. The shipped plugins' priority is {@value #SHIPPED_PRIORITY}.
 *
 * @since 0.1.0
 */
public final class ShippedSchemes {

    /** The priority of every shipped scheme plugin: {@link org.iri4j.spi.Plugin#priority()}'s default. */
    public static final int SHIPPED_PRIORITY = 0;

    /** Scheme to the shipped plugin's class: RFC 9110 §4.2, RFC 6455 §3, RFC 6068, RFC 8141, RFC 2397. */
    private static final Map<String, String> OWNERS = Map.of(
            "http", "org.iri4j.scheme.http.HttpSchemes",
            "https", "org.iri4j.scheme.http.HttpSchemes",
            "ws", "org.iri4j.scheme.http.HttpSchemes",
            "wss", "org.iri4j.scheme.http.HttpSchemes",
            "mailto", "org.iri4j.scheme.mailto.MailtoScheme",
            "urn", "org.iri4j.scheme.urn.UrnScheme",
            "data", "org.iri4j.scheme.data.DataScheme");

    private ShippedSchemes() {}

    /**
     * The schemes iri4j ships a plugin for.
     *
     * @return the scheme names, lower case, sorted
     */
    public static Set<String> schemes() {
        return new TreeSet<>(OWNERS.keySet());
    }

    /**
     * The class of the shipped plugin that handles a scheme.
     *
     * @param scheme a scheme name in lower case (RFC 3986 §3.1)
     * @return the plugin's class name, or empty if iri4j ships none for the scheme
     */
    public static Optional<String> owner(String scheme) {
        return Optional.ofNullable(OWNERS.get(scheme));
    }

    /**
     * Fails unless the plugin claims each shipped scheme on purpose: a shipped plugin's own
     * scheme, or one it names in {@link SchemeRules#replaces()} with a priority above
     * {@value #SHIPPED_PRIORITY}. A plugin of negative priority passes whatever it claims: it is
     * a fallback (the tie rule of {@link org.iri4j.spi.Plugin}), which the shipped plugin
     * replaces wherever both are present ({@code SUPERSEDED}, a notice), so it can never take a
     * scheme over.
     *
     * @param plugin the plugin under test
     * @throws AssertionError naming the first scheme claimed otherwise, its shipped plugin, and what to write
     */
    static void assertReplacedOnPurpose(SchemeRules plugin) {
        if (plugin.priority() < 0) {
            return;
        }
        String name = plugin.getClass().getName();
        for (String scheme : new TreeSet<>(plugin.schemes())) {
            String owner = OWNERS.get(scheme);
            if (owner == null || owner.equals(name)) {
                continue;
            }
            if (!plugin.replaces().contains(scheme)) {
                throw new AssertionError(name + " claims the scheme \"" + scheme + "\", which iri4j's " + owner
                        + " handles, without naming it in replaces(): wherever both are present, " + owner
                        + " keeps \"" + scheme + "\" and the environment warns (UNDECLARED_REPLACEMENT, or a CONFLICT"
                        + " at equal priority). To replace it on purpose, return \"" + scheme
                        + "\" from replaces() and give the plugin a priority() above " + SHIPPED_PRIORITY
                        + "; otherwise, do not claim the scheme");
            }
            if (plugin.priority() <= SHIPPED_PRIORITY) {
                throw new AssertionError(name + " names \"" + scheme + "\" in replaces(), but its priority() "
                        + plugin.priority() + " is not above " + owner + "'s " + SHIPPED_PRIORITY
                        + ": the two would conflict (CONFLICT) instead of one replacing the other; "
                        + "give the plugin a priority() above " + SHIPPED_PRIORITY);
            }
        }
    }
}
