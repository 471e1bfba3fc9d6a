package org.iri4j.core.internal.plugin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.iri4j.core.internal.syntax.AsciiCase;

/**
 * The scheme entries of an environment, found from the scheme as written in an IRI without
 * copying it: the entries are bucketed by the scheme's length and its first and last letters
 * (case-folded), so a lookup reads three characters and compares at most the few names of one
 * bucket (RFC 3986 §3.1: schemes are case-insensitive).
 */
final class SchemeTable {

    private static final int BUCKETS = 64;

    private final SchemeEntry[][] buckets = new SchemeEntry[BUCKETS][];

    SchemeTable(Collection<SchemeEntry> entries) {
        List<List<SchemeEntry>> lists = new ArrayList<>(BUCKETS);
        for (int i = 0; i < BUCKETS; i++) {
            lists.add(new ArrayList<>(1));
        }
        for (SchemeEntry entry : entries) {
            String name = entry.scheme();
            lists.get(bucket(name, name.length())).add(entry);
        }
        for (int i = 0; i < BUCKETS; i++) {
            buckets[i] = lists.get(i).isEmpty() ? null : lists.get(i).toArray(new SchemeEntry[0]);
        }
    }

    /**
     * The entry of the scheme {@code s[0, schemeEnd)}.
     *
     * @param s         a string beginning with a scheme of at least one character
     * @param schemeEnd the scheme's length
     * @return the entry, or null if no plugin claims it
     */
    SchemeEntry find(String s, int schemeEnd) {
        SchemeEntry[] bucket = buckets[bucket(s, schemeEnd)];
        if (bucket == null) {
            return null;
        }
        for (SchemeEntry entry : bucket) {
            String name = entry.scheme();
            // most schemes are written in lower case: the exact comparison first
            if (name.length() == schemeEnd && (s.startsWith(name) || AsciiCase.regionEqualsIgnoreCase(s, 0, name))) {
                return entry;
            }
        }
        return null;
    }

    /** Length and first and last letters, case-folded (| 0x20 folds A-Z and leaves digits and "+-." apart enough). */
    private static int bucket(String s, int length) {
        int hash = length * 31 + (s.charAt(0) | 0x20);
        hash = hash * 31 + (s.charAt(length - 1) | 0x20);
        return (hash ^ (hash >>> 6)) & (BUCKETS - 1);
    }
}
