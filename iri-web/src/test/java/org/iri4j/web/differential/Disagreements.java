package org.iri4j.web.differential;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.wpt.WptCases;

/**
 * Where iri4j's URL parser and another implementation part, sorted into classes: one parses and
 * the other fails (by iri4j's failure code when it is iri4j that fails), or both parse and the
 * first of the URL API's attributes that differs.
 */
final class Disagreements {

    /** A relative input against a base with an opaque path: §4.4 "no scheme state" returns failure. */
    static final String OPAQUE_BASE = "only the other parses: a relative input against a base with an opaque path";

    /** An ASCII domain with a label beginning xn--: §3.3 "domain to ASCII" only lowercases it. */
    static final String ACE_LABEL = "only iri4j parses: an ASCII domain with an xn-- label";

    /** {@code ^} in a path: §1.3 "path percent-encode set" holds U+005E. */
    static final String CARET = "only iri4j percent-encodes ^ in a path";

    /** A path with a double-dot segment: §4.4 path state shortens the path, then appends "" at its end. */
    static final String DOUBLE_DOT = "pathname differs where the input has a double-dot segment";

    /** The classes docs/WEB-URLS.md adjudicates, each by the Standard's text. */
    static final Set<String> ADJUDICATED = Set.of(OPAQUE_BASE, ACE_LABEL, CARET, DOUBLE_DOT);

    private static final List<String> ATTRIBUTES =
            List.of("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash");

    private static final int EXAMPLES = 4;

    private final Map<String, Long> counts = new HashMap<>();
    private final Map<String, String> examples = new HashMap<>();
    private long total;

    /**
     * Compares one input's readings.
     *
     * @param input the input
     * @param base the base URL, or null
     * @param ours iri4j's reading
     * @param theirs the other implementation's href, or null for failure
     */
    void compare(String input, WebUrl base, WebUrlResult ours, String theirs) {
        String kind = classify(ours, theirs, base);
        if ("pathname differs".equals(kind) && hasDoubleDot(input)) {
            kind = DOUBLE_DOT;
        }
        if (kind != null) {
            total++;
            counts.merge(kind, 1L, Long::sum);
            String example = WptCases.show(input) + (base == null ? "" : " against " + base) + " -> iri4j "
                    + ours.url().map(WebUrl::href).orElse("failure") + ", other " + theirs;
            examples.merge(kind, example, (a, b) -> a.split("\n").length < EXAMPLES ? a + "\n\t\t" + b : a);
        }
    }

    private static String classify(WebUrlResult ours, String theirs, WebUrl base) {
        if (!ours.isValid()) {
            String code = ours.errors().get(0).code().id();
            if (theirs != null
                    && base != null
                    && base.hasOpaquePath()
                    && code.equals("url.MISSING_SCHEME_NON_RELATIVE_URL")) {
                return OPAQUE_BASE;
            }
            return theirs == null ? null : "only the other parses; iri4j fails with " + code;
        }
        WebUrl url = ours.orElseThrow();
        if (theirs == null) {
            return hasAceLabel(url.hostname()) ? ACE_LABEL : "only iri4j parses";
        }
        if (url.href().equals(theirs)) {
            return null;
        }
        if (url.href().replace("%5E", "^").equals(theirs.replace("%5E", "^"))) {
            return CARET;
        }
        WebUrl other = WebUrl.read(theirs, null).url().orElse(null);
        if (other == null) {
            return "the other's href does not parse";
        }
        for (String attribute : ATTRIBUTES) {
            Function<WebUrl, String> getter = WptCases.GETTERS.get(attribute);
            if (!getter.apply(url).equals(getter.apply(other))) {
                return attribute + " differs";
            }
        }
        return "href differs";
    }

    private static boolean hasDoubleDot(String input) {
        String s = input.toLowerCase(java.util.Locale.ROOT).replace("%2e", ".");
        return s.contains("..");
    }

    private static boolean hasAceLabel(String hostname) {
        for (String label : hostname.split("\\.", -1)) {
            if (label.regionMatches(true, 0, "xn--", 0, 4)) {
                return true;
            }
        }
        return false;
    }

    Map<String, Long> counts() {
        return counts;
    }

    String example(String kind) {
        return examples.get(kind);
    }

    long total() {
        return total;
    }
}
