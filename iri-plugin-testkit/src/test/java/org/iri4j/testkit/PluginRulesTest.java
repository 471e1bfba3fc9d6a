package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.iri4j.testkit.fixture.hiddenstate.MemoPlugin;
import org.iri4j.testkit.fixture.mutablestate.MutableStatePlugin;
import org.iri4j.testkit.fixture.plain.PlainPlugin;
import org.junit.jupiter.api.Test;

/** The plugin rules fail on a plugin that breaks them, and name the breach. */
class PluginRulesTest {

    private static final String FIXTURE = MutableStatePlugin.class.getPackageName();
    private static final JavaClasses CLASSES = new ClassFileImporter().importPackages(FIXTURE);

    @Test
    void aPluginUsingTheCoreBreaksTheDependencyRule() {
        AssertionError e = assertThrows(
                AssertionError.class,
                () -> PluginRules.dependsOnlyOnApiAndJdk(FIXTURE).check(CLASSES));
        assertTrue(e.getMessage().contains("org.iri4j.core.Iris"), e::getMessage);
    }

    @Test
    void mutableStaticFieldsBreakTheStateRule() {
        AssertionError e = assertThrows(
                AssertionError.class,
                () -> PluginRules.noMutableStaticState(FIXTURE).check(CLASSES));
        assertTrue(e.getMessage().contains("calls"), e::getMessage);
        assertTrue(e.getMessage().contains("SEEN"), e::getMessage);
    }

    @Test
    void theKitsOwnExamplePluginKeepsToTheRules() {
        JavaClasses example =
                new ClassFileImporter().importClasses(ExamplePlugin.class, ExamplePlugin.ExampleCode.class);
        PluginRules.dependsOnlyOnApiAndJdk(ExamplePlugin.class.getPackageName()).check(example);
        PluginRules.noMutableStaticState(ExamplePlugin.class.getPackageName()).check(example);
    }

    /**
     * A correct plugin may have no static field at all; a rule on static fields then matches
     * nothing, which ArchUnit counts as a failure unless told that it may.
     */
    @Test
    void aPluginWithoutAStaticFieldKeepsToTheRules() {
        String plain = PlainPlugin.class.getPackageName();
        JavaClasses classes = new ClassFileImporter().importPackages(plain);
        PluginRules.dependsOnlyOnApiAndJdk(plain).check(classes);
        PluginRules.noMutableStaticState(plain).check(classes);
    }

    /** A static final Map holding a HashMap: the declared type is no mutable one, the value is. */
    @Test
    void aMutableValueBehindAnImmutableLookingTypeBreaksTheStateRule() {
        String memo = MemoPlugin.class.getPackageName();
        JavaClasses classes = new ClassFileImporter().importPackages(memo);
        AssertionError e = assertThrows(
                AssertionError.class,
                () -> PluginRules.noMutableStaticState(memo).check(classes));
        assertTrue(e.getMessage().contains(MemoPlugin.class.getName() + ".SEEN"), e::getMessage);
        assertTrue(e.getMessage().contains("java.util.HashMap"), e::getMessage);
    }

    /** check(...) itself, on a correct plugin without static fields and on the hidden map. */
    @Test
    void checkPassesTheCorrectPluginAndCatchesTheHiddenMap() {
        PluginRules.check(
                new ClassFileImporter().importPackages(PlainPlugin.class.getPackageName()), PlainPlugin.class);
        JavaClasses memo = new ClassFileImporter().importPackages(MemoPlugin.class.getPackageName());
        AssertionError e = assertThrows(AssertionError.class, () -> PluginRules.check(memo, MemoPlugin.class));
        assertTrue(e.getMessage().contains(MemoPlugin.class.getName() + ".SEEN"), e::getMessage);
    }

    /** check(Class) imports main classes only; given a class of a test (here, the kit's), it says so rather than checking nothing. */
    @Test
    void checkOfAClassItDoesNotImportSaysSo() {
        AssertionError e = assertThrows(AssertionError.class, () -> PluginRules.check(PlainPlugin.class));
        assertTrue(e.getMessage().contains("found no class of " + PlainPlugin.class.getName()), e::getMessage);
    }
}
