package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalid;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalidAt;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertValid;
import static org.iri4j.core.spec.grammar.GrammarSupport.orDash;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The start rules of RFC 3987 §2.2 (IRI, IRI-reference, absolute-IRI, irelative-ref) and of
 * RFC 3986 Appendix A (URI, URI-reference, absolute-URI, relative-ref), and the
 * "first-match-wins" reading of RFC 3986 §3 / §4.1 / Appendix B.
 */
class StartRulesTest {

    /**
     * Which of the eight start rules each string matches (Y/N), in the order IRI,
     * IRI-reference, absolute-IRI, irelative-ref, URI, URI-reference, absolute-URI, relative-ref.
     * IRI-reference = IRI / irelative-ref (RFC 3987 §2.2); absolute-IRI has no fragment;
     * the URI rules are the same over US-ASCII (RFC 3986 Appendix A).
     */
    @ParameterizedTest(name = "[{0}] IRI={1} IRI-ref={2} abs-IRI={3} irel={4} URI={5} URI-ref={6} abs-URI={7} rel={8}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            http://a/b?c#d          | Y | Y | N | N | Y | Y | N | N
            http://a/b?c            | Y | Y | Y | N | Y | Y | Y | N
            a:b                     | Y | Y | Y | N | Y | Y | Y | N
            a:                      | Y | Y | Y | N | Y | Y | Y | N
            a:#                     | Y | Y | N | N | Y | Y | N | N
            a:?                     | Y | Y | Y | N | Y | Y | Y | N
            urn:isbn:0-395-36341-1  | Y | Y | Y | N | Y | Y | Y | N
            mailto:a@b.example      | Y | Y | Y | N | Y | Y | Y | N
            A+1-.z:x                | Y | Y | Y | N | Y | Y | Y | N
            //a/b                   | N | Y | N | Y | N | Y | N | Y
            ""                      | N | Y | N | Y | N | Y | N | Y
            ./a:b                   | N | Y | N | Y | N | Y | N | Y
            a/b:c                   | N | Y | N | Y | N | Y | N | Y
            /a:b                    | N | Y | N | Y | N | Y | N | Y
            ?q                      | N | Y | N | Y | N | Y | N | Y
            "#f"                      | N | Y | N | Y | N | Y | N | Y
            ../x                    | N | Y | N | Y | N | Y | N | Y
            http://é/               | Y | Y | Y | N | N | N | N | N
            http://a/?\uE000        | Y | Y | Y | N | N | N | N | N
            é                       | N | Y | N | Y | N | N | N | N
            "#é"                      | N | Y | N | Y | N | N | N | N
            :x                      | N | N | N | N | N | N | N | N
            1a:b                    | N | N | N | N | N | N | N | N
            a b                     | N | N | N | N | N | N | N | N
            a:b#c#d                 | N | N | N | N | N | N | N | N
            """)
    void startRuleMatrix(
            String input,
            String iri,
            String iriRef,
            String absIri,
            String irel,
            String uri,
            String uriRef,
            String absUri,
            String rel) {
        IriRule[] rules = {
            IriRule.IRI,
            IriRule.IRI_REFERENCE,
            IriRule.ABSOLUTE_IRI,
            IriRule.IRELATIVE_REF,
            IriRule.URI,
            IriRule.URI_REFERENCE,
            IriRule.ABSOLUTE_URI,
            IriRule.RELATIVE_REF
        };
        String[] expected = {iri, iriRef, absIri, irel, uri, uriRef, absUri, rel};
        for (int k = 0; k < rules.length; k++) {
            IriRule rule = rules[k];
            boolean want = expected[k].equals("Y");
            assertEquals(want, GrammarSupport.parses(input, rule), rule.abnfName() + " parse");
            assertEquals(want, Iris.check(input, rule).isValid(), rule.abnfName() + " check");
        }
    }

    /** First-match-wins decomposition under IRI-reference (RFC 3986 §4.1, Appendix B). "-" = absent. */
    @ParameterizedTest(name = "[{0}] scheme={1} authority={2} path={3} query={4} fragment={5}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            a:b             | a  | -   | b       | -    | -
            ./a:b           | -  | -   | ./a:b   | -    | -
            a:b:c           | a  | -   | b:c     | -    | -
            a::b            | a  | -   | :b      | -    | -
            a:/b:c          | a  | -   | /b:c    | -    | -
            a:              | a  | -   | ""      | -    | -
            a://            | a  | ""  | ""      | -    | -
            a:///           | a  | ""  | /       | -    | -
            a:/.//b         | a  | -   | /.//b   | -    | -
            ""              | -  | -   | ""      | -    | -
            ?               | -  | -   | ""      | ""   | -
            "#"               | -  | -   | ""      | -    | ""
            ?#              | -  | -   | ""      | ""   | ""
            //              | -  | ""  | ""      | -    | -
            ///             | -  | ""  | /       | -    | -
            ////a           | -  | ""  | //a     | -    | -
            //a             | -  | a   | ""      | -    | -
            //a?b#c         | -  | a   | ""      | b    | c
            ?//a            | -  | -   | ""      | //a  | -
            "#//a"            | -  | -   | ""      | -    | //a
            a?b:c           | -  | -   | a       | b:c  | -
            a#b:c           | -  | -   | a       | -    | b:c
            a/b:c           | -  | -   | a/b:c   | -    | -
            /a//b           | -  | -   | /a//b   | -    | -
            x?a?b/c         | -  | -   | x       | a?b/c | -
            x#a?b/c         | -  | -   | x       | -    | a?b/c
            http://h?#      | http | h | ""      | ""   | ""
            """)
    void firstMatchWins(String input, String scheme, String authority, String path, String query, String fragment) {
        Iri iri = assertValid(input, IriRule.IRI_REFERENCE);
        assertAll(
                () -> assertEquals(scheme, orDash(iri.scheme()), "scheme"),
                () -> assertEquals(authority, orDash(iri.authority()), "authority"),
                () -> assertEquals(path, iri.path(), "path"),
                () -> assertEquals(query, orDash(iri.query()), "query"),
                () -> assertEquals(fragment, orDash(iri.fragment()), "fragment"),
                () -> assertEquals(!scheme.equals("-"), iri.isAbsolute(), "isAbsolute"),
                () -> assertEquals(!authority.equals("-"), iri.hasAuthority(), "hasAuthority"));
    }

    /** A string that begins with scheme ":" is an IRI, whatever the rest (RFC 3986 §4.1, "a:b" vs "./a:b"). */
    @Test
    void schemeColonMakesAnIri() {
        assertTrue(Iris.parse("a:b").isAbsolute());
        assertFalse(Iris.parse("./a:b").isAbsolute());
        // irelative-ref cannot take "a:b" at all: its first segment would hold ":" (ipath-noscheme).
        assertInvalidAt("a:b", IriRule.IRELATIVE_REF, IriCode.COLON_IN_FIRST_SEGMENT, 1);
        assertValid("./a:b", IriRule.IRELATIVE_REF);
    }

    /** The five ipath variants of RFC 3987 §2.2, told apart by their ABNF definitions. */
    @ParameterizedTest(name = "[{1}] under {0} is ipath-{2}, path [{3}]")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            IRI-reference | //h                | abempty  | ""
            IRI-reference | //h/               | abempty  | /
            IRI-reference | //h/a//b/          | abempty  | /a//b/
            IRI           | http://h/a:b@c     | abempty  | /a:b@c
            IRI           | a:/                | absolute | /
            IRI           | a:/b//c            | absolute | /b//c
            irelative-ref | /b:c               | absolute | /b:c
            irelative-ref | /                  | absolute | /
            irelative-ref | a                  | noscheme | a
            irelative-ref | a@b/c:d            | noscheme | a@b/c:d
            irelative-ref | .                  | noscheme | .
            irelative-ref | %3A/x              | noscheme | %3A/x
            IRI           | a:b                | rootless | b
            IRI           | a:b:c/d            | rootless | b:c/d
            IRI           | a::                | rootless | :
            IRI           | a:@                | rootless | @
            IRI           | a:                 | empty    | ""
            IRI           | a:?q               | empty    | ""
            irelative-ref | ""                 | empty    | ""
            irelative-ref | ?q                 | empty    | ""
            irelative-ref | #f                 | empty    | ""
            """)
    void pathVariants(String ruleName, String input, String variant, String path) {
        Iri iri = assertValid(input, IriRule.fromName(ruleName));
        assertEquals(path, iri.path(), "path");
        assertEquals(variant, classify(iri), "ipath variant");
    }

    /** The ipath alternative that a parsed reference's path matches, from RFC 3987 §2.2. */
    private static String classify(Iri iri) {
        String p = iri.path();
        if (iri.hasAuthority()) {
            assertTrue(p.isEmpty() || p.startsWith("/"), "ipath-abempty begins with \"/\" or is empty");
            return "abempty";
        }
        if (p.isEmpty()) {
            return "empty";
        }
        if (p.startsWith("/")) {
            assertFalse(p.startsWith("//"), "ipath-absolute does not begin with \"//\"");
            return "absolute";
        }
        if (iri.isAbsolute()) {
            return "rootless";
        }
        String first = p.contains("/") ? p.substring(0, p.indexOf('/')) : p;
        assertFalse(first.contains(":"), "isegment-nz-nc has no \":\"");
        return "noscheme";
    }

    /** ipath-noscheme: the first segment of a relative reference cannot hold ":" (RFC 3986 §4.2). */
    @ParameterizedTest(name = "[{1}] under {0}: COLON_IN_FIRST_SEGMENT at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            irelative-ref | a:b        | 1
            irelative-ref | :          | 0
            irelative-ref | :a         | 0
            irelative-ref | ab:        | 2
            irelative-ref | http://h   | 4
            irelative-ref | a@b:c/d    | 3
            irelative-ref | 1a:b       | 2
            relative-ref  | a:b        | 1
            relative-ref  | x:/y       | 1
            """)
    void colonInFirstSegment(String ruleName, String input, int start) {
        assertInvalidAt(input, IriRule.fromName(ruleName), IriCode.COLON_IN_FIRST_SEGMENT, start);
    }

    /** A colon after the first segment, or after "./", is fine (RFC 3986 §4.2). */
    @ParameterizedTest(name = "[{0}] is an irelative-ref")
    @CsvSource({"./a:b", "a/b:c", "/a:b", "?a:b", "'#a:b'", "//h/a:b", "a/:", "%3A"})
    void colonAfterFirstSegment(String input) {
        assertValid(input, IriRule.IRELATIVE_REF);
        assertValid(input, IriRule.RELATIVE_REF);
    }

    /** IRI = scheme ":" ...: without a scheme the rule fails with MISSING_SCHEME at index 0. */
    @ParameterizedTest(name = "[{1}] under {0}: MISSING_SCHEME")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            IRI          | ""
            IRI          | a
            IRI          | //a/b
            IRI          | /a:b
            IRI          | ./a:b
            IRI          | ?a:b
            IRI          | #a:b
            IRI          | é
            absolute-IRI | //h
            absolute-IRI | ""
            URI          | //a
            URI          | a/b:c
            absolute-URI | ""
            """)
    void missingScheme(String ruleName, String input) {
        assertInvalidAt(input, IriRule.fromName(ruleName), IriCode.MISSING_SCHEME, 0);
    }

    /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1), in every rule that allows one. */
    @ParameterizedTest(name = "[{0}]: INVALID_SCHEME at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1a:b     | 0
            :x       | 0
            a b:c    | 1
            +a:b     | 0
            -a:b     | 0
            .a:b     | 0
            a_b:c    | 1
            a~b:c    | 1
            a%41:b   | 1
            é:b      | 0
            aé:b     | 1
            """)
    void invalidScheme(String input, int start) {
        for (IriRule rule : new IriRule[] {IriRule.IRI, IriRule.IRI_REFERENCE, IriRule.ABSOLUTE_IRI}) {
            assertInvalidAt(input, rule, IriCode.INVALID_SCHEME, start);
        }
    }

    /** Scheme characters that the rule allows (RFC 3986 §3.1); scheme() is reported as written. */
    @ParameterizedTest(name = "[{0}] has scheme [{1}]")
    @CsvSource({
        "a:x, a",
        "Z:x, Z",
        "a1:x, a1",
        "a+b:x, a+b",
        "a-b:x, a-b",
        "a.b:x, a.b",
        "a+-.9:x, a+-.9",
        "HTTP://h, HTTP",
        "xn--abc:x, xn--abc"
    })
    void validScheme(String input, String scheme) {
        for (IriRule rule : new IriRule[] {IriRule.IRI, IriRule.IRI_REFERENCE, IriRule.URI, IriRule.ABSOLUTE_URI}) {
            assertEquals(scheme, assertValid(input, rule).scheme().orElseThrow(), rule.abnfName());
        }
    }

    /** absolute-IRI = scheme ":" ihier-part [ "?" iquery ]: no fragment, not even an empty one. */
    @ParameterizedTest(name = "[{1}] under {0}: FRAGMENT_NOT_ALLOWED at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            absolute-IRI | a:b#c          | 3
            absolute-IRI | a:b#           | 3
            absolute-IRI | http://h/p?q#f | 12
            absolute-IRI | a:#            | 2
            absolute-URI | a:b#c          | 3
            absolute-URI | a:?#           | 3
            """)
    void absoluteRulesRejectFragments(String ruleName, String input, int start) {
        assertInvalidAt(input, IriRule.fromName(ruleName), IriCode.FRAGMENT_NOT_ALLOWED, start);
    }

    /** The same strings with the fragment are IRIs (RFC 3987 §2.2). */
    @ParameterizedTest(name = "[{0}] is an IRI")
    @CsvSource({"a:b#c", "a:b#", "http://h/p?q#f", "a:#"})
    void fragmentsAllowedInIri(String input) {
        assertTrue(assertValid(input, IriRule.IRI).hasFragment());
        assertValid(input, IriRule.URI);
    }

    /** The URI rules (RFC 3986 Appendix A) take US-ASCII only. */
    @ParameterizedTest(name = "[{1}] under {0}: NON_ASCII_CHARACTER at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            URI           | http://例え.jp/       | 7
            URI           | http://h/ros\u00E9    | 12
            URI           | a:b?\uE000            | 4
            URI-reference | \u00E9                | 0
            URI-reference | #\u00E9               | 1
            URI-reference | //u\u00E9@h           | 3
            absolute-URI  | a:\uD83D\uDE00        | 2
            relative-ref  | a/\u00A0              | 2
            """)
    void uriRulesRejectNonAscii(String ruleName, String input, int start) {
        assertInvalidAt(input, IriRule.fromName(ruleName), IriCode.NON_ASCII_CHARACTER, start);
        IriRule iriRule = switch (IriRule.fromName(ruleName)) {
            case URI -> IriRule.IRI;
            case URI_REFERENCE -> IriRule.IRI_REFERENCE;
            case ABSOLUTE_URI -> IriRule.ABSOLUTE_IRI;
            default -> IriRule.IRELATIVE_REF;
        };
        assertValid(input, iriRule);
    }

    /** Every rule rejects a space, a character no rule allows (RFC 3986 §2, RFC 3987 §2.2). */
    @ParameterizedTest(name = "{0} rejects a space")
    @EnumSource(IriRule.class)
    void everyRuleRejectsSpace(IriRule rule) {
        String input = rule.requiresScheme() ? "a:b c" : "b c";
        int start = rule.requiresScheme() ? 3 : 1;
        assertInvalidAt(input, rule, IriCode.ILLEGAL_CHARACTER, start);
    }

    /** The rule names of the ABNF map to the rules, and each parser says which rule it is. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "IRI, IRI",
        "IRI-reference, IRI_REFERENCE",
        "absolute-IRI, ABSOLUTE_IRI",
        "irelative-ref, IRELATIVE_REF",
        "URI, URI",
        "URI-reference, URI_REFERENCE",
        "absolute-URI, ABSOLUTE_URI",
        "relative-ref, RELATIVE_REF"
    })
    void ruleNames(String abnfName, IriRule rule) {
        assertSame(rule, IriRule.fromName(abnfName));
        assertEquals(abnfName, rule.abnfName());
        assertSame(rule, Iris.check("", rule).rule());
    }

    /** Iris.parse(s) is IRI-reference. */
    @Test
    void defaultRuleIsIriReference() {
        assertEquals("", Iris.parse("").toString());
        assertEquals("./a:b", Iris.parse("./a:b").path());
        assertInvalid(":x", IriRule.IRI_REFERENCE, IriCode.INVALID_SCHEME);
        assertFalse(Iris.check(":x").isValid());
    }
}
