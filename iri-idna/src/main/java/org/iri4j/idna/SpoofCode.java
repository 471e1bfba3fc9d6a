package org.iri4j.idna;

import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The host spoofing warnings of the ICU host mapper (RFC 3987 §8, Unicode UTS #39), in the
 * namespace {@code idna}.
 *
 * @since 0.1.0
 */
public enum SpoofCode implements ViolationCode {

    /** A host label whose characters share no script (UTS #39 §5.1 resolved script set is empty). */
    HOST_MIXED_SCRIPT("UTS #39 §5.1"),
    /** A single-script host label that looks like a label of another script, e.g. Cyrillic "аррӏе". */
    HOST_WHOLE_SCRIPT_CONFUSABLE("UTS #39 §4"),
    /** A mixed-script host label that looks like a single-script one, e.g. "pаypal" with a Cyrillic "а". */
    HOST_MIXED_SCRIPT_CONFUSABLE("UTS #39 §4"),
    /** A host label below the restriction level browsers show in Unicode (moderately restrictive). */
    HOST_RESTRICTION_LEVEL("UTS #39 §5.2");

    private final String reference;

    SpoofCode(String reference) {
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "idna";
    }

    /** Spoofing is a danger to point out, never a breach of a MUST: always a warning. */
    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String reference() {
        return reference;
    }
}
