package org.iri4j.core.spec.environment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * Plugins shared by the environment tests, and a way to have some of them discovered the way
 * a jar on the class path is: a {@code META-INF/services} file in a directory of its own,
 * read by {@link java.util.ServiceLoader} through a {@link URLClassLoader} whose parent (the
 * test class path) holds the classes. The classes are public, with public no-argument
 * constructors where {@code ServiceLoader} makes them (SchemeRules javadoc). Nothing
 * here is on iri-core's own class path as a service, so the default environment never sees
 * them.
 */
public final class TestPlugins {

    private TestPlugins() {}

    // ---- scheme plugins that claim schemes with a priority --------------------------------

    /**
     * Claims schemes with a priority, replacing some of them on purpose
     * (SchemeRules.replaces()); its scheme-based normal form sets the query to its own simple
     * class name, so that which plugin an operation used can be seen.
     */
    public abstract static class Claimant implements SchemeRules {
        private final int priority;
        private final Set<String> schemes;
        private final Set<String> replaces;

        protected Claimant(Set<String> replaces, int priority, String... schemes) {
            this.priority = priority;
            this.schemes = Set.of(schemes);
            this.replaces = replaces;
        }

        @Override
        public Set<String> schemes() {
            return schemes;
        }

        @Override
        public Set<String> replaces() {
            return replaces;
        }

        @Override
        public int priority() {
            return priority;
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().query(getClass().getSimpleName()).build();
        }
    }

    /** Registered explicitly. */
    public static final class ClaimA extends Claimant {
        public ClaimA(int priority, String... schemes) {
            super(Set.of(), priority, schemes);
        }

        public ClaimA(Set<String> replaces, int priority, String... schemes) {
            super(replaces, priority, schemes);
        }
    }

    /** Registered explicitly. */
    public static final class ClaimB extends Claimant {
        public ClaimB(int priority, String... schemes) {
            super(Set.of(), priority, schemes);
        }

        public ClaimB(Set<String> replaces, int priority, String... schemes) {
            super(replaces, priority, schemes);
        }
    }

    /** Registered explicitly. */
    public static final class ClaimC extends Claimant {
        public ClaimC(int priority, String... schemes) {
            super(Set.of(), priority, schemes);
        }

        public ClaimC(Set<String> replaces, int priority, String... schemes) {
            super(replaces, priority, schemes);
        }
    }

    /** Discoverable: "x-tie" with priority 0. */
    public static final class FoundLow extends Claimant {
        public FoundLow() {
            super(Set.of(), 0, "x-tie");
        }
    }

    /** Discoverable: "x-tie" with priority 0, another class. */
    public static final class FoundOther extends Claimant {
        public FoundOther() {
            super(Set.of(), 0, "x-tie");
        }
    }

    /** Discoverable: "x-tie" with priority 5, replacing the others on purpose. */
    public static final class FoundHigh extends Claimant {
        public FoundHigh() {
            super(Set.of("x-tie"), 5, "x-tie");
        }
    }

    /** Discoverable: "x-tie" with priority 5, without saying that it replaces the others. */
    public static final class FoundHighUndeclared extends Claimant {
        public FoundHighUndeclared() {
            super(Set.of(), 5, "x-tie");
        }
    }

    // ---- host mappers with a priority -----------------------------------------------------

    /**
     * A host mapper with a priority, whose ToASCII answers its own simple class name in lower
     * case (a reg-name), so that which mapper an operation used can be seen.
     */
    public abstract static class MarkMapper implements HostMapper {
        private final int priority;

        protected MarkMapper(int priority) {
            this.priority = priority;
        }

        @Override
        public String name() {
            return "mark mapper " + getClass().getSimpleName();
        }

        @Override
        public int priority() {
            return priority;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            return getClass().getSimpleName().toLowerCase(Locale.ROOT);
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    /** Registered explicitly. */
    public static final class MapA extends MarkMapper {
        public MapA(int priority) {
            super(priority);
        }
    }

    /** Registered explicitly. */
    public static final class MapB extends MarkMapper {
        public MapB(int priority) {
            super(priority);
        }
    }

    /** Discoverable: priority 0. */
    public static final class FoundMapLow extends MarkMapper {
        public FoundMapLow() {
            super(0);
        }
    }

    /** Discoverable: priority 0, another class. */
    public static final class FoundMapOther extends MarkMapper {
        public FoundMapOther() {
            super(0);
        }
    }

    /** Discoverable: priority 5. */
    public static final class FoundMapHigh extends MarkMapper {
        public FoundMapHigh() {
            super(5);
        }
    }

    /** "x-dns": its registered-name host is a DNS name (RFC 3987 §3.1), and that is all. */
    public static final class DnsScheme implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-dns");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost();
        }
    }

    // ---- discovery -------------------------------------------------------------------------

    /**
     * Has a builder discover providers as ServiceLoader finds them in a jar: writes
     * {@code META-INF/services} files naming them, in the order given, into a new directory
     * under {@code root}, and discovers through a class loader over it.
     *
     * @param builder   the builder
     * @param root      a temporary directory
     * @param providers the provider classes, SchemeRules plugins and HostMappers
     * @return the builder
     */
    public static IriEnvironment.Builder discover(IriEnvironment.Builder builder, Path root, Class<?>... providers) {
        try {
            Path dir = Files.createTempDirectory(root, "jar");
            Path services = Files.createDirectories(dir.resolve("META-INF/services"));
            for (Class<?> service : List.of(SchemeRules.class, HostMapper.class)) {
                List<String> lines = new ArrayList<>();
                for (Class<?> provider : providers) {
                    if (service.isAssignableFrom(provider)) {
                        lines.add(provider.getName());
                    }
                }
                if (!lines.isEmpty()) {
                    Files.write(services.resolve(service.getName()), lines, StandardCharsets.UTF_8);
                }
            }
            try (URLClassLoader loader =
                    new URLClassLoader(new URL[] {dir.toUri().toURL()}, TestPlugins.class.getClassLoader())) {
                return builder.discover(loader);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A problem reporter that keeps what it is given, instead of logging it. */
    public static final class Problems implements Consumer<PluginProblem> {
        public final List<PluginProblem> reported = new ArrayList<>();

        @Override
        public void accept(PluginProblem problem) {
            reported.add(problem);
        }
    }

    /** A builder whose problems go nowhere (no System.Logger output in the tests). */
    public static IriEnvironment.Builder quiet() {
        return IriEnvironment.builder().problemReporter(p -> {});
    }
}
