package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.iri4j.testkit.fixture.MutableStatePlugin;
import org.junit.jupiter.api.Test;

/** The plugin rules fail on a plugin that breaks them, and name the breach. */
class PluginRulesTest {

    private static final String FIXTURE = MutableStatePlugin.class.getPackageName();
    private static final JavaClasses CLASSES = new ClassFileImporter().importPackages(FIXTURE);

    @Test
    void aPluginUsingTheCoreBreaksTheDependencyRule() {
        AssertionError e = assertThrows(AssertionError.class,
                () -> PluginRules.dependsOnlyOnApiAndJdk(FIXTURE).check(CLASSES));
        assertTrue(e.getMessage().contains("org.iri4j.core.Iris"), e::getMessage);
    }

    @Test
    void mutableStaticFieldsBreakTheStateRule() {
        AssertionError e = assertThrows(AssertionError.class, () -> PluginRules.noMutableStaticState(FIXTURE).check(CLASSES));
        assertTrue(e.getMessage().contains("calls"), e::getMessage);
        assertTrue(e.getMessage().contains("SEEN"), e::getMessage);
    }

    @Test
    void theKitsOwnExamplePluginKeepsToTheRules() {
        JavaClasses example = new ClassFileImporter().importClasses(ExamplePlugin.class, ExamplePlugin.ExampleCode.class);
        PluginRules.dependsOnlyOnApiAndJdk(ExamplePlugin.class.getPackageName()).check(example);
        PluginRules.noMutableStaticState(ExamplePlugin.class.getPackageName()).check(example);
    }
}
