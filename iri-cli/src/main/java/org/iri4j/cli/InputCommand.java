package org.iri4j.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.core.IriEnvironment;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * What every subcommand shares: one or two inputs from the command line, or one line per
 * input from standard input with {@code --batch} (two inputs separated by a TAB).
 */
abstract class InputCommand implements Callable<Integer> {

    @ParentCommand
    private IriCommand root;

    @Spec
    private CommandSpec spec;

    @Option(names = "--batch",
            description = "Read one input per line from standard input (two inputs: separated by a TAB) "
                    + "and write one output line per input line; a bad line gives ERROR<TAB>code<TAB>message.")
    private boolean batch;

    /** @return the environment the command works in: the plugins found, the severity map */
    IriEnvironment env() {
        return root.environment();
    }

    /** @return how many inputs the command takes: 1 or 2 */
    abstract int inputCount();

    /** @return the inputs given on the command line */
    abstract List<String> arguments();

    /**
     * The output for inputs, as one line.
     *
     * @param inputs the inputs, {@link #inputCount()} of them
     * @return the output line
     * @throws IllegalArgumentException (usually {@link IriSyntaxException}) for bad input
     */
    abstract String apply(String[] inputs);

    /**
     * Runs the command on command-line inputs and prints the result. Commands whose output
     * is more than one line override this.
     *
     * @param inputs the inputs
     * @param out    standard output
     * @return the exit status
     */
    int single(String[] inputs, PrintWriter out) {
        out.println(apply(inputs));
        return 0;
    }

    /**
     * The output line for inputs in batch mode; the same as {@link #apply} unless a command
     * prints differently in batch mode.
     *
     * @param inputs the inputs
     * @return the output line
     */
    String batchLine(String[] inputs) {
        return apply(inputs);
    }

    @Override
    public final Integer call() {
        Io io = root.io();
        List<String> given = arguments();
        if (batch) {
            if (!given.isEmpty()) {
                throw new ParameterException(spec.commandLine(),
                        "--batch reads its inputs from standard input; give none on the command line");
            }
            return BatchRunner.run(io, line -> batchLine(split(line)));
        }
        if (given.size() != inputCount()) {
            throw new ParameterException(spec.commandLine(), "expected " + inputCount()
                    + (inputCount() == 1 ? " input" : " inputs") + " but got " + given.size());
        }
        try {
            return single(given.toArray(new String[0]), io.out());
        } catch (IriSyntaxException e) {
            io.err().println(e.code().id() + ": " + BatchRunner.singleLine(e.getMessage()));
            return Cli.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            io.err().println("INVALID_ARGUMENT: " + BatchRunner.singleLine(e.getMessage()));
            return Cli.BAD_INPUT;
        }
    }

    private String[] split(String line) {
        if (inputCount() == 1) {
            return new String[] {line};
        }
        int tab = line.indexOf('\t');
        if (tab < 0) {
            throw new BatchLineException("expected two inputs separated by a TAB, found no TAB");
        }
        return new String[] {line.substring(0, tab), line.substring(tab + 1)};
    }
}
