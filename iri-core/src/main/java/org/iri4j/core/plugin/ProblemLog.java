package org.iri4j.core.plugin;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.iri4j.spi.PluginProblem;

/**
 * The default way an environment reports its plugin problems: once each, through
 * {@link System.Logger} (logger {@code org.iri4j}, level WARNING), however many environments
 * find the same one.
 */
public final class ProblemLog implements Consumer<PluginProblem> {

    /** The shared instance. */
    public static final ProblemLog INSTANCE = new ProblemLog();

    /** Problems already reported in this JVM: bounded by the providers on the class path. */
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    private ProblemLog() {
    }

    @Override
    public void accept(PluginProblem problem) {
        if (reported.add(problem.toString())) {
            System.getLogger("org.iri4j").log(System.Logger.Level.WARNING, "iri4j: " + problem.message());
        }
    }
}
