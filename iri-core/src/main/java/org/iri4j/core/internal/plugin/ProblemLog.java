package org.iri4j.core.internal.plugin;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.iri4j.spi.PluginProblem;

/**
 * The default way an environment reports its plugin problems: once each, through
 * {@link System.Logger} (logger {@code org.iri4j}), however many environments find the same
 * one; at level WARNING (an {@link PluginProblem.Kind#UNDECLARED_REPLACEMENT} among them: a
 * plugin that would have replaced another's scheme without saying so), but for a
 * {@link PluginProblem.Kind#SUPERSEDED} notice, which is no error (a plugin replaced by
 * priority on purpose) and is logged at level INFO.
 */
public final class ProblemLog implements Consumer<PluginProblem> {

    /** The shared instance. */
    public static final ProblemLog INSTANCE = new ProblemLog();

    /** Problems already reported in this JVM: bounded by the providers on the class path. */
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    private ProblemLog() {}

    @Override
    public void accept(PluginProblem problem) {
        if (reported.add(key(problem))) {
            System.Logger.Level level = problem.kind() == PluginProblem.Kind.SUPERSEDED
                    ? System.Logger.Level.INFO
                    : System.Logger.Level.WARNING;
            System.getLogger("org.iri4j").log(level, problem.message());
        }
    }

    /**
     * What makes two problems the same one. A provider left out is one problem however its
     * failure reads this time: a static initializer that threw gives an
     * {@code ExceptionInInitializerError} at the first attempt in a JVM and a
     * {@code NoClassDefFoundError} at the next, so the message changes while the problem does
     * not. Conflicts and notices (one per scheme) and providers of unknown name are told apart
     * by their message.
     */
    private static String key(PluginProblem problem) {
        boolean leftOut =
                (problem.kind() == PluginProblem.Kind.NOT_LOADED || problem.kind() == PluginProblem.Kind.INVALID)
                        && !"?".equals(problem.provider());
        return leftOut ? problem.kind() + " " + problem.service() + " " + problem.provider() : problem.toString();
    }
}
