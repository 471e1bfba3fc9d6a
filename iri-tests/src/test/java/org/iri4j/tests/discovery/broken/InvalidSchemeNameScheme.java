package org.iri4j.tests.discovery.broken;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/**
 * A scheme plugin that loads, but claims "x y", which is no scheme name: ALPHA *( ALPHA /
 * DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1) (INVALID).
 */
public final class InvalidSchemeNameScheme implements SchemeRules {

    /** The scheme it claims. */
    public static final String NOT_A_SCHEME = "x y";

    /** Loads fine. */
    public InvalidSchemeNameScheme() {}

    @Override
    public Set<String> schemes() {
        return Set.of(NOT_A_SCHEME);
    }
}
