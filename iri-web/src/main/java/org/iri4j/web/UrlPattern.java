package org.iri4j.web;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;

/**
 * A URL pattern (the WHATWG URL Pattern Standard, {@code URLPattern}): eight component patterns
 * that a URL matches one by one, with named groups ({@code :id}), wildcards ({@code *}),
 * optional and repeated parts ({@code {/:x}?}, {@code :p+}) and custom regular expressions
 * ({@code :id(\\d+)}). Compiled once, immutable, safe to share between threads.
 *
 * <pre>{@code
 * UrlPattern books = UrlPattern.compile("https://example.com/books/:id");
 * books.test("https://example.com/books/7");                                // true
 * books.exec("https://example.com/books/7").orElseThrow().pathname().group("id");   // Optional[7]
 * UrlPattern.compile(UrlPatternInit.builder().pathname("/api/*").build()).test("https://a.org/api/v1");  // true
 * }</pre>
 *
 * <p><b>Matching is linear.</b> A component without custom groups is matched without any
 * regular expression engine: its parts compile into a small automaton run by a simulation that
 * keeps ECMAScript's choice of groups (§1.5 allows matching "directly against the part list").
 * A custom group is read by iri4j's ECMAScript front end (the {@code v} flag's syntax,
 * ECMA-262 §22.2) into the same automaton; what it cannot run in linear time (backreferences)
 * is refused with a code naming the construct. So {@code test} takes time proportional to the
 * value's length times the pattern's size, and {@code exec} that times its number of groups
 * (a product capped when the pattern is compiled), whatever the pattern and the input: no
 * catastrophic backtracking.
 *
 * <p><b>Errors.</b> A pattern that is not well formed throws {@link InvalidInputException} with
 * a {@link UrlPatternCode}, the index of the offending character in the pattern (or in the
 * component's pattern string) and the component; the Standard's {@code TypeError}s, one code
 * each. {@code test} and {@code exec} never throw for a URL that does not parse: it matches
 * nothing, as in the Standard.
 *
 * @since 0.1.0
 */
public final class UrlPattern {

    private final Map<UrlPatternComponent, CompiledComponent> components;
    private final UrlPatternOptions options;

    private UrlPattern(Map<UrlPatternComponent, CompiledComponent> components, UrlPatternOptions options) {
        this.components = new EnumMap<>(components);
        this.options = options;
    }

    /**
     * Compiles a pattern written as a URL (§1.4 "create", §1.6 constructor string parsing): it must
     * name its protocol.
     *
     * @param pattern the pattern, e.g. {@code "https://*.example.com/books/:id"}
     * @return the pattern
     * @throws InvalidInputException when it is not a well-formed pattern
     */
    public static UrlPattern compile(String pattern) {
        return compile(pattern, null, UrlPatternOptions.defaults());
    }

    /**
     * Compiles a pattern written as a URL, relative to a base URL (§1.4 "create").
     *
     * @param pattern the pattern, e.g. {@code "/books/:id"}
     * @param baseUrl the base URL, or null for none
     * @return the pattern
     * @throws InvalidInputException when it is not a well-formed pattern or the base is no URL
     */
    public static UrlPattern compile(String pattern, String baseUrl) {
        return compile(pattern, baseUrl, UrlPatternOptions.defaults());
    }

    /**
     * Compiles a pattern written as a URL, with options (§1.4 "create").
     *
     * @param pattern the pattern
     * @param baseUrl the base URL, or null for none
     * @param options the options
     * @return the pattern
     * @throws InvalidInputException when it is not a well-formed pattern or the base is no URL
     */
    public static UrlPattern compile(String pattern, String baseUrl, UrlPatternOptions options) {
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(options, "options");
        return new UrlPattern(PatternCompilation.ofString(pattern, baseUrl, options), options);
    }

    /**
     * Compiles a pattern given component by component (§1.4 "create"); a component not given
     * matches anything, unless the init's base URL gives it.
     *
     * @param init the component patterns
     * @return the pattern
     * @throws InvalidInputException when a component is not a well-formed pattern or the base
     *     is no URL
     */
    public static UrlPattern compile(UrlPatternInit init) {
        return compile(init, UrlPatternOptions.defaults());
    }

    /**
     * Compiles a pattern given component by component, with options (§1.4 "create").
     *
     * @param init the component patterns
     * @param options the options
     * @return the pattern
     * @throws InvalidInputException when a component is not a well-formed pattern or the base
     *     is no URL
     */
    public static UrlPattern compile(UrlPatternInit init, UrlPatternOptions options) {
        Objects.requireNonNull(options, "options");
        return new UrlPattern(PatternCompilation.ofInit(Objects.requireNonNull(init, "init"), options), options);
    }

    /**
     * A component's normalized pattern string (§1.2, the {@code protocol} … {@code hash}
     * getters): what the pattern reads after canonicalization, e.g. {@code "/books/:id"}.
     *
     * @param component the component
     * @return its pattern string
     */
    public String pattern(UrlPatternComponent component) {
        return components.get(component).patternString;
    }

    /**
     * The protocol's pattern string.
     *
     * @return the protocol's pattern
     */
    public String protocol() {
        return pattern(UrlPatternComponent.PROTOCOL);
    }

    /**
     * The hostname's pattern string.
     *
     * @return the hostname's pattern
     */
    public String hostname() {
        return pattern(UrlPatternComponent.HOSTNAME);
    }

    /**
     * The pathname's pattern string.
     *
     * @return the pathname's pattern
     */
    public String pathname() {
        return pattern(UrlPatternComponent.PATHNAME);
    }

    /**
     * Whether any component has a custom regular expression group (§1.2 {@code hasRegExpGroups}).
     *
     * @return true if one has
     */
    public boolean hasRegExpGroups() {
        return components.values().stream().anyMatch(c -> c.hasRegExpGroups);
    }

    /**
     * The options the pattern was compiled with.
     *
     * @return the options
     */
    public UrlPatternOptions options() {
        return options;
    }

    /**
     * Whether a URL matches (§1.2 {@code test}); a URL that does not parse matches nothing.
     *
     * @param url the URL
     * @return true on a match
     */
    public boolean test(String url) {
        return test(url, null);
    }

    /**
     * Whether a URL, relative to a base URL, matches (§1.2 {@code test(input, baseURL)}).
     *
     * @param url the URL
     * @param baseUrl the base URL, or null for none
     * @return true on a match; false also when either does not parse
     */
    public boolean test(String url, String baseUrl) {
        WebUrl parsed = PatternInputs.parse(url, baseUrl);
        return parsed != null && test(parsed);
    }

    /**
     * Whether a parsed URL matches.
     *
     * @param url the URL
     * @return true on a match
     */
    public boolean test(WebUrl url) {
        // a component is read only when its pattern is more than a lone "*": a parsed URL's
        // components hold no line terminator, so "*" takes any of them
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            CompiledComponent component = components.get(c);
            if (!component.matchesEverything() && !component.test(PatternInputs.value(url, c))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a URL given component by component matches (§1.2 {@code test(init)}): each value
     * is canonicalized first; one that cannot be matches nothing.
     *
     * @param input the URL's components
     * @return true on a match
     */
    public boolean test(UrlPatternInit input) {
        Map<UrlPatternComponent, String> values = PatternInputs.values(input);
        return values != null && test(values);
    }

    private boolean test(Map<UrlPatternComponent, String> values) {
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            if (!components.get(c).test(values.getOrDefault(c, ""))) {
                return false;
            }
        }
        return true;
    }

    /**
     * What a URL matched (§1.2 {@code exec}).
     *
     * @param url the URL
     * @return the groups of each component, or empty when it does not match or parse
     */
    public Optional<UrlPatternResult> exec(String url) {
        return exec(url, null);
    }

    /**
     * What a URL, relative to a base URL, matched (§1.2 {@code exec(input, baseURL)}).
     *
     * @param url the URL
     * @param baseUrl the base URL, or null for none
     * @return the groups of each component, or empty when it does not match or either does not parse
     */
    public Optional<UrlPatternResult> exec(String url, String baseUrl) {
        List<String> inputs = new ArrayList<>(2);
        inputs.add(url);
        if (baseUrl != null) {
            inputs.add(baseUrl);
        }
        WebUrl parsed = PatternInputs.parse(url, baseUrl);
        return parsed == null ? Optional.empty() : exec(parsed, inputs);
    }

    /**
     * What a parsed URL matched.
     *
     * @param url the URL
     * @return the groups of each component, or empty when it does not match
     */
    public Optional<UrlPatternResult> exec(WebUrl url) {
        return exec(url, List.of(url.href()));
    }

    private Optional<UrlPatternResult> exec(WebUrl url, List<String> inputs) {
        // test first: a URL that does not match (most, in a router) is refused without taking
        // every component out and building groups for those before the one that fails
        return test(url) ? exec(PatternInputs.values(url), inputs, null) : Optional.empty();
    }

    /**
     * What a URL given component by component matched (§1.2 {@code exec(init)}).
     *
     * @param input the URL's components
     * @return the groups of each component, or empty when it does not match or a value cannot
     *     be canonicalized
     */
    public Optional<UrlPatternResult> exec(UrlPatternInit input) {
        Map<UrlPatternComponent, String> values = PatternInputs.values(input);
        return values == null ? Optional.empty() : exec(values, List.of(), input);
    }

    private Optional<UrlPatternResult> exec(
            Map<UrlPatternComponent, String> values, List<String> inputs, UrlPatternInit init) {
        Map<UrlPatternComponent, UrlPatternComponentResult> results = new EnumMap<>(UrlPatternComponent.class);
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            CompiledComponent component = components.get(c);
            String value = values.getOrDefault(c, "");
            String[] groups = component.exec(value);
            if (groups == null) {
                return Optional.empty();
            }
            results.put(c, new UrlPatternComponentResult(value, component.names, groups));
        }
        return Optional.of(new UrlPatternResult(inputs, init, results));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof UrlPattern other) || options.ignoreCase() != other.options.ignoreCase()) {
            return false;
        }
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            if (!pattern(c).equals(other.pattern(c))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = Boolean.hashCode(options.ignoreCase());
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            hash = hash * 31 + pattern(c).hashCode();
        }
        return hash;
    }

    /** The pattern as its component pattern strings: {@code {protocol: "https", …}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            text.append(text.length() > 1 ? ", " : "")
                    .append(c.key())
                    .append(": \"")
                    .append(pattern(c))
                    .append('"');
        }
        return text.append(options.ignoreCase() ? ", ignoreCase: true}" : "}").toString();
    }
}
