package org.iri4j.template;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The value of a template variable, one of the three types of RFC 6570 §2.3: a string, a list
 * of strings, or an associative array of (name, value) pairs in the order given. A list or an
 * associative array with no members is undefined (§2.3): it expands to nothing.
 *
 * @since 0.1.0
 */
public final class TemplateValue {

    /** The type of a value, RFC 6570 §2.3. */
    public enum Kind {
        /** A string: {@code "value"}. */
        STRING,
        /** A list of strings: {@code ["red", "green"]}. */
        LIST,
        /** An associative array: {@code {"semi": ";", "dot": "."}}, in its order. */
        ASSOC
    }

    private final Kind kind;
    private final String string;
    /** The members of a list; the names and values, in turn, of an associative array. */
    private final List<String> items;

    private TemplateValue(Kind kind, String string, List<String> items) {
        this.kind = kind;
        this.string = string;
        this.items = items;
    }

    /**
     * A string value, RFC 6570 §2.3.
     *
     * @param value the string (the empty string is defined: {@code {?x}} gives {@code ?x=})
     * @return the value
     */
    public static TemplateValue of(String value) {
        return new TemplateValue(Kind.STRING, Objects.requireNonNull(value, "value"), List.of());
    }

    /**
     * A list value, RFC 6570 §2.3.
     *
     * @param members the members, none of them null
     * @return the value (undefined when there is no member)
     */
    public static TemplateValue of(List<String> members) {
        return new TemplateValue(Kind.LIST, null, List.copyOf(members));
    }

    /**
     * An associative array, RFC 6570 §2.3, in the map's iteration order.
     *
     * @param pairs the names and values, none of them null
     * @return the value (undefined when there is no pair)
     */
    public static TemplateValue of(Map<String, String> pairs) {
        List<String> items = new ArrayList<>(pairs.size() * 2);
        pairs.forEach((name, value) -> {
            items.add(Objects.requireNonNull(name, "name"));
            items.add(Objects.requireNonNull(value, "value"));
        });
        return new TemplateValue(Kind.ASSOC, null, Collections.unmodifiableList(items));
    }

    /**
     * An associative array from names and values in turn, RFC 6570 §2.3: Java's shortest way to
     * write one in order, {@code pairs("semi", ";", "dot", ".")}.
     *
     * @param namesAndValues a name, its value, the next name, its value…
     * @return the value (undefined when there is no pair)
     * @throws IllegalArgumentException if a name has no value, or comes twice
     */
    public static TemplateValue pairs(String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values in turn: the last name has no value");
        }
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int k = 0; k < namesAndValues.length; k += 2) {
            if (pairs.put(namesAndValues[k], Objects.requireNonNull(namesAndValues[k + 1], "value")) != null) {
                throw new IllegalArgumentException("the name \"" + namesAndValues[k] + "\" comes twice: an associative"
                        + " array holds each name once (RFC 6570 §2.3)");
            }
        }
        return of(pairs);
    }

    /**
     * The type of the value.
     *
     * @return string, list or associative array
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The string of a string value.
     *
     * @return the string
     * @throws IllegalStateException if the value is a list or an associative array
     */
    public String string() {
        if (kind != Kind.STRING) {
            throw new IllegalStateException("a " + kind + " value has no string");
        }
        return string;
    }

    /**
     * The members of a list value.
     *
     * @return the members, unmodifiable
     * @throws IllegalStateException if the value is not a list
     */
    public List<String> list() {
        if (kind != Kind.LIST) {
            throw new IllegalStateException("a " + kind + " value has no members");
        }
        return items;
    }

    /**
     * The pairs of an associative array, in their order.
     *
     * @return the pairs, unmodifiable
     * @throws IllegalStateException if the value is not an associative array
     */
    public Map<String, String> assoc() {
        if (kind != Kind.ASSOC) {
            throw new IllegalStateException("a " + kind + " value has no pairs");
        }
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int k = 0; k < items.size(); k += 2) {
            pairs.put(items.get(k), items.get(k + 1));
        }
        return Collections.unmodifiableMap(pairs);
    }

    /**
     * Whether the value is defined, RFC 6570 §2.3: a string always is, a list or an associative
     * array when it has a member.
     *
     * @return true unless it is an empty list or an empty associative array
     */
    public boolean isDefined() {
        return kind == Kind.STRING || !items.isEmpty();
    }

    /** The list's members, or an associative array's names and values in turn. */
    List<String> items() {
        return items;
    }

    /**
     * Equal values have the same type and the same strings in the same order.
     *
     * @param other another object
     * @return whether it is an equal value
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof TemplateValue that
                && kind == that.kind
                && Objects.equals(string, that.string)
                && items.equals(that.items);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, string, items);
    }

    /**
     * The value as JSON writes it: a string, an array or an object.
     *
     * @return for example {@code ["red","green"]}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        appendJson(out);
        return out.toString();
    }

    /** Appends the value as JSON: a string, an array, or an object in order. */
    void appendJson(StringBuilder out) {
        if (kind == Kind.STRING) {
            JsonWriter.string(out, string);
            return;
        }
        boolean assoc = kind == Kind.ASSOC;
        out.append(assoc ? '{' : '[');
        for (int k = 0; k < items.size(); k++) {
            out.append(k == 0 ? "" : assoc && k % 2 == 1 ? ":" : ",");
            JsonWriter.string(out, items.get(k));
        }
        out.append(assoc ? '}' : ']');
    }
}
