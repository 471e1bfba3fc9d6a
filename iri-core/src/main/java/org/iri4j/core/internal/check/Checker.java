package org.iri4j.core.internal.check;

import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.CheckResults;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.layout.ReferenceParser;
import org.iri4j.core.internal.mapping.IriMapping;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.syntax.ViolationCollector;
import org.iri4j.core.internal.syntax.ViolationSink;
import org.iri4j.core.internal.value.IriValue;

/**
 * A check against one rule in one environment: the grammar, then the recommendations of
 * RFC 3986 and RFC 3987 ({@link Advisories}), the scheme plugin's rules, the host mapper's
 * warnings and what {@code toUri} would refuse ({@link SchemeChecks}), each with the severity
 * of the environment's map. Immutable and thread-safe.
 *
 * <p>A check of a valid IRI with nothing to report allocates only its result: the grammar runs
 * first in a mode that abandons at the first error, and every later stage makes its list at
 * its first finding. Only an invalid input is parsed a second time, collecting every error.
 */
public final class Checker {

    private final IriRule rule;
    private final PluginSet plugins;
    private final SeverityMap severities;
    private final IriMapping mapping;

    /**
     * A checker.
     *
     * @param rule       the rule
     * @param plugins    the plugins whose rules and host mapper take part
     * @param severities the map that decides each violation's severity
     * @param mapping    the IRI to URI mapping whose refusals a check reports
     */
    public Checker(IriRule rule, PluginSet plugins, SeverityMap severities, IriMapping mapping) {
        this.rule = rule;
        this.plugins = plugins;
        this.severities = severities;
        this.mapping = mapping;
    }

    /**
     * Checks a string; never throws for bad input.
     *
     * @param input the string
     * @return what was found
     */
    public CheckResult check(CharSequence input) {
        String s = input.toString();
        Layout layout = ReferenceParser.parse(s, rule, ViolationSink.ABANDONING);
        if (layout == null) {
            return withGrammarErrors(s);
        }
        IriValue iri = new IriValue(layout);
        List<Violation> advised = Advisories.check(layout);
        List<Violation> schemeRules = SchemeChecks.check(iri, plugins, severities, mapping);
        if (advised.isEmpty() && schemeRules.isEmpty()) {
            return CheckResults.of(s, rule, List.of(), iri);
        }
        ViolationCollector found = new ViolationCollector(s, severities);
        found.addAll(advised);
        for (int i = 0; i < schemeRules.size(); i++) { // indexed: no iterator, no bound method reference
            found.addAsIs(schemeRules.get(i));
        }
        return CheckResults.of(s, rule, found.sorted(), found.isInvalid() ? null : iri);
    }

    /** The errors of the grammar, all of them, and the recommendations on the parser's best reading. */
    private CheckResult withGrammarErrors(String s) {
        ViolationCollector found = new ViolationCollector(s, severities);
        Layout reading = ReferenceParser.parse(s, rule, found);
        found.addAll(Advisories.check(reading));
        return CheckResults.of(s, rule, found.sorted(), null);
    }

    @Override
    public String toString() {
        return "Checker[" + rule.abnfName() + ", " + severities + "]";
    }
}
