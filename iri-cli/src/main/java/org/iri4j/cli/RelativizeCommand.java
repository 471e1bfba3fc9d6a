package org.iri4j.cli;

import org.iri4j.api.Iri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code iri relativize BASE TARGET}: the shortest reference that resolves back to TARGET.
 */
@Command(
        name = "relativize",
        mixinStandardHelpOptions = true,
        description = {
            "Print the shortest reference that resolves, against BASE, to exactly TARGET.",
            "JSON (--format json): {\"inputs\": [base, target], \"reference\"}."
        })
final class RelativizeCommand extends TwoInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "BASE",
            hideParamSyntax = true,
            description = "The base IRI (none with --batch: each line is BASE<TAB>TARGET).")
    private String base;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "TARGET",
            hideParamSyntax = true,
            description = "The IRI the reference must resolve to.")
    private String target;

    @Override
    String first() {
        return base;
    }

    @Override
    String second() {
        return target;
    }

    @Override
    Answer answer(String[] in) {
        Iri baseIri = Inputs.parse(env(), role(0), in[0]);
        Iri targetIri = Inputs.parse(env(), role(1), in[1]);
        return Answer.of("reference", baseIri.relativize(targetIri).toString());
    }
}
