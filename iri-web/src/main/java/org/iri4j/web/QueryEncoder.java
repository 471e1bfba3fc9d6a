package org.iri4j.web;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;

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
        ByteBuffer bytes = ByteBuffer.allocate(Math.max(16, (int) ((to - from) * encoder.maxBytesPerChar()) + 16));
        StringBuilder out = new StringBuilder(to - from + 16);
        String name = encoding.name();
        int run = from;
        for (int i = from; i < to; i++) {
            int error = encodingStandardError(name, ps.s.charAt(i));
            if (error >= 0) {
                encodeRun(encoder, CharBuffer.wrap(ps.s, run, i), bytes, set, out);
                out.append("%26%23").append(error).append("%3B");
                run = i + 1;
            }
        }
        encodeRun(encoder, CharBuffer.wrap(ps.s, run, to), bytes, set, out);
        encoder.encode(CharBuffer.wrap(""), bytes, true);
        encoder.flush(bytes);
        drain(bytes, set, out);
        return out.toString();
    }

    /**
     * Where the Encoding Standard's encoder fails though Java's charset encodes: the
     * {@code iso-2022-jp} encoder refuses U+000E, U+000F and U+001B, reporting U+FFFD; the
     * {@code gb18030} encoder refuses U+E5E5 (Encoding Standard §12.2.2, §10.2.2).
     *
     * @return the code point the error reports, or -1 when the charset's answer stands
     */
    private static int encodingStandardError(String charset, char c) {
        if (charset.equals("ISO-2022-JP") && (c == 0x0E || c == 0x0F || c == 0x1B)) {
            return 0xFFFD;
        }
        return charset.equals("GB18030") && c == 0xE5E5 ? 0xE5E5 : -1;
    }

    /** Encodes a run, writing each code point the charset cannot encode as a reference. */
    private static void encodeRun(CharsetEncoder encoder, CharBuffer in, ByteBuffer bytes, int set, StringBuilder out) {
        while (true) {
            CoderResult result = encoder.encode(in, bytes, false);
            drain(bytes, set, out);
            if (result.isUnderflow() && !in.hasRemaining()) {
                return;
            }
            if (result.isUnderflow()) {
                // A high surrogate left at the end of the run, without its pair: U+FFFD.
                out.append("%26%2365533%3B");
                in.position(in.limit());
                return;
            }
            if (result.isError()) {
                // A CharBuffer reads relative to its position.
                int cp = Percent.scalarAt(in, 0, in.remaining());
                out.append("%26%23").append(cp).append("%3B");
                in.position(in.position() + result.length());
            }
        }
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
