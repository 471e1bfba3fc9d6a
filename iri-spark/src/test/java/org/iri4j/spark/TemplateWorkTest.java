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
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.api.Test;

/**
 * The work of the URI template functions (RFC 6570), run outside Spark: one copy answers rows
 * of different templates, each with its own (the copy remembers the last template parsed); a
 * failed match is null without an exception when the settings make a refused value null, and
 * the reason, naming the link, when they fail the task; a copy made by serialization, as Spark
 * ships a call to its tasks, starts without the template and still answers.
 */
class TemplateWorkTest {

    private static final FunctionSettings QUIET = new FunctionSettings(false, SeverityMap.Profile.STANDARD, List.of());
    private static final FunctionSettings STRICT = new FunctionSettings(true, SeverityMap.Profile.STANDARD, List.of());
    private static final IriEnvironment ENV = Environments.of(QUIET);

    private static TwoStringWork work(IriFunction function, FunctionSettings settings) {
        return assertInstanceOf(TwoStringWork.class, function.work(null, settings, 2));
    }

    @Test
    void oneCopyAnswersEachRowWithItsOwnTemplate() {
        TwoStringWork expand = work(IriFunction.TEMPLATE_EXPAND, QUIET);
        assertEquals("/a/1", expand.apply(ENV, "/a/{x}", "{\"x\":\"1\"}"));
        assertEquals("/b?x=2", expand.apply(ENV, "/b{?x}", "{\"x\":\"2\"}"));
        assertEquals("/a/3", expand.apply(ENV, "/a/{x}", "{\"x\":\"3\"}"));
    }

    /** RFC 6570 §2.2: a bad template is refused on every row, named, after a good one and before another. */
    @Test
    void aBadTemplateIsRefusedOnEachRowNamed() {
        TwoStringWork expand = work(IriFunction.TEMPLATE_EXPAND_URI, STRICT);
        assertEquals("/caf%C3%A9", expand.apply(ENV, "/{+x}", "{\"x\":\"café\"}"));
        for (int row = 0; row < 2; row++) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> expand.apply(ENV, "/{x", "{}"));
            assertEquals("template.UNCLOSED_EXPRESSION", e.code().id());
            assertTrue(e.getMessage().startsWith("template: "), e::getMessage);
        }
        assertEquals("/b", expand.apply(ENV, "/{x}", "{\"x\":\"b\"}"));
    }

    @Test
    void aFailedMatchIsNullWithoutAnException() {
        TwoStringWork match = work(IriFunction.TEMPLATE_MATCH, QUIET);
        assertNull(match.apply(ENV, "/users/{id}", "/posts/1"));
        assertNull(match.apply(ENV, "/users/{id", "/users/1"));
        assertEquals("{\"id\":\"1\"}", match.apply(ENV, "/users/{id}", "/users/1"));
    }

    @Test
    void theStrictMatchThrowsTheReasonNamingTheLink() {
        TwoStringWork match = work(IriFunction.TEMPLATE_MATCH, STRICT);
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> match.apply(ENV, "/users/{id}", "/users/1/x"));
        assertEquals("template.NO_MATCH", e.code().id());
        assertTrue(e.getMessage().startsWith("link: "), e::getMessage);
        assertEquals(8, e.violation().start(), "where the link goes on past the template");
    }

    /** A copy made as Spark ships a call (Java serialization) answers as the original does. */
    @Test
    void aSerializedCopyAnswers() throws IOException, ClassNotFoundException {
        TwoStringWork expand = work(IriFunction.TEMPLATE_EXPAND, QUIET);
        assertEquals("/a/1", expand.apply(ENV, "/a/{x}", "{\"x\":\"1\"}"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(expand);
        }
        Object copy;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            copy = in.readObject();
        }
        assertEquals("/a/2", assertInstanceOf(TwoStringWork.class, copy).apply(ENV, "/a/{x}", "{\"x\":\"2\"}"));
    }
}
