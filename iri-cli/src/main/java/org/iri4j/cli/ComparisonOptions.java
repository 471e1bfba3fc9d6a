package org.iri4j.cli;

import java.text.Normalizer;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.IriComparatorBuilder;
import org.iri4j.core.IriEnvironment;
import picocli.CommandLine.Option;

/**
 * {@code --level simple|syntax|scheme} and {@code --characters nfc|nfkc}: where on the
 * comparison ladder of RFC 3987 §5.3 a command works, and whether it also normalizes
 * characters (§5.3.2.2). Mixed into {@code normalize} and {@code compare}, which read the same
 * ladder; the one place where these options become a comparator.
 */
final class ComparisonOptions {

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            defaultValue = "scheme",
            converter = EnumOption.Level.class,
            description = "simple, syntax or scheme (default).")
    private ComparisonLevel level;

    @Option(
            names = "--characters",
            paramLabel = "FORM",
            converter = CharacterFormOption.class,
            description = "Also normalize characters to NFC or NFKC (RFC 3987 §5.3.2.2; off by default; "
                    + "not with --level simple).")
    private Normalizer.Form form;

    /**
     * Checks that {@code --characters} goes with the level: simple string comparison compares
     * the strings as they are (RFC 3987 §5.3.1), it normalizes nothing.
     *
     * @param command the command the options were given to, whose usage mistake this is
     * @throws picocli.CommandLine.ParameterException when {@code --characters} comes with
     *     {@code --level simple}
     */
    void check(InputCommand command) {
        if (form != null && level == ComparisonLevel.SIMPLE) {
            throw command.usage("--characters does not apply to --level simple, which compares the strings as they "
                    + "are (RFC 3987 §5.3.1); use --level syntax or scheme");
        }
    }

    /**
     * A comparator builder of the environment set to the level and character normalization
     * given; a command adds its own options before it builds the comparator.
     *
     * @param environment the environment whose plugins the scheme level uses
     * @return the builder
     */
    IriComparatorBuilder comparatorBuilder(IriEnvironment environment) {
        return environment.comparatorBuilder().level(level).characterNormalization(form);
    }
}
