package org.iri4j.template;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values a match has found so far: a variable named twice must have one value (or be
 * undefined twice; a {@code {x}} that expanded to nothing allows the empty string), and a
 * prefix ({@code {x:3}}) must be the start of the whole value.
 */
final class Bindings {

    private final LinkText link;
    private final Map<String, TemplateValue> values = new HashMap<>();
    private final Map<String, Integer> where = new HashMap<>();
    private final Set<String> undefined = new HashSet<>();
    private final Set<String> blank = new HashSet<>();
    private final List<Prefix> prefixes = new ArrayList<>();

    /** A prefix found in the link, checked once the whole values are known. */
    private record Prefix(VarSpec var, String seen, int at) {}

    Bindings(LinkText link) {
        this.link = link;
    }

    /** A variable's value found at index {@code at} of the link. */
    void bind(VarSpec var, TemplateValue value, int at) {
        if (var.prefix() > 0 && value.kind() != TemplateValue.Kind.STRING) {
            throw MatchFailure.noMatchAt(
                    link,
                    at,
                    "\"" + var.name()
                            + "\" reads as a list here, and its prefix modifier applies to a string only (RFC 6570 §2.4.1)");
        }
        if (var.prefix() > 0) {
            prefixes.add(new Prefix(var, value.string(), at));
            return;
        }
        TemplateValue before = values.get(var.name());
        TemplateValue merged = before == null ? value : merge(before, value);
        if (undefined.contains(var.name()) || merged == null || blank.contains(var.name()) && !isBlank(merged)) {
            throw conflict(var, at);
        }
        values.put(var.name(), merged);
        where.putIfAbsent(var.name(), at);
    }

    /**
     * One value read two ways, in the simplest shape each place allows: equal, or a list whose
     * members are an associative array's names and values in turn (an unexploded array reads as
     * that list), or a string and a one-member list of it (unexploded, they expand alike).
     *
     * @return the value both readings allow, or null when there is none
     */
    private static TemplateValue merge(TemplateValue a, TemplateValue b) {
        if (a.equals(b)) {
            return a;
        }
        if (a.kind() != TemplateValue.Kind.STRING && b.kind() != TemplateValue.Kind.STRING) {
            return a.items().equals(b.items()) ? (a.kind() == TemplateValue.Kind.ASSOC ? a : b) : null;
        }
        TemplateValue string = a.kind() == TemplateValue.Kind.STRING ? a : b;
        TemplateValue other = string == a ? b : a;
        boolean oneMember =
                other.kind() == TemplateValue.Kind.LIST && other.items().equals(List.of(string.string()));
        return oneMember ? other : null;
    }

    /** Whether a value expands to nothing in a {@code {x}} or {@code {+x}} expression. */
    private static boolean isBlank(TemplateValue value) {
        return value.kind() == TemplateValue.Kind.STRING
                ? value.string().isEmpty()
                : value.items().equals(List.of(""));
    }

    /** A variable the link leaves undefined where it stands at index {@code at}. */
    void undefined(VarSpec var, int at) {
        if (values.containsKey(var.name())) {
            throw conflict(var, at);
        }
        undefined.add(var.name());
        where.putIfAbsent(var.name(), at);
    }

    /**
     * A variable of a {@code {x}} or {@code {+x}} expression that expanded to nothing: undefined,
     * or the empty string (or a list of one), which a value found elsewhere may say.
     */
    void blank(VarSpec var, int at) {
        TemplateValue value = values.get(var.name());
        if (value != null && !isBlank(value)) {
            throw conflict(var, at);
        }
        blank.add(var.name());
        where.putIfAbsent(var.name(), at);
    }

    private MatchFailure conflict(VarSpec var, int at) {
        int first = link.origin(where.getOrDefault(var.name(), at));
        int here = link.origin(at);
        return MatchFailure.noMatch(
                link,
                here,
                here,
                "\"" + var.name() + "\" reads one way at index " + first + " of the link and another at index " + here
                        + " (defined or not, or two values), and a variable has one value (RFC 6570 §3)");
    }

    /** The variables, once the prefixes are checked against the whole values or taken as values. */
    TemplateVariables finish(List<String> order) {
        // The longest prefix first: a shorter one is checked against what it settled.
        prefixes.sort(java.util.Comparator.comparingInt(
                        (Prefix prefix) -> prefix.var().prefix())
                .reversed());
        for (Prefix prefix : prefixes) {
            settle(prefix.var(), prefix.seen(), prefix.at());
        }
        TemplateVariables.Builder builder = TemplateVariables.builder();
        for (String name : order) {
            TemplateValue value = values.get(name);
            if (value != null) {
                builder.set(name, value);
            }
        }
        return builder.build();
    }

    private void settle(VarSpec var, String seen, int at) {
        TemplateValue whole = values.get(var.name());
        int here = link.origin(at);
        if (whole == null && (undefined.contains(var.name()) || blank.contains(var.name())) && !seen.isEmpty()) {
            throw conflict(var, at);
        }
        if (whole != null) {
            boolean fits = whole.kind() == TemplateValue.Kind.STRING
                    && Expander.prefix(whole.string(), var.prefix()).equals(seen);
            if (!fits) {
                throw MatchFailure.noMatch(
                        link,
                        here,
                        here,
                        "the first " + var.prefix() + " characters of \"" + var.name() + "\" at index " + here
                                + " are not the start of its value elsewhere in the link (RFC 6570 §2.4.1)");
            }
            return;
        }
        if (seen.codePointCount(0, seen.length()) >= var.prefix()) {
            throw MatchFailure.ambiguous(
                    link,
                    here,
                    here,
                    "only the first " + var.prefix() + " characters of \"" + var.name() + "\" are in the link at index "
                            + here + ": any value that starts with them expands to it");
        }
        bind(new VarSpec(var.name(), 0, false, var.start(), var.end()), TemplateValue.of(seen), at);
    }
}
