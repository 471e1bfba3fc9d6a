package org.iri4j.core.internal.normalize;

import java.util.List;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.ProtocolRule;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.value.IriValue;

/**
 * The comparison ladder of RFC 3987 §5.3 as an {@link IriComparator}: normal form at a level,
 * then the protocol rules in order, then the fragment dropped if asked; equivalence is
 * equality of normal forms. Immutable and thread-safe.
 */
public final class Ladder implements IriComparator {

    private final LadderOptions options;
    private final PluginSet plugins;

    /**
     * Makes a comparator.
     *
     * @param options the level and options
     * @param plugins the scheme plugins and host mapper
     */
    public Ladder(LadderOptions options, PluginSet plugins) {
        this.options = options;
        this.plugins = plugins;
    }

    @Override
    public ComparisonLevel level() {
        return options.level();
    }

    @Override
    public Iri normalForm(Iri iri) {
        Layout p = IriValue.layoutOf(iri);
        Layout normal = normalForm(p);
        return normal == p ? IriValue.of(iri) : new IriValue(normal);
    }

    private Layout normalForm(Layout p) {
        if (options.level() != ComparisonLevel.SIMPLE) {
            p = SyntaxNormalizer.normalize(p, options.characters(), plugins);
        }
        if (options.level() == ComparisonLevel.SCHEME) {
            try {
                p = SchemeLevel.normalize(p, plugins.entryOf(p), plugins);
            } catch (PluginFailure f) {
                throw f.toException(p.string());
            }
        }
        List<ProtocolRule> rules = options.rules();
        for (int i = 0; i < rules.size(); i++) { // indexed: no iterator for the usual empty list
            p = IriValue.layoutOf(rules.get(i).apply(new IriValue(p)));
        }
        return options.ignoreFragment() ? p.withoutFragment() : p;
    }

    /**
     * Whether the normal forms are equal. At the syntax and scheme levels without character
     * normalization or protocol rules, the two IRIs are walked and compared component by
     * component ({@link Equivalence}) instead, which gives the same answer without building
     * the normal forms, and builds them only where the walk cannot tell.
     */
    @Override
    public boolean equivalent(Iri a, Iri b) {
        ComparisonLevel level = options.level();
        boolean plain = options.rules().isEmpty();
        if (level == ComparisonLevel.SIMPLE && plain && !options.ignoreFragment()) {
            return a.toString().equals(b.toString());
        }
        Layout p = IriValue.layoutOf(a);
        Layout q = IriValue.layoutOf(b);
        if (level != ComparisonLevel.SIMPLE && options.characters() == null && plain) {
            try {
                Boolean walked = Equivalence.decide(p, q, level, plugins, options.ignoreFragment());
                if (walked != null) {
                    return walked;
                }
            } catch (PluginFailure f) {
                // the normal forms below report the failure with the input that caused it
            }
        }
        return normalForm(p).string().equals(normalForm(q).string());
    }

    @Override
    public String toString() {
        return "Ladder[" + options + "]";
    }
}
