package org.iri4j.web.differential;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.iri4j.web.wpt.Json;

/**
 * The cases of the URL pattern differential, deterministic for a seed: (a) every pattern of the
 * web-platform-tests' urlpatterntestdata.json with its inputs and mutations of them; (b) pattern
 * strings and inits from {@link PatternGrammar}, with {@code ignoreCase} now and then and base
 * URLs; (c) for each, links built from the grammar's samples to hit it, and mutations of them
 * to nearly hit it.
 */
final class UrlPatternCases {

    /** Rounds of mutated inputs per WPT case. */
    private static final int WPT_ROUNDS = 6;

    private static final String[] BASES = {
        "https://example.com/a/b",
        "http://example.org",
        "https://user:pw@h.example:8080/p/q?x#y",
        "file:///C:/d/",
        "data:text/plain,hi",
        "foo://h/p",
        "not a url",
        "https://b\u00fccher.example/\u00fc/"
    };

    private static final String[] INSERTS = {
        "/", "%2F", "\u00fc", ".", "-", "%", "a", "\\", " ", "\t", ":", "//", "?", "#"
    };

    private final SplittableRandom r;

    private UrlPatternCases(long seed) {
        this.r = new SplittableRandom(seed);
    }

    /**
     * @param wpt urlpatterntestdata.json
     * @param count how many cases in all (at least the WPT ones)
     * @param seed the seed
     * @return the cases
     * @throws java.io.IOException when the WPT file cannot be read
     */
    static List<UrlPatternCase> generate(Path wpt, int count, long seed) throws java.io.IOException {
        UrlPatternCases cases = new UrlPatternCases(seed);
        List<UrlPatternCase> out = new ArrayList<>(count);
        for (Object entry : (List<?>) Json.parse(Files.readString(wpt))) {
            cases.wpt((Map<?, ?>) entry, out);
        }
        while (out.size() < count) {
            out.add(cases.r.nextInt(3) == 0 ? cases.string() : cases.init());
        }
        return out;
    }

    // (a) A WPT case whose arguments JavaScript and Java can both pass (not an init with a base
    // URL beside it, not options where the base URL goes: WebIDL TypeErrors Java cannot write).
    private void wpt(Map<?, ?> entry, List<UrlPatternCase> out) {
        List<Object> args = new ArrayList<>((List<?>) entry.get("pattern"));
        boolean initWithBase = args.size() >= 2 && args.get(0) instanceof Map && args.get(1) instanceof String;
        if (initWithBase || (args.size() == 3 && args.get(1) instanceof Map)) {
            return;
        }
        List<List<Object>> given = new ArrayList<>();
        if (entry.get("inputs") instanceof List<?> inputs && !(inputs.size() == 2 && inputs.get(0) instanceof Map)) {
            given.add(new ArrayList<>(inputs));
        }
        out.add(new UrlPatternCase("wpt", args, given));
        for (int round = 0; round < WPT_ROUNDS && !given.isEmpty(); round++) {
            List<List<Object>> mutated = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                mutated.add(mutate(given.get(0)));
            }
            out.add(new UrlPatternCase("wpt", args, mutated));
        }
    }

    private List<Object> mutate(List<Object> input) {
        List<Object> copy = new ArrayList<>(input);
        if (copy.isEmpty()) {
            copy.add(new LinkedHashMap<String, Object>(Map.of("pathname", mutate("/"))));
        } else if (copy.get(0) instanceof String url) {
            copy.set(0, mutate(url));
        } else {
            Map<String, Object> init = new LinkedHashMap<>();
            ((Map<?, ?>) copy.get(0)).forEach((k, v) -> init.put((String) k, v));
            List<String> keys = new ArrayList<>(init.keySet());
            String key = keys.isEmpty() ? "pathname" : keys.get(r.nextInt(keys.size()));
            init.put(key, mutate(init.get(key) instanceof String s ? s : ""));
            copy.set(0, init);
        }
        return copy;
    }

    /**
     * A near miss: one character's case flipped, one deleted or replaced, or one piece of URL
     * syntax put in.
     */
    private String mutate(String text) {
        int at = text.isEmpty() ? 0 : r.nextInt(text.length());
        switch (r.nextInt(5)) {
            case 0:
                if (!text.isEmpty()) {
                    char c = text.charAt(at);
                    char flipped = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
                    return text.substring(0, at) + flipped + text.substring(at + 1);
                }
                return "A";
            case 1:
                return text.isEmpty() ? text : text.substring(0, at) + text.substring(at + 1);
            case 2:
                return text.isEmpty() ? "x" : text.substring(0, at) + "x" + text.substring(at + 1);
            case 3:
                return text + "/";
            default:
                return text.substring(0, at) + INSERTS[r.nextInt(INSERTS.length)] + text.substring(at);
        }
    }

    // (b) A constructor string: absolute, or relative to a base URL.
    private UrlPatternCase string() {
        Components c = Components.draw(PatternGrammar.of(r), r, r.nextInt(4) == 0);
        List<Object> args = new ArrayList<>();
        String base = null;
        if (r.nextInt(4) == 0) {
            base = BASES[r.nextInt(BASES.length)];
            args.add(c.relativePatternString());
            args.add(base);
        } else {
            args.add(c.patternString());
        }
        options(args);
        return new UrlPatternCase("string", args, links(c, base));
    }

    // (b) An init: some of protocol, hostname, port, pathname, search, hash; a base URL sometimes.
    private UrlPatternCase init() {
        Components c = Components.draw(PatternGrammar.of(r), r, false);
        Map<String, Object> init = c.init(r);
        String base = null;
        if (r.nextInt(5) == 0) {
            base = BASES[r.nextInt(BASES.length)];
            init.put("baseURL", base);
        }
        List<Object> args = new ArrayList<>();
        args.add(init);
        options(args);
        return new UrlPatternCase("init", args, links(c, base));
    }

    private void options(List<Object> args) {
        if (r.nextInt(4) == 0) {
            args.add(Map.of("ignoreCase", true));
        } else if (r.nextInt(10) == 0) {
            args.add(Map.of("ignoreCase", false));
        }
    }

    // (c) Links for a pattern: a hit, two near misses, an init, a relative link with a base.
    private List<List<Object>> links(Components c, String base) {
        List<List<Object>> inputs = new ArrayList<>();
        String hit = c.link(r);
        inputs.add(List.of(hit));
        inputs.add(List.of(c.link(r)));
        inputs.add(List.of(mutate(hit)));
        inputs.add(List.of(mutate(c.link(r))));
        inputs.add(List.of(c.sampleInit(r)));
        String relative = c.relativeLink(r);
        inputs.add(List.of(relative, base != null && r.nextBoolean() ? base : c.origin(r)));
        return inputs;
    }
}
