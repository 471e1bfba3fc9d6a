package org.iri4j.web;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.web.internal.host.HostError;
import org.iri4j.web.internal.host.HostReport;

/**
 * Where the parser reports validation errors (URL Standard §1.1): the failure that ends a parse,
 * and, when asked to collect, the errors the parser reports and goes on after. Indexes come in as
 * indexes into the cleaned {@link Input} and go out as indexes into the caller's string.
 *
 * <p>What a reporter keeps depends on its {@link Mode}: {@code tryParse} and {@code canParse}
 * keep nothing, {@code parse} the failure alone. A message is written when it is read
 * ({@link MessageSource}), never when the error is found. At most {@link #LIMIT} errors are kept,
 * then {@link IriCode#VIOLATION_LIMIT_REACHED} once, so that hostile input cannot make the list
 * huge.
 */
final class Reporter implements HostReport {

    /** What a reporter keeps. */
    enum Mode {
        /** Nothing: the caller asks only whether the parse fails. */
        SILENT,
        /** The failure, for the exception a failed parse throws. */
        FAILURE,
        /** The failure and every validation error that does not fail the parse. */
        EVERY
    }

    /** The most violations kept. */
    static final int LIMIT = 1_000;

    private static final int MAX_QUOTED = 40;

    private final Input input;
    private final Mode mode;
    private List<Violation> found;
    private Violation failure;
    private RuntimeException cause;

    Reporter(Input input, Mode mode) {
        this.input = input;
        this.mode = mode;
    }

    /**
     * Whether non-fatal errors are kept: work done only to find them can be skipped otherwise.
     *
     * @return true when collecting
     */
    @Override
    public boolean collecting() {
        return mode == Mode.EVERY;
    }

    /**
     * Reports a non-fatal error about the code point at {@code at}.
     *
     * @param code  the error
     * @param where the component
     * @param at    an index into the cleaned text
     */
    void warn(UrlCode code, Component where, int at) {
        if (collecting() && keep()) {
            Input in = input;
            int to = at + Character.charCount(Character.codePointAt(in.text, at));
            found().add(violation(code, Severity.WARNING, where, at, to, () -> {
                String cp = in.replacedSurrogate(at)
                        ? "unpaired surrogate " + MessageText.hex(in.originalChar(at)) + " (read as U+FFFD)"
                        : MessageText.codePoint(Character.codePointAt(in.text, at));
                return Messages.compose(code, cp, in.original(at), where, null);
            }));
        }
    }

    /**
     * Reports a non-fatal error about {@code [from, to)}.
     *
     * @param code   the error
     * @param where  the component
     * @param from   the first index into the cleaned text
     * @param to     one past the last
     * @param detail what more to say, or null
     */
    void warn(UrlCode code, Component where, int from, int to, String detail) {
        if (collecting() && keep()) {
            Input in = input;
            found().add(violation(code, Severity.WARNING, where, from, to, () -> {
                String text = MessageText.quote(in.text, from, to, MAX_QUOTED);
                return Messages.compose(code, text, in.original(from), where, detail);
            }));
        }
    }

    /**
     * Reports the error that ends the parse; the first one reported wins. The detail is said
     * after the rule: why the rule applies here, or what failed (for example why a URL without a
     * scheme could not be resolved, or which plugin threw).
     *
     * @param code   the error
     * @param where  the component
     * @param from   the first index into the cleaned text
     * @param to     one past the last
     * @param detail what more to say after the rule, or null
     * @return false, for the caller to return
     */
    boolean fail(ViolationCode code, Component where, int from, int to, String detail) {
        if (failure == null && mode != Mode.SILENT) {
            Input in = input;
            failure = violation(
                    code,
                    Severity.ERROR,
                    where,
                    from,
                    to,
                    () -> Messages.compose(code, found(in, from, to), in.original(from), where, detail));
        }
        return false;
    }

    /**
     * What a failure is about: the code point when it is one, named (U+001B ESCAPE); else the
     * text quoted with its controls named; an empty range names what follows it (the rest of the
     * input), not an empty quote.
     */
    private static String found(Input in, int from, int to) {
        if (from == to && from >= in.end) {
            return "the end of the input";
        }
        int last = to > from ? to : in.end;
        if (last == from + Character.charCount(in.text.codePointAt(from))) {
            return MessageText.codePoint(in.text.codePointAt(from));
        }
        return MessageText.quote(in.text, from, last, MAX_QUOTED);
    }

    /**
     * Reports the error that ends the parse about one code point: named, and, when the text it
     * came from is more than itself (a percent-encoding, or a whole domain that domain to ASCII
     * mapped to it), that text quoted.
     *
     * @param code  the error
     * @param where the component
     * @param cp    the code point
     * @param from  the first index into the cleaned text of what it came from
     * @param to    one past the last
     * @return false, for the caller to return
     */
    boolean failCodePoint(ViolationCode code, Component where, int cp, int from, int to) {
        if (failure == null && mode != Mode.SILENT) {
            Input in = input;
            failure = violation(code, Severity.ERROR, where, from, to, () -> {
                String found = MessageText.codePoint(cp);
                if (to - from != Character.charCount(cp) || in.text.codePointAt(from) != cp) {
                    found += " (from " + MessageText.quote(in.text, from, to, MAX_QUOTED) + ")";
                }
                return Messages.compose(code, found, in.original(from), where, null);
            });
        }
        return false;
    }

    /**
     * Reports an error about the original string itself (its preprocessing), already indexed.
     *
     * @param code  the error
     * @param where the component
     * @param from  the first original index
     * @param to    one past the last
     * @param found what was found
     */
    void warnOriginal(UrlCode code, Component where, int from, int to, String found) {
        if (collecting() && keep()) {
            MessageSource message = () -> Messages.compose(code, found, from, where, null);
            found().add(Violation.of(code, where, from, to, message).withSeverity(Severity.WARNING));
        }
    }

    private boolean keep() {
        List<Violation> list = found();
        if (list.size() < LIMIT) {
            return true;
        }
        if (list.size() == LIMIT) {
            Violation last = list.get(LIMIT - 1);
            list.add(Violation.of(
                            IriCode.VIOLATION_LIMIT_REACHED,
                            last.component(),
                            last.start(),
                            last.end(),
                            "more than " + LIMIT + " validation errors; the others are not listed")
                    .withSeverity(Severity.WARNING));
        }
        return false;
    }

    private List<Violation> found() {
        if (found == null) {
            found = new ArrayList<>();
        }
        return found;
    }

    /**
     * The one way a violation is made: its indexes into the caller's string, one past the last
     * unit of the range (so that a tab removed just after it is not part of it), and the
     * severity it has here, which is not its code's for an error that fails only sometimes.
     */
    private Violation violation(
            ViolationCode code, Severity severity, Component where, int from, int to, MessageSource message) {
        int end = to > from ? input.original(to - 1) + 1 : input.original(from);
        return Violation.of(code, where, input.original(from), end, message).withSeverity(severity);
    }

    @Override
    public void warn(HostError code, int from, int to) {
        warn(UrlCode.valueOf(code.name()), Component.HOST, from, to, null);
    }

    @Override
    public boolean fail(HostError code, int from, int to) {
        return fail(UrlCode.valueOf(code.name()), Component.HOST, from, to, null);
    }

    @Override
    public boolean failCodePoint(HostError code, int cp, int from, int to) {
        return failCodePoint(UrlCode.valueOf(code.name()), Component.HOST, cp, from, to);
    }

    @Override
    public boolean replacedSurrogate(int at) {
        return input.replacedSurrogate(at);
    }

    @Override
    public boolean failPlugin(String plugin, RuntimeException thrown, int from, int to) {
        if (failure != null || mode == Mode.SILENT) {
            return false;
        }
        cause = thrown;
        return fail(
                IriCode.PLUGIN_FAILED,
                Component.HOST,
                from,
                to,
                "the domain mapper '" + plugin + "' threw " + thrown.getClass().getName());
    }

    /**
     * What a plugin threw, when a plugin's failure ended the parse.
     *
     * @return the exception, or null
     */
    RuntimeException cause() {
        return cause;
    }

    /**
     * The failure, if the parse failed.
     *
     * @return the failing violation, or null
     */
    Violation failure() {
        return failure;
    }

    /**
     * Every violation in the order the Standard reports them: the validation errors as the
     * parser met them, then the failure, if any, last (§1.1, §4.4).
     *
     * @return a new list
     */
    List<Violation> violations() {
        List<Violation> out = new ArrayList<>(found == null ? List.of() : found);
        if (failure != null) {
            out.add(failure);
        }
        return out;
    }
}
