package org.iri4j.tests.differential;

import static org.iri4j.tests.differential.Disagreement.Kind.RESOLUTION;
import static org.iri4j.tests.differential.Disagreement.Kind.VALIDITY;
import static org.iri4j.tests.differential.Peer.JAVA_NET_URI;
import static org.iri4j.tests.differential.Peer.JENA;

import java.net.URI;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.resolution.Rfc3986Reference;
import org.iri4j.core.spec.resolution.Rfc3986Reference.Parts;
import org.iri4j.tests.TestStrings;

/**
 * The triaged kinds of disagreement between iri4j and its peers, each with the ABNF rule or
 * RFC section that decides it. {@link #matches} says whether a disagreement is of this kind,
 * from the input alone (the first category that matches wins, in declaration order);
 * {@link #rfcHolds} checks, independently of iri4j, that the side this category says is
 * right really is: against {@link AbnfOracle} for validity, against {@link Rfc3986Reference}
 * (iri-core's test oracle) for resolution.
 */
enum DisagreementCategory {

    // ---- validity, java.net.URI against iri4j's URI-reference ------------------------------

    /** java.net.URI lets RFC 2396 "other" (non-ASCII) characters in; a URI is US-ASCII. */
    JAVA_NON_ASCII(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §2 (URI-reference is US-ASCII; IRIs are RFC 3987)",
            d -> !d.iri4jAccepts() && hasNonAscii(d.input())),

    /** {@code x:} and {@code x:#f}: RFC 2396 needs a non-empty hier_part or opaque_part. */
    JAVA_EMPTY_HIER_PART(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3 hier-part = path-empty",
            d -> d.iri4jAccepts() && Pattern.matches("[A-Za-z][A-Za-z0-9+.-]*:([?#].*)?", d.input())),

    /** RFC 2396 / RFC 2732 know no IPvFuture. */
    JAVA_IPVFUTURE(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\"",
            d -> d.iri4jAccepts() && hostStartsWith(d.input(), "[v", "[V")),

    /** An authority with an empty host ({@code //}, {@code //u@:8}): RFC 2396 needs a host. */
    JAVA_EMPTY_HOST(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 reg-name = *( unreserved / pct-encoded / sub-delims ) may be empty",
            d -> d.iri4jAccepts() && "".equals(Parts.of(d.input()).host())),

    /** java.net.URI keeps the port in an {@code int}; after an IP literal it cannot fall back to a registry name. */
    JAVA_LARGE_PORT(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.3 port = *DIGIT (no upper bound)",
            d -> d.iri4jAccepts() && hasLargePort(d.input())),

    /** {@code [} and {@code ]} outside the host: RFC 2732 made them {@code uric} in RFC 2396. */
    JAVA_BRACKETS_OUTSIDE_HOST(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.3-3.5, §2.2: gen-delims \"[\" \"]\" only in IP-literal",
            d -> !d.iri4jAccepts() && bracketOutsideAuthority(d.input())),

    /** A zone identifier in an IPv6 literal ({@code [fe80::1%25en0]}). */
    JAVA_ZONE_ID(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 IPv6address (ZoneID is RFC 6874, not 3986/3987)",
            d -> !d.iri4jAccepts() && ipLiteral(d.input()).contains("%")),

    /** An authority that is no host:port parses in java.net.URI as an RFC 2396 {@code reg_name}. */
    JAVA_REGISTRY_AUTHORITY(
            JAVA_NET_URI,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2 authority = [ userinfo \"@\" ] host [ \":\" port ]",
            d -> !d.iri4jAccepts() && javaRegistryAuthority(d.input())),

    // ---- validity, Jena IRI3986 against iri4j's IRI-reference ------------------------------

    /** Bidi formatting characters are in {@code ucschar}, but §4.1 forbids them. */
    BIDI_FORMATTING(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3987 §4.1 (MUST NOT contain bidi formatting characters)",
            d -> !d.iri4jAccepts() && AbnfOracle.hasBidiFormatting(d.input())),

    /** An unpaired UTF-16 surrogate is no character: {@code ucschar} skips U+D800-DFFF. */
    JENA_UNPAIRED_SURROGATE(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3987 §2.2 ucschar (no U+D800-DFFF)",
            d -> !d.iri4jAccepts() && TestStrings.hasUnpairedSurrogate(d.input())),

    /** Jena takes an IPv6 zone identifier (RFC 6874). */
    JENA_ZONE_ID(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 IPv6address (ZoneID is RFC 6874, not 3986/3987)",
            d -> !d.iri4jAccepts() && ipLiteral(d.input()).contains("%25")),

    /** Jena accepts characters between {@code ]} and the port or path ({@code //[::1]x/}). */
    JENA_TEXT_AFTER_IP_LITERAL(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2 authority; §3.2.2 IP-literal ends the host",
            d -> !d.iri4jAccepts() && textAfterIpLiteral(d.input())),

    /** Jena's IP-literal check is laxer than the ABNF ({@code [1::2::3]}, {@code [v1.]}). */
    JENA_LAX_IP_LITERAL(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 IPv6address / IPvFuture",
            d -> !d.iri4jAccepts() && hostStartsWith(d.input(), "[")),

    /** Jena reads the {@code "v"} of IPvFuture as lower case only. */
    JENA_UPPERCASE_IPVFUTURE(
            JENA,
            VALIDITY,
            Winner.IRI4J,
            "RFC 3986 §3.2.2 IPvFuture = \"v\" ...; RFC 5234 §2.3: literals are case-insensitive",
            d -> d.iri4jAccepts() && hostStartsWith(d.input(), "[V")),

    // ---- resolution, java.net.URI ------------------------------------------------------------

    /** RFC 2396 cannot resolve against an opaque URI ({@code mailto:x@y}); java.net.URI returns the reference. */
    JAVA_RESOLVE_OPAQUE_BASE(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2, §5.2.3 (any absolute URI is a base)",
            d -> isOpaque(Parts.of(d.base()))),

    /** java.net.URI drops an empty authority ({@code file:///x} becomes {@code file:/x}). */
    JAVA_RESOLVE_EMPTY_AUTHORITY(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2 T.authority = R.authority or Base.authority, §5.3",
            d -> "".equals(target(d).authority())),

    /** java.net.URI drops an empty port ({@code //a:/} becomes {@code //a/}). */
    JAVA_RESOLVE_EMPTY_PORT(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2 T.authority = R.authority (kept as it is), §3.2.3",
            d -> hasEmptyPort(target(d))),

    /** java.net.URI keeps the port as a number and writes it back without leading zeros. */
    JAVA_RESOLVE_PORT_LEADING_ZERO(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2 T.authority = R.authority; port zeros go only in §6.2.3 normalization",
            d -> Pattern.matches(":0[0-9]+", afterHost(target(d)))),

    /** RFC 2396 merges a reference with an empty path ({@code ""}, {@code ?y}) with the base's directory. */
    JAVA_RESOLVE_EMPTY_PATH(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2 if R.path == \"\" then T.path = Base.path; §5.4.1 \"?y\"",
            d -> referenceIsSameDocumentPath(d)),

    /** java.net.URI removes dot segments only from merged relative paths, and keeps {@code ..} above the root. */
    JAVA_RESOLVE_DOT_SEGMENTS(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.2 remove_dot_segments for every path, §5.2.4; §5.4.2",
            d -> Parts.of(d.input()).hasDotSegment()),

    /** java.net.URI collapses empty segments ({@code a//b} becomes {@code a/b}). */
    JAVA_RESOLVE_EMPTY_SEGMENTS(
            JAVA_NET_URI,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §3.3 segment = *pchar (may be empty), §5.2.4 keeps them",
            d -> target(d).path().contains("//")),

    // ---- resolution, Jena IRI3986 ----------------------------------------------------------

    /** Jena's http port check parses the port as an {@code int}: NumberFormatException. */
    JENA_RESOLVE_PORT_OVERFLOW(
            JENA,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §3.2.3 port = *DIGIT",
            d -> d.peerSays().contains("NumberFormatException") && (hasLargePort(d.base()) || hasLargePort(d.input()))),

    /** Jena ignores a reference's scheme equal to the base's: the non-strict reading. */
    JENA_RESOLVE_NON_STRICT(
            JENA,
            RESOLUTION,
            Winner.EITHER,
            "RFC 3986 §5.2.2 strict vs non-strict (\"http:g\", §5.4.2)",
            d -> referenceHasTheBasesScheme(d) && d.peerSays().equals(nonStrict(d))),

    /** The literal §5.2 output would begin its path with {@code //} and re-parse with an authority. */
    PATH_STARTING_WITH_DOUBLE_SLASH(
            JENA,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §3.3 (path cannot begin with \"//\" without authority); iri4j writes \"/.//\"",
            d -> pathStartsWithDoubleSlash(target(d))),

    /** Jena keeps a rootless path rootless and drops empty segments where §5.2.4 does not. */
    JENA_RESOLVE_ROOTLESS_PATH(
            JENA,
            RESOLUTION,
            Winner.IRI4J,
            "RFC 3986 §5.2.4 remove_dot_segments (rootless input)",
            d -> target(d).authority() == null && rootlessInput(d));

    private final Peer peer;
    private final Disagreement.Kind kind;
    private final Winner winner;
    private final String rule;
    private final Predicate<Disagreement> predicate;

    DisagreementCategory(
            Peer peer, Disagreement.Kind kind, Winner winner, String rule, Predicate<Disagreement> predicate) {
        this.peer = peer;
        this.kind = kind;
        this.winner = winner;
        this.rule = rule;
        this.predicate = predicate;
    }

    /**
     * The first category a disagreement falls into.
     *
     * @param d a disagreement
     * @return its category, or empty if it is of no known kind
     */
    static Optional<DisagreementCategory> of(Disagreement d) {
        for (DisagreementCategory category : values()) {
            if (category.matches(d)) {
                return Optional.of(category);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a disagreement is of this kind.
     *
     * @param d a disagreement
     * @return true if peer and question are this category's and its predicate holds
     */
    boolean matches(Disagreement d) {
        return d.peer() == peer && d.kind() == kind && predicate.test(d);
    }

    /**
     * Whether the RFC, checked independently of iri4j, sides with {@link #winner()} on this
     * disagreement.
     *
     * @param d a disagreement of this category
     * @return true if the check holds
     */
    boolean rfcHolds(Disagreement d) {
        if (kind == VALIDITY) {
            boolean rfcValid = peer == JAVA_NET_URI
                    ? AbnfOracle.isUriReference(d.input())
                    : AbnfOracle.isRfc3987IriReference(d.input());
            return winner == Winner.IRI4J ? rfcValid == d.iri4jAccepts() : rfcValid != d.iri4jAccepts();
        }
        String strict = Rfc3986Reference.resolve(d.base(), d.input(), true);
        if (winner == Winner.EITHER) {
            // the peer gives what iri4j gives in the non-strict mode, iri4j the strict target
            return strict.equals(d.iri4j())
                    && Rfc3986Reference.resolve(d.base(), d.input(), false).equals(d.peerSays());
        }
        return winner == Winner.IRI4J ? strict.equals(d.iri4j()) : strict.equals(d.peerSays());
    }

    Peer peer() {
        return peer;
    }

    Disagreement.Kind kind() {
        return kind;
    }

    Winner winner() {
        return winner;
    }

    String rule() {
        return rule;
    }

    /** iri4j's answer in the non-strict mode of §5.2.2. */
    private static String nonStrict(Disagreement d) {
        return Iris.parse(d.base())
                .resolve(Iris.parse(d.input()), ResolutionMode.NON_STRICT)
                .toString();
    }

    private static Parts target(Disagreement d) {
        return Rfc3986Reference.target(d.base(), d.input(), true);
    }

    private static String afterHost(Parts c) {
        return c.authority() == null ? "" : c.afterHost();
    }

    private static String host(String input) {
        String host = Parts.of(input).host();
        return host == null ? "" : host;
    }

    private static boolean hostStartsWith(String input, String... prefixes) {
        String host = host(input);
        for (String prefix : prefixes) {
            if (host.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The host of the input's authority if it is an IP literal (begins with "["), else "". */
    private static String ipLiteral(String input) {
        String host = host(input);
        return host.startsWith("[") ? host : "";
    }

    /** Something other than ":" and a port follows an IP literal that ends with "]". */
    private static boolean textAfterIpLiteral(String input) {
        Parts c = Parts.of(input);
        String host = c.host();
        if (host == null || !host.startsWith("[") || !host.endsWith("]")) {
            return false;
        }
        String after = c.afterHost();
        return !after.isEmpty() && !after.startsWith(":");
    }

    private static boolean hasNonAscii(String s) {
        return s.chars().anyMatch(c -> c > 0x7F);
    }

    /** A port of ten digits or more: beyond what an {@code int} holds, or close. */
    private static boolean hasLargePort(String input) {
        String after = Parts.of(input).afterHost();
        return after != null && Pattern.matches(":[0-9]{10,}", after);
    }

    private static boolean bracketOutsideAuthority(String input) {
        Parts c = Parts.of(input);
        String outside = c.path() + (c.query() == null ? "" : c.query()) + (c.fragment() == null ? "" : c.fragment());
        return outside.indexOf('[') >= 0 || outside.indexOf(']') >= 0;
    }

    /** java.net.URI parsed an authority but found no server-based host in it. */
    private static boolean javaRegistryAuthority(String input) {
        try {
            URI uri = new URI(input);
            return uri.getRawAuthority() != null && uri.getHost() == null;
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    /** No authority and a path that does not begin with {@code /}: {@code mailto:x@y}, {@code urn:a:b}. */
    private static boolean isOpaque(Parts c) {
        return c.authority() == null && !c.path().startsWith("/");
    }

    /** An authority that ends with the ":" of an empty port. */
    private static boolean hasEmptyPort(Parts c) {
        return c.authority() != null && c.authority().endsWith(":");
    }

    /** No authority, and a path that begins with {@code //}. */
    private static boolean pathStartsWithDoubleSlash(Parts c) {
        return c.authority() == null && c.path().startsWith("//");
    }

    /** The reference has a scheme, and it is the base's (compared case-insensitively, §3.1). */
    private static boolean referenceHasTheBasesScheme(Disagreement d) {
        String scheme = Parts.of(d.input()).scheme();
        return scheme != null && scheme.equalsIgnoreCase(Parts.of(d.base()).scheme());
    }

    /** A reference with no scheme, no authority and an empty path: {@code ""}, {@code ?y}. */
    private static boolean referenceIsSameDocumentPath(Disagreement d) {
        Parts r = Parts.of(d.input());
        return r.scheme() == null && r.authority() == null && r.path().isEmpty();
    }

    /** The path §5.2.4 works on does not begin with {@code /}. */
    private static boolean rootlessInput(Disagreement d) {
        Parts r = Parts.of(d.input());
        Parts b = Parts.of(d.base());
        if (r.scheme() != null) {
            return r.authority() == null && !r.path().startsWith("/");
        }
        return r.authority() == null
                && b.authority() == null
                && !b.path().startsWith("/")
                && !r.path().startsWith("/");
    }
}
