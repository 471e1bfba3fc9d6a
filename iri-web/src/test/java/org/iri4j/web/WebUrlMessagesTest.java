package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the messages of validation errors and failures (URL Standard §1.1, §4.4) say: a code
 * point by its number and name ({@code U+001B ESCAPE}), at its index in the caller's string
 * (tabs and newlines removed before the parse counted), never a raw control character that a
 * terminal would act on, and for a missing scheme the reason that applies.
 */
class WebUrlMessagesTest {

    private static Violation failure(String input) {
        return WebUrl.read(input, null).errors().get(0);
    }

    /** §3.5 host parser step 8: the forbidden domain code point itself, named, at its own index. */
    @Test
    void aForbiddenDomainCodePointIsNamedAtItsIndex() {
        Violation v = failure("http://a\u001B.com/");
        assertEquals(UrlCode.DOMAIN_TO_ASCII, v.code());
        assertEquals(8, v.start());
        assertEquals(9, v.end());
        assertTrue(v.message().startsWith("U+001B ESCAPE at index 8 in host: "), v.message());
    }

    @Test
    void aPercentEncodedOneIsNamedWhereItIsWritten() {
        Violation v = failure("http://a%00.com/");
        assertEquals(UrlCode.DOMAIN_TO_ASCII, v.code());
        assertEquals(8, v.start());
        assertEquals(11, v.end());
        assertTrue(v.message().startsWith("U+0000 NULL (from \"%00\") at index 8 in host"), v.message());
    }

    /** §4.4 step 3 removes the tab before the parse; the index is still the caller's. */
    @Test
    void theIndexCountsATabRemovedBeforeIt() {
        Violation v = failure("ht\ttp://a\u001B.com/");
        assertEquals(9, v.start());
        assertTrue(v.message().contains("U+001B ESCAPE at index 9"), v.message());
    }

    /** §3.5 opaque-host parser: a forbidden host code point. */
    @Test
    void aForbiddenHostCodePointIsNamed() {
        Violation v = failure("foo://a\u0000b/");
        assertEquals(UrlCode.HOST_INVALID_CODE_POINT, v.code());
        assertEquals(7, v.start());
        assertTrue(v.message().startsWith("U+0000 NULL at index 7 in host: "), v.message());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a\u001B.com/",
                "http://a%1B.com/",
                "foo://a\u0000b/",
                "a\u001Bb",
                "a\u0000b\u007Fc\u0085d",
                "http://[\u001B]/",
                "http://[::1\u0007]/",
                "http://a:1\u001B/",
                "http://a/\u001B[31m?\u001B#\u0000",
                "foo:\u0000\u001B",
                "http://a\u202E.com/",
                "http://\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B"
                        + "\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B\u001B.com/",
            })
    void noMessageHoldsARawControlCharacter(String input) {
        WebUrlResult result = WebUrl.read(input, null);
        assertFalse(result.violations().isEmpty(), input);
        for (Violation v : result.violations()) {
            for (int i = 0; i < v.message().length(); i++) {
                char c = v.message().charAt(i);
                assertFalse(
                        c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0x202E,
                        () -> "a raw control in: " + v.message().replace("\u001B", "<ESC>"));
            }
        }
    }

    /** §4.4 no scheme state without any base: the message asks for a base URL and says none was given. */
    @Test
    void noSchemeAndNoBaseSaysABaseIsNeeded() {
        Violation v = failure("foo");
        assertEquals(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, v.code());
        assertTrue(v.message().contains("needs a base URL"), v.message());
        assertTrue(v.message().contains("none was given"), v.message());
        assertFalse(v.message().contains("opaque"), v.message());
    }

    /** §4.4 no scheme state step 1 with a base whose path is opaque: the message says so. */
    @Test
    void noSchemeAgainstAnOpaqueBaseSaysWhy() {
        Violation v =
                WebUrl.read("x", WebUrl.parse("data:text/plain,hi")).errors().get(0);
        assertEquals(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, v.code());
        assertTrue(v.message().contains("opaque path"), v.message());
        assertFalse(v.message().contains("none was given"), v.message());
    }
}
