package org.iri4j.core.internal.value;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.codec.LenientPreprocessor;

/**
 * Parsing with a leniency (draft-ietf-iri-3987bis §7): the input preprocessed into an IRI
 * reference, then parsed strictly. An error found in the preprocessed string is reported at
 * the index of the caller's input it came from, with a note that names the preprocessing.
 */
public final class LenientParsing {

    private LenientParsing() {}

    /**
     * Preprocesses and parses.
     *
     * @param input    the string
     * @param leniency the leniency
     * @return the IRI reference
     * @throws InvalidInputException at the first error, its indices into {@code input}
     */
    public static IriValue parse(CharSequence input, Leniency leniency) {
        String prepared = LenientPreprocessor.apply(input, leniency);
        try {
            return IriValue.parse(prepared, IriRule.IRI_REFERENCE);
        } catch (InvalidInputException e) {
            if (prepared.contentEquals(input)) {
                throw e;
            }
            throw inInput(e, input.toString(), prepared, LenientPreprocessor.origins(input, leniency), leniency);
        }
    }

    private static InvalidInputException inInput(
            InvalidInputException e, String input, String prepared, int[] origins, Leniency leniency) {
        List<Violation> moved = new ArrayList<>();
        for (Violation v : e.violations()) {
            int start = origins[Math.min(v.start(), prepared.length())];
            int end = Math.max(
                    start, v.end() == v.start() ? start : origins[Math.min(v.end() - 1, prepared.length())] + 1);
            MessageSource message =
                    () -> v.message().replace(" at index " + v.start() + " ", " at index " + start + " ")
                            + " (in " + MessageText.quote(prepared, 0, prepared.length()) + ", the input after "
                            + (leniency == Leniency.WEB_ADDRESS_3987BIS ? "Web-address" : "LEIRI")
                            + " preprocessing, draft-ietf-iri-3987bis §7)";
            moved.add(Violation.of(v.code(), v.component(), start, Math.min(end, input.length()), message)
                    .withSeverity(v.severity()));
        }
        return new InvalidInputException(input, moved);
    }
}
