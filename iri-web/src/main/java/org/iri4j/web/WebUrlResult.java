package org.iri4j.web;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;

/**
 * What {@link WebUrl#read(String, WebUrl)} found: the URL, or the failure, and every validation
 * error the parser reported on the way (URL Standard §1.1 "validation error", §4.4). A URL can
 * be returned with validation errors: most of them do not make the parser fail.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>input</th><th>{@code url()}</th><th>{@code violations()}</th></tr>
 *   <tr><td>{@code https://example.org/}</td><td>the URL</td><td>none</td></tr>
 *   <tr><td>{@code https:\\example.org\a b}</td><td>{@code https://example.org/a%20b}</td>
 *       <td>{@code invalid-reverse-solidus}, {@code invalid-URL-unit}, ...</td></tr>
 *   <tr><td>{@code https://exa mple.org}</td><td>empty</td><td>{@code domain-invalid-code-point}</td></tr>
 * </table>
 *
 * @since 0.1.0
 */
public final class WebUrlResult {

    private final WebUrl url;
    private final List<Violation> violations;
    private final InvalidInputException failure;

    WebUrlResult(WebUrl url, List<Violation> violations, InvalidInputException failure) {
        this.url = url;
        this.violations = List.copyOf(violations);
        this.failure = failure;
    }

    /**
     * Whether the parser returned a URL.
     *
     * @return true unless it returned failure
     */
    public boolean isSuccess() {
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
     * The error that made the parser return failure: its code, index and message.
     *
     * @return the failure, or empty when there is a URL
     */
    public Optional<Violation> failure() {
        return failure == null ? Optional.empty() : Optional.of(failure.violation());
    }

    /**
     * Every validation error: the failure first, if any, then the others in input order.
     *
     * @return an immutable list; errors that did not fail the parse have severity WARNING
     */
    public List<Violation> violations() {
        return violations;
    }

    /**
     * The URL, or the exception {@link WebUrl#parse(String, WebUrl)} would have thrown.
     *
     * @return the URL
     * @throws InvalidInputException if the parser returned failure
     */
    public WebUrl orElseThrow() {
        if (url == null) {
            throw failure;
        }
        return url;
    }

    @Override
    public String toString() {
        return (url != null ? url.href() : "failure " + failure.violation()) + " " + violations;
    }
}
