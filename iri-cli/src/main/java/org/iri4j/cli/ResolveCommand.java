package org.iri4j.cli;

import org.iri4j.api.Iri;
import org.iri4j.api.ResolutionMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri resolve BASE REFERENCE}: the target of RFC 3986 §5.2.
 */
@Command(
        name = "resolve",
        mixinStandardHelpOptions = true,
        description = {
            "Resolve REFERENCE against BASE, an absolute IRI (RFC 3986 §5.2, strict), and print the " + "target.",
            "JSON (--format json): {\"inputs\": [base, reference], \"target\"}."
        })
final class ResolveCommand extends TwoInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "BASE",
            hideParamSyntax = true,
            description = "The base IRI (none with --batch: each line is BASE<TAB>REFERENCE).")
    private String base;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "REFERENCE",
            hideParamSyntax = true,
            description = "The IRI reference to resolve.")
    private String reference;

    @Option(
            names = "--non-strict",
            description = "Ignore a scheme in the reference that equals the base's (http:g), RFC 3986 §5.2.2.")
    private boolean nonStrict;

    @Override
    String first() {
        return base;
    }

    @Override
    String second() {
        return reference;
    }

    @Override
    Answer answer(String[] in) {
        Iri baseIri = Inputs.parse(env(), role(0), in[0]);
        Iri referenceIri = Inputs.parse(env(), role(1), in[1]);
        return Answer.of(
                "target",
                baseIri.resolve(referenceIri, nonStrict ? ResolutionMode.NON_STRICT : ResolutionMode.STRICT)
                        .toString());
    }
}
