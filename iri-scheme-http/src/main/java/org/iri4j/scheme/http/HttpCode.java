package org.iri4j.scheme.http;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The codes of the http, https, ws and wss rules, in the namespace {@code http}: a check
 * reports them as warnings by default and as errors in the strict profile
 * ({@link org.iri4j.api.SeverityMap}).
 *
 * @since 0.1.0
 */
public enum HttpCode implements ViolationCode {

    /** An http, https, ws or wss IRI with an empty host (RFC 9110 §4.2.1, RFC 6455 §3). */
    EMPTY_HOST(Severity.ERROR, "RFC 9110 §4.2.1"),
    /** A fragment in a ws or wss IRI, which RFC 6455 §3 forbids. */
    FRAGMENT_NOT_ALLOWED_BY_SCHEME(Severity.ERROR, "RFC 6455 §3"),
    /**
     * Userinfo in an http or https IRI, which a sender MUST NOT generate and a recipient
     * SHOULD treat as an error, since it can hide the real host (RFC 9110 §4.2.4); a ws or
     * wss IRI has no userinfo at all (RFC 6455 §3).
     */
    USERINFO_NOT_ALLOWED(Severity.ERROR, "RFC 9110 §4.2.4"),
    /**
     * A registered-name host that is no DNS name: a label that is not letters, digits and
     * hyphens, begins or ends with a hyphen, is empty or longer than 63 octets, or a name longer
     * than 253 (RFC 3986 §3.2.2, which says producers should use names of the DNS syntax of
     * RFC 1034 §3.5 and RFC 1123 §2.1). {@code toUri} copies such a US-ASCII host as it is
     * ({@code my_host} is common on intranets), so it is a warning whatever the profile.
     */
    HOST_NOT_DNS_NAME(Severity.WARNING, "RFC 3986 §3.2.2");

    private final Severity severity;
    private final String reference;

    HttpCode(Severity severity, String reference) {
        this.severity = severity;
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "http";
    }

    @Override
    public Severity severity() {
        return severity;
    }

    @Override
    public String reference() {
        return reference;
    }
}
