package org.iri4j.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.core.plugin.PluginRegistry;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeNormalizer;

/**
 * The scheme plugins ({@link SchemeNormalizer}) and the host mapper ({@link HostMapper}) an
 * operation uses: by default those found with {@link java.util.ServiceLoader} on the class
 * path or module path ({@link #discovered()}); or an explicit set, for tests and for
 * frameworks that do not use {@code ServiceLoader} ({@link #builder()}).
 *
 * <p>Scheme lookup is case-insensitive (RFC 3986 §3.1). Two plugins claiming one scheme:
 * the higher {@link SchemeNormalizer#priority()} wins; with equal priorities, using that
 * scheme fails with an {@link IllegalStateException} naming both. Immutable and thread-safe.
 */
public final class Plugins {

    private final PluginRegistry registry;

    private Plugins(PluginRegistry registry) {
        this.registry = registry;
    }

    /**
     * The plugins found with {@code ServiceLoader}, discovered once, lazily and thread-safely,
     * at first use.
     *
     * @return the shared instance
     * @throws IllegalStateException if a provider cannot be loaded
     */
    public static Plugins discovered() {
        return Discovered.PLUGINS;
    }

    /**
     * A builder for an explicit set of plugins.
     *
     * @return a new builder, empty and without discovery
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The plugin for a scheme.
     *
     * @param scheme a scheme name, in any case
     * @return the plugin, or empty if none claims it
     * @throws IllegalStateException if two plugins of equal priority claim it
     */
    public Optional<SchemeNormalizer> find(String scheme) {
        return registry.find(scheme);
    }

    /**
     * The schemes that have a plugin.
     *
     * @return lower-case scheme names, sorted
     */
    public List<String> schemes() {
        return registry.schemes();
    }

    /**
     * The host mapper in use: the one with the highest priority.
     *
     * @return the host mapper
     */
    public HostMapper hostMapper() {
        return registry.hostMapper();
    }

    PluginRegistry registry() {
        return registry;
    }

    /** Builds an explicit set of plugins. Not thread-safe; the result is. */
    public static final class Builder {
        private final List<SchemeNormalizer> normalizers = new ArrayList<>();
        private final List<HostMapper> mappers = new ArrayList<>();

        private Builder() {
        }

        /**
         * Adds the plugins {@code ServiceLoader} finds, as {@link #discovered()} does.
         *
         * @return this builder
         */
        public Builder addDiscovered() {
            PluginRegistry found = PluginRegistry.discovered();
            for (String scheme : found.schemes()) {
                found.find(scheme).filter(p -> !normalizers.contains(p)).ifPresent(normalizers::add);
            }
            mappers.add(found.hostMapper());
            return this;
        }

        /**
         * Adds a scheme plugin.
         *
         * @param normalizer the plugin
         * @return this builder
         */
        public Builder add(SchemeNormalizer normalizer) {
            normalizers.add(Objects.requireNonNull(normalizer, "normalizer"));
            return this;
        }

        /**
         * Adds a host mapper; the one with the highest priority is used, the core's
         * {@code java.net.IDN} mapper when none is higher.
         *
         * @param mapper the host mapper
         * @return this builder
         */
        public Builder add(HostMapper mapper) {
            mappers.add(Objects.requireNonNull(mapper, "mapper"));
            return this;
        }

        /**
         * The plugins added.
         *
         * @return an immutable set of plugins
         */
        public Plugins build() {
            return new Plugins(PluginRegistry.of(normalizers, mappers));
        }
    }

    /** Initialized on first use. */
    private static final class Discovered {
        static final Plugins PLUGINS = new Plugins(PluginRegistry.discovered());
    }
}
