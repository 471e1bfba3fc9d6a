package org.iri4j.jena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.irix.IRIProvider;
import org.apache.jena.irix.SystemIRIx;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.system.ErrorHandler;
import org.apache.jena.sparql.graph.GraphFactory;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real RDF through Jena's parsers with the iri4j provider installed: a Turtle document whose
 * base and relative IRIs are every example of RFC 3986 §5.4 (plus IRIs with non-ASCII and
 * private-use characters), and an N-Triples file of IRIs of many shapes. Every IRI in the
 * parsed graphs is checked: the Turtle targets against the RFC's answers, each IRI against
 * iri4j's own check.
 */
class JenaRdfParsingTest {

    private static IRIProvider before;

    @BeforeAll
    static void install() {
        before = SystemIRIx.getProvider();
        Iri4jProvider.install();
    }

    @AfterAll
    static void restore() {
        SystemIRIx.setProvider(before);
    }

    /** Errors and warnings as Jena reports them. */
    private static final class Collected implements ErrorHandler {
        final List<String> messages = new ArrayList<>();

        @Override
        public void warning(String message, long line, long col) {
            messages.add("warning line " + line + ": " + message);
        }

        @Override
        public void error(String message, long line, long col) {
            messages.add("error line " + line + ": " + message);
        }

        @Override
        public void fatal(String message, long line, long col) {
            messages.add("fatal line " + line + ": " + message);
        }
    }

    private static Graph parse(String resource, Lang lang, Collected errors) {
        Graph graph = GraphFactory.createDefaultGraph();
        try (InputStream in = JenaRdfParsingTest.class.getResourceAsStream(resource)) {
            RDFParser.source(in).lang(lang).checking(true).errorHandler(errors).parse(graph);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return graph;
    }

    private static long distinctTargets(String resource) {
        try (InputStream in = JenaRdfParsingTest.class.getResourceAsStream(resource)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.lines()
                    .filter(line -> line.contains(" ex:target \""))
                    .map(line -> line.substring(line.indexOf(" ex:target \"")))
                    .distinct()
                    .count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Graph parseString(String text, Lang lang, Collected errors) {
        Graph graph = GraphFactory.createDefaultGraph();
        RDFParser.fromString(text, lang).checking(true).errorHandler(errors).parse(graph);
        return graph;
    }

    @Test
    void everyRelativeIriOfTheTurtleDocumentResolvesAsRfc3986Section5_4Says() {
        Collected errors = new Collected();
        Graph graph = parse("rfc3986-examples.ttl", Lang.TURTLE, errors);
        // The one warning: http:g has no host, which RFC 9110 §4.2.1 forbids (the http plugin).
        assertEquals(1, errors.messages.size(), errors.messages::toString);
        assertTrue(
                errors.messages.get(0).startsWith("warning line 47: Bad IRI: <http:g> ")
                        && errors.messages.get(0).endsWith("[http.EMPTY_HOST]"),
                errors.messages::toString);
        List<Triple> triples = graph.find().toList();
        // Several of the RFC's examples share a target: one triple per distinct target.
        assertEquals(distinctTargets("rfc3986-examples.ttl"), triples.size());
        for (Triple t : triples) {
            String expected = t.getObject().getLiteralLexicalForm();
            assertEquals(expected, t.getSubject().getURI());
            assertEquals("http://example.org/ns#target", t.getPredicate().getURI());
        }
    }

    @Test
    void everyIriOfTheNTriplesFileIsKeptExactlyAndValid() {
        Collected errors = new Collected();
        Graph graph = parse("sample.nt", Lang.NTRIPLES, errors);
        assertEquals(List.of(), errors.messages);
        Set<String> iris = new TreeSet<>();
        graph.find().forEach(t -> {
            for (Node node : List.of(t.getSubject(), t.getPredicate(), t.getObject())) {
                iris.add(node.getURI());
            }
        });
        assertEquals(15, iris.size(), iris::toString);
        for (String iri : iris) {
            assertTrue(Iris.check(iri).isValid(), iri);
            assertEquals(iri, Iris.parse(iri).toString(), "kept exactly as written");
        }
        assertTrue(iris.contains("https://例え.テスト/パス?q=値#片"), iris::toString);
    }

    /** The messages come from iri4j: they name the rule and the code. */
    @Test
    void badAndUnwiseIrisAreReportedWithIri4jsMessages() {
        Collected errors = new Collected();
        Graph graph = parseString("""
                @base <http://example.org/> .
                <a%zz> <p> <o> .
                <http://user@host/> <p> <o> .
                <urn:x:abc> <p> <o> .
                <ok> <p> <o> .
                """, Lang.TURTLE, errors);
        assertEquals(3, errors.messages.size(), errors.messages::toString);
        assertTrue(
                errors.messages.get(0).contains("line 2")
                        && errors.messages.get(0).contains("[MALFORMED_PERCENT_ENCODING]"),
                errors.messages::toString);
        assertTrue(
                errors.messages.get(1).contains("line 3")
                        && errors.messages.get(1).contains("RFC 9110 §4.2.4"),
                errors.messages::toString);
        assertTrue(
                errors.messages.get(2).contains("line 4")
                        && errors.messages.get(2).contains("[urn.INVALID_NID]"),
                errors.messages::toString);
        assertTrue(graph.contains(Node.ANY, Node.ANY, Node.ANY));
    }

    @Test
    void utf8DocumentsKeepNonAsciiIris() {
        Collected errors = new Collected();
        String doc = "<http://example.org/\u00E9> <http://example.org/p> <http://example.org/\uD83D\uDE00> .\n";
        Graph graph = GraphFactory.createDefaultGraph();
        RDFParser.source(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)))
                .lang(Lang.NTRIPLES)
                .checking(true)
                .errorHandler(errors)
                .parse(graph);
        assertEquals(List.of(), errors.messages);
        assertEquals(
                "http://example.org/\uD83D\uDE00",
                graph.find().next().getObject().getURI());
    }
}
