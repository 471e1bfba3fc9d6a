package org.iri4j.core.spec.resolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reference resolution, RFC 3986 §5.2.2 branch by branch, §5.2.3, and RFC 3987 §6.5. */
class ResolutionTest {

    private static String resolve(String base, String reference) {
        return Iris.parse(base).resolve(Iris.parse(reference)).toString();
    }

    private static void check(String base, String reference, String target) {
        String actual = resolve(base, reference);
        assertEquals(target, actual, () -> "<" + base + "> + <" + reference + ">");
        // and the Iri overload gives the same
        assertEquals(target, Iris.parse(base).resolve(Iris.parse(reference)).toString());
    }

    @ParameterizedTest(name = "§5.2.2 defined(R.scheme): {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q | g:a/./b/../c          | g:a/c
            http://a/b/c/d;p?q | g://h/./x/../y?q/../#f | g://h/y?q/../#f
            http://a/b/c/d;p?q | g:..                  | g:
            http://a/b/c/d;p?q | g:../x                | g:x
            http://a/b/c/d;p?q | g:/../x               | g:/x
            http://a/b/c/d;p?q | g:x/y                 | g:x/y
            http://a/b/c/d;p?q | g:%2E%2E/x            | g:%2E%2E/x
            http://a/b/c/d;p?q | https://a/b/../c      | https://a/c
            http://a/b/c/d;p?q | http://a/b/c/./d      | http://a/b/c/d
            http://a/b/c/d;p?q | HTTP:g                | HTTP:g
            http://a/b/c/d;p?q | http:                 | http:
            urn:x:y            | mailto:x@y?s#f        | mailto:x@y?s#f
            """)
    void referenceWithScheme(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "§5.2.2 defined(R.authority): {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q  | //g/../h          | http://g/h
            http://a/b/c/d;p?q  | //g               | http://g
            http://a/b/c/d;p?q  | //g?y#s           | http://g?y#s
            http://a/b/c/d;p?q  | //                | http://
            http://a/b/c/d;p?q  | //g/.             | http://g/
            http://a/b/c/d;p?q  | //g/./x/../../..  | http://g/
            http://a/b/c/d;p?q  | //u@g:81/x        | http://u@g:81/x
            http://u@a:8/b?q#f  | //g               | http://g
            http://u@a:8/b?q#f  | //a:8             | http://a:8
            urn:x:y             | //h/p             | urn://h/p
            a:b                 | ///x/../y         | a:///y
            """)
    void referenceWithAuthority(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "§5.2.2 R.path == \"\": {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q   | ''    | http://a/b/c/d;p?q
            http://a/b/c/d;p?q   | ?y    | http://a/b/c/d;p?y
            http://a/b/c/d;p?q   | #s    | http://a/b/c/d;p?q#s
            http://a/b/c/d;p?q   | ?y#s  | http://a/b/c/d;p?y#s
            http://a/b/c/d;p     | ''    | http://a/b/c/d;p
            http://a/b/c/d;p     | #s    | http://a/b/c/d;p#s
            http://a/b/../c/./d  | ''    | http://a/b/../c/./d
            http://a/b/../c/./d  | ?y    | http://a/b/../c/./d?y
            http://a             | ''    | http://a
            http://a             | ?y    | http://a?y
            http://a             | #s    | http://a#s
            urn:a:b              | ?q    | urn:a:b?q
            urn:a:b              | #f    | urn:a:b#f
            a:                   | ''    | a:
            a:                   | ?q    | a:?q
            """)
    void emptyPath(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "§5.2.2 R.path starts with \"/\": {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q  | /g/../h     | http://a/h
            http://a/b/c/d;p?q  | /           | http://a/
            http://a/b/c/d;p?q  | /..         | http://a/
            http://a/b/c/d;p?q  | /.          | http://a/
            http://a/b/c/d;p?q  | /g?y#s      | http://a/g?y#s
            http://a/b/c/d;p?q  | /g/         | http://a/g/
            http://a/b/c/d;p?q  | /..//x      | http://a//x
            http://u@a:8/b?q#f  | /g          | http://u@a:8/g
            urn:a:b             | /c          | urn:/c
            file:/x/y           | /z/./w      | file:/z/w
            """)
    void absolutePath(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "§5.2.3 merge: {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a            | b          | http://a/b
            http://a            | ../b       | http://a/b
            http://a            | .          | http://a/
            http://a            | ..         | http://a/
            http://a            | ./b:c      | http://a/b:c
            http://a?q#f        | b?y        | http://a/b?y
            http://a/           | b          | http://a/b
            http://a/b/         | ../../../../g | http://a/g
            http://a/b/c/d;p?q  | g?y/./x#s/../x | http://a/b/c/g?y/./x#s/../x
            http://a/b/c/..     | g          | http://a/b/c/g
            http://a/b/c/..     | .          | http://a/b/c/
            http://a/b/c/.      | g          | http://a/b/c/g
            http://a/b/../c     | d          | http://a/d
            http://a/b/./c/../d/e | f        | http://a/b/d/f
            http://a/b//c/d     | ../g       | http://a/b//g
            http://a/b//c/d     | ../../g    | http://a/b/g
            """)
    void relativePathWithAuthority(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "§5.2.3 merge, base without authority: {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            urn:a:b        | c        | urn:c
            urn:a:b        | ./c:d    | urn:c:d
            a:b/c          | ../d     | a:/d
            a:b/c/d        | ../e     | a:b/e
            a:b/c/d        | ../../e  | a:/e
            a:b/c/d        | ../../../e | a:/e
            file:/x/y      | z        | file:/x/z
            file:/x/y      | ../z     | file:/z
            a:b            | .        | a:
            a:b            | ..       | a:
            a:b            | c/      | a:c/
            a:             | b        | a:b
            a:/b           | c        | a:/c
            a:/            | ..       | a:/
            mailto:x@y     | z@w      | mailto:z@w
            """)
    void relativePathWithoutAuthority(String base, String reference, String target) {
        check(base, reference, target);
    }

    @ParameterizedTest(name = "well-known suites: {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/d;p?q=1/2 | g          | http://a/b/c/g
            http://a/b/c/d;p?q=1/2 | ./         | http://a/b/c/
            http://a/b/c/d;p?q=1/2 | ../g       | http://a/b/g
            http://a/b/c/d;p?q=1/2 | g?y/../x   | http://a/b/c/g?y/../x
            http://a/b/c/d;p=1/2?q | g          | http://a/b/c/d;p=1/g
            http://a/b/c/d;p=1/2?q | ./g        | http://a/b/c/d;p=1/g
            http://a/b/c/d;p=1/2?q | ;x         | http://a/b/c/d;p=1/;x
            http://a/b/c/d;p=1/2?q | g;x=1/./y  | http://a/b/c/d;p=1/g;x=1/y
            http://a/b/c/d;p=1/2?q | g;x=1/../y | http://a/b/c/d;p=1/y
            http://a/b/c/d;p=1/2?q | ../        | http://a/b/c/
            http://a/b/c/d;p=1/2?q | ../../g    | http://a/b/g
            fred:///s//a/b/c       | g          | fred:///s//a/b/g
            fred:///s//a/b/c       | /g         | fred:///g
            fred:///s//a/b/c       | //g/x      | fred://g/x
            fred:///s//a/b/c       | ///g       | fred:///g
            fred:///s//a/b/c       | ../        | fred:///s//a/
            fred:///s//a/b/c       | ../../     | fred:///s//
            fred:///s//a/b/c       | ../../g    | fred:///s//g
            fred:///s//a/b/c       | ../../../g | fred:///s/g
            fred:///s//a/b/c       | ../../../../g | fred:///g
            http://example/x/y/z   | ../abc     | http://example/x/abc
            http://ex/x/y          | q/r#s      | http://ex/x/q/r#s
            file:///a/bb/ccc/d;p?q | ../../../../g | file:///g
            """)
    void wellKnownSuites(String base, String reference, String target) {
        check(base, reference, target);
    }

    @Test
    void baseFragmentIsIgnored() {
        // RFC 3986 §5.1: a base URI's fragment is not used in resolution
        check("http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q");
        check("http://a/b/c/d;p?q#f", "?y", "http://a/b/c/d;p?y");
        check("http://a/b/c/d;p?q#f", "#s", "http://a/b/c/d;p?q#s");
        check("http://a/b/c/d;p?q#f", "g", "http://a/b/c/g");
        check("http://a/b#", "", "http://a/b");
    }

    @Test
    void baseWithEmptyQuery() {
        // §5.2.2: T.query = Base.query, which is defined and empty; §5.3 keeps the "?"
        check("http://a/b?", "", "http://a/b?");
        check("http://a/b?", "#f", "http://a/b?#f");
        check("http://a/b?", "?y", "http://a/b?y");
        check("http://a/b?", "c", "http://a/c");
        assertEquals(
                Optional.of(""),
                Iris.parse("http://a/b?").resolve(Iris.parse("#f")).query());
    }

    @Test
    void emptyQueryAndFragmentOfTheReferenceAreKept() {
        // §5.3: an empty component is not an undefined one
        check("http://a/b/c/d;p?q", "?", "http://a/b/c/d;p?");
        check("http://a/b/c/d;p?q", "#", "http://a/b/c/d;p?q#");
        check("http://a/b/c/d;p?q", "?#", "http://a/b/c/d;p?#");
        check("http://a/b/c/d;p?q", "g?", "http://a/b/c/g?");
        check("http://a/b/c/d;p?q", "g#", "http://a/b/c/g#");
        Iri target = Iris.parse("http://a/b/c/d;p?q").resolve(Iris.parse("?#"));
        assertEquals(Optional.of(""), target.query());
        assertEquals(Optional.of(""), target.fragment());
    }

    @ParameterizedTest(name = "RFC 3987 §6.5: {0} + {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://例え.jp/ä/ö   | ../ü?é#ß          | http://例え.jp/ü?é#ß
            http://例え.jp/ä/ö   | ü                  | http://例え.jp/ä/ü
            http://例え.jp/ä/ö   | ./ü/../ÿ           | http://例え.jp/ä/ÿ
            http://例え.jp/ä/ö   | //例.jp/ü/..       | http://例.jp/
            http://例え.jp/ä/ö   | ?ä=ö               | http://例え.jp/ä/ö?ä=ö
            http://例え.jp/ä/ö   | 𐌀/./𐌁/../𐌂       | http://例え.jp/ä/𐌀/𐌂
            http://例え.jp/ä/ö   | ../../../ü         | http://例え.jp/ü
            http://a/b/c        | ．．/g              | http://a/b/．．/g
            http://a/b/c        | 。/g               | http://a/b/。/g
            urn:ä:ö             | ü                  | urn:ü
            """)
    void internationalizedLikeAscii(String base, String reference, String target) {
        check(base, reference, target);
    }

    @Test
    void privateUseInQueryIsCarried() {
        // RFC 3987 §2.2: iprivate is allowed in the query; resolution copies it as any other char
        check("http://a/b/c", "g?\uE000", "http://a/b/g?\uE000");
        check("http://a/b/c?\uE000", "", "http://a/b/c?\uE000");
    }

    @ParameterizedTest(name = "§2.3/§5.2.4: {0} is not a dot segment")
    @CsvSource(delimiter = '|', textBlock = """
            %2E%2E/g    | http://a/b/c/%2E%2E/g
            %2e         | http://a/b/c/%2e
            %2E         | http://a/b/c/%2E
            /%2E/g      | http://a/%2E/g
            .%2E/g      | http://a/b/c/.%2E/g
            %2E./g      | http://a/b/c/%2E./g
            g/%2E%2E    | http://a/b/c/g/%2E%2E
            //x/%2E%2E/y | http://x/%2E%2E/y
            """)
    void percentEncodedDotsAreNotDotSegments(String reference, String target) {
        check("http://a/b/c/d;p?q", reference, target);
    }

    @Test
    void pathStartingWithDoubleSlashWithoutAuthorityReparsesAsPath() {
        // §5.2.4 gives the path "//x"; written "/.//x" (project reading) so that it is not an authority
        Iri target = Iris.parse("a:b").resolve(Iris.parse("/..//x"));
        assertEquals("a:/.//x", target.toString());
        Iri reparsed = Iris.parse(target.toString(), IriRule.IRI);
        assertEquals(reparsed.path(), target.path());
        assertFalse(reparsed.hasAuthority());
        assertFalse(target.hasAuthority());
        check("a:/b", ".//x", "a:/.//x");
        check("a:/b/c", "..//x", "a:/.//x");
        check("a:b", "a:/..//x", "a:/.//x");
        check("a:b", "/..//x?q#f", "a:/.//x?q#f");
        // with an authority nothing needs rewriting
        check("http://a/b", "/..//x", "http://a//x");
    }

    @Test
    void ipLiteralHostOfTheBaseIsKept() {
        Iri target = Iris.parse("http://[::1]:8/a/b").resolve(Iris.parse("../c"));
        assertEquals("http://[::1]:8/c", target.toString());
        assertEquals(Optional.of("[::1]"), target.host());
        assertEquals(Optional.of(HostKind.IPV6), target.hostKind());
        assertEquals(Optional.of("8"), target.port());
        Iri other = Iris.parse("http://a/b").resolve(Iris.parse("//127.0.0.1/x"));
        assertEquals(Optional.of(HostKind.IPV4), other.hostKind());
        assertEquals(
                Optional.of(HostKind.REG_NAME),
                Iris.parse("http://a/b").resolve(Iris.parse("c")).hostKind());
        assertEquals(
                Optional.empty(), Iris.parse("urn:a:b").resolve(Iris.parse("c")).hostKind());
    }

    @ParameterizedTest(name = "§5.1 base {0} has no scheme: BASE_NOT_ABSOLUTE")
    @ValueSource(strings = {"b/c", "//a/b", "/a", "", "?q", "#f", "./a:b"})
    void relativeBaseIsRejected(String base) {
        Iri relative = Iris.parse(base);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> relative.resolve(Iris.parse("g")));
        assertEquals(IriCode.BASE_NOT_ABSOLUTE, e.code());
        InvalidInputException e2 = assertThrows(
                InvalidInputException.class,
                () -> relative.resolve(Iris.parse("http://x/y"), ResolutionMode.NON_STRICT));
        assertEquals(IriCode.BASE_NOT_ABSOLUTE, e2.code());
    }

    @Test
    void invalidReferenceStringIsRejected() {
        Iri base = Iris.parse("http://a/b");
        assertThrows(InvalidInputException.class, () -> base.resolve(Iris.parse("g h")));
        assertThrows(InvalidInputException.class, () -> base.resolve(Iris.parse("a:b:c/d e")));
        assertThrows(InvalidInputException.class, () -> base.resolve(Iris.parse("%zz")));
    }

    @ParameterizedTest(name = "§5.2.2 non-strict: {0} = {1}")
    @CsvSource(delimiter = '|', textBlock = """
            HTTP:g       | http://a/b/c/g
            http:g       | http://a/b/c/g
            Http:../g    | http://a/b/g
            http:        | http://a/b/c/d;p?q
            http:?y      | http://a/b/c/d;p?y
            http:#s      | http://a/b/c/d;p?q#s
            http:/g      | http://a/g
            http://g/x/.. | http://g/
            https:g      | https:g
            g:h          | g:h
            """)
    void nonStrictIgnoresTheBaseSchemeCaseInsensitively(String reference, String target) {
        Iri base = Iris.parse("http://a/b/c/d;p?q");
        assertEquals(
                target,
                base.resolve(Iris.parse(reference), ResolutionMode.NON_STRICT).toString());
    }

    @Test
    void strictKeepsAReferenceSchemeOfAnyCase() {
        Iri base = Iris.parse("http://a/b/c/d;p?q");
        assertEquals(
                "HTTP:g",
                base.resolve(Iris.parse("HTTP:g"), ResolutionMode.STRICT).toString());
        assertEquals(
                "http:",
                base.resolve(Iris.parse("http:"), ResolutionMode.STRICT).toString());
        // the base's scheme is copied as written (§5.2.2 T.scheme = Base.scheme)
        assertEquals(
                "HTTP://a/b/c/g",
                Iris.parse("HTTP://a/b/c/d;p?q").resolve(Iris.parse("g")).toString());
    }

    @Test
    void resultIsAbsoluteAndReparsesEqual() {
        String[][] cases = {
            {"a:b", "/..//x"},
            {"http://a", "b"},
            {"urn:a:b", "c"},
            {"http://例え.jp/ä/ö", "../ü?é#ß"},
            {"a:b", "."},
            {"http://a/b/c", "//"},
            {"http://[::1]/a", "?"}
        };
        for (String[] c : cases) {
            Iri target = Iris.parse(c[0]).resolve(Iris.parse(c[1]));
            assertEquals(Iris.parse(target.toString(), IriRule.IRI), target, c[0] + " + " + c[1]);
            assertEquals(Iris.parse(target.toString()).path(), target.path());
            assertEquals(Iris.parse(target.toString()).authority(), target.authority());
            assertEquals(Iris.parse(target.toString()).query(), target.query());
        }
    }
}
