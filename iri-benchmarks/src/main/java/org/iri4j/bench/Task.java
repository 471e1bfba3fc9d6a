package org.iri4j.bench;

import java.util.function.Function;

/**
 * One library doing one operation: how a workload string becomes its input (outside the
 * measured time), the measured step, and how its result is written for comparison with
 * iri4j's answers.
 */
public final class Task {

    /** A step that may throw, as most of the libraries do on input they reject. */
    @FunctionalInterface
    public interface Step {
        /**
         * Applies the step.
         *
         * @param input the input
         * @return the result; {@code null} when the library rejects the input without throwing
         * @throws Exception when the library rejects the input
         */
        Object apply(Object input) throws Exception;
    }

    private static final Step IDENTITY = input -> input;

    final Step prepare;
    final Step run;
    final Function<Object, String> describe;

    private Task(Step prepare, Step run, Function<Object, String> describe) {
        this.prepare = prepare;
        this.run = run;
        this.describe = describe;
    }

    /**
     * A task whose input is the workload string and whose result is compared by its
     * {@code toString()}.
     *
     * @param run the measured step
     * @return the task
     */
    static Task of(Step run) {
        return new Task(IDENTITY, run, String::valueOf);
    }

    /**
     * A task whose input is made from the workload string before the measurement.
     *
     * @param prepare what turns the string into the input
     * @param run     the measured step
     * @return the task
     */
    static Task prepared(Step prepare, Step run) {
        return new Task(prepare, run, String::valueOf);
    }

    /**
     * The same task with another way to write its result.
     *
     * @param describe what writes a result for comparison, or returns {@code null} when it
     *                 cannot be compared
     * @return the task
     */
    Task describedBy(Function<Object, String> describe) {
        return new Task(prepare, run, describe);
    }
}
