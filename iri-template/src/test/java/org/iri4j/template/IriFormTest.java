package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * RFC 6570 §1.6 ("... an IRI template ...") with RFC 3987: an expansion read as an IRI keeps
 * the non-ASCII characters an IRI may hold ({@code ucschar}, RFC 3987 §2.2) and read as a URI
 * has them percent-encoded in UTF-8 (RFC 3987 §3.1, the form RFC 6570 §3.2.1 writes);
 * characters an IRI may not hold are percent-encoded in both.
 */
class IriFormTest {

    private static Expansion expand(String template, String name, String value) {
        return UriTemplate.parse(template)
                .expand(TemplateVariables.builder().set(name, value).build());
    }

    @Test
    void aNonAsciiValueIsKeptInTheIriAndEncodedInTheUri() {
        Expansion expansion = expand("{word}", "word", "drücken");
        assertEquals("drücken", expansion.iriText());
        assertEquals("dr%C3%BCcken", expansion.uriText());
    }

    @Test
    void aNonAsciiLiteralIsKeptInTheIriAndEncodedInTheUri() {
        // RFC 6570 §2.1: literals hold ucschar; §3.1: the URI form encodes them.
        Expansion expansion = expand("café/{var}", "var", "value");
        assertEquals("café/value", expansion.iriText());
        assertEquals("caf%C3%A9/value", expansion.uriText());
    }

    @Test
    void aSupplementaryUcscharIsKeptInTheIri() {
        Expansion expansion = expand("{/clef}", "clef", "\uD834\uDD1E");
        assertEquals("/\uD834\uDD1E", expansion.iriText());
        assertEquals("/%F0%9D%84%9E", expansion.uriText());
    }

    @Test
    void aPrivateUseCharacterInAValueIsEncodedInBothForms() {
        // RFC 3987 §2.2: iprivate only in a query; the expansion encodes it everywhere.
        for (String template : new String[] {"{x}", "{/x}", "{?x}", "{+x}", "{#x}"}) {
            Expansion expansion = expand(template, "x", "\uE000");
            assertEquals(expansion.uriText(), expansion.iriText(), template);
            assertTrue(expansion.uriText().endsWith("%EE%80%80"), template);
        }
    }

    @Test
    void aPrivateUseCharacterInALiteralIsEncodedInBothForms() {
        Expansion expansion = expand("a\uE000{x}", "x", "b");
        assertEquals("a%EE%80%80b", expansion.iriText());
        assertEquals("a%EE%80%80b", expansion.uriText());
    }

    @Test
    void noncharactersAndTagsInAValueAreEncodedInBothForms() {
        // RFC 3987 §2.2: ucschar leaves out U+FDD0–U+FDEF, U+xFFFE–U+xFFFF and U+E0000–U+E0FFF.
        Expansion expansion = expand("{x}", "x", "\uFDD0\uFFFE\uDB40\uDC01");
        assertEquals("%EF%B7%90%EF%BF%BE%F3%A0%80%81", expansion.iriText());
        assertEquals(expansion.iriText(), expansion.uriText());
    }

    @Test
    void bidiFormattingCharactersInAValueAreEncodedInTheIri() {
        // RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM,
        // LRE, RLE, LRO, RLO, and PDF)", though they are ucschar: only the encoded form is an IRI.
        Expansion expansion = expand("{x}", "x", "a\u200Fb\u202E");
        assertEquals("a%E2%80%8Fb%E2%80%AE", expansion.iriText());
        assertEquals(expansion.iriText(), expansion.toIri().toString());
    }

    @Test
    void aBidiFormattingCharacterInALiteralIsEncodedInTheIri() {
        // RFC 6570 §2.1 allows it (it is ucschar); RFC 3987 §4.1 keeps it out of an IRI.
        Expansion expansion = expand("a\u200E/{x}", "x", "b");
        assertEquals("a%E2%80%8E/b", expansion.iriText());
        assertEquals("a%E2%80%8E/b", expansion.toIri().toString());
    }

    @Test
    void toIriGivesTheIriOfTheIriText() {
        Expansion expansion = UriTemplate.parse("http://example.com/{word}{?q}")
                .expand(TemplateVariables.builder()
                        .set("word", "drücken")
                        .set("q", "Grüner Weg")
                        .build());
        Iri iri = expansion.toIri();
        assertEquals("http://example.com/drücken?q=Grüner%20Weg", expansion.iriText());
        assertEquals(expansion.iriText(), iri.toString());
        assertEquals("/drücken", iri.path());
        assertEquals(expansion.iriText(), expansion.toString());
    }

    @Test
    void toUriGivesTheUriOfTheUriText() {
        Expansion expansion = expand("http://example.com/{word}", "word", "drücken");
        assertEquals("http://example.com/dr%C3%BCcken", expansion.toUri().toString());
        assertEquals(expansion.uriText(), Iris.toUri(expansion.toIri()).toString());
    }

    @Test
    void toIriRefusesAnExpansionThatIsNoIriReference() {
        // §3.2.3 copies reserved characters: "[" is kept, and RFC 3986 §3.3 allows none in a path.
        Expansion expansion = expand("{+x}", "x", "a b[");
        assertEquals("a%20b[", expansion.iriText());
        assertEquals("a%20b[", expansion.uriText());
        assertThrows(InvalidInputException.class, expansion::toIri);
        assertThrows(InvalidInputException.class, expansion::toUri);
    }

    @Test
    void reservedAndFragmentExpansionKeepUcscharInTheIri() {
        assertEquals("ü/ß", expand("{+x}", "x", "ü/ß").iriText());
        assertEquals("%C3%BC/%C3%9F", expand("{+x}", "x", "ü/ß").uriText());
        assertEquals("#ü", expand("{#x}", "x", "ü").iriText());
        assertEquals("%C3%BC", expand("{+x}", "x", "%C3%BC").iriText(), "a triplet is copied (§3.2.3)");
    }

    @Test
    void aLoneSurrogateInAValueIsAnError() {
        // RFC 6570 §1.6: values are Unicode text, encoded in UTF-8; a lone surrogate has no UTF-8 form.
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> expand("ab{/x}", "x", "a\uD800"));
        assertEquals(TemplateCode.ILLEGAL_VALUE_CHARACTER, e.code());
        assertEquals(4, e.violation().start(), "the index of the variable's name in the template");
    }

    @Test
    void theSameExpansionInBothFormsWhenAllIsAscii() {
        Expansion expansion = expand("/a{?q}", "q", "x y");
        assertEquals("/a?q=x%20y", expansion.iriText());
        assertEquals(expansion.iriText(), expansion.uriText());
    }
}
