package org.iri4j.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.web.internal.codec.Percent;

/**
 * A list of name-value pairs read from or written to an {@code application/x-www-form-urlencoded}
 * string (URL Standard §5), as the {@code URLSearchParams} class (§6.2) has it, immutable: each
 * change returns a new value. Names and values are scalar value strings: an unpaired surrogate
 * is read as U+FFFD when serialized.
 *
 * <pre>{@code
 * UrlSearchParams p = UrlSearchParams.parse("b=2&a=1&a=x+y");
 * p.getAll("a");                  // [1, x y]
 * p.sort().toString();            // a=1&a=x+y&b=2
 * p.set("b", "é").toString();     // b=%C3%A9&a=1&a=x+y
 * }</pre>
 *
 * @since 0.1.0
 */
public final class UrlSearchParams {

    private static final UrlSearchParams EMPTY = new UrlSearchParams(new String[0]);

    /** Names at even indexes, each followed by its value. */
    private final String[] pairs;

    private UrlSearchParams(String[] pairs) {
        this.pairs = pairs;
    }

    /**
     * No pairs.
     *
     * @return the empty list
     */
    public static UrlSearchParams of() {
        return EMPTY;
    }

    /**
     * Parses an {@code application/x-www-form-urlencoded} string (§5.1): pairs separated by
     * {@code &}, name and value by the first {@code =}, {@code +} read as a space, then
     * percent-decoded and UTF-8 decoded. A leading {@code ?} is dropped, as the
     * {@code URLSearchParams} constructor does (§6.2).
     *
     * @param text the string
     * @return the pairs
     */
    public static UrlSearchParams parse(CharSequence text) {
        String query = Objects.requireNonNull(text, "text").toString();
        int start = query.startsWith("?") ? 1 : 0;
        List<String> out = new ArrayList<>();
        int end = query.length();
        while (start < end) {
            int amp = query.indexOf('&', start);
            int stop = amp < 0 ? end : amp;
            if (stop > start) {
                int eq = query.indexOf('=', start);
                int nameEnd = eq < 0 || eq > stop ? stop : eq;
                out.add(Percent.decodeForm(query, start, nameEnd));
                out.add(nameEnd == stop ? "" : Percent.decodeForm(query, nameEnd + 1, stop));
            }
            start = stop + 1;
        }
        return out.isEmpty() ? EMPTY : new UrlSearchParams(out.toArray(new String[0]));
    }

    /**
     * How many pairs there are (§6.2 {@code size}).
     *
     * @return the number of pairs
     */
    public int size() {
        return pairs.length / 2;
    }

    /**
     * The pairs in order.
     *
     * @return an immutable list of name-value entries
     */
    public List<Map.Entry<String, String>> entries() {
        List<Map.Entry<String, String>> out = new ArrayList<>(size());
        for (int i = 0; i < pairs.length; i += 2) {
            out.add(Map.entry(pairs[i], pairs[i + 1]));
        }
        return List.copyOf(out);
    }

    /**
     * The value of the first pair with a name (§6.2 {@code get}).
     *
     * @param name the name
     * @return the value, or empty when no pair has the name
     */
    public Optional<String> get(String name) {
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i].equals(name)) {
                return Optional.of(pairs[i + 1]);
            }
        }
        return Optional.empty();
    }

    /**
     * The values of the pairs with a name, in order (§6.2 {@code getAll}).
     *
     * @param name the name
     * @return an immutable list, empty when no pair has the name
     */
    public List<String> getAll(String name) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i].equals(name)) {
                out.add(pairs[i + 1]);
            }
        }
        return List.copyOf(out);
    }

    /**
     * Whether a pair has a name (§6.2 {@code has}).
     *
     * @param name the name
     * @return true if one has
     */
    public boolean has(String name) {
        return get(name).isPresent();
    }

    /**
     * Whether a pair has a name and a value (§6.2 {@code has} with a value).
     *
     * @param name  the name
     * @param value the value
     * @return true if one has both
     */
    public boolean has(String name, String value) {
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i].equals(name) && pairs[i + 1].equals(value)) {
                return true;
            }
        }
        return false;
    }

    /**
     * These pairs and one more at the end (§6.2 {@code append}).
     *
     * @param name  the name
     * @param value the value
     * @return the new list
     */
    public UrlSearchParams append(String name, String value) {
        String[] out = Arrays.copyOf(pairs, pairs.length + 2);
        out[pairs.length] = Objects.requireNonNull(name, "name");
        out[pairs.length + 1] = Objects.requireNonNull(value, "value");
        return new UrlSearchParams(out);
    }

    /**
     * These pairs with the first one with a name given the value and the others with that name
     * removed, or the pair appended when none has it (§6.2 {@code set}).
     *
     * @param name  the name
     * @param value the value
     * @return the new list
     */
    public UrlSearchParams set(String name, String value) {
        Objects.requireNonNull(value, "value");
        List<String> out = new ArrayList<>(pairs.length + 2);
        boolean found = false;
        for (int i = 0; i < pairs.length; i += 2) {
            if (!pairs[i].equals(name)) {
                out.add(pairs[i]);
                out.add(pairs[i + 1]);
            } else if (!found) {
                found = true;
                out.add(name);
                out.add(value);
            }
        }
        return found ? new UrlSearchParams(out.toArray(new String[0])) : append(name, value);
    }

    /**
     * These pairs without those with a name (§6.2 {@code delete}).
     *
     * @param name the name
     * @return the new list, or this one when no pair has the name
     */
    public UrlSearchParams delete(String name) {
        return remove(name, null);
    }

    /**
     * These pairs without those with a name and a value (§6.2 {@code delete} with a value).
     *
     * @param name  the name
     * @param value the value
     * @return the new list, or this one when no pair has both
     */
    public UrlSearchParams delete(String name, String value) {
        return remove(name, Objects.requireNonNull(value, "value"));
    }

    private UrlSearchParams remove(String name, String value) {
        List<String> out = new ArrayList<>(pairs.length);
        for (int i = 0; i < pairs.length; i += 2) {
            if (!(pairs[i].equals(name) && (value == null || pairs[i + 1].equals(value)))) {
                out.add(pairs[i]);
                out.add(pairs[i + 1]);
            }
        }
        return out.size() == pairs.length ? this : new UrlSearchParams(out.toArray(new String[0]));
    }

    /**
     * These pairs sorted by name, comparing UTF-16 code units, pairs with equal names kept in
     * their order (§6.2 {@code sort}).
     *
     * @return the sorted list
     */
    public UrlSearchParams sort() {
        Integer[] order = new Integer[size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        // Arrays.sort on objects is a stable merge sort; String.compareTo compares UTF-16 units.
        Arrays.sort(order, Comparator.comparing(i -> pairs[2 * i]));
        String[] out = new String[pairs.length];
        for (int i = 0; i < order.length; i++) {
            out[2 * i] = pairs[2 * order[i]];
            out[2 * i + 1] = pairs[2 * order[i] + 1];
        }
        return new UrlSearchParams(out);
    }

    /**
     * The {@code application/x-www-form-urlencoded} serialization (§5.2): names and values
     * UTF-8 percent-encoded with the {@code application/x-www-form-urlencoded} percent-encode
     * set, a space as {@code +}, joined by {@code =} and {@code &}.
     *
     * @return for example {@code a=1&b=x+y}
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(pairs.length * 8);
        for (int i = 0; i < pairs.length; i += 2) {
            if (i > 0) {
                out.append('&');
            }
            Percent.encodeForm(pairs[i], out);
            out.append('=');
            Percent.encodeForm(pairs[i + 1], out);
        }
        return out.toString();
    }

    // Equal when the pairs are equal, in the same order.
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof UrlSearchParams other && Arrays.equals(pairs, other.pairs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pairs);
    }
}
