package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iri4j.core.Iris;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workloads are what their generator writes, and what the benchmarks expect. */
class WorkloadsTest {

    @Test
    void theCommittedFilesAreWhatTheGeneratorWrites(@TempDir Path dir) throws IOException {
        WorkloadGenerator.main(new String[] {dir.toString()});
        for (String file : new String[] {"mix.txt", "relative.txt", "pairs.txt"}) {
            assertEquals(String.join("\n", Workloads.get(file)) + "\n", Files.readString(dir.resolve(file)), file);
        }
    }

    /** {@code wpt.json} is what {@link WptInputs} selects from the URL Standard's tests in iri-web. */
    @Test
    void theWptInputsAreWhatTheGeneratorSelects() throws IOException {
        Path urlTestData = Path.of("../iri-web/src/test/resources/wpt-url/urltestdata.json");
        String selected = WptInputs.write(WptInputs.select(Files.readString(urlTestData)));
        assertEquals(selected, String.join("\n", Workloads.get("wpt.json")) + "\n");
        assertEquals(WptInputs.read(selected), Workloads.get("wpt"));
        assertTrue(Workloads.get("wpt").contains("http://example.com/foo\tbar"));
    }

    /** Every input of the {@code wpt} workload parses (WHATWG URL §4.4): the workload has no failures. */
    @Test
    void everyWptInputParses() {
        for (String input : Workloads.get("wpt")) {
            assertDoesNotThrow(() -> WebUrl.parse(input), input);
        }
    }

    /** The hostile links have their length, are the same each time, and parse (WHATWG URL §4.4). */
    @Test
    void hostileLinksHaveTheirLengthAndParse() {
        for (String shape : LongInputs.URL_SHAPES) {
            for (int length : new int[] {1 << 10, 100 << 10}) {
                String url = LongInputs.hostileUrl(shape, length);
                assertEquals(length, url.length(), shape);
                assertEquals(url, LongInputs.hostileUrl(shape, length));
                assertDoesNotThrow(() -> WebUrl.parse(url), shape);
            }
        }
        for (String workload : Benchmarks.params(Benchmarks.WebLength.class, "workload")) {
            assertEquals(1, Workloads.get(workload).size(), workload);
        }
    }

    @Test
    void sizes() {
        assertEquals(WorkloadGenerator.MIX_SIZE, Workloads.get("mix").size());
        assertEquals(WorkloadGenerator.RELATIVE_SIZE, Workloads.get("relative").size());
        assertEquals(WorkloadGenerator.PAIR_SIZE, Workloads.get("pairs").size());
        assertTrue(Workloads.get("ascii").size() < Workloads.get("mix").size());
        assertEquals(WorkloadGenerator.BASE, Workloads.base());
    }

    @Test
    void longInputsHaveTheirLengthAndAreIris() {
        for (int length : new int[] {64, 1000, 1 << 10, 100 << 10}) {
            String iri = LongInputs.longIri(length);
            assertEquals(length, iri.length());
            assertEquals(iri, LongInputs.longIri(length));
            Iris.parse(iri);
        }
    }

    /**
     * SECURITY.md's hostile shapes: each is an IRI of its length that every operation takes (or,
     * for a host no ToASCII accepts, the mapping refuses).
     */
    @Test
    void hostileInputsHaveTheirLengthAndAreIris() throws Exception {
        Task every = Tasks.of(Op.EVERY, Tasks.IRI4J);
        for (String shape : LongInputs.HOSTILE_SHAPES) {
            for (int length : new int[] {1 << 10, 100 << 10}) {
                String iri = LongInputs.hostileIri(shape, length);
                assertEquals(length, iri.length(), shape);
                assertEquals(iri, LongInputs.hostileIri(shape, length));
                Iris.parse(iri);
                every.run.apply(every.prepare.apply(iri));
            }
        }
        for (String workload : Benchmarks.params(Benchmarks.Hostile.class, "workload")) {
            assertEquals(1, Workloads.get(workload).size(), workload);
        }
    }

    @Test
    void limitFindsCharactersNoIriHolds() {
        assertTrue(Limit.valid("http://例え.jp/a?b#c"));
        assertFalse(Limit.valid("http://a b/"));
        assertFalse(Limit.valid("http://a/{b}"));
    }
}
