package org.iri4j.core.plugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.host.JdkHostMapper;
import org.iri4j.core.plugin.Precedence.Candidate;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;

/**
 * What a {@link PluginSet.Builder}'s providers resolve to: each plugin asked about itself
 * inside a guard (a plugin whose answers are unusable is left out, {@link SelfDescription}),
 * each scheme given to the winner of the tie rule ({@link Precedence}), the host mapper chosen
 * by the same rule (the core's {@code java.net.IDN} one when there is none), and every problem
 * met on the way, in the order met.
 */
final class PluginResolution {

    /** A provider and how it came: registered explicitly or discovered. */
    record Provided<T>(T provider, boolean explicit) {
        String name() {
            return provider.getClass().getName();
        }
    }

    private final List<PluginProblem> problems;
    private final Map<String, SchemeEntry> byScheme = new HashMap<>();
    private final List<SchemeRules> plugins = new ArrayList<>();
    private final List<ViolationCode> codes = new ArrayList<>();
    private GuardedHostMapper hostMapper;

    private PluginResolution(List<PluginProblem> discoveryProblems) {
        this.problems = new ArrayList<>(discoveryProblems);
    }

    /**
     * Resolves what was provided, in the order provided.
     *
     * @param schemePlugins     the scheme plugins found or added
     * @param hostMappers       the host mappers found or added
     * @param discoveryProblems what discovery could not load
     * @return the resolution
     */
    static PluginResolution of(
            List<Provided<SchemeRules>> schemePlugins,
            List<Provided<HostMapper>> hostMappers,
            List<PluginProblem> discoveryProblems) {
        PluginResolution resolution = new PluginResolution(discoveryProblems);
        resolution.resolveSchemes(distinct(schemePlugins));
        resolution.resolveHostMapper(distinct(hostMappers));
        return resolution;
    }

    private void resolveSchemes(List<Provided<SchemeRules>> ordered) {
        Map<String, List<Candidate<SchemeEntry>>> claims = new LinkedHashMap<>();
        Map<SchemeRules, List<ViolationCode>> declared = new IdentityHashMap<>();
        List<SchemeRules> usable = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            Provided<SchemeRules> provided = ordered.get(i);
            List<SchemeEntry> entries = ask(provided.provider(), declared);
            if (entries != null) {
                usable.add(provided.provider());
                for (SchemeEntry entry : entries) {
                    claims.computeIfAbsent(entry.scheme(), k -> new ArrayList<>())
                            .add(new Candidate<>(entry, provided.name(), provided.explicit(), i, entry.priority()));
                }
            }
        }
        Set<SchemeRules> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Map.Entry<String, List<Candidate<SchemeEntry>>> claim : claims.entrySet()) {
            SchemeEntry winner = Precedence.winner(
                            claim.getValue(), "SchemeRules", "scheme \"" + claim.getKey() + "\"", problems)
                    .provider();
            byScheme.put(claim.getKey(), winner);
            used.add(winner.plugin());
        }
        for (SchemeRules plugin : usable) {
            if (used.contains(plugin)) {
                plugins.add(plugin);
                codes.addAll(declared.get(plugin));
            }
        }
    }

    /**
     * What a plugin says about each of its schemes, or null (and a problem) if that throws or
     * is not valid; the codes it declares go into {@code declared}.
     */
    private List<SchemeEntry> ask(SchemeRules plugin, Map<SchemeRules, List<ViolationCode>> declared) {
        try {
            Set<String> names = plugin.schemes();
            if (names == null || names.isEmpty()) {
                throw new IllegalArgumentException(
                        "schemes() returned " + names + "; a plugin claims one scheme or more");
            }
            int priority = plugin.priority();
            List<ViolationCode> declaredCodes = SelfDescription.requireCodes(plugin.codes());
            SelfDescription.requireName(plugin.name());
            List<SchemeEntry> entries = new ArrayList<>(names.size());
            for (String scheme : names) {
                entries.add(SchemeEntry.ask(plugin, SelfDescription.requireScheme(scheme), priority));
            }
            declared.put(plugin, declaredCodes);
            return entries;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            problems.add(invalid("SchemeRules", plugin.getClass().getName(), e));
            return null;
        }
    }

    private void resolveHostMapper(List<Provided<HostMapper>> ordered) {
        List<Candidate<GuardedHostMapper>> candidates = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            Provided<HostMapper> provided = ordered.get(i);
            try {
                GuardedHostMapper guarded = new GuardedHostMapper(provided.provider());
                SelfDescription.requireCodes(guarded.codes());
                candidates.add(new Candidate<>(guarded, provided.name(), provided.explicit(), i, guarded.priority()));
            } catch (RuntimeException | LinkageError | StackOverflowError e) {
                problems.add(invalid("HostMapper", provided.name(), e));
            }
        }
        hostMapper = candidates.isEmpty()
                ? new GuardedHostMapper(JdkHostMapper.INSTANCE)
                : Precedence.winner(candidates, "HostMapper", "the host mapper", problems)
                        .provider();
        codes.addAll(hostMapper.codes());
    }

    private static PluginProblem invalid(String service, String name, Throwable e) {
        return new PluginProblem(
                PluginProblem.Kind.INVALID,
                service,
                name,
                service + " " + name + " skipped, what it says about itself is unusable: " + e);
    }

    /**
     * Explicit registrations first, then the discovered ones, each in its order; the same
     * class a second time is the same plugin, not a conflict.
     */
    private static <T> List<Provided<T>> distinct(List<Provided<T>> all) {
        Map<String, Provided<T>> byClass = new LinkedHashMap<>();
        for (Provided<T> provided : all) {
            if (provided.explicit()) {
                byClass.putIfAbsent(provided.name(), provided);
            }
        }
        for (Provided<T> provided : all) {
            byClass.putIfAbsent(provided.name(), provided);
        }
        return new ArrayList<>(byClass.values());
    }

    Map<String, SchemeEntry> byScheme() {
        return Map.copyOf(byScheme);
    }

    List<SchemeRules> plugins() {
        return List.copyOf(plugins);
    }

    GuardedHostMapper hostMapper() {
        return hostMapper;
    }

    List<ViolationCode> codes() {
        return List.copyOf(codes);
    }

    List<PluginProblem> problems() {
        return List.copyOf(problems);
    }
}
