package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternComponentResult;
import org.iri4j.web.UrlPatternInit;
import org.iri4j.web.UrlPatternOptions;
import org.iri4j.web.UrlPatternResult;

/**
 * iri4j's {@link UrlPattern} answering a case given as JavaScript arguments (URL Pattern
 * Standard §1.2): the constructor's {@code (input, baseURL?, options?)}, and {@code test} and
 * {@code exec} with {@code (url)}, {@code (url, baseURL)}, {@code (init)} or no argument (an
 * empty init, as WebIDL's default dictionary).
 */
final class Iri4jPatterns {

    /** Matches everything: its exec gives an input's components as canonicalized for matching. */
    private static final UrlPattern EVERYTHING = UrlPattern.compile(UrlPatternInit.empty());

    private Iri4jPatterns() {}

    /**
     * @param args the constructor's arguments
     * @param inputs the argument lists of test and exec
     * @return iri4j's answer, a failure named by its code and component; an exception other than
     *     {@link InvalidInputException} is let through
     */
    static PatternAnswer answer(List<Object> args, List<List<Object>> inputs) {
        UrlPattern pattern;
        try {
            pattern = construct(args);
        } catch (InvalidInputException e) {
            return PatternAnswer.failure(
                    e.code().id() + " in the " + e.violation().component());
        }
        List<String> patterns = new ArrayList<>();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            patterns.add(pattern.pattern(c));
        }
        List<PatternAnswer.Match> matches = new ArrayList<>();
        for (List<Object> input : inputs) {
            matches.add(match(pattern, input));
        }
        return new PatternAnswer(null, patterns, pattern.hasRegExpGroups(), matches);
    }

    private static UrlPattern construct(List<Object> args) {
        Object input = args.isEmpty() ? Map.of() : args.get(0);
        UrlPatternOptions options = UrlPatternOptions.defaults();
        String base = null;
        for (Object arg : args.subList(Math.min(1, args.size()), args.size())) {
            if (arg instanceof String s) {
                base = s;
            } else if (Boolean.TRUE.equals(((Map<?, ?>) arg).get("ignoreCase"))) {
                options = UrlPatternOptions.ignoringCase();
            }
        }
        return input instanceof String s
                ? UrlPattern.compile(s, base, options)
                : UrlPattern.compile(init((Map<?, ?>) input), options);
    }

    /**
     * @param dictionary a URLPatternInit as JavaScript writes it
     * @return the same init
     */
    static UrlPatternInit init(Map<?, ?> dictionary) {
        UrlPatternInit.Builder init = UrlPatternInit.builder();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            if (dictionary.get(c.key()) instanceof String value) {
                init.set(c, value);
            }
        }
        if (dictionary.get("baseURL") instanceof String base) {
            init.baseUrl(base);
        }
        return init.build();
    }

    private static PatternAnswer.Match match(UrlPattern pattern, List<Object> input) {
        boolean test;
        if (input.isEmpty() || input.get(0) instanceof Map) {
            test = pattern.test(input.isEmpty() ? UrlPatternInit.empty() : init((Map<?, ?>) input.get(0)));
        } else {
            test = pattern.test((String) input.get(0), input.size() > 1 ? (String) input.get(1) : null);
        }
        Optional<UrlPatternResult> exec = exec(pattern, input);
        List<String> read = exec(EVERYTHING, input)
                .map(r -> components(r).stream()
                        .map(PatternAnswer.Component::input)
                        .toList())
                .orElse(null);
        if (exec.isEmpty()) {
            return new PatternAnswer.Match(Boolean.toString(test), "null", List.of(), read);
        }
        return new PatternAnswer.Match(Boolean.toString(test), "match", components(exec.get()), read);
    }

    private static Optional<UrlPatternResult> exec(UrlPattern pattern, List<Object> input) {
        if (input.isEmpty() || input.get(0) instanceof Map) {
            return pattern.exec(input.isEmpty() ? UrlPatternInit.empty() : init((Map<?, ?>) input.get(0)));
        }
        return pattern.exec((String) input.get(0), input.size() > 1 ? (String) input.get(1) : null);
    }

    private static List<PatternAnswer.Component> components(UrlPatternResult exec) {
        List<PatternAnswer.Component> components = new ArrayList<>();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            UrlPatternComponentResult result = exec.component(c);
            Map<String, String> groups = new HashMap<>();
            for (String name : result.groupNames()) {
                groups.put(name, result.group(name).orElse(null));
            }
            components.add(new PatternAnswer.Component(result.input(), Collections.unmodifiableMap(groups)));
        }
        return components;
    }
}
