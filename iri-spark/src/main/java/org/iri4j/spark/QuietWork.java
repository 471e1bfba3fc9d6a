package org.iri4j.spark;

/**
 * A function's work and its quiet twin, of the same arity: the twin gives the same answer, or
 * null without an exception where the work refuses the value. A call whose settings make a
 * refused value null runs the twin, so that a crawl's bad links cost no exception (no message
 * built, no stack trace filled); one whose settings fail the task runs the work, whose exception
 * says why ({@link RefusedValueException}).
 *
 * @param refusing the work, which throws for a value it refuses
 * @param quiet    its twin, which gives null for such a value
 */
record QuietWork(Work refusing, Work quiet) implements Work {

    QuietWork {
        if (refusing instanceof QuietWork
                || quiet instanceof QuietWork
                || refusing instanceof OneStringWork != quiet instanceof OneStringWork) {
            throw new IllegalArgumentException("a work and its quiet twin take as many strings, one or two");
        }
    }

    /**
     * One string's work and its twin.
     *
     * @param refusing the work
     * @param quiet    the twin
     * @return the pair
     */
    static QuietWork of(OneStringWork refusing, OneStringWork quiet) {
        return new QuietWork(refusing, quiet);
    }

    /**
     * Two strings' work and its twin.
     *
     * @param refusing the work
     * @param quiet    the twin
     * @return the pair
     */
    static QuietWork of(TwoStringWork refusing, TwoStringWork quiet) {
        return new QuietWork(refusing, quiet);
    }

    /**
     * The one of the pair a call runs.
     *
     * @param settings the call's settings
     * @return the work when a refused value fails the task, the twin when it gives null
     */
    Work chosen(FunctionSettings settings) {
        return settings.failOnRefused() ? refusing : quiet;
    }
}
