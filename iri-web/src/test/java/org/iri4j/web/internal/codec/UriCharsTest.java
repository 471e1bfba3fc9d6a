package org.iri4j.web.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** URI escaping (RFC 3986 §2.1) of each part, as the bridge to IRIs and iri-canon write URI text. */
class UriCharsTest {

    @Test
    void aPathKeepsPcharAndSlash() {
        assertEquals("/a%7Cb%20c/@:", UriChars.PATH.escape("/a|b c/@:"));
        assertEquals("a%3Fb", UriChars.PATH.escape("a?b"));
    }

    /** A "%" that begins no percent-encoding is written %25; one that does is kept. */
    @Test
    void aLonePercentIsEncoded() {
        assertEquals("%41%25zz%252", UriChars.QUERY.escape("%41%zz%2"));
        assertEquals("%25", UriChars.URI_REFERENCE.escape("%"));
    }

    /** A whole URI reference keeps its delimiters, reserved and unreserved alike. */
    @Test
    void aUriReferenceKeepsItsDelimiters() {
        assertEquals("a%5Eb#c%25zz", UriChars.URI_REFERENCE.escape("a^b#c%zz"));
        assertEquals("http://h/p?q=[1]#f", UriChars.URI_REFERENCE.escape("http://h/p?q=[1]#f"));
    }

    @Test
    void unicodeIsKeptForAnIri() {
        assertEquals("bücher", UriChars.REG_NAME.escape("bücher"));
        assertEquals("a%22b", UriChars.REG_NAME.escape("a\"b"));
    }

    @Test
    void nothingToEscapeGivesTheTextItself() {
        String text = "http://example.org/a?b#c";
        assertSame(text, UriChars.URI_REFERENCE.escape(text));
    }
}
