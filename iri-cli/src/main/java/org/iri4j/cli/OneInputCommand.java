package org.iri4j.cli;

import java.util.List;

/**
 * A subcommand of one input: the IRI, URI or string on the command line, or one per line
 * with {@code --batch}. Each command declares its input as {@code @Parameters(index = "0")}
 * with the label its synopsis shows ({@code IRI}, {@code URI}, {@code STRING}).
 */
abstract class OneInputCommand extends InputCommand {

    @Override
    final int inputCount() {
        return 1;
    }

    /** @return the input on the command line, or null if there is none */
    abstract String input();

    @Override
    final List<String> arguments() {
        String input = input();
        return input == null ? List.of() : List.of(input);
    }
}
