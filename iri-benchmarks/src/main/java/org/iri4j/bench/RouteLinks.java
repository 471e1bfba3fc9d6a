package org.iri4j.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The {@code routes} workload of the URL Pattern benchmarks: the mix's 10,000 links with, after
 * every fifth, one link made for a route of the table ({@link RouteTable}): 2,000 made links,
 * {@link #PER_ROUTE} per route, the routes in turn, each route's link templates in turn. Made
 * deterministically (a fixed seed): the placeholders of a template are filled with words,
 * numbers, dates, hex, tokens, UUIDs and non-ASCII words; one made link in ten has its scheme
 * and host in upper case, which the URL parser folds. Whether a made link is taken by its own
 * route, an earlier one or none is what the routers say (the table is in order, first match
 * wins); the mix's own links are taken where the table's generic rules take them.
 */
final class RouteLinks {

    /** How many links are made for each route. */
    static final int PER_ROUTE = 20;
    /** One made link after this many links of the mix. */
    static final int EVERY = 5;

    /** The hosts of {@code {host}}: none that the site's routes (example.com) or the crawler's host rules name. */
    private static final String[] HOSTS = {
        "api.example.com", "example.org", "www.example.net", "m.example.io", "www.example.de", "shop.example.fr"
    };

    private static final String[] LANGUAGES = {"en", "de", "fr", "ja"};
    private static final String TOKEN_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

    private final Random random = new Random(38);

    private RouteLinks() {}

    /**
     * The workload: the mix with the made links among it.
     *
     * @param mix    the mix's links
     * @param routes the table
     * @return the links, in order
     */
    static List<String> generate(List<String> mix, List<RouteTable.Route> routes) {
        List<String> made = made(routes);
        List<String> out = new ArrayList<>(mix.size() + made.size());
        int next = 0;
        for (int i = 0; i < mix.size(); i++) {
            out.add(mix.get(i));
            if (i % EVERY == EVERY - 1 && next < made.size()) {
                out.add(made.get(next++));
            }
        }
        out.addAll(made.subList(next, made.size()));
        return List.copyOf(out);
    }

    /**
     * The made links alone: for round k of {@link #PER_ROUTE}, one link of each route in table
     * order, from the route's template k modulo its number of templates.
     *
     * @param routes the table
     * @return the links, in the order of the workload
     */
    static List<String> made(List<RouteTable.Route> routes) {
        RouteLinks maker = new RouteLinks();
        List<String> out = new ArrayList<>(PER_ROUTE * routes.size());
        for (int k = 0; k < PER_ROUTE; k++) {
            for (RouteTable.Route route : routes) {
                List<String> templates = route.links();
                out.add(maker.link(templates.get(k % templates.size())));
            }
        }
        return out;
    }

    /**
     * The route a made link of the workload was made for.
     *
     * @param made   the index of the link among the made links
     * @param routes the table
     * @return the route's index
     */
    static int madeFor(int made, List<RouteTable.Route> routes) {
        return made % routes.size();
    }

    private String link(String template) {
        StringBuilder out = new StringBuilder(template.length() + 32);
        int i = 0;
        while (i < template.length()) {
            int open = template.indexOf('{', i);
            if (open < 0) {
                out.append(template, i, template.length());
                break;
            }
            int close = template.indexOf('}', open);
            out.append(template, i, open).append(fill(template.substring(open + 1, close)));
            i = close + 1;
        }
        return random.nextInt(10) == 0 ? upperCaseAuthority(out.toString()) : out.toString();
    }

    private String fill(String placeholder) {
        return switch (placeholder) {
            case "n" -> Integer.toString(1 + random.nextInt(99_999));
            case "w" -> pick(Vocabulary.WORDS);
            case "y" -> Integer.toString(2000 + random.nextInt(27));
            case "m" -> twoDigits(1 + random.nextInt(12));
            case "d" -> twoDigits(1 + random.nextInt(28));
            case "h" -> hex(8);
            case "lang" -> pick(LANGUAGES);
            case "host" -> pick(HOSTS);
            case "uni" -> pick(Vocabulary.UNICODE_WORDS);
            case "token" -> token(24);
            case "uuid" -> hex(8) + "-" + hex(4) + "-" + hex(4) + "-" + hex(4) + "-" + hex(12);
            case "sku" -> letters(3) + "-" + (1000 + random.nextInt(9000));
            default -> throw new IllegalArgumentException("routes.txt: no placeholder {" + placeholder + "}");
        };
    }

    /**
     * The scheme and the host of a hierarchical link in upper case, which the URL parser folds;
     * a link with credentials as it is (a username is case-sensitive).
     */
    private static String upperCaseAuthority(String link) {
        int slashes = link.indexOf("://");
        if (slashes < 0) {
            return link;
        }
        int path = link.indexOf('/', slashes + 3);
        int end = path < 0 ? link.length() : path;
        if (link.lastIndexOf('@', end) > slashes) {
            return link;
        }
        return link.substring(0, end).toUpperCase(Locale.ROOT) + link.substring(end);
    }

    private String pick(String[] values) {
        return values[random.nextInt(values.length)];
    }

    private static String twoDigits(int value) {
        return value < 10 ? "0" + value : Integer.toString(value);
    }

    private String hex(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(Character.forDigit(random.nextInt(16), 16));
        }
        return out.toString();
    }

    private String token(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(TOKEN_CHARACTERS.charAt(random.nextInt(TOKEN_CHARACTERS.length())));
        }
        return out.toString();
    }

    private String letters(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append((char) ('A' + random.nextInt(26)));
        }
        return out.toString();
    }
}
