package org.iri4j.web;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;

/**
 * What {@link WebUrl#read(CharSequence, WebUrl)} found: the URL, or the failure, and every
 * validation error the parser reported on the way (URL Standard §1.1 "validation error", §4.4).
 * The one result shape of iri4j, as {@code CheckResult}'s: {@link #isValid()},
 * {@link #violations()}, {@link #errors()}, {@link #warnings()}, the value as an
 * {@code Optional} ({@link #url()}) and {@link #orElseThrow()}. The parser's failure is the one
 * error; the validation errors it reports and goes on after are warnings, so a URL can be
 * returned with warnings, and most validation errors are of that kind.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>input</th><th>{@code url()}</th><th>{@code violations()}</th></tr>
 *   <tr><td>{@code https://example.org/}</td><td>the URL</td><td>none</td></tr>
 *   <tr><td>{@code https:\\example.org\a b}</td><td>{@code https://example.org/a%20b}</td>
 *       <td>warnings {@code special-scheme-missing-following-solidus} (three times),
 *       {@code invalid-reverse-solidus}, {@code invalid-URL-unit}</td></tr>
 *   <tr><td>{@code https://exa mple.org}</td><td>empty</td><td>the error {@code domain-to-ASCII}</td></tr>
 * </table>
 *
 * <p>Serializable: the URL as its serialization, the violations as themselves; an exception a
 * plugin threw (the cause of {@link #orElseThrow()}'s exception) is not kept.
 *
 * @since 0.1.0
 */
public final class WebUrlResult implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The text that was read, as the exception of a failure names it. */
    private final String input;
    /** The URL, or null when the parser returned failure; serialized by its own form. */
    private final WebUrl url;
    /** In the Standard's order, the failure, if any, last. */
    // An immutable List.copyOf list, which is serializable (javac sees only the interface).
    @SuppressWarnings("serial")
    private final List<Violation> violations;
    /** What a plugin threw when its failure ended the parse, or null; not serialized. */
    private final transient RuntimeException cause;

    WebUrlResult(String input, WebUrl url, List<Violation> violations, RuntimeException cause) {
        this.input = Objects.requireNonNull(input, "input");
        this.url = url;
        this.violations = List.copyOf(violations);
        this.cause = cause;
    }

    /**
     * Whether the parser returned a URL: there is no error, only warnings if anything.
     *
     * @return true unless the parser returned failure
     */
    public boolean isValid() {
        return url != null;
    }

    /**
     * The URL.
     *
     * @return the URL, or empty when the parser returned failure
     */
    public Optional<WebUrl> url() {
        return Optional.ofNullable(url);
    }

    /**
     * Every validation error, in the order the Standard's parser reports them (§1.1, §4.4): names,
     * order and repeats as its algorithms have them (as its reference implementation's
     * {@code parseURLWithValidationErrors} lists them), a failure's errors up to the failing one,
     * which comes last. iri4j's own codes, such as {@link UrlCode#IDNA_UNAVAILABLE} or the
     * violation limit, stand where they arose.
     *
     * @return an immutable list
     */
    public List<Violation> violations() {
        return violations;
    }

    /**
     * The error that made the parser return failure, with severity {@link Severity#ERROR}.
     *
     * @return an immutable list: the failure, or empty when there is a URL
     */
    public List<Violation> errors() {
        return filter(Severity.ERROR);
    }

    /**
     * The validation errors the parser reported and went on after (§1.1), with severity
     * {@link Severity#WARNING}.
     *
     * @return an immutable list, in the Standard's order
     */
    public List<Violation> warnings() {
        return filter(Severity.WARNING);
    }

    private List<Violation> filter(Severity severity) {
        List<Violation> out = new ArrayList<>(violations.size());
        for (Violation violation : violations) {
            if (violation.severity() == severity) {
                out.add(violation);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The URL, or the exception {@link WebUrl#parse(CharSequence, WebUrl)} would have thrown.
     *
     * @return the URL
     * @throws InvalidInputException if the parser returned failure: its code, index and message
     */
    public WebUrl orElseThrow() {
        if (url == null) {
            throw new InvalidInputException(input, errors(), cause);
        }
        return url;
    }

    /**
     * Reads the fields, refusing a stream whose URL and violations disagree (a URL with the
     * failure, or neither), which no reading gives.
     *
     * @param in the stream
     * @throws IOException            if the stream cannot be read, or disagrees
     * @throws ClassNotFoundException if a class of it is not found
     */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        boolean failed =
                violations != null && !violations.isEmpty() && violations.get(0).isError();
        if (input == null || violations == null || failed == (url != null)) {
            throw new InvalidObjectException(
                    "a result holds its input, and a URL exactly when its first violation is no error");
        }
    }

    @Override // equal when the same text gave the same URL (or none) and the same violations
    public boolean equals(Object o) {
        return o == this
                || o instanceof WebUrlResult other
                        && input.equals(other.input)
                        && Objects.equals(url, other.url)
                        && violations.equals(other.violations);
    }

    @Override
    public int hashCode() {
        return Objects.hash(input, url, violations);
    }

    @Override
    public String toString() {
        return (url != null ? "valid " + url.href() : "invalid") + " " + violations;
    }
}
