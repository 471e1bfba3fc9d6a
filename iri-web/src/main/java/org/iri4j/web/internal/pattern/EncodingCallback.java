package org.iri4j.web.internal.pattern;

/**
 * An "encoding callback" (URL Pattern Standard §2.1.5 Parsing; the component's callbacks are in
 * §3.1 Encoding callbacks): validates and encodes a piece of fixed text of a pattern string.
 */
@FunctionalInterface
public interface EncodingCallback {

    /** The callback that returns its input unchanged: for tests, and for text already encoded. */
    EncodingCallback IDENTITY = value -> value;

    /**
     * Encodes one piece of fixed text.
     *
     * @param value the text, possibly empty
     * @return the encoded text
     * @throws IllegalArgumentException with the reason, when the text cannot be encoded for the
     *     component; the parser reports it as {@link PatternError#INVALID_COMPONENT_TEXT} at the
     *     index where the text starts
     */
    String encode(String value);
}
