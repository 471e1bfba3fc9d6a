package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Iri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code iri relativize BASE TARGET}: the shortest reference that resolves back to TARGET.
 */
@Command(name = "relativize", mixinStandardHelpOptions = true,
        description = "Print the shortest reference that resolves, against BASE, to exactly TARGET.")
final class RelativizeCommand extends InputCommand {

    @Parameters(arity = "0..2", paramLabel = "BASE TARGET", description = "The base IRI and the target IRI.")
    private List<String> inputs = new ArrayList<>();

    @Override
    int inputCount() {
        return 2;
    }

    @Override
    List<String> arguments() {
        return inputs;
    }

    @Override
    String apply(String[] in) {
        Iri base = Inputs.parse("base", in[0]);
        Iri target = Inputs.parse("target", in[1]);
        return base.relativize(target).toString();
    }
}
