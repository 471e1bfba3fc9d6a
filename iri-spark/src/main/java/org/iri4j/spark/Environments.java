package org.iri4j.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.TaskContext;
import org.iri4j.api.IriMapper;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;

/**
 * The iri4j environment a row is evaluated with, built from the plugins a class loader finds
 * ({@link IriEnvironment.Builder#discover(ClassLoader)}) and remembered for the next rows and
 * tasks.
 *
 * <p>In a task, the loader is the task's own (the thread's context class loader), on which
 * the executor has put the jars of {@code spark.jars}, {@code --jars} and {@code ADD JAR}. On
 * the driver, where Spark evaluates some rows itself (a {@code VALUES} list, a local relation
 * the optimizer projects), it is the thread's loader and the jars the session added
 * ({@link DriverJars}), so that both find the same plugins and the answer does not depend on
 * the plan.
 *
 * <p>What each row would otherwise build again is built with the environments and kept with
 * them: the mapper of the bridge ({@link #mapperOf}).
 *
 * <p>One entry is kept per loader and jars, for the {@link #LOADERS} used last; the last one
 * used is read without a lock. Not a {@code WeakHashMap}: an environment holds its plugins,
 * whose classes hold the loader that is the key, so no entry would ever go (a Spark Connect
 * session per loader would leak an environment each). A loader dropped from the few kept only
 * costs an environment built again.
 */
final class Environments {

    /** Where the plugins are looked for: a thread's class loader and the jars added to it. */
    private record Key(ClassLoader context, List<String> jars) {}

    /**
     * The environments of a key, one per severity profile (RFC 3987 §2.2's validity, or the
     * schemes' too), and the mapper both use: severities do not change how IRIs map.
     */
    private record Entry(Key key, IriEnvironment standard, IriEnvironment strict, IriMapper mapper) {
        IriEnvironment of(SeverityMap.Profile profile) {
            return profile == SeverityMap.Profile.STRICT ? strict : standard;
        }

        boolean holds(IriEnvironment env) {
            return env == standard || env == strict;
        }
    }

    /** How many loaders' environments are kept. */
    static final int LOADERS = 8;

    private static final Map<Key, Entry> BY_KEY = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        // Qualified: inside a map subclass, a bare Entry is the inherited Map.Entry on JDK 21 and later.
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Environments.Entry> eldest) {
            return size() > LOADERS;
        }
    };
    private static volatile Entry last;

    private Environments() {}

    /**
     * The environment for a row evaluated in this thread.
     *
     * @param settings the call's settings: its severity profile, the session's jars
     * @return the environment
     */
    static IriEnvironment of(FunctionSettings settings) {
        // A task's loader has every jar already; the driver's jars are paths on the driver.
        List<String> jars = TaskContext.get() == null ? settings.driverJars() : List.of();
        return entry(jars).of(settings.profile());
    }

    /**
     * The plain mapper of an environment (RFC 3987 §3.1, §3.2, without options), for the bridge,
     * which decides hosts itself: built once with an environment {@link #of} gave, and for any
     * other environment built on each call.
     *
     * @param env an environment
     * @return its mapper
     */
    static IriMapper mapperOf(IriEnvironment env) {
        Entry seen = last;
        if (seen != null && seen.holds(env)) {
            return seen.mapper();
        }
        synchronized (BY_KEY) {
            for (Entry entry : BY_KEY.values()) {
                if (entry.holds(env)) {
                    return entry.mapper();
                }
            }
        }
        return env.mapperBuilder().build();
    }

    /** @return how many loaders' environments are kept now */
    static int loadersKept() {
        synchronized (BY_KEY) {
            return BY_KEY.size();
        }
    }

    private static Entry entry(List<String> jars) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        if (context == null) {
            context = Environments.class.getClassLoader();
        }
        Entry seen = last;
        if (seen != null && seen.key().context() == context && seen.key().jars().equals(jars)) {
            return seen;
        }
        Key key = new Key(context, jars);
        synchronized (BY_KEY) {
            Entry entry = BY_KEY.computeIfAbsent(key, Environments::build);
            last = entry;
            return entry;
        }
    }

    private static Entry build(Key key) {
        ClassLoader loader = key.jars().isEmpty() ? key.context() : DriverJars.loader(key.jars(), key.context());
        IriEnvironment standard = IriEnvironment.builder().discover(loader).build();
        return new Entry(
                key,
                standard,
                standard.withSeverities(SeverityMap.strict()),
                standard.mapperBuilder().build());
    }
}
