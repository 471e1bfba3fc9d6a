package org.iri4j.cli;

import org.iri4j.api.BidiWrapping;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri display [--wrap embedding|isolate] IRI}: the form of an IRI reference to show to
 * people (RFC 3987 §4.1, §4.2; draft-ietf-iri-3987bis "Display of URIs/IRIs").
 */
@Command(
        name = "display",
        mixinStandardHelpOptions = true,
        description = {
            "Print the form of an IRI reference to show to people (RFC 3987 §4.1, §4.2): characters "
                    + "that cannot be shown safely and components that break the bidi rules of §4.2 percent-encoded, "
                    + "and the whole wrapped in a left-to-right embedding when right-to-left text would otherwise "
                    + "change how it displays.",
            "The output is for people: it is not an IRI to parse again.",
            "JSON (--format json): {\"input\", \"display\"}."
        })
final class DisplayCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "IRI",
            hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Option(
            names = "--wrap",
            paramLabel = "PAIR",
            defaultValue = "embedding",
            converter = EnumOption.Wrapping.class,
            description = "embedding (default: U+202A LRE ... U+202C PDF, as RFC 3987 §4.1 says) or isolate "
                    + "(U+2066 LRI ... U+2069 PDI, Unicode 6.3).")
    private BidiWrapping wrapping;

    @Override
    String input() {
        return input;
    }

    @Override
    Answer answer(String[] in) {
        return Answer.of("display", env().display(Iris.parse(in[0]), wrapping));
    }
}
