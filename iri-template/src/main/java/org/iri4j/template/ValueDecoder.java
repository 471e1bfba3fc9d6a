package org.iri4j.template;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The reverse of RFC 6570 §3.2.1's encoding of a value: every percent-encoding decoded for the
 * operators that encode all but unreserved characters; for {@code +} and {@code #}, which copy
 * reserved characters and percent-encodings as they are, only the encodings the expansion
 * itself writes (of characters neither reserved nor unreserved), so that the value expands back
 * to the same text.
 */
final class ValueDecoder {

    private ValueDecoder() {}

    /**
     * A value of a {@code {x}}-like expression: all percent-encodings decoded as UTF-8.
     *
     * @return the value, or null if it holds a character the expansion encodes in a value (a
     *     reserved one, a {@code %} that begins no triplet) or octets that are not UTF-8
     */
    static String decodeAll(String link, int start, int end) {
        if (firstEncodedCharacter(link, start, end) >= 0) {
            return null;
        }
        if (CharClasses.indexOf(link, '%', start, end) < 0) {
            return link.substring(start, end);
        }
        byte[] bytes = new byte[end - start];
        int n = 0;
        for (int i = start; i < end; i++) {
            char c = link.charAt(i);
            if (c == '%') {
                bytes[n++] = (byte) octet(link, i);
                i += 2;
            } else {
                bytes[n++] = (byte) c;
            }
        }
        return utf8(bytes, 0, n);
    }

    /**
     * The index of the first character in {@code [start, end)} that RFC 6570 §3.2.1 never
     * writes in a value of an operator that encodes all but {@code unreserved}, or -1.
     */
    static int firstEncodedCharacter(String link, int start, int end) {
        int lonePercent = CharClasses.firstLonePercent(link, start, end);
        int limit = lonePercent < 0 ? end : lonePercent;
        for (int i = start; i < limit; i++) {
            if (!CharClasses.isUnreserved(link.charAt(i)) && link.charAt(i) != '%') {
                return i;
            }
        }
        return lonePercent;
    }

    private static int octet(String s, int i) {
        return PercentEncoding.hexValue(s.charAt(i + 1)) * 16 + PercentEncoding.hexValue(s.charAt(i + 2));
    }

    private static String utf8(byte[] bytes, int from, int length) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, length))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** A value of a {@code {+x}} or {@code {#x}} expression, its copied encodings kept. */
    static String decodeReserved(String link, int start, int end) {
        StringBuilder out = new StringBuilder(end - start);
        int i = start;
        while (i < end) {
            char c = link.charAt(i);
            if (c != '%' || !CharClasses.isTriplet(link, i) || i + 3 > end) {
                out.append(c);
                i++;
            } else {
                i = triplets(link, i, end, out);
            }
        }
        return out.toString();
    }

    /** Decodes the encoding at {@code i} if the expansion wrote it; returns the index after it. */
    private static int triplets(String link, int i, int end, StringBuilder out) {
        int b = octet(link, i);
        if (b < 0x80) {
            // A decoded "%" before two hex digits would read as a triplet when expanded again.
            boolean makesTriplet = b == '%'
                    && i + 5 <= end
                    && CharClasses.isHex(link.charAt(i + 3))
                    && CharClasses.isHex(link.charAt(i + 4));
            boolean copied = CharClasses.isUnreservedOrReserved(b) || makesTriplet;
            out.append(copied ? link.substring(i, i + 3) : String.valueOf((char) b));
            return i + 3;
        }
        int length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        byte[] bytes = new byte[length];
        int k = 0;
        for (int j = i; k < length && j + 3 <= end && CharClasses.isTriplet(link, j); j += 3) {
            bytes[k++] = (byte) octet(link, j);
        }
        String decoded = k == length ? utf8(bytes, 0, length) : null;
        if (decoded == null) {
            out.append(link, i, i + 3);
            return i + 3;
        }
        out.append(decoded);
        return i + 3 * length;
    }
}
