package org.iri4j.core.internal.plugin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.iri4j.api.IriCode;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;

/**
 * The plugins an environment uses, resolved: for each scheme the plugin that won it, with what
 * it said about the scheme (asked once); the host mapper; the codes the plugins declared; and
 * the problems met while resolving them. Built by a {@link Builder}, which discovers and
 * registers providers and never throws for a broken one: it leaves it out and lists it
 * ({@link PluginResolution}). Immutable and thread-safe.
 */
public final class PluginSet {

    private final Map<String, SchemeEntry> byScheme;
    private final SchemeTable table;
    private final List<SchemeRules> plugins;
    private final GuardedHostMapper hostMapper;
    private final List<PluginProblem> problems;
    private final List<ViolationCode> codes;
    private final CoreSchemeContext context;
    private final Builder recipe;

    PluginSet(PluginResolution resolved, Builder recipe) {
        this.byScheme = resolved.byScheme();
        this.table = new SchemeTable(byScheme.values());
        this.plugins = resolved.plugins();
        this.hostMapper = resolved.hostMapper();
        this.problems = resolved.problems();
        List<ViolationCode> all = new ArrayList<>(List.of(IriCode.values()));
        all.addAll(resolved.codes());
        this.codes = List.copyOf(all);
        this.context = new CoreSchemeContext(hostMapper);
        this.recipe = recipe;
    }

    /**
     * A builder with no plugin, problems reported through {@link System.Logger}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding what this set was built from, to build a variant.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        return new Builder(recipe);
    }

    /**
     * The entry of the scheme that ends at {@code schemeEnd} in {@code s}, without copying it.
     *
     * @param s         a string beginning with a scheme
     * @param schemeEnd the index of its {@code ":"}, or -1 for none
     * @return the scheme's entry, or null if no plugin claims it
     */
    public SchemeEntry entry(String s, int schemeEnd) {
        return schemeEnd <= 0 ? null : table.find(s, schemeEnd);
    }

    /**
     * The entry of a scheme.
     *
     * @param scheme a scheme name, in any case (RFC 3986 §3.1)
     * @return its entry, or null if no plugin claims it
     */
    public SchemeEntry entry(String scheme) {
        return byScheme.get(AsciiCase.lowerCase(scheme));
    }

    /**
     * The entry of a reference's scheme.
     *
     * @param p a reference
     * @return its scheme's entry, or null if it has no scheme or no plugin claims it
     */
    public SchemeEntry entryOf(Layout p) {
        return entry(p.string(), p.schemeEnd());
    }

    /**
     * Whether the registered-name host of a reference's scheme is a DNS name (RFC 3987 §3.1).
     *
     * @param p a reference
     * @return false without scheme or plugin
     */
    public boolean usesDnsHost(Layout p) {
        SchemeEntry entry = entryOf(p);
        return entry != null && entry.usesDnsHost();
    }

    /** @return the scheme names that have a plugin, lower case, sorted */
    public List<String> schemes() {
        return List.copyOf(new TreeMap<>(byScheme).keySet());
    }

    /** @return the scheme plugins in use, each once, best first (priority, explicit, class name) */
    public List<SchemeRules> plugins() {
        return plugins;
    }

    /** @return the host mapper in use, guarded */
    public GuardedHostMapper hostMapper() {
        return hostMapper;
    }

    /** @return what was wrong with the plugins when this set was built */
    public List<PluginProblem> problems() {
        return problems;
    }

    /**
     * @return every code the operations may report (a check, a display's reasons): the core's,
     *     then those the plugins in use and the host mapper declared
     */
    public List<ViolationCode> codes() {
        return codes;
    }

    /** @return the context lent to scheme plugins */
    public CoreSchemeContext context() {
        return context;
    }

    @Override
    public String toString() {
        return "PluginSet[schemes " + schemes() + ", host mapper " + hostMapper.name()
                + (problems.isEmpty() ? "" : ", " + problems.size() + " problems") + "]";
    }

    /**
     * Collects providers, discovered and registered; discovery happens when a {@code discover}
     * method is called, and what it cannot load becomes a problem, never an exception. Not
     * thread-safe.
     */
    public static final class Builder {

        final List<PluginResolution.Provided<SchemeRules>> schemePlugins = new ArrayList<>();
        final List<PluginResolution.Provided<HostMapper>> hostMappers = new ArrayList<>();
        final List<PluginProblem> discoveryProblems = new ArrayList<>();
        Consumer<PluginProblem> reporter = ProblemLog.INSTANCE;

        private Builder() {}

        private Builder(Builder from) {
            schemePlugins.addAll(from.schemePlugins);
            hostMappers.addAll(from.hostMappers);
            discoveryProblems.addAll(from.discoveryProblems);
            reporter = from.reporter;
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds through a class loader: those
         * in the named modules of the loader and its ancestors and of their module layers, and
         * those named by {@code META-INF/services} files on its class path.
         *
         * @param loader the class loader
         * @return this builder
         */
        public Builder discover(ClassLoader loader) {
            found(PluginDiscovery.load(SchemeRules.class, loader, discoveryProblems), schemePlugins);
            found(PluginDiscovery.load(HostMapper.class, loader, discoveryProblems), hostMappers);
            return this;
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds in a module layer and its
         * parents.
         *
         * @param layer the module layer
         * @return this builder
         */
        public Builder discover(ModuleLayer layer) {
            found(PluginDiscovery.load(SchemeRules.class, layer, discoveryProblems), schemePlugins);
            found(PluginDiscovery.load(HostMapper.class, layer, discoveryProblems), hostMappers);
            return this;
        }

        private static <T> void found(List<T> providers, List<PluginResolution.Provided<T>> into) {
            for (T provider : providers) {
                into.add(new PluginResolution.Provided<>(provider, Precedence.Origin.DISCOVERED));
            }
        }

        /**
         * Registers a scheme plugin explicitly.
         *
         * @param plugin the plugin
         * @return this builder
         */
        public Builder add(SchemeRules plugin) {
            schemePlugins.add(new PluginResolution.Provided<>(
                    Objects.requireNonNull(plugin, "plugin"), Precedence.Origin.EXPLICIT));
            return this;
        }

        /**
         * Registers a host mapper explicitly.
         *
         * @param mapper the host mapper
         * @return this builder
         */
        public Builder add(HostMapper mapper) {
            hostMappers.add(new PluginResolution.Provided<>(
                    Objects.requireNonNull(mapper, "mapper"), Precedence.Origin.EXPLICIT));
            return this;
        }

        /**
         * Where the problems found go, each once, when the set is built; by default to
         * {@link System.Logger} {@code org.iri4j} at level WARNING (a SUPERSEDED notice at INFO;
         * an UNDECLARED_REPLACEMENT, like every other problem, at WARNING).
         *
         * @param reporter the consumer
         * @return this builder
         */
        public Builder problemReporter(Consumer<PluginProblem> reporter) {
            this.reporter = Objects.requireNonNull(reporter, "reporter");
            return this;
        }

        /**
         * The set: each plugin asked about itself inside a guard, ties decided by
         * {@link Precedence}, problems reported.
         *
         * @return the plugin set
         */
        public PluginSet build() {
            PluginResolution resolved = PluginResolution.of(schemePlugins, hostMappers, discoveryProblems);
            resolved.problems().forEach(reporter);
            return new PluginSet(resolved, new Builder(this));
        }
    }
}
