package org.iri4j.core.normalize;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.ProtocolRule;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.reference.Environment;
import org.iri4j.core.reference.ParsedIri;

/**
 * The comparison ladder of RFC 3987 §5.3 as an {@link IriComparator}: normal form at a level,
 * then the protocol rules in order, then the fragment dropped if asked; equivalence is
 * equality of normal forms. Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class Ladder implements IriComparator {

    private final ComparisonLevel level;
    private final Normalizer.Form form;
    private final Environment env;
    private final List<ProtocolRule> rules;
    private final boolean ignoreFragment;

    /**
     * Makes a comparator.
     *
     * @param level          the level
     * @param form           NFC or NFKC for character normalization (§5.3.2.2), or null
     * @param env            the environment: scheme plugins and host mapper
     * @param rules          protocol rules, applied in order
     * @param ignoreFragment whether fragments are ignored (§5.1)
     */
    public Ladder(ComparisonLevel level, Normalizer.Form form, Environment env, List<ProtocolRule> rules,
                  boolean ignoreFragment) {
        this.level = level;
        this.form = form;
        this.env = env;
        this.rules = List.copyOf(rules);
        this.ignoreFragment = ignoreFragment;
    }

    private Ladder(Ladder from, List<ProtocolRule> rules, boolean ignoreFragment) {
        this.level = from.level;
        this.form = from.form;
        this.env = from.env;
        this.rules = rules;
        this.ignoreFragment = ignoreFragment;
    }

    @Override
    public ComparisonLevel level() {
        return level;
    }

    @Override
    public Iri normalForm(Iri iri) {
        ParsedIri p = ParsedIri.of(iri, env);
        if (level != ComparisonLevel.SIMPLE) {
            p = SyntaxNormalizer.normalize(p, form, env);
        }
        if (level == ComparisonLevel.SCHEME) {
            try {
                p = SchemeLevel.normalize(p, env.entry(p), env);
            } catch (PluginFailure f) {
                throw f.toException(iri.toString());
            }
        }
        for (int i = 0; i < rules.size(); i++) { // indexed: no iterator for the usual empty list
            p = ParsedIri.of(rules.get(i).apply(p));
        }
        if (ignoreFragment && p.hasFragment()) {
            p = p.withoutFragment();
        }
        return p;
    }

    /**
     * Whether the normal forms are equal. At the syntax and scheme levels without character
     * normalization or protocol rules, the two IRIs are walked and compared component by
     * component ({@link Equivalence}) instead, which gives the same answer without building
     * the normal forms, and builds them only where the walk cannot tell.
     */
    @Override
    public boolean equivalent(Iri a, Iri b) {
        if (level == ComparisonLevel.SIMPLE && rules.isEmpty() && !ignoreFragment) {
            return a.toString().equals(b.toString());
        }
        if (level != ComparisonLevel.SIMPLE && form == null && rules.isEmpty()) {
            try {
                Boolean walked = Equivalence.decide(ParsedIri.of(a, env), ParsedIri.of(b, env), level, env, ignoreFragment);
                if (walked != null) {
                    return walked;
                }
            } catch (PluginFailure f) {
                // the normal forms below report the failure with the input that caused it
            }
        }
        return normalForm(a).toString().equals(normalForm(b).toString());
    }

    @Override
    public IriComparator ignoringFragment() {
        return new Ladder(this, rules, true);
    }

    @Override
    public IriComparator withRule(ProtocolRule rule) {
        List<ProtocolRule> more = new ArrayList<>(rules);
        more.add(Objects.requireNonNull(rule, "rule"));
        return new Ladder(this, List.copyOf(more), ignoreFragment);
    }
}
