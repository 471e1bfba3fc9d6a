package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilderFactory;
import org.iri4j.api.Iri;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The README's plugin build is complete and true: its {@code module-info.java} compiles with the
 * plugin on the module path, with javac configured as its {@code pom.xml} configures the
 * compiler plugin (the release, {@code @AutoService} on the annotation processor path), and the
 * module it makes is found by {@link ServiceLoader} in a module layer; the
 * {@code pom.xml} is a whole project whose versions are this build's own (iri4j, auto-service,
 * JUnit, the compiler and surefire plugins), so the README cannot fall behind. Without
 * {@code requires static com.google.auto.service}, the same compile fails: the line is needed.
 */
class ReadmePluginBuildTest {

    private static final String SECTION = "## Writing a scheme plugin";

    private static List<String> javaBlocks;
    private static Document pom;
    private static Document buildPom;

    @BeforeAll
    static void readTheReadme() throws Exception {
        Path readme = ReadmeFiles.readme();
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        javaBlocks = ReadmeFiles.blocksAfter(text, SECTION, "```java\n");
        String xml = ReadmeFiles.blockHolding(ReadmeFiles.blocksAfter(text, SECTION, "```xml\n"), "<project");
        pom = parse(xml.getBytes(StandardCharsets.UTF_8));
        buildPom = parse(Files.readAllBytes(readme.resolveSibling("pom.xml")));
    }

    @Test
    void thePomIsAWholeProjectOnThisBuildsVersions() {
        Element project = pom.getDocumentElement();
        assertEquals("4.0.0", child(project, "modelVersion"));
        assertFalse(child(project, "groupId").isEmpty());
        assertFalse(child(project, "artifactId").isEmpty());
        assertFalse(child(project, "version").isEmpty());
        assertEquals("17", property(pom, "maven.compiler.release"), "the plugin targets iri4j's baseline");
        String iri4j = child(buildPom.getDocumentElement(), "version");
        assertEquals(iri4j, dependency("org.iri4j", "iri-api").get("version"));
        assertEquals("", dependency("org.iri4j", "iri-api").getOrDefault("scope", ""), "the plugin's one dependency");
        assertEquals(iri4j, dependency("org.iri4j", "iri-plugin-testkit").get("version"));
        assertEquals("test", dependency("org.iri4j", "iri-plugin-testkit").get("scope"));
        Map<String, String> annotations = dependency("com.google.auto.service", "auto-service-annotations");
        assertEquals(property(buildPom, "auto-service.version"), annotations.get("version"));
        assertEquals("provided", annotations.get("scope"), "needed to compile only");
        assertEquals("test", dependency("org.junit.jupiter", "junit-jupiter").get("scope"));
        assertEquals(
                property(buildPom, "junit.version"),
                managed("org.junit", "junit-bom").get("version"));
        assertEquals(property(buildPom, "compiler-plugin.version"), plugin("maven-compiler-plugin"));
        assertEquals(property(buildPom, "surefire-plugin.version"), plugin("maven-surefire-plugin"));
        assertEquals(
                "com.google.auto.service:auto-service:" + property(buildPom, "auto-service.version"), processorPath());
    }

    @Test
    void theModuleDescriptorCompilesAndTheModuleLayerFindsThePlugin(@TempDir Path dir) throws Exception {
        Path classes = dir.resolve("classes");
        compilePlugin(dir, ReadmeFiles.blockHolding(javaBlocks, "module com.example.geo"), classes);
        ModuleFinder finder = ModuleFinder.of(classes, locationOf(Iri.class));
        Configuration configuration =
                ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of("com.example.geo"));
        ModuleLayer layer =
                ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        // The layer has its own org.iri4j.api, so its service type is not this test's SchemeRules.
        Class<?> service = layer.findLoader("org.iri4j.api").loadClass(SchemeRules.class.getName());
        List<String> providers = ServiceLoader.load(layer, service).stream()
                .map(p -> p.type().getName())
                .toList();
        assertEquals(List.of("com.example.geo.GeoScheme"), providers, "found through provides, in the layer");
        assertEquals(
                "com.example.geo",
                layer.findModule("com.example.geo")
                        .orElseThrow()
                        .getDescriptor()
                        .name());
    }

    @Test
    void withoutRequiresStaticTheAutoServiceImportDoesNotCompile(@TempDir Path dir) throws Exception {
        String descriptor = ReadmeFiles.blockHolding(javaBlocks, "module com.example.geo");
        String without = descriptor.replace("    requires static com.google.auto.service;\n", "");
        assertFalse(without.equals(descriptor), "the README's descriptor has the line");
        String diagnostics = javac(dir, without, dir.resolve("classes"));
        assertTrue(diagnostics.contains("com.google.auto.service"), diagnostics);
    }

    private static void compilePlugin(Path dir, String descriptor, Path classes) throws IOException {
        String diagnostics = javac(dir, descriptor, classes);
        assertEquals("", diagnostics, "the README's plugin does not compile on the module path");
    }

    /** javac as the README's pom configures it, on the module path; the diagnostics, empty when it compiled. */
    private static String javac(Path dir, String descriptor, Path classes) throws IOException {
        Path sources = dir.resolve("src");
        Path plugin = sources.resolve("com/example/geo/GeoScheme.java");
        Files.createDirectories(plugin.getParent());
        Files.writeString(plugin, ReadmeFiles.blockHolding(javaBlocks, "class GeoScheme "), StandardCharsets.UTF_8);
        Path moduleInfo = Files.writeString(sources.resolve("module-info.java"), descriptor, StandardCharsets.UTF_8);
        String modulePath =
                locationOf(Iri.class) + File.pathSeparator + locationOf(com.google.auto.service.AutoService.class);
        List<String> options = new ArrayList<>(List.of(
                "--release",
                property(pom, "maven.compiler.release"),
                "-Xlint:all,-requires-automatic",
                "-Werror",
                "-proc:none"));
        options.addAll(List.of("--module-path", modulePath, "-d", classes.toString()));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            boolean ok = compiler.getTask(
                            diagnostics, files, null, options, null, files.getJavaFileObjects(moduleInfo, plugin))
                    .call();
            return ok ? "" : "javac " + options + ":\n" + diagnostics;
        }
    }

    private static Path locationOf(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new java.io.ByteArrayInputStream(xml));
    }

    private static String child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(name)) {
                return n.getTextContent().strip();
            }
        }
        return "";
    }

    private static String property(Document document, String name) {
        NodeList properties = document.getDocumentElement().getElementsByTagName("properties");
        String value = child((Element) properties.item(0), name);
        assertFalse(value.isEmpty(), "no property " + name);
        return value;
    }

    /** A dependency of {@code <project><dependencies>}, as its child elements' texts. */
    private static Map<String, String> dependency(String group, String artifact) {
        return find(pom.getDocumentElement(), "dependencies", group, artifact);
    }

    private static Map<String, String> managed(String group, String artifact) {
        Element management = (Element) pom.getDocumentElement()
                .getElementsByTagName("dependencyManagement")
                .item(0);
        return find(management, "dependencies", group, artifact);
    }

    private static Map<String, String> find(Element parent, String list, String group, String artifact) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element && n.getNodeName().equals(list)) {
                for (Node d = n.getFirstChild(); d != null; d = d.getNextSibling()) {
                    if (d instanceof Element
                            && child((Element) d, "groupId").equals(group)
                            && child((Element) d, "artifactId").equals(artifact)) {
                        Map<String, String> fields = new HashMap<>();
                        for (Node f = d.getFirstChild(); f != null; f = f.getNextSibling()) {
                            if (f instanceof Element) {
                                fields.put(f.getNodeName(), f.getTextContent().strip());
                            }
                        }
                        return fields;
                    }
                }
            }
        }
        throw new AssertionError("the README's pom.xml has no " + group + ":" + artifact + " in " + list);
    }

    /** The version of a build plugin of the README's pom. */
    private static String plugin(String artifact) {
        NodeList plugins = pom.getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element p = (Element) plugins.item(i);
            if (child(p, "artifactId").equals(artifact)) {
                return child(p, "version");
            }
        }
        throw new AssertionError("the README's pom.xml does not pin " + artifact);
    }

    /** The compiler plugin's one annotation processor, as group:artifact:version. */
    private static String processorPath() {
        NodeList paths = pom.getElementsByTagName("path");
        assertEquals(1, paths.getLength(), "one annotation processor");
        Element path = (Element) paths.item(0);
        return child(path, "groupId") + ":" + child(path, "artifactId") + ":" + child(path, "version");
    }
}
