package org.iri4j.web;

import java.util.EnumMap;
import java.util.Map;
import org.iri4j.web.internal.pattern.InitType;

/**
 * The values a URL pattern matches (URL Pattern Standard §1.4 "match", steps 1–12): a URL's
 * eight components as the parser wrote them, or an init's values canonicalized.
 */
final class PatternInputs {

    private PatternInputs() {}

    /**
     * Parses a URL string against an optional base (§1.4 "match" step 12.2).
     *
     * @param url the URL
     * @param baseUrl the base URL, or null
     * @return the URL, or null when either does not parse
     */
    static WebUrl parse(String url, String baseUrl) {
        WebUrl base = null;
        if (baseUrl != null) {
            base = WebUrl.tryParse(baseUrl).orElse(null);
            if (base == null) {
                return null;
            }
        }
        return WebUrl.tryParse(url, base).orElse(null);
    }

    /**
     * A URL's components (§1.4 "match" steps 12.4–12.11).
     *
     * @param url the URL
     * @return the values, by component
     */
    static Map<UrlPatternComponent, String> values(WebUrl url) {
        Map<UrlPatternComponent, String> values = new EnumMap<>(UrlPatternComponent.class);
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            values.put(c, value(url, c));
        }
        return values;
    }

    /**
     * One of a URL's components (§1.4 "match" steps 12.4–12.11), taken only when a pattern needs
     * it.
     *
     * @param url the URL
     * @param c the component
     * @return its value
     */
    static String value(WebUrl url, UrlPatternComponent c) {
        return switch (c) {
            case PROTOCOL -> url.scheme();
            case USERNAME -> url.username();
            case PASSWORD -> url.password();
            case HOSTNAME -> url.hostname();
            case PORT -> url.port();
            case PATHNAME -> url.path();
            case SEARCH -> url.query().orElse("");
            case HASH -> url.fragment().orElse("");
        };
    }

    /**
     * An init's values, canonicalized (§1.4 "match" step 11, §3.2 with type "url").
     *
     * @param input the init
     * @return the values it gives (a component it does not give is empty), or null when one
     *     cannot be canonicalized or its base URL does not parse
     */
    static Map<UrlPatternComponent, String> values(UrlPatternInit input) {
        try {
            return PatternInits.process(input, InitType.URL);
        } catch (IllegalArgumentException e) {
            // §1.4 "match" step 11.2: "if this throws an exception, catch it, and return null"
            return null;
        }
    }
}
