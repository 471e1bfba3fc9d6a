package org.iri4j.cli;

import org.iri4j.api.IriRule;
import picocli.CommandLine.ITypeConverter;

/**
 * Reads {@code --rule} values by their ABNF names: {@code IRI}, {@code IRI-reference},
 * {@code absolute-IRI}, {@code irelative-ref}, {@code URI}, {@code URI-reference},
 * {@code absolute-URI}, {@code relative-ref}.
 */
final class RuleOption implements ITypeConverter<IriRule> {

    @Override
    public IriRule convert(String value) {
        return IriRule.fromName(value);
    }
}
