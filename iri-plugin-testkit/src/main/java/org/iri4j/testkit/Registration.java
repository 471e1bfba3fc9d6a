package org.iri4j.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.module.InvalidModuleDescriptorException;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipFile;

/**
 * Whether a plugin is found the way an environment's discovery finds it, with
 * {@link ServiceLoader}, on the class path and on the module path alike (the SPI: "register an
 * implementation with {@code @AutoService} and {@code provides} in {@code module-info.java}").
 * A contract that registers the plugin by hand would never notice one that nothing registers.
 * <ul>
 *   <li>Where the test runs: {@link ServiceLoader} through the plugin class's loader finds
 *       that very class, and can make an instance of it (on the class path through
 *       {@code META-INF/services}; on the module path through the module's {@code provides}).</li>
 *   <li>Where it does not: on the class path, the module's {@code META-INF/services} file
 *       names the class; on the module path, a {@code module-info.class} in the plugin's code
 *       source {@code provides} the service with the class, and a jar without one, which
 *       becomes an automatic module whose {@code provides} are its own
 *       {@code META-INF/services} files, names the class in them. A directory without
 *       {@code module-info.class} (a build's classes) is judged where the test runs only: the
 *       jar made of it holds its resources too.</li>
 * </ul>
 */
final class Registration {

    /** After this many broken providers, it stops looking, as the core's discovery does. */
    private static final int MAX_FAILURES = 1_000;

    private Registration() {}

    /**
     * Asserts that the plugin is found.
     *
     * @param service the service, {@code SchemeRules} or {@code HostMapper}
     * @param plugin  the plugin instance under test
     * @throws AssertionError saying what to register, and where
     */
    static void assertFound(Class<?> service, Object plugin) {
        Class<?> type = plugin.getClass();
        List<String> errors = new ArrayList<>();
        ServiceLoader.Provider<?> provider = find(service, type, errors);
        Module module = type.getModule();
        if (provider == null) {
            throw new AssertionError(
                    "ServiceLoader does not find " + type.getName() + " as a " + service.getSimpleName()
                            + (module.isNamed()
                                    ? ": module " + module.getName() + " must declare provides " + service.getName()
                                            + " with " + type.getName()
                                    : ": META-INF/services/" + service.getName() + " must name it")
                            + " (@AutoService(" + service.getSimpleName() + ".class) writes the services file)"
                            + (errors.isEmpty() ? "" : "; ServiceLoader said: " + String.join("; ", errors)));
        }
        try {
            provider.get();
        } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
            throw new AssertionError(
                    "ServiceLoader finds " + type.getName() + " but cannot make one (a public "
                            + "no-argument constructor that does no work, the SPI says): " + e,
                    e);
        }
        if (module.isNamed()) {
            assertNamedInServicesFile(service, type, module);
        } else {
            assertProvidedOnTheModulePath(service, type);
        }
    }

    /**
     * The provider of exactly this class, each provider looked at inside its own guard (as the
     * core's discovery does: another jar's broken line must not hide this one); the errors
     * that name the class are kept for the message.
     */
    private static ServiceLoader.Provider<?> find(Class<?> service, Class<?> type, List<String> errors) {
        Iterator<? extends ServiceLoader.Provider<?>> providers =
                ServiceLoader.load(service, type.getClassLoader()).stream().iterator();
        for (int failures = 0; failures < MAX_FAILURES; ) {
            try {
                if (!providers.hasNext()) {
                    return null;
                }
                ServiceLoader.Provider<?> provider = providers.next();
                if (provider.type() == type) {
                    return provider;
                }
            } catch (ServiceConfigurationError e) {
                failures++;
                if (String.valueOf(e.getMessage()).contains(type.getName())) {
                    errors.add(String.valueOf(e.getMessage()));
                }
            }
        }
        return null; // a services file of endless bad lines: enough said
    }

    /** On the module path now: the class path reads the module's services file. */
    private static void assertNamedInServicesFile(Class<?> service, Class<?> type, Module module) {
        String file = "META-INF/services/" + service.getName();
        try (InputStream in = module.getResourceAsStream(file)) {
            if (in == null || !names(in, type)) {
                throw new AssertionError("module " + module.getName() + " provides " + type.getName() + " on the "
                        + "module path, but on the class path ServiceLoader reads " + file + ", which "
                        + (in == null ? "it does not hold" : "does not name it") + " (@AutoService writes it)");
            }
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file + " of module " + module.getName() + ": " + e, e);
        }
    }

    /** On the class path now: what the code source would be on the module path. */
    private static void assertProvidedOnTheModulePath(Class<?> service, Class<?> type) {
        Path source = codeSource(type);
        if (source == null) {
            return; // a class of no file (made at run time): nothing to read
        }
        try {
            if (Files.isDirectory(source)) {
                Path descriptor = source.resolve("module-info.class");
                if (Files.isRegularFile(descriptor)) {
                    try (InputStream in = Files.newInputStream(descriptor)) {
                        assertProvides(ModuleDescriptor.read(in), service, type, source);
                    }
                }
            } else if (Files.isRegularFile(source)) {
                assertProvidedByJar(service, type, source);
            }
        } catch (IOException | InvalidModuleDescriptorException e) {
            throw new AssertionError("cannot read the module descriptor of " + source + ": " + e, e);
        }
    }

    private static void assertProvidedByJar(Class<?> service, Class<?> type, Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile(), true, ZipFile.OPEN_READ, Runtime.version())) {
            JarEntry descriptor = file.getJarEntry("module-info.class");
            if (descriptor != null) {
                try (InputStream in = file.getInputStream(descriptor)) {
                    assertProvides(ModuleDescriptor.read(in), service, type, jar);
                }
                return;
            }
            JarEntry services = file.getJarEntry("META-INF/services/" + service.getName());
            boolean named;
            if (services == null) {
                named = false;
            } else {
                try (InputStream in = file.getInputStream(services)) {
                    named = names(in, type);
                }
            }
            if (!named) {
                throw new AssertionError(jar + " has no module-info.class, so on the module path it is an automatic "
                        + "module, whose provides are its own META-INF/services files; its META-INF/services/"
                        + service.getName() + " does not name " + type.getName());
            }
        }
    }

    /** {@code provides service with ..., type, ...;} in a module descriptor. */
    static void assertProvides(ModuleDescriptor descriptor, Class<?> service, Class<?> type, Object where) {
        for (ModuleDescriptor.Provides provides : descriptor.provides()) {
            if (provides.service().equals(service.getName())
                    && provides.providers().contains(type.getName())) {
                return;
            }
        }
        throw new AssertionError("module " + descriptor.name() + " (module-info.class in " + where + ") does not "
                + "declare provides " + service.getName() + " with " + type.getName()
                + ": on the module path ServiceLoader would not find it");
    }

    /** Whether a services file names the class: one binary name a line, {@code #} comments. */
    private static boolean names(InputStream in, Class<?> type) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            int hash = line.indexOf('#');
            if ((hash < 0 ? line : line.substring(0, hash)).strip().equals(type.getName())) {
                return true;
            }
        }
        return false;
    }

    /** The directory or jar the class was loaded from, or null if it is no file. */
    private static Path codeSource(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        URL location = source == null ? null : source.getLocation();
        if (location == null || !"file".equals(location.getProtocol())) {
            return null;
        }
        try {
            return Path.of(location.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
