package org.iri4j.canon.internal.archive;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/**
 * Percent-decoding and percent-encoding as the Internet Archive's canonicalizer does them
 * (webarchive-commons 2.0.1, org/archive/url/BasicURLCanonicalizer.java: {@code decode},
 * {@code unescapeRepeatedly}, {@code escapeOnce}, {@code minimalEscape}). Unlike the URL
 * Standard's encode sets, the Archive encodes only what is no visible US-ASCII character,
 * {@code #} and {@code %}: once decoded, {@code %2B} is {@code +}, {@code %26} is {@code &},
 * {@code %3F} is {@code ?} and {@code %22} is {@code "}, and they stay so.
 *
 * <table>
 *   <caption>Examples (the Archive's own test data)</caption>
 *   <tr><th>call</th><th>gives</th></tr>
 *   <tr><td>{@code decodeRepeatedly("%25%32%35")}</td><td>{@code %}</td></tr>
 *   <tr><td>{@code decodeRepeatedly("%E2%9A%91x")}</td><td>{@code ⚑x}</td></tr>
 *   <tr><td>{@code decodeRepeatedly("%E2%21%9A")}</td><td>{@code %E2!%9A}</td></tr>
 *   <tr><td>{@code escapeOnce("a b#%")}</td><td>{@code a%20b%23%25}</td></tr>
 * </table>
 */
public final class ArchiveEscapes {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private ArchiveEscapes() {}

    /**
     * Decoded, then decoded again until nothing decodes ({@code unescapeRepeatedly}: {@link #decodeOnce}
     * until the text no longer changes), in one pass. Escapes never overlap (an escape's hex digits
     * are no {@code %}), so decoding them in any order ends in the same text: each escape of a
     * US-ASCII byte is decoded as soon as it is read (the character it gives may close an escape
     * before it, {@code %%32%35} being {@code %25} and then {@code %}); the escapes of other bytes
     * are kept aside, and at the end each run of them is read as UTF-8, a malformed sequence kept as
     * the escapes it is written with, as a pass would leave it: a sequence that is valid is so
     * whatever follows it, and a lead byte formed later never takes in a sequence that began with
     * another lead byte. Linear where the passes, one a level, take the square of a nested
     * escape's depth.
     *
     * @param text the text
     * @return the text with no escape left that decodes; the text itself if none did
     */
    public static String decodeRepeatedly(String text) {
        if (text.indexOf('%') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        BitSet kept = new BitSet(); // the "%" of each escape of a byte past US-ASCII, kept aside
        for (int i = 0; i < text.length(); i++) {
            out.append(text.charAt(i));
            int n = out.length();
            while (n >= 3 && out.charAt(n - 3) == '%' && !inKeptEscape(kept, n - 3, n)) {
                int b = escapedByte(out.charAt(n - 2), out.charAt(n - 1));
                if (b < 0) {
                    break;
                }
                if (b >= 0x80) {
                    kept.set(n - 3);
                    break;
                }
                out.setLength(n - 3);
                out.append((char) b);
                n = out.length();
            }
        }
        String decoded = withRunsRead(out, kept);
        return decoded.equals(text) ? text : decoded;
    }

    /** Whether {@code out[from, to)} holds a character of an escape kept aside. */
    private static boolean inKeptEscape(BitSet kept, int from, int to) {
        int escape = kept.nextSetBit(Math.max(0, from - 2));
        return escape >= 0 && escape < to;
    }

    /** The text with each run of escapes kept aside read as UTF-8 ({@link #appendRun}). */
    private static String withRunsRead(StringBuilder out, BitSet kept) {
        if (kept.isEmpty()) {
            return out.toString();
        }
        StringBuilder result = new StringBuilder(out.length());
        ByteBuffer run = ByteBuffer.allocate(out.length() / 3);
        int i = 0;
        while (i < out.length()) {
            if (!kept.get(i)) {
                result.append(out.charAt(i++));
                continue;
            }
            int runStart = i;
            while (i < out.length() && kept.get(i)) {
                run.put((byte) escapedByte(out.charAt(i + 1), out.charAt(i + 2)));
                i += 3;
            }
            appendRun(result, run, out.substring(runStart, i), 0);
        }
        return result.toString();
    }

    /**
     * Decodes each escape {@code %} and two hex digits once ({@code decode}). An escape of a
     * US-ASCII byte is that character; a run of escapes that begins with a byte past US-ASCII is
     * read as UTF-8 up to the first character that is no escape (escapes of US-ASCII bytes within
     * it included), and a malformed sequence in it is kept as the escapes it was written with.
     *
     * @param text the text
     * @return the text with each escape decoded once; the text itself if none decodes
     */
    public static String decodeOnce(String text) {
        int n = text.length();
        StringBuilder out = null;
        ByteBuffer run = null;
        int runStart = -1;
        int i = 0;
        while (i < n) {
            int b = i + 2 < n && text.charAt(i) == '%' ? escapedByte(text.charAt(i + 1), text.charAt(i + 2)) : -1;
            if (b >= 0) {
                out = out != null ? out : new StringBuilder(n).append(text, 0, i);
                if (runStart < 0 && b < 0x80) {
                    out.append((char) b);
                } else {
                    if (runStart < 0) {
                        runStart = i;
                        run = run != null ? run : ByteBuffer.allocate((n - i) / 3);
                    }
                    run.put((byte) b);
                }
                i += 3;
                continue;
            }
            if (runStart >= 0) {
                appendRun(out, run, text, runStart);
                runStart = -1;
            }
            if (out != null) {
                out.append(text.charAt(i));
            }
            i++;
        }
        if (runStart >= 0) {
            appendRun(out, run, text, runStart);
        }
        return out == null ? text : out.toString();
    }

    /** A run of escaped bytes read as UTF-8, each malformed sequence kept as its escapes; the buffer emptied. */
    private static void appendRun(StringBuilder out, ByteBuffer run, String text, int runStart) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder(); // reports malformed input
        run.flip();
        CharBuffer chars = CharBuffer.allocate(run.limit());
        while (run.hasRemaining()) {
            CoderResult result = utf8.decode(run, chars, true);
            out.append(chars.flip());
            if (result.isMalformed()) {
                int from = runStart + 3 * run.position(); // each byte was three characters
                out.append(text, from, from + 3 * result.length());
                run.position(run.position() + result.length());
            }
            chars.clear();
        }
        run.clear();
    }

    /**
     * Encoded once ({@code escapeOnce}): each UTF-8 byte that is U+0020 or below, U+0080 or above,
     * {@code #} or {@code %} written {@code %} and two upper-case hex digits, but a {@code %}
     * followed by two hex digits (an escape decoding kept: a byte that is no UTF-8) is kept as
     * that escape, its hex in upper case. U+007F stays as it is. A lone surrogate is a
     * {@code ?} (Java's UTF-8 encoder), or itself if nothing before it is encoded.
     *
     * @param text decoded text
     * @return the encoded text; the text itself if nothing is encoded
     */
    public static String escapeOnce(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = null;
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            if (b > 0x20 && b < 0x80 && b != '#' && b != '%') {
                if (out != null) {
                    out.append((char) b);
                }
                continue;
            }
            // every byte before this one was one character of the text: a byte index is a char index
            out = out != null ? out : new StringBuilder(bytes.length + 16).append(text, 0, i);
            if (b == '%' && i + 2 < bytes.length) {
                int escaped = escapedByte((char) (bytes[i + 1] & 0xFF), (char) (bytes[i + 2] & 0xFF));
                if (escaped >= 0) {
                    b = escaped;
                    i += 2;
                }
            }
            out.append('%').append(HEX[b >> 4]).append(HEX[b & 0xF]);
        }
        return out == null ? text : out.toString();
    }

    /**
     * Decoded repeatedly, then encoded once ({@code minimalEscape}), as the Archive treats a query.
     *
     * @param text the text
     * @return its minimal escaping
     */
    public static String minimalEscape(String text) {
        return escapeOnce(decodeRepeatedly(text));
    }

    /** The byte two hex digits write, or -1 if either is no hex digit. */
    private static int escapedByte(char high, char low) {
        int h = Character.digit(high, 16);
        int l = Character.digit(low, 16);
        return h >= 0 && l >= 0 && high < 0x80 && low < 0x80 ? h << 4 | l : -1;
    }
}
