package org.iri4j.cli;

import java.util.Locale;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Leniency;
import org.iri4j.api.SeverityMap;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads the value of an option that names a constant of an enum, by its name in lower case
 * with {@code -} for {@code _}, in any case ({@code --level SYNTAX} is {@code --level syntax}).
 * A value that names none is a usage mistake whose message lists the values there are.
 *
 * @param <E> the enum
 */
abstract class EnumOption<E extends Enum<E>> implements ITypeConverter<E> {

    private final Class<E> type;

    EnumOption(Class<E> type) {
        this.type = type;
    }

    /**
     * The name of a constant on the command line.
     *
     * @param constant the constant
     * @return e.g. {@code "syntax"}
     */
    static String name(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public E convert(String value) {
        E[] constants = type.getEnumConstants();
        for (E constant : constants) {
            if (name(constant).equalsIgnoreCase(value)) {
                return constant;
            }
        }
        String[] names = new String[constants.length];
        for (int i = 0; i < constants.length; i++) {
            names[i] = name(constants[i]);
        }
        throw new TypeConversionException(expected(names, value));
    }

    /**
     * The message for a value that is none of the names.
     *
     * @param names the names there are
     * @param value the value given
     * @return e.g. {@code expected simple, syntax or scheme, not 'fuzzy'}
     */
    static String expected(String[] names, String value) {
        StringBuilder out = new StringBuilder("expected ");
        for (int i = 0; i < names.length; i++) {
            out.append(i == 0 ? "" : i == names.length - 1 ? " or " : ", ").append(names[i]);
        }
        return out.append(", not '").append(value).append('\'').toString();
    }

    /** {@code --level}. */
    static final class Level extends EnumOption<ComparisonLevel> {
        Level() {
            super(ComparisonLevel.class);
        }
    }

    /** {@code --leniency}. */
    static final class LeniencyMode extends EnumOption<Leniency> {
        LeniencyMode() {
            super(Leniency.class);
        }
    }

    /** {@code --profile}. */
    static final class Profile extends EnumOption<SeverityMap.Profile> {
        Profile() {
            super(SeverityMap.Profile.class);
        }
    }

    /** {@code --wrap}. */
    static final class Wrapping extends EnumOption<BidiWrapping> {
        Wrapping() {
            super(BidiWrapping.class);
        }
    }

    /** {@code --format}. */
    static final class Format extends EnumOption<OutputFormat> {
        Format() {
            super(OutputFormat.class);
        }
    }
}
