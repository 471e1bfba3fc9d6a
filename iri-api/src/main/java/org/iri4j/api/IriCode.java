package org.iri4j.api;

/**
 * The core's {@link ViolationCode}s: the grammar of RFC 3987 §2.2 and RFC 3986, the mapping
 * of RFC 3987 §3, the bidi rules of §4 and the recommendations (SHOULDs) of both RFCs. Their
 * namespace is empty, so that their {@link #id()} is their name, e.g.
 * {@code ILLEGAL_CHARACTER}. Names never change once released; tests and tools match on
 * them, never on message text.
 *
 * <p>Each code carries the severity the specification gives it and the section that
 * decides it. A scheme plugin's rules have codes of their own, which the plugin declares
 * ({@link org.iri4j.spi.Plugin#codes()}).
 *
 * @since 0.1.0
 */
public enum IriCode implements ViolationCode {

    // ---- Grammar (MUST) --------------------------------------------------------------

    /** A character the rule does not allow at this place, e.g. a space in a path. */
    ILLEGAL_CHARACTER(Severity.ERROR, "RFC 3987 §2.2"),
    /** A character outside US-ASCII in a string checked against a URI rule. */
    NON_ASCII_CHARACTER(Severity.ERROR, "RFC 3986 §2"),
    /** A {@code %} not followed by two hexadecimal digits ({@code pct-encoded}). */
    MALFORMED_PERCENT_ENCODING(Severity.ERROR, "RFC 3986 §2.1"),
    /** A UTF-16 surrogate code unit without its pair: not a character at all. */
    UNPAIRED_SURROGATE(Severity.ERROR, "RFC 3987 §2.2"),
    /** LRM, RLM, LRE, RLE, LRO, RLO, PDF or an isolate (LRI, RLI, FSI, PDI) in the IRI. */
    BIDI_FORMATTING_CHARACTER(Severity.ERROR, "RFC 3987 §4.1"),
    /** An {@code iprivate} character outside the query. */
    PRIVATE_USE_OUTSIDE_QUERY(Severity.ERROR, "RFC 3987 §2.2"),
    /** The rule needs a scheme and there is none. */
    MISSING_SCHEME(Severity.ERROR, "RFC 3987 §2.2"),
    /** The text before the first {@code :} is not a {@code scheme}. */
    INVALID_SCHEME(Severity.ERROR, "RFC 3986 §3.1"),
    /** A relative reference whose first path segment holds a {@code :} ({@code ipath-noscheme}). */
    COLON_IN_FIRST_SEGMENT(Severity.ERROR, "RFC 3986 §4.2"),
    /** A host beginning with {@code [} that is not a well-formed {@code IP-literal}. */
    INVALID_IP_LITERAL(Severity.ERROR, "RFC 3986 §3.2.2"),
    /** An {@code IP-literal} whose content is not an {@code IPv6address}. */
    INVALID_IPV6_ADDRESS(Severity.ERROR, "RFC 3986 §3.2.2"),
    /** An {@code IP-literal} beginning with {@code v} that is not an {@code IPvFuture}. */
    INVALID_IPVFUTURE(Severity.ERROR, "RFC 3986 §3.2.2"),
    /** A port that is not {@code *DIGIT}. */
    INVALID_PORT(Severity.ERROR, "RFC 3986 §3.2.3"),
    /** A fragment where the rule ({@code absolute-IRI}) allows none. */
    FRAGMENT_NOT_ALLOWED(Severity.ERROR, "RFC 3987 §2.2"),
    /** A path that does not begin with {@code /} after an authority ({@code ipath-abempty}). */
    PATH_NOT_ABSOLUTE(Severity.ERROR, "RFC 3986 §3.3"),
    /** A path beginning with {@code //} where there is no authority ({@code ipath-absolute}). */
    PATH_STARTS_WITH_DOUBLE_SLASH(Severity.ERROR, "RFC 3986 §3.3"),
    /** A userinfo or port without a host: an authority needs a host. */
    MISSING_HOST(Severity.ERROR, "RFC 3986 §3.2"),
    /** A base for resolution or relativization that is not an absolute IRI. */
    BASE_NOT_ABSOLUTE(Severity.ERROR, "RFC 3986 §5.1"),
    /** A target for relativization that has no scheme. */
    TARGET_NOT_ABSOLUTE(Severity.ERROR, "RFC 3986 §5.1"),
    /**
     * A target no reference can resolve to against the given base, because its path holds
     * dot segments that resolution always removes.
     */
    TARGET_NOT_REACHABLE(Severity.ERROR, "RFC 3986 §5.2.4"),

    // ---- Mapping (RFC 3987 §3) ---------------------------------------------------------

    /**
     * A label of a DNS host that ToASCII rejects (RFC 3987 §3.1, RFC 3490 §4.1): the IRI
     * cannot be mapped to a URI that a resolver could look up. {@code toUri} fails with it; a
     * check reports it as a scheme rule (a warning by default, an error in the strict profile),
     * since whether a host is a DNS name is the scheme plugin's to say.
     */
    HOST_MAPPING_FAILED(Severity.ERROR, "RFC 3987 §3.1"),
    /**
     * A URI reference that {@code java.net.URI}, which implements the older RFC 2396, does
     * not accept although RFC 3986 does.
     */
    NOT_A_JAVA_URI(Severity.ERROR, "RFC 2396"),

    // ---- Plugins ---------------------------------------------------------------------

    /**
     * A scheme plugin or host mapper that threw, or answered something no plugin may answer
     * (a normal form with another scheme, a host that is not a reg-name, an index outside
     * the input). The message names the plugin. In a check it stands where the plugin's
     * findings would, and the severity map treats it as a scheme rule: a warning by
     * default, an error in the strict profile.
     */
    PLUGIN_FAILED(Severity.ERROR, "iri4j"),

    // ---- Bidi (RFC 3987 §4) ----------------------------------------------------------

    /**
     * A component (in the sense of RFC 3987 §4.2: userinfo, host label, path segment, query
     * name or value, fragment) that mixes right-to-left and left-to-right characters.
     */
    BIDI_MIXED_DIRECTIONS(Severity.WARNING, "RFC 3987 §4.2"),
    /**
     * A component with right-to-left characters that does not start and end with one, e.g.
     * one that ends with a digit ({@code GH1} in RFC 3987 §4.4 Example 8).
     */
    BIDI_COMPONENT_BOUNDARY(Severity.WARNING, "RFC 3987 §4.2"),

    // ---- Display (RFC 3987 §8) -------------------------------------------------------

    /**
     * A host label outside US-ASCII shown in URI notation (RFC 3987 §3.1: its ACE form
     * {@code xn--} in a DNS name, percent-encoded UTF-8 in any other host or where it has no ACE
     * form), because no spoofing check (UTS #39) could say whether it may be shown in Unicode:
     * the environment's host mapper does not check spoofing (the core's {@code java.net.IDN}
     * mapper; {@code iri-idna}'s does). Reported in a {@link DisplayResult}, never by a check:
     * the IRI is fine, only its display is limited.
     */
    HOST_SPOOF_CHECK_UNAVAILABLE(Severity.WARNING, "RFC 3987 §8"),

    // ---- Recommendations (SHOULD) ----------------------------------------------------

    /** A scheme with upper-case letters: producers should use lower case. */
    SCHEME_NOT_LOWERCASE(Severity.WARNING, "RFC 3986 §3.1"),
    /** A registered name or IP literal with upper-case ASCII letters: producers should use lower case. */
    HOST_NOT_LOWERCASE(Severity.WARNING, "RFC 3986 §3.2.2"),
    /** A percent-encoding written with lower-case hexadecimal digits. */
    LOWERCASE_PERCENT_ENCODING(Severity.WARNING, "RFC 3986 §2.1"),
    /** A percent-encoded unreserved character such as {@code %41} or {@code %7E}. */
    PERCENT_ENCODED_UNRESERVED(Severity.WARNING, "RFC 3986 §2.3"),
    /** A {@code :} after the host with no port after it. */
    EMPTY_PORT(Severity.WARNING, "RFC 3986 §3.2.3"),
    /**
     * A port that is the default of the IRI's scheme ({@code http://example.org:80/}): RFC 3986
     * §3.2.3 says producers should omit it, and §6.2.3 makes the two forms equivalent. The
     * default port is the scheme plugin's to declare, so this is a scheme rule (see
     * {@link #isSchemeRule()}); without a plugin for the scheme there is no default to compare.
     */
    DEFAULT_PORT(Severity.WARNING, "RFC 3986 §3.2.3"),
    /**
     * A port above 65535: the generic syntax allows any digits ({@code port = *DIGIT}), but no
     * TCP or UDP port is that large (RFC 9293 §3.1). A warning in a check; an error where a
     * port number is asked for ({@link Iri#portNumber()}).
     */
    PORT_OUT_OF_RANGE(Severity.WARNING, "RFC 9293 §3.1"),
    /** A password in the userinfo ({@code user:password}), a deprecated form. */
    PASSWORD_IN_USERINFO(Severity.WARNING, "RFC 3986 §3.2.1"),
    /** A component whose characters are not in Unicode Normalization Form C. */
    NOT_NFC(Severity.WARNING, "RFC 3987 §5.3.2.2"),
    /** A component in NFC but not in NFKC: it holds compatibility characters such as U+FB01. */
    NOT_NFKC(Severity.WARNING, "RFC 3987 §7.5"),
    /**
     * A component with a run of more than 30 non-starters (combining marks) in its NFKD form,
     * which is not in the Stream-Safe Text Format of UAX #15 §13; no real text has one. Its
     * Unicode normalization, in a check's {@link #NOT_NFC} and {@link #NOT_NFKC} and in
     * character normalization, is that of the text the Stream-Safe Text Process makes of it,
     * with U+034F COMBINING GRAPHEME JOINER within each longer run, which keeps the time
     * linear.
     */
    NOT_STREAM_SAFE(Severity.WARNING, "UAX #15 §13"),
    /** More violations than a check collects; the rest of the input was not examined. */
    VIOLATION_LIMIT_REACHED(Severity.WARNING, "iri4j");

    private final Severity severity;
    private final String reference;

    IriCode(Severity severity, String reference) {
        this.severity = severity;
        this.reference = reference;
    }

    /**
     * The core's codes have the empty namespace.
     *
     * @return {@code ""}
     */
    @Override
    public String namespace() {
        return "";
    }

    /**
     * The severity the specification gives this code.
     *
     * @return {@link Severity#ERROR} for the MUSTs, {@link Severity#WARNING} for the SHOULDs
     */
    @Override
    public Severity severity() {
        return severity;
    }

    /**
     * The specification section that decides this code.
     *
     * @return for example {@code "RFC 3986 §2.1"}
     */
    @Override
    public String reference() {
        return reference;
    }

    /**
     * Whether the code is part of the generic grammar (a MUST of RFC 3986 / RFC 3987 that
     * {@code parse} enforces), which no severity map may turn into a warning.
     *
     * @return true for the grammar's errors
     */
    public boolean isGrammar() {
        return severity == Severity.ERROR && !isSchemeRule();
    }

    /**
     * Whether a check reports the code for a scheme plugin or host mapper, so that the
     * severity map treats it as a scheme rule, as it treats the plugins' own codes: a plugin's
     * failure ({@link #PLUGIN_FAILED}), a host that the host mapper of a DNS scheme refuses
     * ({@link #HOST_MAPPING_FAILED}, what {@code toUri} would refuse), and the plugin's default
     * port written out ({@link #DEFAULT_PORT}).
     *
     * @return true for the codes a check reports on a plugin's behalf
     */
    public boolean isSchemeRule() {
        return this == PLUGIN_FAILED || this == HOST_MAPPING_FAILED || this == DEFAULT_PORT;
    }
}
