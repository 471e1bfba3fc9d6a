package org.iri4j.tests.discovery.broken;

/**
 * A class of the wrong type, named in the services files of both services: it implements
 * neither {@code SchemeRules} nor {@code HostMapper} (ServiceLoader: "not a subtype",
 * NOT_LOADED).
 */
public final class NotAPlugin {

    /** A public no-argument constructor, so that the type is the only thing wrong. */
    public NotAPlugin() {}
}
