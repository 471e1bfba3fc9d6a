package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.iri4j.canon.internal.url.UrlSpan;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * The spans a canonicalization reads from {@link WebUrl#components()} are those a scan of the
 * serialization finds (URL Standard §4.5): one scan per link, the parser's, and no other
 * reading of the href.
 */
class UrlSpanTest {

    @Test
    void theParsersComponentsAreTheScannedSpans() {
        HostileLinks links = new HostileLinks(33);
        int compared = 0;
        for (int i = 0; i < 20_000; i++) {
            String link = links.next();
            Optional<WebUrl> url = WebUrl.tryParse(link);
            if (url.isPresent()) {
                String href = url.get().href();
                assertEquals(
                        UrlSpan.of(href).toString(),
                        UrlSpan.of(href, url.get().components()).toString(),
                        href);
                compared++;
            }
        }
        assertEquals(true, compared > 10_000, "links the Standard reads: " + compared);
    }

    @Test
    void theShapesOfTheSerializerAreSpannedAlike() {
        for (String link : List.of(
                "https://user:pw@example.org:8080/a?q#f",
                "https://:pw@example.org/",
                "https://user@example.org/",
                "file:///C:/a",
                "file://host/share",
                "web+demo:/.//not-a-host/",
                "mailto:me@example.org?subject=x#top",
                "foo://[::1]:99/p",
                "http://example.org?",
                "http://example.org#",
                "sc:")) {
            WebUrl url = WebUrl.parse(link);
            assertEquals(
                    UrlSpan.of(url.href()).toString(),
                    UrlSpan.of(url.href(), url.components()).toString(),
                    link);
        }
    }
}
