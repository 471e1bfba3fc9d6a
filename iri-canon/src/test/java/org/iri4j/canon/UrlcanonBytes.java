package org.iri4j.canon;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * urlcanon's test files hold bytes, one JSON character per byte (its tests read them as
 * ISO-8859-1): {@code "\u00e2\u0098\u0083.com"} is the UTF-8 of {@code ☃.com}. A Java string is
 * text, so a value whose bytes are UTF-8 is read as that text; one that is not stays as it is.
 */
final class UrlcanonBytes {

    private UrlcanonBytes() {}

    static String text(String value) {
        if (value == null || value.chars().anyMatch(c -> c > 0xFF)) {
            return value;
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(value.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
        } catch (CharacterCodingException notUtf8) {
            return value;
        }
    }
}
