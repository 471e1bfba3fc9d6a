package org.iri4j.tests;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layers inside iri-core, lowest first, each using only the layers below it
 * (docs/ARCHITECTURE.md, "Inside the core"):
 *
 * <ol>
 *   <li>{@code text}: Unicode properties the JDK lacks;</li>
 *   <li>{@code syntax}: the grammar's building blocks and the violations they report;</li>
 *   <li>{@code codec}: percent-encoding and the character work of the mapping;</li>
 *   <li>{@code host}: DNS hosts through a host mapper;</li>
 *   <li>{@code layout}: a reference's string and offsets, and what makes them (parse,
 *       assemble, resolve, relativize, build);</li>
 *   <li>{@code value}: the {@code Iri} values;</li>
 *   <li>{@code plugin}: the plugins of an environment;</li>
 *   <li>{@code bidi}: the structure the bidi rules look at;</li>
 *   <li>{@code mapping}: IRI⇄URI, {@code java.net.URI}, origins;</li>
 *   <li>{@code check}, {@code normalize}, {@code display}: the operations, side by side;</li>
 *   <li>the facade, {@code org.iri4j.core}: the environment and {@code Iris}.</li>
 * </ol>
 *
 * That no two classes of the core depend on each other, even through others, is
 * {@link ClassCyclesTest}'s rule, which holds every module to it.
 */
@AnalyzeClasses(
        packages = "org.iri4j.core",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class CoreLayersTest {

    private static final String CORE = "org.iri4j.core.internal.";

    @ArchTest
    static final ArchRule LAYERS = layeredArchitecture()
            .consideringOnlyDependenciesInLayers()
            .ensureAllClassesAreContainedInArchitecture()
            .layer("text")
            .definedBy(CORE + "text..")
            .layer("syntax")
            .definedBy(CORE + "syntax..")
            .layer("codec")
            .definedBy(CORE + "codec..")
            .layer("host")
            .definedBy(CORE + "host..")
            .layer("layout")
            .definedBy(CORE + "layout..")
            .layer("value")
            .definedBy(CORE + "value..")
            .layer("plugin")
            .definedBy(CORE + "plugin..")
            .layer("bidi")
            .definedBy(CORE + "bidi..")
            .layer("mapping")
            .definedBy(CORE + "mapping..")
            .layer("check")
            .definedBy(CORE + "check..")
            .layer("normalize")
            .definedBy(CORE + "normalize..")
            .layer("display")
            .definedBy(CORE + "display..")
            .layer("facade")
            .definedBy("org.iri4j.core")
            .whereLayer("text")
            .mayNotAccessAnyLayer()
            .whereLayer("syntax")
            .mayOnlyAccessLayers("text")
            .whereLayer("codec")
            .mayOnlyAccessLayers("syntax", "text")
            .whereLayer("host")
            .mayOnlyAccessLayers("codec", "syntax", "text")
            .whereLayer("layout")
            .mayOnlyAccessLayers("host", "codec", "syntax", "text")
            .whereLayer("value")
            .mayOnlyAccessLayers("layout", "host", "codec", "syntax", "text")
            .whereLayer("plugin")
            .mayOnlyAccessLayers("value", "layout", "host", "codec", "syntax", "text")
            .whereLayer("bidi")
            .mayOnlyAccessLayers("layout", "host", "codec", "syntax", "text")
            .whereLayer("mapping")
            .mayOnlyAccessLayers("plugin", "value", "layout", "host", "codec", "syntax", "text")
            .whereLayer("check")
            .mayOnlyAccessLayers("mapping", "bidi", "plugin", "value", "layout", "host", "codec", "syntax", "text")
            .whereLayer("normalize")
            .mayOnlyAccessLayers("mapping", "plugin", "value", "layout", "host", "codec", "syntax", "text")
            .whereLayer("display")
            .mayOnlyAccessLayers("mapping", "bidi", "plugin", "value", "layout", "host", "codec", "syntax", "text")
            .as("each class of the core is in a layer, and each layer uses only the layers below it")
            .because("a maintainer reads and changes the core one layer at a time, from the grammar up");
}
