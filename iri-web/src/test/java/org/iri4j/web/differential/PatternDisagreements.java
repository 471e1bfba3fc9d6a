package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Where iri4j's {@code UrlPattern} and urlpattern-polyfill part, sorted into classes by the
 * first aspect that differs (the constructor, a component's pattern string,
 * {@code hasRegExpGroups}, then input by input {@code test} and {@code exec}, component by
 * component), and by whom iri4j agrees with instead: the polyfill with the Standard's regexp
 * flag {@code v}, the polyfill on whatwg-url's URL class, or both (see urlpattern-differential.mjs).
 * Per class: the count and the shortest example, which reproduces it.
 */
final class PatternDisagreements {

    private static final List<String> COMPONENTS =
            List.of("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash");

    /** The variants Node runs, in the order they explain a disagreement, with their labels. */
    private static final Map<String, String> VARIANTS = Map.of(
            "v", "as the polyfill with the flag v",
            "w", "as the polyfill on whatwg-url",
            "vw", "as the polyfill with the flag v on whatwg-url");

    /** Examples kept per class beside the shortest: the first ones met. */
    private static final int FIRST_EXAMPLES = 3;

    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, String> examples = new TreeMap<>();
    private final Map<String, List<String>> firsts = new TreeMap<>();
    private long cases;
    private long inputs;
    private long timedOut;
    private String timedOutExample;

    /**
     * Compares one case.
     *
     * @param c the case
     * @param ours iri4j's answer
     * @param theirs the polyfill's answers by variant: {@code s} (as shipped), {@code v},
     *     {@code w}, {@code vw}
     * @param standardReads per input, a URL input's components as whatwg-url reads the URL (§1.4
     *     "match" step 12 takes them as they are), null for an init or no URL
     */
    void compare(
            UrlPatternCase c, PatternAnswer ours, Map<String, PatternAnswer> theirs, List<List<String>> standardReads) {
        cases++;
        inputs += c.inputs().size();
        PatternAnswer shipped = theirs.get("s");
        if (ours.agrees(shipped)) {
            return;
        }
        String explained = "";
        for (String variant : List.of("v", "w", "vw")) {
            if (explained.isEmpty() && ours.agrees(theirs.get(variant))) {
                explained = " [" + VARIANTS.get(variant) + "]";
            }
        }
        Difference d = difference(c, ours, shipped, standardReads);
        String kind = d.kind() + explained;
        counts.merge(kind, 1L, Long::sum);
        String example = c.origin() + " " + JsonText.of(c.args()) + d.detail();
        examples.merge(kind, example, (a, b) -> b.length() < a.length() ? b : a);
        List<String> first = firsts.computeIfAbsent(kind, k -> new ArrayList<>());
        if (first.size() < FIRST_EXAMPLES) {
            first.add(example);
        }
    }

    /**
     * Counts a case the polyfill did not answer in time (V8's backtracking), which is not compared.
     *
     * @param c the case
     */
    void timedOut(UrlPatternCase c) {
        timedOut++;
        String example = c.origin() + " " + JsonText.of(c.args());
        if (timedOutExample == null || example.length() < timedOutExample.length()) {
            timedOutExample = example;
        }
    }

    private record Difference(String kind, String detail) {}

    private static Difference difference(
            UrlPatternCase c, PatternAnswer ours, PatternAnswer shipped, List<List<String>> standardReads) {
        if (ours.failed() || shipped.failed()) {
            if (ours.failed() && ours.error().startsWith(UrlPatternNodeDifferentialTest.THREW)) {
                return new Difference("iri4j " + ours.error() + " (in the constructor, test or exec)", "");
            }
            return ours.failed()
                    ? new Difference("constructor: only iri4j refuses, " + ours.error(), "")
                    : new Difference(
                            "constructor: only the polyfill refuses, " + refusedComponent(shipped.error()),
                            "; polyfill: " + shipped.error());
        }
        List<String> differing = new ArrayList<>();
        StringBuilder detail = new StringBuilder();
        for (int i = 0; i < COMPONENTS.size(); i++) {
            if (!ours.patterns().get(i).equals(shipped.patterns().get(i))) {
                differing.add(COMPONENTS.get(i));
                detail.append("; ")
                        .append(COMPONENTS.get(i))
                        .append(": iri4j ")
                        .append(Literal.of(ours.patterns().get(i)))
                        .append(", polyfill ")
                        .append(Literal.of(shipped.patterns().get(i)));
            }
        }
        if (!differing.isEmpty()) {
            return new Difference("pattern string: " + String.join(", ", differing), detail.toString());
        }
        if (ours.regExpGroups() != shipped.regExpGroups()) {
            return new Difference("hasRegExpGroups: iri4j " + ours.regExpGroups(), "");
        }
        for (int i = 0; i < ours.matches().size(); i++) {
            PatternAnswer.Match a = ours.matches().get(i);
            PatternAnswer.Match b = shipped.matches().get(i);
            if (!a.equals(b)) {
                Difference d = match(a, b, " <- " + JsonText.of(c.inputs().get(i)));
                boolean init = c.inputs().get(i).isEmpty() || c.inputs().get(i).get(0) instanceof Map;
                String as =
                        !init && !Objects.equals(a.read(), b.read()) && Objects.equals(a.read(), standardReads.get(i))
                                ? " [as whatwg-url reads the URL]"
                                : "";
                return new Difference(d.kind() + (init ? " (init input)" : " (URL input)") + as, d.detail());
            }
        }
        throw new IllegalStateException("answers differ nowhere");
    }

    // The component the polyfill names: "... invalid port pattern '8a'."
    private static String refusedComponent(String message) {
        int at = message.indexOf("invalid ");
        int end = at < 0 ? -1 : message.indexOf(" pattern", at);
        return end < 0 ? "other" : "its " + message.substring(at + "invalid ".length(), end);
    }

    private static Difference match(PatternAnswer.Match a, PatternAnswer.Match b, String input) {
        if (!Objects.equals(a.read(), b.read())) {
            return read(a.read(), b.read(), input);
        }
        if (!a.test().equals(b.test())) {
            return new Difference("test: iri4j " + a.test() + ", polyfill " + b.test(), input);
        }
        if (!a.exec().equals(b.exec())) {
            return new Difference("exec: iri4j " + a.exec() + ", polyfill " + b.exec(), input);
        }
        for (int j = 0; j < COMPONENTS.size(); j++) {
            PatternAnswer.Component x = a.components().get(j);
            PatternAnswer.Component y = b.components().get(j);
            String detail = input + "; " + COMPONENTS.get(j) + ": iri4j " + x + ", polyfill " + y;
            if (!x.input().equals(y.input())) {
                return new Difference("exec: " + COMPONENTS.get(j) + " input", detail);
            }
            if (!x.groups().equals(y.groups())) {
                return new Difference("exec: " + COMPONENTS.get(j) + " groups", detail);
            }
        }
        throw new IllegalStateException("matches differ nowhere");
    }

    // The input read differently (§1.4 "match" steps 11-13): no URL on one side, or components
    // canonicalized differently; the classes say which.
    private static Difference read(List<String> a, List<String> b, String input) {
        if (a == null || b == null) {
            return new Difference("input read: only " + (a == null ? "the polyfill" : "iri4j") + " reads it", input);
        }
        if (a.size() != b.size()) {
            return new Difference(
                    "input read: only " + (a.size() < b.size() ? "iri4j" : "the polyfill") + " throws", input);
        }
        List<String> differing = new ArrayList<>();
        StringBuilder detail = new StringBuilder(input);
        for (int i = 0; i < COMPONENTS.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                differing.add(COMPONENTS.get(i));
                detail.append("; ")
                        .append(COMPONENTS.get(i))
                        .append(": iri4j ")
                        .append(Literal.of(a.get(i)))
                        .append(", polyfill ")
                        .append(Literal.of(b.get(i)));
            }
        }
        return new Difference("input read: " + String.join(", ", differing), detail.toString());
    }

    /**
     * @return each class met and its count
     */
    Map<String, Long> counts() {
        return counts;
    }

    private String also(String kind) {
        StringBuilder out = new StringBuilder();
        firsts.get(kind).forEach(x -> out.append("            also ").append(x).append(System.lineSeparator()));
        return out.toString();
    }

    /**
     * @return the summary: totals, then each class, largest first, with its shortest example
     */
    String summary() {
        long disagreeing = counts.values().stream().mapToLong(Long::longValue).sum();
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                "%d cases (%d inputs), %d agree, %d disagree in %d classes; %d more not compared, the polyfill"
                        + " taking too long (V8 backtracking)%s%n",
                cases,
                inputs,
                cases - disagreeing,
                disagreeing,
                counts.size(),
                timedOut,
                timedOutExample == null ? "" : ", e.g. " + timedOutExample));
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> out.append(String.format("%10d  %s%n", e.getValue(), e.getKey()))
                        .append("            e.g. ")
                        .append(examples.get(e.getKey()))
                        .append(System.lineSeparator())
                        .append(also(e.getKey())));
        return out.toString();
    }
}
