package org.iri4j.canon;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import org.iri4j.canon.internal.url.Delimited;
import org.iri4j.canon.internal.url.UrlParts;

/**
 * The prefixes of a URL's SURT key, longest first, each a scope of a crawl
 * ({@code SurtKeys.ancestryOfCanonical}): the key, then without its fragment, query, each path
 * segment, the closing parenthesis, each host label, down to the scheme and {@code (}. The list
 * holds the key once and makes each prefix when asked for it, so that a URL of a great many
 * labels or segments costs memory in proportion to its length, not to its square.
 */
final class SurtAncestry extends AbstractList<String> implements RandomAccess {

    private final String key;
    private final int[] ends;

    private SurtAncestry(String key, List<Integer> shortestFirst) {
        this.key = key;
        this.ends = new int[shortestFirst.size()];
        for (int i = 0; i < ends.length; i++) {
            ends[i] = shortestFirst.get(ends.length - 1 - i);
        }
    }

    /**
     * The prefixes of a URL's key, for a special URL (URL Standard §4.2).
     *
     * @param url the URL's text
     * @return the prefixes; empty for a URL that is not special
     */
    static List<String> of(String url) {
        UrlParts p = UrlParts.split(url);
        if (!p.isSpecial()) {
            return List.of();
        }
        StringBuilder key = new StringBuilder(url.length() + 8);
        List<Integer> ends = new ArrayList<>();
        key.append(p.scheme).append(':').append(p.hasAuthority ? "//" : "");
        if (p.host.isEmpty()) {
            ends.add(key.length());
        } else {
            ends.add(key.append('(').length());
            if (KeyText.isAddress(p.host, 0, p.host.length())) {
                ends.add(key.append(p.host).length()); // an address is one part of the key, as in the key itself
            } else {
                for (String label : Delimited.split(KeyText.reversed(p.host, false), ',')) {
                    ends.add(key.append(label).append(',').length());
                }
            }
            ends.add((p.port.isEmpty() ? key : key.append(':').append(p.port))
                    .append(')')
                    .length());
        }
        if (!p.path.isEmpty()) {
            String path = p.path.startsWith("/") ? p.path.substring(1) : p.path;
            for (String segment : Delimited.split(path, '/')) {
                ends.add(key.append('/').append(segment).length());
            }
        }
        if (p.query != null) {
            ends.add(key.append('?').append(p.query).length());
        }
        if (p.fragment != null) {
            ends.add(key.append('#').append(p.fragment).length());
        }
        return new SurtAncestry(key.toString(), ends);
    }

    @Override
    public String get(int index) {
        return key.substring(0, ends[index]);
    }

    @Override
    public int size() {
        return ends.length;
    }
}
