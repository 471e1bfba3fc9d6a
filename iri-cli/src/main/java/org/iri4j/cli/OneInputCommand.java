package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Parameters;

/**
 * A subcommand of one input: the IRI, URI or string on the command line, or one per line
 * with {@code --batch}.
 */
abstract class OneInputCommand extends InputCommand {

    @Parameters(arity = "0..1", paramLabel = "INPUT",
            description = "The IRI reference, URI reference or string (none with --batch).")
    private List<String> inputs = new ArrayList<>();

    @Override
    final int inputCount() {
        return 1;
    }

    @Override
    final List<String> arguments() {
        return inputs;
    }
}
