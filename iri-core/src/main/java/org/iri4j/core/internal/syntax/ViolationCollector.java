package org.iri4j.core.internal.syntax;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;

/**
 * The sink of a check that collects every violation: the grammar's findings (each with the
 * severity the check's {@link SeverityMap} gives its code, those the map ignores left out) and
 * what the core finds after the grammar (recommendations, bidi rules, scheme rules).
 *
 * <p>At most {@link #LIMIT} violations are kept, so that hostile input (a megabyte of
 * spaces) cannot make a check hold millions of objects; past the limit one
 * {@link IriCode#VIOLATION_LIMIT_REACHED} is added and the rest only counted, except the
 * first error if none was kept yet.
 */
public final class ViolationCollector implements ViolationSink {

    /** Input order: by start index, errors before warnings at one index. */
    private static final Comparator<Violation> BY_POSITION =
            Comparator.comparingInt(Violation::start).thenComparing(Violation::severity);

    /** How many violations one check keeps. */
    public static final int LIMIT = 1_000;

    private final String input;
    private final SeverityMap severities;
    /** Made at the first violation kept. */
    private List<Violation> violations = List.of();
    /** Errors of the grammar: what {@code parse} would reject. */
    private int grammarErrors;
    /** Errors after the severity map: what makes a check invalid. */
    private int errors;
    /** Errors kept in {@link #violations}: past the limit, the first error is kept all the same. */
    private int keptErrors;

    /**
     * A collector for a check of an input.
     *
     * @param input      the input being checked
     * @param severities the map that decides each violation's severity
     */
    public ViolationCollector(String input, SeverityMap severities) {
        this.input = input;
        this.severities = severities;
    }

    /**
     * Collects a finding of the grammar, with its message; always goes on.
     *
     * @param finding what the grammar found
     * @return true: a check sees every violation
     */
    @Override
    public boolean report(Finding finding) {
        IriCode code = finding.code();
        if (code.severity() == Severity.ERROR) {
            grammarErrors++;
        }
        if (!severities.isIgnored(code)) {
            Severity severity = severities.severity(code);
            if (severity == Severity.ERROR) {
                errors++;
            }
            if (mayKeep(severity)) {
                keep(finding.toViolation().withSeverity(severity));
            }
        }
        return true;
    }

    /**
     * Adds violations the core found after the grammar (recommendations, bidi rules), each
     * with the severity the collector's map gives its code.
     *
     * @param found the violations
     */
    public void addAll(List<Violation> found) {
        for (int i = 0; i < found.size(); i++) { // indexed: no iterator for the usual empty list
            Violation violation = found.get(i);
            if (!severities.isIgnored(violation.code())) {
                addAsIs(violation.withSeverity(severities.severity(violation.code())));
            }
        }
    }

    /**
     * Adds a violation whose severity is already decided (a plugin's finding, mapped as a
     * scheme rule).
     *
     * @param violation the violation
     */
    public void addAsIs(Violation violation) {
        if (violation.isError()) {
            errors++;
        }
        if (mayKeep(violation.severity())) {
            keep(violation);
        }
    }

    private void keep(Violation violation) {
        if (violations.isEmpty()) {
            violations = new ArrayList<>();
        }
        violations.add(violation);
    }

    /**
     * Whether a violation with a severity is kept: while there is room, and past the limit if
     * it is the first error, so that an invalid check always lists an error (a result that is
     * invalid without one cannot be made).
     */
    private boolean mayKeep(Severity severity) {
        boolean keep = room() || severity == Severity.ERROR && keptErrors == 0;
        if (keep && severity == Severity.ERROR) {
            keptErrors++;
        }
        return keep;
    }

    private boolean room() {
        if (violations.size() < LIMIT) {
            return true;
        }
        if (violations.size() == LIMIT) {
            Violation last = violations.get(LIMIT - 1);
            keep(Violation.of(
                    IriCode.VIOLATION_LIMIT_REACHED,
                    last.component(),
                    last.start(),
                    input.length(),
                    "more than " + LIMIT + " violations; the rest are not listed"));
        }
        return false;
    }

    /**
     * Whether an error of the grammar was reported: what {@code parse} rejects.
     *
     * @return true after the first such error
     */
    public boolean hasGrammarErrors() {
        return grammarErrors > 0;
    }

    /**
     * Whether a violation with the severity {@link Severity#ERROR} was collected, after the
     * severity map: what makes a check invalid.
     *
     * @return true after the first such violation
     */
    public boolean isInvalid() {
        return errors > 0;
    }

    /**
     * The kept violations ordered by position (errors before warnings at the same place),
     * sorted in place and copied once.
     *
     * @return an immutable list
     */
    public List<Violation> sorted() {
        if (violations.isEmpty()) {
            return List.of(); // the shared empty list, which cannot be sorted
        }
        violations.sort(BY_POSITION);
        return List.copyOf(violations);
    }
}
