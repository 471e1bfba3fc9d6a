package org.iri4j.core.internal.plugin;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Supplier;
import org.iri4j.spi.PluginProblem;

/**
 * Loads the providers of a service with {@link ServiceLoader}, each inside its own guard, as
 * SLF4J 2 does: a provider that cannot be loaded or instantiated (a missing class, a class of
 * the wrong type, a constructor or static initializer that throws) is skipped and becomes a
 * {@link PluginProblem}; the iteration goes on with the next one. Nothing here throws.
 */
public final class PluginDiscovery {

    /**
     * After this many failures in one iteration, it stops: a service file of a million bad
     * lines must not make discovery take minutes.
     */
    static final int MAX_FAILURES = 1_000;

    private PluginDiscovery() {}

    /**
     * The providers of a service found through a class loader, each loaded in its own guard.
     *
     * @param service  the service type
     * @param loader   the class loader
     * @param problems where the failures go
     * @param <S>      the service type
     * @return the providers loaded, in the loader's order
     */
    public static <S> List<S> load(Class<S> service, ClassLoader loader, List<PluginProblem> problems) {
        return load(service, () -> ServiceLoader.load(service, loader), problems);
    }

    /**
     * The providers of a service found in a module layer and its parents, each loaded in its
     * own guard.
     *
     * @param service  the service type
     * @param layer    the module layer
     * @param problems where the failures go
     * @param <S>      the service type
     * @return the providers loaded, in the loader's order
     */
    public static <S> List<S> load(Class<S> service, ModuleLayer layer, List<PluginProblem> problems) {
        return load(service, () -> ServiceLoader.load(layer, service), problems);
    }

    /**
     * The providers a loader finds, in its order.
     *
     * @param service  the service type
     * @param loader   how to make the loader (it may fail too)
     * @param problems where the failures go
     * @param <S>      the service type
     * @return the providers loaded
     */
    private static <S> List<S> load(Class<S> service, Supplier<ServiceLoader<S>> loader, List<PluginProblem> problems) {
        List<S> found = new ArrayList<>();
        Iterator<S> providers;
        try {
            providers = loader.get().iterator();
        } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
            problems.add(notLoaded(service, e));
            return found;
        }
        int failures = 0;
        while (failures < MAX_FAILURES) {
            try {
                if (!providers.hasNext()) {
                    return found;
                }
                found.add(providers.next());
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                problems.add(notLoaded(service, e));
                failures++;
            }
        }
        problems.add(new PluginProblem(
                PluginProblem.Kind.NOT_LOADED,
                service.getSimpleName(),
                "?",
                "stopped looking for " + service.getSimpleName() + " providers after " + MAX_FAILURES + " failures"));
        return found;
    }

    private static PluginProblem notLoaded(Class<?> service, Throwable e) {
        String provider = providerNamed(String.valueOf(e.getMessage()));
        StringBuilder why = new StringBuilder(String.valueOf(e.getMessage()));
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            why.append("; caused by ").append(cause);
        }
        return new PluginProblem(
                PluginProblem.Kind.NOT_LOADED,
                service.getSimpleName(),
                provider,
                service.getSimpleName() + " provider " + provider + " skipped, ServiceLoader could not load it: "
                        + why);
    }

    /** The provider a ServiceLoader message names ("S: Provider X not found"), or "?". */
    private static String providerNamed(String message) {
        int at = message.indexOf("Provider ");
        if (at < 0) {
            int colon = message.indexOf(": ");
            int space = colon < 0 ? -1 : message.indexOf(' ', colon + 2);
            return space < 0 ? "?" : message.substring(colon + 2, space);
        }
        int from = at + "Provider ".length();
        int space = message.indexOf(' ', from);
        return space < 0 ? message.substring(from) : message.substring(from, space);
    }
}
