package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the command may write where a terminal could be: whether a standard stream is one, and
 * the one rule by which no output, text or JSON, standard output or standard error, carries a
 * character that acts on a terminal or breaks a line.
 *
 * <p><b>The rule.</b> A control character (Unicode category Cc: U+0000 to U+001F, U+007F to
 * U+009F, so ESC and the C1 controls that start terminal sequences too), U+2028 and U+2029
 * (line ends to some readers) and a lone surrogate (which no UTF-8 output could carry) are
 * written as a JSON string writes them (RFC 8259 §7): {@code \t}, {@code \n}, {@code \r},
 * otherwise a backslash, {@code u} and four lower-case hexadecimal digits (ESC is {@code \\u001b}).
 * In JSON that is the string's own escape, so a reader gets the character back; in text it
 * names the character instead of sending it. {@link Json} and {@link #printable} both apply it.
 *
 * <p><b>Terminals.</b> Whether a stream is one is read from what the process's file descriptor
 * points to ({@code /proc/self/fd}, Linux): a pseudo-terminal or a console device. Java itself
 * tells only whether a console is attached to both standard input and output. Elsewhere the
 * answer is "no", so that nothing is drawn where it cannot be known to be seen.
 */
final class Terminal {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Terminal() {}

    /**
     * Text made safe to print by the rule above: the text itself when it needs nothing.
     *
     * @param text a line, a message or a field of a line
     * @return for example {@code 'a\\u001b[31m' at index 7} for a message that quoted an ESC
     */
    static String printable(String text) {
        int i = 0;
        while (i < text.length() && !mustEscape(text, i)) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, i);
        for (; i < text.length(); i++) {
            if (mustEscape(text, i)) {
                appendEscape(out, text.charAt(i));
            } else {
                out.append(text.charAt(i));
            }
        }
        return out.toString();
    }

    /**
     * Whether the character at an index is one the rule escapes: a control character, U+2028,
     * U+2029, or a surrogate that is not half of a pair.
     *
     * @param text  the text
     * @param index the index
     * @return true to escape it
     */
    static boolean mustEscape(CharSequence text, int index) {
        char c = text.charAt(index);
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029) {
            return true;
        }
        if (Character.isHighSurrogate(c)) {
            return index + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(index + 1));
        }
        return Character.isLowSurrogate(c) && (index == 0 || !Character.isHighSurrogate(text.charAt(index - 1)));
    }

    /**
     * Appends a character's escape: {@code \t}, {@code \n} or {@code \r} for TAB, LF and CR,
     * otherwise a backslash, {@code u} and four lower-case hexadecimal digits (RFC 8259 §7).
     *
     * @param out where to append
     * @param c   the character
     * @return {@code out}
     */
    static StringBuilder appendEscape(StringBuilder out, char c) {
        switch (c) {
            case '\t':
                return out.append("\\t");
            case '\n':
                return out.append("\\n");
            case '\r':
                return out.append("\\r");
            default:
                return out.append("\\u")
                        .append(HEX[c >> 12])
                        .append(HEX[(c >> 8) & 0xF])
                        .append(HEX[(c >> 4) & 0xF])
                        .append(HEX[c & 0xF]);
        }
    }

    /**
     * Whether a file descriptor of this process is a terminal.
     *
     * @param fd 1 for standard output, 2 for standard error
     * @return true for /dev/pts/N, /dev/ttyN, /dev/console
     */
    static boolean isTerminal(int fd) {
        try {
            String target =
                    Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
