package org.iri4j.core.internal.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.internal.value.IriValue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Relativization's direct construction ({@link Relativizer#direct}) gives exactly what the
 * candidate search ({@link Relativizer#search}) gives, which resolves every candidate: over
 * bases and targets sharing scheme and authority, with paths built from segments that stress
 * the common prefix, empty segments, colons, non-ASCII and encoded dots, and with the four
 * combinations of query and fragment.
 */
class RelativizerDirectTest {

    private static final List<String> SEGMENTS =
            List.of("a", "b", "c", "ab", "a:b", "", "é", "%2E", "g.", "..g", "x=1");

    private static Layout parse(String s) {
        return IriValue.parse(s, IriRule.IRI).layout();
    }

    private static Arbitrary<String> path() {
        return Arbitraries.of(SEGMENTS).list().ofMaxSize(5).map(segments -> "/" + String.join("/", segments));
    }

    private static Arbitrary<String> tail() {
        return Combinators.combine(Arbitraries.of("", "?", "?q", "?r", "?a/b"), Arbitraries.of("", "#", "#f"))
                .as(String::concat);
    }

    @Provide
    Arbitrary<List<String>> pairs() {
        Arbitrary<String> prefix = Arbitraries.of("http://h", "http://u@h:8", "a://");
        Arbitrary<String> path = Arbitraries.oneOf(path(), Arbitraries.just(""));
        return Combinators.combine(
                        prefix,
                        path,
                        tail(),
                        path,
                        tail(),
                        Arbitraries.integers().between(0, 3))
                .as((p, bp, bt, tp, tt, same) -> {
                    String basePath = bp;
                    String targetPath = same == 0 ? bp : tp; // same path a quarter of the time
                    return List.of(p + basePath + bt, p + targetPath + (same == 1 ? bt : tt));
                });
    }

    @Property(tries = 3000)
    void theDirectAnswerIsTheSearchsAnswer(@ForAll("pairs") List<String> pair) {
        Layout base = parse(pair.get(0));
        Layout target = parse(pair.get(1));
        Layout direct = Relativizer.direct(base, target);
        if (direct == null) {
            return; // a case for the search
        }
        assertEquals(Relativizer.search(base, target).string(), direct.string(), pair::toString);
        assertEquals(
                target.string(),
                ReferenceResolver.resolve(base, direct, ResolutionMode.STRICT).string());
        // The value is built without a parse: it must be what a parse gives.
        Layout reparsed = IriValue.parse(direct.string(), IriRule.IRI_REFERENCE).layout();
        assertEquals(reparsed.path(), direct.path());
        assertEquals(reparsed.query(), direct.query());
        assertEquals(reparsed.fragment(), direct.fragment());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/b/c/d;p?q | http://a/b/c/g      | g",
                "http://a/b/c/d;p?q | http://a/g          | /g",
                "http://a/b/c/d;p?q | http://a/b/c/d;p?q  | ''",
                "http://a/b/c/d;p?q | http://a/b/c/d;p?y  | ?y",
                "http://a/b/c/d;p?q | http://a/b/c/d;p    | d;p",
                "http://a/b/c/d;p?q | http://a/b/         | ..",
                "http://a/b/c/d;p?q | http://a/b/c/       | .",
                "http://a/b/c/d;p?q | http://a/b/c/x:y    | ./x:y",
                "http://a/b/c/d;p?q | http://a/b/c//x     | .//x",
                "http://a/b/c/d;p?q | http://a//x         | /.//x",
                "http://a           | http://a/x          | x",
                "http://a/b         | http://a/b#f        | #f",
                "http://a/b/c       | https://a/b/c       | https://a/b/c",
                "http://a/b/c       | http://b/b/c?q#f    | //b/b/c?q#f",
                "a:b                | a://u@h:8/x         | //u@h:8/x"
            })
    void builtDirectly(String base, String target, String expected) {
        Layout direct = Relativizer.direct(parse(base), parse(target));
        assertNotNull(direct);
        assertEquals(expected, direct.string());
    }

    @Provide
    Arbitrary<List<String>> otherOrigins() {
        Arbitrary<String> prefix =
                Arbitraries.of("http://h", "http://u@h:8", "http://H", "http://h:", "https://h", "a://", "a:", "A:");
        Arbitrary<String> path = Arbitraries.oneOf(path(), Arbitraries.just(""), Arbitraries.of("b", "./b", "b/../c"));
        return Combinators.combine(prefix, path, tail(), prefix, path, tail())
                .as((bp, bpath, bt, tp, tpath, tt) -> List.of(bp + bpath + bt, tp + tpath + tt));
    }

    /** Another scheme or authority: the target itself or a network path, as the search finds them. */
    @Property(tries = 3000)
    void anotherOriginIsTheSearchsAnswer(@ForAll("otherOrigins") List<String> pair) {
        Layout base;
        Layout target;
        try {
            base = parse(pair.get(0));
            target = parse(pair.get(1));
        } catch (InvalidInputException e) {
            return; // "a:" with an empty path and a query, and such: no IRI
        }
        Layout direct = Relativizer.direct(base, target);
        if (direct == null) {
            return;
        }
        assertEquals(Relativizer.search(base, target).string(), direct.string(), pair::toString);
        Layout reparsed = IriValue.parse(direct.string(), IriRule.IRI_REFERENCE).layout();
        assertEquals(reparsed.scheme(), direct.scheme());
        assertEquals(reparsed.authority(), direct.authority());
        assertEquals(reparsed.userinfo(), direct.userinfo());
        assertEquals(reparsed.host(), direct.host());
        assertEquals(reparsed.hostKind(), direct.hostKind());
        assertEquals(reparsed.port(), direct.port());
        assertEquals(reparsed.path(), direct.path());
        assertEquals(reparsed.query(), direct.query());
        assertEquals(reparsed.fragment(), direct.fragment());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/b/./c    | http://a/b/c",
                "http://a/b/c      | https://a/b/../c",
                "http://a/b/c      | http://b/b/./c",
                "a:b               | a:c",
                "http://a/b/c      | http://a/b/../c",
                "http://a/b        | http://a",
                "urn:a:b           | urn:a:c"
            })
    void leftToTheSearch(String base, String target) {
        assertNull(Relativizer.direct(parse(base), parse(target)));
    }
}
