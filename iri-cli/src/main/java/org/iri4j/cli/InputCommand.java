package org.iri4j.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.tools.StrictUtf8;
import org.iri4j.core.IriEnvironment;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * What every subcommand shares: one or two inputs from the command line, or one line per
 * input from standard input with {@code --batch} (two inputs separated by a TAB), answered in
 * text or JSON.
 *
 * <p>Each answer is an {@link Answer}; an input that gets none is a {@link Failure}: in a batch
 * its line says {@code ERROR<TAB>code<TAB>message} (or its JSON has an {@code "error"} member)
 * and the batch goes on; a single run prints the error on standard error (JSON: on standard
 * output) and exits 1. The options that say how ({@code --batch}, {@code --format}...) are every
 * command's: {@link SharedOptions}, read from the top command.
 */
abstract class InputCommand implements Callable<Integer> {

    /** The top command, injected by picocli; typed by what is read from it, so that it names no subcommand. */
    @ParentCommand
    private CommandContext root;

    @Spec
    private CommandSpec spec;

    /** The labels of the inputs in the synopsis (BASE, REFERENCE), and in lower case for messages; set by {@link #call}. */
    private List<String> labels;

    private List<String> roles;
    /** The output format, set by {@link #call} before any input is answered. */
    private OutputFormat format;

    /** @return the environment the command works in: the plugins found, the severity map */
    IriEnvironment env() {
        return root.environment();
    }

    /**
     * Builds what every answer shares (the environment, a comparator, a mapper) before the first
     * input is answered, so that the threads of a batch only read it: they start after this, which
     * makes what it wrote visible to them (JLS §17.4.5, {@code Thread.start}).
     */
    void prepare() {
        env();
    }

    /** @return how many inputs the command takes: 1 or 2 */
    abstract int inputCount();

    /** @return the inputs given on the command line, in order */
    abstract List<String> arguments();

    /**
     * The answer to inputs.
     *
     * @param inputs the inputs, {@link #inputCount()} of them
     * @return the answer
     * @throws IllegalArgumentException (usually {@link InvalidInputException}) for bad input
     */
    abstract Answer answer(String[] inputs);

    /**
     * Checks that the options given go together, before any input is read. A command with an
     * option that does not apply to its other options overrides this.
     *
     * @throws ParameterException (see {@link #usage}) when they do not
     */
    void checkOptions() {}

    /**
     * A usage mistake of this command (exit 2).
     *
     * @param message what is wrong
     * @return the exception to throw
     */
    final ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** @return whether the inputs come from standard input */
    final boolean isBatch() {
        return root.options().batch();
    }

    /**
     * The name of an input in messages, its label in lower case: {@code base: invalid ...}.
     *
     * @param index which input, from 0
     * @return e.g. {@code "base"}
     */
    final String role(int index) {
        return roles.get(index);
    }

    /** @return the labels of the inputs in the synopsis, e.g. BASE and REFERENCE, in order */
    private List<String> synopsisLabels() {
        List<PositionalParamSpec> positionals = new ArrayList<>(spec.positionalParameters());
        positionals.sort(Comparator.comparingInt(p -> p.index().min()));
        return positionals.stream().map(PositionalParamSpec::paramLabel).toList();
    }

    @Override
    public final Integer call() {
        labels = synopsisLabels();
        roles = labels.stream().map(label -> label.toLowerCase(Locale.ROOT)).toList();
        checkOptions();
        Io io = root.io();
        List<String> given = arguments();
        SharedOptions options = root.options();
        format = options.format();
        if (options.batch()) {
            if (!given.isEmpty()) {
                throw usage("--batch reads its inputs from standard input; give none on the command line");
            }
            int threads = threads(options.threads());
            prepare();
            return BatchRunner.run(
                    io,
                    new BatchLines(),
                    threads,
                    maxLineLength(options.maxLineLength()),
                    progress(options.progress(), io));
        }
        String batchOnly = options.threads() != null
                ? "--threads"
                : options.progress() != null
                        ? "--progress"
                        : options.maxLineLength() != null ? "--max-line-length" : null;
        if (batchOnly != null) {
            throw usage(batchOnly + " applies to --batch only");
        }
        if (given.size() != inputCount()) {
            List<String> missing = labels.subList(given.size(), inputCount());
            throw usage("missing " + String.join(" and ", missing) + " (or give --batch and "
                    + (inputCount() == 1 ? "one input" : "two inputs separated by a TAB")
                    + " per line on standard input)");
        }
        prepare();
        return single(given.toArray(new String[0]), io);
    }

    /** @return the threads asked for, or the processors there are, up to {@link SharedOptions#MAX_THREADS} */
    private int threads(Integer asked) {
        if (asked == null) {
            return Math.min(Runtime.getRuntime().availableProcessors(), SharedOptions.MAX_THREADS);
        }
        if (asked < 1 || asked > SharedOptions.MAX_THREADS) {
            throw usage("--threads must be between 1 and " + SharedOptions.MAX_THREADS + ", not " + asked);
        }
        return asked;
    }

    /** @return the longest line asked for, or {@link SharedOptions#DEFAULT_MAX_LINE_LENGTH} */
    private static int maxLineLength(Integer asked) {
        return asked != null ? asked : new ByteCountOption().convert(SharedOptions.DEFAULT_MAX_LINE_LENGTH);
    }

    /** @return the progress asked for, or by default when standard error is a terminal and standard output is not */
    private static Progress progress(Boolean asked, Io io) {
        boolean show = asked != null ? asked : Terminal.isTerminal(2) && !Terminal.isTerminal(1);
        return show ? Progress.on(io.err()) : Progress.NONE;
    }

    /** Answers the inputs of the command line. */
    private int single(String[] inputs, Io io) {
        Optional<Arguments.Invalid> invalid = root.invalidArgument();
        if (invalid.isPresent()) {
            return fail(
                    inputs, new Failure(StrictUtf8.INVALID_UTF8, invalid.get().message()), io);
        }
        Answer answer;
        try {
            answer = answer(inputs);
        } catch (RuntimeException | StackOverflowError e) {
            return fail(inputs, Failure.of(e), io);
        }
        if (format == OutputFormat.JSON) {
            io.out().println(echo(inputs).members(answer.json()));
        } else {
            answer.lines().forEach(io.out()::println);
            answer.notes().forEach(io::errorLine);
        }
        return answer.isNegative() ? Cli.BAD_INPUT : 0;
    }

    private int fail(String[] inputs, Failure failure, Io io) {
        if (format == OutputFormat.JSON) {
            io.out().println(json(inputs, failure));
        } else {
            io.errorLine(failure.code() + ": " + failure.message());
        }
        return Cli.BAD_INPUT;
    }

    /** What the command answers to each line of a batch. */
    private final class BatchLines implements LineFunction {

        @Override
        public OutputLine apply(StrictUtf8.Decoded line) {
            return batchLine(line);
        }

        @Override
        public OutputLine refused(Failure failure) {
            // The line was never read: nothing to echo but null (a prefix would pass for an input).
            return new OutputLine(failureLine(null, failure), true);
        }
    }

    /** The output line for a batch line: never throws. */
    private OutputLine batchLine(StrictUtf8.Decoded line) {
        String[] inputs = split(line.text());
        Failure failure;
        if (!line.isValid()) {
            failure = new Failure(
                    StrictUtf8.INVALID_UTF8, roleOf(line) + line.malformed().describe("line"));
        } else if (inputs.length != inputCount()) {
            failure = new Failure(
                    Failure.BATCH_FORMAT,
                    "expected " + String.join(" and ", labels) + " separated by a TAB, found no TAB");
        } else {
            try {
                Answer answer = answer(inputs);
                return new OutputLine(
                        format == OutputFormat.JSON
                                ? echo(inputs).members(answer.json()).toString()
                                : answer.batchLine(),
                        false);
            } catch (RuntimeException | Error e) {
                // A bug in iri4j, or an Error for this one line (a stack or the heap exhausted by a
                // pathological input): the line still gets its answer, and the batch goes on.
                failure = Failure.of(e);
            }
        }
        return new OutputLine(failureLine(inputs, failure), true);
    }

    /** The output line of an input that got no answer; {@code inputs} is null for a line that was not read. */
    private String failureLine(String[] inputs, Failure failure) {
        if (format == OutputFormat.JSON) {
            return json(inputs, failure).toString();
        }
        return "ERROR\t" + BatchRunner.singleLine(failure.code()) + "\t" + BatchRunner.singleLine(failure.message());
    }

    /** The inputs of a batch line: the line, or the two sides of its first TAB (one if it has none). */
    private String[] split(String line) {
        int tab = inputCount() == 1 ? -1 : line.indexOf('\t');
        return tab < 0 ? new String[] {line} : new String[] {line.substring(0, tab), line.substring(tab + 1)};
    }

    /** Which input of a two-input line is not UTF-8, as a prefix of the message: {@code "base: "}. */
    private String roleOf(StrictUtf8.Decoded line) {
        int tab = inputCount() == 1 ? -1 : line.text().indexOf('\t');
        if (tab < 0) {
            return "";
        }
        return role(line.malformed().charIndex() < tab ? 0 : 1) + ": ";
    }

    /** The JSON object's first member: the input, or the inputs, as given; null for a line that was not read. */
    private JsonObject echo(String[] inputs) {
        JsonObject json = new JsonObject();
        if (inputs == null) {
            return json.string(inputCount() == 1 ? "input" : "inputs", null);
        }
        return inputCount() == 1 ? json.string("input", inputs[0]) : json.strings("inputs", List.of(inputs));
    }

    private JsonObject json(String[] inputs, Failure failure) {
        return echo(inputs)
                .object("error", new JsonObject().string("code", failure.code()).string("message", failure.message()));
    }
}
