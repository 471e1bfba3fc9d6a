package org.iri4j.web.internal.host;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.iri4j.spi.UrlDomainMapper;

/**
 * The one place where {@link UrlDomainMapper}s are found: with {@link ServiceLoader}, once, each
 * provider loaded inside its own guard so that a broken one leaves the others working. The one
 * with the highest {@link UrlDomainMapper#priority()} is used; at equal priority the one whose class
 * name comes first ({@link String#compareTo}), as for the core's plugins, so that the order of the
 * class path or module path never decides.
 */
public final class DomainMappers {

    /** ServiceLoader's iterator moves past a broken provider; this bounds the loop all the same. */
    private static final int MAX_PROVIDERS = 1_000;

    private DomainMappers() {}

    /** Found on first use, when the class is initialized. */
    private static final class Holder {
        static final UrlDomainMapper FOUND = discover();
    }

    /**
     * The mapper found on the class path or module path.
     *
     * @return the mapper, or null when none is present
     */
    public static UrlDomainMapper installed() {
        return Holder.FOUND;
    }

    private static UrlDomainMapper discover() {
        ServiceLoader<UrlDomainMapper> loader =
                ServiceLoader.load(UrlDomainMapper.class, DomainMappers.class.getClassLoader());
        Iterator<UrlDomainMapper> providers = loader.iterator();
        UrlDomainMapper best = null;
        int bestPriority = Integer.MIN_VALUE;
        for (int n = 0; n < MAX_PROVIDERS; n++) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                UrlDomainMapper mapper = providers.next();
                int priority = mapper.priority();
                if (best == null || priority > bestPriority || priority == bestPriority && before(mapper, best)) {
                    best = mapper;
                    bestPriority = priority;
                }
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                // A provider that cannot be loaded or answer is left out: the others still count.
                continue;
            }
        }
        return best;
    }

    /** The tie rule at equal priority: the class name that sorts first. */
    static boolean before(UrlDomainMapper a, UrlDomainMapper b) {
        return a.getClass().getName().compareTo(b.getClass().getName()) < 0;
    }
}
