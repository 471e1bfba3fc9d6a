package org.iri4j.cli;

import org.iri4j.api.IriComparator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri compare [--level simple|syntax|scheme] [--characters nfc|nfkc] [--ignore-fragment]
 * FIRST SECOND}: {@code equivalent} (exit 0) or {@code different} (exit 1), RFC 3987 §5.3.
 */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description = {
            "Compare two IRI references at a level of the comparison ladder (RFC 3987 §5.3) and print "
                    + "equivalent (exit 0) or different (exit 1, so that it works in if; with --batch the exit status "
                    + "stays 0).",
            "JSON (--format json): {\"inputs\": [first, second], \"equivalent\": true|false}."
        })
final class CompareCommand extends TwoInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "FIRST",
            hideParamSyntax = true,
            description = "The first IRI reference (none with --batch: each line is FIRST<TAB>SECOND).")
    private String first;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "SECOND",
            hideParamSyntax = true,
            description = "The second IRI reference.")
    private String second;

    @Mixin
    private ComparisonOptions comparison;

    @Option(names = "--ignore-fragment", description = "Ignore fragments, as for retrieval (RFC 3987 §5.1).")
    private boolean ignoreFragment;

    private IriComparator comparator;

    @Override
    String first() {
        return first;
    }

    @Override
    String second() {
        return second;
    }

    @Override
    void checkOptions() {
        comparison.check(this);
    }

    @Override
    void prepare() {
        comparator = comparison
                .comparatorBuilder(env())
                .ignoreFragment(ignoreFragment)
                .build();
    }

    @Override
    Answer answer(String[] in) {
        boolean same = comparator.equivalent(Inputs.parse(env(), role(0), in[0]), Inputs.parse(env(), role(1), in[1]));
        return Answer.of(same ? "equivalent" : "different", new JsonObject().bool("equivalent", same))
                .negative(!same);
    }
}
