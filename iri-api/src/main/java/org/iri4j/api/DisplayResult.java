package org.iri4j.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The form of an IRI reference to show people (RFC 3987 §4.1, §4.2, §8), with the reasons
 * its host is not shown as the IRI writes it: iri-core's {@code IriEnvironment.displayResult}.
 *
 * <table>
 *   <caption>Examples, with and without a host mapper that checks spoofing (UTS #39)</caption>
 *   <tr><th>IRI</th><th>mapper</th><th>{@link #text()}</th><th>{@link #violations()}</th></tr>
 *   <tr><td>{@code http://bücher.example/}</td><td>{@code iri-idna}</td>
 *       <td>{@code http://bücher.example/}</td><td>none</td></tr>
 *   <tr><td>{@code http://pаypal.com/} (Cyrillic а)</td><td>{@code iri-idna}</td>
 *       <td>{@code http://xn--pypal-4ve.com/}</td><td>the mapper's UTS #39 warnings</td></tr>
 *   <tr><td>{@code http://bücher.example/}</td><td>{@code java.net.IDN}</td>
 *       <td>{@code http://xn--bcher-kva.example/}</td>
 *       <td>{@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}</td></tr>
 *   <tr><td>{@code foo://bücher.example/} (no DNS name)</td><td>{@code java.net.IDN}</td>
 *       <td>{@code foo://b%C3%BCcher.example/}</td>
 *       <td>{@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}</td></tr>
 * </table>
 *
 * <p>The violations are warnings with indexes into the IRI's string, sorted by position:
 * {@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE} for a label shown in URI notation (ACE in a DNS
 * name, percent-encoded in any other host) because nothing could check it,
 * {@link IriCode#BIDI_MIXED_DIRECTIONS} or {@link IriCode#BIDI_COMPONENT_BOUNDARY} for a host
 * label shown in URI notation because it breaks a rule of RFC 3987 §4.2, and what the
 * host mapper's own checks find in the host (its {@code inspect}). The text is not an IRI to
 * parse again. Immutable and serializable.
 *
 * @since 0.1.0
 */
public final class DisplayResult implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The display form. */
    private final String text;
    /** Why the display differs, sorted by position. */
    // An immutable List.copyOf list, which is serializable (javac sees only the interface).
    @SuppressWarnings("serial")
    private final List<Violation> violations;

    private DisplayResult(String text, List<Violation> violations) {
        this.text = text;
        this.violations = violations;
    }

    /**
     * Creates a result.
     *
     * @param text       the display form
     * @param violations why the display differs from the IRI, in any order
     * @return the result, its violations sorted by position
     * @throws NullPointerException if {@code text} or {@code violations} is null, or a violation in it
     */
    public static DisplayResult of(String text, List<Violation> violations) {
        Objects.requireNonNull(text, "text");
        if (Objects.requireNonNull(violations, "violations").isEmpty()) {
            return new DisplayResult(text, List.of()); // the usual case: nothing to sort or copy
        }
        List<Violation> sorted = new ArrayList<>(violations);
        sorted.sort(Comparator.comparingInt(Violation::start).thenComparingInt(Violation::end));
        return new DisplayResult(text, List.copyOf(sorted));
    }

    /**
     * The form to show people.
     *
     * @return the display form (not an IRI)
     */
    public String text() {
        return text;
    }

    /**
     * Why the display differs from the IRI where a reader should know it, as warnings.
     *
     * @return an immutable list sorted by position; empty when there is nothing to say
     */
    public List<Violation> violations() {
        return violations;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof DisplayResult)) {
            return false;
        }
        DisplayResult that = (DisplayResult) other;
        return text.equals(that.text) && violations.equals(that.violations);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, violations);
    }

    @Override
    public String toString() {
        return text + " " + violations;
    }
}
