package org.iri4j.canon;

import java.util.List;
import org.iri4j.canon.internal.step.Step;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;
import org.iri4j.web.WebUrl;

/**
 * Runs a profile's steps on a URL Standard serialization (§4.5), doing only the work that can
 * change it. Most links a crawler meets are canonical already: each step's check tells so from
 * the text, and the href is its own canonical form. Otherwise the text is split once and the
 * first step that may change it runs; a later step runs too unless its check, on the text as
 * read, says no and the parts it reads ({@link Step#reads()}) are still as read. Each step runs
 * as the profile has it ({@link CanonStep#step(TrackingParameters)}: its own tracking list).
 */
final class StepRunner {

    private StepRunner() {}

    /**
     * A profile's canonical form of a URL, with the spans of the URL Standard's serialization
     * (§4.5) when no step changed it.
     *
     * @param steps    the profile's steps, in order
     * @param tracking the profile's tracking list
     * @param url      the URL
     * @return the canonical form
     */
    static Spanned run(List<CanonStep> steps, TrackingParameters tracking, WebUrl url) {
        String href = url.href();
        UrlSpan span = UrlSpan.of(href, url.components());
        int first = steps.isEmpty() ? -1 : firstChange(steps, tracking, href, span);
        String text = first < 0 ? href : runFrom(steps, tracking, first, href, span);
        return new Spanned(text, text == href ? span : null);
    }

    /**
     * The first step that may change a serialization.
     *
     * @param steps    the steps, in order
     * @param tracking the profile's tracking list
     * @param href     the serialization
     * @param span     its spans
     * @return the step's index, or -1 if the serialization is its own canonical form
     */
    private static int firstChange(List<CanonStep> steps, TrackingParameters tracking, String href, UrlSpan span) {
        for (int i = 0; i < steps.size(); i++) { // indexed: no iterator per link
            if (steps.get(i).step(tracking).mayChange(href, span)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The canonical form of a serialization that a step may change.
     *
     * @param steps    the steps, in order
     * @param tracking the profile's tracking list
     * @param first    the index of the first that may change it ({@link #firstChange})
     * @param href     the serialization
     * @param span     its spans
     * @return the text the steps give
     */
    private static String runFrom(
            List<CanonStep> steps, TrackingParameters tracking, int first, String href, UrlSpan span) {
        UrlParts parts = UrlParts.split(href, span);
        steps.get(first).step(tracking).apply(parts);
        for (int i = first + 1; i < steps.size(); i++) {
            Step step = steps.get(i).step(tracking);
            boolean checkHolds = (step.reads() & parts.changedParts()) == 0;
            if (!checkHolds || step.mayChange(href, span)) {
                step.apply(parts);
            }
        }
        return parts.isUnchanged() ? href : parts.toString();
    }
}
