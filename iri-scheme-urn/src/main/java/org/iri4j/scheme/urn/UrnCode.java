package org.iri4j.scheme.urn;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The codes of the urn rules (RFC 8141 §2, RFC 9562 §4), in the namespace {@code urn}: a
 * check reports them as warnings by default and as errors in the strict profile
 * ({@link org.iri4j.api.SeverityMap}).
 *
 * @since 0.1.0
 */
public enum UrnCode implements ViolationCode {

    /** A namespace identifier that is not 2 to 32 letters, digits and inner hyphens (RFC 8141 §2 {@code NID}), or an authority where it should be. */
    INVALID_NID(Severity.ERROR, "RFC 8141 §2"),
    /** A missing or empty namespace specific string, or one that starts with "/" (RFC 8141 §2 {@code NSS}). */
    INVALID_NSS(Severity.ERROR, "RFC 8141 §2"),
    /** A query that is not {@code ?+} r-component and/or {@code ?=} q-component, each non-empty (RFC 8141 §2 {@code rq-components}). */
    INVALID_RQ_COMPONENTS(Severity.ERROR, "RFC 8141 §2"),
    /** A {@code urn:uuid:} name whose NSS is not a UUID: 8-4-4-4-12 hexadecimal digits (RFC 9562 §4). */
    INVALID_UUID(Severity.ERROR, "RFC 9562 §4"),
    /**
     * A {@code urn:uuid:} UUID written with upper-case hexadecimal digits: RFC 9562 §4 has them
     * "output as lowercase characters", though "case insensitive on input" (a recommendation).
     */
    UUID_NOT_LOWERCASE(Severity.WARNING, "RFC 9562 §4");

    private final Severity severity;
    private final String reference;

    UrnCode(Severity severity, String reference) {
        this.severity = severity;
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "urn";
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
