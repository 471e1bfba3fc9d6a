package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/** Runs an operation over inputs from many threads at once and compares with one thread. */
final class Concurrently {

    /** Enough threads to interleave on any machine, few enough for a 2-core build. */
    private static final int THREADS = 8;
    /** Rounds per thread, so that calls overlap after the JIT has compiled them. */
    private static final int ROUNDS = 20;

    private Concurrently() {}

    /**
     * Asserts that every thread gets, for every input, the answer one thread got.
     *
     * @param inputs    the inputs
     * @param operation the operation, which must not throw
     */
    static <T> void assertSameAnswers(List<T> inputs, Function<T, String> operation) {
        List<String> expected = new ArrayList<>(inputs.size());
        for (T input : inputs) {
            expected.add(operation.apply(input));
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int offset = t;
                results.add(pool.submit(() -> {
                    start.await();
                    List<String> mismatches = new ArrayList<>();
                    for (int round = 0; round < ROUNDS; round++) {
                        for (int i = 0; i < inputs.size(); i++) {
                            int k = (i + offset * 7 + round) % inputs.size();
                            String answer = operation.apply(inputs.get(k));
                            if (!answer.equals(expected.get(k))) {
                                mismatches.add(inputs.get(k) + ": " + answer + " instead of " + expected.get(k));
                            }
                        }
                    }
                    return mismatches;
                }));
            }
            start.countDown();
            for (Future<List<String>> result : results) {
                assertEquals(List.of(), result.get(5, TimeUnit.MINUTES), "answers that differ between threads");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted", e);
        } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
            fail("a thread failed: " + e.getCause(), e);
        } finally {
            pool.shutdownNow();
        }
    }
}
