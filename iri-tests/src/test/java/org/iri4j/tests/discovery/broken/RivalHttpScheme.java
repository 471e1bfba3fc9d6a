package org.iri4j.tests.discovery.broken;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/**
 * A plugin that works but claims "http" at the shipped plugin's priority (0), and whose class
 * name comes after the shipped plugin's: it loses the tie for "http" (CONFLICT, by rule 3 of
 * the Plugin javadoc, whatever the order it is found in) and is kept for its other scheme,
 * "x-rival".
 */
public final class RivalHttpScheme implements SchemeRules {

    /** Its uncontested scheme. */
    public static final String OWN_SCHEME = "x-rival";

    /** Loads fine. */
    public RivalHttpScheme() {}

    @Override
    public Set<String> schemes() {
        return Set.of("http", OWN_SCHEME);
    }
}
