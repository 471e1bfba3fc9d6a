package org.iri4j.template;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One file of uritemplate-test (src/test/resources/uritemplate-test, SOURCE.md), read with the
 * module's own {@link JsonReader}: groups of test cases, each group with its variables, each
 * case a template and what it expands to ({@code false} when it is an error).
 */
final class SuiteFile {

    /** The four files, in the order the suite's README lists them. */
    static final List<String> FILES = List.of(
            "spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json");

    /**
     * One group of a file.
     *
     * @param name      the group's name (the member name in the file)
     * @param level     the RFC 6570 §1.2 level the group says it needs, 0 if it says none
     * @param variables the group's variables, as the JSON reader gives them
     * @param cases     its cases
     */
    record Group(String name, int level, Map<String, Object> variables, List<Case> cases) {}

    /**
     * One case.
     *
     * @param file     the file's name
     * @param group    the group's name
     * @param template the template
     * @param expected a String, a List of the strings any of which is right, or {@code false}
     */
    record Case(String file, String group, String template, Object expected) {
        String name() {
            return file + " › " + group + " › " + template;
        }
    }

    private SuiteFile() {}

    /** The groups of one of the {@link #FILES}, in the file's order. */
    static List<Group> read(String file) {
        Map<String, Object> root = asObject(JsonReader.read(text(file)));
        List<Group> groups = new ArrayList<>();
        for (Map.Entry<String, Object> member : root.entrySet()) {
            Map<String, Object> group = asObject(member.getValue());
            int level = group.containsKey("level") ? ((BigDecimal) group.get("level")).intValueExact() : 0;
            List<Case> cases = new ArrayList<>();
            for (Object testCase : (List<?>) group.get("testcases")) {
                List<?> pair = (List<?>) testCase;
                cases.add(new Case(file, member.getKey(), (String) pair.get(0), pair.get(1)));
            }
            groups.add(new Group(member.getKey(), level, asObject(group.get("variables")), List.copyOf(cases)));
        }
        return List.copyOf(groups);
    }

    /** The text of one of the {@link #FILES} (UTF-8, as RFC 8259 §8.1 requires). */
    static String text(String file) {
        try (InputStream in = SuiteFile.class.getResourceAsStream("/uritemplate-test/" + file)) {
            if (in == null) {
                throw new IllegalStateException("no test resource uritemplate-test/" + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked") // the reader makes every JSON object a Map<String, Object>
    private static Map<String, Object> asObject(Object json) {
        return (Map<String, Object>) json;
    }
}
