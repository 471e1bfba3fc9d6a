package org.iri4j.core.spec.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.iri4j.api.IriRule;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The {@link AbnfRegex} oracle on strings whose status RFC 3986 / RFC 3987 state plainly. */
class AbnfRegexSanityTest {

    /** Sanity of the oracle itself on strings whose status the RFCs state plainly. */
    @ParameterizedTest(name = "[{1}] under {0} matches: {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            IRI           | http://例え.jp/a?b#c   | true
            IRI           | a:b                   | true
            IRI           | ""                    | false
            IRI           | a b:c                 | false
            IRI-reference | ""                    | true
            IRI-reference | ./a:b                 | true
            IRI-reference | a:b:c                 | true
            IRI-reference | :a                    | false
            absolute-IRI  | a:b#c                 | false
            irelative-ref | a:b                   | false
            irelative-ref | //[::1]:80/p          | true
            irelative-ref | //[::1::]/            | false
            URI           | http://例え.jp/        | false
            URI-reference | http://h/?\uE000      | false
            IRI           | http://h/?\uE000      | true
            IRI           | http://h/\uE000       | false
            IRI           | http://h/\u202E       | false
            IRI           | http://h/\u200D       | true
            relative-ref  | //h:80a               | false
            """)
    void oracleSanity(String ruleName, String input, boolean expected) {
        assertEquals(expected, AbnfRegex.matches(IriRule.fromName(ruleName), input));
        assertEquals(expected, GrammarSupport.parses(input, IriRule.fromName(ruleName)));
    }
}
