package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;

/**
 * The part of {@link SchemeRulesContract} on what a plugin declares about itself and how it
 * is found (the SPI's javadoc, RFC 3986 §3.1 for scheme names): {@link java.util.ServiceLoader}
 * finds it, its schemes are lower-case scheme names, a shipped scheme is claimed only on
 * purpose, the environment takes it, its codes are declared in their own namespace, and its
 * traits and name are usable. A plugin's test implements {@link SchemeRulesContract}, which
 * holds these tests with the rest.
 *
 * @since 0.1.0
 */
public interface SchemeRulesDeclarations {

    /**
     * The plugin under test, as {@link java.util.ServiceLoader} would make it.
     *
     * @return a plugin instance
     */
    SchemeRules plugin();

    /**
     * An environment with this plugin alone, the core's host mapper, and no tolerance for
     * problems: the contract fails if the plugin cannot be registered.
     *
     * @return the environment
     */
    default IriEnvironment environment() {
        return Samples.environmentOf(plugin());
    }

    /**
     * {@link java.util.ServiceLoader} finds the plugin's class through its class loader and can
     * make one, and the plugin's module (or jar) registers it for the other path too: the
     * environment finds plugins this way, while the kit's environment takes it by hand.
     */
    @Test
    default void serviceLoaderFindsIt() {
        Registration.assertFound(SchemeRules.class, plugin());
    }

    /** {@code schemes()}: non-empty, scheme names (RFC 3986 §3.1) in lower case, the same at every call. */
    @Test
    default void schemesAreLowerCaseSchemeNames() {
        Set<String> schemes = plugin().schemes();
        assertNotNull(schemes, "schemes() returned null");
        assertFalse(schemes.isEmpty(), "schemes() is empty: a plugin claims one scheme or more");
        for (String scheme : schemes) {
            assertTrue(
                    Samples.isLowerCaseScheme(scheme),
                    () -> "\"" + scheme + "\" is no lower-case scheme name: "
                            + "ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ) (RFC 3986 §3.1)");
        }
        assertEquals(schemes, plugin().schemes(), "schemes() answers the same at every call");
    }

    /**
     * A scheme of a shipped plugin ({@link ShippedSchemes}: http, mailto...) is claimed only
     * on purpose, or by a fallback (a negative priority, which the shipped plugin replaces):
     * the kit's environment holds the plugin alone, but users' hold the shipped ones too, where
     * an undeclared claim is refused the scheme (the tie rule of {@link org.iri4j.spi.Plugin}).
     */
    @Test
    default void claimsAShippedSchemeOnlyOnPurpose() {
        ShippedSchemes.assertReplacedOnPurpose(plugin());
    }

    /** The environment takes the plugin without a problem, for every one of its schemes. */
    @Test
    default void theEnvironmentTakesThePlugin() {
        IriEnvironment env = environment();
        assertEquals(List.of(), env.problems(), "problems building an environment with the plugin");
        for (String scheme : plugin().schemes()) {
            assertTrue(env.plugin(scheme).isPresent(), () -> "no plugin for its own scheme " + scheme);
        }
    }

    /** {@code codes()}: each with a namespace, a name, a severity and a reference; ids unique. */
    @Test
    default void codesAreDeclaredInTheirOwnNamespace() {
        Samples.assertCodesDeclared(plugin().codes(), "codes()");
    }

    /** {@code traits}: an answer for each scheme (SchemeTraits checks its default port, RFC 9293 §3.1); a name. */
    @Test
    default void whatItSaysOfEachSchemeIsUsable() {
        for (String scheme : plugin().schemes()) {
            assertNotNull(plugin().traits(scheme), () -> "traits(\"" + scheme + "\") returned null");
        }
        assertNotNull(plugin().name(), "name() returned null");
        assertFalse(plugin().name().isBlank(), "name() is blank");
    }
}
