package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.template.TemplateMatch;
import org.iri4j.template.UriTemplate;
import org.junit.jupiter.api.Test;

/**
 * The URI Template workloads and what each library answers on them: iri4j's expansion is the URI
 * RFC 6570 §3.2 gives for every item; which peers are right where is what BENCHMARKS.md's table
 * of URI Templates says.
 */
class TemplateTasksTest {

    private static Tally.Counts count(Op op, String library, String workload) {
        return Tally.count(op, library, workload);
    }

    /** RFC 6570 §3.2: iri4j, parsed once or per call, expands every item to its URI. */
    @Test
    void iri4jExpandsEveryItemToTheUriOfRfc6570() {
        for (Op op : List.of(Op.TEMPLATE_EXPAND, Op.TEMPLATE_PARSE_EXPAND)) {
            for (String workload : List.of("level1", "level4")) {
                Tally.Counts counts = count(op, Tasks.IRI4J, workload);
                assertEquals(0, counts.rejected(), counts::line);
                assertEquals(0, counts.wrong(), counts::line);
            }
        }
    }

    /** Spring's UriComponentsBuilder with encode() encodes a value's reserved characters, as RFC 6570 §3.2.2 does. */
    @Test
    void springWithEncodeIsRightOnLevel1() {
        for (Op op : List.of(Op.TEMPLATE_EXPAND, Op.TEMPLATE_PARSE_EXPAND)) {
            Tally.Counts counts = count(op, TemplateTasks.SPRING_ENCODE, "level1");
            assertEquals(0, counts.rejected() + counts.wrong(), counts::line);
        }
    }

    /**
     * Spring's UriTemplate leaves the characters a path allows ("+", "/", "&", "=") as they are,
     * where RFC 6570 §3.2.2 encodes them: wrong on the three variable sets that hold them.
     */
    @Test
    void springUriTemplateIsWrongOnReservedCharacters() {
        Tally.Counts counts = count(Op.TEMPLATE_EXPAND, PeerTasks.SPRING, "level1");
        assertEquals(0, counts.rejected(), counts::line);
        assertEquals(3, counts.wrong(), counts::line);
    }

    /** The match of each level-1 link gives back variables that expand to the link (RFC 6570 §3, reversed). */
    @Test
    void level1LinksMatchAndExpandBack() {
        for (String item : Workloads.get("level1")) {
            UriTemplate template = UriTemplate.parse(TemplateTasks.template(item));
            String link = TemplateTasks.expected(item);
            TemplateMatch match = template.match(link);
            assertTrue(match.matched(), link);
            assertEquals(link, template.expand(match.variables()).uriText());
        }
    }

    /** The items of the template workloads have a template, a JSON object and a URI; the comments are not items. */
    @Test
    void itemsHaveThreeFields() {
        assertEquals(10, Workloads.get("level1").size());
        assertEquals(24, Workloads.get("level4").size());
        for (String item : Workloads.get("level4")) {
            assertTrue(TemplateTasks.variables(item).startsWith("{"), item);
            assertTrue(TemplateTasks.expected(item).startsWith("http"), item);
        }
    }

    /** A pass of the paired-ratio tool holds at least 1,000 items, unless that would exceed 1,000,000 characters. */
    @Test
    void pairedPassesRepeatSmallWorkloadsOnly() {
        assertEquals(100, PairedRatio.copies(Workloads.get("level1")));
        assertEquals(1, PairedRatio.copies(Workloads.get("relative")));
        assertEquals(1, PairedRatio.copies(List.of("x".repeat(2_000_000))));
        assertEquals(500, PairedRatio.copies(List.of("x".repeat(2_000))));
    }
}
