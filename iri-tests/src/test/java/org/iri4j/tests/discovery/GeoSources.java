package org.iri4j.tests.discovery;

import java.util.Map;

/**
 * The sources of a third party's scheme plugin, "geo", compiled at test time so that no class
 * loader of the test class path can see it: a plugin the core has never heard of.
 */
final class GeoSources {

    /** Its provider class. */
    static final String PROVIDER = "com.example.geo.GeoScheme";

    /** Its module. */
    static final String MODULE = "com.example.geo";

    /** The plugin class: claims "geo", and its paths compare case-insensitively. */
    static final String SCHEME = """
            package com.example.geo;

            import java.util.Locale;
            import java.util.Set;
            import org.iri4j.api.Iri;
            import org.iri4j.spi.SchemeContext;
            import org.iri4j.spi.SchemeRules;

            /** The geo scheme, its path (coordinates and parameters) compared case-insensitively. */
            public final class GeoScheme implements SchemeRules {

                /** For ServiceLoader. */
                public GeoScheme() {
                }

                @Override
                public Set<String> schemes() {
                    return Set.of("geo");
                }

                @Override
                public Iri normalize(Iri iri, SchemeContext context) {
                    String path = iri.path();
                    String lower = path.toLowerCase(Locale.ROOT);
                    return path.indexOf('%') >= 0 || lower.equals(path) ? iri : iri.toBuilder().path(lower).build();
                }
            }
            """;

    /** Its module descriptor, for the module path. */
    static final String MODULE_INFO = """
            module com.example.geo {
                requires org.iri4j.api;
                provides org.iri4j.spi.SchemeRules with com.example.geo.GeoScheme;
            }
            """;

    private GeoSources() {}

    /** @return the non-modular plugin, by path relative to a source root */
    static Map<String, String> classPath() {
        return Map.of("com/example/geo/GeoScheme.java", SCHEME);
    }

    /** @return the plugin module, by path relative to a module source root */
    static Map<String, String> module() {
        return Map.of(MODULE + "/module-info.java", MODULE_INFO, MODULE + "/com/example/geo/GeoScheme.java", SCHEME);
    }
}
