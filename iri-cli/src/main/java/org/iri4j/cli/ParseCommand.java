package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri parse IRI}: the components as one line of JSON.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Parse an IRI reference and print its components as JSON (absent components are null).")
final class ParseCommand extends InputCommand {

    @Option(names = "--rule", converter = RuleOption.class, paramLabel = "RULE", defaultValue = "IRI-reference",
            description = "The rule to parse against: IRI, IRI-reference (default), absolute-IRI, irelative-ref, "
                    + "URI, URI-reference, absolute-URI, relative-ref.")
    private IriRule rule;

    @Parameters(arity = "0..1", paramLabel = "IRI", description = "The IRI reference.")
    private List<String> inputs = new ArrayList<>();

    @Override
    int inputCount() {
        return 1;
    }

    @Override
    List<String> arguments() {
        return inputs;
    }

    @Override
    String apply(String[] in) {
        return Json.components(Iris.parse(in[0], rule));
    }
}
