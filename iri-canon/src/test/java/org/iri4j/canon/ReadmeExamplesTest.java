package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The results the README's "Crawl canonicalization" section shows. */
class ReadmeExamplesTest {

    @Test
    void theReadmesResults() {
        assertEquals(
                "http://www.example.com/a/c?x=A&y=2#f",
                CanonProfile.SEMANTIC_PRECISE.canonicalize("www.Example.com/a/%7Eb/../c?y=2&x=%2541#f"));
        assertEquals(
                "http://example.com/a?a=1&b=2",
                CanonProfile.AGGRESSIVE.canonicalize(
                        "https://www2.example.com/A/?b=2&a=1&jsessionid=0123456789abcdef"));
        assertEquals("http://host/%25", CanonProfile.SAFE_BROWSING.canonicalize("http://host/%25%32%35"));
        assertEquals("http://(com,example,www,:8080)/a?b", SurtKeys.standard().surt("http://www.example.com:8080/a?b"));
        assertEquals(
                "org,archive)/goo?a&b",
                SurtKeys.cdx().surt(CanonProfile.IA.canonicalize("http://www.archive.org/goo/?b&a")));
    }
}
