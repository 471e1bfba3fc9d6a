package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.web.UrlCode;
import org.iri4j.web.WebUrlResult;

/**
 * The validation errors of one input as two lists of the URL Standard's names (§1.1, the table
 * of error types), the reference implementation's and iri4j's, and how they differ: which names
 * one lacks or has more of (repeats count), else the order.
 */
final class ErrorLists {

    /** iri4j's failure is listed first and the Standard's last; otherwise the lists agree. */
    static final String FAILURE_FIRST = "errors: same errors, but iri4j lists the failure first";

    /** The same names as often, in another order. */
    static final String ORDER = "errors: same errors, other order";

    private static final String END = "(end)";

    private ErrorLists() {}

    /**
     * iri4j's violations by their Standard names, in iri4j's order. iri4j's own codes, which the
     * Standard does not name ({@link UrlCode#IDNA_UNAVAILABLE}, the core's violation limit), are
     * left out and counted.
     *
     * @param ours iri4j's reading
     * @param skipped counts of the codes left out, by id; added to
     * @return the names
     */
    static List<String> standardNames(WebUrlResult ours, Map<String, Long> skipped) {
        List<String> names = new ArrayList<>(ours.violations().size());
        for (Violation violation : ours.violations()) {
            ViolationCode code = violation.code();
            if (code instanceof UrlCode url && url != UrlCode.IDNA_UNAVAILABLE) {
                names.add(url.title());
            } else {
                skipped.merge(code.id(), 1L, Long::sum);
            }
        }
        return names;
    }

    /**
     * The class of a difference, or null when the lists are equal: "errors: iri4j lacks X; has
     * extra Y" for the names whose counts differ, in the order they first appear (the Standard's
     * list first), else {@link #FAILURE_FIRST} or {@link #ORDER}.
     *
     * @param standard the reference implementation's names
     * @param ours iri4j's names
     * @param oursFailed whether iri4j's parse failed (its failure comes last, as the Standard's;
     *     {@link #FAILURE_FIRST} guards against the former order coming back)
     * @return the class, or null
     */
    static String classify(List<String> standard, List<String> ours, Failure oursFailed) {
        if (standard.equals(ours)) {
            return null;
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        standard.forEach(name -> counts.computeIfAbsent(name, k -> new int[2])[0]++);
        ours.forEach(name -> counts.computeIfAbsent(name, k -> new int[2])[1]++);
        List<String> parts = new ArrayList<>();
        counts.forEach((name, n) -> {
            if (n[0] > n[1]) {
                parts.add((n[1] == 0 ? "lacks " : "lacks a repeat of ") + name);
            } else if (n[0] < n[1]) {
                parts.add((n[0] == 0 ? "has extra " : "repeats more ") + name);
            }
        });
        if (!parts.isEmpty()) {
            return "errors: iri4j " + String.join("; ", parts);
        }
        return oursFailed == Failure.FAILED && failureMovedLast(ours).equals(standard) ? FAILURE_FIRST : ORDER;
    }

    private static List<String> failureMovedLast(List<String> ours) {
        List<String> moved = new ArrayList<>(ours.subList(1, ours.size()));
        moved.add(ours.get(0));
        return moved;
    }

    /**
     * Where two different lists first part, as "#i: Standard X, iri4j Y" ({@code (end)} for a
     * list that ends there).
     *
     * @param standard the reference implementation's names
     * @param ours iri4j's names
     * @return the position and both names
     */
    static String firstDifference(List<String> standard, List<String> ours) {
        int i = 0;
        while (i < standard.size() && i < ours.size() && standard.get(i).equals(ours.get(i))) {
            i++;
        }
        String expected = i < standard.size() ? standard.get(i) : END;
        String got = i < ours.size() ? ours.get(i) : END;
        return "#" + i + ": Standard " + expected + ", iri4j " + got;
    }

    /** Whether a parse returned failure: a type, not a boolean flag. */
    enum Failure {
        FAILED,
        PARSED;

        static Failure of(WebUrlResult result) {
            return result.isValid() ? PARSED : FAILED;
        }
    }
}
