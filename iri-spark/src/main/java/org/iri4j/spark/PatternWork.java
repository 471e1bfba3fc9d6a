package org.iri4j.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.core.IriEnvironment;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternResult;
import org.iri4j.web.WebUrl;

/**
 * The work of the URL pattern functions (WHATWG URL Pattern Standard) on a row's pattern and
 * link: {@code test} (§1.2) as a boolean, {@code exec} (§1.2) as a map of the groups that took
 * part. A pattern is usually a literal, the same on every row, so each copy of the work keeps the
 * last pattern it compiled, or why it could not, as {@link TemplateWork} keeps its template: a
 * task compiles its pattern once, whatever the number of its rows.
 *
 * <p>A bad pattern and a link the URL parser refuses are refused values, as the {@code url_*}
 * functions refuse a link: null without an exception for a call whose settings make a refused
 * value null ({@link QuietWork}), otherwise an {@link InvalidInputException} whose message names
 * the argument ({@code pattern: }, {@code link: }). The Standard's {@code test} answers false
 * for a link that does not parse; a refusal keeps a broken link apart from one that merely does
 * not match. A link that does not match is an answer, never a refusal: false, or a null map.
 */
final class PatternWork implements TwoStringWork {

    private static final long serialVersionUID = 1L;

    /** What a call answers, and whether it refuses with an exception or with null. */
    private enum Operation {
        /** {@link UrlPattern#test(WebUrl)}, throwing for a refused value. */
        TEST,
        /** {@link #TEST}, null for a refused value, without an exception. */
        TEST_OR_NULL,
        /** {@link UrlPattern#exec(WebUrl)}'s groups, throwing for a refused value. */
        EXEC,
        /** {@link #EXEC}, null for a refused value, without an exception. */
        EXEC_OR_NULL;

        boolean quiet() {
            return this == TEST_OR_NULL || this == EXEC_OR_NULL;
        }

        boolean groups() {
            return this == EXEC || this == EXEC_OR_NULL;
        }
    }

    /** A pattern's text and what compiling it gave: the pattern, or the failure. */
    private record Compiled(String text, UrlPattern pattern, InvalidInputException failure) {}

    private final Operation operation;

    /**
     * The last pattern compiled, read and written without a lock: a record is safely published
     * through a volatile field, and two threads that compile at once only compile twice. Not
     * serialized: a copy starts empty.
     */
    private transient volatile Compiled last;

    private PatternWork(Operation operation) {
        this.operation = operation;
    }

    /**
     * {@code url_pattern_test}'s work and its quiet twin.
     *
     * @return the pair
     */
    static Work test() {
        return QuietWork.of(new PatternWork(Operation.TEST), new PatternWork(Operation.TEST_OR_NULL));
    }

    /**
     * {@code url_pattern_exec}'s work and its quiet twin.
     *
     * @return the pair
     */
    static Work exec() {
        return QuietWork.of(new PatternWork(Operation.EXEC), new PatternWork(Operation.EXEC_OR_NULL));
    }

    /**
     * The answer to a row.
     *
     * @param env     unused: a pattern needs no plugin
     * @param pattern the URL pattern, written as a URL with its protocol
     * @param link    the link, read as a browser reads it (URL Standard §4.4)
     * @return whether the link matches ({@link Boolean}), or its groups ({@link Map}, null on no
     *     match); null for a refused value when the operation is quiet
     * @throws InvalidInputException for a bad pattern or a link the URL parser refuses
     */
    @Override
    public Object apply(IriEnvironment env, String pattern, String link) {
        Compiled compiled = compiled(pattern);
        if (compiled.failure() != null) {
            if (operation.quiet()) {
                return null;
            }
            throw compiled.failure();
        }
        WebUrl url = operation.quiet() ? WebUrl.tryParse(link).orElse(null) : parse(link);
        if (url == null) {
            return null;
        }
        if (!operation.groups()) {
            return compiled.pattern().test(url);
        }
        return compiled.pattern().exec(url).map(PatternWork::groups).orElse(null);
    }

    /**
     * The groups that took part in a match (URL Pattern Standard §1.5 "create a component match
     * result", without the undefined ones), each keyed by its component's key and its name,
     * {@code pathname.id}, in the components' order and then the pattern's.
     *
     * @param result what the link matched
     * @return the groups, in order
     */
    static Map<String, String> groups(UrlPatternResult result) {
        Map<String, String> groups = new LinkedHashMap<>();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            result.component(c).groups().forEach((name, value) -> groups.put(c.key() + "." + name, value));
        }
        return groups;
    }

    /** A link read by the URL parser; its error named {@code link: }, as a template's link is. */
    private static WebUrl parse(String link) {
        try {
            return WebUrl.parse(link);
        } catch (InvalidInputException e) {
            throw TemplateWork.named("link", e);
        }
    }

    /** The pattern of a text: the last one compiled when it is the same text. */
    private Compiled compiled(String text) {
        Compiled seen = last;
        if (seen != null && seen.text().equals(text)) {
            return seen;
        }
        Compiled fresh;
        try {
            fresh = new Compiled(text, UrlPattern.compile(text), null);
        } catch (InvalidInputException e) {
            fresh = new Compiled(text, null, TemplateWork.named("pattern", e));
        }
        last = fresh;
        return fresh;
    }
}
