package org.iri4j.cli;

import java.io.File;
import java.io.IOException;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.jar.JarFile;
import java.util.zip.ZipFile;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeRules;

/**
 * The jars and directories of {@code --plugin-path}, each looked at before anything is loaded
 * from it, so that one the command cannot use gets a warning instead of silence: one that is
 * missing, cannot be read, is neither a directory nor a jar (a zip file), or whose module cannot
 * be read is skipped; one that provides neither a {@link SchemeRules} nor a
 * {@link HostMapper} is named too, and stays on the path for the plugins that may need its
 * classes.
 *
 * <p>An element is read the way the JDK would read it (JAR File Specification, "Modular JAR
 * files"): with a {@code module-info.class} it is a module, whose {@code provides} name its
 * plugins ({@link PluginLayer} defines it in a module layer); without, its
 * {@code META-INF/services} files name them, and it joins a class loader.
 */
final class PluginPath {

    /** The services a plugin provides, by the names that {@code provides} and services files use. */
    private static final List<String> SERVICES = List.of(SchemeRules.class.getName(), HostMapper.class.getName());

    private static final String MODULE_INFO = "module-info.class";
    private static final String SERVICES_DIR = "META-INF/services/";

    /**
     * A jar or directory the command can use.
     *
     * @param given  the element as given, for warnings
     * @param path   where it is
     * @param module its module, or null when it has no {@code module-info.class}
     */
    record Element(String given, Path path, ModuleDescriptor module) {}

    private final List<Element> classPath = new ArrayList<>();
    private final List<Element> modules = new ArrayList<>();
    private final List<Element> plugins = new ArrayList<>();
    private final Consumer<String> warnings;

    private PluginPath(Consumer<String> warnings) {
        this.warnings = warnings;
    }

    /**
     * Reads a path, warning about each element that cannot be used.
     *
     * @param path     the elements, separated by {@link File#pathSeparator}; null or empty for none
     * @param warnings where each warning goes, as a message without prefix
     * @return the path
     */
    static PluginPath read(String path, Consumer<String> warnings) {
        PluginPath read = new PluginPath(warnings);
        if (path != null) {
            for (String element : path.split(File.pathSeparator, -1)) {
                // An empty element (a doubled or trailing separator) names nothing.
                if (!element.isEmpty()) {
                    read.inspect(element);
                }
            }
        }
        return read;
    }

    /** @return the elements with a module, in the order given */
    List<Element> modules() {
        return List.copyOf(modules);
    }

    /** @return whether an element provides a plugin */
    boolean providesPlugins(Element element) {
        return plugins.contains(element);
    }

    /**
     * A class loader over the elements without a module, whose services files name their
     * plugins.
     *
     * @param parent the command's own class loader
     * @return the loader, or {@code parent} when there are none
     */
    ClassLoader classLoader(ClassLoader parent) {
        List<URL> urls = new ArrayList<>();
        for (Element element : classPath) {
            try {
                urls.add(element.path().toUri().toURL());
            } catch (MalformedURLException | IllegalArgumentException e) {
                skipped(element.given(), "its location is no URL: " + e.getMessage());
            }
        }
        return urls.isEmpty() ? parent : new URLClassLoader("iri-plugins", urls.toArray(new URL[0]), parent);
    }

    /**
     * Says that an element cannot be used.
     *
     * @param element the element as given
     * @param why     why
     */
    void skipped(String element, String why) {
        warnings.accept("--plugin-path element " + element + " skipped: " + why);
    }

    private void inspect(String given) {
        Path path;
        try {
            path = Path.of(given).toAbsolutePath();
        } catch (InvalidPathException e) {
            skipped(given, "it is no path: " + e.getMessage());
            return;
        }
        if (!Files.exists(path)) {
            skipped(given, "there is no such file or directory");
        } else if (!Files.isReadable(path)) {
            skipped(given, "it cannot be read");
        } else if (Files.isDirectory(path) && Files.isRegularFile(path.resolve(MODULE_INFO))) {
            foundModule(given, path);
        } else if (Files.isDirectory(path)) {
            foundClassPathEntry(given, path, servicesIn(path));
        } else if (Files.isRegularFile(path)) {
            inspectFile(given, path);
        } else {
            skipped(given, "it is neither a jar (a zip file) nor a directory");
        }
    }

    private void inspectFile(String given, Path path) {
        // A multi-release jar may keep its module-info.class under META-INF/versions/N/: read as this JVM would.
        try (JarFile jar = new JarFile(path.toFile(), false, ZipFile.OPEN_READ, Runtime.version())) {
            if (jar.getJarEntry(MODULE_INFO) != null) {
                foundModule(given, path);
                return;
            }
            boolean services = false;
            for (String service : SERVICES) {
                services |= jar.getEntry(SERVICES_DIR + service) != null;
            }
            foundClassPathEntry(given, path, services);
        } catch (IOException | SecurityException e) {
            skipped(given, "it is neither a jar (a zip file) nor a directory: " + e.getMessage());
        }
    }

    private static boolean servicesIn(Path directory) {
        for (String service : SERVICES) {
            if (Files.isRegularFile(directory.resolve(SERVICES_DIR + service))) {
                return true;
            }
        }
        return false;
    }

    /** A class path entry: its services files count. */
    private void foundClassPathEntry(String given, Path path, boolean servicesFiles) {
        Element element = new Element(given, path, null);
        classPath.add(element);
        file(element, servicesFiles, "it has no " + SERVICES_DIR + " file for either");
    }

    /** A module: its {@code provides} count. */
    private void foundModule(String given, Path path) {
        Optional<ModuleDescriptor> module = descriptor(given, path);
        if (module.isEmpty()) {
            return;
        }
        Element element = new Element(given, path, module.get());
        modules.add(element);
        file(
                element,
                module.get().provides().stream().anyMatch(p -> SERVICES.contains(p.service())),
                "its module-info.class has no 'provides' of either");
    }

    /** A plugin if it provides one of the services; otherwise a library of the others, with a warning saying why. */
    private void file(Element element, boolean provides, String why) {
        if (provides) {
            plugins.add(element);
        } else {
            warnings.accept("--plugin-path element " + element.given() + " provides no SchemeRules or HostMapper: "
                    + why + "; it stays on the path as a library of the others");
        }
    }

    /** The module of a jar or directory with a {@code module-info.class}, or empty (and a warning) if it is not one. */
    private Optional<ModuleDescriptor> descriptor(String given, Path path) {
        try {
            return ModuleFinder.of(path).findAll().stream()
                    .findFirst()
                    .map(ModuleReference::descriptor)
                    .or(() -> {
                        skipped(given, "the JDK finds no module in it");
                        return Optional.empty();
                    });
        } catch (FindException | SecurityException e) {
            skipped(given, "its module cannot be read: " + describe(e));
            return Optional.empty();
        }
    }

    /**
     * What went wrong, on one line: the message and those of its causes ("Error reading module:
     * x.jar: Package p not found in module").
     *
     * @param e the failure
     * @return its messages, separated by colons
     */
    static String describe(Throwable e) {
        StringBuilder out = new StringBuilder(String.valueOf(e.getMessage()));
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            if (cause.getMessage() != null && out.indexOf(cause.getMessage()) < 0) {
                out.append(": ").append(cause.getMessage());
            }
        }
        return BatchRunner.singleLine(out.toString());
    }
}
