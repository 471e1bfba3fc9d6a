package org.iri4j.web.pattern;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternCode;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternInit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Each {@link UrlPatternCode} the public API can reach, once: the code, the index of the
 * offending character (into the string the exception names as its input: the whole pattern
 * string for {@code UrlPattern.compile(String)}, the component's pattern string for an init) and
 * the component. The codes come from the URL Pattern Standard's TypeErrors (§1.4 create, §2.1.2
 * tokenizing, §2.1.5 parsing, §3.1 encoding callbacks, §3.2 init processing) and from ECMA-262's
 * early errors of the regular expression the Standard generates (§22.2.1.1) or what the
 * linear-time engine refuses.
 *
 * <p>{@code TRAILING_BACKSLASH} cannot be reached through a URL pattern: the tokenizer takes the
 * code point after every backslash in a regexp group with it (§2.1.2), so no group's text ends in
 * one (see {@link #aBackslashEndingTheInputInsideARegexpGroupIsEscapeAtEnd}).
 */
class UrlPatternErrorsTest {

    private static UrlPattern pathname(String pattern) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build());
    }

    private static void assertRefused(
            UrlPatternCode code, int index, UrlPatternComponent component, String input, Executable compile) {
        InvalidInputException e = assertThrows(InvalidInputException.class, compile);
        Violation v = e.violation();
        assertAll(
                () -> assertEquals(code, v.code(), v::message),
                () -> assertEquals(index, v.start(), v::message),
                () -> assertEquals(component.iriComponent(), v.component(), v::message),
                () -> assertTrue(kept(input).equals(e.input()), () -> "the index is into " + shortened(e.input())));
    }

    /** What the exception keeps of its input: the first 10,000 code units (InvalidInputException#input). */
    private static String kept(String input) {
        return input.substring(0, Math.min(input.length(), 10_000));
    }

    private static String shortened(String text) {
        return text.length() <= 80
                ? '"' + text + '"'
                : '"' + text.substring(0, 80) + "…\" (" + text.length() + " code units)";
    }

    private static void assertPathnameRefused(UrlPatternCode code, int index, String pattern) {
        assertRefused(code, index, UrlPatternComponent.PATHNAME, pattern, () -> pathname(pattern));
    }

    // §1.4 create, step 2.2: a string without a protocol needs a base URL

    @Test
    void relativePatternWithoutBase() {
        assertRefused(
                UrlPatternCode.RELATIVE_WITHOUT_BASE,
                0,
                UrlPatternComponent.PROTOCOL,
                "/foo",
                () -> UrlPattern.compile("/foo"));
    }

    // §3.2 process a URLPatternInit, step 11.2: the base URL must parse

    @Test
    void initWithABaseUrlThatIsNoUrl() {
        UrlPatternInit init =
                UrlPatternInit.builder().pathname("/a").baseUrl("not a url").build();
        assertRefused(
                UrlPatternCode.INVALID_BASE_URL,
                0,
                UrlPatternComponent.PROTOCOL,
                "not a url",
                () -> UrlPattern.compile(init));
    }

    @Test
    void stringWithABaseUrlThatIsNoUrl() {
        assertRefused(
                UrlPatternCode.INVALID_BASE_URL,
                0,
                UrlPatternComponent.PROTOCOL,
                "not a url",
                () -> UrlPattern.compile("/foo", "not a url"));
    }

    // §2.1.2 tokenizing

    @Test
    void colonWithoutAName() {
        assertPathnameRefused(UrlPatternCode.MISSING_GROUP_NAME, 1, "/:");
    }

    @Test
    void colonWithoutANameReportedInTheWholePatternString() {
        // "https://example.com" is 19 code units: the pathname starts at 19, its ':' is at 20
        assertRefused(
                UrlPatternCode.MISSING_GROUP_NAME,
                20,
                UrlPatternComponent.PATHNAME,
                "https://example.com/:",
                () -> UrlPattern.compile("https://example.com/:"));
    }

    @Test
    void backslashAtTheEnd() {
        assertPathnameRefused(UrlPatternCode.ESCAPE_AT_END, 4, "/foo\\");
    }

    @Test
    void aBackslashEndingTheInputInsideARegexpGroupIsEscapeAtEnd() {
        // §2.1.2: "\" as the last code point of a regexp group is a tokenizing error at the "\"
        assertPathnameRefused(UrlPatternCode.ESCAPE_AT_END, 3, "/(a\\");
    }

    @Test
    void nonAsciiCodePointInARegexpGroup() {
        assertPathnameRefused(UrlPatternCode.REGEXP_NON_ASCII, 3, "/(a\u00e9)");
    }

    @Test
    void regexpGroupStartingWithAQuestionMark() {
        assertPathnameRefused(UrlPatternCode.REGEXP_STARTS_WITH_QUESTION_MARK, 2, "/(?:a)");
    }

    @Test
    void capturingGroupInsideARegexpGroup() {
        assertPathnameRefused(UrlPatternCode.CAPTURING_GROUP_IN_REGEXP, 2, "/((a))");
    }

    @Test
    void regexpGroupNotClosed() {
        assertPathnameRefused(UrlPatternCode.UNBALANCED_REGEXP_GROUP, 1, "/(a");
    }

    @Test
    void emptyRegexpGroup() {
        assertPathnameRefused(UrlPatternCode.EMPTY_REGEXP, 1, "/()");
    }

    // §2.1.5 parsing

    @Test
    void groupNotClosedIsAnUnexpectedEnd() {
        // "consume a required token" for close meets the end token, at index 3
        assertPathnameRefused(UrlPatternCode.UNEXPECTED_TOKEN, 3, "/{a");
    }

    @Test
    void loneModifierIsAnUnexpectedToken() {
        assertPathnameRefused(UrlPatternCode.UNEXPECTED_TOKEN, 1, "/?");
    }

    @Test
    void nestedGroupIsAnUnexpectedToken() {
        assertPathnameRefused(UrlPatternCode.UNEXPECTED_TOKEN, 1, "{{a}}");
    }

    @Test
    void sameNameTwice() {
        assertPathnameRefused(UrlPatternCode.DUPLICATE_GROUP_NAME, 4, "/:a/:a");
    }

    @Test
    void sameNameTwiceReportedInTheWholePatternString() {
        assertRefused(
                UrlPatternCode.DUPLICATE_GROUP_NAME,
                23,
                UrlPatternComponent.PATHNAME,
                "https://example.com/:a/:a",
                () -> UrlPattern.compile("https://example.com/:a/:a"));
    }

    @Test
    void errorInARelativePathnameIsReportedWhereTheUserWroteIt() {
        // §3.2 step 18.2: the pathname becomes "/d/x/:a/:a"; the second ':' is at 5 of "x/:a/:a"
        assertRefused(
                UrlPatternCode.DUPLICATE_GROUP_NAME,
                5,
                UrlPatternComponent.PATHNAME,
                "x/:a/:a",
                () -> UrlPattern.compile("x/:a/:a", "https://example.com/d/"));
    }

    @Test
    void errorInTheSearchOfAPatternString() {
        String pattern = "https://example.com/a?x=:";
        assertRefused(
                UrlPatternCode.MISSING_GROUP_NAME,
                24,
                UrlPatternComponent.SEARCH,
                pattern,
                () -> UrlPattern.compile(pattern));
    }

    @Test
    void errorInTheHashOfARelativePatternString() {
        assertRefused(
                UrlPatternCode.UNBALANCED_REGEXP_GROUP,
                1,
                UrlPatternComponent.HASH,
                "#(a",
                () -> UrlPattern.compile("#(a", "https://example.com/"));
    }

    // §3.1 encoding callbacks: fixed text the component's canonicalization refuses, at the piece's start

    @Test
    void hostnameWithASpace() {
        assertRefused(
                UrlPatternCode.INVALID_COMPONENT_TEXT,
                0,
                UrlPatternComponent.HOSTNAME,
                "exa mple.com",
                () -> UrlPattern.compile(
                        UrlPatternInit.builder().hostname("exa mple.com").build()));
    }

    @Test
    void hostnameWithASpaceReportedInTheWholePatternString() {
        assertRefused(
                UrlPatternCode.INVALID_COMPONENT_TEXT,
                8,
                UrlPatternComponent.HOSTNAME,
                "https://exa mple.com/x",
                () -> UrlPattern.compile("https://exa mple.com/x"));
    }

    @Test
    void unicodeHostnameWithoutADomainMapper() {
        // this run has no iri-idna on the class path (see the pom): domain to ASCII fails, so the
        // hostname callback refuses the text (UrlPatternUnicodeHostTest has the mapper)
        assertRefused(
                UrlPatternCode.INVALID_COMPONENT_TEXT,
                0,
                UrlPatternComponent.HOSTNAME,
                "m\u00fcnchen.example",
                () -> UrlPattern.compile(UrlPatternInit.builder()
                        .hostname("m\u00fcnchen.example")
                        .build()));
    }

    @Test
    void ipv6HostnameWithANonHexDigit() {
        // §3.1 canonicalize an IPv6 hostname; the colons are escaped, else ':' would start a name
        assertRefused(
                UrlPatternCode.INVALID_COMPONENT_TEXT,
                0,
                UrlPatternComponent.HOSTNAME,
                "[\\:\\:g]",
                () -> UrlPattern.compile(
                        UrlPatternInit.builder().hostname("[\\:\\:g]").build()));
    }

    @Test
    void portThatIsNoNumber() {
        assertRefused(
                UrlPatternCode.INVALID_COMPONENT_TEXT,
                0,
                UrlPatternComponent.PORT,
                "abc",
                () -> UrlPattern.compile(UrlPatternInit.builder().port("abc").build()));
    }

    // ECMA-262 §22.2.1: syntax errors of a custom group, at the group's offending character

    @Test
    void loneBraceInARegexpGroup() {
        assertPathnameRefused(UrlPatternCode.LONE_SYNTAX_CHARACTER, 3, "/(a{)");
    }

    @Test
    void quantifierWithNothingToRepeat() {
        assertPathnameRefused(UrlPatternCode.NOTHING_TO_REPEAT, 2, "/(+)");
    }

    @Test
    void quantifierBoundsOutOfOrder() {
        assertPathnameRefused(UrlPatternCode.QUANTIFIER_OUT_OF_ORDER, 3, "/(a{2,1})");
    }

    @Test
    void quantifierBoundPastTheLargestInt() {
        assertPathnameRefused(UrlPatternCode.QUANTIFIER_TOO_LARGE, 3, "/(a{2147483648})");
    }

    @Test
    void identityEscapeOfALetter() {
        // with the v flag only syntax characters and '/' have identity escapes: "\m" at 2
        assertPathnameRefused(UrlPatternCode.INVALID_ESCAPE, 2, "/(\\m)");
    }

    @Test
    void identityEscapeOfALetterReportedInTheWholePatternString() {
        String pattern = "https://example.com/x/(\\m)";
        assertRefused(
                UrlPatternCode.INVALID_ESCAPE,
                23,
                UrlPatternComponent.PATHNAME,
                pattern,
                () -> UrlPattern.compile(pattern));
    }

    @Test
    void identityEscapeOfALetterInTheProtocolOfAPatternString() {
        // §1.6 "compute protocol matches a special scheme flag" compiles "(\m)": the "\" is at 1
        String pattern = "(\\m)://example.com";
        assertRefused(
                UrlPatternCode.INVALID_ESCAPE,
                1,
                UrlPatternComponent.PROTOCOL,
                pattern,
                () -> UrlPattern.compile(pattern));
    }

    @Test
    void identityEscapeOfALetterInThePortOfAPatternString() {
        String pattern = "https://example.com:(\\m)/";
        assertRefused(
                UrlPatternCode.INVALID_ESCAPE,
                21,
                UrlPatternComponent.PORT,
                pattern,
                () -> UrlPattern.compile(pattern));
    }

    @Test
    void codePointEscapePastTheLastCodePoint() {
        assertPathnameRefused(UrlPatternCode.CODE_POINT_OUT_OF_RANGE, 2, "/(\\u{110000})");
    }

    @Test
    void groupKindEcmaScriptDoesNotHave() {
        assertPathnameRefused(UrlPatternCode.INVALID_GROUP, 4, "/((?R))");
    }

    @Test
    void groupNameStartingWithADigit() {
        assertPathnameRefused(UrlPatternCode.INVALID_GROUP_NAME, 5, "/((?<1a>b))");
    }

    @Test
    void sameRegExpGroupNameTwiceInOneCustomGroup() {
        // ECMA-262 §22.2.1.1: two groups named x that can both participate
        assertPathnameRefused(UrlPatternCode.DUPLICATE_GROUP_NAME, 9, "/((?<x>a)(?<x>b))");
    }

    @Test
    void sameRegExpGroupNameInTwoCustomGroups() {
        // one generated expression holds both groups (§2.2): the second "(?<x>" is at 12
        assertPathnameRefused(UrlPatternCode.DUPLICATE_GROUP_NAME, 12, "/((?<x>a))/((?<x>b))");
    }

    @Test
    void backreferenceToAGroupThatDoesNotExist() {
        // the generated ^(?:\/(\2))$ has one capturing group
        assertPathnameRefused(UrlPatternCode.UNDEFINED_BACKREFERENCE, 2, "/(\\2)");
    }

    @Test
    void namedBackreferenceToANameThatDoesNotExist() {
        assertPathnameRefused(UrlPatternCode.UNDEFINED_BACKREFERENCE, 2, "/(\\k<nope>)");
    }

    @Test
    void backreferenceWithinOneCustomGroup() {
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_BACKREFERENCE, 9, "/((?<x>a)\\k<x>)");
    }

    @Test
    void backreferenceToAnEarlierCustomGroup() {
        // the generated ^(?:\/(a))(\1)$ is valid ECMAScript: \1 is the first group, a backreference
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_BACKREFERENCE, 5, "/(a)(\\1)");
    }

    @Test
    void backreferenceToTheGroupItIsIn() {
        // the generated ^(?:\/(\1))$ is valid ECMAScript (§22.2.1.1 counts the whole pattern's groups)
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_BACKREFERENCE, 2, "/(\\1)");
    }

    @Test
    void namedBackreferenceToAnEarlierCustomGroup() {
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_BACKREFERENCE, 12, "/((?<x>a))/(\\k<x>)");
    }

    @Test
    void capturingGroupInsideALookahead() {
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_CAPTURE_IN_LOOKAROUND, 5, "/((?=(?<x>a))a)");
    }

    @Test
    void modifierWithAFlagTwice() {
        assertPathnameRefused(UrlPatternCode.INVALID_MODIFIER, 4, "/((?ii:a))");
    }

    @Test
    void multilineModifier() {
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_MODIFIER, 4, "/((?m:a))");
    }

    @Test
    void classWithoutItsClosingBracket() {
        // the tokenizer ends the group at its ")" (§2.1.2), so the "[" at 2 is never closed in the
        // regexp the user wrote; only the generated whole reads on into ")" (unescaped in a v class)
        assertPathnameRefused(UrlPatternCode.UNTERMINATED_CHARACTER_CLASS, 2, "/([a)");
    }

    @Test
    void classRangeOutOfOrder() {
        assertPathnameRefused(UrlPatternCode.INVALID_CLASS_RANGE, 3, "/([z-a])");
    }

    @Test
    void unionAndIntersectionMixedInOneClass() {
        assertPathnameRefused(UrlPatternCode.INVALID_CLASS_SET_OPERATION, 5, "/([ab&&c])");
    }

    @Test
    void classSetSyntaxCharacterLeftUnescaped() {
        assertPathnameRefused(UrlPatternCode.UNESCAPED_CLASS_SET_CHARACTER, 3, "/([|])");
    }

    @Test
    void reservedDoublePunctuatorInAClass() {
        assertPathnameRefused(UrlPatternCode.RESERVED_DOUBLE_PUNCTUATOR, 4, "/([a!!b])");
    }

    @Test
    void negatedClassWithStrings() {
        assertPathnameRefused(UrlPatternCode.NEGATED_CLASS_WITH_STRINGS, 2, "/([^\\q{ab}])");
    }

    @Test
    void propertyEcmaScriptDoesNotKnow() {
        assertPathnameRefused(UrlPatternCode.UNKNOWN_PROPERTY, 2, "/(\\p{Nope})");
    }

    @Test
    void propertyTheJdkCannotComputeExactly() {
        assertPathnameRefused(UrlPatternCode.UNSUPPORTED_PROPERTY, 2, "/(\\p{Script_Extensions=Latin})");
    }

    // the engine's caps

    @Test
    void regexpGroupLongerThanTheCap() {
        // 100,001 code units of regexp: the first one past the 100,000 cap is at 2 + 100,000
        assertPathnameRefused(UrlPatternCode.PATTERN_TOO_LONG, 100_002, "/(" + "a".repeat(100_001) + ")");
    }

    @Test
    void groupsNestedDeeperThanTheCap() {
        // 201 "(?:" in a row: the 201st, past the cap of 200, starts at 2 + 200 * 3
        String pattern = "/(" + "(?:".repeat(201) + "a" + ")".repeat(201) + ")";
        assertPathnameRefused(UrlPatternCode.NESTING_TOO_DEEP, 602, pattern);
    }

    @Test
    void programLargerThanTheCap() {
        assertPathnameRefused(UrlPatternCode.PROGRAM_TOO_LARGE, 2, "/((?:a{1,1000}){1,1000})");
    }
}
