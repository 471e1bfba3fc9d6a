package org.iri4j.web;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import org.iri4j.api.Component;
import org.iri4j.web.codec.Percent;
import org.iri4j.web.codec.UrlChars;

/**
 * The query state's "percent-encode after encoding" (URL Standard §1.3) for an encoding other
 * than UTF-8, as a document's encoding gives it: the query is encoded with the charset, each
 * byte outside ASCII or in the set is percent-encoded, and a code point the charset cannot
 * encode becomes {@code %26%23}, its decimal value and {@code %3B} (an HTML numeric character
 * reference, percent-encoded).
 */
final class QueryEncoder {

    private QueryEncoder() {}

    /**
     * Encodes {@code s[from, to)}.
     *
     * @param ps       the parse, for the text and the validation errors
     * @param from     the first index of the query
     * @param to       one past its last
     * @param set      the percent-encode set
     * @param encoding the charset
     * @return the encoded query
     */
    static String encode(Parse ps, int from, int to, int set, Charset encoding) {
        if (ps.report.collecting()) {
            for (int i = from; i < to; i++) {
                if (!UrlChars.isPlain(set, ps.s.charAt(i))) {
                    Encode.check(ps, i, Component.QUERY);
                }
            }
        }
        CharsetEncoder encoder = encoding.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer in = CharBuffer.wrap(ps.s, from, to);
        ByteBuffer bytes = ByteBuffer.allocate(Math.max(16, (int) ((to - from) * encoder.maxBytesPerChar()) + 16));
        StringBuilder out = new StringBuilder(to - from + 16);
        while (true) {
            CoderResult result = encoder.encode(in, bytes, true);
            drain(bytes, set, out);
            if (result.isUnderflow()) {
                break;
            }
            if (result.isError()) {
                int cp = Percent.scalarAt(ps.s, in.position(), to);
                out.append("%26%23").append(cp).append("%3B");
                in.position(in.position() + result.length());
            }
        }
        encoder.flush(bytes);
        drain(bytes, set, out);
        return out.toString();
    }

    private static void drain(ByteBuffer bytes, int set, StringBuilder out) {
        bytes.flip();
        while (bytes.hasRemaining()) {
            int b = bytes.get() & 0xFF;
            if (b >= 0x80 || UrlChars.inSet(set, b)) {
                Percent.appendByte(out, b);
            } else {
                out.append((char) b);
            }
        }
        bytes.clear();
    }
}
