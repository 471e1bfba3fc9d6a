package org.iri4j.api;

/**
 * The pair of bidi formatting characters that sets a left-to-right direction around the
 * display form of a bidirectional IRI (RFC 3987 §4.1: "as if they were preceded by U+202A,
 * LEFT-TO-RIGHT EMBEDDING (LRE), and followed by U+202C, POP DIRECTIONAL FORMATTING (PDF)").
 *
 * <p>Both pairs lay the IRI itself out the same way: as a left-to-right run in which
 * right-to-left parts are reversed (Unicode Bidirectional Algorithm, UAX #9). They differ in
 * what the surrounding text sees:
 *
 * <table>
 *   <caption>Embedding versus isolate</caption>
 *   <tr><th></th><th>{@link #EMBEDDING}</th><th>{@link #ISOLATE}</th></tr>
 *   <tr><td>characters</td><td>U+202A LRE … U+202C PDF</td><td>U+2066 LRI … U+2069 PDI</td></tr>
 *   <tr><td>source</td><td>RFC 3987 §4.1, draft-ietf-iri-3987bis</td><td>Unicode 6.3 (2013), UAX #9 §2.7</td></tr>
 *   <tr><td>effect on the text around</td><td>the IRI's strong characters take part in resolving
 *       neutral characters just outside it</td><td>none: the IRI counts as one neutral character</td></tr>
 *   <tr><td>renderer support</td><td>every implementation of the Bidi algorithm</td><td>only those
 *       of Unicode 6.3 or later; older ones ignore the isolates, as if there were no wrapping</td></tr>
 * </table>
 *
 * <p>{@link #EMBEDDING} is the default because it is what the RFC names and what every
 * renderer understands; {@link #ISOLATE} is the better choice when the display form is
 * inserted into running text shown by a current renderer (UAX #9 recommends isolates for
 * text of unknown direction).
 *
 * @since 0.1.0
 */
public enum BidiWrapping {

    /** U+202A LEFT-TO-RIGHT EMBEDDING before, U+202C POP DIRECTIONAL FORMATTING after (RFC 3987 §4.1). */
    EMBEDDING('\u202A', '\u202C'),

    /** U+2066 LEFT-TO-RIGHT ISOLATE before, U+2069 POP DIRECTIONAL ISOLATE after (UAX #9 §2.7). */
    ISOLATE('\u2066', '\u2069');

    private final char open;
    private final char close;

    BidiWrapping(char open, char close) {
        this.open = open;
        this.close = close;
    }

    /**
     * The character that opens the left-to-right context (RFC 3987 §4.1).
     *
     * @return U+202A or U+2066
     */
    public char open() {
        return open;
    }

    /**
     * The character that closes it (RFC 3987 §4.1).
     *
     * @return U+202C or U+2069
     */
    public char close() {
        return close;
    }
}
