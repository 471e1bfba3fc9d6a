package org.iri4j.scheme.mailto;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The codes of the mailto rules (RFC 6068), in the namespace {@code mailto}: a check reports
 * them as warnings by default and as errors in the strict profile
 * ({@link org.iri4j.api.SeverityMap}).
 *
 * @since 0.1.0
 */
public enum MailtoCode implements ViolationCode {

    /** A mailto address that is not an {@code addr-spec}, or holds a character RFC 6068 §2 wants encoded. */
    INVALID_MAILTO_ADDRESS(Severity.ERROR, "RFC 6068 §2"),
    /** A mailto header field that is not {@code hfname "=" hfvalue}. */
    INVALID_MAILTO_HEADER(Severity.ERROR, "RFC 6068 §2");

    private final Severity severity;
    private final String reference;

    MailtoCode(Severity severity, String reference) {
        this.severity = severity;
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "mailto";
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
