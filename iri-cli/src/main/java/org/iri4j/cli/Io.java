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
 * @param err       standard error as UTF-8 text
 */
record Io(InputStream in, OutputStream outStream, PrintWriter out, PrintWriter err) {}
