package org.iri4j.cli;

import java.text.Normalizer;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri compare [--level simple|syntax|scheme] A B}: {@code equivalent} or {@code different}.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Compare two IRI references at a level of the comparison ladder (RFC 3987 §5.3) and print "
                + "equivalent or different.")
final class CompareCommand extends TwoInputCommand {

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            description = "simple, syntax or scheme (default).")
    private ComparisonLevel level;

    @Option(names = "--characters", paramLabel = "FORM", converter = CharacterFormOption.class,
            description = "Also normalize characters to NFC or NFKC (RFC 3987 §5.3.2.2; off by default).")
    private Normalizer.Form form;

    @Option(names = "--ignore-fragment", description = "Ignore fragments, as for retrieval (RFC 3987 §5.1).")
    private boolean ignoreFragment;

    private IriComparator comparator;

    @Override
    String apply(String[] in) {
        if (comparator == null) {
            comparator = env().comparatorBuilder().level(level).characterNormalization(form)
                    .ignoreFragment(ignoreFragment).build();
        }
        boolean same = comparator.equivalent(Inputs.parse(env(), "first", in[0]), Inputs.parse(env(), "second", in[1]));
        return same ? "equivalent" : "different";
    }
}
