package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * What {@link Iris}'s javadoc promises, checked by reflection: it makes values ({@code parse},
 * {@code iriBuilder}, which need no environment), and has every operation of
 * {@link IriEnvironment} as a static method of the same name, parameters and result, and
 * nothing else. What only describes an environment (its plugins, mapper, severities and
 * problems) or derives another one is not an operation, and has no mirror.
 */
class IrisMirrorTest {

    /** The methods of an environment that describe or derive it, not operations on IRIs. */
    private static final Set<String> NOT_OPERATIONS =
            Set.of("plugins", "plugin", "schemes", "hostMapper", "severities", "problems", "codes", "withSeverities");

    /** What Iris has that the environment does not: making values, which needs no environment. */
    private static final Set<String> VALUE_MAKERS = Set.of(
            "parse(java.lang.CharSequence) -> org.iri4j.api.Iri",
            "parse(java.lang.CharSequence, org.iri4j.api.IriRule) -> org.iri4j.api.Iri",
            "parse(java.lang.CharSequence, org.iri4j.api.Leniency) -> org.iri4j.api.Iri",
            "iriBuilder() -> org.iri4j.api.IriBuilder");

    @Test
    void irisIsTheEnvironmentsOperationsAndTheValueMakers() {
        Set<String> operations = signatures(IriEnvironment.class, false);
        operations.removeIf(s -> NOT_OPERATIONS.contains(s.substring(0, s.indexOf('('))));
        Set<String> expected = new TreeSet<>(operations);
        expected.addAll(VALUE_MAKERS);
        assertEquals(expected, signatures(Iris.class, true));
    }

    /** The environment's operations are instance methods; its only static ones make environments. */
    @Test
    void theEnvironmentsStaticMethodsMakeEnvironments() {
        assertEquals(
                Set.of(
                        "builder() -> org.iri4j.core.IriEnvironment$Builder",
                        "defaults() -> org.iri4j.core.IriEnvironment"),
                signatures(IriEnvironment.class, true));
    }

    private static Set<String> signatures(Class<?> type, boolean statics) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers()) == statics)
                .filter(m -> !Set.of("toString", "equals", "hashCode").contains(m.getName()))
                .map(IrisMirrorTest::signature)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String signature(Method m) {
        return m.getName()
                + Arrays.stream(m.getParameterTypes()).map(Class::getName).collect(Collectors.joining(", ", "(", ")"))
                + " -> " + m.getReturnType().getName();
    }
}
