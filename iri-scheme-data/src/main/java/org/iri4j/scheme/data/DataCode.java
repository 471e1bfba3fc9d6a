package org.iri4j.scheme.data;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The codes of the data rules (RFC 2397 §3, with the tokens of RFC 2045 §5.1 and the base64
 * of RFC 4648 §4), in the namespace {@code data}: a check reports them as warnings by default
 * and as errors in the strict profile ({@link org.iri4j.api.SeverityMap}). Each is an error
 * by its specification: RFC 2397 §3 gives a grammar, and RFC 4648 §3.2, §3.3 and §3.5 say
 * MUST.
 *
 * @since 0.1.0
 */
public enum DataCode implements ViolationCode {

    /** An authority ({@code data://...}): {@code dataurl := "data:" [ mediatype ] [ ";base64" ] "," data} has none. */
    UNEXPECTED_AUTHORITY(Severity.ERROR, "RFC 2397 §3"),
    /** No {@code ","} between the media type and the data (RFC 2397 §3 {@code dataurl}). */
    MISSING_COMMA(Severity.ERROR, "RFC 2397 §3"),
    /** A media type that is not {@code type "/" subtype}, each an RFC 2045 §5.1 {@code token}. */
    INVALID_MEDIA_TYPE(Severity.ERROR, "RFC 2397 §3"),
    /** A parameter that is not {@code attribute "=" value} with an RFC 2045 §5.1 token as attribute, or whose value is neither a token, a quoted-string nor a percent-encoded one. */
    INVALID_PARAMETER(Severity.ERROR, "RFC 2397 §3"),
    /** Base64 data with a character outside the alphabet, misplaced or extra padding, a lone final character, or pad bits not zero (RFC 4648 §3.3, §3.5, §4). */
    INVALID_BASE64(Severity.ERROR, "RFC 4648 §4"),
    /** Base64 data whose last group lacks the {@code "="} padding it needs (RFC 4648 §3.2). */
    MISSING_BASE64_PADDING(Severity.ERROR, "RFC 4648 §3.2");

    private final Severity severity;
    private final String reference;

    DataCode(Severity severity, String reference) {
        this.severity = severity;
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "data";
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
