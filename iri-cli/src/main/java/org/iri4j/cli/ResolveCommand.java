package org.iri4j.cli;

import org.iri4j.api.Iri;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri resolve BASE REF}: the target of RFC 3986 §5.2.
 */
@Command(name = "resolve", mixinStandardHelpOptions = true,
        description = "Resolve a reference against a base IRI (RFC 3986 §5.2, strict) and print the target.")
final class ResolveCommand extends TwoInputCommand {

    @Option(names = "--non-strict",
            description = "Ignore a scheme in the reference that equals the base's (http:g), RFC 3986 §5.2.2.")
    private boolean nonStrict;

    @Override
    String apply(String[] in) {
        Iri base = Inputs.parse(env(), "base", in[0]);
        Iri reference = Inputs.parse(env(), "reference", in[1]);
        return base.resolve(reference, nonStrict ? ResolutionMode.NON_STRICT : ResolutionMode.STRICT).toString();
    }
}
