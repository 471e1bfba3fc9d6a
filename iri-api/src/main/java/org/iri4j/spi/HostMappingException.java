package org.iri4j.spi;

/**
 * Thrown by a {@link HostMapper} when ToASCII rejects a host label (RFC 3490 §4.1,
 * UTS #46 §4): names the label and the kind of error, so that the core can report a
 * violation that says which label failed and why.
 *
 * @since 0.1.0
 */
public final class HostMappingException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The label that was rejected. */
    private final String label;
    /** The mapper's name for the error, e.g. {@code "DISALLOWED"} or {@code "BIDI"}. */
    private final String kind;

    /**
     * Makes the exception.
     *
     * @param label  the label rejected, as it stood in the host
     * @param kind   a short stable name of the error, e.g. {@code "DISALLOWED"}
     * @param reason a sentence saying what is wrong with the label
     */
    public HostMappingException(String label, String kind, String reason) {
        super(reason);
        this.label = label;
        this.kind = kind;
    }

    /**
     * The label rejected.
     *
     * @return the label as it stood in the host
     */
    public String label() {
        return label;
    }

    /**
     * The kind of error.
     *
     * @return a short stable name such as {@code "DISALLOWED"}
     */
    public String kind() {
        return kind;
    }
}
