package org.iri4j.core;

import java.net.URI;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriDisplay;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriParser;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Leniency;

/**
 * The entry point of iri4j: parse, check, build and map IRI references (RFC 3987), in the
 * default environment ({@link IriEnvironment#defaults()}: the plugins
 * {@link java.util.ServiceLoader} finds, the standard severity map). Every method here is
 * {@code IriEnvironment.defaults()} and the method of the same name; to use other plugins or
 * another severity map, build an {@link IriEnvironment} and ask it instead.
 *
 * <pre>{@code
 * Iri iri = Iris.parse("http://例え.jp/a/b?q#f");
 * iri.host();                                  // Optional["例え.jp"]
 * iri.resolve("../c");                         // http://例え.jp/c
 * Iris.check("http://a b/").violations();      // ILLEGAL_CHARACTER at index 8 in host
 * }</pre>
 *
 * <p>Everything returned is immutable and thread-safe. The {@link Iri} values returned
 * remember the default environment: their own {@code toUri()}, {@code toIri()} and
 * {@code toJavaUri()} use its plugins and host mapper.
 *
 * @since 0.1.0
 */
public final class Iris {

    private Iris() {
    }

    /**
     * The default environment, which every method here uses.
     *
     * @return {@link IriEnvironment#defaults()}
     */
    public static IriEnvironment environment() {
        return IriEnvironment.defaults();
    }

    /**
     * Parses an IRI reference ({@code IRI-reference}, RFC 3987 §2.2): an IRI or a relative
     * reference. The string is taken as it is: no trimming, no normalization, no encoding.
     *
     * @param input the string
     * @return the parsed reference
     * @throws IriSyntaxException at the first error
     */
    public static Iri parse(CharSequence input) {
        return IriEnvironment.defaults().parse(input);
    }

    /**
     * Parses a string against a given rule, e.g. {@link IriRule#IRI} to require a scheme or
     * {@link IriRule#URI} to require US-ASCII.
     *
     * @param input the string
     * @param rule  the rule
     * @return the parsed reference
     * @throws IriSyntaxException at the first error
     */
    public static Iri parse(CharSequence input, IriRule rule) {
        return IriEnvironment.defaults().parse(input, rule);
    }

    /**
     * Parses a string with a leniency (draft-ietf-iri-3987bis §7): see
     * {@link IriEnvironment#parse(CharSequence, Leniency)}.
     *
     * @param input    the string
     * @param leniency the leniency
     * @return the parsed reference
     * @throws IriSyntaxException at the first error, its index in {@code input}
     */
    public static Iri parse(CharSequence input, Leniency leniency) {
        return IriEnvironment.defaults().parse(input, leniency);
    }

    /**
     * Checks a string against {@code IRI-reference} and the recommendations of RFC 3986 and
     * RFC 3987, collecting every error and warning; never throws for bad input.
     *
     * @param input the string
     * @return the result
     */
    public static CheckResult check(CharSequence input) {
        return IriEnvironment.defaults().check(input);
    }

    /**
     * Checks a string against a given rule and the recommendations; never throws for bad input.
     *
     * @param input the string
     * @param rule  the rule
     * @return the result
     */
    public static CheckResult check(CharSequence input, IriRule rule) {
        return IriEnvironment.defaults().check(input, rule);
    }

    /**
     * The parser for a rule.
     *
     * @param rule the rule
     * @return a shared, thread-safe parser
     */
    public static IriParser parser(IriRule rule) {
        return IriEnvironment.defaults().parser(rule);
    }

    /**
     * The IRI ⇄ URI mapping with default options (RFC 3987 §3): strict input, UTF-8
     * everywhere, ToASCII for the hosts of schemes whose plugin says they use DNS names, no
     * ToUnicode of hosts.
     *
     * @return the shared mapper
     */
    public static IriMapper mapper() {
        return IriEnvironment.defaults().mapper();
    }

    /**
     * A builder for a mapper with other options: leniency, query charset, ToUnicode of hosts,
     * another host mapper or set of plugins.
     *
     * @return a new builder with the default options
     */
    public static IriMapperBuilder mapperBuilder() {
        return IriEnvironment.defaults().mapperBuilder();
    }

    /**
     * The normal form of an IRI reference at a level of the comparison ladder (RFC 3987
     * §5.3), with the discovered plugins and no character normalization.
     *
     * @param iri   the IRI reference
     * @param level the level
     * @return the normal form
     */
    public static Iri normalize(Iri iri, ComparisonLevel level) {
        return IriEnvironment.defaults().normalize(iri, level);
    }

    /**
     * The comparator at a level of the ladder (RFC 3987 §5.3) with the discovered plugins.
     *
     * @param level the level
     * @return a thread-safe comparator
     */
    public static IriComparator comparator(ComparisonLevel level) {
        return IriEnvironment.defaults().comparator(level);
    }

    /**
     * A builder for a comparator with options: character normalization, protocol rules,
     * ignoring fragments, other plugins.
     *
     * @return a new builder, at the scheme level
     */
    public static IriComparatorBuilder comparatorBuilder() {
        return IriEnvironment.defaults().comparatorBuilder();
    }

    /**
     * The host of an IRI as it should be shown to people (RFC 3987 §8): each label in Unicode
     * where that is safe, in ACE ({@code xn--}) form where it could deceive, as the best
     * {@link org.iri4j.spi.HostMapper} found decides ({@code iri-idna} applies UTS #39; the
     * default shows Unicode). IP literals and IPv4 addresses are returned as they are.
     *
     * @param iri an IRI reference
     * @return the host to display, or empty if there is no authority
     */
    public static Optional<String> displayHost(Iri iri) {
        return IriEnvironment.defaults().displayHost(iri);
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2): unsafe characters
     * and the components that break the bidi rules of §4.2 percent-encoded, and the whole
     * wrapped in LRE…PDF when right-to-left text would otherwise change its display. Not an IRI
     * to parse again. See {@link IriDisplay}.
     *
     * <pre>{@code
     * Iris.display(Iris.parse("http://example.com/a"));        // "http://example.com/a"
     * Iris.display(Iris.parse("http://a/אב"));                // LRE + "http://a/אב" + PDF
     * }</pre>
     *
     * @param iri the IRI reference
     * @return the display form
     */
    public static String display(Iri iri) {
        return IriEnvironment.defaults().display(iri);
    }

    /**
     * The display of RFC 3987 §4.1 with a chosen wrapping: LRE…PDF as the RFC says, or the
     * isolates LRI…PDI of Unicode 6.3 (see {@link BidiWrapping}).
     *
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     * @return a shared, thread-safe display
     */
    public static IriDisplay iriDisplay(BidiWrapping wrapping) {
        return IriEnvironment.defaults().iriDisplay(wrapping);
    }

    /**
     * A {@code java.net.URI} as a URI reference. Non-ASCII characters it holds are
     * percent-encoded as UTF-8 (RFC 3987 §3.1); {@code iri.toJavaUri()} goes the other way.
     *
     * @param uri the {@code java.net.URI}
     * @return the URI reference
     * @throws IriSyntaxException if its string is not a URI reference even so
     */
    public static Iri fromJavaUri(URI uri) {
        return IriEnvironment.defaults().fromJavaUri(uri);
    }

    /**
     * A builder for IRI references from components (RFC 3986 §5.3); {@code build()} checks
     * the result.
     *
     * @return a new builder with an empty path and no other component
     */
    public static Iri.Builder builder() {
        return IriEnvironment.defaults().iriBuilder();
    }
}
