package org.iri4j.core;

import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriParser;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.core.reference.ComponentsBuilder;
import org.iri4j.core.reference.RuleParser;

/**
 * The entry point of iri4j: parse, check and build IRI references (RFC 3987).
 *
 * <pre>{@code
 * Iri iri = Iris.parse("http://例え.jp/a/b?q#f");
 * iri.host();                                  // Optional["例え.jp"]
 * iri.resolve("../c");                         // http://例え.jp/c
 * Iris.check("http://a b/").violations();      // ILLEGAL_CHARACTER at index 8 in host
 * }</pre>
 *
 * <p>Everything returned is immutable and thread-safe.
 */
public final class Iris {

    private Iris() {
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
        return RuleParser.of(IriRule.IRI_REFERENCE).parse(input);
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
        return RuleParser.of(rule).parse(input);
    }

    /**
     * Checks a string against {@code IRI-reference} and the recommendations of RFC 3986 and
     * RFC 3987, collecting every error and warning; never throws for bad input.
     *
     * @param input the string
     * @return the result
     */
    public static CheckResult check(CharSequence input) {
        return RuleParser.of(IriRule.IRI_REFERENCE).check(input);
    }

    /**
     * Checks a string against a given rule and the recommendations; never throws for bad input.
     *
     * @param input the string
     * @param rule  the rule
     * @return the result
     */
    public static CheckResult check(CharSequence input, IriRule rule) {
        return RuleParser.of(rule).check(input);
    }

    /**
     * The parser for a rule.
     *
     * @param rule the rule
     * @return a shared, thread-safe parser
     */
    public static IriParser parser(IriRule rule) {
        return RuleParser.of(rule);
    }

    /**
     * A builder for IRI references from components (RFC 3986 §5.3); {@code build()} checks
     * the result.
     *
     * @return a new builder with an empty path and no other component
     */
    public static Iri.Builder builder() {
        return ComponentsBuilder.empty();
    }
}
