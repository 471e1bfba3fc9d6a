package org.iri4j.core.reference;

import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriParser;
import org.iri4j.api.IriRule;
import org.iri4j.core.syntax.ViolationCollector;

/**
 * The {@link IriParser} for one rule in one environment: {@code parse} applies the grammar
 * only; {@code check} adds the recommendations, the scheme plugin's rules and the host
 * mapper's warnings, each with the severity of the environment's map. Stateless.
 *
 * @since 0.1.0
 */
public final class RuleParser implements IriParser {

    private final IriRule rule;
    private final Environment env;

    RuleParser(IriRule rule, Environment env) {
        this.rule = rule;
        this.env = env;
    }

    /**
     * The parser for a rule in the default environment.
     *
     * @param rule the rule
     * @return the shared parser
     */
    public static RuleParser of(IriRule rule) {
        return Environment.defaults().parser(rule);
    }

    @Override
    public IriRule rule() {
        return rule;
    }

    @Override
    public Iri parse(CharSequence input) {
        return ReferenceParser.parse(input.toString(), rule, null, env);
    }

    @Override
    public CheckResult check(CharSequence input) {
        String s = input.toString();
        ViolationCollector sink = ViolationCollector.checking(s, rule.isUriRule(), env.severities());
        ParsedIri iri = ReferenceParser.parse(s, rule, sink, env);
        Advisories.check(iri, sink, Text.of(s));
        if (!sink.hasErrors()) {
            SchemeChecks.check(iri, sink, env);
        }
        return CheckResult.of(s, rule, sink.sorted(), sink.isInvalid() ? null : iri);
    }

    @Override
    public boolean isValid(CharSequence input) {
        String s = input.toString();
        ViolationCollector sink = ViolationCollector.counting(s, rule.isUriRule());
        ReferenceParser.parse(s, rule, sink, env);
        return !sink.hasErrors();
    }

    @Override
    public String toString() {
        return "IriParser[" + rule.abnfName() + "]";
    }
}
