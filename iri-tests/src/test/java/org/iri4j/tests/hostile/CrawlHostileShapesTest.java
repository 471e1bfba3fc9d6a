package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CanonStep;
import org.iri4j.canon.CrawlLinks;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.SafeBrowsingKey;
import org.iri4j.canon.SurtKeys;
import org.iri4j.canon.internal.tools.SurtForm;
import org.iri4j.cli.Cli;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SECURITY.md's hostile shapes and the URL Standard's traps through every entry point of
 * iri-canon (each profile, each key form, the host of a link, the Public Suffix List) and the
 * crawl commands' batches. Each gets an answer or an {@link InvalidInputException}, never a hang (the
 * timeout is a guard far above what a run takes), a crash or a lost batch line.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
class CrawlHostileShapesTest {

    static List<String> shapes() {
        List<String> shapes = new ArrayList<>(WebUrlHostileShapesTest.shapes());
        // shapes the sources' "again until nothing changes" steps would take a pass per few bytes of
        shapes.add("http://h/?" + "cfid=1&cftoken=1&".repeat(50_000));
        shapes.add("http://h/a.aspx" + ";jsessionid=0123456789abcdef0123456789abcdef".repeat(20_000));
        shapes.add("http://h/%25" + "25".repeat(200_000) + "41?%25" + "25".repeat(200_000) + "41");
        shapes.add("http://h/?" + "a=b=&".repeat(100_000) + "#" + "%2525".repeat(50_000));
        return shapes;
    }

    private static String answer(Supplier<String> operation) {
        try {
            return operation.get();
        } catch (InvalidInputException refused) {
            assertNotNull(refused.code());
            return null;
        }
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void everyEntryPointAnswers(String input) {
        for (CanonProfile profile : CanonProfile.profiles()) {
            String canonical = answer(() -> profile.canonicalize(input));
            if (canonical != null) {
                // ia: as idempotent as the Archive's code, no more (IaDifferentialTest); its second
                // pass still answers, a form or a code, never another exception
                String again = answer(() -> profile.canonicalize(canonical));
                if (!profile.steps().contains(CanonStep.CANONICALIZE_AS_IA)) {
                    assertEquals(canonical, again, () -> profile + " is idempotent");
                }
                for (SurtForm form : SurtForm.values()) {
                    assertNotNull(form.key(canonical, form.defaultKeys()));
                }
                assertNotNull(SurtKeys.ancestryOfCanonical(canonical));
            }
        }
        String key = answer(() -> SafeBrowsingKey.of(input).text());
        if (key != null) {
            assertEquals(key, SafeBrowsingKey.of(key).text(), "safe-browsing is idempotent");
        }
        for (SurtForm form : SurtForm.values()) {
            answer(() -> form.of(input));
        }
        String host = answer(() -> CrawlLinks.host(input));
        PublicSuffixList list = PublicSuffixList.snapshot();
        for (String h : host == null ? List.of(input) : List.of(input, host)) {
            assertNotNull(list.registrableDomain(h));
            assertNotNull(list.publicSuffix(h));
            list.sameSite(h, input);
        }
    }

    /** Every shape as a line of each crawl command's batch on two threads: one answer per line. */
    @ParameterizedTest
    @ValueSource(strings = {"canonicalize", "surt", "domain"})
    void theBatchAnswersEveryLine(String command) {
        StringBuilder in = new StringBuilder();
        for (String shape : shapes()) {
            in.append(shape).append('\n');
        }
        int lines = (int) in.toString().lines().count();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Cli.run(
                new String[] {command, "--batch", "--threads", "2"},
                new ByteArrayInputStream(in.toString().getBytes(StandardCharsets.UTF_8)),
                out,
                new ByteArrayOutputStream());
        assertEquals(lines, out.toString(StandardCharsets.UTF_8).lines().count(), "one answer per line");
        assertEquals(0, status);
    }
}
