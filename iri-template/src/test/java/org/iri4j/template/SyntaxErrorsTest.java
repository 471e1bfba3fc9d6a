package org.iri4j.template;

import static org.iri4j.template.TemplateCode.BAD_PERCENT_ENCODING;
import static org.iri4j.template.TemplateCode.BAD_PREFIX_LENGTH;
import static org.iri4j.template.TemplateCode.BAD_VARIABLE_NAME;
import static org.iri4j.template.TemplateCode.ILLEGAL_EXPRESSION_CHARACTER;
import static org.iri4j.template.TemplateCode.ILLEGAL_LITERAL_CHARACTER;
import static org.iri4j.template.TemplateCode.ILLEGAL_VARIABLE_CHARACTER;
import static org.iri4j.template.TemplateCode.MISSING_VARIABLE_NAME;
import static org.iri4j.template.TemplateCode.RESERVED_OPERATOR;
import static org.iri4j.template.TemplateCode.STRAY_CLOSING_BRACE;
import static org.iri4j.template.TemplateCode.UNCLOSED_EXPRESSION;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * RFC 6570 §2, "Syntax": each rule's errors with their code and the index of the first
 * offending character (a UTF-16 index into the template; for an unclosed expression, its
 * opening brace), and templates at the edge of each rule that are right.
 */
class SyntaxErrorsTest {

    /** A template, the code it is refused with, and the index of the violation's start. */
    record Bad(String template, TemplateCode code, int index) {}

    private static Bad bad(String template, TemplateCode code, int index) {
        return new Bad(template, code, index);
    }

    private static Stream<DynamicTest> refused(String section, Bad... cases) {
        return Arrays.stream(cases)
                .map(c -> dynamicTest(
                        section + ": " + printable(c.template()) + " is " + c.code() + " at " + c.index(), () -> {
                            InvalidInputException e =
                                    assertThrows(InvalidInputException.class, () -> UriTemplate.parse(c.template()));
                            assertAll(
                                    () -> assertEquals(c.code(), e.code(), e::getMessage),
                                    () -> assertEquals(c.index(), e.violation().start(), e::getMessage),
                                    () -> assertEquals(c.template(), e.input()));
                        }));
    }

    private static Stream<DynamicTest> accepted(String section, String... templates) {
        return Arrays.stream(templates)
                .map(t -> dynamicTest(
                        section + ": " + printable(t) + " is a template",
                        () -> assertDoesNotThrow(() -> UriTemplate.parse(t))));
    }

    private static String printable(String s) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp > 0x20 && cp < 0x7F) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format(Locale.ROOT, "<U+%04X>", cp));
            }
        });
        return out.toString();
    }

    // @formatter:off
    @Nested
    @DisplayName("RFC 6570 §2.1 Literals")
    class Literals {
        @TestFactory
        Stream<DynamicTest> illegalCharacters() {
            return refused("RFC 6570 §2.1",
                    bad("a b", ILLEGAL_LITERAL_CHARACTER, 1),
                    bad("\"", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("<a>", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("a>", ILLEGAL_LITERAL_CHARACTER, 1),
                    bad("a\\b", ILLEGAL_LITERAL_CHARACTER, 1),
                    bad("^", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("`", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("a|b", ILLEGAL_LITERAL_CHARACTER, 1),
                    bad("{x}\u0000", ILLEGAL_LITERAL_CHARACTER, 3),
                    bad("\u001B[0m", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("a\u007F", ILLEGAL_LITERAL_CHARACTER, 1),
                    bad("\u0085", ILLEGAL_LITERAL_CHARACTER, 0),         // C1 control: not ucschar
                    bad("x\uD800", ILLEGAL_LITERAL_CHARACTER, 1),        // lone high surrogate
                    bad("x\uDC00y", ILLEGAL_LITERAL_CHARACTER, 1),       // lone low surrogate
                    bad("ab\uFDD0", ILLEGAL_LITERAL_CHARACTER, 2),       // noncharacter
                    bad("\uFFFE", ILLEGAL_LITERAL_CHARACTER, 0),
                    bad("/\uD83F\uDFFE", ILLEGAL_LITERAL_CHARACTER, 1),  // U+1FFFE
                    bad("\uDB40\uDC01", ILLEGAL_LITERAL_CHARACTER, 0));  // U+E0001, outside ucschar
        }

        @TestFactory
        Stream<DynamicTest> strayClosingBraces() {
            return refused("RFC 6570 §2.1",
                    bad("}", STRAY_CLOSING_BRACE, 0),
                    bad("a}b", STRAY_CLOSING_BRACE, 1),
                    bad("{x}}", STRAY_CLOSING_BRACE, 3),
                    bad("/id*}", STRAY_CLOSING_BRACE, 4));
        }

        @TestFactory
        Stream<DynamicTest> badPercentEncodings() {
            return refused("RFC 6570 §2.1 pct-encoded",
                    bad("%", BAD_PERCENT_ENCODING, 0),
                    bad("a%2", BAD_PERCENT_ENCODING, 1),
                    bad("%2G", BAD_PERCENT_ENCODING, 0),
                    bad("%g0", BAD_PERCENT_ENCODING, 0),
                    bad("100%", BAD_PERCENT_ENCODING, 3),
                    bad("{x}%zz", BAD_PERCENT_ENCODING, 3));
        }

        @TestFactory
        Stream<DynamicTest> rightLiterals() {
            return accepted("RFC 6570 §2.1",
                    "",
                    "'",                                      // erratum 6937
                    "!#$&()*+,-./:;=?@[]_~",
                    "azAZ09",
                    "%2f%C3%A9",
                    "\u00A0\uD7FF\uF900\uFDCF\uFDF0\uFFEF",   // ucschar's edges
                    "\uD800\uDC00\uD83D\uDE00",               // U+10000, U+1F600
                    "\uE000\uF8FF\uDB80\uDC00");              // iprivate
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.2 Expressions")
    class Expressions {
        @TestFactory
        Stream<DynamicTest> unclosedExpressions() {
            return refused("RFC 6570 §2.2",
                    bad("{", UNCLOSED_EXPRESSION, 0),
                    bad("{x", UNCLOSED_EXPRESSION, 0),
                    bad("{/id*", UNCLOSED_EXPRESSION, 0),
                    bad("a{x,y", UNCLOSED_EXPRESSION, 1),
                    bad("{x:3", UNCLOSED_EXPRESSION, 0),
                    bad("{+", UNCLOSED_EXPRESSION, 0),
                    bad("{x}{", UNCLOSED_EXPRESSION, 3),
                    bad("{x{y}", UNCLOSED_EXPRESSION, 0));
        }

        @TestFactory
        Stream<DynamicTest> reservedOperators() {
            return refused("RFC 6570 §2.2 op-reserve",
                    bad("{=x}", RESERVED_OPERATOR, 1),
                    bad("{!x}", RESERVED_OPERATOR, 1),
                    bad("a{@x}", RESERVED_OPERATOR, 2),
                    bad("{|x}", RESERVED_OPERATOR, 1),
                    bad("{!x}}", RESERVED_OPERATOR, 1));    // the first error is the one reported
        }

        @TestFactory
        Stream<DynamicTest> missingVariableNames() {
            return refused("RFC 6570 §2.2 variable-list",
                    bad("{}", MISSING_VARIABLE_NAME, 1),
                    bad("{x,}", MISSING_VARIABLE_NAME, 3),
                    bad("{,x}", MISSING_VARIABLE_NAME, 1),   // "," is op-reserve, but reads as a list's
                    bad("{+}", MISSING_VARIABLE_NAME, 2),
                    bad("{?}", MISSING_VARIABLE_NAME, 2),
                    bad("{x,,y}", MISSING_VARIABLE_NAME, 3));
        }

        @TestFactory
        Stream<DynamicTest> rightExpressions() {
            return accepted("RFC 6570 §2.2",
                    "{x}", "{+x}", "{#x}", "{.x}", "{/x}", "{;x}", "{?x}", "{&x}", "{x,y,z}", "{?a,b*,c:3}");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.3 Variables")
    class Variables {
        @TestFactory
        Stream<DynamicTest> illegalVariableCharacters() {
            return refused("RFC 6570 §2.3 varchar",
                    bad("{with space}", ILLEGAL_VARIABLE_CHARACTER, 5),
                    bad("{ x}", ILLEGAL_VARIABLE_CHARACTER, 1),
                    bad("{a-b}", ILLEGAL_VARIABLE_CHARACTER, 2),
                    bad("/people/{~thing}", ILLEGAL_VARIABLE_CHARACTER, 9),
                    bad("{$var}", ILLEGAL_VARIABLE_CHARACTER, 1),
                    bad("{caf\u00E9}", ILLEGAL_VARIABLE_CHARACTER, 4),
                    bad("{/?id}", ILLEGAL_VARIABLE_CHARACTER, 2),   // one operator only
                    bad("{*x}", ILLEGAL_VARIABLE_CHARACTER, 1),     // a modifier needs a name
                    bad("{x+}", ILLEGAL_VARIABLE_CHARACTER, 2),     // "+" is neither varchar nor modifier
                    bad("{x=1}", ILLEGAL_VARIABLE_CHARACTER, 2),    // no default values
                    bad("{?x, y}", ILLEGAL_VARIABLE_CHARACTER, 4));
        }

        @TestFactory
        Stream<DynamicTest> badVariableNames() {
            return refused("RFC 6570 §2.3 varname",
                    bad("{x.}", BAD_VARIABLE_NAME, 2),
                    bad("{x..y}", BAD_VARIABLE_NAME, 3),
                    bad("{..x}", BAD_VARIABLE_NAME, 2),            // the operator ".", then a dot
                    bad("{a.b.}", BAD_VARIABLE_NAME, 4));
        }

        @TestFactory
        Stream<DynamicTest> badPercentEncodingsInNames() {
            return refused("RFC 6570 §2.3 pct-encoded",
                    bad("{%2x}", BAD_PERCENT_ENCODING, 1),
                    bad("{%}", BAD_PERCENT_ENCODING, 1),
                    bad("{a%4}", BAD_PERCENT_ENCODING, 2),
                    bad("{?a,b%zz}", BAD_PERCENT_ENCODING, 5));
        }

        @TestFactory
        Stream<DynamicTest> rightNames() {
            return accepted("RFC 6570 §2.3",
                    "{_}", "{x.y}", "{.x}", "{a.b.c}", "{%41.b}", "{Some%20Thing}", "{%C3%9F}", "{42}", "{X_1.y_2}");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.4 Value Modifiers")
    class ValueModifiers {
        @TestFactory
        Stream<DynamicTest> badPrefixLengths() {
            // max-length = %x31-39 0*3DIGIT: the first character of the length is the first at fault.
            return refused("RFC 6570 §2.4.1 max-length",
                    bad("{var:0}", BAD_PREFIX_LENGTH, 5),
                    bad("{var:01}", BAD_PREFIX_LENGTH, 5),
                    bad("{var:10000}", BAD_PREFIX_LENGTH, 5),
                    bad("{var:}", BAD_PREFIX_LENGTH, 5),
                    bad("{var:prefix}", BAD_PREFIX_LENGTH, 5),
                    bad("{?a,var:99999}", BAD_PREFIX_LENGTH, 8));
        }

        @TestFactory
        Stream<DynamicTest> illegalExpressionCharacters() {
            return refused("RFC 6570 §2.4",
                    bad("{hello:2*}", ILLEGAL_EXPRESSION_CHARACTER, 8),
                    bad("{x*y}", ILLEGAL_EXPRESSION_CHARACTER, 3),
                    bad("{x**}", ILLEGAL_EXPRESSION_CHARACTER, 3),
                    bad("{x*:3}", ILLEGAL_EXPRESSION_CHARACTER, 3),
                    bad("{x:3:4}", ILLEGAL_EXPRESSION_CHARACTER, 4),
                    bad("{x:3a}", ILLEGAL_EXPRESSION_CHARACTER, 4));
        }

        @TestFactory
        Stream<DynamicTest> rightModifiers() {
            return accepted("RFC 6570 §2.4", "{var:1}", "{var:9999}", "{var:10}", "{x*}", "{+x:3}", "{?x*,y:1}");
        }
    }
    // @formatter:on

    @Test
    void theMessageNamesTheIndexAndTheCodePoint() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> UriTemplate.parse("ab\u001Bc"));
        assertTrue(e.getMessage().contains("U+001B"), e::getMessage);
        assertTrue(e.getMessage().contains("index 2"), e::getMessage);
    }

    @Test
    void syntaxErrorsAreErrorsOfTheTemplateNamespace() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> UriTemplate.parse("{x"));
        assertTrue(e.violation().isError());
        assertEquals("template", e.code().namespace());
    }
}
