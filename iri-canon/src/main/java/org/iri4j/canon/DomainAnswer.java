package org.iri4j.canon;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * The answer of a registrable-domain lookup (URL Standard §3.2, "obtain the public suffix" and
 * "obtain the registrable domain"), with the reason when there is no registrable domain, so that
 * "not a host" is told apart from "a host without a registrable domain". Made by
 * {@link PublicSuffixList#lookup} and {@link PublicSuffixList#lookupLink}.
 *
 * <table>
 *   <caption>{@code PublicSuffixList.snapshot().lookup(host)}</caption>
 *   <tr><th>host</th><th>{@link #registrableDomain()}</th><th>{@link #publicSuffix()}</th>
 *       <th>{@link #reason()}'s code</th><th>{@link #isHost()}</th></tr>
 *   <tr><td>{@code www.example.co.uk}</td><td>{@code example.co.uk}</td><td>{@code co.uk}</td>
 *       <td>none</td><td>true</td></tr>
 *   <tr><td>{@code co.uk}</td><td>empty</td><td>{@code co.uk}</td>
 *       <td>{@link CanonCode#PUBLIC_SUFFIX}</td><td>true</td></tr>
 *   <tr><td>{@code localhost}</td><td>empty</td><td>{@code localhost}</td>
 *       <td>{@link CanonCode#SINGLE_LABEL}</td><td>true</td></tr>
 *   <tr><td>{@code 192.0.2.1}, {@code [::1]}</td><td>empty</td><td>empty</td>
 *       <td>{@link CanonCode#IP_ADDRESS}</td><td>true</td></tr>
 *   <tr><td>{@code example.com:8080}</td><td>empty</td><td>empty</td>
 *       <td>{@link CanonCode#NOT_A_HOST}: {@code U+003A COLON at index 11 in host: a host has no port ...}</td>
 *       <td>false</td></tr>
 * </table>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class DomainAnswer {

    /** What the reason's indexes point into: the host, or the link it was read from. */
    private final String input;

    private final String host;
    private final String registrableDomain;
    private final String publicSuffix;
    private final PslSection section;
    private final Violation reason;

    private DomainAnswer(Found found, Violation reason) {
        this.input = found.input;
        this.host = found.host;
        this.registrableDomain = found.registrableDomain;
        this.publicSuffix = found.publicSuffix;
        this.section = found.section;
        this.reason = reason;
    }

    /**
     * What a lookup found, before the reason is known.
     *
     * @param input             the text looked up
     * @param host              the host, or null for a link that names none
     * @param registrableDomain the registrable domain, or null
     * @param publicSuffix      the public suffix, or null
     * @param section           the section of the rule that decided the public suffix, or null
     */
    record Found(String input, String host, String registrableDomain, String publicSuffix, PslSection section) {}

    /**
     * An answer, with its reason when it has no registrable domain.
     *
     * @param found  what the lookup found
     * @param reason why there is no registrable domain; null when there is one
     * @return the answer
     */
    static DomainAnswer of(Found found, Violation reason) {
        if ((found.registrableDomain == null) == (reason == null)) {
            throw new IllegalStateException("an answer has a registrable domain or a reason, not both");
        }
        return new DomainAnswer(found, reason);
    }

    /**
     * The answer for an input that names no host: a link that fails, or names none.
     *
     * @param input  the input
     * @param reason why, its indexes into the input
     * @return the answer
     */
    static DomainAnswer noHost(String input, Violation reason) {
        return new DomainAnswer(new Found(input, null, null, null, null), reason);
    }

    /**
     * This answer for the link whose host was looked up: the reason marks the whole link (its
     * indexes pointed into the host) and, for a host that is no host, names it.
     *
     * @param link the link
     * @return the answer for the link
     */
    DomainAnswer inLink(String link) {
        Found found = new Found(link, host, registrableDomain, publicSuffix, section);
        if (reason == null) {
            return new DomainAnswer(found, null);
        }
        Violation hostReason = reason;
        String lookedUp = host;
        MessageSource message = isHost()
                ? hostReason::message
                : () -> "the link's host " + DomainReasons.quote(lookedUp) + " is not a domain: "
                        + hostReason.message();
        Violation inLink = Violation.of(hostReason.code(), Component.HOST, 0, link.length(), message)
                .withSeverity(hostReason.severity());
        return new DomainAnswer(found, inLink);
    }

    /**
     * The host looked up: the input of {@link PublicSuffixList#lookup}, a link's host as the URL
     * Standard serializes it.
     *
     * @return the host; empty for a link that names none
     */
    public Optional<String> host() {
        return Optional.ofNullable(host);
    }

    /**
     * The registrable domain (eTLD+1), in the host's form and lower case, a trailing dot kept.
     *
     * @return the registrable domain; empty exactly when {@link #reason()} is present
     */
    public Optional<String> registrableDomain() {
        return Optional.ofNullable(registrableDomain);
    }

    /**
     * The public suffix, in the host's form and lower case.
     *
     * @return the public suffix; empty for an IP address and for what is not a host
     */
    public Optional<String> publicSuffix() {
        return Optional.ofNullable(publicSuffix);
    }

    /**
     * The section of the list whose rule decided the public suffix.
     *
     * @return the section; empty when there is no public suffix or the implicit rule {@code *}
     *     decided
     */
    public Optional<PslSection> section() {
        return Optional.ofNullable(section);
    }

    /**
     * Why there is no registrable domain: a {@link CanonCode}, or for a link the failure that
     * says why it names no host ({@code url.*}, {@link CanonCode#NO_HOST}). Its indexes point
     * into the input: the host, or the whole link.
     *
     * @return the reason; empty when there is a registrable domain
     */
    public Optional<Violation> reason() {
        return Optional.ofNullable(reason);
    }

    /**
     * Whether the input is a host: one with a registrable domain, an IP address or a public
     * suffix ({@link CanonCode#IP_ADDRESS}, {@link CanonCode#PUBLIC_SUFFIX},
     * {@link CanonCode#SINGLE_LABEL}), rather than no host at all.
     *
     * @return false when the reason says the input is not a host, or a link names none
     */
    public boolean isHost() {
        ViolationCode code = reason == null ? null : reason.code();
        return code == null
                || code == CanonCode.IP_ADDRESS
                || code == CanonCode.PUBLIC_SUFFIX
                || code == CanonCode.SINGLE_LABEL;
    }

    /**
     * This answer, if the input is a host: the throwing entry point for callers that treat "not a
     * host" as bad input and "no registrable domain" as an answer.
     *
     * @return this answer
     * @throws InvalidInputException with the reason ({@link CanonCode#NOT_A_HOST}, or the failure of
     *     a link) when {@link #isHost()} is false
     */
    public DomainAnswer requireHost() {
        if (!isHost()) {
            throw failure();
        }
        return this;
    }

    /**
     * The registrable domain, or the reason as an exception.
     *
     * @return the registrable domain
     * @throws InvalidInputException with the reason when there is no registrable domain
     */
    public String orElseThrow() {
        if (reason != null) {
            throw failure();
        }
        return registrableDomain;
    }

    private InvalidInputException failure() {
        return new InvalidInputException(input, List.of(reason));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DomainAnswer other
                && input.equals(other.input)
                && Objects.equals(host, other.host)
                && Objects.equals(registrableDomain, other.registrableDomain)
                && Objects.equals(publicSuffix, other.publicSuffix)
                && section == other.section
                && Objects.equals(reason, other.reason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(input, host, registrableDomain, publicSuffix, section, reason);
    }

    /**
     * The answer for logs.
     *
     * @return for example {@code DomainAnswer['co.uk': canon.PUBLIC_SUFFIX]}, the input cut after 64
     *     characters
     */
    @Override
    public String toString() {
        String answer = reason == null ? registrableDomain : reason.code().id();
        return "DomainAnswer[" + DomainReasons.quote(input) + ": " + answer + "]";
    }
}
