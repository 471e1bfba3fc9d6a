package org.iri4j.idna;

import java.util.function.Function;

/**
 * A small memo of what a costly check found in host labels (UTS #39 through ICU): hosts
 * repeat across the IRIs of a crawl or a data set, so most labels come back soon. Two slots
 * per hash, at most two array reads per lookup; entries are immutable, so threads share it
 * without locks (a lost write costs only a recomputation). Labels longer than a DNS label
 * (63 characters) are not kept, so the memo holds a bounded number of bounded strings.
 *
 * @param <V> what is remembered for a label
 */
final class RecentLabels<V> {

    private static final int SLOTS = 1024;
    private static final int LONGEST_KEPT = 63;

    /** One remembered answer. */
    private record Entry<V>(String label, V answer) {
    }

    @SuppressWarnings("unchecked")
    private final Entry<V>[] entries = (Entry<V>[]) new Entry<?>[SLOTS];

    /**
     * The function's answer for a label, remembered or computed.
     *
     * @param label    the label
     * @param function the function; it must give the same answer for the same label
     * @return its answer
     */
    V get(String label, Function<String, V> function) {
        int hash = label.hashCode();
        int slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
        Entry<V> first = entries[slot];
        if (first != null && first.label.equals(label)) {
            return first.answer;
        }
        Entry<V> second = entries[slot ^ 1];
        if (second != null && second.label.equals(label)) {
            return second.answer;
        }
        V answer = function.apply(label);
        if (label.length() <= LONGEST_KEPT) {
            entries[slot ^ 1] = first;
            entries[slot] = new Entry<>(label, answer);
        }
        return answer;
    }
}
