package org.iri4j.cli;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/**
 * Plugins that claim "x-geo" and "http" with priority 10, as the plugin of issue 32 did, with
 * the generic traits for both (so that, were one used for http, {@code to-uri} would
 * percent-encode an IDN host instead of mapping it with ToASCII). Public, with public
 * no-argument constructors, for ServiceLoader; named only by the services files the tests
 * write, never on the command's own class path as a service.
 */
public final class HttpTakeoverPlugins {

    private HttpTakeoverPlugins() {}

    /** Claims the two schemes; says nothing about replacing the shipped http plugin. */
    public static class Undeclared implements SchemeRules {

        /** For ServiceLoader. */
        public Undeclared() {}

        @Override
        public Set<String> schemes() {
            return Set.of("x-geo", "http");
        }

        @Override
        public int priority() {
            return 10;
        }
    }

    /** The same, replacing the shipped http plugin on purpose. */
    public static final class Declared extends Undeclared {

        /** For ServiceLoader. */
        public Declared() {}

        @Override
        public Set<String> replaces() {
            return Set.of("http");
        }
    }
}
