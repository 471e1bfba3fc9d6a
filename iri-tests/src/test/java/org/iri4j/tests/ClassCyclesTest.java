package org.iri4j.tests;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * No class of any iri4j module depends on itself through others (a class with its nested
 * classes is one unit, so a builder nested in what it builds is no cycle), except, at most once
 * per module, a group of classes stated in {@link #STATED} with its reason. A cycle is reported
 * whole, as the strongly connected set of classes with the dependencies between them, so that
 * whoever breaks it sees every edge at once.
 *
 * <p>A stated exception must be exactly one cycle of the code: when its classes no longer form
 * one, or the cycle grows or shrinks, the rule fails until the table says what is true.
 */
@AnalyzeClasses(
        packages = "org.iri4j",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureTest.DoNotIncludeTestJars.class})
class ClassCyclesTest {

    /** A group of classes of one module allowed to depend on one another, and why. */
    record StatedCycle(String module, String reason, Set<String> classes) {
        StatedCycle {
            classes = Set.copyOf(classes);
        }
    }

    /**
     * The exceptions, at most one per module: module, reason, the top-level classes of the
     * cycle (fully qualified).
     */
    static final List<StatedCycle> STATED = List.of(
            new StatedCycle(
                    "org.iri4j.api",
                    "a value and its builder name each other (Iri.toBuilder(), IriBuilder.build()), as a"
                            + " builder nested in its value would; the API's two interfaces are one unit",
                    Set.of("org.iri4j.api.Iri", "org.iri4j.api.IriBuilder")),
            new StatedCycle(
                    "org.iri4j.web",
                    "a value and the result of reading it name each other: WebUrl.read answers a WebUrlResult"
                            + " whose url() and orElseThrow() give the WebUrl, the Standard's entry points being"
                            + " on the URL class itself; the parser, the setters and the bridge read Layout and"
                            + " never see the value",
                    Set.of("org.iri4j.web.WebUrl", "org.iri4j.web.WebUrlResult")));

    @ArchTest
    static final ArchRule NO_CLASS_CYCLES = noClassCyclesExcept(STATED);

    /**
     * @param stated the exceptions, at most one per module
     * @return the rule that no class of a module depends on itself through others, but for them
     */
    static ArchRule noClassCyclesExcept(List<StatedCycle> stated) {
        return classes()
                .should(new FormNoCycle(stated))
                .as("no class of any module depends on itself through others, except one stated group per module")
                .because("a cycle of classes is one class in disguise: none of them can be read, tested or"
                        + " replaced alone");
    }

    /** Finds the strongly connected groups of top-level classes once every class is seen. */
    private static final class FormNoCycle extends ArchCondition<JavaClass> {
        private final List<StatedCycle> stated;
        private Collection<JavaClass> all = List.of();

        FormNoCycle(List<StatedCycle> stated) {
            super("form no cycle with other classes");
            this.stated = List.copyOf(stated);
        }

        @Override
        public void init(Collection<JavaClass> allObjectsToTest) {
            all = List.copyOf(allObjectsToTest);
        }

        @Override
        public void check(JavaClass item, ConditionEvents events) {
            // The graph is judged whole, in finish.
        }

        @Override
        public void finish(ConditionEvents events) {
            Map<String, Set<String>> graph = graph(all);
            Map<String, StatedCycle> byModule = new TreeMap<>();
            for (StatedCycle cycle : stated) {
                if (byModule.put(cycle.module(), cycle) != null) {
                    events.add(SimpleConditionEvent.violated(
                            cycle.module(), "more than one stated cycle for " + cycle.module()));
                }
            }
            Set<StatedCycle> found = new HashSet<>();
            for (Set<String> group : new Tarjan(graph).groups()) {
                String module = Modules.of(packageOf(group.iterator().next()));
                StatedCycle allowed = byModule.get(module);
                if (allowed != null && allowed.classes().equals(group)) {
                    found.add(allowed);
                } else {
                    events.add(SimpleConditionEvent.violated(group, describe(module, group, graph, allowed)));
                }
            }
            for (StatedCycle cycle : stated) {
                if (!found.contains(cycle)) {
                    events.add(SimpleConditionEvent.violated(
                            cycle,
                            "the cycle stated for " + cycle.module() + " (" + cycle.reason() + ") is no cycle of"
                                    + " the code as stated: update or remove it in ClassCyclesTest.STATED"));
                }
            }
        }
    }

    private static String describe(String module, Set<String> group, Map<String, Set<String>> graph, StatedCycle ex) {
        StringBuilder text = new StringBuilder()
                .append("a cycle of ")
                .append(group.size())
                .append(" classes in ")
                .append(module);
        if (ex != null) {
            text.append(", not the one stated (").append(ex.reason()).append(")");
        }
        text.append(':');
        for (String name : new TreeSet<>(group)) {
            Set<String> inside = new TreeSet<>(graph.get(name));
            inside.retainAll(group);
            text.append("\n    ").append(simple(name)).append(" -> ");
            text.append(String.join(
                    ", ", inside.stream().map(ClassCyclesTest::simple).toList()));
        }
        return text.toString();
    }

    /** Top-level class to the top-level classes it depends on, among the classes imported. */
    private static Map<String, Set<String>> graph(Collection<JavaClass> classes) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (JavaClass c : classes) {
            graph.computeIfAbsent(topLevel(c.getName()), k -> new TreeSet<>());
        }
        for (JavaClass c : classes) {
            String from = topLevel(c.getName());
            for (Dependency dependency : c.getDirectDependenciesFromSelf()) {
                String to = topLevel(
                        dependency.getTargetClass().getBaseComponentType().getName());
                if (!to.equals(from) && graph.containsKey(to)) {
                    graph.get(from).add(to);
                }
            }
        }
        return graph;
    }

    private static String topLevel(String name) {
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }

    private static String packageOf(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** Tarjan's strongly connected components, without recursion; only groups of two or more. */
    private static final class Tarjan {
        private final Map<String, Set<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new HashSet<>();
        private final List<Set<String>> groups = new ArrayList<>();

        Tarjan(Map<String, Set<String>> graph) {
            this.graph = graph;
        }

        List<Set<String>> groups() {
            for (String node : graph.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
            return groups;
        }

        /** A node being visited, and where its successors' walk stands. */
        private record Frame(String node, Iterator<String> next) {}

        private void visit(String root) {
            Deque<Frame> work = new ArrayDeque<>();
            enter(root);
            work.push(new Frame(root, graph.get(root).iterator()));
            while (!work.isEmpty()) {
                String node = work.peek().node();
                Iterator<String> next = work.peek().next();
                if (next.hasNext()) {
                    String to = next.next();
                    if (!index.containsKey(to)) {
                        enter(to);
                        work.push(new Frame(to, graph.get(to).iterator()));
                    } else if (onStack.contains(to)) {
                        low.put(node, Math.min(low.get(node), index.get(to)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = work.peek().node();
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    Set<String> group = new TreeSet<>();
                    String member;
                    do {
                        member = stack.pop();
                        onStack.remove(member);
                        group.add(member);
                    } while (!member.equals(node));
                    if (group.size() > 1) {
                        groups.add(group);
                    }
                }
            }
        }

        private void enter(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
        }
    }
}
