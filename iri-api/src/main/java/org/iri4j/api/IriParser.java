package org.iri4j.api;

/**
 * Parses and checks strings against one {@link IriRule} (RFC 3987 §2.2, RFC 3986 §3–4).
 * Instances are immutable and thread-safe.
 *
 * @since 0.1.0
 */
public interface IriParser {

    /**
     * The rule this parser checks.
     *
     * @return the rule
     */
    IriRule rule();

    /**
     * Parses a string that must match the rule.
     *
     * @param input the string, taken as it is: no trimming, no normalization
     * @return the parsed value, whose {@code toString()} is {@code input}
     * @throws IriSyntaxException at the first error, naming the rule, index and character
     */
    Iri parse(CharSequence input);

    /**
     * Checks a string against the rule and the recommendations of the RFCs, never throwing
     * for bad input.
     *
     * @param input the string
     * @return every error and warning, and the parsed value if there was no error
     */
    CheckResult check(CharSequence input);

    /**
     * Whether a string matches the rule. Cheaper than {@link #check(CharSequence)}: no
     * messages are made.
     *
     * @param input the string
     * @return true if {@link #parse(CharSequence)} would succeed
     */
    boolean isValid(CharSequence input);
}
