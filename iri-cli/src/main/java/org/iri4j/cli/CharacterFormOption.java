package org.iri4j.cli;

import java.text.Normalizer;
import java.util.Locale;
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
                throw new TypeConversionException(
                        EnumOption.expected(new String[] {"nfc", "nfkc"}, value) + " (RFC 3987 §5.3.2.2)");
        }
    }
}
