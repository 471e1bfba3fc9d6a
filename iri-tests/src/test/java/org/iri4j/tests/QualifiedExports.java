package org.iri4j.tests;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The internal packages iri4j's modules share with one another, and with whom: on the module
 * path the exporting module's {@code module-info.java} says it ({@code exports
 * org.iri4j.web.internal.codec to org.iri4j.canon;}); on the class path, where nothing
 * enforces it, {@link ArchitectureTest#INTERNAL_PACKAGES_SHARED_ONLY_AS_STATED} holds every
 * module to this table. {@code QualifiedExportsTest} keeps the two equal.
 *
 * <p>To share a package, add a line here and the same {@code exports ... to ...} to the
 * exporting module's descriptor; a module without a descriptor (iri-jena, iri-spark) is named
 * by its automatic module name.
 */
final class QualifiedExports {

    /**
     * Internal package, then the modules it is exported to. One line per package, as in
     * {@code module-info.java}.
     */
    static final Map<String, Set<String>> SHARED = table(
            share(
                    "org.iri4j.api.internal",
                    "org.iri4j.core",
                    "org.iri4j.web",
                    "org.iri4j.canon",
                    "org.iri4j.idna",
                    "org.iri4j.template"),
            share("org.iri4j.web.internal.codec", "org.iri4j.canon"),
            share("org.iri4j.web.internal.host", "org.iri4j.canon"),
            share("org.iri4j.web.internal.scheme", "org.iri4j.canon"),
            share("org.iri4j.canon.internal.tools", "org.iri4j.cli", "org.iri4j.spark"));

    private QualifiedExports() {}

    private static String[] share(String internalPackage, String... modules) {
        String[] line = new String[modules.length + 1];
        line[0] = internalPackage;
        System.arraycopy(modules, 0, line, 1, modules.length);
        return line;
    }

    private static Map<String, Set<String>> table(String[]... lines) {
        Map<String, Set<String>> table = new LinkedHashMap<>();
        for (String[] line : lines) {
            Set<String> modules = new TreeSet<>(List.of(line).subList(1, line.length));
            if (!Modules.isInternal(line[0]) || modules.isEmpty() || table.put(line[0], modules) != null) {
                throw new IllegalStateException("not an internal package shared once with a module: " + line[0]);
            }
        }
        return Map.copyOf(table);
    }

    /**
     * @param module a module name
     * @return the internal packages of other modules that {@code module} may use
     */
    static String[] sharedWith(String module) {
        return SHARED.entrySet().stream()
                .filter(e -> e.getValue().contains(module))
                .map(Map.Entry::getKey)
                .sorted()
                .toArray(String[]::new);
    }

    /**
     * A class uses another module's internal packages only where the table shares them with
     * its own module.
     *
     * @param shared internal package, then the modules it is exported to
     * @return the condition
     */
    static ArchCondition<JavaClass> useOtherModulesInternalsOnlyAsShared(Map<String, Set<String>> shared) {
        return new ArchCondition<>("use another module's internal packages only where a qualified export shares them") {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                String from = Modules.of(origin.getPackageName());
                for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                    String pkg =
                            dependency.getTargetClass().getBaseComponentType().getPackageName();
                    // Another library's internal packages (Spark's org.apache.spark.sql.internal)
                    // are that library's business, not this rule's.
                    if (Modules.isInternal(pkg)
                            && Modules.known(pkg).isPresent()
                            && !Modules.of(pkg).equals(from)
                            && !shared.getOrDefault(pkg, Set.of()).contains(from)) {
                        events.add(SimpleConditionEvent.violated(
                                dependency,
                                dependency.getDescription() + " (" + pkg + " of " + Modules.of(pkg)
                                        + " is not shared with " + from + ")"));
                    }
                }
            }
        };
    }
}
