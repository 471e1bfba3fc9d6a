package org.iri4j.web.differential;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One generated pattern's components (URL Pattern Standard §1.3), each a {@link Sampled}
 * pattern, absent when the pattern leaves it out, and the ways to write them: as a constructor
 * string (§1.6), as an init, and as links and inits that should match.
 */
final class Components {

    private static final String[] KEYS = {"protocol", "hostname", "port", "pathname", "search", "hash"};

    private final Map<String, Sampled> present = new LinkedHashMap<>();

    private Components() {}

    /**
     * @param grammar the grammar
     * @param r the random source
     * @param relative whether the pattern is a relative constructor string: a pathname, a search
     *     and a hash only
     * @return components for a constructor string ({@code relative} or absolute: protocol,
     *     hostname and pathname always) or, drawn alike, for an init
     */
    static Components draw(PatternGrammar grammar, SplittableRandom r, boolean relative) {
        Components c = new Components();
        if (!relative) {
            c.present.put("protocol", grammar.protocol());
            c.present.put("hostname", grammar.hostname());
            if (r.nextInt(4) == 0) {
                c.present.put("port", grammar.port());
            }
        }
        c.present.put("pathname", grammar.pathname());
        if (r.nextInt(10) < 3) {
            c.present.put("search", grammar.search());
        }
        if (r.nextInt(7) == 0) {
            c.present.put("hash", grammar.hash());
        }
        return c;
    }

    /**
     * @return the absolute constructor string, e.g. {@code https://:sub.example.com:8080/books/:id?q=*}
     */
    String patternString() {
        String port = pattern("port");
        return pattern("protocol") + "://" + pattern("hostname") + (port.isEmpty() ? "" : ":" + port) + tail();
    }

    /**
     * @return the relative constructor string: pathname, search and hash
     */
    String relativePatternString() {
        return tail();
    }

    private String tail() {
        String search = present.containsKey("search") ? "?" + pattern("search") : "";
        String hash = present.containsKey("hash") ? "#" + pattern("hash") : "";
        return pattern("pathname") + search + hash;
    }

    private String pattern(String key) {
        Sampled s = present.get(key);
        return s == null ? "" : s.pattern();
    }

    /**
     * @param r the random source
     * @return an init of some of the components (each kept with a probability; one at least)
     */
    Map<String, Object> init(SplittableRandom r) {
        Map<String, Object> init = new LinkedHashMap<>();
        int[] percent = {30, 40, 20, 75, 30, 12};
        for (int i = 0; i < KEYS.length; i++) {
            if (r.nextInt(100) < percent[i] && present.containsKey(KEYS[i])) {
                init.put(KEYS[i], pattern(KEYS[i]));
            }
        }
        if (init.isEmpty()) {
            init.put("pathname", pattern("pathname"));
        }
        present.keySet().retainAll(init.keySet());
        return init;
    }

    /**
     * @param r the random source
     * @return an absolute link from the components' samples, a default for those absent
     */
    String link(SplittableRandom r) {
        return origin(r) + relativeLink(r);
    }

    /**
     * @param r the random source
     * @return protocol, {@code ://}, host and port
     */
    String origin(SplittableRandom r) {
        String port = sample("port", r, "");
        return sample("protocol", r, r.nextBoolean() ? "https" : "http") + "://" + sample("hostname", r, "example.com")
                + (port.isEmpty() ? "" : ":" + port);
    }

    /**
     * @param r the random source
     * @return pathname, search and hash, as a link relative to an origin
     */
    String relativeLink(SplittableRandom r) {
        String path = sample("pathname", r, "/x");
        String search = sample("search", r, r.nextInt(8) == 0 ? "a=1" : "");
        String hash = sample("hash", r, "");
        return (path.startsWith("/") ? path : "/" + path)
                + (search.isEmpty() ? "" : "?" + search)
                + (hash.isEmpty() ? "" : "#" + hash);
    }

    /**
     * @param r the random source
     * @return an init of every component present, from samples
     */
    Map<String, Object> sampleInit(SplittableRandom r) {
        Map<String, Object> init = new LinkedHashMap<>();
        for (String key : present.keySet()) {
            init.put(key, present.get(key).draw(r));
        }
        return init;
    }

    private String sample(String key, SplittableRandom r, String absent) {
        Sampled s = present.get(key);
        return s == null ? absent : s.draw(r);
    }
}
