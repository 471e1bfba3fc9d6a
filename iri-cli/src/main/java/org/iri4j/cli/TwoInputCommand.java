package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A subcommand of two inputs: on the command line, or one pair per line, separated by a
 * TAB, with {@code --batch}. Each command declares its inputs as {@code @Parameters(index = "0")}
 * and {@code (index = "1")} with the labels its synopsis shows ({@code BASE REFERENCE}); in
 * messages, an input is named by its label in lower case ({@link #role(int)}).
 */
abstract class TwoInputCommand extends InputCommand {

    @Override
    final int inputCount() {
        return 2;
    }

    /** @return the first input on the command line, or null */
    abstract String first();

    /** @return the second input on the command line, or null */
    abstract String second();

    @Override
    final List<String> arguments() {
        List<String> given = new ArrayList<>(2);
        if (first() != null) {
            given.add(first());
        }
        if (second() != null) {
            given.add(second());
        }
        return given;
    }
}
