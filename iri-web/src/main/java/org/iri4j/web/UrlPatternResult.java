package org.iri4j.web;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a {@link UrlPattern} matched (URL Pattern Standard §1.2 {@code URLPatternResult}): the
 * inputs as given and, for each of the eight components, its value and its groups. Immutable.
 *
 * <pre>{@code
 * UrlPattern.compile("https://example.com/books/:id").exec("https://example.com/books/7")
 *         .orElseThrow().component(UrlPatternComponent.PATHNAME).group("id");   // Optional[7]
 * }</pre>
 *
 * @since 0.1.0
 */
public final class UrlPatternResult {

    private final List<String> inputs;
    private final UrlPatternInit init;
    private final Map<UrlPatternComponent, UrlPatternComponentResult> components;

    UrlPatternResult(
            List<String> inputs, UrlPatternInit init, Map<UrlPatternComponent, UrlPatternComponentResult> components) {
        this.inputs = List.copyOf(inputs);
        this.init = init;
        this.components = new EnumMap<>(components);
    }

    /**
     * The string inputs as given ({@code inputs}): the URL, then the base URL if one was given;
     * empty when the input was a {@link UrlPatternInit} (see {@link #init()}).
     *
     * @return the inputs
     */
    public List<String> inputs() {
        return inputs;
    }

    /**
     * The input, when it was given component by component.
     *
     * @return the init, or empty for a string input
     */
    public Optional<UrlPatternInit> init() {
        return Optional.ofNullable(init);
    }

    /**
     * What one component matched.
     *
     * @param component the component
     * @return its value and groups
     */
    public UrlPatternComponentResult component(UrlPatternComponent component) {
        return components.get(component);
    }

    /**
     * The pathname's result, the one most routes read.
     *
     * @return what the pathname matched
     */
    public UrlPatternComponentResult pathname() {
        return component(UrlPatternComponent.PATHNAME);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UrlPatternResult other
                && inputs.equals(other.inputs)
                && java.util.Objects.equals(init, other.init)
                && components.equals(other.components);
    }

    @Override
    public int hashCode() {
        return components.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{inputs: ").append(init != null ? List.of(init) : inputs);
        components.forEach(
                (c, r) -> text.append(", ").append(c.key()).append(": ").append(r));
        return text.append('}').toString();
    }
}
