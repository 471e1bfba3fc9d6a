package org.iri4j.core.internal.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.environment.TestPlugins;
import org.iri4j.core.spec.environment.TestPlugins.DnsScheme;
import org.iri4j.core.spec.environment.TestPlugins.MapA;
import org.iri4j.core.spec.environment.TestPlugins.Problems;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a plugin says about itself (SchemeRules javadoc: the core asks schemes(),
 * priority(), codes() and the traits of each scheme once, when an environment is built, and
 * keeps the answers; a plugin that throws there is left out, listed among the environment's
 * problems and reported once, and the rest keep working). Each unusable answer is an INVALID problem naming the plugin, reported exactly
 * once; the plugin is skipped; the other plugins work.
 */
class SelfDescriptionTest {

    @TempDir
    Path jars;

    /** A code with a namespace, for the plugins that declare one. */
    record Code(String namespace, String name, Severity severity, String reference) implements ViolationCode {}

    /** A plugin whose self-description is given piece by piece; each test breaks one piece. */
    static class Configurable implements SchemeRules {
        Set<String> schemes = Set.of("x-broken");
        Set<String> replaces = Set.of();
        int priority;
        List<? extends ViolationCode> codes = List.of(new Code("x-broken", "SOME_RULE", Severity.ERROR, "r"));
        Supplier<SchemeTraits> traits = SchemeTraits::generic;
        RuntimeException schemesThrows;
        Error priorityThrows;
        RuntimeException codesThrows;
        RuntimeException replacesThrows;

        @Override
        public Set<String> schemes() {
            if (schemesThrows != null) {
                throw schemesThrows;
            }
            return schemes;
        }

        @Override
        public Set<String> replaces() {
            if (replacesThrows != null) {
                throw replacesThrows;
            }
            return replaces;
        }

        @Override
        public int priority() {
            if (priorityThrows != null) {
                throw priorityThrows;
            }
            return priority;
        }

        @Override
        public List<? extends ViolationCode> codes() {
            if (codesThrows != null) {
                throw codesThrows;
            }
            return codes;
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return traits.get();
        }
    }

    /** A working plugin: "x-good", default port 9. */
    static final class Good implements SchemeRules {
        static final Code CODE = new Code("x-good", "RULE", Severity.ERROR, "r");

        @Override
        public Set<String> schemes() {
            return Set.of("x-good");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(CODE);
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDefaultPort(9);
        }
    }

    private static Arguments broken(String what, String inMessage, java.util.function.Consumer<Configurable> breakIt) {
        Configurable plugin = new Configurable();
        breakIt.accept(plugin);
        return Arguments.of(what, inMessage, plugin);
    }

    static Stream<Arguments> brokenPlugins() {
        return Stream.of(
                broken(
                        "schemes() throws",
                        "no schemes today",
                        p -> p.schemesThrows = new IllegalStateException("no schemes today")),
                broken("schemes() is empty", "schemes()", p -> p.schemes = Set.of()),
                broken("schemes() is null", "schemes()", p -> p.schemes = null),
                broken("scheme 9x (RFC 3986 §3.1: ALPHA first)", "\"9x\"", p -> p.schemes = Set.of("9x")),
                broken("scheme with a space", "\"x y\"", p -> p.schemes = Set.of("x y")),
                broken("empty scheme", "\"\"", p -> p.schemes = Set.of("")),
                broken("non-ASCII scheme", "\"\u00E9\"", p -> p.schemes = Set.of("\u00E9")),
                broken("null scheme", "null", p -> p.schemes = new HashSet<>(Arrays.asList("x-broken", null))),
                broken("one bad scheme among good ones", "\"9x\"", p -> p.schemes = Set.of("x-broken", "9x")),
                broken(
                        "an upper-case scheme (SPI: \"scheme names in lower case\")",
                        "\"X-Broken\"",
                        p -> p.schemes = Set.of("X-Broken")),
                broken("a scheme upper-cased among good ones", "\"HTTP\"", p -> p.schemes = Set.of("x-broken", "HTTP")),
                // SchemeRules.replaces(): "some of schemes()"
                broken("replaces() is null", "replaces()", p -> p.replaces = null),
                broken(
                        "replaces() names a scheme the plugin does not claim",
                        "\"http\"",
                        p -> p.replaces = Set.of("http")),
                broken(
                        "replaces() names a scheme in another case than schemes()",
                        "\"X-BROKEN\"",
                        p -> p.replaces = Set.of("X-BROKEN")),
                broken(
                        "replaces() holds null",
                        "null",
                        p -> p.replaces = new HashSet<>(Arrays.asList("x-broken", null))),
                broken(
                        "replaces() throws",
                        "no replacing today",
                        p -> p.replacesThrows = new IllegalStateException("no replacing today")),
                broken(
                        "priority() throws an Error",
                        "ExceptionInInitializerError",
                        p -> p.priorityThrows = new ExceptionInInitializerError("static init")),
                broken("codes() is null", "codes()", p -> p.codes = null),
                broken("codes() holds null", "codes()", p -> p.codes = Arrays.asList((ViolationCode) null)),
                broken(
                        "a code without namespace",
                        "codes()",
                        p -> p.codes = List.of(new Code(null, "X", Severity.ERROR, "r"))),
                broken("a code without severity", "codes()", p -> p.codes = List.of(new Code("x", "X", null, "r"))),
                broken(
                        "a core code reused (ViolationCode: a plugin declares codes of its own)",
                        "ILLEGAL_CHARACTER",
                        p -> p.codes = List.of(IriCode.ILLEGAL_CHARACTER)),
                broken(
                        "a code in the core's empty namespace",
                        "\"MY_RULE\"",
                        p -> p.codes = List.of(new Code("", "MY_RULE", Severity.ERROR, "r"))),
                broken(
                        "a core id in the empty namespace",
                        "ILLEGAL_CHARACTER",
                        p -> p.codes = List.of(new Code("", "ILLEGAL_CHARACTER", Severity.ERROR, "r"))),
                broken(
                        "an upper-case namespace ([a-z][a-z0-9-]*)",
                        "\"X-Broken\"",
                        p -> p.codes = List.of(new Code("X-Broken", "RULE", Severity.ERROR, "r"))),
                broken(
                        "a namespace with a dot",
                        "\"x.broken\"",
                        p -> p.codes = List.of(new Code("x.broken", "RULE", Severity.ERROR, "r"))),
                broken(
                        "a lower-case name ([A-Z][A-Z0-9_]*)",
                        "\"rule\"",
                        p -> p.codes = List.of(new Code("x-broken", "rule", Severity.ERROR, "r"))),
                broken("an empty name", "\"\"", p -> p.codes = List.of(new Code("x-broken", "", Severity.ERROR, "r"))),
                broken(
                        "one id twice",
                        "x-broken.RULE",
                        p -> p.codes = List.of(
                                new Code("x-broken", "RULE", Severity.ERROR, "r"),
                                new Code("x-broken", "RULE", Severity.WARNING, "other"))),
                broken(
                        "codes() throws",
                        "no codes today",
                        p -> p.codesThrows = new UnsupportedOperationException("no codes today")),
                broken(
                        "default port 70000 (RFC 9293 §3.1: 0-65535)",
                        "70000",
                        p -> p.traits = () -> SchemeTraits.generic().withDefaultPort(70_000)),
                broken(
                        "default port 65536",
                        "65536",
                        p -> p.traits = () -> SchemeTraits.generic().withDefaultPort(65_536)),
                broken(
                        "default port -1",
                        "-1",
                        p -> p.traits = () -> SchemeTraits.generic().withDefaultPort(-1)),
                broken("traits null", "traits", p -> p.traits = () -> null),
                broken(
                        "traits throws",
                        "no traits today",
                        p -> p.traits = () -> {
                            throw new IllegalArgumentException("no traits today");
                        }),
                broken(
                        "traits throws a LinkageError",
                        "com/example/Dns",
                        p -> p.traits = () -> {
                            throw new NoClassDefFoundError("com/example/Dns");
                        }),
                broken(
                        "traits overflows",
                        "StackOverflowError",
                        p -> p.traits = () -> {
                            throw new StackOverflowError();
                        }));
    }

    /**
     * Each unusable self-description: one INVALID problem naming the plugin and what was
     * wrong, reported once; the plugin skipped (none of its schemes claimed, its codes not
     * declared); the other plugins and the host mapper work.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenPlugins")
    void aPluginWithAnUnusableSelfDescriptionIsSkipped(String what, String inMessage, Configurable plugin) {
        Problems reporter = new Problems();
        IriEnvironment env = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(plugin)
                .add(new Good())
                .add(new DnsScheme())
                .build();
        assertEquals(1, env.problems().size(), env.problems()::toString);
        PluginProblem problem = env.problems().get(0);
        assertEquals(PluginProblem.Kind.INVALID, problem.kind());
        assertEquals("SchemeRules", problem.service());
        assertEquals(Configurable.class.getName(), problem.provider());
        assertTrue(problem.message().contains(Configurable.class.getName()), problem::message);
        assertTrue(problem.message().contains(inMessage), problem::message);
        assertEquals(env.problems(), reporter.reported, "reported exactly once");

        assertFalse(env.plugins().contains(plugin));
        assertEquals(List.of("x-dns", "x-good"), env.schemes());
        assertTrue(env.plugin("x-broken").isEmpty());
        assertFalse(env.codes().stream().anyMatch(c -> "x-broken".equals(c.namespace())), env.codes()::toString);
        assertTrue(env.codes().contains(Good.CODE));
        // the rest works
        assertEquals(
                "x-good://h/",
                env.normalize(Iris.parse("X-GOOD://H:9/"), ComparisonLevel.SCHEME)
                        .toString());
        assertEquals(
                "x-dns://xn--9ca/", env.toUri(Iris.parse("x-dns://\u00E9/")).toString());
        assertEquals(
                "x-broken://h:1/",
                env.normalize(Iris.parse("X-BROKEN://H:1/"), ComparisonLevel.SCHEME)
                        .toString());
        assertTrue(env.check("x-broken://h/").isValid());
        // and nothing is reported again
        env.withSeverities(SeverityMap.strict()).check("x-good://h/");
        assertEquals(1, reporter.reported.size(), reporter.reported::toString);
    }

    /** Plugin text with controls and a bidi override, 100,000 characters long. */
    private static final String HOSTILE = "x\u001B[2J\u202E" + "y".repeat(100_000) + "\n";

    static Stream<Arguments> hostileSelfDescriptions() {
        return Stream.of(
                broken("a hostile scheme name", "schemes()", p -> p.schemes = Set.of(HOSTILE)),
                broken("a hostile replaced scheme", "replaces()", p -> p.replaces = Set.of(HOSTILE)),
                broken(
                        "a hostile code name",
                        "codes()",
                        p -> p.codes = List.of(new Code("x-broken", HOSTILE, Severity.ERROR, "r"))),
                broken(
                        "schemes() throws a hostile message",
                        "IllegalStateException",
                        p -> p.schemesThrows = new IllegalStateException(HOSTILE)));
    }

    /**
     * Issue 32 review: what a plugin says is quoted in a problem's message capped, its controls
     * and bidi characters shown as code points, so that a plugin can neither make the message
     * huge nor write escape sequences to a terminal or reorder a line of a log.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileSelfDescriptions")
    void aPluginsTextIsQuotedCappedAndEscaped(String what, String inMessage, Configurable plugin) {
        IriEnvironment env = IriEnvironment.builder()
                .problemReporter(problem -> {})
                .add(plugin)
                .build();
        assertEquals(1, env.problems().size(), env.problems()::toString);
        PluginProblem problem = env.problems().get(0);
        assertEquals(PluginProblem.Kind.INVALID, problem.kind());
        assertEquals(Configurable.class.getName(), problem.provider());
        String message = problem.message();
        assertTrue(message.length() < 1_000, () -> message.length() + " characters");
        assertTrue(message.chars().noneMatch(c -> c < 0x20 || c == 0x202E), message);
        assertTrue(message.contains(inMessage), message);
        assertTrue(message.contains("<U+001B>"), message);
    }

    /** "The same class twice is one plugin" holds for a broken one too: one problem, not two. */
    @Test
    void aBrokenPluginAddedTwiceIsOneProblem() {
        Configurable plugin = new Configurable();
        plugin.schemes = Set.of();
        Problems reporter = new Problems();
        IriEnvironment env = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(plugin)
                .add(plugin)
                .build();
        assertEquals(1, env.problems().size(), env.problems()::toString);
        assertEquals(1, reporter.reported.size());
    }

    // ---- host mappers ------------------------------------------------------------------------

    /** A mapper whose self-description is given piece by piece. */
    static class ConfigurableMapper implements HostMapper {
        String name = "configurable";
        int priority = 7;
        List<? extends ViolationCode> codes = List.of();
        RuntimeException nameThrows;
        RuntimeException priorityThrows;

        @Override
        public String name() {
            if (nameThrows != null) {
                throw nameThrows;
            }
            return name;
        }

        @Override
        public int priority() {
            if (priorityThrows != null) {
                throw priorityThrows;
            }
            return priority;
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return codes;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            return "configurable";
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    private static Arguments brokenMapper(
            String what, String inMessage, java.util.function.Consumer<ConfigurableMapper> breakIt) {
        ConfigurableMapper mapper = new ConfigurableMapper();
        breakIt.accept(mapper);
        return Arguments.of(what, inMessage, mapper);
    }

    static Stream<Arguments> brokenMappers() {
        return Stream.of(
                brokenMapper("name() is null", "name()", m -> m.name = null),
                brokenMapper(
                        "name() throws",
                        "no name today",
                        m -> m.nameThrows = new IllegalStateException("no name today")),
                brokenMapper(
                        "priority() throws",
                        "no priority today",
                        m -> m.priorityThrows = new IllegalStateException("no priority today")),
                brokenMapper("codes() is null", "codes()", m -> m.codes = null),
                brokenMapper("codes() holds null", "", m -> m.codes = Arrays.asList((ViolationCode) null)),
                brokenMapper(
                        "a code without name",
                        "codes()",
                        m -> m.codes = List.of(new Code("m", null, Severity.WARNING, "r"))),
                brokenMapper(
                        "a core code reused", "ILLEGAL_CHARACTER", m -> m.codes = List.of(IriCode.ILLEGAL_CHARACTER)),
                brokenMapper(
                        "an upper-case namespace",
                        "\"M\"",
                        m -> m.codes = List.of(new Code("M", "ODD", Severity.WARNING, "r"))));
    }

    /**
     * A mapper with an unusable self-description is skipped with an INVALID problem; the JDK
     * mapper stands in when there is no other (HostMapper javadoc), and another mapper of
     * lower priority wins over the skipped one.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenMappers")
    void aMapperWithAnUnusableSelfDescriptionIsSkipped(String what, String inMessage, ConfigurableMapper mapper) {
        Problems reporter = new Problems();
        IriEnvironment alone = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(new DnsScheme())
                .add(mapper)
                .build();
        assertEquals(1, alone.problems().size(), alone.problems()::toString);
        PluginProblem problem = alone.problems().get(0);
        assertEquals(PluginProblem.Kind.INVALID, problem.kind());
        assertEquals("HostMapper", problem.service());
        assertEquals(ConfigurableMapper.class.getName(), problem.provider());
        assertTrue(problem.message().contains(inMessage), problem::message);
        assertEquals(alone.problems(), reporter.reported, "reported exactly once");
        assertEquals(
                "org.iri4j.core.internal.host.JdkHostMapper",
                alone.hostMapper().getClass().getName());
        assertEquals(
                "x-dns://xn--9ca/", alone.toUri(Iris.parse("x-dns://\u00E9/")).toString());

        IriEnvironment withAnother = IriEnvironment.builder()
                .problemReporter(p -> {})
                .add(new DnsScheme())
                .add(mapper)
                .add(new MapA(0))
                .build();
        assertEquals(MapA.class, withAnother.hostMapper().getClass());
        assertEquals(
                "x-dns://mapa/",
                withAnother.toUri(Iris.parse("x-dns://\u00E9/")).toString());
    }

    /** A discovered plugin with an unusable self-description is skipped the same way (real discovery, TestPlugins.discover). */
    @Test
    void aDiscoveredPluginWithAnUnusableSelfDescriptionIsSkipped() {
        Problems reporter = new Problems();
        IriEnvironment env = TestPlugins.discover(
                        IriEnvironment.builder().problemReporter(reporter),
                        jars,
                        NoSchemes.class,
                        TestPlugins.FoundLow.class)
                .build();
        assertEquals(1, env.problems().size(), env.problems()::toString);
        assertEquals(PluginProblem.Kind.INVALID, env.problems().get(0).kind());
        assertEquals(NoSchemes.class.getName(), env.problems().get(0).provider());
        assertEquals(env.problems(), reporter.reported);
        assertEquals(List.of("x-tie"), env.schemes());
    }

    /** Discoverable, but claims no scheme. */
    public static final class NoSchemes implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of();
        }
    }

    // ---- asked once -----------------------------------------------------------------------------

    /** Counts every question about itself. */
    static final class Counting implements SchemeRules {
        final AtomicInteger schemes = new AtomicInteger();
        final AtomicInteger priority = new AtomicInteger();
        final AtomicInteger codes = new AtomicInteger();
        final AtomicInteger traits = new AtomicInteger();

        @Override
        public Set<String> schemes() {
            schemes.incrementAndGet();
            return Set.of("x-count");
        }

        @Override
        public int priority() {
            priority.incrementAndGet();
            return 0;
        }

        @Override
        public List<? extends ViolationCode> codes() {
            codes.incrementAndGet();
            return List.of(new Code("x-count", "RULE", Severity.ERROR, "r"));
        }

        @Override
        public SchemeTraits traits(String scheme) {
            traits.incrementAndGet();
            return SchemeTraits.generic().withDnsHost().withDefaultPort(5).withDocumentCharsetQuery();
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri;
        }
    }

    /** A mapper that counts the questions about itself. */
    static final class CountingMapper extends MapperBase {
        final AtomicInteger name = new AtomicInteger();
        final AtomicInteger priority = new AtomicInteger();
        final AtomicInteger codes = new AtomicInteger();

        @Override
        public String name() {
            name.incrementAndGet();
            return "counting";
        }

        @Override
        public int priority() {
            priority.incrementAndGet();
            return 3;
        }

        @Override
        public List<? extends ViolationCode> codes() {
            codes.incrementAndGet();
            return List.of(new Code("counting", "ODD", Severity.WARNING, "r"));
        }
    }

    /** ToASCII that keeps ASCII letters and digits of a host, so that any host maps to a reg-name. */
    abstract static class MapperBase implements HostMapper {
        @Override
        public String toAscii(String host, Purpose purpose) {
            StringBuilder out = new StringBuilder();
            host.chars().filter(c -> c < 0x80 && Character.isLetterOrDigit(c)).forEach(c -> out.append((char) c));
            return out.length() == 0 ? "x" : out.toString();
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    /**
     * SchemeRules javadoc: the core asks the self-description "once, when an environment
     * is built, and keeps the answers": no operation asks again, nor does deriving an
     * environment with another severity map from it.
     */
    @Test
    void theSelfDescriptionIsAskedOnce() {
        Counting plugin = new Counting();
        CountingMapper mapper = new CountingMapper();
        IriEnvironment env = IriEnvironment.builder().add(plugin).add(mapper).build();
        List<Object> results = new ArrayList<>();
        for (IriEnvironment e : List.of(
                env,
                env.withSeverities(SeverityMap.strict()),
                env.withSeverities(SeverityMap.standard().ignoring("x-count.RULE")))) {
            results.add(e.check("X-COUNT://\u00E9:5/?q"));
            results.add(e.toUri(Iris.parse("x-count://\u00E9:05/?\u00E9")));
            results.add(e.mapperBuilder()
                    .queryCharset(java.nio.charset.StandardCharsets.ISO_8859_1)
                    .build()
                    .toUri(Iris.parse("x-count://h/?\u00E9")));
            results.add(e.mapperBuilder().unicodeHosts(true).build().toIri(Iris.parse("x-count://xn--abc/")));
            results.add(e.normalize(Iris.parse("X-COUNT://H:005/"), ComparisonLevel.SCHEME));
            results.add(e.codes());
            results.add(e.plugins());
            results.add(e.schemes());
            results.add(e.plugin("x-count"));
            results.add(e.hostMapper());
            results.add(e.displayHost(Iris.parse("x-count://h/")));
            results.add(e.toString());
        }
        assertEquals(36, results.size());
        assertSame(plugin, env.plugin("x-count").orElseThrow());
        assertEquals(1, plugin.schemes.get(), "schemes()");
        assertEquals(1, plugin.priority.get(), "priority()");
        assertEquals(1, plugin.codes.get(), "codes()");
        assertEquals(1, plugin.traits.get(), "traits(scheme)");
        assertEquals(1, mapper.name.get(), "name()");
        assertEquals(1, mapper.priority.get(), "priority()");
        assertEquals(1, mapper.codes.get(), "codes()");
    }
}
