package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.SurtKeys;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * Coverage-guided fuzzing (Jazzer) of crawl canonicalization's entry points. The invariants:
 * only {@link IriSyntaxException} escapes; a canonical form canonicalizes to itself under every
 * profile (the protocol rule's idempotence, RFC 3987 §5.3.4); a URL-Standard-based profile's
 * form is a URL the Standard serializes to itself (§4.4, §4.5); a SURT key of a URL with a host
 * holds that host's reversal. Run in every build over the committed corpus
 * ({@code src/test/resources/org/iri4j/tests/fuzz/CanonFuzzTestInputs/<method>/}); fuzzed for
 * real with {@code -Pfuzz -Dfuzz.target=CanonFuzzTest#canonicalize} (docs/FUZZING.md).
 */
class CanonFuzzTest {

    @FuzzTest
    void canonicalize(byte[] data) {
        String link = FuzzInput.decode(data);
        for (CanonProfile profile : CanonProfile.profiles()) {
            String once;
            try {
                once = profile.canonicalize(link);
            } catch (IriSyntaxException refused) {
                continue;
            }
            assertEquals(once, profile.canonicalize(once), () -> profile + " is idempotent on " + link);
            if (profile != CanonProfile.SAFE_BROWSING) {
                assertEquals(once, WebUrl.parse(once).href(), () -> profile + " gives a URL's href for " + link);
            }
        }
    }

    @FuzzTest
    void surt(byte[] data) {
        String link = FuzzInput.decode(data);
        WebUrlResult read = WebUrl.read(link, null);
        if (!read.isSuccess()) {
            return;
        }
        WebUrl url = read.orElseThrow();
        String key = SurtKeys.standard().surt(url);
        String cdx = SurtKeys.cdx().surt(url);
        SurtKeys.ssurt(url.href());
        SurtKeys.ancestry(url.href());
        if (!url.hostname().isEmpty()) {
            String host = SurtKeys.ssurtHost(url.hostname());
            assertTrue(key.contains(host), () -> key + " holds " + host);
            assertTrue(cdx.length() <= key.length(), () -> cdx + " is no longer than " + key);
        }
    }
}
