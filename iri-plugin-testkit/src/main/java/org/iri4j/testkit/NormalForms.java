package org.iri4j.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;

/**
 * What the contract asks of normal forms as a whole: the plugin's own findings about them,
 * and that different IRIs keep different normal forms.
 */
final class NormalForms {

    private NormalForms() {}

    /**
     * The ids of the violations a check owes to the plugin: the codes it declares, and
     * {@link IriCode#PLUGIN_FAILED} when it threw. The core's own findings are the core's.
     *
     * @param result a check
     * @return the ids, in order
     */
    static Set<String> pluginCodes(CheckResult result) {
        Set<String> ids = new LinkedHashSet<>();
        for (Violation v : result.violations()) {
            if (!(v.code() instanceof IriCode) || v.code() == IriCode.PLUGIN_FAILED) {
                ids.add(v.code().id());
            }
        }
        return ids;
    }

    /**
     * Within each group, the IRIs that share a scheme-based normal form.
     *
     * @param env    the environment of the plugin
     * @param groups groups of IRIs that name different resources
     * @return a sentence for each pair that shares one
     */
    static List<String> merged(IriEnvironment env, List<List<String>> groups) {
        List<String> merged = new ArrayList<>();
        for (List<String> group : groups) {
            Map<String, String> byNormalForm = new HashMap<>();
            for (String iri : group) {
                String normal = normalForm(env, iri, ComparisonLevel.SCHEME);
                String other = byNormalForm.putIfAbsent(normal, iri);
                if (other != null) {
                    merged.add(other + " and " + iri + " name different resources but both normalize to " + normal);
                }
            }
        }
        return merged;
    }

    /**
     * The schemes whose samples all have one scheme-based normal form (fragments aside, which
     * the core keeps), although they have more than one syntax-based one: a plugin that makes
     * every IRI of a scheme one resource.
     *
     * @param env     the environment of the plugin
     * @param samples the samples
     * @return a sentence for each such scheme
     */
    static List<String> collapsed(IriEnvironment env, List<String> samples) {
        Map<String, Set<String>> syntax = new LinkedHashMap<>();
        Map<String, Set<String>> scheme = new LinkedHashMap<>();
        for (String sample : samples) {
            String name = Iris.parse(sample).scheme().orElse("").toLowerCase(Locale.ROOT);
            syntax.computeIfAbsent(name, k -> new LinkedHashSet<>())
                    .add(withoutFragment(normalForm(env, sample, ComparisonLevel.SYNTAX)));
            scheme.computeIfAbsent(name, k -> new LinkedHashSet<>())
                    .add(withoutFragment(normalForm(env, sample, ComparisonLevel.SCHEME)));
        }
        List<String> collapsed = new ArrayList<>();
        for (Map.Entry<String, Set<String>> forms : scheme.entrySet()) {
            int different = syntax.get(forms.getKey()).size();
            if (different > 1 && forms.getValue().size() == 1) {
                collapsed.add("the samples of scheme " + forms.getKey() + ", " + different
                        + " different after syntax-based " + "normalization, all normalize to "
                        + forms.getValue().iterator().next() + " (fragments aside)");
            }
        }
        return collapsed;
    }

    private static String normalForm(IriEnvironment env, String iri, ComparisonLevel level) {
        return env.normalize(Iris.parse(iri), level).toString();
    }

    /** An IRI without its fragment: the first "#" begins it (RFC 3987 §2.2). */
    private static String withoutFragment(String iri) {
        int hash = iri.indexOf('#');
        return hash < 0 ? iri : iri.substring(0, hash);
    }
}
