package org.iri4j.spark;

import java.util.Locale;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * A row's value as a message shows it: quoted, each byte that is not UTF-8 as {@code \xE9}, and
 * every character that would act on a terminal or a log viewer instead of showing (controls,
 * line and paragraph separators, format characters such as the bidi overrides) as
 * a Java escape ({@code \}{@code u001B} for U+001B ESCAPE; {@code \}{@code U000E0001} above
 * U+FFFF), so that a message about a hostile value is one line that shows that value;
 * cut after {@value #MAX_SHOWN} characters, since a value may be megabytes long.
 */
final class ValueText {

    /** How many characters of a value, or of a message about one, a message shows. */
    static final int MAX_SHOWN = 200;

    private ValueText() {}

    /**
     * A value, quoted.
     *
     * @param bytes the value's bytes, UTF-8 or not
     * @return e.g. {@code "http://example.com/caf\xE9"}, or {@code "http://..."... (1048576 bytes)}
     *     for a value cut
     */
    static String quoted(byte[] bytes) {
        StringBuilder out = new StringBuilder(Math.min(bytes.length, MAX_SHOWN) + 16).append('"');
        int shown = 0;
        int i = 0;
        while (i < bytes.length && shown < MAX_SHOWN) {
            int length = StrictUtf8.sequenceAt(bytes, i, bytes.length);
            if (length < 0) {
                out.append(String.format(Locale.ROOT, "\\x%02X", bytes[i] & 0xFF));
                i++;
            } else {
                int cp = codePointAt(bytes, i, length);
                if (cp == '"' || cp == '\\') {
                    out.append('\\');
                }
                appendShown(out, cp);
                i += length;
            }
            shown++;
        }
        out.append('"');
        if (i < bytes.length) {
            out.append("... (").append(bytes.length).append(" bytes)");
        }
        return out.toString();
    }

    /**
     * A message about a value (an iri4j error's), shown the same way, unquoted.
     *
     * @param message the message
     * @return the message with every such character escaped, cut after {@value #MAX_SHOWN}
     *     characters and a few more for its rule
     */
    static String printable(String message) {
        StringBuilder out = new StringBuilder(message.length());
        int limit = 2 * MAX_SHOWN; // a message names the rule after the value it quotes
        int i = 0;
        while (i < message.length() && i < limit) {
            int cp = message.codePointAt(i);
            appendShown(out, cp);
            i += Character.charCount(cp);
        }
        if (i < message.length()) {
            out.append("...");
        }
        return out.toString();
    }

    /** The code point of a well-formed sequence (RFC 3629 §3: the lead byte's low bits, then six per byte). */
    private static int codePointAt(byte[] bytes, int i, int length) {
        int lead = bytes[i] & 0xFF;
        int cp = length == 1 ? lead : lead & (0x7F >> length);
        for (int k = 1; k < length; k++) {
            cp = cp << 6 | (bytes[i + k] & 0x3F);
        }
        return cp;
    }

    private static void appendShown(StringBuilder out, int cp) {
        if (acts(cp)) {
            out.append(String.format(Locale.ROOT, cp <= 0xFFFF ? "\\u%04X" : "\\U%08X", cp));
        } else {
            out.appendCodePoint(cp);
        }
    }

    /** Whether a character would act rather than show: Unicode's Cc, Cf, Zl, Zp and Cs (a lone surrogate). */
    private static boolean acts(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE;
    }
}
