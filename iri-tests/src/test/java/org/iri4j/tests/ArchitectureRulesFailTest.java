package org.iri4j.tests;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.iri4j.api.fixture.ApiUsingCore;
import org.iri4j.canon.fixture.CanonUsingCli;
import org.iri4j.cli.fixture.ExitingCommand;
import org.iri4j.cli.fixture.StackTracePrinter;
import org.iri4j.core.fixture.CoreUsingWeb;
import org.iri4j.core.fixture.a.RegexUser;
import org.iri4j.core.fixture.b.CycleB;
import org.iri4j.core.internal.syntax.fixture.ClassCycleA;
import org.iri4j.core.internal.syntax.fixture.ClassCycleB;
import org.iri4j.core.internal.syntax.fixture.SyntaxUsingValues;
import org.iri4j.jena.fixture.JenaAdapterUsingInnerCore;
import org.iri4j.scheme.fixture.InnerPackageUser;
import org.iri4j.scheme.fixture.PluginUsingCore;
import org.iri4j.spark.fixture.SparkFunctionUsingInnerCore;
import org.iri4j.template.fixture.TemplateUsingWeb;
import org.iri4j.tests.ClassCyclesTest.StatedCycle;
import org.iri4j.web.fixture.ParserUsingCore;
import org.iri4j.web.fixture.WebUsingCanon;
import org.iri4j.web.fixture.WebUsingIcu;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every architecture rule can fail: each rule of {@link ArchitectureTest},
 * {@link CoreLayersTest} and {@link ClassCyclesTest}, run on test classes that break the rules
 * on purpose (the {@code fixture} packages under {@code org.iri4j}), reports a violation by
 * the fixture written for it. A rule added without a fixture fails here.
 */
class ArchitectureRulesFailTest {

    /** Each rule, by its field's name, and the fixture that breaks it. */
    private static final Map<String, Class<?>> FIXTURE_OF_RULE = new TreeMap<>(Map.ofEntries(
            Map.entry("API_DEPENDS_ON_JDK_ONLY", ApiUsingCore.class),
            Map.entry("CORE_DEPENDS_ON_API_ONLY", CoreUsingWeb.class),
            Map.entry("INTERNAL_PACKAGES_SHARED_ONLY_AS_STATED", InnerPackageUser.class),
            Map.entry("PLUGINS_DEPEND_ON_API_ONLY", PluginUsingCore.class),
            Map.entry("WEB_DEPENDS_ON_API_ONLY", WebUsingCanon.class),
            Map.entry("WEB_PARSER_NEEDS_NO_CORE", ParserUsingCore.class),
            Map.entry("CANON_USES_THE_API_AND_THE_URL_STANDARD_ONLY", CanonUsingCli.class),
            Map.entry("TEMPLATES_USE_THE_API_AND_THE_CORE_FACADE_ONLY", TemplateUsingWeb.class),
            Map.entry("JENA_ADAPTER_USES_THE_PUBLIC_API_ONLY", JenaAdapterUsingInnerCore.class),
            Map.entry("SPARK_FUNCTIONS_USE_THE_PUBLIC_API_ONLY", SparkFunctionUsingInnerCore.class),
            Map.entry("ONLY_IDNA_USES_ICU", WebUsingIcu.class),
            Map.entry("NO_PACKAGE_CYCLES", CycleB.class),
            Map.entry("NO_REGEX_IN_PARSING_OR_MAPPING", RegexUser.class),
            Map.entry("CASE_CONVERSION_NAMES_A_LOCALE", RegexUser.class),
            Map.entry("ONLY_MAIN_EXITS", ExitingCommand.class),
            Map.entry("NO_STACK_TRACES_PRINTED", StackTracePrinter.class),
            Map.entry("LAYERS", SyntaxUsingValues.class),
            Map.entry("NO_CLASS_CYCLES", ClassCycleA.class)));

    private static JavaClasses fixtures;

    @BeforeAll
    static void importFixtures() {
        fixtures = new ClassFileImporter()
                .importPackages(
                        "org.iri4j.api.fixture",
                        "org.iri4j.core.fixture",
                        "org.iri4j.core.internal.syntax.fixture",
                        "org.iri4j.scheme.fixture",
                        "org.iri4j.web.fixture",
                        "org.iri4j.canon.fixture",
                        "org.iri4j.template.fixture",
                        "org.iri4j.cli.fixture",
                        "org.iri4j.jena.fixture",
                        "org.iri4j.spark.fixture");
    }

    /** The rules of the architecture tests, by field name. */
    private static Map<String, ArchRule> rules() {
        Map<String, ArchRule> rules = new TreeMap<>();
        for (Class<?> test : List.of(ArchitectureTest.class, CoreLayersTest.class, ClassCyclesTest.class)) {
            for (Field field : test.getDeclaredFields()) {
                if (field.isAnnotationPresent(ArchTest.class) && Modifier.isStatic(field.getModifiers())) {
                    try {
                        rules.put(field.getName(), (ArchRule) field.get(null));
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
        return rules;
    }

    @Test
    void everyRuleHasAFixtureAndEveryFixtureARule() {
        assertEquals(FIXTURE_OF_RULE.keySet(), rules().keySet());
    }

    /** Each rule reports a violation, and the report names the fixture written to break it. */
    @TestFactory
    Stream<DynamicTest> everyRuleFailsOnItsFixture() {
        List<DynamicTest> tests = new ArrayList<>();
        rules().forEach((name, rule) -> tests.add(DynamicTest.dynamicTest(name, () -> {
            Class<?> fixture = FIXTURE_OF_RULE.get(name);
            assertTrue(fixture != null, "no fixture breaks " + name);
            EvaluationResult result = rule.evaluate(fixtures);
            assertTrue(result.hasViolation(), "expected a violation of: " + rule.getDescription());
            String report = String.join("\n", result.getFailureReport().getDetails());
            assertTrue(
                    report.contains(fixture.getSimpleName()),
                    () -> name + " failed, but not on " + fixture.getSimpleName() + ":\n" + report);
        })));
        return tests.stream();
    }

    /** A stated cycle lets exactly its classes depend on one another. */
    @Test
    void aStatedCycleLetsItsClassesPass() {
        JavaClasses syntax = new ClassFileImporter().importPackages("org.iri4j.core.internal.syntax.fixture");
        StatedCycle stated = new StatedCycle(
                "org.iri4j.core",
                "two halves of a fixture",
                Set.of(ClassCycleA.class.getName(), ClassCycleB.class.getName()));
        assertFalse(ClassCyclesTest.noClassCyclesExcept(List.of(stated))
                .evaluate(syntax)
                .hasViolation());
        assertTrue(
                ClassCyclesTest.noClassCyclesExcept(List.of()).evaluate(syntax).hasViolation());
    }

    /** A stated cycle that is not exactly a cycle of the code (here one class too many) fails. */
    @Test
    void aStatedCycleThatIsNotTheCodesFails() {
        JavaClasses syntax = new ClassFileImporter().importPackages("org.iri4j.core.internal.syntax.fixture");
        StatedCycle stale = new StatedCycle(
                "org.iri4j.core",
                "a cycle that grew in the table only",
                Set.of(ClassCycleA.class.getName(), ClassCycleB.class.getName(), SyntaxUsingValues.class.getName()));
        EvaluationResult result =
                ClassCyclesTest.noClassCyclesExcept(List.of(stale)).evaluate(syntax);
        assertTrue(result.hasViolation());
        assertTrue(String.join("\n", result.getFailureReport().getDetails()).contains("no cycle of the code"));
    }

    /** At most one stated cycle per module. */
    @Test
    void twoStatedCyclesForOneModuleFail() {
        JavaClasses syntax = new ClassFileImporter().importPackages("org.iri4j.core.internal.syntax.fixture");
        Set<String> pair = Set.of(ClassCycleA.class.getName(), ClassCycleB.class.getName());
        EvaluationResult result = ClassCyclesTest.noClassCyclesExcept(List.of(
                        new StatedCycle("org.iri4j.core", "one", pair), new StatedCycle("org.iri4j.core", "two", pair)))
                .evaluate(syntax);
        assertTrue(String.join("\n", result.getFailureReport().getDetails()).contains("more than one stated cycle"));
    }

    /** An internal package another module uses passes once the table shares it with that module. */
    @Test
    void anInternalPackageSharedWithAModuleMayBeUsedByIt() {
        JavaClasses user = new ClassFileImporter().importClasses(InnerPackageUser.class);
        ArchRule shared = classes()
                .should(QualifiedExports.useOtherModulesInternalsOnlyAsShared(
                        Map.of("org.iri4j.core.internal.value", Set.of("org.iri4j.scheme.fixture"))));
        ArchRule notShared = classes()
                .should(QualifiedExports.useOtherModulesInternalsOnlyAsShared(
                        Map.of("org.iri4j.core.internal.value", Set.of("org.iri4j.canon"))));
        assertFalse(shared.evaluate(user).hasViolation());
        assertTrue(notShared.evaluate(user).hasViolation());
    }
}
