package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.function.BiFunction;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * Coverage-guided fuzzing (Jazzer) of the URL Standard's parser, its setters and the bridge to
 * IRIs. The input is a URL's text, then optionally a TAB and a value for every setter. The
 * invariants: reading never throws, and {@code parse} throws only {@link InvalidInputException},
 * exactly where {@code read} fails; serializing and parsing again gives the same URL (URL
 * Standard §4.5, §4.4); every setter (§6.1) gives a URL whose href parses to itself; the bridge
 * always yields a valid IRI (RFC 3987 §2.2) that, read again as a URL, bridges to itself.
 *
 * <p>Run in every build over the committed corpus
 * ({@code src/test/resources/org/iri4j/tests/fuzz/WebUrlFuzzTestInputs/webUrl/}); fuzzed for real
 * with {@code -Pfuzz -Dfuzz.target=WebUrlFuzzTest#webUrl} (docs/FUZZING.md).
 */
class WebUrlFuzzTest {

    private static final List<BiFunction<WebUrl, String, WebUrl>> SETTERS = List.of(
            WebUrl::withProtocol,
            WebUrl::withUsername,
            WebUrl::withPassword,
            WebUrl::withHost,
            WebUrl::withHostname,
            WebUrl::withPort,
            WebUrl::withPathname,
            WebUrl::withSearch,
            WebUrl::withHash);

    @FuzzTest
    void webUrl(byte[] data) {
        String text = FuzzInput.decode(data);
        int tab = text.indexOf('\t');
        String input = tab < 0 ? text : text.substring(0, tab);
        WebUrlResult result = WebUrl.read(input, null);
        assertEquals(result.isValid(), WebUrl.canParse(input), "canParse agrees with read");
        if (!result.isValid()) {
            try {
                WebUrl.parse(input);
                throw new AssertionError("parse accepted what read refused: " + input);
            } catch (InvalidInputException expected) {
                return;
            }
        }
        WebUrl url = result.orElseThrow();
        assertEquals(url, WebUrl.parse(url.href()), "the href parses to the same URL");
        String value = tab < 0 ? input : text.substring(tab + 1);
        assertHrefSetter(url, value);
        for (BiFunction<WebUrl, String, WebUrl> setter : SETTERS) {
            WebUrl set = setter.apply(url, value);
            assertEquals(set, WebUrl.parse(set.href()), () -> "a setter's URL parses to itself: " + set);
        }
        Iri iri = IriBridge.toIri(url);
        assertEquals(iri, Iris.parse(iri.toString()), "the bridge gives a valid IRI");
        assertEquals(iri, IriBridge.toIri(IriBridge.toUrl(iri)), "the IRI, read as a URL, bridges to itself");
    }

    /** The href setter refuses what the parser refuses (§6.1: it throws a TypeError), and else is parse. */
    private static void assertHrefSetter(WebUrl url, String value) {
        WebUrlResult parsed = WebUrl.read(value, null);
        try {
            assertEquals(parsed.orElseThrow(), url.withHref(value), "withHref is parse");
        } catch (InvalidInputException refused) {
            assertTrue(!parsed.isValid(), () -> "withHref refused what parses: " + value);
        }
    }
}
