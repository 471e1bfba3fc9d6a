package org.iri4j.template;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Templates and variables generated from RFC 6570 §2's grammar for the property tests: parts
 * of a literal and an expression, each variable named after its place ({@code v0}, {@code v1}
 * ...) so that no two are the same, and its value (or none) fitting its modifier.
 */
final class GeneratedTemplates {

    /** A variable of a generated expression: its modifier as written and its value, null when undefined. */
    record Var(String modifier, TemplateValue value) {}

    /** An expression: its operator as written ("" for none) and its variables. */
    record Expr(String operator, List<Var> vars) {}

    /** A literal and the expression after it. */
    record Part(String literal, Expr expr) {}

    /** A generated template and the values of its variables. */
    record Generated(String template, TemplateVariables variables) {
        @Override
        public String toString() {
            return template + " with " + variables.toJson();
        }
    }

    /**
     * Characters a value or a literal may hold that are worth trying more often than their share
     * of the code space: bidi formatting characters (RFC 3987 §4.1, with U+061C and the isolates
     * of later Unicode versions), private use, noncharacters, a byte order mark, a C1 control, a
     * combining mark, right-to-left letters, tags, the largest code points, and the ASCII
     * characters templates treat specially.
     */
    private static final Integer[] SPECIAL = {
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0xE000, 0xF8FF,
        0xFDD0, 0xFFFE, 0xFFFF, 0xFEFF, 0x00A0, 0x0085, 0x0301, 0x05D0, 0x0627, 0x4E2D, 0x1F600, 0xE0001, 0xF0000,
        0x10FFFD, 0x10FFFF, 0x1FFFE, (int) '%', (int) '/', (int) '?', (int) '#', (int) '[', (int) ':', (int) '@',
        (int) ' ', (int) ',', (int) '=', (int) '&', (int) ';', (int) '.', (int) '+'
    };

    private GeneratedTemplates() {}

    /** Unicode text (any code point but a surrogate) of at most {@code max} code points. */
    static Arbitrary<String> unicodeText(int min, int max) {
        Arbitrary<Integer> codePoint = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.integers().between(0x20, 0x7E)),
                Tuple.of(1, Arbitraries.integers().between(0, 0x7F)),
                Tuple.of(2, Arbitraries.of(SPECIAL)),
                Tuple.of(3, Arbitraries.integers().between(0x80, 0x10FFFF).filter(c -> c < 0xD800 || c > 0xDFFF)));
        codePoint = codePoint.filter(
                c -> !(c >= 0x200E && c <= 0x200F || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069)
                        && !((c & 0xFFFF) >= 0xD800 && (c & 0xFFFF) <= 0xDFFF));
        return codePoint.list().ofMinSize(min).ofMaxSize(max).map(GeneratedTemplates::text);
    }

    /** Text of the characters given, at most {@code max} of them. */
    static Arbitrary<String> textOf(String characters, int min, int max) {
        return Arbitraries.strings().withChars(characters).ofMinLength(min).ofMaxLength(max);
    }

    private static String text(List<Integer> codePoints) {
        StringBuilder out = new StringBuilder(codePoints.size() * 2);
        codePoints.forEach(out::appendCodePoint);
        return out.toString();
    }

    static Arbitrary<TemplateValue> lists(Arbitrary<String> members, int min) {
        return members.list().ofMinSize(min).ofMaxSize(4).map(TemplateValue::of);
    }

    static Arbitrary<TemplateValue> assocs(Arbitrary<String> names, Arbitrary<String> values, int min) {
        return Combinators.combine(
                        names.list().ofMinSize(min).ofMaxSize(3).uniqueElements(),
                        values.list().ofSize(3))
                .as((keys, members) -> {
                    Map<String, String> pairs = new LinkedHashMap<>();
                    for (int i = 0; i < keys.size(); i++) {
                        pairs.put(keys.get(i), members.get(i));
                    }
                    return TemplateValue.of(pairs);
                });
    }

    /** The template of the parts and the last literal, with the values of its variables. */
    static Generated build(List<Part> parts, String last) {
        StringBuilder template = new StringBuilder();
        TemplateVariables.Builder variables = TemplateVariables.builder();
        int n = 0;
        for (Part part : parts) {
            template.append(part.literal()).append('{').append(part.expr().operator());
            List<Var> vars = part.expr().vars();
            for (int i = 0; i < vars.size(); i++) {
                String name = "v" + n++;
                template.append(i == 0 ? "" : ",")
                        .append(name)
                        .append(vars.get(i).modifier());
                if (vars.get(i).value() != null) {
                    variables.set(name, vars.get(i).value());
                }
            }
            template.append('}');
        }
        return new Generated(template.append(last).toString(), variables.build());
    }
}
