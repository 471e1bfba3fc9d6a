package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.archive.url.AggressiveIAURLCanonicalizer;
import org.archive.url.BasicURLCanonicalizer;
import org.archive.url.HandyURL;
import org.archive.url.URLParser;
import org.archive.url.WaybackURLKeyMaker;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code ia} and the CDX keys against the Internet Archive's own code, webarchive-commons 2.0.1
 * ({@code WaybackURLKeyMaker.makeKey}; {@code URLParser.parse} then
 * {@code AggressiveIAURLCanonicalizer} for the form), on {@value #DEFAULT_LINKS} seeded
 * {@link ArchiveLinks} (more with {@code -Diri4j.ia.links=N}): each link's key and form are the
 * Archive's, or both refuse it, and canonicalizing the form again gives what the Archive's code
 * gives on its own form (so {@code ia} is idempotent exactly where that code is: not on
 * {@code http://example.com/%3F}, whose form {@code http://example.com/?} has an empty query
 * to drop). Every class of difference is listed in
 * {@code ia/differential.json} with the reason, and the listing is exact: a class found and not
 * listed fails, and so does a listed class the links never show. The table of classes is
 * printed.
 */
class IaDifferentialTest {

    private static final int DEFAULT_LINKS = 100_000;
    private static final int LINKS = Integer.getInteger("iri4j.ia.links", DEFAULT_LINKS);

    private static final WaybackURLKeyMaker KEY_MAKER = new WaybackURLKeyMaker();

    /** The Archive's answer, or {@code !} and the exception it throws. */
    private static String archive(ThrowingAnswer answer) {
        try {
            return answer.get();
        } catch (Exception | AssertionError e) { // its code throws unchecked exceptions on bad links
            return "!" + e.getClass().getSimpleName();
        }
    }

    /** iri4j's answer, or {@code !} and the code it refuses with. */
    private static String iri4j(ThrowingAnswer answer) {
        try {
            return answer.get();
        } catch (InvalidInputException refused) {
            return "!" + refused.code();
        } catch (Exception e) {
            return "!!" + e; // only InvalidInputException may escape: listed nowhere, so it fails
        }
    }

    @FunctionalInterface
    private interface ThrowingAnswer {
        String get() throws Exception;
    }

    private static String archiveForm(String link) throws Exception {
        HandyURL url = URLParser.parse(link);
        new AggressiveIAURLCanonicalizer().canonicalize(url);
        return url.getURLString();
    }

    /** The class of a comparison: agree, the refusals where both refuse, else differs. */
    private static String classOf(String what, String archive, String iri4j) {
        if (archive.equals(iri4j)) {
            return what + " agree";
        }
        if (archive.startsWith("!") && iri4j.startsWith("!") && !iri4j.startsWith("!!")) {
            return what + " refused: " + archive.substring(1) + " / " + iri4j.substring(1);
        }
        return what + " differs";
    }

    private static Map<String, String> listedClasses() {
        Map<String, String> reasons = new HashMap<>();
        for (Object item : (List<?>) TestJson.resource("ia/differential.json")) {
            Map<String, Object> row = new HashMap<>();
            TestJson.members(item).forEach(m -> row.put(m.getKey(), m.getValue()));
            assertFalse(((String) row.get("reason")).isBlank(), "every class says why: " + row);
            reasons.put((String) row.get("class"), (String) row.get("reason"));
        }
        return reasons;
    }

    @Test
    @Timeout(600) // a hang guard: the run takes a few seconds
    void keysAndFormsAreTheArchives() {
        ArchiveLinks links = new ArchiveLinks(35);
        Map<String, Integer> counts = new TreeMap<>();
        Map<String, String> examples = new TreeMap<>();
        for (int i = 0; i < LINKS; i++) {
            String link = links.next();
            tally(
                    counts,
                    examples,
                    link,
                    classOf(
                            "key",
                            archive(() -> KEY_MAKER.makeKey(link)),
                            iri4j(() -> SurtKeys.cdx().surt(link))));
            String archiveForm = archive(() -> archiveForm(link));
            String form = iri4j(() -> CanonProfile.IA.canonicalize(link));
            tally(counts, examples, link, classOf("form", archiveForm, form));
            if (!archiveForm.startsWith("!") && archiveForm.equals(form)) { // as idempotent as the Archive's code
                tally(
                        counts,
                        examples,
                        link,
                        classOf(
                                "form again",
                                archive(() -> archiveForm(archiveForm)),
                                iri4j(() -> CanonProfile.IA.canonicalize(form))));
            }
        }
        System.out.println("IaDifferentialTest on " + LINKS + " links (a key, a form and the form again): " + counts);
        Map<String, String> listed = listedClasses();
        List<String> unlisted = new ArrayList<>();
        counts.keySet().stream()
                .filter(c -> !c.endsWith(" agree") && !listed.containsKey(c))
                .forEach(c -> unlisted.add(c + ", e.g. " + examples.get(c)));
        assertEquals(List.of(), unlisted, "classes found and not listed in ia/differential.json");
        listed.keySet().forEach(c -> assertTrue(counts.containsKey(c), () -> "listed, never found: " + c));
        assertEquals(
                LINKS,
                counts.get("key agree")
                        + counts.keySet().stream()
                                .filter(c -> c.startsWith("key refused"))
                                .mapToInt(counts::get)
                                .sum());
    }

    private static void tally(Map<String, Integer> counts, Map<String, String> examples, String link, String kind) {
        counts.merge(kind, 1, Integer::sum);
        examples.putIfAbsent(kind, link);
    }

    /**
     * The rows of the Python {@code surt} package's tests listed as its own choices
     * ({@code reference}: {@code webarchive-commons} in {@code ia/divergences.json}) are answered
     * by webarchive-commons as iri4j answers them: there, iri4j follows the Java code.
     */
    @Test
    void wherePythonDiffersWebarchiveCommonsAnswersAsIri4jDoes() {
        int checked = 0;
        for (Object item : (List<?>) TestJson.resource("ia/divergences.json")) {
            Map<String, Object> row = new HashMap<>();
            TestJson.members(item).forEach(m -> row.put(m.getKey(), m.getValue()));
            if (!"webarchive-commons".equals(row.get("reference"))) {
                continue;
            }
            String input = (String) row.get("input");
            String answer = archive(() -> switch ((String) row.get("call")) {
                case "key" -> KEY_MAKER.makeKey(input);
                case "parse" -> URLParser.parse(input).getURLString();
                case "basic" -> {
                    HandyURL url = URLParser.parse(input);
                    new BasicURLCanonicalizer().canonicalize(url);
                    yield url.getURLString();
                }
                case "ipv4" -> new BasicURLCanonicalizer().attemptIPFormats(input);
                default -> throw new IllegalStateException("no reference for " + row);
            });
            assertEquals(row.get("iri4j"), answer, () -> "webarchive-commons on " + row);
            checked++;
        }
        assertEquals(14, checked);
    }

    /**
     * The Archive's code lower-cases in the JVM's default locale ({@code String.toLowerCase()});
     * iri4j in {@link Locale#ROOT}, the same in every JVM: under a Turkish default locale the
     * Archive writes {@code I} as a dotless {@code ı}, iri4j as {@code i}.
     */
    @Test
    void theArchivesCodeLowerCasesInTheDefaultLocale() throws Exception {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr"));
            assertEquals("com,example)/\u0131ndex", KEY_MAKER.makeKey("http://example.com/INDEX"));
            assertEquals("com,example)/index", SurtKeys.cdx().surt("http://example.com/INDEX"));
        } finally {
            Locale.setDefault(before);
        }
    }

    /** The Archive's key maker answers {@code -} for null; iri4j's methods take no null (the JDK's rule). */
    @Test
    void nullIsRefused() throws Exception {
        assertEquals("-", KEY_MAKER.makeKey(null));
        assertThrows(NullPointerException.class, () -> SurtKeys.cdx().surt(null));
    }
}
