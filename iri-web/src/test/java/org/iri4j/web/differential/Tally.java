package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Disagreements counted by class: per class the count, the first {@value #EXAMPLES} examples,
 * and, where the class has one, how often each "first difference" occurred (for the error lists:
 * the first position where they part, with both names).
 */
final class Tally {

    static final int EXAMPLES = 4;

    private static final int DIFFERENCES = 3;

    private final Map<String, Long> counts = new HashMap<>();
    private final Map<String, List<String>> examples = new HashMap<>();
    private final Map<String, Map<String, Long>> differences = new HashMap<>();
    private long total;

    /**
     * Counts one disagreement.
     *
     * @param kind its class
     * @param example its example, made only while the class has fewer than {@value #EXAMPLES}
     * @param difference where it first differs, or null
     */
    void add(String kind, Supplier<String> example, String difference) {
        total++;
        counts.merge(kind, 1L, Long::sum);
        List<String> list = examples.computeIfAbsent(kind, k -> new ArrayList<>(EXAMPLES));
        if (list.size() < EXAMPLES) {
            list.add(example.get());
        }
        if (difference != null) {
            differences.computeIfAbsent(kind, k -> new HashMap<>()).merge(difference, 1L, Long::sum);
        }
    }

    /**
     * @return the disagreements counted, in every class
     */
    long total() {
        return total;
    }

    /**
     * @return every class with its count
     */
    Map<String, Long> counts() {
        return counts;
    }

    /**
     * The classes as a table, largest first (then by name): count, class, the commonest first
     * differences, and the examples, one per line, indented.
     *
     * @param out where the lines go
     */
    void print(StringBuilder out) {
        List<Map.Entry<String, Long>> rows = new ArrayList<>(counts.entrySet());
        rows.sort(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey()));
        for (Map.Entry<String, Long> row : rows) {
            out.append(String.format("%10d  %s%n", row.getValue(), row.getKey()));
            Map<String, Long> firsts = differences.get(row.getKey());
            if (firsts != null) {
                firsts.entrySet().stream()
                        .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                                .thenComparing(Map.Entry.comparingByKey()))
                        .limit(DIFFERENCES)
                        .forEach(d -> out.append(
                                String.format("%12s first difference %s (%d)%n", "", d.getKey(), d.getValue())));
            }
            for (String example : examples.get(row.getKey())) {
                out.append("            e.g. ").append(example).append(System.lineSeparator());
            }
        }
    }
}
