package org.iri4j.api.internal;

import java.util.Objects;
import java.util.function.Function;

/**
 * A small memo of the answers of a costly function of strings (IDNA and UTS #39 work on a
 * host name or a label), for iri4j's modules to keep the answers to the keys they met last:
 * the core (hosts mapped by a plugin) and iri-idna (the spoofing verdicts of labels).
 * Lock-free and safe from many threads: each slot holds an immutable entry, read and replaced
 * whole, so a race only costs an answer computed twice. A fixed number of slots, two per hash
 * bucket, the newer first; a key longer than the longest kept is answered and not kept.
 *
 * @param <V> the type of the answers
 */
public final class RecentAnswers<V> {

    private static final int SLOTS = 1024;

    private record Entry<V>(String key, V answer) {}

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
     * @param function the function, which must give the same answer, never null, for the same key
     * @return the answer
     */
    public V get(String key, Function<String, V> function) {
        Objects.requireNonNull(function, "function");
        V known = recall(key, 0, key.length(), key.hashCode());
        if (known != null) {
            return known;
        }
        V answer = function.apply(key);
        remember(key, answer);
        return answer;
    }

    /**
     * The answer remembered for the key {@code text[from, to)}, looked up in place: no
     * substring is made, so the usual case, a key met before, costs no allocation.
     *
     * @param text the string holding the key
     * @param from the key's first index
     * @param to   one past its last index
     * @return the answer, or null if none is remembered
     */
    public V recall(String text, int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + text.charAt(i); // String.hashCode, so recall and get agree
        }
        return recall(text, from, to, hash);
    }

    /**
     * Remembers an answer, displacing the oldest of its bucket.
     *
     * @param key    the key
     * @param answer the answer, not null
     */
    public void remember(String key, V answer) {
        Objects.requireNonNull(answer, "answer");
        if (key.length() <= longestKept) {
            int slot = slot(key.hashCode());
            // The newest goes first; the one it displaces moves to the second slot.
            entries[slot ^ 1] = entries[slot];
            entries[slot] = new Entry<>(key, answer);
        }
    }

    private V recall(String text, int from, int to, int hash) {
        int slot = slot(hash);
        Entry<V> first = entries[slot];
        if (matches(first, text, from, to)) {
            return first.answer;
        }
        Entry<V> second = entries[slot ^ 1];
        return matches(second, text, from, to) ? second.answer : null;
    }

    private static boolean matches(Entry<?> entry, String text, int from, int to) {
        return entry != null && entry.key.length() == to - from && text.regionMatches(from, entry.key, 0, to - from);
    }

    private static int slot(int hash) {
        return (hash ^ (hash >>> 16)) & (SLOTS - 1);
    }
}
