package org.iri4j.cli;

import java.text.Normalizer;
import java.util.Locale;
import org.iri4j.api.ComparisonLevel;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --characters nfc|nfkc}: the two forms RFC 3987 §5.3.2.2 names. */
final class CharacterFormOption implements ITypeConverter<Normalizer.Form> {

    @Override
    public Normalizer.Form convert(String value) {
        switch (value.toUpperCase(Locale.ROOT)) {
            case "NFC":
                return Normalizer.Form.NFC;
            case "NFKC":
                return Normalizer.Form.NFKC;
            default:
                throw new TypeConversionException(EnumOption.expected(new String[] {"nfc", "nfkc"}, value)
                        + " (RFC 3987 §5.3.2.2)");
        }
    }

    /**
     * Checks that {@code --characters} goes with the level: simple string comparison compares
     * the strings as they are (RFC 3987 §5.3.1), it normalizes nothing.
     *
     * @param command the command
     * @param level   its level
     * @param form    its form, or null if none was given
     */
    static void checkLevel(InputCommand command, ComparisonLevel level, Normalizer.Form form) {
        if (form != null && level == ComparisonLevel.SIMPLE) {
            throw command.usage("--characters does not apply to --level simple, which compares the strings as they "
                    + "are (RFC 3987 §5.3.1); use --level syntax or scheme");
        }
    }
}
