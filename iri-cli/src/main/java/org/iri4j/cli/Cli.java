package org.iri4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.iri4j.canon.internal.tools.StrictUtf8;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Runs the {@code iri} command on given streams, so that tests can run it in-process. All
 * text in and out is UTF-8, whatever the platform's default.
 *
 * <p>Exit status: 0 on success (and for {@code --batch} whenever every line was read), 1 when
 * the input is bad, {@code check} finds it invalid, {@code compare} finds the two different or
 * {@code pattern} finds that the link does not match, 2 for a usage mistake. A usage mistake
 * prints one line and a hint on standard error, not the whole help. When the reader of standard
 * output has gone ({@link ClosedPipe}: {@code iri ... | head -2}), the command stops quietly: no
 * message, and the status it has (0 for a batch).
 *
 * @since 0.1.0
 */
public final class Cli {

    /** Exit status for bad input (and a negative answer of {@code check}, {@code compare} or {@code pattern}). */
    public static final int BAD_INPUT = 1;
    /** Exit status for a usage mistake. */
    public static final int USAGE = 2;

    private Cli() {}

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
        return run(Arguments.of(args), in, out, err);
    }

    /**
     * Runs the command line on arguments read from the process, some of which may not be UTF-8.
     * Such an argument is bad input (exit 1): an input of a single run is answered with an
     * {@code INVALID_UTF8} error in the chosen format, like any bad input; any other argument
     * (an option's value, an input given with {@code --help}) gives that error on standard error.
     *
     * @param arguments the arguments
     * @param in        standard input
     * @param out       standard output
     * @param err       standard error
     * @return the exit status
     */
    static int run(Arguments arguments, InputStream in, OutputStream out, OutputStream err) {
        RecordingOutputStream recorded = new RecordingOutputStream(out);
        PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(recorded, StandardCharsets.UTF_8), false);
        PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        IriCommand root = new IriCommand(new Io(in, recorded, outWriter, errWriter), arguments.firstInvalid());
        CommandLine commandLine = new CommandLine(root)
                .setOut(outWriter)
                .setErr(errWriter)
                .setCaseInsensitiveEnumValuesAllowed(true)
                // "@x" is an IRI reference here, never the name of an argument file.
                .setExpandAtFiles(false)
                .setParameterExceptionHandler((exception, line) -> {
                    if (!arguments.invalid().isEmpty()) {
                        return invalidArgument(arguments, errWriter);
                    }
                    return usageMistake(exception, errWriter);
                })
                .setExecutionStrategy(parsed -> {
                    if (!arguments.invalid().isEmpty() && !answeredByTheCommand(parsed, arguments.invalid())) {
                        return invalidArgument(arguments, errWriter);
                    }
                    return new CommandLine.RunLast().execute(parsed);
                })
                .setExecutionExceptionHandler((exception, line, parseResult) -> {
                    // A bug, never bad input: still no stack trace, one line that says what.
                    Io.errorLine(line.getErr(), "iri: internal error: " + exception);
                    return BAD_INPUT;
                });
        for (CommandLine sub : commandLine.getSubcommands().values()) {
            // "Usage: iri resolve [OPTIONS] BASE REFERENCE"; -V prints what "iri -V" prints.
            sub.getCommandSpec().usageMessage().abbreviateSynopsis(true);
            sub.getCommandSpec().versionProvider(new Version());
        }
        int status;
        try {
            status = commandLine.execute(arguments.values());
        } catch (OutOfMemoryError e) {
            // picocli passes Errors on; the heap exhausted outside any one input's answer (which
            // catches its own) still ends with one line, never a stack trace.
            Io.errorLine(errWriter, "iri: out of memory: " + e.getMessage() + " (give the JVM more heap with -Xmx)");
            status = BAD_INPUT;
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
        IOException failure = recorded.failure();
        if (outWriter.checkError() && !ClosedPipe.is(failure)) {
            // PrintWriter keeps write errors to itself; a batch reports its own, on the raw stream.
            Io.errorLine(
                    errWriter,
                    "iri: cannot write to standard output" + (failure == null ? "" : ": " + failure.getMessage()));
            return BAD_INPUT;
        }
        return status;
    }

    /**
     * Prints a usage mistake as one line and a hint.
     *
     * @param exception what picocli found
     * @param err       standard error
     * @return {@link #USAGE}
     */
    private static int usageMistake(ParameterException exception, PrintWriter err) {
        String message = BatchRunner.singleLine(exception.getMessage());
        if (message.length() > 1
                && Character.isUpperCase(message.charAt(0))
                && Character.isLowerCase(message.charAt(1))) {
            // picocli's "Unknown option: ..." in the style of the other messages
            message = Character.toLowerCase(message.charAt(0)) + message.substring(1);
        }
        if (message.endsWith(".")) {
            // picocli's "Unknown subcommand 'x'." too
            message = message.substring(0, message.length() - 1);
        }
        Io.errorLine(err, "iri: " + message);
        Io.errorLine(
                err,
                "Try '" + exception.getCommandLine().getCommandSpec().qualifiedName()
                        + " --help' for more information.");
        return USAGE;
    }

    private static int invalidArgument(Arguments arguments, PrintWriter err) {
        Arguments.Invalid first = arguments.invalid().get(0);
        Io.errorLine(err, StrictUtf8.INVALID_UTF8 + ": " + first.message());
        return BAD_INPUT;
    }

    /**
     * Whether the arguments that are not UTF-8 are all inputs of a single run, which the command
     * answers in its format, rather than options, help, or inputs given to a batch.
     */
    private static boolean answeredByTheCommand(ParseResult parsed, List<Arguments.Invalid> invalid) {
        ParseResult leaf = parsed;
        while (true) {
            if (leaf.isUsageHelpRequested() || leaf.isVersionHelpRequested()) {
                return false;
            }
            if (!leaf.hasSubcommand()) {
                break;
            }
            leaf = leaf.subcommand();
        }
        if (!(leaf.commandSpec().userObject() instanceof InputCommand command) || command.isBatch()) {
            return false;
        }
        List<String> inputs = new ArrayList<>(command.arguments());
        for (Arguments.Invalid argument : invalid) {
            if (!inputs.remove(argument.value())) {
                return false;
            }
        }
        return true;
    }
}
