package org.iri4j.template;

import static org.iri4j.template.RfcExamples.assoc;
import static org.iri4j.template.RfcExamples.examples;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * RFC 6570's examples outside §1.2 and §3.2: the overview (§1.1, §1.2's opening example),
 * variable names (§2.3), the prefix and explode modifiers (§2.4.1, §2.4.2), literals (§3.1),
 * and what counts as undefined (§2.3, §3.2.1).
 */
class ModifiersAndLiteralsTest {

    // @formatter:off
    @Nested
    @DisplayName("RFC 6570 §1.1 Overview and §1.2's opening example")
    class Overview {
        @TestFactory
        Stream<DynamicTest> usernames() {
            return Stream.of("fred", "mark").flatMap(name -> examples("RFC 6570 §1.1",
                    TemplateVariables.builder().set("username", name).build(),
                    "http://example.com/~{username}/", "http://example.com/~" + name + "/"));
        }

        @TestFactory
        Stream<DynamicTest> dictionary() {
            return Stream.of("cat", "dog").flatMap(term -> examples("RFC 6570 §1.1",
                    TemplateVariables.builder().set("term", term).build(),
                    "http://example.com/dictionary/{term:1}/{term}",
                    "http://example.com/dictionary/" + term.charAt(0) + "/" + term));
        }

        @TestFactory
        Stream<DynamicTest> search() {
            TemplateVariables cat = TemplateVariables.builder().set("q", "cat").set("lang", "en").build();
            TemplateVariables chien = TemplateVariables.builder().set("q", "chien").set("lang", "fr").build();
            return Stream.concat(
                    examples("RFC 6570 §1.1", cat,
                            "http://example.com/search{?q,lang}", "http://example.com/search?q=cat&lang=en"),
                    examples("RFC 6570 §1.1", chien,
                            "http://example.com/search{?q,lang}", "http://example.com/search?q=chien&lang=fr"));
        }

        @TestFactory
        Stream<DynamicTest> undefinedVariablesAreLeftOut() {
            String template = "http://www.example.com/foo{?query,number}";
            return Stream.of(
                            examples("RFC 6570 §1.2", TemplateVariables.builder()
                                            .set("query", "mycelium").set("number", "100").build(),
                                    template, "http://www.example.com/foo?query=mycelium&number=100"),
                            examples("RFC 6570 §1.2", TemplateVariables.builder().set("number", "100").build(),
                                    template, "http://www.example.com/foo?number=100"),
                            examples("RFC 6570 §1.2", TemplateVariables.empty(),
                                    template, "http://www.example.com/foo"))
                    .flatMap(s -> s);
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.3 Variables")
    class VariableNames {
        @TestFactory
        Stream<DynamicTest> namesAreCaseSensitiveAndNeverDecoded() {
            TemplateVariables variables = TemplateVariables.builder()
                    .set("var", "value")
                    .set("Some%20Thing", "foo")
                    .set("last.name", "Doe")
                    .build();
            return examples("RFC 6570 §2.3", variables,
                    "{VAR}", "",
                    "{Some%20Thing}", "foo",
                    "{Some%20thing}", "",
                    "{?Some%20Thing}", "?Some%20Thing=foo",
                    "{last.name}", "Doe",
                    "{;last.name}", ";last.name=Doe");
        }

        @Test
        void aPercentEncodedNameIsNotTheDecodedOne() {
            TemplateVariables decoded = TemplateVariables.builder().set("Some Thing", "foo").build();
            assertEquals("", UriTemplate.parse("{Some%20Thing}").expand(decoded).uriText());
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.4.1 Prefix Values")
    class PrefixValues {
        @TestFactory
        Stream<DynamicTest> examples241() {
            return examples("RFC 6570 §2.4.1",
                    TemplateVariables.builder().set("var", "value").set("semi", ";").build(),
                    "{var}", "value",
                    "{var:20}", "value",
                    "{var:3}", "val",
                    "{semi}", "%3B",
                    "{semi:2}", "%3B",
                    "{var:9999}", "value",
                    "{var:5}", "value",
                    "{var:1}", "v");
        }

        @TestFactory
        Stream<DynamicTest> theLengthCountsCharactersNotUtf16Units() {
            return examples("RFC 6570 §2.4.1 (Unicode characters)",
                    TemplateVariables.builder().set("clef", "\uD834\uDD1Estave").set("accent", "e\u0301x").build(),
                    "{clef:1}", "%F0%9D%84%9E",
                    "{clef:2}", "%F0%9D%84%9Es",
                    "{accent:1}", "e",
                    "{accent:2}", "e%CC%81");
        }

        @TestFactory
        Stream<DynamicTest> thePrefixIsTakenBeforeEncoding() {
            // §2.4.1 cuts the value, §3.2.1 encodes what is left: a cut triplet is no triplet.
            return examples("RFC 6570 §2.4.1, §3.2.1",
                    TemplateVariables.builder().set("id", "%2Fa").set("half", "50%").build(),
                    "{+id:3}", "%2F",
                    "{+id:2}", "%252",
                    "{id:3}", "%252F",
                    "{half:3}", "50%25",
                    "{#half:2}", "#50");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.4.2 Composite Values")
    class CompositeValues {
        @TestFactory
        Stream<DynamicTest> examples242() {
            return examples("RFC 6570 §2.4.2",
                    TemplateVariables.builder()
                            .set("year", List.of("1965", "2000", "2012"))
                            .set("dom", List.of("example", "com"))
                            .build(),
                    "find{?year*}", "find?year=1965&year=2000&year=2012",
                    "www{.dom*}", "www.example.com");
        }

        @TestFactory
        Stream<DynamicTest> emptyMembersOfExplodedValues() {
            // Appendix A: a named operator writes "name" + ifemp for an empty member.
            return examples("RFC 6570 §3.2.7–§3.2.9, Appendix A",
                    TemplateVariables.builder()
                            .set("list", List.of("", "a"))
                            .set("keys", assoc("k", "", "j", "b"))
                            .build(),
                    "{;list*}", ";list;list=a",
                    "{?list*}", "?list=&list=a",
                    "{&list*}", "&list=&list=a",
                    "{;keys*}", ";k;j=b",
                    "{?keys*}", "?k=&j=b",
                    "{;keys}", ";keys=k,,j,b",
                    "{/list*}", "//a",
                    "{list}", ",a");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.1 Literal Expansion")
    class LiteralExpansion {
        @TestFactory
        Stream<DynamicTest> literalsAreCopiedOrEncoded() {
            return examples("RFC 6570 §3.1",
                    TemplateVariables.builder().set("count", List.of("one", "two", "three")).build(),
                    "'{count}'", "'one,two,three'",
                    "http://example.com/a;b=c?d=e&f#g", "http://example.com/a;b=c?d=e&f#g",
                    "[]!$&()*+,;=:@", "[]!$&()*+,;=:@",
                    "x%20y%2f", "x%20y%2f",
                    "caf\u00E9", "caf%C3%A9",
                    "\uD834\uDD1E", "%F0%9D%84%9E",
                    "\uE000", "%EE%80%80");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §2.3, §3.2.1: undefined values")
    class UndefinedValues {
        @TestFactory
        Stream<DynamicTest> emptyCompositesAreUndefinedButEmptyStringsAreNot() {
            return examples("RFC 6570 §2.3, §3.2.1",
                    TemplateVariables.builder()
                            .set("empty", "")
                            .set("empty_list", List.of())
                            .set("empty_keys", Map.of())
                            .build(),
                    "{?empty}", "?empty=",
                    "{?empty_list}", "",
                    "{?empty_keys*}", "",
                    "{;empty_list*}", "",
                    "{#empty_list}", "",
                    "{#empty}", "#",
                    "{.empty}", ".",
                    "{/empty_list,empty}", "/");
        }

        @Test
        void anAssociativeArrayWhoseValuesAreAllUndefinedIsUndefined() {
            // §3.2.1: "... or if all member names in the array are associated with undefined values".
            Map<String, Object> keys = new LinkedHashMap<>();
            keys.put("a", null);
            Map<String, Object> variables = new LinkedHashMap<>();
            variables.put("keys", keys);
            variables.put("x", "1");
            TemplateVariables parsed = TemplateVariables.of(variables);
            assertEquals("?x=1", UriTemplate.parse("{?keys,x}").expand(parsed).uriText());
            assertEquals("?x=1", UriTemplate.parse("{?keys*,x}").expand(parsed).uriText());
        }

        @Test
        void aNullValueLeavesTheVariableUndefined() {
            Map<String, Object> variables = new LinkedHashMap<>();
            variables.put("undef", null);
            variables.put("list", Arrays.asList("a", "b"));
            TemplateVariables parsed = TemplateVariables.of(variables);
            assertEquals("?list=a,b", UriTemplate.parse("{?undef,list}").expand(parsed).uriText());
        }
    }
    // @formatter:on
}
