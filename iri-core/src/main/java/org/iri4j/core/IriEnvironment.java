package org.iri4j.core;

import java.net.URI;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriDisplay;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriParser;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Leniency;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.normalize.Ladder;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.reference.ComponentsBuilder;
import org.iri4j.core.reference.Environment;
import org.iri4j.core.reference.JavaUris;
import org.iri4j.core.reference.LenientParsing;
import org.iri4j.core.reference.ParsedIri;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeNormalizer;

/**
 * What every operation of iri4j hangs from: the scheme plugins, the host mapper and the
 * severity map, fixed when the environment is built. Parse and check with a rule, IRI ⇄ URI
 * mapping with its options, normalization and comparison at every level, display: all are
 * asked of an environment.
 *
 * <pre>{@code
 * IriEnvironment env = IriEnvironment.builder()
 *         .discover()                           // what ServiceLoader finds, as the default does
 *         .add(new GeoScheme())                 // and a plugin of one's own
 *         .severities(SeverityMap.strict())     // scheme rules count as errors
 *         .build();
 * env.check("geo:91,0").isValid();              // false: the geo plugin's LATITUDE_OUT_OF_RANGE is an error
 * env.parse("http://例え.jp/").toUri();          // this environment's host mapper
 * env.problems();                               // what was wrong with the plugins found
 * }</pre>
 *
 * <h2>The default environment</h2>
 * {@link #defaults()} holds what {@link java.util.ServiceLoader} finds from the core's class
 * loader (on the module path: in the module layer of the core), and the standard severity map.
 * It is built once, lazily, and never fails: a provider that cannot be loaded, or whose
 * answers about itself are unusable, is left out, listed in {@link #problems()} and reported
 * once through {@link System.Logger} (logger {@code org.iri4j}); the other plugins keep
 * working. {@link Iris} is a facade over it.
 *
 * <h2>Which environment a value's own methods use</h2>
 * An {@link Iri} remembers the environment that parsed or built it, and its own methods
 * ({@link Iri#toUri()}, {@link Iri#toIri()}, {@link Iri#toJavaUri()}, {@link Iri#resolve},
 * {@link Iri#toBuilder()}) use that one; what they derive keeps it. So
 * {@code env.parse(s).toUri()} maps with {@code env}'s plugins and host mapper, and
 * {@code Iris.parse(s).toUri()} with the default ones. An {@code Iri} that iri4j did not make
 * is treated as if the operation's environment had parsed it.
 *
 * <h2>Plugins</h2>
 * Ties between plugins are decided by one rule, for scheme plugins and host mappers alike:
 * the highest {@code priority()} wins; at equal priority a plugin registered explicitly wins
 * over a discovered one, and then the one registered or found first; the loser of such a tie
 * is listed among the problems as a {@code CONFLICT}, and a plugin replaced by a higher
 * priority as a {@code SUPERSEDED} notice, which is no error. The same class registered or
 * found twice is one plugin. The core's {@code java.net.IDN} host mapper is used only when
 * there is no other (and is never listed as superseded). What a plugin says about itself must
 * be as the SPI says: a scheme name not in lower case, or a code outside a namespace of the
 * plugin's own (such as one of the core's), makes it {@code INVALID}, left out. A plugin that
 * throws at run time fails that operation only: a check reports
 * {@link IriCode#PLUGIN_FAILED} naming it, any other operation throws an
 * {@link IriSyntaxException} with that code; never a raw exception, never an {@code Error}.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class IriEnvironment {

    private final Environment env;
    private final Map<ComparisonLevel, IriComparator> comparators = new EnumMap<>(ComparisonLevel.class);
    private final List<ViolationCode> codes;
    private final DisplayForm displayEmbedding;

    private IriEnvironment(Environment env) {
        this.env = env;
        this.displayEmbedding = new DisplayForm(env, BidiWrapping.EMBEDDING);
        for (ComparisonLevel level : ComparisonLevel.values()) {
            comparators.put(level, new Ladder(level, null, env, List.of(), false));
        }
        this.codes = env.codes(); // asked of the plugins once, when env was built
    }

    /**
     * The default environment: the plugins {@link java.util.ServiceLoader} finds from the
     * core's class loader, the standard severity map. Built once, at first use; never throws.
     *
     * @return the shared default environment
     */
    public static IriEnvironment defaults() {
        return Default.ENV;
    }

    /**
     * A builder for an environment: empty (no plugin; the core's host mapper), the standard
     * severity map, problems reported through {@link System.Logger}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(Environment.builder());
    }

    /**
     * A builder holding what this environment was built from, to build a variant of it.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        return new Builder(env.toBuilder());
    }

    /**
     * This environment with another severity map, for instance {@link SeverityMap#strict()}.
     *
     * @param severities the severity map
     * @return a new environment with the same plugins; this one if the map is the same
     */
    public IriEnvironment withSeverities(SeverityMap severities) {
        Environment changed = env.withSeverities(severities);
        return changed == env ? this : new IriEnvironment(changed);
    }

    // ---- what it holds ---------------------------------------------------------------------

    /**
     * The scheme plugins in use: each once, those that lost every scheme to another left out.
     *
     * @return the plugins, best first
     */
    public List<SchemeNormalizer> plugins() {
        return env.plugins();
    }

    /**
     * The plugin used for a scheme.
     *
     * @param scheme a scheme name, in any case (RFC 3986 §3.1)
     * @return the plugin, or empty if none claims the scheme
     */
    public Optional<SchemeNormalizer> plugin(String scheme) {
        SchemeEntry entry = env.entry(Objects.requireNonNull(scheme, "scheme"));
        return entry == null ? Optional.empty() : Optional.of(entry.plugin());
    }

    /**
     * The schemes that have a plugin.
     *
     * @return lower-case scheme names, sorted
     */
    public List<String> schemes() {
        return env.schemes();
    }

    /**
     * The host mapper in use.
     *
     * @return the mapper with the highest priority, or the core's {@code java.net.IDN} one
     */
    public HostMapper hostMapper() {
        return env.hostMapper().unguarded();
    }

    /**
     * The severity map of checks.
     *
     * @return the map
     */
    public SeverityMap severities() {
        return env.severities();
    }

    /**
     * What was wrong with the plugins when this environment was built: providers that could
     * not be loaded, plugins whose answers about themselves were unusable, ties; and, not an
     * error, plugins replaced by a higher priority ({@code PluginProblem.Kind.SUPERSEDED}).
     *
     * @return the problems, in the order found; empty when there were none
     */
    public List<PluginProblem> problems() {
        return env.problems();
    }

    /**
     * Every violation code a check in this environment may report: the core's, then those
     * the plugins and the host mapper declare.
     *
     * @return the codes
     */
    public List<ViolationCode> codes() {
        return codes;
    }

    // ---- parse and check -----------------------------------------------------------------

    /**
     * Parses an IRI reference ({@code IRI-reference}, RFC 3987 §2.2), taken as it is.
     *
     * @param input the string
     * @return the parsed reference, whose own methods use this environment
     * @throws IriSyntaxException at the first error of the grammar
     */
    public Iri parse(CharSequence input) {
        return env.parser(IriRule.IRI_REFERENCE).parse(input);
    }

    /**
     * Parses a string against a rule (RFC 3987 §2.2, RFC 3986 §3-4).
     *
     * @param input the string
     * @param rule  the rule
     * @return the parsed reference
     * @throws IriSyntaxException at the first error of the grammar
     */
    public Iri parse(CharSequence input, IriRule rule) {
        return env.parser(rule).parse(input);
    }

    /**
     * Parses a string with a leniency (draft-ietf-iri-3987bis §7): {@link Leniency#LEIRI}
     * percent-encodes what an IRI may not hold, {@link Leniency#WEB} also strips white space
     * as browsers do; the result is then parsed strictly. An error gives the index in
     * {@code input}, not in the preprocessed string.
     *
     * <pre>{@code
     * env.parse(" http://a/b c ", Leniency.WEB);       // http://a/b%20c
     * env.parse("http://a/\u00E9<x>", Leniency.LEIRI); // http://a/é%3Cx%3E
     * }</pre>
     *
     * @param input    the string
     * @param leniency the leniency; {@link Leniency#STRICT} is {@link #parse(CharSequence)}
     * @return the IRI reference
     * @throws IriSyntaxException at the first error that preprocessing cannot repair
     */
    public Iri parse(CharSequence input, Leniency leniency) {
        return LenientParsing.parse(input, Objects.requireNonNull(leniency, "leniency"), env);
    }

    /**
     * Checks a string against {@code IRI-reference}, the recommendations of RFC 3986 and RFC
     * 3987, the scheme plugin's rules and the host mapper's warnings, each with the severity of
     * this environment's map; never throws for bad input.
     *
     * @param input the string
     * @return the result
     */
    public CheckResult check(CharSequence input) {
        return env.parser(IriRule.IRI_REFERENCE).check(input);
    }

    /**
     * Checks a string against a rule, as {@link #check(CharSequence)} does.
     *
     * @param input the string
     * @param rule  the rule
     * @return the result
     */
    public CheckResult check(CharSequence input, IriRule rule) {
        return env.parser(rule).check(input);
    }

    /**
     * The parser for a rule in this environment.
     *
     * @param rule the rule
     * @return a shared, thread-safe parser
     */
    public IriParser parser(IriRule rule) {
        return env.parser(rule);
    }

    /**
     * A builder of IRI references from components (RFC 3986 §5.3) in this environment.
     *
     * @return a new builder with an empty path and no other component
     */
    public Iri.Builder iriBuilder() {
        return ComponentsBuilder.empty(env);
    }

    // ---- IRI ⇄ URI -----------------------------------------------------------------------

    /**
     * The IRI ⇄ URI mapping with default options (RFC 3987 §3) and this environment's plugins
     * and host mapper.
     *
     * @return the shared mapper
     */
    public IriMapper mapper() {
        return env.mapping();
    }

    /**
     * A builder for a mapper with other options in this environment.
     *
     * @return a new builder with the default options
     */
    public IriMapperBuilder mapperBuilder() {
        return new IriMapperBuilder(env);
    }

    /**
     * An IRI reference mapped to a URI reference (RFC 3987 §3.1) with the default options.
     *
     * @param iri the IRI reference
     * @return the URI reference
     * @throws IriSyntaxException if a host label is rejected by ToASCII, or a plugin fails
     */
    public Iri toUri(Iri iri) {
        return env.mapping().toUri(iri);
    }

    /**
     * A URI reference converted to an IRI reference (RFC 3987 §3.2) with the default options.
     *
     * @param uri the URI reference
     * @return the IRI reference
     */
    public Iri toIri(Iri uri) {
        return env.mapping().toIri(uri);
    }

    /**
     * A {@code java.net.URI} as a URI reference in this environment (see
     * {@link Iris#fromJavaUri(URI)}).
     *
     * @param uri the {@code java.net.URI}
     * @return the URI reference
     * @throws IriSyntaxException if its string is not a URI reference even so
     */
    public Iri fromJavaUri(URI uri) {
        return JavaUris.fromJavaUri(uri, env);
    }

    // ---- normalization and comparison ------------------------------------------------------

    /**
     * The comparator at a level of the ladder (RFC 3987 §5.3) with this environment's plugins.
     *
     * @param level the level
     * @return a shared, thread-safe comparator
     */
    public IriComparator comparator(ComparisonLevel level) {
        return comparators.get(Objects.requireNonNull(level, "level"));
    }

    /**
     * A builder for a comparator with options in this environment.
     *
     * @return a new builder, at the scheme level
     */
    public IriComparatorBuilder comparatorBuilder() {
        return new IriComparatorBuilder(env);
    }

    /**
     * The normal form of an IRI reference at a level of the ladder (RFC 3987 §5.3), without
     * character normalization.
     *
     * @param iri   the IRI reference
     * @param level the level
     * @return the normal form; {@code iri} itself when it already is one
     * @throws IriSyntaxException if a plugin fails
     */
    public Iri normalize(Iri iri, ComparisonLevel level) {
        return comparator(level).normalForm(iri);
    }

    // ---- display -------------------------------------------------------------------------

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2); see
     * {@link Iris#display(Iri)}.
     *
     * @param iri the IRI reference
     * @return the display form (not an IRI)
     */
    public String display(Iri iri) {
        return displayEmbedding.display(iri);
    }

    /**
     * The display of RFC 3987 §4.1 with a chosen wrapping.
     *
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     * @return a shared, thread-safe display
     */
    public IriDisplay iriDisplay(BidiWrapping wrapping) {
        return Objects.requireNonNull(wrapping, "wrapping") == BidiWrapping.EMBEDDING ? displayEmbedding
                : new DisplayForm(env, wrapping);
    }

    /**
     * The host of an IRI as it should be shown to people (RFC 3987 §8), as this environment's
     * host mapper decides; see {@link Iris#displayHost(Iri)}.
     *
     * @param iri an IRI reference
     * @return the host to display, or empty if there is no authority
     * @throws IriSyntaxException if the host mapper fails
     */
    public Optional<String> displayHost(Iri iri) {
        return HostDisplay.of(ParsedIri.of(iri, env), env.hostMapper());
    }

    @Override
    public String toString() {
        return "IriEnvironment[schemes " + schemes() + ", host mapper " + env.hostMapper().name() + ", "
                + severities() + (problems().isEmpty() ? "" : ", " + problems().size() + " problems") + "]";
    }

    /**
     * Builds an {@link IriEnvironment}. Discovery happens when a {@code discover} method is
     * called; a provider it cannot load becomes a problem of the environment, never an
     * exception. Not thread-safe; the environment it builds is.
     */
    public static final class Builder {

        private final Environment.Builder builder;

        private Builder(Environment.Builder builder) {
            this.builder = builder;
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds from the core's class loader,
         * as the default environment does.
         *
         * @return this builder
         */
        public Builder discover() {
            return discover(IriEnvironment.class.getClassLoader());
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds through a class loader: in
         * the named modules of the loader, its ancestors and their module layers, and through
         * {@code META-INF/services} files on its class path.
         *
         * @param loader the class loader, e.g. one that loaded plugin jars
         * @return this builder
         */
        public Builder discover(ClassLoader loader) {
            builder.discover(Objects.requireNonNull(loader, "loader"));
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
            builder.discover(Objects.requireNonNull(layer, "layer"));
            return this;
        }

        /**
         * Registers a scheme plugin explicitly (it wins ties against discovered ones).
         *
         * @param plugin the plugin
         * @return this builder
         */
        public Builder add(SchemeNormalizer plugin) {
            builder.add(plugin);
            return this;
        }

        /**
         * Registers a host mapper explicitly (it wins ties against discovered ones).
         *
         * @param mapper the host mapper
         * @return this builder
         */
        public Builder add(HostMapper mapper) {
            builder.add(mapper);
            return this;
        }

        /**
         * The severity map of checks; {@link SeverityMap#standard()} by default.
         *
         * @param severities the map
         * @return this builder
         */
        public Builder severities(SeverityMap severities) {
            builder.severities(severities);
            return this;
        }

        /**
         * Where the environment reports its problems when it is built, each once; by default
         * {@link System.Logger} {@code org.iri4j} at level WARNING (a {@code SUPERSEDED}
         * notice at level INFO). A command-line tool, say, prints them its own way.
         *
         * @param reporter the consumer of problems
         * @return this builder
         */
        public Builder problemReporter(Consumer<PluginProblem> reporter) {
            builder.problemReporter(reporter);
            return this;
        }

        /**
         * The environment: every plugin asked about itself inside a guard, ties decided,
         * problems reported. Never throws for a broken plugin.
         *
         * @return the environment
         */
        public IriEnvironment build() {
            return new IriEnvironment(builder.build());
        }
    }

    /** Built on first use. */
    private static final class Default {
        static final IriEnvironment ENV = new IriEnvironment(Environment.defaults());
    }
}
