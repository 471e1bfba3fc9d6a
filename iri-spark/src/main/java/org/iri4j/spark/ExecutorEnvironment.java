package org.iri4j.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.iri4j.core.IriEnvironment;

/**
 * The iri4j environment of the JVM a task runs in: built once, from the plugins the task's
 * class loader finds ({@link IriEnvironment.Builder#discover(ClassLoader)}), so that a plugin a
 * user ships with {@code --jars} (which Spark puts on the executors' task class loader) is in
 * it, and remembered for the next rows and tasks. One entry is kept per class loader, for the
 * {@link #LOADERS} loaders used last; the last one used is read without a lock.
 *
 * <p>Not a {@code WeakHashMap}: an environment holds its plugins, whose classes hold the loader
 * that is the key, so no entry would ever go (a Spark Connect session per loader would leak an
 * environment each). A loader dropped from the few kept only costs an environment built again.
 */
final class ExecutorEnvironment {

    /** An environment and the class loader it was built from. */
    private record Entry(ClassLoader loader, IriEnvironment env) {
    }

    /** How many class loaders' environments are kept. */
    static final int LOADERS = 8;

    private static final Map<ClassLoader, Entry> BY_LOADER = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<ClassLoader, Entry> eldest) {
            return size() > LOADERS;
        }
    };
    private static volatile Entry last;

    private ExecutorEnvironment() {
    }

    static IriEnvironment get() {
        return entry().env();
    }

    /** @return how many class loaders' environments are kept now */
    static int loadersKept() {
        synchronized (BY_LOADER) {
            return BY_LOADER.size();
        }
    }

    private static Entry entry() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = ExecutorEnvironment.class.getClassLoader();
        }
        Entry seen = last;
        if (seen != null && seen.loader() == loader) {
            return seen;
        }
        synchronized (BY_LOADER) {
            Entry entry = BY_LOADER.computeIfAbsent(loader, ExecutorEnvironment::build);
            last = entry;
            return entry;
        }
    }

    private static Entry build(ClassLoader loader) {
        return new Entry(loader, IriEnvironment.builder().discover(loader).build());
    }
}
