package org.iri4j.canon.internal.params;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The names of a tracking list as a trie, matched against a query's parameter names without
 * taking the query apart. A parameter is a part of the query between {@code &}; its name is the
 * part up to its first {@code =}, read as the URL Standard's application/x-www-form-urlencoded
 * parser reads it (§5.1): {@code +} a space, each {@code %} and two hex digits a byte, any other
 * {@code %} itself. The name so decoded is on the list when it equals an entry, or starts with a
 * prefix entry ({@code utm_*}), ASCII letters in any case. Entries are US-ASCII
 * ({@link TrackingListParser#problem}), so a name holding another byte matches only a prefix
 * that ends before it.
 *
 * <p>One walk per name, from its first character, stopping at the first that no entry continues
 * with: a query costs its length, however many entries the list holds. Immutable and
 * thread-safe; nothing is allocated to match.
 */
public final class TrackingNames {

    /** A node where an entry ends: a name that ends there is on the list. */
    private static final byte EXACT = 1;
    /** A node where a prefix entry ends: every name that reaches it is on the list. */
    private static final byte PREFIX = 2;

    /** Per node, the characters it continues with, sorted (lower case). */
    private final char[][] labels;
    /** Per node, the node each of its labels leads to. */
    private final int[][] next;
    /** Per node, {@link #EXACT}, {@link #PREFIX}, both or neither. */
    private final byte[] kinds;

    private TrackingNames(char[][] labels, int[][] next, byte[] kinds) {
        this.labels = labels;
        this.next = next;
        this.kinds = kinds;
    }

    /**
     * The trie of some entries.
     *
     * @param keys entries as {@link #key} gives them: lower case, a prefix ending in {@code *}
     * @return the names
     */
    public static TrackingNames of(List<String> keys) {
        Node root = new Node();
        for (String key : keys) {
            boolean prefix = key.endsWith("*");
            Node node = root;
            for (int i = 0, end = key.length() - (prefix ? 1 : 0); i < end; i++) {
                node = node.next.computeIfAbsent(key.charAt(i), c -> new Node());
            }
            node.kind |= prefix ? PREFIX : EXACT;
        }
        List<Node> nodes = new ArrayList<>(List.of(root));
        for (int n = 0; n < nodes.size(); n++) { // breadth first, not recursive: an entry may be long
            nodes.get(n).number = n;
            nodes.addAll(nodes.get(n).next.values());
        }
        char[][] labels = new char[nodes.size()][];
        int[][] next = new int[nodes.size()][];
        byte[] kinds = new byte[nodes.size()];
        for (int n = 0; n < nodes.size(); n++) {
            Node node = nodes.get(n);
            labels[n] = new char[node.next.size()];
            next[n] = new int[node.next.size()];
            int i = 0;
            for (Map.Entry<Character, Node> edge : node.next.entrySet()) {
                labels[n][i] = edge.getKey();
                next[n][i++] = edge.getValue().number;
            }
            kinds[n] = node.kind;
        }
        return new TrackingNames(labels, next, kinds);
    }

    /** A node of the trie while it is built, numbered in the order of the flat arrays. */
    private static final class Node {
        final TreeMap<Character, Node> next = new TreeMap<>();
        byte kind;
        int number;
    }

    /**
     * An entry as the trie compares it: ASCII letters in lower case (entries are US-ASCII).
     *
     * @param entry a checked entry, {@code name} or {@code prefix*}
     * @return the key
     */
    public static String key(String entry) {
        char[] key = entry.toCharArray();
        for (int i = 0; i < key.length; i++) {
            key[i] = lower(key[i]);
        }
        return new String(key);
    }

    /**
     * Whether the name of the parameter that starts at {@code start} is on the list; the name
     * ends at the first {@code =} or {@code &}, or at {@code end}.
     *
     * @param text  the text holding the query
     * @param start the parameter's first index
     * @param end   the index after the query
     * @return true if its decoded name equals an entry or starts with a prefix entry
     */
    public boolean isTracking(String text, int start, int end) {
        int node = 0;
        int i = start;
        while ((kinds[node] & PREFIX) == 0) {
            char c = i < end ? text.charAt(i) : '&';
            if (c == '=' || c == '&') {
                return (kinds[node] & EXACT) != 0;
            }
            int decoded = c == '+' ? ' ' : c; // §5.1: + is a space, %2B a plus sign
            int width = 1;
            if (c == '%' && i + 2 < end && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
                decoded = hex(text.charAt(i + 1)) << 4 | hex(text.charAt(i + 2));
                width = 3;
            }
            node = child(node, lower(decoded));
            if (node < 0) {
                return false;
            }
            i += width;
        }
        return true;
    }

    /**
     * Whether a query holds a parameter whose name is on the list.
     *
     * @param text  the text holding the query
     * @param start the query's first index
     * @param end   the index after it
     * @return true if {@link #strip} would change it
     */
    public boolean anyIn(String text, int start, int end) {
        for (int part = start; part <= end; part = partEnd(text, part, end) + 1) {
            if (isTracking(text, part, end)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A query without the parameters whose names are on the list, each taken with one
     * {@code &}; the others kept in their order, as written (no part is decoded or encoded
     * again). Empty parts are parameters of no name: they stay.
     *
     * @param query the query
     * @return the query without them; the same string if none is on the list
     */
    public String strip(String query) {
        int end = query.length();
        StringBuilder kept = null;
        boolean any = false; // whether kept holds a part, after which an & goes
        for (int part = 0; part <= end; ) {
            int partEnd = partEnd(query, part, end);
            if (isTracking(query, part, end)) {
                if (kept == null) {
                    kept = new StringBuilder(end).append(query, 0, Math.max(part - 1, 0));
                    any = part > 0;
                }
            } else if (kept != null) {
                kept.append(any ? "&" : "").append(query, part, partEnd);
                any = true;
            }
            part = partEnd + 1;
        }
        return kept == null ? query : kept.toString();
    }

    /** The index of the {@code &} after the part that starts at {@code part}, or {@code end}. */
    private static int partEnd(String text, int part, int end) {
        int amp = part < end ? text.indexOf('&', part) : -1; // the JDK's scan: each index read once per query
        return amp < 0 || amp > end ? end : amp;
    }

    /** The node {@code c} leads to from {@code node}, or -1. */
    private int child(int node, char c) {
        int found = Arrays.binarySearch(labels[node], c);
        return found < 0 ? -1 : next[node][found];
    }

    private static char lower(int c) {
        return (char) (c >= 'A' && c <= 'Z' ? c | 0x20 : c);
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        char lower = lower(c);
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }
}
