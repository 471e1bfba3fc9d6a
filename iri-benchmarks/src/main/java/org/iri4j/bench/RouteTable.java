package org.iri4j.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternInit;
import org.iri4j.web.UrlPatternOptions;

/**
 * The router table of the URL Pattern benchmarks: the 100 routes of {@code routes.txt}, each a
 * URL pattern (URL Pattern Standard §1.1, a constructor string or an init), the hand-written
 * {@code java.util.regex} patterns of the same route per component, and the links made for it
 * ({@link RouteLinks}). The file's header says how a route is written and how its regexes were
 * worked out from the Standard's §2.3.
 */
final class RouteTable {

    /**
     * One route.
     *
     * @param name    its name, unique in the table
     * @param pattern the URL pattern, compiled
     * @param regexes the hand-written regex of each component the route constrains
     * @param links   the templates of the links made for it
     */
    record Route(String name, UrlPattern pattern, Map<UrlPatternComponent, String> regexes, List<String> links) {}

    private static List<Route> table;

    private RouteTable() {}

    /**
     * The routes of {@code routes.txt}, in order, read and compiled once.
     *
     * @return the routes
     */
    static synchronized List<Route> routes() {
        if (table == null) {
            table = read(lines());
        }
        return table;
    }

    /**
     * A route's answer written for comparison: its name, then the groups of each component it
     * constrains, by name, without the groups that took no part.
     *
     * @param route  the route
     * @param groups each constrained component's groups
     * @return for example {@code api.users.show pathname{id=7}}
     */
    static String describe(Route route, Map<UrlPatternComponent, Map<String, String>> groups) {
        StringBuilder text = new StringBuilder(route.name());
        for (UrlPatternComponent c : route.regexes().keySet()) {
            text.append(' ').append(c.key()).append(new TreeMap<>(groups.getOrDefault(c, Map.of())));
        }
        return text.toString();
    }

    /** The routes of a table's lines; see {@code routes.txt} for the format. */
    static List<Route> read(List<String> lines) {
        List<Route> routes = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Builder route = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String keyword = word(line);
            String rest = after(line);
            if ("route".equals(keyword)) {
                if (route != null) {
                    routes.add(route.build());
                }
                if (!names.add(rest)) {
                    throw new IllegalArgumentException("routes.txt line " + (i + 1) + ": a second route " + rest);
                }
                route = new Builder(rest);
            } else if (route == null) {
                throw new IllegalArgumentException("routes.txt line " + (i + 1) + ": outside a route: " + line);
            } else {
                route.add(keyword, rest, i + 1);
            }
        }
        if (route != null) {
            routes.add(route.build());
        }
        return Collections.unmodifiableList(routes);
    }

    /** The first word of a line. */
    private static String word(String line) {
        int space = line.indexOf(' ');
        return space < 0 ? line : line.substring(0, space);
    }

    /** What follows the first word and one space; empty when nothing does. */
    private static String after(String line) {
        int space = line.indexOf(' ');
        return space < 0 ? "" : line.substring(space + 1);
    }

    /** A route while its lines are read. */
    private static final class Builder {
        private final String name;
        private final UrlPatternInit.Builder init = UrlPatternInit.builder();
        private final Map<UrlPatternComponent, String> regexes = new EnumMap<>(UrlPatternComponent.class);
        private final List<String> links = new ArrayList<>();
        private String constructorString;
        private String base;
        private UrlPatternOptions options = UrlPatternOptions.defaults();

        Builder(String name) {
            this.name = name;
        }

        void add(String keyword, String rest, int lineNumber) {
            switch (keyword) {
                case "pattern" -> pattern(word(rest), after(rest));
                case "regex" -> regexes.put(component(word(rest), lineNumber), after(rest));
                case "link" -> links.add(rest);
                default ->
                    throw new IllegalArgumentException(
                            "routes.txt line " + lineNumber + ": no keyword " + keyword + " (pattern, regex, link)");
            }
        }

        private void pattern(String what, String value) {
            switch (what) {
                case "string" -> constructorString = value;
                case "base" -> base = value;
                case "ignore-case" -> options = UrlPatternOptions.ignoringCase();
                default -> init.set(component(what, -1), value);
            }
        }

        private static UrlPatternComponent component(String key, int lineNumber) {
            try {
                return UrlPatternComponent.valueOf(key.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("routes.txt line " + lineNumber + ": no component " + key, e);
            }
        }

        Route build() {
            if (regexes.isEmpty() || links.isEmpty()) {
                throw new IllegalArgumentException("route " + name + " needs a regex line and a link line");
            }
            UrlPattern pattern;
            if (constructorString != null) {
                pattern = UrlPattern.compile(constructorString, base, options);
            } else {
                if (base != null) {
                    init.baseUrl(base);
                }
                pattern = UrlPattern.compile(init.build(), options);
            }
            return new Route(name, pattern, Collections.unmodifiableMap(regexes), List.copyOf(links));
        }
    }

    private static List<String> lines() {
        try (InputStream in = RouteTable.class.getResourceAsStream("routes.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource routes.txt");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
