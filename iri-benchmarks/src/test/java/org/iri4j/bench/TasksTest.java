package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Every library named in a benchmark's parameters has that benchmark's operation. */
class TasksTest {

    @Test
    void everyBenchmarkParameterNamesATask() throws Exception {
        for (Class<? extends OpBenchmark> type : Benchmarks.ALL) {
            for (String library : Benchmarks.params(type, "library")) {
                // Tasks.of refuses (IllegalArgumentException) a library without the operation
                Task task = assertDoesNotThrow(
                        () -> Tasks.of(Benchmarks.op(type), library), () -> type.getSimpleName() + ": " + library);
                for (String workload : Benchmarks.params(type, "workload")) {
                    if (!workload.endsWith("MB")) {
                        String input = Workloads.get(workload).get(0);
                        assertDoesNotThrow(
                                () -> task.prepare.apply(input),
                                () -> type.getSimpleName() + " " + library + " prepares " + workload);
                    }
                }
            }
        }
    }

    @Test
    void iri4jAgreesWithItselfOnTheWholeMix() {
        Tally.Counts counts = Tally.count(Op.PARSE, Tasks.IRI4J, "mix");
        assertEquals(0, counts.rejected());
        assertEquals(0, counts.wrong());
    }
}
