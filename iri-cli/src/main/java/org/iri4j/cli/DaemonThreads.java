package org.iri4j.cli;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads of a batch ({@link ParallelBatch}'s workers and writer, {@link Progress}'s ticker):
 * daemons, so that a batch never keeps the JVM alive, named after what they do, so that a thread
 * dump says whose they are.
 */
final class DaemonThreads {

    private DaemonThreads() {}

    /**
     * A factory of daemon threads.
     *
     * @param name the threads' name, numbered: {@code iri-batch-worker-1}, {@code -2}...
     * @return the factory
     */
    static ThreadFactory named(String name) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
