package org.iri4j.core;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.api.Origin;
import org.iri4j.core.internal.value.IriValue;
import org.iri4j.core.internal.value.LenientParsing;

/**
 * The entry point of iri4j. It makes values: {@link #parse} and {@link #iriBuilder()}, which
 * need no environment. And it has every operation of {@link IriEnvironment} as a static
 * method of the same name and parameters, in the default environment
 * ({@link IriEnvironment#defaults()}: the plugins {@link java.util.ServiceLoader} finds, the
 * standard severity map). To use other plugins or another severity map, build an
 * {@link IriEnvironment} and ask it instead.
 *
 * <pre>{@code
 * Iri iri = Iris.parse("http://例え.jp/a/b?q#f");
 * iri.host();                                   // Optional["例え.jp"]
 * iri.resolve(Iris.parse("../c"));              // http://例え.jp/c
 * Iris.toUri(iri);                              // http://xn--r8jz45g.jp/a/b?q#f (with iri-scheme-http)
 * Iris.check("http://a b/").violations();       // ILLEGAL_CHARACTER at index 8 in host
 * }</pre>
 *
 * <p>Everything returned is immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class Iris {

    private Iris() {}

    /**
     * Parses an IRI reference ({@code IRI-reference}, RFC 3987 §2.2), taken as it is: no
     * trimming, no normalization, no encoding. The grammar needs no environment.
     *
     * @param input the string
     * @return the parsed reference
     * @throws InvalidInputException at the first error of the grammar
     */
    public static Iri parse(CharSequence input) {
        return IriValue.parse(input.toString(), IriRule.IRI_REFERENCE);
    }

    /**
     * Parses a string against a rule (RFC 3987 §2.2, RFC 3986 §3-4): {@link IriRule#IRI} to
     * require a scheme, {@link IriRule#URI} to require US-ASCII, ...
     *
     * @param input the string
     * @param rule  the rule
     * @return the parsed reference
     * @throws InvalidInputException at the first error of the grammar
     */
    public static Iri parse(CharSequence input, IriRule rule) {
        return IriValue.parse(input.toString(), Objects.requireNonNull(rule, "rule"));
    }

    /**
     * Parses a string with a leniency (draft-ietf-iri-3987bis §7): {@link Leniency#LEIRI}
     * percent-encodes what an IRI may not hold, {@link Leniency#WEB_ADDRESS_3987BIS} also strips white space
     * as browsers do; the result is then parsed strictly as an {@code IRI-reference}. An
     * error gives the index in {@code input}, not in the preprocessed string.
     *
     * @param input    the string
     * @param leniency the leniency; {@link Leniency#STRICT} is {@link #parse(CharSequence)}
     * @return the IRI reference
     * @throws InvalidInputException at the first error that preprocessing cannot repair
     */
    public static Iri parse(CharSequence input, Leniency leniency) {
        return LenientParsing.parse(input, Objects.requireNonNull(leniency, "leniency"));
    }

    /**
     * A builder of IRI references from components (RFC 3986 §5.3); {@code build()} checks
     * each component against its rule.
     *
     * @return a new builder with an empty path and no other component
     */
    public static IriBuilder iriBuilder() {
        return IriValue.builder();
    }

    /**
     * {@link IriEnvironment#check(CharSequence)} in the default environment.
     *
     * @param input the string
     * @return the result
     */
    public static CheckResult check(CharSequence input) {
        return IriEnvironment.defaults().check(input);
    }

    /**
     * {@link IriEnvironment#check(CharSequence, IriRule)} in the default environment.
     *
     * @param input the string
     * @param rule  the rule
     * @return the result
     */
    public static CheckResult check(CharSequence input, IriRule rule) {
        return IriEnvironment.defaults().check(input, rule);
    }

    /**
     * {@link IriEnvironment#toUri(Iri)} in the default environment.
     *
     * @param iri the IRI reference
     * @return the URI reference; {@code iri} itself when it already is one
     * @throws InvalidInputException if ToASCII rejects a host label, or a plugin fails
     */
    public static Iri toUri(Iri iri) {
        return IriEnvironment.defaults().toUri(iri);
    }

    /**
     * {@link IriEnvironment#toIri(Iri)} in the default environment.
     *
     * @param uri the URI reference
     * @return the IRI reference
     */
    public static Iri toIri(Iri uri) {
        return IriEnvironment.defaults().toIri(uri);
    }

    /**
     * {@link IriEnvironment#toJavaUri(Iri)} in the default environment.
     *
     * @param iri the IRI reference
     * @return the {@code java.net.URI}
     * @throws InvalidInputException if the mapping fails, or if {@code java.net.URI} (which
     *     implements RFC 2396) rejects the URI ({@link org.iri4j.api.IriCode#NOT_A_JAVA_URI})
     */
    public static URI toJavaUri(Iri iri) {
        return IriEnvironment.defaults().toJavaUri(iri);
    }

    /**
     * {@link IriEnvironment#fromJavaUri(URI)} in the default environment.
     *
     * @param uri the {@code java.net.URI}
     * @return the IRI reference
     * @throws InvalidInputException if its string is not a URI reference even so
     */
    public static Iri fromJavaUri(URI uri) {
        return IriEnvironment.defaults().fromJavaUri(uri);
    }

    /**
     * {@link IriEnvironment#mapperBuilder()} in the default environment.
     *
     * @return a new builder with the default options
     */
    public static IriMapperBuilder mapperBuilder() {
        return IriEnvironment.defaults().mapperBuilder();
    }

    /**
     * {@link IriEnvironment#effectivePort(Iri)} in the default environment.
     *
     * @param iri an IRI reference
     * @return the port, or empty when there is none and the scheme has no known default
     * @throws InvalidInputException with {@link org.iri4j.api.IriCode#PORT_OUT_OF_RANGE} for a port above 65535
     */
    public static OptionalInt effectivePort(Iri iri) {
        return IriEnvironment.defaults().effectivePort(iri);
    }

    /**
     * {@link IriEnvironment#origin(Iri)} in the default environment.
     *
     * @param iri an IRI reference
     * @return the origin, or empty for a relative reference, an IRI without authority or with
     *     an empty host, or one whose port is unknown
     * @throws InvalidInputException if the host has no URI form, or the port is above 65535
     */
    public static Optional<Origin> origin(Iri iri) {
        return IriEnvironment.defaults().origin(iri);
    }

    /**
     * {@link IriEnvironment#normalize(Iri, ComparisonLevel)} in the default environment.
     *
     * @param iri   the IRI reference
     * @param level the level
     * @return the normal form; {@code iri} itself when it already is one
     * @throws InvalidInputException if a plugin fails
     */
    public static Iri normalize(Iri iri, ComparisonLevel level) {
        return IriEnvironment.defaults().normalize(iri, level);
    }

    /**
     * {@link IriEnvironment#equivalent(Iri, Iri, ComparisonLevel)} in the default environment.
     *
     * @param a     an IRI reference
     * @param b     another
     * @param level the level
     * @return true if they are equivalent
     * @throws InvalidInputException if a plugin fails
     */
    public static boolean equivalent(Iri a, Iri b, ComparisonLevel level) {
        return IriEnvironment.defaults().equivalent(a, b, level);
    }

    /**
     * {@link IriEnvironment#comparatorBuilder()} in the default environment.
     *
     * @return a new builder, at the scheme level
     */
    public static IriComparatorBuilder comparatorBuilder() {
        return IriEnvironment.defaults().comparatorBuilder();
    }

    /**
     * {@link IriEnvironment#display(Iri)} in the default environment.
     *
     * @param iri the IRI reference
     * @return the display form
     * @throws InvalidInputException if the host mapper fails
     */
    public static String display(Iri iri) {
        return IriEnvironment.defaults().display(iri);
    }

    /**
     * {@link IriEnvironment#display(Iri, BidiWrapping)} in the default environment.
     *
     * @param iri      the IRI reference
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     * @return the display form
     * @throws InvalidInputException if the host mapper fails
     */
    public static String display(Iri iri, BidiWrapping wrapping) {
        return IriEnvironment.defaults().display(iri, wrapping);
    }

    /**
     * {@link IriEnvironment#displayResult(Iri)} in the default environment.
     *
     * @param iri the IRI reference
     * @return the display form, and why its host is not shown as written
     * @throws InvalidInputException if the host mapper fails
     */
    public static DisplayResult displayResult(Iri iri) {
        return IriEnvironment.defaults().displayResult(iri);
    }

    /**
     * {@link IriEnvironment#displayResult(Iri, BidiWrapping)} in the default environment.
     *
     * @param iri      the IRI reference
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     * @return the display form, and why its host is not shown as written
     * @throws InvalidInputException if the host mapper fails
     */
    public static DisplayResult displayResult(Iri iri, BidiWrapping wrapping) {
        return IriEnvironment.defaults().displayResult(iri, wrapping);
    }

    /**
     * {@link IriEnvironment#displayHost(Iri)} in the default environment.
     *
     * @param iri an IRI reference
     * @return the host to display, or empty if there is no authority
     * @throws InvalidInputException if the host mapper fails
     */
    public static Optional<String> displayHost(Iri iri) {
        return IriEnvironment.defaults().displayHost(iri);
    }
}
