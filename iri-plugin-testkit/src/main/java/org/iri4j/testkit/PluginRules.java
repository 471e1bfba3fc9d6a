package org.iri4j.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The architecture rules of a plugin, checked with ArchUnit on the plugin's own classes:
 * one line in a plugin's tests,
 *
 * <pre>{@code
 * @Test
 * void keepsToThePluginRules() {
 *     PluginRules.check(GeoScheme.class);                        // or, for a plugin on ICU:
 *     PluginRules.check(MyMapper.class, "com.ibm.icu..");        // also allowed: these packages
 * }
 * }</pre>
 *
 * <ul>
 *   <li>a plugin depends on {@code iri-api} ({@code org.iri4j.api}, {@code org.iri4j.spi})
 *       and the JDK only, so that it works with any core and never reaches into one;</li>
 *   <li>a plugin holds no mutable static state, since one plugin instance is shared by every
 *       thread and every environment: every static field is final; none is declared with a
 *       mutable JDK type (a collection, a builder, a date, an atomic); and none holds a value
 *       whose contents can change, read by reflection through the plugin's class loader: a
 *       {@code static final Map} holding a {@code HashMap} fails, {@code Map.of(...)} or
 *       {@code Collections.unmodifiableMap(...)} passes. A private array is taken for a
 *       read-only lookup table; a field reflection may not read (a package its module does
 *       not open) is judged by its declared type alone.</li>
 * </ul>
 *
 * <p>A plugin without any static field passes: the rules on static fields then have nothing
 * to check, which is no failure.
 *
 * @since 0.1.0
 */
public final class PluginRules {

    /** What every plugin may depend on besides its own packages. */
    private static final List<String> ALLOWED =
            List.of("java..", "javax.annotation..", "org.iri4j.api..", "org.iri4j.spi..", "com.google.auto.service..");

    /** JDK types whose instances change: a static field of one is shared mutable state. */
    private static final Set<String> MUTABLE_TYPES = Set.of(
            "java.util.ArrayList",
            "java.util.LinkedList",
            "java.util.HashMap",
            "java.util.LinkedHashMap",
            "java.util.TreeMap",
            "java.util.HashSet",
            "java.util.LinkedHashSet",
            "java.util.TreeSet",
            "java.util.ArrayDeque",
            "java.util.Vector",
            "java.util.Hashtable",
            "java.util.Date",
            "java.util.Calendar",
            "java.lang.StringBuilder",
            "java.lang.StringBuffer",
            "java.util.concurrent.ConcurrentHashMap",
            "java.util.concurrent.atomic.AtomicInteger",
            "java.util.concurrent.atomic.AtomicLong",
            "java.util.concurrent.atomic.AtomicBoolean",
            "java.util.concurrent.atomic.AtomicReference");

    private PluginRules() {}

    /**
     * The plugin's packages depend on {@code iri-api}, the JDK, the plugin's own packages and
     * the given ones only.
     *
     * @param pluginPackage the plugin's root package
     * @param alsoAllowed   more packages the plugin may use, in ArchUnit's notation
     *                      ({@code "com.ibm.icu.."})
     * @return the rule
     */
    public static ArchRule dependsOnlyOnApiAndJdk(String pluginPackage, String... alsoAllowed) {
        List<String> allowed = new ArrayList<>(ALLOWED);
        allowed.add(pluginPackage + "..");
        allowed.addAll(List.of(alsoAllowed));
        return classes()
                .that()
                .resideInAPackage(pluginPackage + "..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(allowed.toArray(new String[0]))
                .as("a plugin in " + pluginPackage + " depends on iri-api and the JDK only"
                        + (alsoAllowed.length == 0 ? "" : " (and " + String.join(", ", alsoAllowed) + ")"))
                .because("a plugin sees nothing of the core, so that any core can load it and none can break it");
    }

    /**
     * The plugin's static fields are final, of no mutable JDK type, and hold no value whose
     * contents can change; their values are read through the thread's context class loader.
     *
     * @param pluginPackage the plugin's root package
     * @return the rule
     */
    public static ArchRule noMutableStaticState(String pluginPackage) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return noMutableStaticState(pluginPackage, context != null ? context : PluginRules.class.getClassLoader());
    }

    /** The state rule, reading values through the given loader. */
    static ArchRule noMutableStaticState(String pluginPackage, ClassLoader loader) {
        DescribedPredicate<JavaClass> mutable =
                DescribedPredicate.describe("a mutable JDK type", type -> MUTABLE_TYPES.contains(type.getName()));
        // A plugin may have no static field at all: a rule that matches nothing is no failure here.
        ArchRule finalStatics = fields().that()
                .areStatic()
                .and()
                .areDeclaredInClassesThat()
                .resideInAPackage(pluginPackage + "..")
                .should()
                .beFinal()
                .allowEmptyShould(true);
        ArchRule immutableStatics = noFields()
                .that()
                .areStatic()
                .and()
                .areDeclaredInClassesThat()
                .resideInAPackage(pluginPackage + "..")
                .should()
                .haveRawType(mutable)
                .allowEmptyShould(true);
        ArchRule unchangingValues = fields().that()
                .areStatic()
                .and()
                .areFinal()
                .and()
                .areDeclaredInClassesThat()
                .resideInAPackage(pluginPackage + "..")
                .should(StaticValues.holdNoChangingValue(loader))
                .allowEmptyShould(true);
        return CompositeArchRule.of(finalStatics)
                .and(immutableStatics)
                .and(unchangingValues)
                .as("a plugin in " + pluginPackage + " holds no mutable static state")
                .because(
                        "one plugin instance serves every thread and every environment (SPI: immutable and thread-safe)");
    }

    /**
     * Checks both rules on the main classes of the plugin's package, found from one of its
     * classes: the one line a plugin's tests need. Static values are read through the
     * plugin class's own loader.
     *
     * @param pluginClass a class of the plugin, e.g. its {@code SchemeRules}
     * @param alsoAllowed more packages the plugin may use ({@code "com.ibm.icu.."})
     * @throws AssertionError naming every class that breaks a rule
     */
    public static void check(Class<?> pluginClass, String... alsoAllowed) {
        JavaClasses classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(pluginClass.getPackageName());
        check(classes, pluginClass, alsoAllowed);
    }

    /**
     * Checks both rules on the given classes (the kit's own tests, whose fixtures are test
     * classes, import them themselves).
     *
     * @param classes     the classes of the plugin's package
     * @param pluginClass a class of the plugin, which must be among them
     * @param alsoAllowed more packages the plugin may use
     */
    static void check(JavaClasses classes, Class<?> pluginClass, String... alsoAllowed) {
        if (!classes.contain(pluginClass)) {
            throw new AssertionError("ArchUnit found no class of " + pluginClass.getName() + " in the main classes of "
                    + pluginClass.getPackageName() + ": check(...) takes a class of the plugin, not of its tests");
        }
        String root = pluginClass.getPackageName();
        dependsOnlyOnApiAndJdk(root, alsoAllowed).check(classes);
        noMutableStaticState(root, pluginClass.getClassLoader()).check(classes);
    }
}
