package org.iri4j.core;

import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Origin;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.plugin.PluginSet;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.value.IriValue;
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
 * never fails: a provider that cannot be loaded or describe itself is left out, listed in
 * {@link #problems()} and reported once; ties follow {@link org.iri4j.spi.Plugin}'s rule. A
 * plugin that throws at run time fails that operation only: a check reports
 * {@link IriCode#PLUGIN_FAILED}, any other operation throws an {@link IriSyntaxException} with
 * that code. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class IriEnvironment {

    private final PluginSet plugins;
    private final SeverityMap severities;
    private final Operations operations;

    private IriEnvironment(PluginSet plugins, SeverityMap severities) {
        this.plugins = plugins;
        this.severities = severities;
        this.operations = new Operations(plugins, severities);
    }

    /** @return the default environment: what {@link Builder#discover()} finds, the standard severity map; built at first use */
    public static IriEnvironment defaults() {
        return Default.ENV;
    }

    /** @return a builder of an environment, empty (no plugin; the core's host mapper), the standard severity map */
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

    /** @return the scheme plugins in use, each once, those that lost every scheme left out; best first */
    public List<SchemeRules> plugins() {
        return plugins.plugins();
    }

    /**
     * @param scheme a scheme name, in any case (RFC 3986 §3.1)
     * @return the plugin used for the scheme, or empty if none claims it
     */
    public Optional<SchemeRules> plugin(String scheme) {
        SchemeEntry entry = plugins.entry(Objects.requireNonNull(scheme, "scheme"));
        return entry == null ? Optional.empty() : Optional.of(entry.plugin());
    }

    /** @return the lower-case names of the schemes that have a plugin, sorted */
    public List<String> schemes() {
        return plugins.schemes();
    }

    /** @return the host mapper in use: the best one found or registered, or the core's {@code java.net.IDN} one */
    public HostMapper hostMapper() {
        return plugins.hostMapper().unguarded();
    }

    /** @return the severity map of checks */
    public SeverityMap severities() {
        return severities;
    }

    /** @return what was wrong with the plugins when this environment was built, in the order found */
    public List<PluginProblem> problems() {
        return plugins.problems();
    }

    /** @return every violation code a check may report: the core's, then the plugins' and the host mapper's */
    public List<ViolationCode> codes() {
        return plugins.codes();
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
     * @param input the string
     * @param rule  the rule to check it against (RFC 3987 §2.2, RFC 3986 §3-4)
     * @return the result, as {@link #check(CharSequence)} gives it
     */
    public CheckResult check(CharSequence input, IriRule rule) {
        return operations.checker(Objects.requireNonNull(rule, "rule")).check(input);
    }

    /**
     * An IRI reference mapped to a URI reference (RFC 3987 §3.1): UTF-8 percent-encoding of
     * every non-ASCII character, ToASCII for the host of schemes whose plugin says they use DNS
     * names. The identity on URIs.
     *
     * @param iri the IRI reference
     * @return the URI reference; {@code iri} itself when it already is one
     * @throws IriSyntaxException if ToASCII rejects a host label, or a plugin fails
     */
    public Iri toUri(Iri iri) {
        return operations.mapping().toUri(iri);
    }

    /**
     * @param uri a URI reference
     * @return the IRI reference it converts to (RFC 3987 §3.2, steps 1-5): the percent-encoded
     *     UTF-8 of characters an IRI may hold decoded, all others kept
     */
    public Iri toIri(Iri uri) {
        return operations.mapping().toIri(uri);
    }

    /**
     * @param iri the IRI reference
     * @return the {@link java.net.URI} of its {@link #toUri} mapping
     * @throws IriSyntaxException if the mapping fails, or {@code java.net.URI} (RFC 2396)
     *     rejects the URI ({@link IriCode#NOT_A_JAVA_URI})
     */
    public URI toJavaUri(Iri iri) {
        return operations.toJavaUri(iri);
    }

    /**
     * @param uri a {@code java.net.URI}
     * @return the IRI it stands for: its non-ASCII characters percent-encoded (RFC 3987 §3.1),
     *     then converted as {@link #toIri} does (§3.2), an ACE label of a DNS host in Unicode
     *     only where {@link #displayHost} shows it so (3987bis §6.4 step 6; RFC 3987 §8)
     * @throws IriSyntaxException if its string is not a URI reference even so
     */
    public Iri fromJavaUri(URI uri) {
        return operations.fromJavaUri(Objects.requireNonNull(uri, "uri"));
    }

    /** @return a builder of a mapper with options (query charset, ToUnicode of hosts, purpose) */
    public IriMapperBuilder mapperBuilder() {
        return new IriMapperBuilder(plugins);
    }

    /**
     * The port a client would use: the port given, or else the default port the scheme's plugin
     * names (RFC 3986 §6.2.3; 80 for http with {@code iri-scheme-http}).
     *
     * @param iri an IRI reference
     * @return the port, or empty when there is none and the scheme has no known default
     * @throws IriSyntaxException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535
     */
    public OptionalInt effectivePort(Iri iri) {
        return operations.origins().effectivePort(IriValue.layoutOf(iri));
    }

    /**
     * @param iri an IRI reference
     * @return its origin (RFC 6454 §4: scheme, ASCII host, effective port), or empty for a relative
     *     reference, an IRI without authority or with an empty host, or one whose port is unknown
     * @throws IriSyntaxException if the host has no URI form, or the port is above 65535
     */
    public Optional<Origin> origin(Iri iri) {
        return operations.origins().origin(IriValue.layoutOf(iri));
    }

    /**
     * @param iri   the IRI reference
     * @param level a level of the ladder (RFC 3987 §5.3)
     * @return its normal form at that level, without character normalization or protocol rules;
     *     {@code iri} itself when it already is one
     * @throws IriSyntaxException if a plugin fails
     */
    public Iri normalize(Iri iri, ComparisonLevel level) {
        return operations.comparator(Objects.requireNonNull(level, "level")).normalForm(iri);
    }

    /**
     * @param a     an IRI reference
     * @param b     another
     * @param level a level of the ladder (RFC 3987 §5.3)
     * @return true if they are equivalent at that level: their normal forms are equal
     * @throws IriSyntaxException if a plugin fails
     */
    public boolean equivalent(Iri a, Iri b, ComparisonLevel level) {
        return operations.comparator(Objects.requireNonNull(level, "level")).equivalent(a, b);
    }

    /** @return a builder of a comparator with options (character normalization, protocol rules, fragments ignored) */
    public IriComparatorBuilder comparatorBuilder() {
        return new IriComparatorBuilder(plugins);
    }

    /**
     * @param iri the IRI reference
     * @return the {@link #displayResult} form in LRE…PDF
     * @throws IriSyntaxException if the host mapper fails
     */
    public String display(Iri iri) {
        return operations.display(BidiWrapping.EMBEDDING).display(IriValue.layoutOf(iri));
    }

    /**
     * @param iri      the IRI reference
     * @param wrapping LRE…PDF as RFC 3987 §4.1 says, or the isolates LRI…PDI of Unicode 6.3
     * @return the {@link #displayResult} form with that wrapping
     * @throws IriSyntaxException if the host mapper fails
     */
    public String display(Iri iri, BidiWrapping wrapping) {
        return operations.display(Objects.requireNonNull(wrapping, "wrapping")).display(IriValue.layoutOf(iri));
    }

    /**
     * @param iri      the IRI reference
     * @param wrapping LRE…PDF as RFC 3987 §4.1 says, or the isolates LRI…PDI of Unicode 6.3
     * @return the form to show people, not an IRI (RFC 3987 §4.1, §4.2, §8): unsafe characters and
     *     components that break the bidi rules percent-encoded, the host as {@link #displayHost}
     *     shows it, a password as {@code ***}, the whole wrapped when right-to-left text would
     *     otherwise change its display; and why the host is not shown as written ({@link DisplayResult})
     * @throws IriSyntaxException if the host mapper fails
     */
    public DisplayResult displayResult(Iri iri, BidiWrapping wrapping) {
        return operations.display(Objects.requireNonNull(wrapping, "wrapping")).result(IriValue.layoutOf(iri));
    }

    /**
     * The host of an IRI as it should be shown to people (RFC 3987 §8): a label in Unicode only
     * where the host mapper's spoofing checks (UTS #39, {@code iri-idna}; the core's mapper has
     * none) pass it and it keeps the bidi rules (§4.2), else in ACE ({@code xn--}) form.
     *
     * @param iri an IRI reference
     * @return the host to display, or empty if there is no authority
     * @throws IriSyntaxException if the host mapper fails
     */
    public Optional<String> displayHost(Iri iri) {
        return operations.displayHost(iri);
    }

    @Override
    public String toString() {
        return "IriEnvironment[" + plugins + ", " + severities + "]";
    }

    /** Built on first use: discovery costs a class-path scan. */
    private static final class Default {
        static final IriEnvironment ENV = builder().discover().build();
    }

    /**
     * Builds an environment: its plugins, discovered or added, and its severity map. A
     * provider that cannot be loaded becomes a problem of the environment, never an
     * exception. Not thread-safe; the environment it builds is.
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
