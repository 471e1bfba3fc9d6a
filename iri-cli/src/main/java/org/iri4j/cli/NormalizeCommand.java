package org.iri4j.cli;

import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code iri normalize [--level simple|syntax|scheme] [--characters nfc|nfkc] IRI}: the normal
 * form (RFC 3987 §5.3).
 */
@Command(
        name = "normalize",
        mixinStandardHelpOptions = true,
        description = {
            "Print the normal form of an IRI reference at a level of the comparison ladder "
                    + "(RFC 3987 §5.3): simple (the reference as it is), syntax (case, percent-encoding, dot segments) "
                    + "or scheme (default: also the scheme's plugin rules, e.g. default port, empty path, IDN host).",
            "JSON (--format json): {\"input\", \"normal\"}."
        })
final class NormalizeCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "IRI",
            hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Mixin
    private ComparisonOptions comparison;

    private IriComparator comparator;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        comparison.check(this);
    }

    @Override
    void prepare() {
        comparator = comparison.comparatorBuilder(env()).build();
    }

    @Override
    Answer answer(String[] in) {
        return Answer.of("normal", comparator.normalForm(Iris.parse(in[0])).toString());
    }
}
