package org.iri4j.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The streams a command runs on.
 *
 * @param in        standard input, raw bytes (read as UTF-8 lines by {@link LineReader})
 * @param outStream standard output, raw, for batch output
 * @param out       standard output as UTF-8 text
 * @param err       standard error as UTF-8 text: every line through {@link #errorLine}, only
 *                  {@link Progress} draws on it itself
 */
record Io(InputStream in, OutputStream outStream, PrintWriter out, PrintWriter err) {

    /**
     * Writes a line on standard error by {@link Terminal}'s rule: a message, a warning, a note,
     * whatever text of a plugin, an argument or an input it quotes.
     *
     * @param text the line, without terminator
     */
    void errorLine(String text) {
        errorLine(err, text);
    }

    /**
     * Writes a line on a stream of standard error by {@link Terminal}'s rule, for what runs
     * before there is an {@code Io} or outside it (picocli's handlers).
     *
     * @param err  standard error
     * @param text the line, without terminator
     */
    static void errorLine(PrintWriter err, String text) {
        err.println(Terminal.printable(text));
    }
}
