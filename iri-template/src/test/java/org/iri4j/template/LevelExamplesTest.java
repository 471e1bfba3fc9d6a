package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * RFC 6570 §1.2, "Levels and Expression Types": the table of examples level by level, each
 * expanded with the section's variables, and each template's {@link UriTemplate#level()}: the
 * level that introduces the features it uses (a template without modifiers cannot show that
 * its values are composite, the one level-4 feature not written in the template).
 */
class LevelExamplesTest {

    // @formatter:off
    /** §1.2 Level 1: simple string expansion. */
    private static final String[] LEVEL_1 = {
        "{var}", "value",
        "{hello}", "Hello%20World%21",
    };

    /** §1.2 Level 2: reserved string expansion, fragment expansion. */
    private static final String[] LEVEL_2 = {
        "{+var}", "value",
        "{+hello}", "Hello%20World!",
        "{+path}/here", "/foo/bar/here",
        "here?ref={+path}", "here?ref=/foo/bar",
        "X{#var}", "X#value",
        "X{#hello}", "X#Hello%20World!",
    };

    /** §1.2 Level 3: multiple variables per expression, and the operators . / ; ? &. */
    private static final String[] LEVEL_3 = {
        "map?{x,y}", "map?1024,768",
        "{x,hello,y}", "1024,Hello%20World%21,768",
        "{+x,hello,y}", "1024,Hello%20World!,768",
        "{+path,x}/here", "/foo/bar,1024/here",
        "{#x,hello,y}", "#1024,Hello%20World!,768",
        "{#path,x}/here", "#/foo/bar,1024/here",
        "X{.var}", "X.value",
        "X{.x,y}", "X.1024.768",
        "{/var}", "/value",
        "{/var,x}/here", "/value/1024/here",
        "{;x,y}", ";x=1024;y=768",
        "{;x,y,empty}", ";x=1024;y=768;empty",
        "{?x,y}", "?x=1024&y=768",
        "{?x,y,empty}", "?x=1024&y=768&empty=",
        "?fixed=yes{&x}", "?fixed=yes&x=1024",
        "{&x,y,empty}", "&x=1024&y=768&empty=",
    };

    /** §1.2 Level 4: the prefix and explode modifiers. */
    private static final String[] LEVEL_4 = {
        "{var:3}", "val",
        "{var:30}", "value",
        "{list}", "red,green,blue",
        "{list*}", "red,green,blue",
        "{keys}", "semi,%3B,dot,.,comma,%2C",
        "{keys*}", "semi=%3B,dot=.,comma=%2C",
        "{+path:6}/here", "/foo/b/here",
        "{+list}", "red,green,blue",
        "{+list*}", "red,green,blue",
        "{+keys}", "semi,;,dot,.,comma,,",
        "{+keys*}", "semi=;,dot=.,comma=,",
        "{#path:6}/here", "#/foo/b/here",
        "{#list}", "#red,green,blue",
        "{#list*}", "#red,green,blue",
        "{#keys}", "#semi,;,dot,.,comma,,",
        "{#keys*}", "#semi=;,dot=.,comma=,",
        "X{.var:3}", "X.val",
        "X{.list}", "X.red,green,blue",
        "X{.list*}", "X.red.green.blue",
        "X{.keys}", "X.semi,%3B,dot,.,comma,%2C",
        "X{.keys*}", "X.semi=%3B.dot=..comma=%2C",
        "{/var:1,var}", "/v/value",
        "{/list}", "/red,green,blue",
        "{/list*}", "/red/green/blue",
        "{/list*,path:4}", "/red/green/blue/%2Ffoo",
        "{/keys}", "/semi,%3B,dot,.,comma,%2C",
        "{/keys*}", "/semi=%3B/dot=./comma=%2C",
        "{;hello:5}", ";hello=Hello",
        "{;list}", ";list=red,green,blue",
        "{;list*}", ";list=red;list=green;list=blue",
        "{;keys}", ";keys=semi,%3B,dot,.,comma,%2C",
        "{;keys*}", ";semi=%3B;dot=.;comma=%2C",
        "{?var:3}", "?var=val",
        "{?list}", "?list=red,green,blue",
        "{?list*}", "?list=red&list=green&list=blue",
        "{?keys}", "?keys=semi,%3B,dot,.,comma,%2C",
        "{?keys*}", "?semi=%3B&dot=.&comma=%2C",
        "{&var:3}", "&var=val",
        "{&list}", "&list=red,green,blue",
        "{&list*}", "&list=red&list=green&list=blue",
        "{&keys}", "&keys=semi,%3B,dot,.,comma,%2C",
        "{&keys*}", "&semi=%3B&dot=.&comma=%2C",
    };
    // @formatter:on

    @TestFactory
    Stream<DynamicTest> level1Examples() {
        return RfcExamples.examples("RFC 6570 §1.2 level 1", RfcExamples.SECTION_1_2, LEVEL_1);
    }

    @TestFactory
    Stream<DynamicTest> level2Examples() {
        return RfcExamples.examples("RFC 6570 §1.2 level 2", RfcExamples.SECTION_1_2, LEVEL_2);
    }

    @TestFactory
    Stream<DynamicTest> level3Examples() {
        return RfcExamples.examples("RFC 6570 §1.2 level 3", RfcExamples.SECTION_1_2, LEVEL_3);
    }

    @TestFactory
    Stream<DynamicTest> level4Examples() {
        return RfcExamples.examples("RFC 6570 §1.2 level 4", RfcExamples.SECTION_1_2, LEVEL_4);
    }

    /**
     * The examples of the level-4 table without a modifier: their values (lists, associative
     * arrays) are what level 4 adds, which a template does not show, so the template itself
     * is of the level of its operator and variable count.
     */
    // @formatter:off
    private static final Map<String, Integer> COMPOSITE_VALUES_ONLY = Map.ofEntries(
            Map.entry("{list}", 1), Map.entry("{keys}", 1),
            Map.entry("{+list}", 2), Map.entry("{+keys}", 2), Map.entry("{#list}", 2), Map.entry("{#keys}", 2),
            Map.entry("X{.list}", 3), Map.entry("X{.keys}", 3), Map.entry("{/list}", 3), Map.entry("{/keys}", 3),
            Map.entry("{;list}", 3), Map.entry("{;keys}", 3), Map.entry("{?list}", 3), Map.entry("{?keys}", 3),
            Map.entry("{&list}", 3), Map.entry("{&keys}", 3));
    // @formatter:on

    @TestFactory
    Stream<DynamicTest> eachExampleIsOfItsLevel() {
        return Stream.of(levels(1, LEVEL_1), levels(2, LEVEL_2), levels(3, LEVEL_3), levels(4, LEVEL_4))
                .flatMap(s -> s);
    }

    /** uritemplate-test's spec-examples.json groups the same table by level and says which. */
    @TestFactory
    Stream<DynamicTest> eachSpecExamplesGroupIsOfItsLevel() {
        return SuiteFile.read("spec-examples.json").stream()
                .flatMap(group -> group.cases().stream()
                        .map(c -> dynamicTest(
                                c.name(),
                                () -> assertEquals(
                                        expectedLevel(group.level(), c.template()),
                                        UriTemplate.parse(c.template()).level()))));
    }

    @Test
    void theLevel4TableHasSixteenExamplesWithoutModifiers() {
        long withoutModifiers = 0;
        for (int i = 0; i < LEVEL_4.length; i += 2) {
            String template = LEVEL_4[i];
            withoutModifiers += template.indexOf(':') < 0 && template.indexOf('*') < 0 ? 1 : 0;
        }
        assertEquals(COMPOSITE_VALUES_ONLY.size(), withoutModifiers);
    }

    @Test
    void aTemplateWithoutExpressionsIsOfLevel1() {
        assertEquals(1, UriTemplate.parse("http://example.com/").level());
        assertEquals(1, UriTemplate.parse("").level());
    }

    @Test
    void theHighestFeatureDecidesTheLevel() {
        // §1.2: a level-1 expression next to a level-4 one makes a level-4 template.
        assertEquals(4, UriTemplate.parse("{var}{+path}{?x,y}{list*}").level());
        // Two variables in a simple expression are level 3, whatever the operator.
        assertEquals(3, UriTemplate.parse("{x,y}").level());
        assertEquals(3, UriTemplate.parse("{+x,y}").level());
    }

    private static Stream<DynamicTest> levels(int level, String[] examples) {
        Stream.Builder<DynamicTest> tests = Stream.builder();
        for (int i = 0; i < examples.length; i += 2) {
            String template = examples[i];
            int expected = expectedLevel(level, template);
            tests.add(dynamicTest(
                    "RFC 6570 §1.2: " + template + " is of level " + expected,
                    () -> assertEquals(expected, UriTemplate.parse(template).level())));
        }
        return tests.build();
    }

    private static int expectedLevel(int tableLevel, String template) {
        return tableLevel == 4 ? COMPOSITE_VALUES_ONLY.getOrDefault(template, 4) : tableLevel;
    }
}
