package org.iri4j.core.plugin;

import java.util.function.UnaryOperator;

/**
 * A small memo of the last answers of a costly function of host names (the IDNA normal form
 * of RFC 3987 §5.3.3, through the host mapper): a crawler's or a triple store's IRIs share
 * few hosts among many, so most hosts come back soon. Two slots per hash (so that two hosts
 * that collide do not evict each other by turns), so a lookup is at most two array reads and
 * a miss overwrites one slot; entries are immutable, so threads share it without locks (a
 * lost write costs only a recomputation). Hosts longer than a DNS name
 * (253 characters) are not kept, so the memo holds a bounded number of bounded strings.
 */
final class RecentHosts {

    private static final int SLOTS = 1024;
    private static final int LONGEST_KEPT = 253;

    /** One remembered answer. */
    private record Entry(String host, String answer) {
    }

    private final Entry[] entries = new Entry[SLOTS];

    /**
     * The function's answer for a host, remembered or computed.
     *
     * @param host     the host
     * @param function the function; it must give the same answer for the same host
     * @return its answer
     */
    String get(String host, UnaryOperator<String> function) {
        int hash = host.hashCode();
        int slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
        Entry first = entries[slot];
        if (first != null && first.host.equals(host)) {
            return first.answer;
        }
        Entry second = entries[slot ^ 1];
        if (second != null && second.host.equals(host)) {
            return second.answer;
        }
        String answer = function.apply(host);
        if (host.length() <= LONGEST_KEPT) {
            // The newest goes first; the one it displaces moves to the second slot.
            entries[slot ^ 1] = first;
            entries[slot] = new Entry(host, answer);
        }
        return answer;
    }
}
