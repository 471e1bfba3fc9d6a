package org.iri4j.core;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Origin;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.value.IriValue;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;

/**
 * The scheme plugins, the host mapper and the severity map of checks, fixed when built, and
 * every operation that needs them. Values ({@link Iri}, made by {@link Iris#parse}) are plain
 * text and hold none of it; an environment takes them as arguments. {@link Iris} has a static
 * method of the same name for each operation here, on {@link #defaults()}.
 *
 * <pre>{@code
 * IriEnvironment env = IriEnvironment.builder()
 *         .discover()                           // what ServiceLoader finds, as the default does
 *         .add(new GeoScheme())                 // and a plugin of one's own
 *         .severities(SeverityMap.strict())     // scheme rules count as errors
 *         .build();
 * env.check("geo:91,0").isValid();              // false: LATITUDE_OUT_OF_RANGE is an error
 * env.toUri(Iris.parse("http://例え.jp/"));      // this environment's host mapper
 * }</pre>
 *
 * <p>A method here applies an operation with its default options; an operation with options
 * is made by its builder ({@link #mapperBuilder()}, {@link #comparatorBuilder()}). Building
 * never fails ({@link Builder}). A plugin that throws at run time fails that operation only: a
 * check reports {@link IriCode#PLUGIN_FAILED}, any other operation throws an
 * {@link InvalidInputException} with that code. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class IriEnvironment extends EnvironmentDisplay {

    private IriEnvironment(PluginSet plugins, SeverityMap severities) {
        super(plugins, severities);
    }

    /**
     * The environment of {@link Iris}: the plugins {@link Builder#discover()} finds, the
     * standard severity map ({@link SeverityMap#standard()}); built at first use.
     *
     * @return the default environment
     */
    public static IriEnvironment defaults() {
        return Default.ENV;
    }

    /**
     * A builder of an environment: no plugin (the core's {@code java.net.IDN} host mapper), standard severities.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * This environment with another severity map, for instance {@link SeverityMap#strict()}.
     *
     * @param map the severity map
     * @return a new environment with the same plugins; this one if the map is the same
     */
    public IriEnvironment withSeverities(SeverityMap map) {
        return Objects.requireNonNull(map, "severities").equals(severities) ? this : new IriEnvironment(plugins, map);
    }

    /**
     * Checks a string against {@code IRI-reference}, the recommendations of RFC 3986 and RFC
     * 3987, the scheme plugin's rules, the host mapper's warnings and what {@link #toUri} would
     * refuse, each with the severity of this environment's map; never throws for bad input.
     *
     * @param input the string
     * @return the result
     */
    public CheckResult check(CharSequence input) {
        return operations.checker(IriRule.IRI_REFERENCE).check(input);
    }

    /**
     * Checks a string as {@link #check(CharSequence)} does, against a rule (RFC 3987 §2.2, RFC 3986 §3-4).
     *
     * @param input the string
     * @param rule  the rule
     * @return the result
     */
    public CheckResult check(CharSequence input, IriRule rule) {
        return operations.checker(Objects.requireNonNull(rule, "rule")).check(input);
    }

    /**
     * An IRI reference mapped to a URI reference (RFC 3987 §3.1): non-ASCII characters as UTF-8
     * triplets, ToASCII for the host of a scheme whose plugin says it uses DNS names. The identity on URIs.
     *
     * @param iri the IRI reference
     * @return the URI reference; {@code iri} itself when it already is one
     * @throws InvalidInputException if ToASCII rejects a host label, or a plugin fails
     */
    public Iri toUri(Iri iri) {
        return operations.mapping().toUri(iri);
    }

    /**
     * A URI reference converted to an IRI reference (RFC 3987 §3.2, steps 1-5): the percent-encoded
     * UTF-8 of characters an IRI may hold decoded, all others kept; ACE labels stay ACE ({@link #mapperBuilder()}).
     *
     * @param uri a URI reference
     * @return the IRI reference
     */
    public Iri toIri(Iri uri) {
        return operations.mapping().toIri(uri);
    }

    /**
     * The {@link java.net.URI} of an IRI reference: its {@link #toUri} mapping, as RFC 2396 reads it.
     *
     * @param iri the IRI reference
     * @return the {@code java.net.URI}
     * @throws InvalidInputException if the mapping fails, or {@code java.net.URI} rejects the URI
     *     ({@link IriCode#NOT_A_JAVA_URI})
     */
    public URI toJavaUri(Iri iri) {
        return operations.toJavaUri(iri);
    }

    /**
     * The IRI a {@code java.net.URI} stands for: its non-ASCII characters percent-encoded (RFC
     * 3987 §3.1), then converted as {@link #toIri} does (§3.2), with ToUnicode (3987bis §6.4 step 6)
     * of a whole DNS domain, or of none of it, where {@link #displayHost} shows it (RFC 3987 §8).
     *
     * @param uri the {@code java.net.URI}
     * @return the IRI reference
     * @throws InvalidInputException if its string is not a URI reference even so
     */
    public Iri fromJavaUri(URI uri) {
        return operations.fromJavaUri(Objects.requireNonNull(uri, "uri"));
    }

    /**
     * A builder of a mapper with options (RFC 3987 §3, 3987bis §6): query charset, ToUnicode, purpose.
     *
     * @return a new builder with the default options
     */
    public IriMapperBuilder mapperBuilder() {
        return new IriMapperBuilder(plugins);
    }

    /**
     * The port a client would use: the port given, or else the default port the scheme's plugin
     * names (RFC 3986 §6.2.3; 80 for http with {@code iri-scheme-http}).
     *
     * @param iri an IRI reference
     * @return the port, or empty when there is none and the scheme has no known default
     * @throws InvalidInputException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535
     */
    public OptionalInt effectivePort(Iri iri) {
        return operations.origins().effectivePort(IriValue.layoutOf(iri));
    }

    /**
     * The origin of a hierarchical IRI (RFC 6454 §4): scheme, host (its ASCII form), effective port.
     *
     * @param iri an IRI reference
     * @return the origin, or empty for a relative reference, an IRI without authority or with
     *     an empty host, or one whose port is unknown
     * @throws InvalidInputException if the host has no URI form, or the port is above 65535
     */
    public Optional<Origin> origin(Iri iri) {
        return operations.origins().origin(IriValue.layoutOf(iri));
    }

    /**
     * The normal form of an IRI reference at a level of the ladder (RFC 3987 §5.3), without
     * character normalization or protocol rules.
     *
     * @param iri   the IRI reference
     * @param level the level
     * @return the normal form; {@code iri} itself when it already is one
     * @throws InvalidInputException if a plugin fails
     */
    public Iri normalize(Iri iri, ComparisonLevel level) {
        return operations.comparator(Objects.requireNonNull(level, "level")).normalForm(iri);
    }

    /**
     * Whether two IRI references are equivalent at a level of the ladder (RFC 3987 §5.3): their
     * normal forms are equal.
     *
     * @param a     an IRI reference
     * @param b     another
     * @param level the level
     * @return true if they are equivalent
     * @throws InvalidInputException if a plugin fails
     */
    public boolean equivalent(Iri a, Iri b, ComparisonLevel level) {
        return operations.comparator(Objects.requireNonNull(level, "level")).equivalent(a, b);
    }

    /**
     * A builder of a comparator with options (RFC 3987 §5.3): character normalization, protocol
     * rules, fragments ignored.
     *
     * @return a new builder, at the scheme level
     */
    public IriComparatorBuilder comparatorBuilder() {
        return new IriComparatorBuilder(plugins);
    }

    /** Built on first use: discovery costs a class-path scan. */
    private static final class Default {
        static final IriEnvironment ENV = builder().discover().build();
    }

    /**
     * Builds an environment: its plugins, discovered or added, and its severity map. Building
     * never fails: a provider that cannot be loaded or describe itself is left out, listed in
     * {@link IriEnvironment#problems()} and reported once; ties follow
     * {@link org.iri4j.spi.Plugin}'s rule. Not thread-safe; the environment it builds is.
     *
     * @since 0.1.0
     */
    public static final class Builder {

        private final PluginSet.Builder plugins = PluginSet.builder();
        private SeverityMap severities = SeverityMap.standard();

        private Builder() {}

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds from the core's class
         * loader, as the default environment does.
         *
         * @return this builder
         */
        public Builder discover() {
            return discover(IriEnvironment.class.getClassLoader());
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds through a class loader: in
         * its named modules and their layers, and in {@code META-INF/services} on its class path.
         *
         * @param loader the class loader, e.g. one that loaded plugin jars
         * @return this builder
         */
        public Builder discover(ClassLoader loader) {
            plugins.discover(Objects.requireNonNull(loader, "loader"));
            return this;
        }

        /**
         * Adds the providers {@link java.util.ServiceLoader} finds in a module layer and its parents.
         *
         * @param layer the module layer
         * @return this builder
         */
        public Builder discover(ModuleLayer layer) {
            plugins.discover(Objects.requireNonNull(layer, "layer"));
            return this;
        }

        /**
         * Adds a scheme plugin, which wins ties against discovered ones.
         *
         * @param plugin the plugin
         * @return this builder
         */
        public Builder add(SchemeRules plugin) {
            plugins.add(plugin);
            return this;
        }

        /**
         * Adds a host mapper, which wins ties against discovered ones.
         *
         * @param mapper the host mapper
         * @return this builder
         */
        public Builder add(HostMapper mapper) {
            plugins.add(mapper);
            return this;
        }

        /**
         * The severity map of checks; {@link SeverityMap#standard()} by default.
         *
         * @param map the map
         * @return this builder
         */
        public Builder severities(SeverityMap map) {
            this.severities = Objects.requireNonNull(map, "severities");
            return this;
        }

        /**
         * Where problems are reported when the environment is built, each once; by default
         * {@link System.Logger} {@code org.iri4j} at WARNING (a superseded plugin at INFO).
         *
         * @param reporter the consumer of problems
         * @return this builder
         */
        public Builder problemReporter(Consumer<PluginProblem> reporter) {
            plugins.problemReporter(reporter);
            return this;
        }

        /**
         * The environment: each plugin asked about itself inside a guard, ties decided,
         * problems reported. Never throws for a broken plugin.
         *
         * @return the environment
         */
        public IriEnvironment build() {
            return new IriEnvironment(plugins.build(), severities);
        }
    }
}
