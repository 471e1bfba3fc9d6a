package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.iri4j.api.ViolationCode;
import org.iri4j.web.UrlCode;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.wpt.WptCases;

/**
 * Where iri4j's URL parser and the URL Standard's reference implementation part, sorted into
 * classes, one family per aspect: the URL ({@code url:} one fails and the other does not, or the
 * components that differ), the validation errors ({@code errors:} {@link ErrorLists}), and the
 * valid-URL-string answer ({@code valid:}). One input can disagree in several aspects.
 */
final class Disagreements {

    /**
     * The classes docs/WEB-URLS.md adjudicates, each by the Standard's text. None today: with
     * the reference implementation as the oracle, every disagreement is iri4j's to fix.
     */
    static final Set<String> ADJUDICATED = Set.of();

    /** The URL Standard's "valid URL string" (§4.3) holds for the input; only the reference implementation says so. */
    static final String ONLY_STANDARD_VALID = "valid: only the Standard says the input is a valid URL string";

    /** Only iri4j says the input is a valid URL string (§4.3). */
    static final String ONLY_IRI4J_VALID = "valid: only iri4j says the input is a valid URL string";

    /** An example's next line, indented under its "e.g.". */
    private static final String NEXT = System.lineSeparator() + " ".repeat(17);

    private final Tally url = new Tally();
    private final Tally errors = new Tally();
    private final Tally validity = new Tally();
    private final Map<String, Long> skipped = new TreeMap<>();
    private long inputs;
    private long disagreeing;

    /**
     * Compares one input's readings in every aspect.
     *
     * @param line the input, its base and the reference implementation's reading
     * @param ours iri4j's reading
     * @param oursValid iri4j's valid-URL-string answer
     */
    void compare(JsonLine line, WebUrlResult ours, boolean oursValid) {
        inputs++;
        long before = url.total() + errors.total() + validity.total();
        compareUrl(line, ours);
        compareErrors(line, ours);
        if (line.valid() != oursValid) {
            validity.add(
                    line.valid() ? ONLY_STANDARD_VALID : ONLY_IRI4J_VALID,
                    () -> where(line) + "; the Standard's parser reports " + line.errors(),
                    null);
        }
        if (url.total() + errors.total() + validity.total() > before) {
            disagreeing++;
        }
    }

    private void compareUrl(JsonLine line, WebUrlResult ours) {
        List<String> theirs = line.components();
        if (!ours.isValid()) {
            if (theirs != null) {
                String code = name(ours.errors().get(0).code());
                url.add("url: only iri4j fails, with " + code, () -> where(line) + " -> Standard " + line.href(), null);
            }
            return;
        }
        WebUrl parsed = ours.orElseThrow();
        if (theirs == null) {
            url.add(
                    "url: only iri4j parses; the Standard fails with " + standardFailure(line),
                    () -> where(line) + " -> iri4j " + parsed.href() + "; the Standard reports " + line.errors(),
                    null);
            return;
        }
        List<String> differing = new ArrayList<>();
        StringBuilder detail = new StringBuilder();
        for (int i = 1; i < JsonLine.COMPONENTS.size(); i++) {
            String name = JsonLine.COMPONENTS.get(i);
            Function<WebUrl, String> getter = WptCases.GETTERS.get(name);
            String mine = getter.apply(parsed);
            if (!mine.equals(theirs.get(i))) {
                differing.add(name);
                detail.append("; ").append(name).append(": iri4j ").append(Literal.of(mine));
                detail.append(", Standard ").append(Literal.of(theirs.get(i)));
            }
        }
        if (!differing.isEmpty()) {
            String kind = "url: " + String.join(", ", differing) + (differing.size() == 1 ? " differs" : " differ");
            url.add(kind, () -> where(line) + detail, null);
        } else if (!parsed.href().equals(line.href())) {
            url.add(
                    "url: href differs, the components agree",
                    () -> where(line) + " -> iri4j " + Literal.of(parsed.href()) + ", Standard "
                            + Literal.of(line.href()),
                    null);
        }
    }

    private void compareErrors(JsonLine line, WebUrlResult ours) {
        List<String> mine = ErrorLists.standardNames(ours, skipped);
        String kind = ErrorLists.classify(line.errors(), mine, ErrorLists.Failure.of(ours));
        if (kind != null) {
            String first = ErrorLists.firstDifference(line.errors(), mine);
            errors.add(
                    kind,
                    () -> where(line) + NEXT + "Standard " + line.errors() + NEXT + "iri4j    " + mine + NEXT
                            + "first difference " + first,
                    first);
        }
    }

    private static String standardFailure(JsonLine line) {
        List<String> names = line.errors();
        return names.isEmpty() ? "(no error named)" : names.get(names.size() - 1);
    }

    private static String name(ViolationCode code) {
        return code instanceof UrlCode url ? url.title() : code.id();
    }

    private static String where(JsonLine line) {
        return Literal.of(line.input()) + (line.base() == null ? "" : " against " + line.base());
    }

    /**
     * @return every class met, in every aspect
     */
    Set<String> classes() {
        Set<String> all = new TreeSet<>(url.counts().keySet());
        all.addAll(errors.counts().keySet());
        all.addAll(validity.counts().keySet());
        return all;
    }

    /**
     * @return the inputs that disagree in one aspect or more
     */
    long disagreeing() {
        return disagreeing;
    }

    /**
     * The summary the test prints: per aspect, the classes with counts, first differences and
     * examples; then iri4j's own codes that were left out of the error lists.
     *
     * @return the text
     */
    String summary() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%d inputs, %d disagree in one aspect or more%n", inputs, disagreeing));
        section(out, "URL (failure or success, href, components)", url);
        section(out, "validation errors (names, order, repeats)", errors);
        section(out, "valid URL string", validity);
        out.append("iri4j's own codes left out of the error lists: ")
                .append(skipped.isEmpty() ? "none" : skipped.toString())
                .append(System.lineSeparator());
        return out.toString();
    }

    private void section(StringBuilder out, String title, Tally tally) {
        out.append(String.format(
                "%s: %d disagreements in %d classes%n",
                title, tally.total(), tally.counts().size()));
        tally.print(out);
    }
}
