package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The architecture rules can fail: run on fixtures that break them on purpose (test classes
 * under org.iri4j.core.fixture, org.iri4j.core.internal.syntax.fixture, org.iri4j.scheme.fixture,
 * org.iri4j.jena.fixture and org.iri4j.spark.fixture), each rule reports a violation.
 */
class ArchitectureRulesFailTest {

    private static JavaClasses fixtures;

    @BeforeAll
    static void importFixtures() {
        fixtures = new ClassFileImporter()
                .importPackages(
                        "org.iri4j.core.fixture",
                        "org.iri4j.core.internal.syntax.fixture",
                        "org.iri4j.scheme.fixture",
                        "org.iri4j.jena.fixture",
                        "org.iri4j.spark.fixture");
    }

    private static void assertBroken(ArchRule rule) {
        assertTrue(rule.evaluate(fixtures).hasViolation(), "expected a violation of: " + rule.getDescription());
    }

    @Test
    void regexIsCaught() {
        assertBroken(ArchitectureTest.NO_REGEX_IN_PARSING_OR_MAPPING);
    }

    @Test
    void lowerCaseWithoutLocaleIsCaught() {
        assertBroken(ArchitectureTest.CASE_CONVERSION_NAMES_A_LOCALE);
    }

    @Test
    void packageCycleIsCaught() {
        assertBroken(ArchitectureTest.NO_PACKAGE_CYCLES);
    }

    @Test
    void jenaAdapterUsingTheCoreInsideIsCaught() {
        assertBroken(ArchitectureTest.JENA_ADAPTER_USES_THE_PUBLIC_API_ONLY);
    }

    @Test
    void sparkFunctionUsingTheCoreInsideIsCaught() {
        assertBroken(ArchitectureTest.SPARK_FUNCTIONS_USE_THE_PUBLIC_API_ONLY);
    }

    @Test
    void pluginDependingOnCoreIsCaught() {
        assertBroken(ArchitectureTest.PLUGINS_DEPEND_ON_API_ONLY);
    }

    @Test
    void useOfACoreInnerPackageIsCaught() {
        assertBroken(ArchitectureTest.CORE_INNER_PACKAGES_STAY_INSIDE);
    }

    /** The syntax layer using the value layer above it breaks the core's layers. */
    @Test
    void aLowerLayerUsingAHigherOneIsCaught() {
        assertBroken(CoreLayersTest.LAYERS);
    }

    /** Two classes of one package that use each other: no package cycle, but a class cycle. */
    @Test
    void aClassCycleIsCaught() {
        assertBroken(CoreLayersTest.NO_CLASS_CYCLES);
    }
}
