package org.iri4j.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;

/**
 * The inputs of the benchmarks, by workload name. The committed files are written by
 * {@link WorkloadGenerator}; the rest is derived from them, or made, deterministically.
 *
 * <table>
 * <caption>Workloads</caption>
 * <tr><th>name</th><th>what</th></tr>
 * <tr><td>{@code mix}</td><td>the 10,000 IRIs of {@code mix.txt}</td></tr>
 * <tr><td>{@code ascii}</td><td>those of them made only of US-ASCII</td></tr>
 * <tr><td>{@code http}</td><td>those of them whose scheme is http or https, in any case</td></tr>
 * <tr><td>{@code clean}</td><td>those of the US-ASCII ones in which {@code Iris.check} finds nothing to report</td></tr>
 * <tr><td>{@code uris}</td><td>the mix mapped to URIs by iri4j (input of URI → IRI)</td></tr>
 * <tr><td>{@code relative}</td><td>the 1,000 references of {@code relative.txt}, against {@link #base()}</td></tr>
 * <tr><td>{@code targets}</td><td>those references resolved by iri4j (input of relativize)</td></tr>
 * <tr><td>{@code pairs}</td><td>the 1,000 TAB-separated pairs of {@code pairs.txt}</td></tr>
 * <tr><td>{@code 1KB} … {@code 10MB}</td><td>one IRI of that many characters, {@link LongInputs#longIri(int)}</td></tr>
 * <tr><td>{@code dots-1KB} … {@code climb-10MB}</td><td>one hostile IRI of a shape and a size, {@link LongInputs#hostileIri(String, int)}</td></tr>
 * <tr><td>{@code wpt}</td><td>the 350 inputs of {@code wpt.json} ({@link WptInputs}): the URL Standard's test inputs without a base that parse</td></tr>
 * <tr><td>{@code hosts}</td><td>10,000 hosts as the URL Standard serializes them, of the mix and under the Public Suffix List's rules ({@link HostWorkload})</td></tr>
 * <tr><td>{@code url-climb-1KB} … {@code url-query-10MB}</td><td>one hostile link of a shape and a size, {@link LongInputs#hostileUrl(String, int)}</td></tr>
 * <tr><td>{@code level1}</td><td>the 10 items of {@code templates-level1.txt}: one REST-style URI Template, ten variable sets ({@link TemplateTasks})</td></tr>
 * <tr><td>{@code level4}</td><td>the 24 items of {@code templates-level4.txt}: eight templates of every RFC 6570 §3.2 operator, three variable sets each</td></tr>
 * <tr><td>{@code routes}</td><td>the mix with 2,000 links made for the 100 routes of {@code routes.txt}, one after every fifth ({@link RouteLinks}): the URL Pattern router's links</td></tr>
 * </table>
 */
public final class Workloads {

    /** The sizes of the inputs of growing length, by name, smallest first. */
    public static final Map<String, Integer> LENGTHS = lengths();

    private static Map<String, Integer> lengths() {
        Map<String, Integer> lengths = new LinkedHashMap<>();
        lengths.put("1KB", 1 << 10);
        lengths.put("10KB", 10 << 10);
        lengths.put("100KB", 100 << 10);
        lengths.put("1MB", 1 << 20);
        lengths.put("10MB", 10 << 20);
        return Collections.unmodifiableMap(lengths);
    }

    /** The prefix of the hostile links' workloads, {@code url-climb-1KB}. */
    public static final String URL_PREFIX = "url-";

    private static final Map<String, List<String>> CACHE = new HashMap<>();

    private Workloads() {}

    /**
     * The strings of a workload.
     *
     * @param name a workload name
     * @return its strings, in order
     */
    public static synchronized List<String> get(String name) {
        List<String> strings = CACHE.get(name);
        if (strings == null) {
            strings = load(name);
            CACHE.put(name, strings);
        }
        return strings;
    }

    /**
     * The base of the relative references.
     *
     * @return the base IRI
     */
    public static String base() {
        return get("relative.txt").get(0);
    }

    private static List<String> load(String name) {
        switch (name) {
            case "mix.txt":
            case "relative.txt":
            case "pairs.txt":
            case "wpt.json":
                return read(name);
            case "mix":
                return get("mix.txt");
            case "ascii":
                return get("mix").stream().filter(Workloads::isAscii).toList();
            case "http":
                return get("mix").stream().filter(Workloads::isHttp).toList();
            case "clean":
                return get("ascii").stream()
                        .filter(s -> Iris.check(s).violations().isEmpty())
                        .toList();
            case "uris":
                return get("mix").stream()
                        .map(s -> Iris.toUri(Iris.parse(s)).toString())
                        .toList();
            case "relative":
                List<String> lines = get("relative.txt");
                return lines.subList(1, lines.size());
            case "targets":
                Iri base = Iris.parse(base());
                return get("relative").stream()
                        .map(ref -> base.resolve(Iris.parse(ref)).toString())
                        .toList();
            case "pairs":
                return get("pairs.txt");
            case "wpt":
                return WptInputs.read(String.join("\n", read("wpt.json")));
            case "hosts":
                return HostWorkload.generate(get("mix"));
            case "routes":
                return RouteLinks.generate(get("mix"), RouteTable.routes());
            case "level1":
            case "level4":
                // the files' comment lines say what the items are and where their URIs come from
                return read("templates-" + name + ".txt").stream()
                        .filter(line -> !line.startsWith("#"))
                        .toList();
            default:
                if (name.startsWith(URL_PREFIX)) {
                    return List.of(hostileUrl(name.substring(URL_PREFIX.length())));
                }
                int dash = name.indexOf('-');
                Integer length = LENGTHS.get(name.substring(dash + 1));
                if (length == null) {
                    throw new IllegalArgumentException("no workload named " + name);
                }
                return List.of(
                        dash < 0 ? LongInputs.longIri(length) : LongInputs.hostileIri(name.substring(0, dash), length));
        }
    }

    /** A shape and a size, {@code climb-1KB}: one hostile link of {@link LongInputs#hostileUrl}. */
    private static String hostileUrl(String shapeAndSize) {
        int dash = shapeAndSize.lastIndexOf('-');
        Integer length = dash < 0 ? null : LENGTHS.get(shapeAndSize.substring(dash + 1));
        if (length == null) {
            throw new IllegalArgumentException("no workload named " + URL_PREFIX + shapeAndSize);
        }
        return LongInputs.hostileUrl(shapeAndSize.substring(0, dash), length);
    }

    /** An http or https link, by its scheme in any case: the rule of {@code node/url-bench.mjs}'s {@code http}. */
    static boolean isHttp(String s) {
        return s.regionMatches(true, 0, "http:", 0, 5) || s.regionMatches(true, 0, "https:", 0, 6);
    }

    static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }

    private static List<String> read(String file) {
        try (InputStream in = Workloads.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + file);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return List.copyOf(lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
