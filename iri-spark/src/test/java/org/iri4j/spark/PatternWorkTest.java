package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.api.Test;

/**
 * The work of the URL pattern functions (WHATWG URL Pattern Standard §1.1 {@code test} and
 * {@code exec}), run outside Spark: one copy answers rows of different patterns, each with its
 * own (the copy keeps the last pattern compiled); a bad pattern or a link that is no URL is null
 * without an exception when the settings make a refused value null, and its error, naming the
 * argument, when they fail the task; a link that does not match is an answer either way.
 */
class PatternWorkTest {

    private static final FunctionSettings QUIET = new FunctionSettings(false, SeverityMap.Profile.STANDARD, List.of());
    private static final FunctionSettings STRICT = new FunctionSettings(true, SeverityMap.Profile.STANDARD, List.of());
    private static final IriEnvironment ENV = Environments.of(QUIET);

    private static final String BOOKS = "https://example.com/books/:id";

    private static TwoStringWork work(IriFunction function, FunctionSettings settings) {
        return assertInstanceOf(TwoStringWork.class, function.work(null, settings, 2));
    }

    @Test
    void oneCopyAnswersEachRowWithItsOwnPattern() {
        TwoStringWork test = work(IriFunction.URL_PATTERN_TEST, QUIET);
        assertEquals(true, test.apply(ENV, BOOKS, "https://example.com/books/1"));
        assertEquals(false, test.apply(ENV, "https://example.com/films/:id", "https://example.com/books/2"));
        assertEquals(true, test.apply(ENV, BOOKS, "https://example.com/books/3"));
    }

    /**
     * §1.4 "create a component match result": the groups that took part, keyed component.name, in
     * the components' order; the wildcards of the components the pattern leaves out among them.
     */
    @Test
    void execGivesTheGroupsKeyedByComponentAndName() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("username.0", "");
        expected.put("password.0", "");
        expected.put("hostname.sub", "www");
        expected.put("pathname.id", "7");
        expected.put("search.0", "q=1");
        expected.put("hash.0", "");
        Object groups = work(IriFunction.URL_PATTERN_EXEC, QUIET)
                .apply(ENV, "https://:sub.example.com/books/:id", "https://www.example.com/books/7?q=1");
        assertEquals(expected, groups);
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(((Map<?, ?>) groups).keySet()));
    }

    /** An optional group that did not take part (ECMAScript's undefined) is left out of the map. */
    @Test
    void aGroupThatDidNotTakePartHasNoKey() {
        Map<?, ?> groups = (Map<?, ?>) work(IriFunction.URL_PATTERN_EXEC, QUIET)
                .apply(ENV, "https://example.com/books{/:id}?", "https://example.com/books");
        assertTrue(!groups.containsKey("pathname.id"), groups::toString);
    }

    /** No match is an answer, not a refusal: false and null, with the strict settings too. */
    @Test
    void noMatchIsFalseOrNullEvenWhenStrict() {
        assertEquals(false, work(IriFunction.URL_PATTERN_TEST, STRICT).apply(ENV, BOOKS, "https://example.com/x"));
        assertNull(work(IriFunction.URL_PATTERN_EXEC, STRICT).apply(ENV, BOOKS, "https://example.com/x"));
    }

    /** §2.1.2 tokenizing: a bad pattern is refused on every row, named, after a good one and before another. */
    @Test
    void aBadPatternIsRefusedOnEachRowNamed() {
        TwoStringWork test = work(IriFunction.URL_PATTERN_TEST, STRICT);
        assertEquals(true, test.apply(ENV, BOOKS, "https://example.com/books/1"));
        for (int row = 0; row < 2; row++) {
            InvalidInputException e = assertThrows(
                    InvalidInputException.class,
                    () -> test.apply(ENV, "https://example.com/(a", "https://example.com/a"));
            assertEquals("urlpattern.UNBALANCED_REGEXP_GROUP", e.code().id());
            assertTrue(e.getMessage().startsWith("pattern: "), e::getMessage);
        }
        assertEquals(true, test.apply(ENV, BOOKS, "https://example.com/books/2"));
    }

    /** URL Standard §4.4: a link the parser refuses is refused, named, never a false that hides it. */
    @Test
    void aLinkThatIsNoUrlIsRefusedNamed() {
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> work(IriFunction.URL_PATTERN_EXEC, STRICT).apply(ENV, BOOKS, "/books/1"));
        assertEquals("url.MISSING_SCHEME_NON_RELATIVE_URL", e.code().id());
        assertTrue(e.getMessage().startsWith("link: "), e::getMessage);
    }

    @Test
    void quietlyARefusedValueIsNull() {
        for (IriFunction function : List.of(IriFunction.URL_PATTERN_TEST, IriFunction.URL_PATTERN_EXEC)) {
            TwoStringWork work = work(function, QUIET);
            assertNull(work.apply(ENV, "https://example.com/(a", "https://example.com/a"), function::name);
            assertNull(work.apply(ENV, "/books/:id", "https://example.com/books/1"), function::name);
            assertNull(work.apply(ENV, BOOKS, "/books/1"), function::name);
        }
    }

    /** A copy made as Spark ships a call (Java serialization) answers as the original does. */
    @Test
    void aSerializedCopyAnswers() throws IOException, ClassNotFoundException {
        TwoStringWork test = work(IriFunction.URL_PATTERN_TEST, QUIET);
        assertEquals(true, test.apply(ENV, BOOKS, "https://example.com/books/1"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(test);
        }
        Object copy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            copy = in.readObject();
        }
        assertEquals(
                true, assertInstanceOf(TwoStringWork.class, copy).apply(ENV, BOOKS, "https://example.com/books/2"));
    }
}
