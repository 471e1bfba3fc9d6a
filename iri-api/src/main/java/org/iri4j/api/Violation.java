package org.iri4j.api;

import java.io.Serializable;
import java.util.Objects;

/**
 * One way in which a string departs from a rule or a recommendation of RFC 3986 / RFC 3987
 * (or of a scheme's specification, for a plugin's findings): a stable {@link ViolationCode},
 * a {@link Severity}, the {@link Component} it lies in, the
 * range of UTF-16 indexes {@code [start, end)} of the input it concerns, and a message for
 * people. Serializable: see {@link #writeReplace()} for codes that are not.
 *
 * <p>Messages name what was found, where, and what the rule expects, for example
 * {@code invalid character U+0020 SPACE at index 17 in path; expected ipchar or "/"
 * (ipath-abempty, RFC 3987 §2.2)}. Programs should match on {@link #code()}, never on the
 * message.
 *
 * @serial exclude
 * @since 0.1.0
 * @param code      what kind of violation this is
 * @param severity  how serious it is
 * @param component where it lies
 * @param start     the first index it concerns (UTF-16 index into the input)
 * @param end       one past the last index it concerns; {@code end >= start}
 * @param message   the explanation for people
 */
public record Violation(ViolationCode code, Severity severity, Component component, int start, int end, String message)
        implements Serializable {

    /**
     * Checks the invariants.
     *
     * @param code      what kind of violation this is
     * @param severity  how serious it is
     * @param component where it lies
     * @param start     the first index it concerns
     * @param end       one past the last index it concerns
     * @param message   the explanation for people
     * @throws NullPointerException     if a reference is null
     * @throws IllegalArgumentException if the range is negative or reversed
     */
    public Violation {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(message, "message");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
        }
    }

    /**
     * A violation with the severity its code's specification gives it, as a plugin reports
     * one; the environment's {@link SeverityMap} then decides the severity a check shows.
     *
     * @param code      what kind of violation this is
     * @param component where it lies
     * @param start     the first index it concerns
     * @param end       one past the last index it concerns
     * @param message   the explanation for people
     * @return the violation
     */
    public static Violation of(ViolationCode code, Component component, int start, int end, String message) {
        return new Violation(code, Objects.requireNonNull(code, "code").severity(), component, start, end, message);
    }

    /**
     * This violation with another severity.
     *
     * @param newSeverity the severity
     * @return this violation if it already has it, else a copy with it
     */
    public Violation withSeverity(Severity newSeverity) {
        return newSeverity == severity ? this : new Violation(code, newSeverity, component, start, end, message);
    }

    /**
     * Serialization: a code that is not serializable itself is sent as a copy of its id,
     * severity and reference (the core's codes and plugins' enums are sent as themselves).
     *
     * @return this violation, or a copy with a serializable code
     */
    private Object writeReplace() {
        return code instanceof Serializable
                ? this
                : new Violation(CodeSnapshot.of(code), severity, component, start, end, message);
    }

    /**
     * The violation for people and logs: the code by its {@linkplain ViolationCode#id() id}
     * (with the namespace of a plugin's code), the severity, the component, the range and the
     * message, e.g. {@code geo.LATITUDE_OUT_OF_RANGE ERROR in path [4, 6): latitude 91 ...}.
     * Programs should read the accessors instead.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return code.id() + " " + severity + " in " + component.label() + " [" + start + ", " + end + "): " + message;
    }

    /**
     * Whether this violation makes the input invalid.
     *
     * @return true if the severity is {@link Severity#ERROR}
     */
    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
