package org.iri4j.spi;

import java.util.Objects;
import java.util.function.Function;

/**
 * A small memo of the answers of a costly function of strings (IDNA and UTS #39 work on a
 * host name or a label), for a plugin or the core to keep the answers to the keys it met last.
 * Lock-free and safe from many threads: each slot holds an immutable entry, read and replaced
 * whole, so a race only costs an answer computed twice. A fixed number of slots, two per hash
 * bucket, the newer first; a key longer than the longest kept is answered and not kept.
 *
 * @param <V> the type of the answers
 * @since 0.1.0
 */
public final class RecentAnswers<V> {

    private static final int SLOTS = 1024;

    private record Entry<V>(String key, V answer) {
    }

    private final int longestKept;
    @SuppressWarnings("unchecked")
    private final Entry<V>[] entries = (Entry<V>[]) new Entry<?>[SLOTS];

    /**
     * An empty memo.
     *
     * @param longestKept the longest key kept (a DNS name has at most 253 characters, a label 63)
     */
    public RecentAnswers(int longestKept) {
        this.longestKept = longestKept;
    }

    /**
     * The answer for a key: remembered, or computed and remembered.
     *
     * @param key      the key
     * @param function the function, which must give the same answer for the same key
     * @return the function's answer
     */
    public V get(String key, Function<String, V> function) {
        Objects.requireNonNull(function, "function");
        int hash = key.hashCode();
        int slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
        Entry<V> first = entries[slot];
        if (first != null && first.key.equals(key)) {
            return first.answer;
        }
        Entry<V> second = entries[slot ^ 1];
        if (second != null && second.key.equals(key)) {
            return second.answer;
        }
        V answer = function.apply(key);
        if (key.length() <= longestKept) {
            // The newest goes first; the one it displaces moves to the second slot.
            entries[slot ^ 1] = first;
            entries[slot] = new Entry<>(key, answer);
        }
        return answer;
    }
}
