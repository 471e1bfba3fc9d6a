package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * The table of shared internal packages ({@link QualifiedExports#SHARED}), which holds the
 * class path, says what the module descriptors say, which hold the module path: the same
 * internal packages exported to the same modules, and no internal package exported to all.
 */
class QualifiedExportsTest {

    /** The descriptors of iri4j's explicit modules on this test's class path (jars or class folders). */
    private static List<ModuleDescriptor> descriptors() throws IOException {
        List<ModuleDescriptor> out = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            ModuleDescriptor descriptor = null;
            if (Files.isRegularFile(path.resolve("module-info.class"))) {
                try (InputStream in = Files.newInputStream(path.resolve("module-info.class"))) {
                    descriptor = ModuleDescriptor.read(in);
                }
            } else if (entry.endsWith(".jar") && Files.isRegularFile(path)) {
                try (JarFile jar = new JarFile(path.toFile())) {
                    ZipEntry info = jar.getEntry("module-info.class");
                    if (info != null) {
                        try (InputStream in = jar.getInputStream(info)) {
                            descriptor = ModuleDescriptor.read(in);
                        }
                    }
                }
            }
            if (descriptor != null && descriptor.name().startsWith("org.iri4j.")) {
                out.add(descriptor);
            }
        }
        return out;
    }

    @Test
    void theTableIsWhatTheModuleDescriptorsExport() throws IOException {
        Map<String, Set<String>> declared = new TreeMap<>();
        Set<String> modules = new TreeSet<>();
        for (ModuleDescriptor descriptor : descriptors()) {
            modules.add(descriptor.name());
            for (ModuleDescriptor.Exports export : descriptor.exports()) {
                if (Modules.isInternal(export.source())) {
                    assertTrue(
                            export.isQualified(),
                            descriptor.name() + " exports its internal package " + export.source() + " to everyone");
                    declared.put(export.source(), new TreeSet<>(export.targets()));
                }
            }
        }
        assertTrue(
                modules.containsAll(Set.of("org.iri4j.api", "org.iri4j.core", "org.iri4j.web", "org.iri4j.canon")),
                "the descriptors found: " + modules);
        Map<String, Set<String>> stated = new TreeMap<>();
        QualifiedExports.SHARED.forEach((pkg, to) -> stated.put(pkg, new TreeSet<>(to)));
        assertEquals(
                declared,
                stated,
                "QualifiedExports.SHARED (the class path's rule) and the module descriptors' qualified exports"
                        + " of internal packages must be the same pairs");
    }

    /** A new module must be named in {@link Modules}, or the rules would take its packages for strangers. */
    @Test
    void everyPackageOfMainCodeBelongsToAKnownModule() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(new ArchitectureTest.DoNotIncludeTestJars())
                .importPackages("org.iri4j");
        Set<String> unknown = new TreeSet<>();
        for (JavaClass c : main) {
            if (Modules.known(c.getPackageName()).isEmpty()) {
                unknown.add(c.getPackageName());
            }
        }
        assertTrue(main.size() > 300, "classes found: " + main.size());
        assertEquals(Set.of(), unknown);
    }
}
