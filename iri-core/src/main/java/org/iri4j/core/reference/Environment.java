package org.iri4j.core.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.mapping.JdkHostMapper;
import org.iri4j.core.plugin.CoreSchemeContext;
import org.iri4j.core.plugin.GuardedHostMapper;
import org.iri4j.core.plugin.PluginDiscovery;
import org.iri4j.core.plugin.Precedence;
import org.iri4j.core.plugin.Precedence.Candidate;
import org.iri4j.core.plugin.ProblemLog;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.plugin.SelfDescription;
import org.iri4j.core.syntax.AsciiCase;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeNormalizer;

/**
 * What every operation hangs from: the scheme plugins (each scheme's winner, with what it
 * said about the scheme, asked once), the host mapper, the severity map and the problems met
 * while building it. Immutable and thread-safe; built by a {@link Builder}, which never
 * throws for a broken plugin: it leaves it out and lists it.
 *
 * @since 0.1.0
 */
public final class Environment {

    private final SchemeTable table;
    private final Map<String, SchemeEntry> byScheme;
    private final List<SchemeNormalizer> plugins;
    private final GuardedHostMapper hostMapper;
    private final SeverityMap severities;
    private final List<PluginProblem> problems;
    private final List<ViolationCode> codes;
    private final Builder recipe;
    private final CoreSchemeContext context;
    private final IriMapping mapping;
    private final RuleParser[] parsers;

    private Environment(Map<String, SchemeEntry> byScheme, List<SchemeNormalizer> plugins, GuardedHostMapper hostMapper,
                        SeverityMap severities, List<PluginProblem> problems, List<ViolationCode> codes, Builder recipe) {
        this.byScheme = byScheme;
        this.table = new SchemeTable(byScheme.values());
        this.plugins = plugins;
        this.hostMapper = hostMapper;
        this.severities = severities;
        this.problems = problems;
        this.codes = codes;
        this.recipe = recipe;
        this.context = new CoreSchemeContext(hostMapper, s -> ReferenceParser.parse(s.toString(), IriRule.IRI_REFERENCE,
                null, this));
        this.mapping = new IriMapping(this, MappingOptions.DEFAULTS);
        this.parsers = new RuleParser[IriRule.values().length];
        for (IriRule rule : IriRule.values()) {
            parsers[rule.ordinal()] = new RuleParser(rule, this);
        }
    }

    /**
     * The default environment: the plugins {@link java.util.ServiceLoader} finds from the core's
     * class loader (and so in its module layer), the standard severity map, problems reported
     * through {@link System.Logger}. Built once, lazily, by the first thread that needs it;
     * building it never throws.
     *
     * @return the shared default environment
     */
    public static Environment defaults() {
        return Default.ENV;
    }

    /**
     * A builder with no plugin, the standard severity map and problems reported through
     * {@link System.Logger}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding what this environment was built from, to build a variant.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        return new Builder(recipe);
    }

    /**
     * This environment with another severity map, sharing everything else.
     *
     * @param map the severity map
     * @return a new environment, or this one if the map is the same
     */
    public Environment withSeverities(SeverityMap map) {
        Objects.requireNonNull(map, "severities");
        if (map.equals(severities)) {
            return this;
        }
        Builder changed = new Builder(recipe);
        changed.severities = map;
        return new Environment(byScheme, plugins, hostMapper, map, problems, codes, changed);
    }

    /**
     * The entry of the scheme that ends at {@code schemeEnd} in {@code s}, without copying it.
     *
     * @param s         a string beginning with a scheme
     * @param schemeEnd the index of its {@code ":"}, or -1 for none
     * @return the scheme's entry, or null if no plugin claims it
     */
    public SchemeEntry entry(String s, int schemeEnd) {
        if (schemeEnd <= 0) {
            return null;
        }
        return table.find(s, schemeEnd);
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
     * The entry of a parsed reference's scheme.
     *
     * @param p a reference
     * @return its scheme's entry, or null if it has no scheme or no plugin claims it
     */
    public SchemeEntry entry(ParsedIri p) {
        return entry(p.string(), p.schemeEnd());
    }

    /** @return the scheme names that have a plugin, lower case, sorted */
    public List<String> schemes() {
        return List.copyOf(new TreeMap<>(byScheme).keySet());
    }

    /** @return the scheme plugins in use, each once, best first */
    public List<SchemeNormalizer> plugins() {
        return plugins;
    }

    /** @return the host mapper in use, guarded */
    public GuardedHostMapper hostMapper() {
        return hostMapper;
    }

    /** @return the severity map */
    public SeverityMap severities() {
        return severities;
    }

    /** @return what was wrong with the plugins when this environment was built */
    public List<PluginProblem> problems() {
        return problems;
    }

    /**
     * @return every code a check may report: the core's, then those the plugins in use and
     *     the host mapper declared when the environment was built (asked once)
     */
    public List<ViolationCode> codes() {
        return codes;
    }

    /** @return the context lent to scheme plugins */
    public CoreSchemeContext context() {
        return context;
    }

    /**
     * The parser for a rule in this environment.
     *
     * @param rule the rule
     * @return the shared parser
     */
    public RuleParser parser(IriRule rule) {
        return parsers[Objects.requireNonNull(rule, "rule").ordinal()];
    }

    /** @return the IRI ⇄ URI mapping with default options, which {@link ParsedIri}'s own methods use */
    public IriMapping mapping() {
        return mapping;
    }

    /**
     * Whether the registered-name host of a reference's scheme is a DNS name (RFC 3987 §3.1).
     *
     * @param p a reference
     * @return false without scheme or plugin
     */
    public boolean usesDnsHost(ParsedIri p) {
        SchemeEntry entry = entry(p);
        return entry != null && entry.usesDnsHost();
    }

    @Override
    public String toString() {
        return "Environment[schemes " + schemes() + ", host mapper " + hostMapper.name() + ", " + severities
                + (problems.isEmpty() ? "" : ", " + problems.size() + " problems") + "]";
    }

    /**
     * Builds an environment. Discovery happens when a {@code discover} method is called; what
     * it cannot load becomes a problem, never an exception. Not thread-safe.
     */
    public static final class Builder {

        private final List<Provided<SchemeNormalizer>> schemePlugins = new ArrayList<>();
        private final List<Provided<HostMapper>> hostMappers = new ArrayList<>();
        private final List<PluginProblem> discoveryProblems = new ArrayList<>();
        private SeverityMap severities = SeverityMap.standard();
        private Consumer<PluginProblem> reporter = ProblemLog.INSTANCE;

        private Builder() {
        }

        private Builder(Builder from) {
            schemePlugins.addAll(from.schemePlugins);
            hostMappers.addAll(from.hostMappers);
            discoveryProblems.addAll(from.discoveryProblems);
            severities = from.severities;
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
            schemePlugins.addAll(found(PluginDiscovery.load(SchemeNormalizer.class, loader, discoveryProblems)));
            hostMappers.addAll(found(PluginDiscovery.load(HostMapper.class, loader, discoveryProblems)));
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
            schemePlugins.addAll(found(PluginDiscovery.load(SchemeNormalizer.class, layer, discoveryProblems)));
            hostMappers.addAll(found(PluginDiscovery.load(HostMapper.class, layer, discoveryProblems)));
            return this;
        }

        private static <T> List<Provided<T>> found(List<T> providers) {
            List<Provided<T>> out = new ArrayList<>(providers.size());
            for (T provider : providers) {
                out.add(new Provided<>(provider, false));
            }
            return out;
        }

        /**
         * Registers a scheme plugin explicitly.
         *
         * @param plugin the plugin
         * @return this builder
         */
        public Builder add(SchemeNormalizer plugin) {
            schemePlugins.add(new Provided<>(Objects.requireNonNull(plugin, "plugin"), true));
            return this;
        }

        /**
         * Registers a host mapper explicitly.
         *
         * @param mapper the host mapper
         * @return this builder
         */
        public Builder add(HostMapper mapper) {
            hostMappers.add(new Provided<>(Objects.requireNonNull(mapper, "mapper"), true));
            return this;
        }

        /**
         * The severity map; {@link SeverityMap#standard()} by default.
         *
         * @param map the map
         * @return this builder
         */
        public Builder severities(SeverityMap map) {
            this.severities = Objects.requireNonNull(map, "severities");
            return this;
        }

        /**
         * Where the problems found go, each once, when the environment is built; by default to
         * {@link System.Logger} {@code org.iri4j} at level WARNING (a SUPERSEDED notice at INFO).
         *
         * @param reporter the consumer
         * @return this builder
         */
        public Builder problemReporter(Consumer<PluginProblem> reporter) {
            this.reporter = Objects.requireNonNull(reporter, "reporter");
            return this;
        }

        /**
         * The environment: each plugin asked about itself inside a guard, ties decided by
         * {@link Precedence}, problems reported.
         *
         * @return the environment
         */
        public Environment build() {
            List<PluginProblem> problems = new ArrayList<>(discoveryProblems);
            List<SchemeNormalizer> usable = new ArrayList<>();
            Map<String, List<Candidate<SchemeEntry>>> claims = new LinkedHashMap<>();
            Map<SchemeNormalizer, List<ViolationCode>> declared = new IdentityHashMap<>();
            List<Provided<SchemeNormalizer>> ordered = distinct(schemePlugins);
            for (int i = 0; i < ordered.size(); i++) {
                Provided<SchemeNormalizer> provided = ordered.get(i);
                List<SchemeEntry> entries = ask(provided.provider(), problems, declared);
                if (entries == null) {
                    continue;
                }
                usable.add(provided.provider());
                for (SchemeEntry entry : entries) {
                    claims.computeIfAbsent(entry.scheme(), k -> new ArrayList<>()).add(new Candidate<>(entry,
                            provided.name(), provided.explicit(), i, entry.priority()));
                }
            }
            Map<String, SchemeEntry> byScheme = new HashMap<>();
            Set<SchemeNormalizer> used = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Map.Entry<String, List<Candidate<SchemeEntry>>> claim : claims.entrySet()) {
                SchemeEntry winner = Precedence.winner(claim.getValue(), "SchemeNormalizer",
                        "scheme \"" + claim.getKey() + "\"", problems).provider();
                byScheme.put(claim.getKey(), winner);
                used.add(winner.plugin());
            }
            usable.removeIf(p -> !used.contains(p));
            GuardedHostMapper mapper = hostMapper(problems);
            List<ViolationCode> codes = new ArrayList<>(List.of(IriCode.values()));
            for (SchemeNormalizer plugin : usable) {
                codes.addAll(declared.get(plugin));
            }
            codes.addAll(mapper.codes());
            List<PluginProblem> all = List.copyOf(problems);
            all.forEach(reporter);
            return new Environment(Map.copyOf(byScheme), List.copyOf(usable), mapper, severities, all,
                    List.copyOf(codes), new Builder(this));
        }

        /** The host mapper by the tie rule; the core's {@code java.net.IDN} one when there is none. */
        private GuardedHostMapper hostMapper(List<PluginProblem> problems) {
            List<Candidate<GuardedHostMapper>> candidates = new ArrayList<>();
            List<Provided<HostMapper>> ordered = distinct(hostMappers);
            for (int i = 0; i < ordered.size(); i++) {
                Provided<HostMapper> provided = ordered.get(i);
                try {
                    GuardedHostMapper guarded = new GuardedHostMapper(provided.provider());
                    SelfDescription.requireCodes(guarded.codes());
                    candidates.add(new Candidate<>(guarded, provided.name(), provided.explicit(), i, guarded.priority()));
                } catch (RuntimeException | LinkageError | StackOverflowError e) {
                    problems.add(invalid("HostMapper", provided.name(), e));
                }
            }
            if (candidates.isEmpty()) {
                return new GuardedHostMapper(JdkHostMapper.INSTANCE);
            }
            return Precedence.winner(candidates, "HostMapper", "the host mapper", problems).provider();
        }

        /**
         * What a plugin says about each of its schemes, or null (and a problem) if that throws
         * or is not valid; the codes it declares go into {@code declared}.
         */
        private static List<SchemeEntry> ask(SchemeNormalizer plugin, List<PluginProblem> problems,
                                             Map<SchemeNormalizer, List<ViolationCode>> declared) {
            String name = plugin.getClass().getName();
            try {
                Set<String> names = plugin.schemes();
                if (names == null || names.isEmpty()) {
                    throw new IllegalArgumentException("schemes() returned " + names + "; a plugin claims one scheme or more");
                }
                int priority = plugin.priority();
                List<ViolationCode> codes = SelfDescription.requireCodes(plugin.codes());
                List<SchemeEntry> entries = new ArrayList<>(names.size());
                for (String scheme : names) {
                    entries.add(SchemeEntry.ask(plugin, SelfDescription.requireScheme(scheme), priority));
                }
                declared.put(plugin, codes);
                return entries;
            } catch (RuntimeException | LinkageError | StackOverflowError e) {
                problems.add(invalid("SchemeNormalizer", name, e));
                return null;
            }
        }

        private static PluginProblem invalid(String service, String name, Throwable e) {
            return new PluginProblem(PluginProblem.Kind.INVALID, service, name, service + " " + name
                    + " skipped, what it says about itself is unusable: " + e);
        }

        /**
         * Explicit registrations first, then the discovered ones, each in its order; the same
         * class a second time is the same plugin, not a conflict.
         */
        private static <T> List<Provided<T>> distinct(List<Provided<T>> all) {
            Map<String, Provided<T>> byClass = new LinkedHashMap<>();
            for (boolean explicit : new boolean[] {true, false}) {
                for (Provided<T> provided : all) {
                    if (provided.explicit() == explicit) {
                        byClass.putIfAbsent(provided.name(), provided);
                    }
                }
            }
            return new ArrayList<>(byClass.values());
        }
    }

    /** A provider and how it came: registered explicitly or discovered. */
    private record Provided<T>(T provider, boolean explicit) {
        String name() {
            return provider.getClass().getName();
        }
    }

    /** Built on first use: discovery costs a class-path scan. */
    private static final class Default {
        static final Environment ENV = builder().discover(Environment.class.getClassLoader()).build();
    }
}
