package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.InvalidInputException;
import org.iri4j.cli.Cli;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.UrlSearchParams;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SECURITY.md's hostile shapes, and the URL Standard's own traps, through every entry point of
 * iri-web: the parser with and without a base, every setter, search parameters, the bridge to
 * IRIs, and {@code iri url --batch}. Each gets a result or a clear error ({@link
 * InvalidInputException}), never a hang (the timeout is a guard far above what a run takes), a crash
 * or a lost batch line.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
class WebUrlHostileShapesTest {

    private static final WebUrl BASE = WebUrl.parse("http://example.com/a/b?c#d");

    static List<String> shapes() {
        int n = 100_000;
        List<String> shapes = new ArrayList<>(HostileInputTest.shapes());
        shapes.addAll(List.of(
                "http://" + "0x".repeat(n),
                "http://" + "0".repeat(n) + ".1/",
                "http://" + "1.".repeat(n),
                "http://0x" + "f".repeat(n) + "/",
                "http://a/" + "%2e%2e/".repeat(n),
                "http://a/" + "./".repeat(n),
                "file:///" + "C|/".repeat(n),
                "file:" + "\\".repeat(n),
                "sc:" + " ".repeat(n) + "?",
                "http://a/?" + "a=b&".repeat(n),
                "http://" + "a.".repeat(n / 2) + "xn--a",
                "http://" + "ü.".repeat(n / 2),
                "http://" + "\u3002".repeat(n),
                "blob:" + "blob:".repeat(n / 5) + "http://a/"));
        return shapes;
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void everyEntryPointAnswers(String input) {
        for (WebUrlResult result : List.of(WebUrl.read(input, null), WebUrl.read(input, BASE))) {
            if (result.isValid()) {
                WebUrl url = result.orElseThrow();
                assertEquals(url, WebUrl.parse(url.href()), "the href parses to the same URL");
                String iri = IriBridge.toIri(url).toString();
                assertEquals(iri, Iris.parse(iri).toString(), "the bridge gives a valid IRI");
            } else {
                assertNotNull(result.errors().get(0).code());
            }
        }
        setters(input);
        assertNotNull(UrlSearchParams.parse(input).toString());
    }

    private static void setters(String value) {
        WebUrl url = BASE;
        for (WebUrl set : List.of(
                url.withProtocol(value),
                url.withUsername(value),
                url.withPassword(value),
                url.withHost(value),
                url.withHostname(value),
                url.withPort(value),
                url.withPathname(value),
                url.withSearch(value),
                url.withHash(value))) {
            assertEquals(set, WebUrl.parse(set.href()));
        }
        try {
            url.withHref(value);
        } catch (InvalidInputException refused) {
            assertNotNull(refused.code());
        }
    }

    /** Every shape as a line of {@code iri url --batch} on two threads: one answer per line. */
    @Test
    void theBatchAnswersEveryLine() {
        StringBuilder in = new StringBuilder();
        for (String shape : shapes()) {
            in.append(shape).append('\n');
        }
        int lines = (int) in.toString().lines().count();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Cli.run(
                new String[] {"url", "--batch", "--threads", "2"},
                new ByteArrayInputStream(in.toString().getBytes(StandardCharsets.UTF_8)),
                out,
                new ByteArrayOutputStream());
        assertEquals(lines, out.toString(StandardCharsets.UTF_8).lines().count(), "one answer per line");
        assertEquals(0, status);
    }
}
