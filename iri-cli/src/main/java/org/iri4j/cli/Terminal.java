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
 * (line ends to some readers), a bidi formatting character (U+061C, U+200E, U+200F, U+202A to
 * U+202E, U+2066 to U+2069: the embeddings, overrides, isolates and marks of UAX #9 §2, which
 * reorder what a terminal shows after them, the "Trojan Source" display attack, CVE-2021-42574)
 * and a lone surrogate (which no UTF-8 output could carry) are written as a JSON string may
 * write them (RFC 8259 §7): {@code \t}, {@code \n}, {@code \r}, otherwise a backslash,
 * {@code u} and four lower-case hexadecimal digits (ESC is {@code \\u001b}, RLO
 * {@code \\u202e}). In JSON that is the string's own escape, so a reader gets the character
 * back; in text it names the character instead of sending it. {@link Json} and
 * {@link #printable} both apply it, and every line the command writes goes through one of them
 * ({@link Io#errorLine} for standard error). The one exception is a display form's own
 * left-to-right pair around a whole line ({@link #printableWrapped}, RFC 3987 §4.1): balanced
 * and closed before the line ends, it orders the line as it should be read and nothing after.
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
     * A display form made safe to print, keeping its left-to-right pair: when the text starts
     * with {@code open} and ends with {@code close} (RFC 3987 §4.1: U+202A LRE ... U+202C PDF, or
     * U+2066 LRI ... U+2069 PDI), those two are written as they are and what is between them by
     * the rule; otherwise the whole text is written by the rule.
     *
     * @param text  a display form, which a line holds alone
     * @param open  the pair's first character
     * @param close its second
     * @return the text to print
     */
    static String printableWrapped(String text, char open, char close) {
        int last = text.length() - 1;
        if (last < 1 || text.charAt(0) != open || text.charAt(last) != close) {
            return printable(text);
        }
        return open + printable(text.substring(1, last)) + close;
    }

    /**
     * Whether the character at an index is one the rule escapes: a control character, U+2028,
     * U+2029, a bidi formatting character, or a surrogate that is not half of a pair.
     *
     * @param text  the text
     * @param index the index
     * @return true to escape it
     */
    static boolean mustEscape(CharSequence text, int index) {
        char c = text.charAt(index);
        if (c >= 0x20 && c < 0x7F) {
            return false; // printable US-ASCII: most of any output
        }
        if (c <= 0x9F || c == 0x2028 || c == 0x2029 || isBidiFormatting(c)) {
            return true;
        }
        if (Character.isHighSurrogate(c)) {
            return index + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(index + 1));
        }
        return Character.isLowSurrogate(c) && (index == 0 || !Character.isHighSurrogate(text.charAt(index - 1)));
    }

    /**
     * Whether a character is one of UAX #9's explicit formatting characters or marks (§2.1 to
     * §2.6): U+061C ALM, U+200E LRM, U+200F RLM, U+202A LRE to U+202E RLO, U+2066 LRI to U+2069
     * PDI; RFC 3987 §4.1 forbids them in IRIs.
     *
     * @param c a character
     * @return true for one of the twelve
     */
    static boolean isBidiFormatting(char c) {
        return c == 0x061C
                || c == 0x200E
                || c == 0x200F
                || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
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
