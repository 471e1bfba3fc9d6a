package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Public Suffix List's own tests ({@code tests/test_psl.txt} of publicsuffix/list, at the
 * commit of the bundled list): {@code checkPublicSuffix(input, expected)} says the registrable
 * domain of {@code input} is {@code expected} (publicsuffix.org/list, "Algorithm"; the URL
 * Standard §3.2 "obtain the registrable domain"). Every line runs.
 */
class PslConformanceTest {

    /** The lines of the copy in the repository; a new copy changes them, on purpose. */
    private static final int ACTIVE_LINES = 78;

    /** Lines the list's maintainers commented out (the TLD {@code local}, which the list does not hold). */
    private static final int COMMENTED_OUT_LINES = 4;

    private static final String CALL = "checkPublicSuffix(";

    /** One line of the file: its number, the input and the expected registrable domain (null: none). */
    record Check(int line, String input, String expected) {}

    static List<Check> checks(boolean commentedOut) throws IOException {
        List<Check> checks = new ArrayList<>();
        try (InputStream in = PslConformanceTest.class.getResourceAsStream("psl/test_psl.txt");
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            int number = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                number++;
                String call = commentedOut ? "//" + CALL : CALL;
                if (line.startsWith(call)) {
                    String arguments = line.substring(call.length(), line.lastIndexOf(");"));
                    int comma = arguments.indexOf(", ");
                    checks.add(new Check(
                            number, argument(arguments.substring(0, comma)), argument(arguments.substring(comma + 2))));
                }
            }
        }
        return checks;
    }

    /** {@code null} or a string in single quotes. */
    private static String argument(String text) {
        return text.equals("null") ? null : text.substring(1, text.length() - 1);
    }

    @Test
    void everyLineOfTheFileIsCounted() throws IOException {
        assertEquals(ACTIVE_LINES, checks(false).size(), "checkPublicSuffix lines in test_psl.txt");
        assertEquals(COMMENTED_OUT_LINES, checks(true).size(), "commented-out lines in test_psl.txt");
    }

    @TestFactory
    Stream<DynamicTest> registrableDomainOfEveryLine() throws IOException {
        PublicSuffixList list = PublicSuffixList.snapshot();
        return checks(false).stream()
                .map(check -> DynamicTest.dynamicTest(
                        "line " + check.line() + ": " + check.input() + " -> " + check.expected(),
                        () -> assertEquals(
                                check.expected(),
                                list.registrableDomain(check.input()).orElse(null),
                                "test_psl.txt line " + check.line())));
    }

    /**
     * The commented-out lines expect {@code local} to be a reserved TLD with no registrable
     * domain below it; the list does not hold it, so the implicit rule {@code *} applies, as in
     * every browser: {@code example.local} is registrable.
     */
    @Test
    void theCommentedOutLinesFollowTheImplicitRule() throws IOException {
        PublicSuffixList list = PublicSuffixList.snapshot();
        for (Check check : checks(true)) {
            String expected = check.input().equals("local") ? null : "example.local";
            assertEquals(expected, list.registrableDomain(check.input()).orElse(null), check.input());
        }
    }
}
