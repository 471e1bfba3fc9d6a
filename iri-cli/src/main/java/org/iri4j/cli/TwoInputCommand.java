package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Parameters;

/**
 * A subcommand of two inputs: on the command line, or one pair per line, separated by a
 * TAB, with {@code --batch}.
 */
abstract class TwoInputCommand extends InputCommand {

    @Parameters(arity = "0..2", paramLabel = "FIRST SECOND",
            description = "The two IRI references (none with --batch).")
    private List<String> inputs = new ArrayList<>();

    @Override
    final int inputCount() {
        return 2;
    }

    @Override
    final List<String> arguments() {
        return inputs;
    }
}
