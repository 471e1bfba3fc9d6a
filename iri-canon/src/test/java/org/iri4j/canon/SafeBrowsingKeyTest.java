package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Safe Browsing's key as its own type (Google Safe Browsing, "URLs and Hashing",
 * Canonicalization): its entry points, the throwing one and the one that gives empty, and the
 * value they give.
 */
class SafeBrowsingKeyTest {

    /** The javadoc's table, from Google's documented vectors. */
    @ParameterizedTest
    @CsvSource({
        "http://host/%25%32%35, http://host/%25",
        "http://3279880203/blah, http://195.127.0.11/blah",
        "http://www.GOOgle.com/, http://www.google.com/",
        "http://a/b\\c/../d, http://a/b/d",
    })
    void aLinksKey(String link, String key) {
        assertEquals(key, SafeBrowsingKey.of(link).text());
        assertEquals(key, SafeBrowsingKey.of(link).toString());
        assertEquals(Optional.of(SafeBrowsingKey.of(link)), SafeBrowsingKey.tryOf(link));
    }

    @Test
    void aLinkWithoutAHostHasNoKey() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> SafeBrowsingKey.of("file:///etc"));
        assertEquals(CanonCode.MISSING_HOST, e.code());
        assertEquals(Optional.empty(), SafeBrowsingKey.tryOf("file:///etc"));
        assertEquals(Optional.empty(), SafeBrowsingKey.tryOf("http://[::1/"));
        InvalidInputException noAuthority =
                assertThrows(InvalidInputException.class, () -> SafeBrowsingKey.of("javascript:alert(1)"));
        assertEquals(CanonCode.MISSING_HOST, noAuthority.code());
        assertEquals(Optional.empty(), SafeBrowsingKey.tryOf("javascript:alert(1)"));
    }

    @Test
    void keysAreValuesOfTheirText() throws IOException, ClassNotFoundException {
        SafeBrowsingKey key = SafeBrowsingKey.of("HTTP://www.Example.com/a#f");
        assertEquals(SafeBrowsingKey.of("http://www.example.com/a"), key);
        assertEquals(SafeBrowsingKey.of("http://www.example.com/a").hashCode(), key.hashCode());
        assertNotEquals(SafeBrowsingKey.of("http://www.example.com/b"), key);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(key);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(key, in.readObject());
        }
    }

    @Test
    void nullIsAProgrammingMistake() {
        assertThrows(NullPointerException.class, () -> SafeBrowsingKey.of(null));
        assertThrows(NullPointerException.class, () -> SafeBrowsingKey.tryOf(null));
    }
}
