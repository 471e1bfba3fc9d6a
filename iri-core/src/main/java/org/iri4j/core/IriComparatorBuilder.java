package org.iri4j.core;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.api.ProtocolRule;
import org.iri4j.core.internal.normalize.Ladder;
import org.iri4j.core.internal.normalize.LadderOptions;
import org.iri4j.core.internal.plugin.PluginSet;

/**
 * Builds an {@link IriComparator}: a level of the comparison ladder (RFC 3987 §5.3), with
 * options, in the environment it came from ({@link IriEnvironment#comparatorBuilder()}), whose
 * scheme plugins and host mapper the scheme level uses. Not thread-safe; the comparator it
 * builds is.
 *
 * @since 0.1.0
 */
public final class IriComparatorBuilder {

    private ComparisonLevel level = ComparisonLevel.SCHEME;
    private Normalizer.Form form;
    private final PluginSet plugins;
    private final List<ProtocolRule> rules = new ArrayList<>();
    private boolean ignoreFragment;

    IriComparatorBuilder(PluginSet plugins) {
        this.plugins = plugins;
    }

    /**
     * The level; {@link ComparisonLevel#SCHEME} by default.
     *
     * @param level the level
     * @return this builder
     */
    public IriComparatorBuilder level(ComparisonLevel level) {
        this.level = Objects.requireNonNull(level, "level");
        return this;
    }

    /**
     * Character normalization at the syntax and scheme levels (RFC 3987 §5.3.2.2): off by
     * default, because §5.3.2.2 says IRIs already in Unicode must not be normalized for
     * comparison. Only NFC and NFKC are allowed.
     *
     * @param form {@link Normalizer.Form#NFC}, {@link Normalizer.Form#NFKC}, or null for none
     * @return this builder
     * @throws IllegalArgumentException for NFD or NFKD
     */
    public IriComparatorBuilder characterNormalization(Normalizer.Form form) {
        if (form == Normalizer.Form.NFD || form == Normalizer.Form.NFKD) {
            throw new IllegalArgumentException("RFC 3987 §5.3.2.2 names NFC and NFKC only, not " + form);
        }
        this.form = form;
        return this;
    }

    /**
     * Adds a protocol-based rule (RFC 3987 §5.3.4), applied after the level's normalization
     * and after the rules added before it.
     *
     * @param rule the rule
     * @return this builder
     */
    public IriComparatorBuilder rule(ProtocolRule rule) {
        rules.add(Objects.requireNonNull(rule, "rule"));
        return this;
    }

    /**
     * Ignores fragments, as for retrieval (RFC 3987 §5.1).
     *
     * @param ignoreFragment true to ignore them; false by default
     * @return this builder
     */
    public IriComparatorBuilder ignoreFragment(boolean ignoreFragment) {
        this.ignoreFragment = ignoreFragment;
        return this;
    }

    /**
     * The comparator.
     *
     * @return an immutable, thread-safe comparator
     * @throws IllegalArgumentException for character normalization at the simple level, which
     *     compares strings as they are (RFC 3987 §5.3.1)
     */
    public IriComparator build() {
        return new Ladder(new LadderOptions(level, form, rules, ignoreFragment), plugins);
    }
}
