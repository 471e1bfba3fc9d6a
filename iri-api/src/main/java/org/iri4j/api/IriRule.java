package org.iri4j.api;

import java.util.Locale;

/**
 * The start rules of the grammars a string can be checked against: the IRI rules of
 * RFC 3987 §2.2 and the US-ASCII URI rules of RFC 3986 (§3, §4.1–4.3, Appendix A).
 *
 * <p>The URI rules are the IRI rules with {@code ucschar} and {@code iprivate} taken out, so
 * one parser serves both.
 *
 * @since 0.1.0
 */
public enum IriRule {
    /** {@code IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]} (RFC 3987 §2.2). */
    IRI("IRI", Shape.WITH_SCHEME, Repertoire.UCS),
    /** {@code IRI-reference = IRI / irelative-ref} (RFC 3987 §2.2). The default rule. */
    IRI_REFERENCE("IRI-reference", Shape.EITHER, Repertoire.UCS),
    /** {@code absolute-IRI = scheme ":" ihier-part [ "?" iquery ]} (RFC 3987 §2.2). */
    ABSOLUTE_IRI("absolute-IRI", Shape.ABSOLUTE, Repertoire.UCS),
    /** {@code irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]} (RFC 3987 §2.2). */
    IRELATIVE_REF("irelative-ref", Shape.WITHOUT_SCHEME, Repertoire.UCS),
    /** {@code URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]} (RFC 3986 §3). */
    URI("URI", Shape.WITH_SCHEME, Repertoire.ASCII),
    /** {@code URI-reference = URI / relative-ref} (RFC 3986 §4.1). */
    URI_REFERENCE("URI-reference", Shape.EITHER, Repertoire.ASCII),
    /** {@code absolute-URI = scheme ":" hier-part [ "?" query ]} (RFC 3986 §4.3). */
    ABSOLUTE_URI("absolute-URI", Shape.ABSOLUTE, Repertoire.ASCII),
    /** {@code relative-ref = relative-part [ "?" query ] [ "#" fragment ]} (RFC 3986 §4.2). */
    RELATIVE_REF("relative-ref", Shape.WITHOUT_SCHEME, Repertoire.ASCII);

    /** Whether a rule needs a scheme (an absolute one, also no fragment), forbids one, or takes either. */
    private enum Shape {
        WITH_SCHEME,
        ABSOLUTE,
        WITHOUT_SCHEME,
        EITHER
    }

    /** The characters a rule takes: the UCS of RFC 3987 §2.2, or US-ASCII only (RFC 3986 §2). */
    private enum Repertoire {
        UCS,
        ASCII
    }

    private final String abnfName;
    private final Shape shape;
    private final Repertoire repertoire;

    IriRule(String abnfName, Shape shape, Repertoire repertoire) {
        this.abnfName = abnfName;
        this.shape = shape;
        this.repertoire = repertoire;
    }

    /**
     * The rule's name as the ABNF writes it.
     *
     * @return for example {@code "IRI-reference"} or {@code "absolute-URI"}
     */
    public String abnfName() {
        return abnfName;
    }

    /**
     * Whether the rule needs a scheme ({@code IRI}, {@code absolute-IRI} and their URI twins).
     *
     * @return true if a string without a scheme cannot match
     */
    public boolean requiresScheme() {
        return shape == Shape.WITH_SCHEME || shape == Shape.ABSOLUTE;
    }

    /**
     * Whether the rule allows a scheme at all ({@code irelative-ref} and {@code relative-ref}
     * do not).
     *
     * @return false for the relative-reference rules
     */
    public boolean allowsScheme() {
        return shape != Shape.WITHOUT_SCHEME;
    }

    /**
     * Whether the rule allows a fragment ({@code absolute-IRI} and {@code absolute-URI} do not).
     *
     * @return false for the absolute rules
     */
    public boolean allowsFragment() {
        return shape != Shape.ABSOLUTE;
    }

    /**
     * Whether this is one of the RFC 3986 URI rules, which allow US-ASCII only.
     *
     * @return true for {@code URI}, {@code URI-reference}, {@code absolute-URI} and
     *     {@code relative-ref}
     */
    public boolean isUriRule() {
        return repertoire == Repertoire.ASCII;
    }

    /**
     * Finds a rule by its ABNF name, ignoring case and accepting {@code _} for {@code -}.
     *
     * @param name for example {@code "IRI-reference"}, {@code "absolute-uri"} or {@code "IRI_REFERENCE"}
     * @return the rule
     * @throws IllegalArgumentException if no rule has that name
     */
    public static IriRule fromName(String name) {
        String wanted = name.replace('_', '-');
        for (IriRule rule : values()) {
            if (rule.abnfName.equalsIgnoreCase(wanted)) {
                return rule;
            }
        }
        StringBuilder known = new StringBuilder();
        for (IriRule rule : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(rule.abnfName);
        }
        throw new IllegalArgumentException(
                String.format(Locale.ROOT, "unknown rule '%s'; expected one of %s", name, known));
    }
}
