package org.iri4j.core.plugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.iri4j.core.mapping.JdkHostMapper;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeNormalizer;

/**
 * The scheme plugins and the host mapper in use: an immutable, thread-safe snapshot.
 *
 * <p>Scheme names are matched case-insensitively (RFC 3986 §3.1). When two plugins claim a
 * scheme, the higher {@link SchemeNormalizer#priority()} wins; with equal priorities the
 * scheme is in conflict, and looking it up fails with an error naming both plugins (the
 * other schemes keep working). The host mapper is the one with the highest priority; the
 * core's {@link JdkHostMapper} is always a candidate.
 *
 * @since 0.1.0
 */
public final class PluginRegistry {

    private final Map<String, SchemeNormalizer> schemes;
    private final Map<String, String> conflicts;
    private final HostMapper hostMapper;

    private PluginRegistry(Map<String, SchemeNormalizer> schemes, Map<String, String> conflicts,
                           HostMapper hostMapper) {
        this.schemes = schemes;
        this.conflicts = conflicts;
        this.hostMapper = hostMapper;
    }

    /**
     * The plugins found with {@link ServiceLoader}, looked up once, at first use, by
     * whichever thread comes first (the holder idiom: class initialization is thread-safe).
     *
     * @return the shared registry
     * @throws IllegalStateException if a provider cannot be loaded
     */
    public static PluginRegistry discovered() {
        if (Discovered.FAILURE != null) {
            throw new IllegalStateException(Discovered.FAILURE.getMessage(), Discovered.FAILURE);
        }
        return Discovered.REGISTRY;
    }

    /**
     * A registry of given plugins.
     *
     * @param normalizers the scheme plugins
     * @param mappers     the host mappers besides the core's own
     * @return the registry
     */
    public static PluginRegistry of(List<? extends SchemeNormalizer> normalizers, List<? extends HostMapper> mappers) {
        Map<String, SchemeNormalizer> byScheme = new HashMap<>();
        Map<String, String> conflicts = new TreeMap<>();
        for (SchemeNormalizer plugin : normalizers) {
            for (String name : plugin.schemes()) {
                String scheme = lowerCase(name);
                SchemeNormalizer other = byScheme.get(scheme);
                if (other == null || plugin.priority() > other.priority()) {
                    byScheme.put(scheme, plugin);
                    conflicts.remove(scheme);
                } else if (plugin.priority() == other.priority() && plugin != other) {
                    conflicts.put(scheme, "scheme \"" + scheme + "\" is claimed by two plugins with priority "
                            + plugin.priority() + ": " + other.getClass().getName() + " and "
                            + plugin.getClass().getName() + "; give one a higher priority or remove one");
                }
            }
        }
        HostMapper best = JdkHostMapper.INSTANCE;
        for (HostMapper mapper : mappers) {
            if (mapper.priority() > best.priority()) {
                best = mapper;
            }
        }
        return new PluginRegistry(Collections.unmodifiableMap(byScheme), Collections.unmodifiableMap(conflicts), best);
    }

    /**
     * The plugin for a scheme.
     *
     * @param scheme a scheme name, in any case
     * @return the plugin, or empty if none claims the scheme
     * @throws IllegalStateException if two plugins of equal priority claim it
     */
    public Optional<SchemeNormalizer> find(String scheme) {
        String key = lowerCase(scheme);
        String conflict = conflicts.get(key);
        if (conflict != null) {
            throw new IllegalStateException(conflict);
        }
        return Optional.ofNullable(schemes.get(key));
    }

    /**
     * Whether the host of a scheme is a DNS name, as its plugin says (RFC 3987 §3.1).
     *
     * @param scheme a scheme name, in any case
     * @return false when no plugin claims the scheme
     */
    public boolean usesDnsHost(String scheme) {
        Optional<SchemeNormalizer> plugin = find(scheme);
        return plugin.isPresent() && plugin.get().usesDnsHost(lowerCase(scheme));
    }

    /**
     * The scheme names with a plugin, in lower case.
     *
     * @return the names
     */
    public List<String> schemes() {
        List<String> names = new ArrayList<>(schemes.keySet());
        names.addAll(conflicts.keySet());
        Collections.sort(names);
        return names;
    }

    /**
     * The host mapper in use.
     *
     * @return the mapper with the highest priority
     */
    public HostMapper hostMapper() {
        return hostMapper;
    }

    private static String lowerCase(String scheme) {
        StringBuilder out = null;
        for (int i = 0; i < scheme.length(); i++) {
            char c = scheme.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (out == null) {
                    out = new StringBuilder(scheme);
                }
                out.setCharAt(i, (char) (c + ('a' - 'A')));
            }
        }
        return out == null ? scheme : out.toString();
    }

    private static <T> List<T> load(Class<T> service) {
        List<T> found = new ArrayList<>();
        Iterator<T> providers = ServiceLoader.load(service, PluginRegistry.class.getClassLoader()).iterator();
        try {
            while (providers.hasNext()) {
                found.add(providers.next());
            }
        } catch (ServiceConfigurationError e) {
            throw new IllegalStateException("cannot load a " + service.getSimpleName() + " plugin: " + e.getMessage(), e);
        }
        return found;
    }

    /** Initialized on first use only: discovery costs a class-path scan. */
    private static final class Discovered {
        static final PluginRegistry REGISTRY;
        /** Kept rather than thrown, so that a broken plugin is reported at every use, not once. */
        static final IllegalStateException FAILURE;

        static {
            PluginRegistry registry = null;
            IllegalStateException failure = null;
            try {
                registry = of(load(SchemeNormalizer.class), load(HostMapper.class));
            } catch (IllegalStateException e) {
                failure = e;
            }
            REGISTRY = registry;
            FAILURE = failure;
        }
    }
}
