package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.function.Executable;

/** What the web-platform-tests URL tests share: readable names, and the getters' checks. */
public final class WptCases {

    private static final int MAX_NAME = 80;

    private WptCases() {}

    /** The getters of the {@code URL} class (URL Standard §6.1) that the JSON files name. */
    public static final Map<String, Function<WebUrl, String>> GETTERS = Map.ofEntries(
            Map.entry("href", WebUrl::href),
            Map.entry("origin", WebUrl::origin),
            Map.entry("protocol", WebUrl::protocol),
            Map.entry("username", WebUrl::username),
            Map.entry("password", WebUrl::password),
            Map.entry("host", WebUrl::host),
            Map.entry("hostname", WebUrl::hostname),
            Map.entry("port", WebUrl::port),
            Map.entry("pathname", WebUrl::pathname),
            Map.entry("search", WebUrl::search),
            Map.entry("hash", WebUrl::hash));

    /**
     * Asserts every getter the expectation names.
     *
     * @param url      the URL
     * @param expected the JSON object
     */
    static void assertGetters(WebUrl url, Map<?, ?> expected) {
        List<Executable> checks = new ArrayList<>();
        for (Map.Entry<String, Function<WebUrl, String>> getter : GETTERS.entrySet()) {
            Object want = expected.get(getter.getKey());
            if (want != null) {
                checks.add(() -> assertEquals(want, getter.getValue().apply(url), getter.getKey()));
            }
        }
        assertAll(url.href(), checks);
    }

    /**
     * The base URL of a case, given as text: parsed first, as the {@code URL} constructor does
     * (URL Standard §6.1 "API URL parser"), its failure being the failure.
     *
     * @param base the base's text, or null
     * @return the base URL, or null
     */
    static WebUrl base(String base) {
        return base == null ? null : WebUrl.parse(base);
    }

    /**
     * A name for a test: the text with controls and non-ASCII escaped, cut when long.
     *
     * @param text the text
     * @return the name
     */
    public static String show(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && out.length() < MAX_NAME; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7E) {
                out.append(String.format("\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.length() >= MAX_NAME ? out + "…" : out.toString();
    }
}
