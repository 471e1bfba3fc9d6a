package org.iri4j.cli;

import org.iri4j.api.IriRule;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --rule} values by their ABNF names: {@code IRI}, {@code IRI-reference},
 * {@code absolute-IRI}, {@code irelative-ref}, {@code URI}, {@code URI-reference},
 * {@code absolute-URI}, {@code relative-ref}. Another value is a usage mistake whose message
 * lists them.
 */
final class RuleOption implements ITypeConverter<IriRule> {

    @Override
    public IriRule convert(String value) {
        try {
            return IriRule.fromName(value);
        } catch (IllegalArgumentException e) {
            IriRule[] rules = IriRule.values();
            String[] names = new String[rules.length];
            for (int i = 0; i < rules.length; i++) {
                names[i] = rules[i].abnfName();
            }
            throw new TypeConversionException(EnumOption.expected(names, value));
        }
    }
}
