package org.iri4j.cli;

import org.iri4j.api.Iri;
import picocli.CommandLine.Command;

/**
 * {@code iri relativize BASE TARGET}: the shortest reference that resolves back to TARGET.
 */
@Command(name = "relativize", mixinStandardHelpOptions = true,
        description = "Print the shortest reference that resolves, against BASE, to exactly TARGET.")
final class RelativizeCommand extends TwoInputCommand {

    @Override
    String apply(String[] in) {
        Iri base = Inputs.parse(env(), "base", in[0]);
        Iri target = Inputs.parse(env(), "target", in[1]);
        return base.relativize(target).toString();
    }
}
