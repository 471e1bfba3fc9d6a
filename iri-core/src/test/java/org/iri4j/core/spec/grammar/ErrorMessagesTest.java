package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The errors the parser reports: one input per kind, and what its InvalidInputException says.
 * A message must give the index, the component, the character as U+XXXX with its Unicode name
 * (when there is one character at fault and it has a name), a production of the ABNF and an
 * RFC citation.
 */
class ErrorMessagesTest {

    private static final Pattern CODE_POINT = Pattern.compile("U\\+[0-9A-F]{4,6}\\b");
    private static final Pattern CITATION = Pattern.compile("RFC 398[67] §\\d+(\\.\\d+)*");

    /**
     * One case: the input and rule, the expected code, start and component, the character at
     * fault (or -1) with its Unicode name (or null when it has none), and the productions of
     * which the message may name one.
     */
    record Case(
            String input,
            IriRule rule,
            IriCode code,
            int start,
            Component component,
            int cp,
            String name,
            List<String> productions) {
        @Override
        public String toString() {
            return code + " [" + show(input) + "] " + rule.abnfName();
        }
    }

    private static Case c(
            String input,
            IriRule rule,
            IriCode code,
            int start,
            Component component,
            int cp,
            String name,
            String... productions) {
        return new Case(input, rule, code, start, component, cp, name, List.of(productions));
    }

    private static final String[] PATH_RULES = {"ipath-abempty", "ipath", "isegment", "ipchar", "iunreserved", "ucschar"
    };

    static Stream<Case> cases() {
        IriRule ref = IriRule.IRI_REFERENCE;
        return Stream.of(
                c("http://a b/", ref, IriCode.ILLEGAL_CHARACTER, 8, Component.HOST, 0x20, "SPACE", "ireg-name"),
                c(
                        "http://h/a b",
                        ref,
                        IriCode.ILLEGAL_CHARACTER,
                        10,
                        Component.PATH,
                        0x20,
                        "SPACE",
                        "ipath-abempty",
                        "isegment",
                        "ipchar"),
                c(
                        "//u^@h",
                        ref,
                        IriCode.ILLEGAL_CHARACTER,
                        3,
                        Component.USERINFO,
                        0x5E,
                        "CIRCUMFLEX ACCENT",
                        "iuserinfo"),
                c(
                        "http://h/?a<",
                        ref,
                        IriCode.ILLEGAL_CHARACTER,
                        11,
                        Component.QUERY,
                        0x3C,
                        "LESS-THAN SIGN",
                        "iquery"),
                c("#a#", ref, IriCode.ILLEGAL_CHARACTER, 2, Component.FRAGMENT, 0x23, "NUMBER SIGN", "ifragment"),
                c(
                        "http://h/\uDB40\uDC01",
                        ref,
                        IriCode.ILLEGAL_CHARACTER,
                        9,
                        Component.PATH,
                        0xE0001,
                        "LANGUAGE TAG",
                        PATH_RULES),
                c(
                        "http://h/\u00E9",
                        IriRule.URI,
                        IriCode.NON_ASCII_CHARACTER,
                        9,
                        Component.PATH,
                        0xE9,
                        "LATIN SMALL LETTER E WITH ACUTE",
                        "path-abempty",
                        "segment",
                        "pchar",
                        "unreserved"),
                c("http://h/%zz", ref, IriCode.MALFORMED_PERCENT_ENCODING, 9, Component.PATH, -1, null, "pct-encoded"),
                c("http://h/\uD800", ref, IriCode.UNPAIRED_SURROGATE, 9, Component.PATH, 0xD800, null, PATH_RULES),
                c(
                        "http://h/a\u202Eb",
                        ref,
                        IriCode.BIDI_FORMATTING_CHARACTER,
                        10,
                        Component.PATH,
                        0x202E,
                        "RIGHT-TO-LEFT OVERRIDE",
                        PATH_RULES),
                c(
                        "http://h/\uE000",
                        ref,
                        IriCode.PRIVATE_USE_OUTSIDE_QUERY,
                        9,
                        Component.PATH,
                        0xE000,
                        null,
                        "iprivate",
                        "iquery"),
                c("//h", IriRule.IRI, IriCode.MISSING_SCHEME, 0, Component.SCHEME, -1, null, "scheme", "IRI"),
                c("1a:b", IriRule.IRI, IriCode.INVALID_SCHEME, 0, Component.SCHEME, 0x31, "DIGIT ONE", "scheme"),
                c("a*b:c", ref, IriCode.INVALID_SCHEME, 1, Component.SCHEME, 0x2A, "ASTERISK", "scheme"),
                c(":x", ref, IriCode.INVALID_SCHEME, 0, Component.SCHEME, -1, null, "scheme"),
                c(
                        "a:b",
                        IriRule.IRELATIVE_REF,
                        IriCode.COLON_IN_FIRST_SEGMENT,
                        1,
                        Component.PATH,
                        0x3A,
                        "COLON",
                        "isegment-nz-nc",
                        "ipath-noscheme"),
                c("http://[::1", ref, IriCode.INVALID_IP_LITERAL, 7, Component.HOST, -1, null, "IP-literal"),
                c(
                        "http://[::1]x/",
                        ref,
                        IriCode.INVALID_IP_LITERAL,
                        12,
                        Component.HOST,
                        0x78,
                        "LATIN SMALL LETTER X",
                        "IP-literal",
                        "authority",
                        "iauthority"),
                c(
                        "http://[fe80::1%25eth0]/",
                        ref, IriCode.INVALID_IP_LITERAL, 15, Component.HOST, -1, null, "IP-literal"),
                c("http://[1::2::3]/", ref, IriCode.INVALID_IPV6_ADDRESS, 13, Component.HOST, -1, null, "IPv6address"),
                c("http://[v1x]/", ref, IriCode.INVALID_IPVFUTURE, 10, Component.HOST, -1, null, "IPvFuture"),
                c("http://[vG.x]/", ref, IriCode.INVALID_IPVFUTURE, 9, Component.HOST, -1, null, "IPvFuture"),
                c("http://h:80a/", ref, IriCode.INVALID_PORT, 11, Component.PORT, 0x61, "LATIN SMALL LETTER A", "port"),
                c(
                        "a:b#c",
                        IriRule.ABSOLUTE_IRI,
                        IriCode.FRAGMENT_NOT_ALLOWED,
                        3,
                        Component.FRAGMENT,
                        -1,
                        null,
                        "absolute-IRI"),
                c(
                        "a:b#c",
                        IriRule.ABSOLUTE_URI,
                        IriCode.FRAGMENT_NOT_ALLOWED,
                        3,
                        Component.FRAGMENT,
                        -1,
                        null,
                        "absolute-URI"));
    }

    /** The error codes of the grammar, i.e. those a parse can throw (the others belong to build/resolve). */
    private static final Set<IriCode> PARSER_ERRORS = EnumSet.of(
            IriCode.ILLEGAL_CHARACTER,
            IriCode.NON_ASCII_CHARACTER,
            IriCode.MALFORMED_PERCENT_ENCODING,
            IriCode.UNPAIRED_SURROGATE,
            IriCode.BIDI_FORMATTING_CHARACTER,
            IriCode.PRIVATE_USE_OUTSIDE_QUERY,
            IriCode.MISSING_SCHEME,
            IriCode.INVALID_SCHEME,
            IriCode.COLON_IN_FIRST_SEGMENT,
            IriCode.INVALID_IP_LITERAL,
            IriCode.INVALID_IPV6_ADDRESS,
            IriCode.INVALID_IPVFUTURE,
            IriCode.INVALID_PORT,
            IriCode.FRAGMENT_NOT_ALLOWED);

    @Test
    void everyParserErrorHasACase() {
        Set<IriCode> covered =
                cases().map(Case::code).collect(Collectors.toCollection(() -> EnumSet.noneOf(IriCode.class)));
        assertEquals(PARSER_ERRORS, covered);
        for (IriCode code : PARSER_ERRORS) {
            assertEquals(Severity.ERROR, code.severity(), code::toString);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void exceptionCodeAndStart(Case k) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse(k.input(), k.rule()));
        Violation v = e.violation();
        assertAll(
                () -> assertEquals(k.code(), e.code(), e::getMessage),
                () -> assertEquals(k.code(), v.code()),
                () -> assertEquals(Severity.ERROR, v.severity()),
                () -> assertEquals(k.start(), v.start(), e::getMessage),
                () -> assertTrue(v.end() >= v.start()),
                () -> assertEquals(k.component(), v.component(), e::getMessage),
                () -> assertEquals(k.input(), e.input()),
                () -> assertEquals(v.message(), e.getMessage()),
                () -> assertTrue(e.violations().contains(v)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void messageSaysWhereWhatAndWhy(Case k) {
        String m = assertThrows(InvalidInputException.class, () -> Iris.parse(k.input(), k.rule()))
                .getMessage();
        assertAll(
                m,
                () -> assertTrue(m.contains("at index " + k.start()), "index"),
                () -> assertTrue(m.contains(" in " + k.component().label()), "component"),
                () -> assertTrue(CITATION.matcher(m).find(), "RFC citation"),
                () -> assertTrue(
                        k.productions().stream().anyMatch(p -> containsWord(m, p)),
                        "names one of the productions " + k.productions()));
        if (k.cp() >= 0) {
            String hex = hex(k.cp());
            assertTrue(m.contains(hex), () -> m + " names " + hex);
            assertTrue(CODE_POINT.matcher(m).find());
            if (k.name() != null) {
                assertTrue(m.contains(hex + " " + k.name()), () -> m + " gives the Unicode name " + k.name());
            }
        }
    }

    /** A production name as a word: "iquery" must not be found inside "ipath-abempty"'s text by accident. */
    private static boolean containsWord(String message, String production) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(production) + "(?![\\w-])")
                .matcher(message)
                .find();
    }

    /** check() reports the same first error as parse(), and never throws. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void checkAgreesWithParse(Case k) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse(k.input(), k.rule()));
        CheckResult result = assertDoesNotThrow(() -> Iris.check(k.input(), k.rule()));
        assertFalse(result.isValid());
        assertTrue(result.iri().isEmpty());
        Violation first = result.errors().get(0);
        assertEquals(e.violation().code(), first.code());
        assertEquals(e.violation().start(), first.start());
        assertEquals(e.violation().message(), first.message());
        InvalidInputException fromResult = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertEquals(k.code(), fromResult.code());
    }

    /** "ht tp://a b/c d?e f#g h": one error in each of scheme, host, path, query and fragment, in order. */
    @Test
    void checkReturnsAllErrorsSorted() {
        CheckResult result = assertDoesNotThrow(() -> Iris.check("ht tp://a b/c d?e f#g h"));
        assertFalse(result.isValid());
        List<Violation> errors = result.errors();
        assertEquals(
                List.of(Component.SCHEME, Component.HOST, Component.PATH, Component.QUERY, Component.FRAGMENT),
                errors.stream().map(Violation::component).toList(),
                result::toString);
        assertEquals(
                List.of(2, 9, 13, 17, 21), errors.stream().map(Violation::start).toList());
        assertEquals(
                List.of(
                        IriCode.INVALID_SCHEME,
                        IriCode.ILLEGAL_CHARACTER,
                        IriCode.ILLEGAL_CHARACTER,
                        IriCode.ILLEGAL_CHARACTER,
                        IriCode.ILLEGAL_CHARACTER),
                errors.stream().map(Violation::code).toList());
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.parse("ht tp://a b/c d?e f#g h"));
        assertEquals(2, e.violation().start(), "parse stops at the first");
    }

    /** Several errors of different kinds, sorted by index; warnings after errors at the same index. */
    @Test
    void checkSortsMixedViolations() {
        String s = "HTTP://u:p@H\u00E9 /%zz/\uD800?\uE000 #a#b";
        CheckResult result = assertDoesNotThrow(() -> Iris.check(s));
        List<Violation> all = result.violations();
        for (int k = 1; k < all.size(); k++) {
            Violation a = all.get(k - 1);
            Violation b = all.get(k);
            assertTrue(
                    a.start() < b.start() || (a.start() == b.start() && (a.severity() == b.severity() || a.isError())),
                    () -> "sorted: " + all);
        }
        assertEquals(
                List.of(
                        IriCode.ILLEGAL_CHARACTER,
                        IriCode.MALFORMED_PERCENT_ENCODING,
                        IriCode.UNPAIRED_SURROGATE,
                        IriCode.ILLEGAL_CHARACTER,
                        IriCode.ILLEGAL_CHARACTER),
                result.errors().stream().map(Violation::code).toList(),
                result::toString);
    }

    /** Two bad characters in one component are two errors. */
    @Test
    void everyBadCharacterIsReported() {
        CheckResult result = Iris.check("a b c");
        assertEquals(
                List.of(1, 3), result.errors().stream().map(Violation::start).toList());
    }

    static Stream<Arguments> hostile() {
        return Stream.of(
                        "",
                        " ",
                        "%",
                        "%%",
                        "[",
                        "]",
                        "::::",
                        "//[",
                        "//[::1%",
                        "//[v",
                        "http://[::1]:x",
                        "\uD800",
                        "\uDC00\uD800",
                        "a:\uDBFF",
                        "#\uDBFF",
                        "\u0000",
                        "http://h/\u202E",
                        "?\uDBFF\uDFFF\uDBFF",
                        "//@@@@",
                        ":::",
                        "a:b:c:d",
                        "//" + "[".repeat(50),
                        " ".repeat(5000),
                        "%".repeat(3000),
                        "http://" + "\uD800".repeat(2000))
                .flatMap(s -> Arrays.stream(IriRule.values())
                        .map(r -> Arguments.of(show(s.length() > 40 ? s.substring(0, 40) + "..." : s), r, s)));
    }

    /** check() never throws, whatever the input, and agree with parse(). */
    @ParameterizedTest(name = "[{0}] under {1}")
    @MethodSource("hostile")
    void checkNeverThrows(String label, IriRule rule, String input) {
        CheckResult result = assertDoesNotThrow(() -> Iris.check(input, rule));
        boolean parses;
        try {
            Iris.parse(input, rule);
            parses = true;
        } catch (InvalidInputException e) {
            parses = false;
        }
        assertEquals(parses, result.isValid());
    }

    /** A check of hostile input keeps a bounded list and says so (ViolationCollector.LIMIT is 1000). */
    @Test
    void violationLimit() {
        CheckResult result = Iris.check("http://h/" + " ".repeat(5000));
        assertFalse(result.isValid());
        assertTrue(
                result.violations().size() <= 1001,
                () -> "bounded: " + result.violations().size());
        Violation last = result.violations().get(result.violations().size() - 1);
        assertEquals(IriCode.VIOLATION_LIMIT_REACHED, last.code());
        assertEquals(Severity.WARNING, last.severity());
    }

    /** A malformed percent-encoding is quoted as written (there is no single character at fault). */
    @Test
    void malformedPercentEncodingIsQuoted() {
        String m = assertThrows(InvalidInputException.class, () -> Iris.parse("http://h/%zz"))
                .getMessage();
        assertTrue(m.contains("\"%zz\""), m);
    }

    static Stream<Arguments> unsafeInputs() {
        return Stream.of(
                        "http://h/\t",
                        "http://h/%\t1",
                        "http://h/\u202Eabc",
                        "HTTP://\u2066H/",
                        "http://[\u0000]/",
                        "http://[v1.\u202E]/",
                        "a:\u0085",
                        "http://H\u200F/",
                        "//[::1\n",
                        "e\u0301\u202E",
                        "http://h:\u001B/")
                .map(s -> Arguments.of(show(s), s));
    }

    /** Messages never carry controls or bidi formatting characters raw (they could break or reorder output). */
    @ParameterizedTest(name = "[{0}]")
    @MethodSource("unsafeInputs")
    void messagesAreSafeToPrint(String label, String input) {
        for (IriRule rule : IriRule.values()) {
            for (Violation v : Iris.check(input, rule).violations()) {
                String m = v.message();
                assertTrue(
                        m.codePoints()
                                .noneMatch(c -> c < 0x20
                                        || (c >= 0x7F && c < 0xA0)
                                        || c == 0x200E
                                        || c == 0x200F
                                        || (c >= 0x202A && c <= 0x202E)
                                        || (c >= 0x2066 && c <= 0x2069)),
                        () -> show(m));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(
            value = IriCode.class,
            names = {"VIOLATION_LIMIT_REACHED"},
            mode = EnumSource.Mode.EXCLUDE)
    void everyCodeCitesAReference(IriCode code) {
        assertFalse(code.reference().isBlank());
    }
}
