package org.iri4j.api;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;

/**
 * One way in which a string departs from a rule or a recommendation of RFC 3986 / RFC 3987
 * (or of a scheme's specification, for a plugin's findings): a stable {@link ViolationCode},
 * a {@link Severity}, the {@link Component} it lies in, the range of UTF-16 indexes
 * {@code [start, end)} of the input it concerns, and a message for people. Immutable and
 * thread-safe.
 *
 * <p>Messages name what was found, where, and what the rule expects, for example
 * {@code invalid character U+0020 SPACE at index 17 in path; expected ipchar or "/"
 * (ipath-abempty, RFC 3987 §2.2)}. Programs should match on {@link #code()}, never on the
 * message. A message is written when it is first read ({@link MessageSource}), so a check pays
 * for the messages it is asked for only; two violations are equal when they have the same
 * code, severity, component and range, whatever their text.
 *
 * <p>Serializable: the serial form holds the message written out (not its source), and a
 * code that is not serializable itself travels as a copy of its id, severity and reference.
 *
 * @serial exclude
 * @since 0.1.0
 */
public final class Violation implements Serializable {

    private static final long serialVersionUID = 1L;

    // An enum of the core or a plugin, or another code: writeReplace sends the latter as a CodeSnapshot.
    @SuppressWarnings("serial")
    private final ViolationCode code;

    private final Severity severity;
    private final Component component;
    private final int start;
    private final int end;
    /** What writes the message; null when it was given written. */
    private final transient MessageSource source;
    /**
     * The message once written. Not volatile: a String is safely published by its final
     * fields, and two threads that both find it null only write the same text twice.
     */
    private transient String message;

    private Violation(ViolationCode code, Component component, int start, int end, MessageSource source, String text) {
        this.code = Objects.requireNonNull(code, "code");
        this.severity = Objects.requireNonNull(code.severity(), "severity");
        this.component = Objects.requireNonNull(component, "component");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
        }
        this.start = start;
        this.end = end;
        this.source = source;
        this.message = text;
    }

    /** A copy with another severity: the rest was checked when the original was made. */
    private Violation(Violation original, Severity severity) {
        this.code = original.code;
        this.severity = Objects.requireNonNull(severity, "severity");
        this.component = original.component;
        this.start = original.start;
        this.end = original.end;
        this.source = original.source;
        this.message = original.message;
    }

    /**
     * A violation with a written message and the severity its code's specification gives it,
     * as a plugin reports one; the environment's {@link SeverityMap} then decides the severity
     * a check shows.
     *
     * @param code      what kind of violation this is
     * @param component where it lies
     * @param start     the first index it concerns (UTF-16 index into the input)
     * @param end       one past the last index it concerns; {@code end >= start}
     * @param message   the explanation for people
     * @return the violation
     * @throws NullPointerException     if a reference is null
     * @throws IllegalArgumentException if the range is negative or reversed
     */
    public static Violation of(ViolationCode code, Component component, int start, int end, String message) {
        return new Violation(code, component, start, end, null, Objects.requireNonNull(message, "message"));
    }

    /**
     * A violation whose message is written when it is first read, with the severity its
     * code's specification gives it: what a check reports, at the cost of the violation alone.
     *
     * @param code      what kind of violation this is
     * @param component where it lies
     * @param start     the first index it concerns (UTF-16 index into the input)
     * @param end       one past the last index it concerns; {@code end >= start}
     * @param message   what writes the explanation for people, asked at most once or twice
     * @return the violation
     * @throws NullPointerException     if a reference is null
     * @throws IllegalArgumentException if the range is negative or reversed
     */
    public static Violation of(ViolationCode code, Component component, int start, int end, MessageSource message) {
        return new Violation(code, component, start, end, Objects.requireNonNull(message, "message"), null);
    }

    /**
     * This violation with another severity, its message written from the same source.
     *
     * @param newSeverity the severity
     * @return this violation if it already has it, else a copy with it
     */
    public Violation withSeverity(Severity newSeverity) {
        return newSeverity == severity ? this : new Violation(this, newSeverity);
    }

    /**
     * What kind of violation this is.
     *
     * @return the code
     */
    public ViolationCode code() {
        return code;
    }

    /**
     * How serious it is.
     *
     * @return the severity
     */
    public Severity severity() {
        return severity;
    }

    /**
     * Where it lies.
     *
     * @return the component
     */
    public Component component() {
        return component;
    }

    /**
     * The first index it concerns.
     *
     * @return a UTF-16 index into the input
     */
    public int start() {
        return start;
    }

    /**
     * One past the last index it concerns.
     *
     * @return a UTF-16 index into the input, at least {@link #start()}
     */
    public int end() {
        return end;
    }

    /**
     * The explanation for people, written on the first call. A source that fails (throws, or
     * gives null: a plugin's bug) gives a message that names the code and the failure instead
     * of an exception where a message is only read.
     *
     * @return the message
     */
    public String message() {
        String text = message;
        if (text == null) {
            text = written();
            message = text;
        }
        return text;
    }

    private String written() {
        String failure;
        try {
            String text = source.message();
            if (text != null) {
                return text;
            }
            failure = "null";
        } catch (RuntimeException e) {
            failure = e.getClass().getName();
        }
        return code.id() + " at index " + start + " in " + component.label() + " (its message could not be written: "
                + failure + ")";
    }

    /**
     * Whether this violation makes the input invalid.
     *
     * @return true if the severity is {@link Severity#ERROR}
     */
    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * Equal when the code, severity, component and range are: the message says the same in
     * words, and whether it was written yet does not matter.
     *
     * @param other the other object
     * @return true if it is an equal violation
     */
    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Violation)) {
            return false;
        }
        Violation that = (Violation) other;
        return start == that.start
                && end == that.end
                && code.equals(that.code)
                && severity == that.severity
                && component == that.component;
    }

    @Override
    public int hashCode() {
        return Objects.hash(code, severity, component, start, end);
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
        return code.id() + " " + severity + " in " + component.label() + " [" + start + ", " + end + "): " + message();
    }

    /**
     * Serialization writes the message out, and a code that is not serializable itself as a
     * copy of its id, severity and reference (the core's codes and plugins' enums are sent as
     * themselves).
     *
     * @return the serial form
     */
    private Object writeReplace() {
        ViolationCode sent = code instanceof Serializable ? code : CodeSnapshot.of(code);
        return new SerialForm(sent, severity, component, start, end, message());
    }

    /**
     * A violation is read through its serial form only.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a Violation is read through its serial form");
    }

    /** The serial form: the fields, the message written out; read back through the factory's checks. */
    private static final class SerialForm implements Serializable {
        private static final long serialVersionUID = 1L;

        /** An enum of the core or a plugin, or a {@link CodeSnapshot}. */
        @SuppressWarnings("serial") // writeReplace sends only serializable codes
        private final ViolationCode code;

        private final Severity severity;
        private final Component component;
        private final int start;
        private final int end;
        private final String message;

        SerialForm(ViolationCode code, Severity severity, Component component, int start, int end, String message) {
            this.code = code;
            this.severity = severity;
            this.component = component;
            this.start = start;
            this.end = end;
            this.message = message;
        }

        private Object readResolve() throws InvalidObjectException {
            try {
                return Violation.of(code, component, start, end, message).withSeverity(severity);
            } catch (RuntimeException e) {
                throw (InvalidObjectException)
                        new InvalidObjectException("a bad Violation: " + e.getMessage()).initCause(e);
            }
        }
    }
}
