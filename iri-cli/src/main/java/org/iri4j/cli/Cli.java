package org.iri4j.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Runs the {@code iri} command on given streams, so that tests can run it in-process. All
 * text in and out is UTF-8, whatever the platform's default.
 *
 * <p>Exit status: 0 on success (and for {@code --batch} whenever every line was read), 1 when
 * the input is bad or {@code check} finds it invalid, 2 for a usage mistake.
 */
public final class Cli {

    /** Exit status for bad input. */
    public static final int BAD_INPUT = 1;
    /** Exit status for a usage mistake. */
    public static final int USAGE = 2;

    private Cli() {
    }

    /**
     * Runs the command line.
     *
     * @param args the arguments
     * @param in   standard input
     * @param out  standard output
     * @param err  standard error
     * @return the exit status
     */
    public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
        PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
        PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        IriCommand root = new IriCommand(new Io(in, out, outWriter, errWriter));
        CommandLine commandLine = new CommandLine(root)
                .setOut(outWriter)
                .setErr(errWriter)
                .setCaseInsensitiveEnumValuesAllowed(true)
                // "@x" is an IRI reference here, never the name of an argument file.
                .setExpandAtFiles(false)
                .setExecutionExceptionHandler((exception, line, parseResult) -> {
                    // A bug, never bad input: still no stack trace, one line that says what.
                    line.getErr().println("iri: internal error: " + exception);
                    return BAD_INPUT;
                });
        try {
            return commandLine.execute(args);
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
    }
}
