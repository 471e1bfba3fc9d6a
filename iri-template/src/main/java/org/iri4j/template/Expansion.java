package org.iri4j.template;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import org.iri4j.api.Iri;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.Iris;

/**
 * The result of expanding a URI template (RFC 6570 §3), held once and read as an IRI or as a
 * URI: {@link #iriText()} keeps the non-ASCII characters a value or a literal gives
 * ({@code ucschar}, RFC 3987 §2.2), {@link #uriText()} percent-encodes each of them in UTF-8
 * (RFC 3987 §3.1, what RFC 6570 §3.2.1 writes). Private-use characters and non-characters are
 * percent-encoded in both, since an IRI holds them nowhere but in its query.
 *
 * <p>An expansion is a URI reference only if the template and the values make one: reserved
 * expansion ({@code {+var}}, {@code {#var}}) copies reserved characters as they are, so
 * {@code {+x}} with {@code x = "a[b"} gives {@code a[b}, and a literal may hold a second
 * {@code #}. {@link #toIri()} says so with the parser's error.
 *
 * @since 0.1.0
 */
public final class Expansion implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The IRI form (serialized as the record {@code Serialized}, never as these fields). */
    private final String iri;
    /** Whether the IRI form is all ASCII, so that it is its own URI form. */
    private final boolean ascii;

    Expansion(String iri, boolean ascii) {
        this.iri = iri;
        this.ascii = ascii;
    }

    /**
     * The expansion with non-ASCII characters kept, as an IRI holds them (RFC 3987 §2.2).
     *
     * @return the IRI form
     */
    public String iriText() {
        return iri;
    }

    /**
     * The expansion as RFC 6570 §3.2.1 writes it: every non-ASCII character percent-encoded in
     * UTF-8 (RFC 3987 §3.1); the same string as {@link #iriText()} when that is all ASCII.
     *
     * @return the URI form
     */
    public String uriText() {
        return ascii ? iri : PercentEncoding.encodeNonAscii(iri);
    }

    /**
     * The expansion parsed as an IRI reference (RFC 3987 §2.2).
     *
     * @return the IRI
     * @throws org.iri4j.api.InvalidInputException if the expansion is not an IRI reference
     */
    public Iri toIri() {
        return Iris.parse(iri);
    }

    /**
     * The URI form parsed as a URI reference (RFC 3986 §4.1).
     *
     * @return the URI
     * @throws org.iri4j.api.InvalidInputException if the expansion is not a URI reference
     */
    public Iri toUri() {
        return Iris.parse(uriText());
    }

    /**
     * Equal expansions have the same text.
     *
     * @param other another object
     * @return whether it is the same expansion
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Expansion that && iri.equals(that.iri);
    }

    @Override
    public int hashCode() {
        return iri.hashCode();
    }

    /**
     * The IRI form.
     *
     * @return {@link #iriText()}
     */
    @Override
    public String toString() {
        return iri;
    }

    /**
     * Serialization: the serial form is the expansion's text, read again when the stream is read back.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new Serialized(iri);
    }

    /**
     * Refuses a stream that holds the fields rather than the serial form: a forged one.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a expansion is read from its serial form, its text");
    }

    /**
     * The serial form: the text, read again when the stream is read back, so that a stream
     * gives only a value the reader gives (a forged one is refused).
     *
     * @param text the text
     */
    private record Serialized(String text) implements Serializable {

        private Object readResolve() throws ObjectStreamException {
            if (text == null) {
                throw new InvalidObjectException("the serial form of a expansion holds null");
            }
            boolean ascii = true;
            for (int i = 0; i < text.length(); ) {
                int cp = text.codePointAt(i);
                if (cp >= 0x80 && !CharClasses.isKeptInIri(cp)) {
                    throw new InvalidObjectException("not an expansion: " + MessageText.codePoint(cp) + " at index " + i
                            + " is percent-encoded in every expansion");
                }
                ascii &= cp < 0x80;
                i += Character.charCount(cp);
            }
            return new Expansion(text, ascii);
        }
    }
}
