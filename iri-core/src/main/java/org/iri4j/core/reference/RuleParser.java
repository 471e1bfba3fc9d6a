package org.iri4j.core.reference;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriParser;
import org.iri4j.api.IriRule;
import org.iri4j.core.syntax.ViolationCollector;

/**
 * The {@link IriParser} for one rule. Stateless; one shared instance per rule.
 */
public final class RuleParser implements IriParser {

    private static final Map<IriRule, RuleParser> PARSERS = new EnumMap<>(IriRule.class);

    static {
        for (IriRule rule : IriRule.values()) {
            PARSERS.put(rule, new RuleParser(rule));
        }
    }

    private final IriRule rule;

    private RuleParser(IriRule rule) {
        this.rule = rule;
    }

    /**
     * The parser for a rule.
     *
     * @param rule the rule
     * @return the shared parser
     */
    public static RuleParser of(IriRule rule) {
        return PARSERS.get(Objects.requireNonNull(rule, "rule"));
    }

    @Override
    public IriRule rule() {
        return rule;
    }

    @Override
    public Iri parse(CharSequence input) {
        return ReferenceParser.parse(input.toString(), rule, null);
    }

    @Override
    public CheckResult check(CharSequence input) {
        String s = input.toString();
        ViolationCollector sink = ViolationCollector.collecting(s, rule.isUriRule());
        ParsedIri iri = ReferenceParser.parse(s, rule, sink);
        Advisories.check(iri, sink);
        if (!sink.hasErrors()) {
            SchemeChecks.check(iri, sink);
        }
        return CheckResult.of(s, rule, sink.sorted(), sink.hasErrors() ? null : iri);
    }

    @Override
    public boolean isValid(CharSequence input) {
        String s = input.toString();
        ViolationCollector sink = ViolationCollector.counting(s, rule.isUriRule());
        ReferenceParser.parse(s, rule, sink);
        return !sink.hasErrors();
    }

    @Override
    public String toString() {
        return "IriParser[" + rule.abnfName() + "]";
    }
}
