package org.iri4j.canon;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;

/**
 * Google Safe Browsing's canonical form of a link ("URLs and Hashing", Canonicalization): the
 * key its hash prefixes are computed on, which is not always a URL, so it is no
 * {@link CanonProfile} (no step can follow it). It has its own reading, which takes a special
 * link apart as a browser does (URL Standard §4.4: {@code \} ends the authority like {@code /}
 * and is a {@code /} in the path, the last {@code @} before the authority's end splits off the
 * credentials, a link without a scheme is {@code http://} and the link), so the key's host and
 * path are the ones a browser loads: {@code http://evil.example\@good.example/} gives
 * {@code http://evil.example/@good.example/}. It then fixes the host's dots before it reads an
 * IPv4 address, as Google's algorithm orders them, and decodes each component repeatedly, and
 * so keys links the Standard refuses ({@code http://host%23.com/}, {@code http://abc..123/} as
 * {@code http://abc.123/}); what decoding reveals that would end the host is encoded again, so
 * it never moves the host's boundary. A link without a host has no key, as in the browsers'
 * clients ({@link CanonCode#MISSING_HOST}): {@code data:}, {@code javascript:}, {@code mailto:},
 * {@code about:blank}, a file link without a host.
 *
 * <table>
 *   <caption>Keys</caption>
 *   <tr><th>link</th><th>{@link #text()}</th></tr>
 *   <tr><td>{@code http://host/%25%32%35}</td><td>{@code http://host/%25}</td></tr>
 *   <tr><td>{@code http://3279880203/blah}</td><td>{@code http://195.127.0.11/blah}</td></tr>
 *   <tr><td>{@code http://www.GOOgle.com/}</td><td>{@code http://www.google.com/}</td></tr>
 *   <tr><td>{@code http://a/b\c/../d}</td><td>{@code http://a/b/d}</td></tr>
 *   <tr><td>{@code file:///etc}</td><td>none: {@link CanonCode#MISSING_HOST}</td></tr>
 *   <tr><td>{@code javascript:alert(1)}</td><td>none: {@link CanonCode#MISSING_HOST}</td></tr>
 * </table>
 *
 * <p>A value: immutable, thread-safe, serializable by its text; equal when the texts are.
 *
 * @since 0.1.0
 */
public final class SafeBrowsingKey implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The canonical form. */
    private final String text;

    private SafeBrowsingKey(String text) {
        this.text = text;
    }

    /**
     * A key read back has its text: a stream that holds none is no key (Java Object
     * Serialization §3.7).
     *
     * @param in the stream
     * @throws IOException if the stream cannot be read, or holds no text
     * @throws ClassNotFoundException if a class of the stream is not found
     */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (text == null) {
            throw new InvalidObjectException("a Safe Browsing key without its text");
        }
    }

    /**
     * The key of a link as found (in a page, a log, a seed list).
     *
     * @param link the link
     * @return its key
     * @throws InvalidInputException if the link has no host (one without an authority, as a
     *     {@code data:}, {@code javascript:}, {@code mailto:} or {@code about:} link; an empty
     *     host, a file link's {@code localhost} included), or one with a colon that is no IPv6
     *     address ({@link CanonCode#MISSING_HOST}); or, for a link no real crawl holds, if its
     *     form changes each time it is canonicalized again ({@link CanonCode#UNSTABLE})
     */
    public static SafeBrowsingKey of(String link) {
        return new SafeBrowsingKey(SafeBrowsing.canonicalize(Objects.requireNonNull(link, "link")));
    }

    /**
     * The key of a link as found, or empty where {@link #of} throws: no exception and no message
     * built, for a crawl's hot path where a link without a key needs no reason.
     *
     * @param link the link
     * @return its key; empty if it has none
     */
    public static Optional<SafeBrowsingKey> tryOf(String link) {
        String key = SafeBrowsing.canonicalOrNull(Objects.requireNonNull(link, "link"));
        return key == null ? Optional.empty() : Optional.of(new SafeBrowsingKey(key));
    }

    /**
     * The canonical form, which Safe Browsing hashes.
     *
     * @return for example {@code http://host/%25}
     */
    public String text() {
        return text;
    }

    /**
     * Keys are equal when their texts are.
     *
     * @param o another object
     * @return whether it is an equal key
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof SafeBrowsingKey k && k.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * The canonical form.
     *
     * @return {@link #text()}
     */
    @Override
    public String toString() {
        return text;
    }
}
