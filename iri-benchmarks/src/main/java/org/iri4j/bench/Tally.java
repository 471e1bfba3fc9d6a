package org.iri4j.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;

/**
 * How many workload items a library rejects, and how many it gets wrong: its answer differs
 * from every one of iri4j's right answers for the operation ({@link Tasks#references(Op)}).
 * Counted once, outside the measured time.
 *
 * <p>What "wrong" means per operation: parse, the components differ
 * ({@link Components}); IRI → URI, neither iri4j's URI (hosts through ToASCII) nor the
 * all-percent-encoded one; URI → IRI, neither iri4j's IRI nor the one with Unicode hosts;
 * normalize, neither the syntax- nor the scheme-based normal form; resolve, neither the
 * RFC 3986 §5.2 target nor its URI form; relativize, the answer does not resolve back to the
 * target; compare, neither the syntax- nor the scheme-based verdict. Check: only rejections.
 */
public final class Tally {

    /**
     * The counts for one library, operation and workload.
     *
     * @param op       the operation
     * @param library  the library
     * @param workload the workload
     * @param items    how many items
     * @param rejected how many the library rejected (threw, or returned its "invalid" answer)
     * @param wrong    how many of the others it answered differently from iri4j's right answers
     * @param equivalent how many of the wrong answers are still equivalent to a right one under
     *                 iri4j's scheme-based comparison: another canonical form, not another IRI
     * @param absolute relativize only: how many answers were absolute IRIs although iri4j
     *                 found a relative reference
     */
    public record Counts(
            Op op, String library, String workload, int items, int rejected, int wrong, int equivalent, int absolute) {

        /**
         * One line for the JMH log.
         *
         * @return the line
         */
        public String line() {
            return String.format(
                    java.util.Locale.ROOT,
                    "tally %s %s on %s: %d items, %d rejected, %d wrong (%d equivalent)%s",
                    op.label(),
                    library,
                    workload,
                    items,
                    rejected,
                    wrong,
                    equivalent,
                    op == Op.RELATIVIZE ? ", " + absolute + " left absolute" : "");
        }
    }

    /** {@link #rightAnswers}, by operation and workload. */
    private static final Map<String, List<Set<String>>> RIGHT_ANSWERS = new HashMap<>();

    private Tally() {}

    /**
     * Counts the rejected and wrong answers of a library.
     *
     * @param op       the operation
     * @param library  the library
     * @param workload the workload name
     * @return the counts
     */
    public static Counts count(Op op, String library, String workload) {
        return count(op, library, workload, null);
    }

    /**
     * Whether a library's answers are counted: all but LIMIT's, which answers no operation.
     *
     * @param library the library
     * @return true if {@link #count} applies
     */
    public static boolean isCounted(String library) {
        return !Tasks.LIMIT.equals(library);
    }

    /**
     * Counts, and writes each rejected or wrong item with the answers to a list.
     *
     * @param examples where to write {@code input → answer (right: answers)}, or {@code null}
     */
    private static Counts count(Op op, String library, String workload, List<String> examples) {
        Task task = Tasks.of(op, library);
        List<String> strings = Workloads.get(workload);
        List<Set<String>> rights = rightAnswers(op, workload);
        int rejected = 0;
        int wrong = 0;
        int equivalent = 0;
        int absolute = 0;
        Task iri4j = op == Op.RELATIVIZE ? Tasks.references(op).get(0) : null;
        for (int i = 0; i < strings.size(); i++) {
            String s = strings.get(i);
            Object outcome = outcome(task, s);
            Object result = outcome instanceof Throwable ? null : outcome;
            if (result == null) {
                rejected++;
                if (examples != null) {
                    examples.add("rejected: " + s + " (" + (outcome == null ? "no answer" : outcome) + ")");
                }
                continue;
            }
            String described = task.describe.apply(result);
            Set<String> right = rights.get(i);
            if (described == null || right.isEmpty()) {
                continue;
            }
            if (!right.contains(described)) {
                wrong++;
                equivalent += op.comparesIris() && equivalent(described, right) ? 1 : 0;
                if (examples != null) {
                    examples.add("wrong: " + s + " → " + described + "   right: " + right);
                }
            }
            if (iri4j != null && isAbsolute(result) && !isAbsolute(answer(iri4j, s))) {
                absolute++;
            }
        }
        return new Counts(op, library, workload, strings.size(), rejected, wrong, equivalent, absolute);
    }

    /**
     * For each item of a workload, the answers of iri4j's reference tasks for an operation
     * (empty when answers are not compared). Computed once per operation and workload, not
     * once per library.
     */
    private static synchronized List<Set<String>> rightAnswers(Op op, String workload) {
        return RIGHT_ANSWERS.computeIfAbsent(op + " " + workload, key -> {
            List<Task> references = Tasks.references(op);
            List<Set<String>> out = new ArrayList<>();
            for (String s : Workloads.get(workload)) {
                Set<String> right = new LinkedHashSet<>();
                for (Task reference : references) {
                    Object answer = answer(reference, s);
                    right.add(answer == null ? null : reference.describe.apply(answer));
                }
                out.add(right);
            }
            return out;
        });
    }

    private static boolean equivalent(String answer, Set<String> right) {
        try {
            Iri parsed = Iris.parse(answer);
            for (String r : right) {
                if (r != null && Tasks.SCHEME.equivalent(parsed, Iris.parse(r))) {
                    return true;
                }
            }
            return false;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The task's result for a string, or what it threw. */
    private static Object outcome(Task task, String s) {
        try {
            return task.run.apply(task.prepare.apply(s));
        } catch (Exception | StackOverflowError e) {
            return e;
        }
    }

    /** The task's result for a string, or null when it rejected it. */
    private static Object answer(Task task, String s) {
        Object outcome = outcome(task, s);
        return outcome instanceof Throwable ? null : outcome;
    }

    private static boolean isAbsolute(Object reference) {
        try {
            return reference != null && Iris.parse(reference.toString()).isAbsolute();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * How many IRIs already in normal form came back as the same object, at each level.
     *
     * @param syntaxSame   at the syntax level, returned themselves
     * @param syntaxNormal at the syntax level, already in normal form
     * @param schemeSame   at the scheme level, returned themselves
     * @param schemeNormal at the scheme level, already in normal form
     */
    public record SameObject(int syntaxSame, int syntaxNormal, int schemeSame, int schemeNormal) {}

    /**
     * The normal forms of the mix that came back as the same object.
     *
     * @return the counts
     */
    public static SameObject sameObject() {
        int syntaxSame = 0;
        int syntaxNormal = 0;
        int schemeSame = 0;
        int schemeNormal = 0;
        for (String s : Workloads.get("mix")) {
            Iri iri = Iris.parse(s);
            Iri syntaxForm = Tasks.SYNTAX.normalForm(iri);
            if (syntaxForm.toString().equals(s)) {
                syntaxNormal++;
                syntaxSame += syntaxForm == iri ? 1 : 0;
            }
            Iri schemeForm = Tasks.SCHEME.normalForm(iri);
            if (schemeForm.toString().equals(s)) {
                schemeNormal++;
                schemeSame += schemeForm == iri ? 1 : 0;
            }
        }
        return new SameObject(syntaxSame, syntaxNormal, schemeSame, schemeNormal);
    }

    /**
     * How often iri4j returns its input itself when nothing changes: the normal form of an IRI
     * already in normal form, the URI of an IRI that needs no encoding.
     *
     * @return one line per check
     */
    public static List<String> noCopy() {
        SameObject same = sameObject();
        int uri = 0;
        int uriSame = 0;
        int uriString = 0;
        for (String s : Workloads.get("mix")) {
            Iri iri = Iris.parse(s);
            Iri mapped = Tasks.MAPPER.toUri(iri);
            if (mapped.toString().equals(s)) {
                uri++;
                uriSame += mapped == iri ? 1 : 0;
                uriString += Tasks.MAPPER.toUri(Iris.parse(s)).toString() == s ? 1 : 0;
            }
        }
        return List.of(
                String.format(
                        java.util.Locale.ROOT,
                        "normalize (syntax level): %d of %d IRIs already in normal form came back as the same object",
                        same.syntaxSame(),
                        same.syntaxNormal()),
                String.format(
                        java.util.Locale.ROOT,
                        "normalize (scheme level): %d of %d IRIs already in normal form came back as the same object",
                        same.schemeSame(),
                        same.schemeNormal()),
                String.format(
                        java.util.Locale.ROOT,
                        "IRI→URI: %d of %d IRIs that needed no encoding came back as the same object (%d as the same string when parsed then mapped)",
                        uriSame,
                        uri,
                        uriString));
    }

    /**
     * Prints every count, then iri4j's no-copy checks; or, given {@code OP LIBRARY WORKLOAD}
     * (e.g. {@code RESOLVE java.net.URI relative}), each item that library rejects or gets
     * wrong, with the right answers.
     *
     * @param args nothing, or an operation, a library and a workload
     */
    public static void main(String[] args) {
        if (args.length == 3) {
            List<String> examples = new ArrayList<>();
            System.out.println(
                    count(Op.valueOf(args[0]), args[1], args[2], examples).line());
            examples.forEach(System.out::println);
            return;
        }
        for (Counts counts : Benchmarks.tallies()) {
            System.out.println(counts.line());
        }
        noCopy().forEach(System.out::println);
    }
}
