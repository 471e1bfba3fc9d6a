package org.iri4j.cli;

import java.text.Normalizer;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import org.iri4j.core.Iris;

/**
 * {@code iri normalize [--level simple|syntax|scheme] [--characters nfc|nfkc] IRI}: the normal
 * form (RFC 3987 §5.3).
 */
@Command(name = "normalize", mixinStandardHelpOptions = true,
        description = {"Print the normal form of an IRI reference at a level of the comparison ladder "
                + "(RFC 3987 §5.3): simple (the reference as it is), syntax (case, percent-encoding, dot segments) "
                + "or scheme (default: also the scheme's plugin rules, e.g. default port, empty path, IDN host).",
            "JSON (--format json): {\"input\", \"normal\"}."})
final class NormalizeCommand extends OneInputCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "IRI", hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme", converter = EnumOption.Level.class,
            description = "simple, syntax or scheme (default).")
    private ComparisonLevel level;

    @Option(names = "--characters", paramLabel = "FORM", converter = CharacterFormOption.class,
            description = "Also normalize characters to NFC or NFKC (RFC 3987 §5.3.2.2; off by default; "
                    + "not with --level simple).")
    private Normalizer.Form form;

    private IriComparator comparator;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        CharacterFormOption.checkLevel(this, level, form);
    }

    @Override
    void prepare() {
        comparator = env().comparatorBuilder().level(level).characterNormalization(form).build();
    }

    @Override
    Answer answer(String[] in) {
        return Answer.of("normal", comparator.normalForm(Iris.parse(in[0])).toString());
    }
}
