package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one implementation answers to one URL pattern case (URL Pattern Standard §1.2, the
 * URLPattern class): the constructor's failure, or the eight component pattern strings,
 * {@code hasRegExpGroups} and, per input, {@code test} and {@code exec}. Both sides are put in
 * this form, iri4j's by {@link Iri4jPatterns}, the polyfill's from the line Node writes.
 *
 * @param error the constructor's failure (a {@code UrlPatternCode} for iri4j, the TypeError's
 *     message for the polyfill; never compared, only its presence), or null
 * @param patterns the component pattern strings, protocol to hash; empty on failure
 * @param regExpGroups {@code hasRegExpGroups}
 * @param matches one per input
 */
record PatternAnswer(String error, List<String> patterns, boolean regExpGroups, List<Match> matches) {

    /** {@code test} answers "true", "false" or "throw". */
    static final String THROW = "throw";

    /**
     * {@code test} and {@code exec} on one input.
     *
     * @param test "true", "false" or {@value PatternAnswer#THROW}
     * @param exec "null", {@value PatternAnswer#THROW} or "match"
     * @param components on a match, the eight components' inputs and groups; else empty
     * @param read the input's eight components as canonicalized for matching (§1.4 "match"): what
     *     a pattern matching everything gives as their inputs; null when the input is no URL
     */
    record Match(String test, String exec, List<Component> components, List<String> read) {}

    /**
     * One component of {@code exec}'s result (§1.2 URLPatternComponentResult).
     *
     * @param input the component's value matched
     * @param groups each group's text; a null value for one that took no part ({@code undefined})
     */
    record Component(String input, Map<String, String> groups) {}

    /**
     * @param message the failure
     * @return the answer of a constructor that threw
     */
    static PatternAnswer failure(String message) {
        return new PatternAnswer(message, List.of(), false, List.of());
    }

    /**
     * @return whether the constructor threw
     */
    boolean failed() {
        return error != null;
    }

    /**
     * The same answer, failures counting as equal whatever their message.
     *
     * @param other the other answer
     * @return whether they agree
     */
    boolean agrees(PatternAnswer other) {
        return failed() ? other.failed() : !other.failed() && equals(other);
    }

    /**
     * Reads one answer as urlpattern-differential.mjs writes it.
     *
     * @param json {@code {"error": ...}} or {@code {"p": [...], "r": ..., "m": [...]}}
     * @return the answer
     */
    static PatternAnswer fromJson(Map<?, ?> json) {
        if (json.containsKey("error")) {
            return failure((String) json.get("error"));
        }
        List<String> patterns = new ArrayList<>();
        for (Object p : (List<?>) json.get("p")) {
            patterns.add((String) p);
        }
        List<Match> matches = new ArrayList<>();
        for (Object m : (List<?>) json.get("m")) {
            List<?> pair = (List<?>) m;
            matches.add(match(pair.get(0), pair.get(1), strings(pair.get(2))));
        }
        return new PatternAnswer(null, patterns, (Boolean) json.get("r"), matches);
    }

    private static List<String> strings(Object json) {
        if (json == null) {
            return null;
        }
        if (!(json instanceof List<?> list)) {
            return List.of(THROW);
        }
        List<String> out = new ArrayList<>();
        list.forEach(x -> out.add((String) x));
        return out;
    }

    private static Match match(Object test, Object exec, List<String> read) {
        String testText = String.valueOf(test);
        if (!(exec instanceof List<?> components)) {
            return new Match(testText, exec == null ? "null" : THROW, List.of(), read);
        }
        List<Component> list = new ArrayList<>();
        for (Object c : components) {
            List<?> pair = (List<?>) c;
            Map<String, String> groups = new HashMap<>();
            for (Object g : (List<?>) pair.get(1)) {
                List<?> entry = (List<?>) g;
                groups.put((String) entry.get(0), (String) entry.get(1));
            }
            list.add(new Component((String) pair.get(0), Collections.unmodifiableMap(groups)));
        }
        return new Match(testText, "match", list, read);
    }
}
