package org.iri4j.core.internal.codec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The query of an http or https IRI mapped with the document's charset instead of UTF-8
 * (draft-ietf-iri-3987bis §6.3, "Mapping query components"), as browsers do for forms and
 * links in legacy-encoded pages.
 *
 * <p>A character the charset cannot encode becomes the numeric character reference
 * {@code &#N;} (N in decimal), itself percent-encoded as {@code %26%23N%3B}: what the WHATWG
 * URL Standard and every browser do, since the draft says nothing. Such a query no longer
 * round-trips, which is why the option is off by default.
 */
public final class QueryCharsetEncoder {

    private QueryCharsetEncoder() {}

    /**
     * Checks that a charset can serve: it must encode US-ASCII as itself (the rest of the
     * URI stays ASCII); a Unicode-based charset (UTF-16, UTF-32, CESU-8...) means UTF-8
     * (3987bis §7.2).
     *
     * @param charset the document charset
     * @return the charset to use, or null to use UTF-8
     * @throws IllegalArgumentException if the charset cannot encode or is not ASCII-compatible
     */
    public static Charset validate(Charset charset) {
        String name = charset.name().toUpperCase(Locale.ROOT);
        if (name.contains("UTF-") || name.startsWith("CESU")) {
            return null;
        }
        if (!charset.canEncode()) {
            throw new IllegalArgumentException("charset " + charset.name() + " cannot encode");
        }
        String probe = "azAZ09-._~!$&'()*+,;=:@/?%#";
        ByteBuffer bytes = StandardCharsets.US_ASCII.encode(probe);
        if (!charset.encode(probe).equals(bytes)) {
            throw new IllegalArgumentException("charset " + charset.name()
                    + " does not encode US-ASCII as itself, so it cannot be used for a URI query");
        }
        return charset;
    }

    /**
     * Appends a query with its non-ASCII characters encoded in the charset and
     * percent-encoded; US-ASCII is copied.
     *
     * @param out     where to append
     * @param s       the IRI
     * @param from    first index of the query
     * @param to      one past its last index
     * @param charset a charset {@link #validate accepted}
     */
    public static void appendQuery(StringBuilder out, String s, int from, int to, Charset charset) {
        CharsetEncoder encoder = charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c < 0x80) {
                out.append(c);
                i++;
                continue;
            }
            int cp = s.codePointAt(i);
            int width = Character.charCount(cp);
            try {
                ByteBuffer bytes = encoder.reset().encode(CharBuffer.wrap(s, i, i + width));
                while (bytes.hasRemaining()) {
                    PercentEncoder.appendOctet(out, bytes.get() & 0xFF);
                }
            } catch (CharacterCodingException e) {
                out.append("%26%23").append(cp).append("%3B");
            }
            i += width;
        }
    }
}
