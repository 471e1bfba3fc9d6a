package org.iri4j.tests;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.Locale;

/**
 * The dependency rules between iri4j's modules (docs/ARCHITECTURE.md), as rules that fail the
 * build when broken. Each rule reads as a sentence with its reason.
 */
@AnalyzeClasses(
        packages = "org.iri4j",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class ArchitectureTest {

    /**
     * Leaves out test-jars ({@code *-tests.jar}: iri-core's, which carries the test oracle
     * {@code Rfc3986Reference}), as {@link ImportOption.DoNotIncludeTests} does for test-classes
     * folders: test code is not held to the rules of shipped code.
     */
    static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    @ArchTest
    static final ArchRule API_DEPENDS_ON_JDK_ONLY = classes()
            .that()
            .resideInAnyPackage("org.iri4j.api..", "org.iri4j.spi..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", "org.iri4j.api..", "org.iri4j.spi..")
            .as("the API and the SPI depend on the JDK only")
            .because("scheme plugins implement the SPI without pulling in the core or any other jar");

    @ArchTest
    static final ArchRule CORE_DEPENDS_ON_API_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.core..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", "org.iri4j.api..", "org.iri4j.spi..", "org.iri4j.core..")
            .as("the core depends on the API and the JDK only")
            .because("a user who needs only parsing and mapping gets no third-party jar with iri-core");

    @ArchTest
    static final ArchRule INTERNAL_PACKAGES_SHARED_ONLY_AS_STATED = classes()
            .should(QualifiedExports.useOtherModulesInternalsOnlyAsShared(QualifiedExports.SHARED))
            .as("no module uses another's internal packages, except those a qualified export shares with it"
                    + " (QualifiedExports.SHARED, the same pairs as the module descriptors)")
            .because("an internal package is no API whatever its public types: it may change in any release,"
                    + " and only iri4j's own modules, released together, may share one, as the module path"
                    + " enforces and the class path does not");

    @ArchTest
    static final ArchRule PLUGINS_DEPEND_ON_API_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.scheme..")
            .should(PluginConditions.dependOnlyOnJdkApiAndOwnPlugin())
            .as("a scheme plugin depends on the API/SPI and the JDK only, never on the core or another plugin")
            .because("plugins are found with ServiceLoader and must work with any core and alone")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule WEB_DEPENDS_ON_API_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.web..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(allowed(
                    "org.iri4j.web",
                    "java..",
                    "org.iri4j.api..",
                    "org.iri4j.spi..",
                    "org.iri4j.web..",
                    "org.iri4j.core"))
            .as("the WHATWG URL module depends on the API/SPI, the JDK and the core's facade only")
            .because("its IDNA comes from a UrlDomainMapper plugin, so that it needs no ICU4J, and the core's"
                    + " inner packages are not exported");

    @ArchTest
    static final ArchRule WEB_PARSER_NEEDS_NO_CORE = noClasses()
            .that()
            .resideInAPackage("org.iri4j.web..")
            .and()
            .haveNameNotMatching("org\\.iri4j\\.web\\.IriBridge.*")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.iri4j.core..")
            .as("only the bridge to IRIs in iri-web uses the core")
            .because("the URL Standard's parser stands alone; an Iri is made by the core's Iris.parse");

    @ArchTest
    static final ArchRule CANON_USES_THE_API_AND_THE_URL_STANDARD_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.canon..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(allowed(
                    "org.iri4j.canon",
                    "java..",
                    "org.iri4j.api..",
                    "org.iri4j.spi..",
                    "org.iri4j.web",
                    "org.iri4j.core",
                    "org.iri4j.canon.."))
            .as("crawl canonicalization uses the API/SPI, org.iri4j.web, the core's facade, the JDK and the"
                    + " internal packages shared with it only")
            .because("it works on the URL Standard's records through iri-web's exported package and the"
                    + " internal packages iri-web exports to it, and parses IRIs with Iris")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule TEMPLATES_USE_THE_API_AND_THE_CORE_FACADE_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.template..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(allowed(
                    "org.iri4j.template", "java..", "org.iri4j.api..", "org.iri4j.core", "org.iri4j.template.."))
            .as("URI templates use the API, the core's facade and the JDK only")
            .because(
                    "RFC 6570 needs no URL Standard, no IDNA and no plugin: an expansion is read as an Iri by Iris.parse")
            .allowEmptyShould(true);

    @ArchTest
    static final ArchRule JENA_ADAPTER_USES_THE_PUBLIC_API_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.jena..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(allowed(
                    "org.iri4j.jena",
                    "java..",
                    "org.iri4j.api..",
                    "org.iri4j.spi..",
                    "org.iri4j.core",
                    "org.iri4j.jena..",
                    "org.apache.jena.."))
            .as("the Jena provider uses iri4j's public API (the api, the spi, org.iri4j.core) and Jena only")
            .because("it must work with any core of the same version, as any user's code does");

    @ArchTest
    static final ArchRule SPARK_FUNCTIONS_USE_THE_PUBLIC_API_ONLY = classes()
            .that()
            .resideInAPackage("org.iri4j.spark..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage(allowed(
                    "org.iri4j.spark",
                    "java..",
                    "org.iri4j.api..",
                    "org.iri4j.core",
                    "org.iri4j.web",
                    "org.iri4j.canon",
                    "org.iri4j.template",
                    "org.iri4j.spark..",
                    "org.apache.spark..",
                    "scala.."))
            .as("the Spark functions use iri4j's public API (the api, org.iri4j.core, org.iri4j.web,"
                    + " org.iri4j.canon, org.iri4j.template) and Spark only")
            .because("they must work with any core of the same version, as any user's code does");

    @ArchTest
    static final ArchRule ONLY_IDNA_USES_ICU = noClasses()
            .that()
            .resideOutsideOfPackage("org.iri4j.idna..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("com.ibm.icu..")
            .as("only org.iri4j.idna uses ICU4J")
            .because("ICU4J is a large jar that users of the core must not need");

    @ArchTest
    static final ArchRule NO_PACKAGE_CYCLES = slices().matching("org.iri4j.(**)")
            .should()
            .beFreeOfCycles()
            .as("iri4j's packages are free of cycles")
            .because("a cycle makes the layers (api, syntax, reference, ...) impossible to read or replace one by one");

    @ArchTest
    static final ArchRule NO_REGEX_IN_PARSING_OR_MAPPING = noClasses()
            .that()
            .resideInAnyPackage(
                    "org.iri4j.api..",
                    "org.iri4j.spi..",
                    "org.iri4j.core..",
                    "org.iri4j.scheme..",
                    "org.iri4j.idna..",
                    "org.iri4j.web..",
                    "org.iri4j.canon..",
                    "org.iri4j.template..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("java.util.regex..")
            .orShould()
            .callMethod(String.class, "matches", String.class)
            .orShould()
            .callMethod(String.class, "split", String.class)
            .orShould()
            .callMethod(String.class, "split", String.class, int.class)
            .orShould()
            .callMethod(String.class, "replaceAll", String.class, String.class)
            .orShould()
            .callMethod(String.class, "replaceFirst", String.class, String.class)
            .as("parsing and mapping code uses no regular expressions")
            .because("the parser follows the ABNF in one pass with linear cost; a regex is neither exact nor bounded");

    @ArchTest
    static final ArchRule CASE_CONVERSION_NAMES_A_LOCALE = noClasses()
            .should()
            .callMethod(String.class, "toLowerCase")
            .orShould()
            .callMethod(String.class, "toUpperCase")
            .as("case conversion always names a Locale")
            .because("in a Turkish locale \"I\".toLowerCase() is a dotless i, and HTTP:// would stop being http://; "
                    + "use Locale.ROOT (" + Locale.ROOT + ") or an ASCII-only conversion");

    @ArchTest
    static final ArchRule ONLY_MAIN_EXITS = noClasses()
            .that()
            .doNotHaveFullyQualifiedName("org.iri4j.cli.Main")
            .and()
            .doNotHaveFullyQualifiedName("org.iri4j.spark.example.DedupJob")
            .should()
            .callMethod(System.class, "exit", int.class)
            .orShould()
            .callMethod(Runtime.class, "exit", int.class)
            .orShould()
            .callMethod(Runtime.class, "halt", int.class)
            .as(
                    "nothing below the process entry points (the CLI's Main, the Spark example's DedupJob) ends the process")
            .because("the logic lives in testable classes that return an exit status");

    @ArchTest
    static final ArchRule NO_STACK_TRACES_PRINTED = noClasses()
            .should()
            .callMethodWhere(new DescribedPredicate<JavaMethodCall>("printStackTrace() of any Throwable") {
                @Override
                public boolean test(JavaMethodCall call) {
                    // The call's owner is the variable's type (an Exception, an IOException...),
                    // not Throwable, so the owner is matched by what it is assignable to.
                    return call.getName().equals("printStackTrace")
                            && call.getTargetOwner().isAssignableTo(Throwable.class);
                }
            })
            .as("no code prints a stack trace")
            .because("bad input gets a clear error, never a stack trace");

    /**
     * The packages a module may use: those named, and the internal packages of other modules
     * shared with it ({@link QualifiedExports#SHARED}).
     */
    private static String[] allowed(String module, String... packages) {
        String[] shared = QualifiedExports.sharedWith(module);
        String[] all = java.util.Arrays.copyOf(packages, packages.length + shared.length);
        System.arraycopy(shared, 0, all, packages.length, shared.length);
        return all;
    }

    /** Conditions ArchUnit's fluent API does not offer directly. */
    static final class PluginConditions {
        /** @AutoService has class retention: a compile-time annotation, not a run-time dependency. */
        private static final String AUTO_SERVICE = "com.google.auto.service";

        private PluginConditions() {}

        static ArchCondition<JavaClass> dependOnlyOnJdkApiAndOwnPlugin() {
            return new ArchCondition<>("depend only on the JDK, the API/SPI and classes of the same plugin") {
                @Override
                public void check(JavaClass origin, ConditionEvents events) {
                    String plugin = pluginRoot(origin.getPackageName());
                    for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                        JavaClass target = dependency.getTargetClass().getBaseComponentType();
                        String pkg = target.getPackageName();
                        boolean allowed = target.isPrimitive()
                                || pkg.startsWith("java.")
                                || pkg.startsWith("org.iri4j.api")
                                || pkg.startsWith("org.iri4j.spi")
                                || pkg.startsWith(AUTO_SERVICE)
                                || pluginRoot(pkg).equals(plugin);
                        if (!allowed) {
                            events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                        }
                    }
                }
            };
        }

        /** org.iri4j.scheme.http.internal -> org.iri4j.scheme.http */
        private static String pluginRoot(String pkg) {
            String prefix = "org.iri4j.scheme.";
            if (!pkg.startsWith(prefix)) {
                return pkg;
            }
            int dot = pkg.indexOf('.', prefix.length());
            return dot < 0 ? pkg : pkg.substring(0, dot);
        }
    }
}
