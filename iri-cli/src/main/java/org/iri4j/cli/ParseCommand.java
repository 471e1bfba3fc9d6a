package org.iri4j.cli;

import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri parse IRI}: the components as one line of JSON.
 */
@Command(
        name = "parse",
        mixinStandardHelpOptions = true,
        description = {
            "Parse an IRI reference and print its components as one line of JSON: scheme, authority, "
                    + "userinfo, host, hostKind, displayHost, port, path, query, fragment (absent components are null), "
                    + "absolute.",
            "JSON (--format json): {\"input\": ..., then the same members}."
        })
final class ParseCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "IRI",
            hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Option(
            names = "--rule",
            converter = RuleOption.class,
            paramLabel = "RULE",
            defaultValue = "IRI-reference",
            description = "The rule to parse against: IRI, IRI-reference (default), absolute-IRI, irelative-ref, "
                    + "URI, URI-reference, absolute-URI, relative-ref.")
    private IriRule rule;

    @Override
    String input() {
        return input;
    }

    @Override
    Answer answer(String[] in) {
        JsonObject components = Json.components(Iris.parse(in[0], rule), env());
        return Answer.of(components.toString(), components);
    }
}
