package org.iri4j.cli;

import org.iri4j.api.IriRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri parse IRI}: the components as one line of JSON.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Parse an IRI reference and print its components as JSON (absent components are null).")
final class ParseCommand extends OneInputCommand {

    @Option(names = "--rule", converter = RuleOption.class, paramLabel = "RULE", defaultValue = "IRI-reference",
            description = "The rule to parse against: IRI, IRI-reference (default), absolute-IRI, irelative-ref, "
                    + "URI, URI-reference, absolute-URI, relative-ref.")
    private IriRule rule;

    @Override
    String apply(String[] in) {
        return Json.components(env().parse(in[0], rule), env());
    }
}
