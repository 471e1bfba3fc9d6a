package org.iri4j.core.internal.plugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.host.JdkHostMapper;
import org.iri4j.core.internal.plugin.Precedence.Candidate;
import org.iri4j.core.internal.plugin.Precedence.Intent;
import org.iri4j.core.internal.plugin.Precedence.Origin;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;

/**
 * What a {@link PluginSet.Builder}'s providers resolve to: each plugin asked about itself
 * inside a guard (a plugin whose answers are unusable is left out, {@link SelfDescription}),
 * each scheme given to the winner of the tie rule ({@link Precedence}), the host mapper chosen
 * by the same rule (the core's {@code java.net.IDN} one when there is none), and every problem
 * met on the way: those of discovery in the order met, then the others in an order that does
 * not depend on the order the providers came in (by class name, by scheme).
 */
final class PluginResolution {

    /** A provider and how it came: registered explicitly or discovered. */
    record Provided<T>(T provider, Origin origin) {
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
        Map<String, List<Candidate<SchemeEntry>>> claims = new TreeMap<>();
        Map<SchemeRules, List<ViolationCode>> declared = new IdentityHashMap<>();
        List<Candidate<SchemeRules>> usable = new ArrayList<>();
        for (Provided<SchemeRules> provided : ordered) {
            Claims asked = ask(provided.provider(), declared);
            if (asked == null) {
                continue;
            }
            usable.add(new Candidate<>(
                    provided.provider(), provided.name(), provided.origin(), asked.priority(), Intent.CLAIM));
            for (SchemeEntry entry : asked.entries()) {
                Intent intent = asked.replaces().contains(entry.scheme()) ? Intent.REPLACE : Intent.CLAIM;
                claims.computeIfAbsent(entry.scheme(), k -> new ArrayList<>())
                        .add(new Candidate<>(entry, provided.name(), provided.origin(), entry.priority(), intent));
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
        // best first, as the tie rule ranks them, whatever the order they came in
        usable.sort(Precedence.BEST_FIRST);
        for (Candidate<SchemeRules> candidate : usable) {
            if (used.contains(candidate.provider())) {
                plugins.add(candidate.provider());
                codes.addAll(declared.get(candidate.provider()));
            }
        }
    }

    /** What a plugin says about its schemes: its priority, an entry for each, those it replaces. */
    private record Claims(int priority, List<SchemeEntry> entries, Set<String> replaces) {}

    /**
     * What a plugin says about each of its schemes, or null (and a problem) if that throws or
     * is not valid; the codes it declares go into {@code declared}.
     */
    private Claims ask(SchemeRules plugin, Map<SchemeRules, List<ViolationCode>> declared) {
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
            Set<String> replaces = SelfDescription.requireReplaces(plugin.replaces(), names);
            declared.put(plugin, declaredCodes);
            return new Claims(priority, entries, replaces);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            problems.add(invalid("SchemeRules", plugin.getClass().getName(), e));
            return null;
        }
    }

    private void resolveHostMapper(List<Provided<HostMapper>> ordered) {
        List<Candidate<GuardedHostMapper>> candidates = new ArrayList<>();
        for (Provided<HostMapper> provided : ordered) {
            try {
                GuardedHostMapper guarded = new GuardedHostMapper(provided.provider());
                SelfDescription.requireCodes(guarded.codes());
                // a host mapper's priority is its statement (HostMapper javadoc): the highest is used
                candidates.add(new Candidate<>(
                        guarded, provided.name(), provided.origin(), guarded.priority(), Intent.REPLACE));
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
                service + " " + name + " skipped, what it says about itself is unusable: " + MessageText.thrown(e));
    }

    /**
     * Each class once (the same class a second time is the same plugin, not a conflict: the
     * first registered, or else the first found), explicit registrations first, then by class
     * name: what follows, problems included, never depends on the order plugins came in.
     */
    private static <T> List<Provided<T>> distinct(List<Provided<T>> all) {
        Map<String, Provided<T>> byClass = new LinkedHashMap<>();
        for (Provided<T> provided : all) {
            if (provided.origin() == Origin.EXPLICIT) {
                byClass.putIfAbsent(provided.name(), provided);
            }
        }
        for (Provided<T> provided : all) {
            byClass.putIfAbsent(provided.name(), provided);
        }
        List<Provided<T>> sorted = new ArrayList<>(byClass.values());
        sorted.sort(Comparator.comparing((Provided<T> p) -> p.origin()).thenComparing(Provided::name));
        return sorted;
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
