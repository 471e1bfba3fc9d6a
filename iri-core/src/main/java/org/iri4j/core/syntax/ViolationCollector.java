package org.iri4j.core.syntax;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;

/**
 * Where the parser puts what it finds. A parser given {@code null} instead of a collector
 * throws at the first error ({@link #report}); a collector lets it go on to the end, so that
 * a check sees every violation.
 *
 * <p>At most {@link #LIMIT} violations are kept, so that hostile input (a megabyte of
 * spaces) cannot make a check hold millions of objects; past the limit one
 * {@link IriCode#VIOLATION_LIMIT_REACHED} is added and the rest only counted, except the
 * first error if none was kept yet.
 *
 * @since 0.1.0
 */
public final class ViolationCollector {

    /** Input order: by start index, errors before warnings at one index. */
    private static final Comparator<Violation> BY_POSITION = Comparator.comparingInt(Violation::start)
            .thenComparing(Violation::severity);

    /** How many violations one check keeps. */
    public static final int LIMIT = 1_000;

    private final String input;
    private final boolean uri;
    private final boolean keepMessages;
    private final SeverityMap severities;
    /** Made at the first violation kept: a check of an IRI with nothing to report makes none. */
    private List<Violation> violations = List.of();
    /** Errors of the grammar: what {@code parse} would reject. */
    private int errorCount;
    /** Errors after the severity map: what makes a check invalid. */
    private int mappedErrorCount;
    /** Errors kept in {@link #violations}: past the limit, the first error is kept all the same. */
    private int keptErrorCount;

    private ViolationCollector(String input, boolean uri, boolean keepMessages, SeverityMap severities) {
        this.input = input;
        this.uri = uri;
        this.keepMessages = keepMessages;
        this.severities = severities;
    }

    /**
     * A collector that keeps violations with their messages, each with the severity its code
     * has by the specification.
     *
     * @param input the input being parsed
     * @param uri   whether the URI grammar is being checked
     * @return the collector
     */
    public static ViolationCollector collecting(String input, boolean uri) {
        return new ViolationCollector(input, uri, true, null);
    }

    /**
     * A collector for a check: it keeps violations with their messages, each with the severity
     * a severity map gives its code, and leaves out the codes the map ignores.
     *
     * @param input      the input being parsed
     * @param uri        whether the URI grammar is being checked
     * @param severities the map
     * @return the collector
     */
    public static ViolationCollector checking(String input, boolean uri, SeverityMap severities) {
        return new ViolationCollector(input, uri, true, severities);
    }

    /**
     * A collector that only counts errors, for a yes/no answer without messages.
     *
     * @param input the input being parsed
     * @param uri   whether the URI grammar is being checked
     * @return the collector
     */
    public static ViolationCollector counting(String input, boolean uri) {
        return new ViolationCollector(input, uri, false, null);
    }

    /**
     * Reports a violation of a production: throws when there is no collector, else collects.
     *
     * @param sink       the collector, or null to throw
     * @param input      the input
     * @param uri        whether the URI grammar is being checked
     * @param code       the code
     * @param production the production broken
     * @param component  the component, or null to take the production's
     * @param start      first index concerned
     * @param end        one past the last index concerned
     * @param headline   what was found, or null for the code's default
     * @param explanation what the rule says, or null for the code's default
     * @throws IriSyntaxException when {@code sink} is null
     */
    public static void report(ViolationCollector sink, String input, boolean uri, IriCode code,
                              Production production, Component component, int start, int end,
                              String headline, String explanation) {
        if (sink == null) {
            Violation violation = ViolationMessages.violation(
                    code, production, component, input, start, end, uri, headline, explanation);
            throw new IriSyntaxException(input, List.of(violation));
        }
        sink.add(code, production, component, start, end, headline, explanation);
    }

    /**
     * Reports a violation with the code's default message.
     *
     * @param sink       the collector, or null to throw
     * @param input      the input
     * @param uri        whether the URI grammar is being checked
     * @param code       the code
     * @param production the production broken
     * @param start      first index concerned
     * @param end        one past the last index concerned
     * @throws IriSyntaxException when {@code sink} is null
     */
    public static void report(ViolationCollector sink, String input, boolean uri, IriCode code,
                              Production production, int start, int end) {
        report(sink, input, uri, code, production, null, start, end, null, null);
    }

    private void add(IriCode code, Production production, Component component,
                     int start, int end, String headline, String explanation) {
        if (code.severity() == Severity.ERROR) {
            errorCount++;
        }
        Severity severity = severities == null ? code.severity() : severities.severity(code);
        if (severities != null && severities.isIgnored(code)) {
            return;
        }
        if (severity == Severity.ERROR) {
            mappedErrorCount++;
        }
        if (keepMessages && mayKeep(severity)) {
            keep(ViolationMessages.violation(
                    code, production, component, input, start, end, uri, headline, explanation).withSeverity(severity));
        }
    }

    /**
     * Adds a violation the core found after the grammar (a recommendation, a bidi rule), with
     * the severity the collector's map gives its code.
     *
     * @param violation the violation
     */
    public void add(Violation violation) {
        if (violation.isError()) {
            errorCount++;
        }
        if (severities == null) {
            addAsIs(violation);
        } else if (!severities.isIgnored(violation.code())) {
            addAsIs(violation.withSeverity(severities.severity(violation.code())));
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
            mappedErrorCount++;
        }
        if (keepMessages && mayKeep(violation.severity())) {
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
        boolean keep = room() || severity == Severity.ERROR && keptErrorCount == 0;
        if (keep && severity == Severity.ERROR) {
            keptErrorCount++;
        }
        return keep;
    }

    private boolean room() {
        if (violations.size() < LIMIT) {
            return true;
        }
        if (violations.size() == LIMIT) {
            Violation last = violations.get(LIMIT - 1);
            keep(new Violation(IriCode.VIOLATION_LIMIT_REACHED, Severity.WARNING,
                    last.component(), last.start(), input.length(),
                    "more than " + LIMIT + " violations; the rest are not listed"));
        }
        return false;
    }

    /**
     * Whether an error of the grammar was reported: what {@code parse} rejects.
     *
     * @return true after the first such error
     */
    public boolean hasErrors() {
        return errorCount > 0;
    }

    /**
     * Whether a violation with the severity {@link Severity#ERROR} was collected, after the
     * severity map: what makes a check invalid.
     *
     * @return true after the first such violation
     */
    public boolean isInvalid() {
        return mappedErrorCount > 0;
    }

    /**
     * The kept violations ordered by position (errors before warnings at the same place).
     *
     * @return a new list
     */
    public List<Violation> sorted() {
        if (violations.size() <= 1) {
            return violations.isEmpty() ? List.of() : List.of(violations.get(0));
        }
        List<Violation> out = new ArrayList<>(violations);
        out.sort(BY_POSITION);
        return List.copyOf(out);
    }
}
