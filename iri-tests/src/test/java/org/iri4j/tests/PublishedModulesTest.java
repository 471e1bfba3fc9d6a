package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What Maven Central gets stays complete: the BOM lists every published module (every module
 * of the build but those that skip deploy), each at the project's version; every published
 * module names itself and describes itself; the licence file is there. The release itself is
 * checked by {@code .ci/check-release}, which stages it and looks at every file.
 */
class PublishedModulesTest {

    private static final Path ROOT = ReadmeFiles.readme().getParent();

    private static Document pom(Path file) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(file.toFile());
        } catch (Exception e) {
            throw new AssertionError("cannot read " + file, e);
        }
    }

    private static List<String> children(Element parent, String name) {
        List<String> out = new ArrayList<>();
        NodeList nodes = parent.getElementsByTagName(name);
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent().trim());
        }
        return out;
    }

    private static Element only(Document pom, String name) {
        NodeList nodes = pom.getDocumentElement().getElementsByTagName(name);
        return nodes.getLength() == 0 ? null : (Element) nodes.item(0);
    }

    /** A child element of the project itself (not one of a developer, licence or dependency). */
    private static Element own(Document pom, String name) {
        NodeList nodes = pom.getDocumentElement().getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    /** The modules of the root pom that are published: all but those whose pom skips deploy. */
    static Set<String> publishedModules() {
        Set<String> out = new TreeSet<>();
        for (String module : children(only(pom(ROOT.resolve("pom.xml")), "modules"), "module")) {
            Document pom = pom(ROOT.resolve(module).resolve("pom.xml"));
            Element deploySkip = only(pom, "maven.deploy.skip");
            if (deploySkip == null || !deploySkip.getTextContent().trim().equals("true")) {
                out.add(module);
            }
        }
        return out;
    }

    @Test
    void theBomListsEveryPublishedModuleAtTheProjectVersion() {
        Set<String> published = publishedModules();
        published.remove("iri-bom");
        Document bom = pom(ROOT.resolve("iri-bom/pom.xml"));
        Set<String> listed = new TreeSet<>();
        NodeList dependencies = bom.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element dependency = (Element) dependencies.item(i);
            assertEquals("org.iri4j", children(dependency, "groupId").get(0));
            assertEquals("${project.version}", children(dependency, "version").get(0));
            listed.add(children(dependency, "artifactId").get(0));
        }
        assertEquals(published, listed);
        assertFalse(
                listed.contains("iri-tests") || listed.contains("iri-benchmarks"),
                "tests and benchmarks are not published");
    }

    @Test
    void everyPublishedModuleHasANameAndADescription() {
        for (String module : publishedModules()) {
            Document pom = pom(ROOT.resolve(module).resolve("pom.xml"));
            assertTrue(own(pom, "name") != null, module + " has no <name>");
            assertTrue(own(pom, "description") != null, module + " has no <description>");
        }
    }

    /**
     * A real release ({@code mvn -Prelease deploy}) deploys and signs every published pom:
     * those that inherit from the parent get its repository and signing; one without a
     * parent (the BOM) must say both itself. The dry run skips signing and overrides the
     * repository, so it cannot show this.
     */
    @Test
    void everyPublishedPomKnowsWhereToDeployAndSigns() {
        for (String module : publishedModules()) {
            Document pom = pom(ROOT.resolve(module).resolve("pom.xml"));
            Document releasing = own(pom, "parent") != null ? pom(ROOT.resolve("pom.xml")) : pom;
            assertTrue(own(releasing, "distributionManagement") != null, module + ": no repository to deploy to");
            String profiles = String.valueOf(
                    own(releasing, "profiles") == null
                            ? ""
                            : own(releasing, "profiles").getTextContent());
            assertTrue(
                    profiles.contains("release") && profiles.contains("maven-gpg-plugin") && profiles.contains("sign"),
                    module + ": no release profile that signs");
        }
    }

    /** One version for every module, the root's: what {@code iri -V} prints (iri-cli's CliHelpTest). */
    @Test
    void everyModuleHasTheRootVersion() {
        String version = children(pom(ROOT.resolve("pom.xml")).getDocumentElement(), "version")
                .get(0);
        for (String module : children(only(pom(ROOT.resolve("pom.xml")), "modules"), "module")) {
            Document pom = pom(ROOT.resolve(module).resolve("pom.xml"));
            Element parent = only(pom, "parent");
            // The BOM has no parent (its users would inherit the build's settings): its own version.
            Element versioned = parent != null ? parent : pom.getDocumentElement();
            assertEquals(version, children(versioned, "version").get(0), module);
        }
    }

    @Test
    void theLicenceIsApache2EverywhereItIsNamed() throws IOException {
        String licence = Files.readString(ROOT.resolve("LICENSE"));
        assertTrue(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"));
        // The parent says it for every module; the BOM, which has no parent, says it itself.
        for (String pom : List.of("pom.xml", "iri-bom/pom.xml")) {
            Document document = pom(ROOT.resolve(pom));
            assertEquals(List.of("Apache-2.0"), children(only(document, "licenses"), "name"), pom);
            assertTrue(
                    own(document, "scm") != null && own(document, "developers") != null && own(document, "url") != null,
                    pom);
        }
    }
}
