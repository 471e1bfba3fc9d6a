package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.Test;

/** Values are serializable by their text: a URL as its serialization (URL Standard §4.5), parsed again when read. */
class WebUrlSerializationTest {

    @Test
    void aUrlTravelsAsItsSerialization() throws Exception {
        WebUrl url = WebUrl.parse("https://user@EXAMPLE.org:8080/a/../b?q#f");
        WebUrl back = (WebUrl) read(write(url));
        assertEquals(url, back);
        assertEquals(url.components(), back.components());
        assertEquals("example.org", back.hostname());
    }

    @Test
    void aResultTravelsWithItsUrlAndViolations() throws Exception {
        WebUrlResult valid = WebUrl.read("https:\\\\example.org\\a b", null);
        assertEquals(valid, read(write(valid)));
        WebUrlResult failed = WebUrl.read("https://exa mple.org/", null);
        WebUrlResult back = (WebUrlResult) read(write(failed));
        assertEquals(failed, back);
        InvalidInputException e = assertThrows(InvalidInputException.class, back::orElseThrow);
        assertEquals(UrlCode.DOMAIN_TO_ASCII, e.code());
    }

    /** A serialized form that no longer parses is refused, never made a URL the parser would not give. */
    @Test
    void aSerialFormThatDoesNotParseIsRefused() throws Exception {
        byte[] bytes = write(WebUrl.parse("https://example.org/"));
        byte[] forged = replace(bytes, "example.org", "exa mple.or");
        assertThrows(InvalidObjectException.class, () -> read(forged));
    }

    /** A result's URL is read through the URL's own serial form: the same refusal. */
    @Test
    void aResultWhoseUrlDoesNotParseIsRefused() throws Exception {
        byte[] bytes = write(WebUrl.read("https://example.org/", null));
        byte[] forged = replace(bytes, "https://example.org/", "https://exa mple.org");
        assertThrows(InvalidObjectException.class, () -> read(forged));
    }

    private static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ObjectOutputStream objects = new ObjectOutputStream(out)) {
            objects.writeObject(o);
        }
        return out.toByteArray();
    }

    private static Object read(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    /** Replaces the last occurrence of ASCII text by text of the same length, as a forged stream would. */
    private static byte[] replace(byte[] bytes, String from, String to) {
        byte[] f = from.getBytes(StandardCharsets.US_ASCII);
        byte[] t = to.getBytes(StandardCharsets.US_ASCII);
        assertEquals(f.length, t.length);
        for (int i = bytes.length - f.length; i >= 0; i--) {
            boolean match = true;
            for (int j = 0; j < f.length && match; j++) {
                match = bytes[i + j] == f[j];
            }
            if (match) {
                byte[] out = bytes.clone();
                System.arraycopy(t, 0, out, i, t.length);
                return out;
            }
        }
        return fail("not in the stream: " + from);
    }
}
