package org.iri4j.cli;

import java.text.Normalizer;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri normalize [--level syntax|scheme] IRI}: the normal form (RFC 3987 §5.3).
 */
@Command(name = "normalize", mixinStandardHelpOptions = true,
        description = "Print the normal form of an IRI reference at a level of the comparison ladder "
                + "(RFC 3987 §5.3): syntax (case, percent-encoding, dot segments) or scheme (default: also the "
                + "scheme's plugin rules, e.g. default port, empty path, IDN host).")
final class NormalizeCommand extends OneInputCommand {

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            description = "simple, syntax or scheme (default).")
    private ComparisonLevel level;

    @Option(names = "--characters", paramLabel = "FORM", converter = CharacterFormOption.class,
            description = "Also normalize characters to NFC or NFKC (RFC 3987 §5.3.2.2; off by default).")
    private Normalizer.Form form;

    private IriComparator comparator;

    @Override
    String apply(String[] in) {
        if (comparator == null) {
            comparator = env().comparatorBuilder().level(level).characterNormalization(form).build();
        }
        return comparator.normalForm(env().parse(in[0])).toString();
    }
}
