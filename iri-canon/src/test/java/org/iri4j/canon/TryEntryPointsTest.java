package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.function.Function;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.Test;

/**
 * Each non-throwing entry point of a crawl's hot path ({@code tryRead}, {@code tryHost},
 * {@code tryCanonicalize}, {@code trySurt}, {@code tryOf}) is empty exactly where its throwing
 * form throws {@link InvalidInputException}, and gives the same answer everywhere else, on
 * 20,000 seeded {@link HostileLinks} and the shapes that fail.
 */
class TryEntryPointsTest {

    private static final int LINKS = 20_000;

    @Test
    void theTryFormsAnswerAsTheThrowingFormsDo() {
        HostileLinks links = new HostileLinks(35);
        for (int i = 0; i < LINKS; i++) {
            agree(links.next());
        }
        for (String failing :
                new String[] {"", "http://", "http://a b/", "mailto:a@example.com", "file:///etc", "\\\\"}) {
            agree(failing);
        }
    }

    private static void agree(String link) {
        same(link, l -> CrawlLinks.read(l).href(), l -> CrawlLinks.tryRead(l).map(u -> u.href()));
        same(link, CrawlLinks::host, CrawlLinks::tryHost);
        for (CanonProfile profile : CanonProfile.profiles()) {
            same(link, profile::canonicalize, profile::tryCanonicalize);
        }
        for (SurtKeys keys : new SurtKeys[] {SurtKeys.standard(), SurtKeys.cdx()}) {
            same(link, keys::surt, keys::trySurt);
        }
        same(
                link,
                l -> SafeBrowsingKey.of(l).text(),
                l -> SafeBrowsingKey.tryOf(l).map(SafeBrowsingKey::text));
    }

    private static void same(
            String link, Function<String, String> throwing, Function<String, Optional<String>> trying) {
        Optional<String> expected;
        try {
            expected = Optional.of(throwing.apply(link));
        } catch (InvalidInputException e) {
            expected = Optional.empty();
        }
        assertEquals(expected, trying.apply(link), link);
    }
}
