package org.iri4j.spark;

import java.util.EnumMap;
import java.util.Map;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.IriEnvironment;

/**
 * The iri4j environment of the JVM a task runs in: built once, from the plugins the task's
 * class loader finds ({@link IriEnvironment.Builder#discover(ClassLoader)}), so that a plugin a
 * user ships with {@code --jars} (which Spark puts on the executors' task class loader) is in
 * it, and remembered for the next rows and tasks. One entry is kept per class loader; the
 * last one used is read without a lock.
 */
final class ExecutorEnvironment {

    /** An environment and what the functions keep of it. */
    private record Entry(ClassLoader loader, IriEnvironment env, Map<ComparisonLevel, IriComparator> comparators) {
    }

    private static final Map<ClassLoader, Entry> BY_LOADER = new java.util.WeakHashMap<>();
    private static volatile Entry last;

    private ExecutorEnvironment() {
    }

    static IriEnvironment get() {
        return entry().env();
    }

    static IriComparator comparator(ComparisonLevel level) {
        return entry().comparators().get(level);
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
        IriEnvironment env = IriEnvironment.builder().discover(loader).build();
        Map<ComparisonLevel, IriComparator> comparators = new EnumMap<>(ComparisonLevel.class);
        for (ComparisonLevel level : ComparisonLevel.values()) {
            comparators.put(level, env.comparator(level));
        }
        return new Entry(loader, env, comparators);
    }
}
