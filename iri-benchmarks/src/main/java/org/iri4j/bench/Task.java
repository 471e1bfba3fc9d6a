package org.iri4j.bench;

import java.util.List;
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

    /** Where a timed pass leaves each result, so that the compiler cannot drop the work. */
    private static volatile Object sink;

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

    /**
     * A workload's strings made into this task's inputs, before any measurement.
     *
     * @param strings the workload
     * @return the inputs, one per string; null where the library rejects the string
     */
    Object[] inputs(List<String> strings) {
        Object[] inputs = new Object[strings.size()];
        for (int i = 0; i < inputs.length; i++) {
            try {
                inputs[i] = prepare.apply(strings.get(i));
            } catch (Exception e) {
                // left null: the library rejects this input, and the tally says so
            }
        }
        return inputs;
    }

    /**
     * One pass of the measured step over prepared inputs, outside JMH (the quick loop, paired
     * ratios); a rejected input costs what the library makes it cost.
     *
     * @param inputs from {@link #inputs}
     * @return the pass's time in nanoseconds
     */
    long timePass(Object[] inputs) {
        long start = System.nanoTime();
        for (Object input : inputs) {
            try {
                sink = run.apply(input);
            } catch (Exception e) {
                sink = e;
            }
        }
        return System.nanoTime() - start;
    }
}
