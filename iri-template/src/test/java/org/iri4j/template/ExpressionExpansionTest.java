package org.iri4j.template;

import static org.iri4j.template.RfcExamples.SECTION_3_2;
import static org.iri4j.template.RfcExamples.examples;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.TestFactory;

/**
 * RFC 6570 §3.2.1–§3.2.9, "Expression Expansion": every example of each section, with the
 * variables §3.2 gives (the associative array {@code keys} in the order the RFC writes it).
 */
class ExpressionExpansionTest {

    // @formatter:off
    @Nested
    @DisplayName("RFC 6570 §3.2.1 Variable Expansion")
    class VariableExpansion {
        @TestFactory
        Stream<DynamicTest> examples321() {
            return examples("RFC 6570 §3.2.1", SECTION_3_2,
                    "{count}", "one,two,three",
                    "{count*}", "one,two,three",
                    "{/count}", "/one,two,three",
                    "{/count*}", "/one/two/three",
                    "{;count}", ";count=one,two,three",
                    "{;count*}", ";count=one;count=two;count=three",
                    "{?count}", "?count=one,two,three",
                    "{?count*}", "?count=one&count=two&count=three",
                    "{&count*}", "&count=one&count=two&count=three");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.2 Simple String Expansion: {var}")
    class SimpleStringExpansion {
        @TestFactory
        Stream<DynamicTest> examples322() {
            return examples("RFC 6570 §3.2.2", SECTION_3_2,
                    "{var}", "value",
                    "{hello}", "Hello%20World%21",
                    "{half}", "50%25",
                    "O{empty}X", "OX",
                    "O{undef}X", "OX",
                    "{x,y}", "1024,768",
                    "{x,hello,y}", "1024,Hello%20World%21,768",
                    "?{x,empty}", "?1024,",
                    "?{x,undef}", "?1024",
                    "?{undef,y}", "?768",
                    "{var:3}", "val",
                    "{var:30}", "value",
                    "{list}", "red,green,blue",
                    "{list*}", "red,green,blue",
                    "{keys}", "semi,%3B,dot,.,comma,%2C",
                    "{keys*}", "semi=%3B,dot=.,comma=%2C");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.3 Reserved Expansion: {+var}")
    class ReservedExpansion {
        @TestFactory
        Stream<DynamicTest> examples323() {
            return examples("RFC 6570 §3.2.3", SECTION_3_2,
                    "{+var}", "value",
                    "{+hello}", "Hello%20World!",
                    "{+half}", "50%25",
                    "{base}index", "http%3A%2F%2Fexample.com%2Fhome%2Findex",
                    "{+base}index", "http://example.com/home/index",
                    "O{+empty}X", "OX",
                    "O{+undef}X", "OX",
                    "{+path}/here", "/foo/bar/here",
                    "here?ref={+path}", "here?ref=/foo/bar",
                    "up{+path}{var}/here", "up/foo/barvalue/here",
                    "{+x,hello,y}", "1024,Hello%20World!,768",
                    "{+path,x}/here", "/foo/bar,1024/here",
                    "{+path:6}/here", "/foo/b/here",
                    "{+list}", "red,green,blue",
                    "{+list*}", "red,green,blue",
                    "{+keys}", "semi,;,dot,.,comma,,",
                    "{+keys*}", "semi=;,dot=.,comma=,");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.4 Fragment Expansion: {#var}")
    class FragmentExpansion {
        @TestFactory
        Stream<DynamicTest> examples324() {
            return examples("RFC 6570 §3.2.4", SECTION_3_2,
                    "{#var}", "#value",
                    "{#hello}", "#Hello%20World!",
                    "{#half}", "#50%25",
                    "foo{#empty}", "foo#",
                    "foo{#undef}", "foo",
                    "{#x,hello,y}", "#1024,Hello%20World!,768",
                    "{#path,x}/here", "#/foo/bar,1024/here",
                    "{#path:6}/here", "#/foo/b/here",
                    "{#list}", "#red,green,blue",
                    "{#list*}", "#red,green,blue",
                    "{#keys}", "#semi,;,dot,.,comma,,",
                    "{#keys*}", "#semi=;,dot=.,comma=,");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.5 Label Expansion with Dot-Prefix: {.var}")
    class LabelExpansion {
        @TestFactory
        Stream<DynamicTest> examples325() {
            return examples("RFC 6570 §3.2.5", SECTION_3_2,
                    "{.who}", ".fred",
                    "{.who,who}", ".fred.fred",
                    "{.half,who}", ".50%25.fred",
                    "www{.dom*}", "www.example.com",
                    "X{.var}", "X.value",
                    "X{.empty}", "X.",
                    "X{.undef}", "X",
                    "X{.var:3}", "X.val",
                    "X{.list}", "X.red,green,blue",
                    "X{.list*}", "X.red.green.blue",
                    "X{.keys}", "X.semi,%3B,dot,.,comma,%2C",
                    "X{.keys*}", "X.semi=%3B.dot=..comma=%2C",
                    "X{.empty_keys}", "X",
                    "X{.empty_keys*}", "X");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.6 Path Segment Expansion: {/var}")
    class PathSegmentExpansion {
        @TestFactory
        Stream<DynamicTest> examples326() {
            return examples("RFC 6570 §3.2.6", SECTION_3_2,
                    "{/who}", "/fred",
                    "{/who,who}", "/fred/fred",
                    "{/half,who}", "/50%25/fred",
                    "{/who,dub}", "/fred/me%2Ftoo",
                    "{/var}", "/value",
                    "{/var,empty}", "/value/",
                    "{/var,undef}", "/value",
                    "{/var,x}/here", "/value/1024/here",
                    "{/var:1,var}", "/v/value",
                    "{/list}", "/red,green,blue",
                    "{/list*}", "/red/green/blue",
                    "{/list*,path:4}", "/red/green/blue/%2Ffoo",
                    "{/keys}", "/semi,%3B,dot,.,comma,%2C",
                    "{/keys*}", "/semi=%3B/dot=./comma=%2C");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.7 Path-Style Parameter Expansion: {;var}")
    class PathStyleParameterExpansion {
        @TestFactory
        Stream<DynamicTest> examples327() {
            return examples("RFC 6570 §3.2.7", SECTION_3_2,
                    "{;who}", ";who=fred",
                    "{;half}", ";half=50%25",
                    "{;empty}", ";empty",
                    "{;v,empty,who}", ";v=6;empty;who=fred",
                    "{;v,bar,who}", ";v=6;who=fred",
                    "{;x,y}", ";x=1024;y=768",
                    "{;x,y,empty}", ";x=1024;y=768;empty",
                    "{;x,y,undef}", ";x=1024;y=768",
                    "{;hello:5}", ";hello=Hello",
                    "{;list}", ";list=red,green,blue",
                    "{;list*}", ";list=red;list=green;list=blue",
                    "{;keys}", ";keys=semi,%3B,dot,.,comma,%2C",
                    "{;keys*}", ";semi=%3B;dot=.;comma=%2C");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.8 Form-Style Query Expansion: {?var}")
    class FormStyleQueryExpansion {
        @TestFactory
        Stream<DynamicTest> examples328() {
            return examples("RFC 6570 §3.2.8", SECTION_3_2,
                    "{?who}", "?who=fred",
                    "{?half}", "?half=50%25",
                    "{?x,y}", "?x=1024&y=768",
                    "{?x,y,empty}", "?x=1024&y=768&empty=",
                    "{?x,y,undef}", "?x=1024&y=768",
                    "{?var:3}", "?var=val",
                    "{?list}", "?list=red,green,blue",
                    "{?list*}", "?list=red&list=green&list=blue",
                    "{?keys}", "?keys=semi,%3B,dot,.,comma,%2C",
                    "{?keys*}", "?semi=%3B&dot=.&comma=%2C");
        }
    }

    @Nested
    @DisplayName("RFC 6570 §3.2.9 Form-Style Query Continuation: {&var}")
    class FormStyleQueryContinuation {
        @TestFactory
        Stream<DynamicTest> examples329() {
            return examples("RFC 6570 §3.2.9", SECTION_3_2,
                    "{&who}", "&who=fred",
                    "{&half}", "&half=50%25",
                    "?fixed=yes{&x}", "?fixed=yes&x=1024",
                    "{&x,y,empty}", "&x=1024&y=768&empty=",
                    "{&x,y,undef}", "&x=1024&y=768",
                    "{&var:3}", "&var=val",
                    "{&list}", "&list=red,green,blue",
                    "{&list*}", "&list=red&list=green&list=blue",
                    "{&keys}", "&keys=semi,%3B,dot,.,comma,%2C",
                    "{&keys*}", "&semi=%3B&dot=.&comma=%2C");
        }
    }
    // @formatter:on
}
