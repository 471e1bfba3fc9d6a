package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every case of {@code urltestdata.json} through the {@code iri url} command, as JSON: in one
 * {@code --batch} on two threads (lines {@code INPUT} or {@code BASE<TAB>INPUT}), except the
 * inputs a line cannot carry (a TAB, CR or LF, or a lone surrogate, which UTF-8 cannot encode),
 * which are given on the command line one by one. Each answer has the expected attributes, or
 * an {@code "error"} member where the case expects failure.
 */
class WptCommandLineTest {

    private record Case(String input, String base, Map<?, ?> expected) {

        boolean fitsOnALine() {
            return fits(input) && (base == null || fits(base));
        }

        private static boolean fits(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\t' || c == '\n' || c == '\r' || Character.isSurrogate(c)) {
                    return false;
                }
            }
            return true;
        }

        String line() {
            return base == null ? input : base + "\t" + input;
        }
    }

    @Test
    void everyCaseThroughTheCommand() {
        List<Case> cases = new ArrayList<>();
        for (Object item : (List<?>) Json.resource("urltestdata.json")) {
            if (item instanceof Map<?, ?> test) {
                cases.add(new Case((String) test.get("input"), (String) test.get("base"), test));
            }
        }
        assertEquals(891, cases.size());
        List<Case> batched = cases.stream().filter(Case::fitsOnALine).toList();
        StringBuilder lines = new StringBuilder();
        batched.forEach(c -> lines.append(c.line()).append('\n'));
        String out = iri(lines.toString(), "--format", "json", "url", "--batch", "--threads", "2");
        List<String> answers = out.lines().toList();
        assertEquals(batched.size(), answers.size(), "one answer per line");
        List<Executable> checks = new ArrayList<>();
        for (int i = 0; i < batched.size(); i++) {
            Case c = batched.get(i);
            String answer = answers.get(i);
            checks.add(() -> check(c, answer));
        }
        for (Case c : cases) {
            if (!c.fitsOnALine()) {
                String answer = c.base == null
                        ? iri("", "--format", "json", "url", c.input)
                        : iri("", "--format", "json", "url", "--base", c.base, c.input);
                checks.add(() -> check(c, answer.strip()));
            }
        }
        assertTrue(batched.size() > 800, "most cases fit on a line");
        assertAll(checks);
    }

    private static void check(Case c, String answer) {
        Map<?, ?> json = (Map<?, ?>) Json.parse(answer);
        String name = WptCases.show(c.input) + " -> " + answer;
        if (Boolean.TRUE.equals(c.expected.get("failure"))) {
            assertTrue(json.containsKey("error"), name);
            return;
        }
        for (String attribute : WptCases.GETTERS.keySet()) {
            Object want = c.expected.get(attribute);
            if (want != null) {
                assertEquals(want, json.get(attribute), attribute + " of " + name);
            }
        }
    }

    private static String iri(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Cli.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err);
        return out.toString(StandardCharsets.UTF_8);
    }
}
