package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/** Every library named in a benchmark's parameters has that benchmark's operation. */
class TasksTest {

    @Test
    void everyBenchmarkParameterNamesATask() throws Exception {
        for (Class<? extends OpBenchmark> type : Benchmarks.ALL) {
            for (String library : Benchmarks.params(type, "library")) {
                Task task = Tasks.of(Benchmarks.op(type), library);
                for (String workload : Benchmarks.params(type, "workload")) {
                    if (!workload.endsWith("MB")) {
                        String input = Workloads.get(workload).get(0);
                        assertNotNull(task.prepare.apply(input), type.getSimpleName() + " " + library);
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
