package org.iri4j.canon;

import java.util.List;

/**
 * Runs a profile's steps on a URL Standard serialization (§4.5), doing only the work that can
 * change it. Most links a crawler meets are canonical already: {@link StepChecks} tells so from
 * the text, and the href is its own canonical form. Otherwise the text is split once and the
 * first step that may change it runs; a later step runs too unless its check, on the text as
 * read, says no and the parts it reads are still as read.
 */
final class StepRunner {

    private StepRunner() {}

    /**
     * The first step that may change a serialization.
     *
     * @param steps the steps, in order
     * @param href  the serialization
     * @param span  its spans
     * @return the step's index, or -1 if the serialization is its own canonical form
     */
    static int firstChange(List<CanonStep> steps, String href, UrlSpan span) {
        for (int i = 0; i < steps.size(); i++) { // indexed: no iterator per link
            if (StepChecks.mayChange(steps.get(i), href, span)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The canonical form of a serialization that a step may change.
     *
     * @param steps the steps, in order
     * @param first the index of the first that may change it ({@link #firstChange})
     * @param href  the serialization
     * @param span  its spans
     * @return the text the steps give
     */
    static String runFrom(List<CanonStep> steps, int first, String href, UrlSpan span) {
        UrlParts parts = UrlParts.split(href, span);
        StepActions.apply(steps.get(first), parts);
        for (int i = first + 1; i < steps.size(); i++) {
            CanonStep step = steps.get(i);
            boolean checkHolds = (StepChecks.reads(step) & parts.changedParts()) == 0;
            if (!checkHolds || StepChecks.mayChange(step, href, span)) {
                StepActions.apply(step, parts);
            }
        }
        return parts.isUnchanged() ? href : parts.toString();
    }
}
