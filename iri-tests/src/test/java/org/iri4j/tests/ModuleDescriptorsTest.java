package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The module descriptors do what they promise: the core exports its entry package and
 * nothing inside it; the modules resolve and work on the module path, not only on the class
 * path the other tests use.
 */
class ModuleDescriptorsTest {

    private static Path locationOf(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ModuleFinder finder() {
        return ModuleFinder.of(
                locationOf(Iri.class),
                locationOf(Iris.class),
                locationOf(org.iri4j.cli.Main.class),
                locationOf(org.iri4j.web.WebUrl.class),
                locationOf(org.iri4j.canon.PublicSuffixList.class),
                locationOf(org.iri4j.template.UriTemplate.class),
                locationOf(CommandLine.class));
    }

    private static ModuleDescriptor descriptor(String name) {
        return finder().find(name)
                .orElseThrow(() -> new AssertionError("module " + name + " not found"))
                .descriptor();
    }

    private static Set<String> exports(String module) {
        return descriptor(module).exports().stream()
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet());
    }

    @Test
    void apiExportsOnlyItsPublicPackages() {
        ModuleDescriptor api = descriptor("org.iri4j.api");
        assertTrue(
                api.requires().stream().allMatch(r -> r.name().startsWith("java.")),
                "iri-api requires the JDK only: " + api.requires());
        assertEquals(
                Set.of("org.iri4j.api", "org.iri4j.spi"),
                api.exports().stream()
                        .filter(e -> !e.isQualified())
                        .map(ModuleDescriptor.Exports::source)
                        .collect(Collectors.toSet()),
                "to everyone, the API and the SPI alone; org.iri4j.api.internal only to iri4j's modules"
                        + " (QualifiedExportsTest)");
    }

    @Test
    void coreExportsItsEntryPackageAndNoInnerPackage() {
        ModuleDescriptor core = descriptor("org.iri4j.core");
        assertEquals(Set.of("org.iri4j.core"), exports("org.iri4j.core"));
        assertTrue(core.packages().size() > 1, "the core has inner packages: " + core.packages());
        assertTrue(
                core.requires().stream()
                        .allMatch(r -> r.name().startsWith("java.") || r.name().equals("org.iri4j.api")),
                "iri-core requires the API and the JDK only: " + core.requires());
        assertTrue(core.opens().isEmpty(), "the core opens nothing to reflection");
    }

    @Test
    void canonExportsItsEntryPackageAndNotThePublicSuffixTable() {
        ModuleDescriptor canon = descriptor("org.iri4j.canon");
        assertEquals(
                Set.of("org.iri4j.canon"),
                canon.exports().stream()
                        .filter(e -> !e.isQualified())
                        .map(ModuleDescriptor.Exports::source)
                        .collect(Collectors.toSet()),
                "to everyone, the API alone; the tools' plumbing only to the CLI and Spark (QualifiedExportsTest)");
        assertTrue(
                canon.packages().contains("org.iri4j.canon.internal.psl"),
                "the rule table's package: " + canon.packages());
        assertTrue(
                canon.requires().stream()
                        .allMatch(r -> r.name().startsWith("java.")
                                || r.name().equals("org.iri4j.api")
                                || r.name().equals("org.iri4j.web")
                                || r.name().equals("org.iri4j.core")),
                "iri-canon requires the API, iri-web, the core (its facade) and the JDK only: " + canon.requires());
    }

    /** The bundled Public Suffix List is a resource of the module, read from inside it. */
    @Test
    void canonReadsItsPublicSuffixListOnTheModulePath() throws Exception {
        Configuration configuration =
                ModuleLayer.boot().configuration().resolve(finder(), ModuleFinder.of(), Set.of("org.iri4j.canon"));
        ModuleLayer layer =
                ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        Class<?> list = layer.findLoader("org.iri4j.canon").loadClass("org.iri4j.canon.PublicSuffixList");
        assertEquals("org.iri4j.canon", list.getModule().getName(), "loaded from the module, not the class path");
        Object snapshot = list.getMethod("snapshot").invoke(null);
        Object domain = list.getMethod("registrableDomain", String.class).invoke(snapshot, "www.食狮.公司.cn");
        assertEquals(java.util.Optional.of("食狮.公司.cn"), domain);
    }

    @Test
    void modulesResolveAndRunOnTheModulePath() throws Exception {
        Configuration configuration =
                ModuleLayer.boot().configuration().resolve(finder(), ModuleFinder.of(), Set.of("org.iri4j.cli"));
        ModuleLayer layer =
                ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        Class<?> iris = layer.findLoader("org.iri4j.core").loadClass("org.iri4j.core.Iris");
        assertEquals("org.iri4j.core", iris.getModule().getName(), "loaded from the module, not the class path");
        Method parse = iris.getMethod("parse", CharSequence.class);
        Object iri = parse.invoke(null, "http://例え.jp/a/../b");
        // Through the exported interface: the implementing class is in an unexported package.
        Class<?> iriType = layer.findLoader("org.iri4j.api").loadClass("org.iri4j.api.Iri");
        Object reference = parse.invoke(null, "c?d");
        Object resolved = iriType.getMethod("resolve", iriType).invoke(iri, reference);
        // merge("/a/../b", "c?d") = "/a/../c", and remove_dot_segments gives "/c" (RFC 3986 §5.2.3-4)
        assertEquals("http://例え.jp/c?d", resolved.toString());
        List<String> modules =
                layer.modules().stream().map(Module::getName).sorted().collect(Collectors.toList());
        assertTrue(
                modules.containsAll(List.of("org.iri4j.api", "org.iri4j.core", "org.iri4j.cli")), modules.toString());
    }
}
