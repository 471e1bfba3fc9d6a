package org.iri4j.template;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.InvalidInputException;

/**
 * The values of a template's variables (RFC 6570 §2.3), by name, in the order given. A name
 * with no value is undefined; so is a list or an associative array with no member.
 *
 * <pre>{@code
 * TemplateVariables vars = TemplateVariables.builder()
 *         .set("q", "URI Templates")
 *         .set("list", List.of("red", "green"))
 *         .set("keys", Map.of("semi", ";"))
 *         .build();
 * TemplateVariables same = TemplateVariables.fromJson(
 *         "{\"q\":\"URI Templates\",\"list\":[\"red\",\"green\"],\"keys\":{\"semi\":\";\"}}");
 * }</pre>
 *
 * @since 0.1.0
 */
public final class TemplateVariables implements Serializable {

    private static final long serialVersionUID = 1L;

    private static final TemplateVariables EMPTY = new TemplateVariables(Map.of());

    /** Never written: the serial form is the JSON text (writeReplace). */
    private final transient Map<String, TemplateValue> values;

    private TemplateVariables(Map<String, TemplateValue> values) {
        this.values = values;
    }

    /**
     * No variable defined.
     *
     * @return the empty set of variables
     */
    public static TemplateVariables empty() {
        return EMPTY;
    }

    /**
     * A builder of variables.
     *
     * @return a new, empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Variables from a map, as a JSON library or a Java program holds them (RFC 6570 §2.3): a
     * {@link CharSequence}, {@link Number} or {@link Boolean} is a string (numbers as their
     * {@code toString}, a {@link BigDecimal} as {@link BigDecimal#toString}); a {@link List} of
     * those is a list; a {@link Map} of those is an associative array, in its iteration order; a
     * null value leaves the name undefined, as does a null member of a map.
     *
     * @param values the values by name
     * @return the variables
     * @throws org.iri4j.api.InvalidInputException with {@link TemplateCode#UNSUPPORTED_VALUE} for
     *     any other value, a list inside a list for instance, or a null member of a list
     */
    public static TemplateVariables of(Map<String, ?> values) {
        Builder builder = new Builder();
        values.forEach((name, value) -> {
            if (value != null) {
                builder.set(name, ValueShapes.value(name, value));
            }
        });
        return builder.build();
    }

    /**
     * Variables from a JSON object (RFC 8259), the form of uritemplate-test's {@code variables}:
     * strings, numbers (as {@link BigDecimal#toString} writes them), {@code true} and
     * {@code false} are strings; an array of those is a list; an object of those is an
     * associative array in its order; {@code null} leaves a name (or a pair) undefined.
     *
     * @param json the JSON text of one object
     * @return the variables
     * @throws org.iri4j.api.InvalidInputException with {@link TemplateCode#BAD_JSON} (and the index)
     *     for text that is not one JSON object, {@link TemplateCode#UNSUPPORTED_VALUE} for a value
     *     RFC 6570 has no type for
     */
    public static TemplateVariables fromJson(CharSequence json) {
        Object tree = JsonReader.read(json);
        if (!(tree instanceof Map)) {
            throw TemplateCode.BAD_JSON.failure(
                    json,
                    0,
                    json.length(),
                    "template variables are a JSON object, {\"name\": value, ...} (RFC 8259 §4)");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> members = (Map<String, Object>) tree;
        return of(members);
    }

    /**
     * The value of a variable.
     *
     * @param name the variable's name, as the template writes it (RFC 6570 §2.3: case matters)
     * @return its value, or empty when it has none
     */
    public Optional<TemplateValue> get(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /** The value of a variable, or null. */
    TemplateValue valueOf(String name) {
        return values.get(name);
    }

    /**
     * The names that have a value.
     *
     * @return the names, in the order given, unmodifiable
     */
    public Set<String> names() {
        return Collections.unmodifiableSet(values.keySet());
    }

    /**
     * The variables as a JSON object (RFC 8259), members in order: what
     * {@link #fromJson(CharSequence)} reads back.
     *
     * @return for example {@code {"q":"cat","list":["a","b"]}}
     */
    public String toJson() {
        StringBuilder out = new StringBuilder().append('{');
        values.forEach((name, value) -> {
            out.append(out.length() == 1 ? "" : ",");
            JsonWriter.string(out, name);
            value.appendJson(out.append(':'));
        });
        return out.append('}').toString();
    }

    /**
     * Equal variables have the same names with equal values, in any order.
     *
     * @param other another object
     * @return whether it holds the same variables
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof TemplateVariables that && values.equals(that.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /**
     * The variables as JSON.
     *
     * @return {@link #toJson()}
     */
    @Override
    public String toString() {
        return toJson();
    }

    /**
     * Collects variables; each name set again replaces its value.
     *
     * @since 0.1.0
     */
    public static final class Builder {

        private final Map<String, TemplateValue> values = new LinkedHashMap<>();

        private Builder() {}

        /**
         * Sets a variable, RFC 6570 §2.3.
         *
         * @param name  the name as the template writes it
         * @param value its value
         * @return this builder
         */
        public Builder set(String name, TemplateValue value) {
            values.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
            return this;
        }

        /**
         * Sets a string variable.
         *
         * @param name  the name
         * @param value the string
         * @return this builder
         */
        public Builder set(String name, String value) {
            return set(name, TemplateValue.of(value));
        }

        /**
         * Sets a list variable.
         *
         * @param name    the name
         * @param members the members, in order
         * @return this builder
         */
        public Builder set(String name, List<String> members) {
            return set(name, TemplateValue.of(members));
        }

        /**
         * Sets an associative array, in the map's iteration order.
         *
         * @param name  the name
         * @param pairs the pairs
         * @return this builder
         */
        public Builder set(String name, Map<String, String> pairs) {
            return set(name, TemplateValue.of(pairs));
        }

        /**
         * Leaves a variable undefined again.
         *
         * @param name the name
         * @return this builder
         */
        public Builder remove(String name) {
            values.remove(name);
            return this;
        }

        /**
         * The variables set so far.
         *
         * @return an immutable copy
         */
        public TemplateVariables build() {
            return values.isEmpty()
                    ? EMPTY
                    : new TemplateVariables(Collections.unmodifiableMap(new LinkedHashMap<>(values)));
        }
    }

    /**
     * Serialization: the serial form is the set of variables's text, read again when the stream is read back.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new Serialized(toJson());
    }

    /**
     * Refuses a stream that holds the fields rather than the serial form: a forged one.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a set of variables is read from its serial form, its text");
    }

    /**
     * The serial form: the text, read again when the stream is read back, so that a stream
     * gives only a value the reader gives (a forged one is refused).
     *
     * @param text the text
     */
    private record Serialized(String text) implements Serializable {

        private Object readResolve() throws ObjectStreamException {
            if (text == null) {
                throw new InvalidObjectException("the serial form of a set of variables holds null");
            }
            try {
                return TemplateVariables.fromJson(text);
            } catch (InvalidInputException e) {
                InvalidObjectException invalid =
                        new InvalidObjectException("not a set of variables: " + e.getMessage());
                invalid.initCause(e);
                throw invalid;
            }
        }
    }
}
