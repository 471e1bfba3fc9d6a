package org.iri4j.core.internal.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.resolution.Rfc3986Reference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** remove_dot_segments, RFC 3986 §5.2.4. */
class DotSegmentsTest {

    @Test
    void firstWorkedExampleOfSection524() {
        // §5.2.4: 1: /a/b/c/./../../g ... 2E: /a/g
        assertEquals("/a/g", DotSegments.remove("/a/b/c/./../../g"));
    }

    @Test
    void secondWorkedExampleOfSection524() {
        // §5.2.4: 1: mid/content=5/../6 ... 2E: mid/6
        assertEquals("mid/6", DotSegments.remove("mid/content=5/../6"));
    }

    @ParameterizedTest(name = "§5.2.4 remove_dot_segments(\"{0}\") = \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            .             | ''
            ..            | ''
            ./            | ''
            ../           | ''
            /.            | /
            /..           | /
            /./           | /
            /../          | /
            a/..          | /
            a/../..       | /
            a/../b        | /b
            a/.           | a/
            a/./b         | a/b
            /a/b/..       | /a/
            /a/b/../      | /a/
            /a/b/.        | /a/b/
            /a/./b/./     | /a/b/
            /./././       | /
            ./a           | a
            ../a          | a
            ../../a/b     | a/b
            .././../a     | a
            /../../a      | /a
            /a/../../b    | /b
            /a//..        | /a/
            /a//../b      | /a/b
            //..          | /
            a//b/../..    | a/
            /a/b/c/../../../../.. | /
            ./../g        | g
            g/.           | g/
            """)
    void removesDotSegments(String path, String expected) {
        assertEquals(expected, DotSegments.remove(path));
        assertEquals(expected, Rfc3986Reference.removeDotSegments(path), "oracle agrees");
    }

    @ParameterizedTest(name = "\"{0}\" has no dot segment: returned as the same instance")
    @ValueSource(
            strings = {
                "",
                "/",
                "//",
                "a",
                "/a/b",
                "a/b/",
                "..a",
                "a..",
                "...",
                "/.../x",
                ".a/b.",
                "/a./.b/..c/c..",
                "%2E",
                "%2E%2E/%2e",
                "/．．/。",
                "mid/content=5/6"
            })
    void pathWithoutDotSegmentsIsReturnedAsIs(String path) {
        String copy = new String(path);
        assertSame(copy, DotSegments.remove(copy));
        assertFalse(DotSegments.has(copy, 0, copy.length()));
    }

    @ParameterizedTest(name = "\"{0}\" is only part of a segment, not a dot segment")
    @ValueSource(strings = {"..a", "a..", "...", ".a", "a.", "/..a/", "/a../", "/.../"})
    void dotsInsideSegmentsStay(String path) {
        assertEquals(path, DotSegments.remove(path));
    }

    @ParameterizedTest(name = "has(\"{0}\")")
    @ValueSource(strings = {".", "..", "/.", "/..", "./", "../", "a/.", "a/..", "a/./b", "/a/../b", "//.", "a//../"})
    void detectsDotSegments(String path) {
        assertTrue(DotSegments.has(path, 0, path.length()));
    }

    @Test
    void hasLooksOnlyAtTheGivenRange() {
        String s = "http://a/b/../c?x/../y";
        int pathStart = "http://a".length();
        int pathEnd = s.indexOf('?');
        assertTrue(DotSegments.has(s, pathStart, pathEnd));
        assertFalse(DotSegments.has(s, 0, pathStart));
        assertFalse(DotSegments.has("/a/..b", 0, 6));
        assertTrue(DotSegments.has("/a/..b", 0, 5), "the range ends the segment: \"/a/..\"");
    }

    @Test
    void removeIntoNeverTakesBackWhatTheBufferHeld() {
        // used by resolution after scheme and authority are written: "/.." must not eat "http://a"
        StringBuilder out = new StringBuilder("http://a");
        DotSegments.removeInto("/../../x", 0, "/../../x".length(), out);
        assertEquals("http://a/x", out.toString());
        StringBuilder out2 = new StringBuilder("a:b/c");
        DotSegments.removeInto("../..", 0, 5, out2);
        assertEquals("a:b/c", out2.toString());
        StringBuilder out3 = new StringBuilder("p:");
        DotSegments.removeInto("zz/a/b/../c?q", 2, 11, out3);
        assertEquals("p:/a/c", out3.toString());
    }

    @Test
    void agreesWithTheTwoBufferAlgorithmOnEveryShortPath() {
        // exhaustive over the alphabet {'/', '.', 'a'} up to length 9: the RFC's algorithm, step by step
        char[] alphabet = {'/', '.', 'a'};
        List<String> paths = new ArrayList<>();
        paths.add("");
        int from = 0;
        for (int length = 1; length <= 9; length++) {
            int to = paths.size();
            for (int i = from; i < to; i++) {
                for (char c : alphabet) {
                    paths.add(paths.get(i) + c);
                }
            }
            from = to;
        }
        for (String path : paths) {
            String expected = Rfc3986Reference.removeDotSegments(path);
            assertEquals(expected, DotSegments.remove(path), () -> "remove_dot_segments(\"" + path + "\")");
            assertEquals(
                    !expected.equals(path), DotSegments.has(path, 0, path.length()), () -> "has(\"" + path + "\")");
            StringBuilder out = new StringBuilder("s://h");
            DotSegments.removeInto("<" + path + ">", 1, path.length() + 1, out);
            assertEquals("s://h" + expected, out.toString(), () -> "removeInto(\"" + path + "\")");
        }
    }

    @Test
    void removedPathNeverStartsWithMoreDotSegments() {
        // §5.2.4's note: the result has no "." or ".." complete segments left
        for (String path : new String[] {"../../..", "./.././", "a/b/../../../c/.", "/./../a/./../b/.."}) {
            String result = DotSegments.remove(path);
            assertFalse(DotSegments.has(result, 0, result.length()), path + " -> " + result);
        }
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void hundredThousandParentSegmentsComplete() {
        String ups = "../".repeat(100_000);
        assertEquals("", DotSegments.remove(ups));
        assertEquals("/", DotSegments.remove("/..".repeat(100_000)));
        assertEquals("g", DotSegments.remove(ups + "g"));
        assertEquals("/", DotSegments.remove("a/".repeat(100_000) + ups));
        assertEquals("/x", DotSegments.remove("/a".repeat(100_000) + "/..".repeat(100_000) + "/x"));
        assertEquals(
                "http://a/g",
                Iris.parse("http://a/b/c/d").resolve(Iris.parse(ups + "g")).toString());
    }

    /**
     * {@code has} jumps from dot to dot, searching a range by a loop or by {@code indexOf}
     * as the text after it is long or short: it must agree with what remove_dot_segments
     * does (§5.2.4), on every path of up to 7 characters over "/", "." and "a", alone and as
     * ranges of longer strings.
     */
    @Test
    void hasAgreesWithRemovalOnEveryShortPath() {
        char[] alphabet = {'/', '.', 'a'};
        int checked = 0;
        for (int length = 0; length <= 7; length++) {
            int count = (int) Math.pow(alphabet.length, length);
            for (int code = 0; code < count; code++) {
                StringBuilder path = new StringBuilder();
                for (int k = 0, c = code; k < length; k++, c /= alphabet.length) {
                    path.append(alphabet[c % alphabet.length]);
                }
                String p = path.toString();
                String padded = "x" + p + "?q";
                // by splitting too: a removal may leave the string as it was (e.g. "/.." of "/")
                boolean expected = !DotSegments.remove(p).equals(p) || Rfc3986Reference.hasDotSegment(p);
                assertEquals(expected, DotSegments.has(p, 0, p.length()), p);
                String tail = p + "?" + "q".repeat(40);
                assertEquals(expected, DotSegments.has(tail, 0, p.length()), tail);
                assertEquals(expected, DotSegments.has(padded, 1, 1 + p.length()), padded);
                checked++;
            }
        }
        assertEquals(3280, checked);
    }
}
