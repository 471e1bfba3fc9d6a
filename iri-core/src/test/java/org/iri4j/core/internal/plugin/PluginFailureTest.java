package org.iri4j.core.internal.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.environment.TestPlugins;
import org.iri4j.core.spec.environment.TestPlugins.DnsScheme;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Plugins that fail at run time (IriEnvironment javadoc: "A plugin that throws at run time
 * fails that operation only: a check reports PLUGIN_FAILED naming it, any other operation
 * throws an InvalidInputException with that code; never a raw exception, never an Error").
 * Scheme plugins that throw a RuntimeException, a StackOverflowError or a NoClassDefFoundError, answer null,
 * change the scheme, answer an Iri of their own that is no IRI reference (IriCode.PLUGIN_FAILED:
 * "answered something no plugin may answer") or report a violation outside the input; host
 * mappers that throw in each of their methods, or answer null.
 */
class PluginFailureTest {

    // ---- failing scheme plugins ------------------------------------------------------------

    /** Throws an IllegalStateException from normalize and validate. */
    static final class ThrowsRuntime implements SchemeRules {
        static final IllegalStateException BOOM = new IllegalStateException("boom");

        @Override
        public Set<String> schemes() {
            return Set.of("x-rt");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            throw BOOM;
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            throw BOOM;
        }
    }

    /** Recurses without bound in normalize and validate: a real StackOverflowError. */
    static final class Recurses implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-so");
        }

        private static int depth(int n) {
            return depth(n + 1) + 1;
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            depth(0);
            return iri;
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            depth(0);
            return List.of();
        }
    }

    /** Throws NoClassDefFoundError, as a plugin built against a missing library does (a LinkageError). */
    static final class MissesAClass implements SchemeRules {
        static final NoClassDefFoundError MISSING = new NoClassDefFoundError("com/example/Missing");

        @Override
        public Set<String> schemes() {
            return Set.of("x-ncdf");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            throw MISSING;
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            throw MISSING;
        }
    }

    /** Answers null from normalize and validate. */
    static final class AnswersNull implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-null");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return null;
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            return null;
        }
    }

    /** Changes the scheme in normalize (its validate is fine). */
    static final class ChangesScheme implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-change");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().scheme("x-other").build();
        }
    }

    /**
     * An Iri of a plugin's own making (not built by the core), read through its toString(),
     * which answers the text given, or throws.
     */
    static Iri foreignIri(String text, RuntimeException thrown) {
        return (Iri) Proxy.newProxyInstance(
                Iri.class.getClassLoader(), new Class<?>[] {Iri.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "toString":
                            if (thrown != null) {
                                throw thrown;
                            }
                            return text;
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        default:
                            throw new UnsupportedOperationException(method.getName());
                    }
                });
    }

    /** Answers an Iri whose text is no IRI reference (a space in the path, RFC 3987 §2.2). */
    static final class AnswersNoIri implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-noiri");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return foreignIri("x-noiri:a b", null);
        }
    }

    /** Answers an Iri whose toString() throws. */
    static final class AnswersBrokenIri implements SchemeRules {
        static final IllegalStateException TO_STRING = new IllegalStateException("toString boom");

        @Override
        public Set<String> schemes() {
            return Set.of("x-brokeniri");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return foreignIri(null, TO_STRING);
        }
    }

    /** Reports a violation that does not lie in the input (its normalize is fine). */
    static final class ReportsOutside implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-out");
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            int n = iri.toString().length();
            return List.of(Violation.of(IriCode.EMPTY_PORT, Component.PATH, n, n + 5, "outside"));
        }
    }

    /** A plugin that works: default port 7, a path in lower case, a warning for "w" in the path. */
    static final class Healthy implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-ok");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDefaultPort(7);
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().path(iri.path().toLowerCase(Locale.ROOT)).build();
        }
    }

    private static final IriEnvironment ENV = IriEnvironment.builder()
            .add(new ThrowsRuntime())
            .add(new Recurses())
            .add(new MissesAClass())
            .add(new AnswersNull())
            .add(new ChangesScheme())
            .add(new ReportsOutside())
            .add(new AnswersNoIri())
            .add(new AnswersBrokenIri())
            .add(new Healthy())
            .build();

    /** plugin class, scheme, what it threw (null: it threw nothing), the class of what it threw. */
    static Stream<Arguments> validateFailures() {
        return Stream.of(
                Arguments.of(ThrowsRuntime.class, "x-rt", ThrowsRuntime.BOOM, IllegalStateException.class),
                Arguments.of(Recurses.class, "x-so", null, StackOverflowError.class),
                Arguments.of(MissesAClass.class, "x-ncdf", MissesAClass.MISSING, NoClassDefFoundError.class),
                Arguments.of(AnswersNull.class, "x-null", null, null),
                Arguments.of(ReportsOutside.class, "x-out", null, null));
    }

    static Stream<Arguments> normalizeFailures() {
        return Stream.of(
                Arguments.of(ThrowsRuntime.class, "x-rt", ThrowsRuntime.BOOM, IllegalStateException.class),
                Arguments.of(Recurses.class, "x-so", null, StackOverflowError.class),
                Arguments.of(MissesAClass.class, "x-ncdf", MissesAClass.MISSING, NoClassDefFoundError.class),
                Arguments.of(AnswersNull.class, "x-null", null, null),
                Arguments.of(ChangesScheme.class, "x-change", null, null),
                Arguments.of(AnswersNoIri.class, "x-noiri", null, InvalidInputException.class),
                Arguments.of(
                        AnswersBrokenIri.class,
                        "x-brokeniri",
                        AnswersBrokenIri.TO_STRING,
                        IllegalStateException.class));
    }

    private static Violation pluginFailed(CheckResult result) {
        List<Violation> found = result.violations().stream()
                .filter(v -> v.code() == IriCode.PLUGIN_FAILED)
                .toList();
        assertEquals(1, found.size(), result.violations()::toString);
        return found.get(0);
    }

    private static boolean has(CheckResult result, IriCode code) {
        return result.violations().stream().anyMatch(v -> v.code() == code);
    }

    private static InvalidInputException assertPluginFailed(
            Class<?> plugin, Throwable thrown, Class<? extends Throwable> thrownType, Executable operation) {
        InvalidInputException e = assertThrows(InvalidInputException.class, operation);
        assertEquals(IriCode.PLUGIN_FAILED, e.code(), e::getMessage);
        assertTrue(e.getMessage().contains(plugin.getName()), e::getMessage);
        if (thrown != null) {
            assertSame(thrown, e.getCause(), "the plugin's exception is the cause");
        } else if (thrownType != null) {
            assertInstanceOf(thrownType, e.getCause(), "the plugin's exception is the cause");
        } else {
            assertNull(e.getCause(), "no plugin exception; the core's own failure type does not leave the core");
        }
        return e;
    }

    // ---- check -------------------------------------------------------------------------------

    /**
     * In a check a failing plugin stands as one PLUGIN_FAILED naming it, a warning in the
     * standard map (validity is the generic grammar, RFC 3987 §2.2), and the grammar's own
     * findings are still reported.
     */
    @ParameterizedTest(name = "{1}")
    @MethodSource("validateFailures")
    void checkGivesAWarningNamingThePluginInTheStandardMap(
            Class<?> plugin, String scheme, Throwable thrown, Class<? extends Throwable> thrownType) {
        String input = scheme.toUpperCase(Locale.ROOT) + "://H/%7e";
        CheckResult result = ENV.check(input);
        Violation failed = pluginFailed(result);
        assertEquals(Severity.WARNING, failed.severity());
        assertTrue(failed.message().contains(plugin.getName()), failed::message);
        assertEquals(Component.SCHEME, failed.component());
        assertEquals(0, failed.start());
        assertEquals(scheme.length(), failed.end());
        assertTrue(result.isValid(), result.violations()::toString);
        assertTrue(has(result, IriCode.SCHEME_NOT_LOWERCASE), result.violations()::toString);
        assertTrue(has(result, IriCode.HOST_NOT_LOWERCASE), result.violations()::toString);
        assertTrue(has(result, IriCode.PERCENT_ENCODED_UNRESERVED), result.violations()::toString);
    }

    /** SeverityMap.strict(): PLUGIN_FAILED has its own severity, ERROR, and the check is invalid. */
    @ParameterizedTest(name = "{1}")
    @MethodSource("validateFailures")
    void checkGivesAnErrorInTheStrictMap(
            Class<?> plugin, String scheme, Throwable thrown, Class<? extends Throwable> thrownType) {
        String input = scheme + "://H/";
        CheckResult result = ENV.withSeverities(SeverityMap.strict()).check(input);
        Violation failed = pluginFailed(result);
        assertEquals(Severity.ERROR, failed.severity());
        assertTrue(failed.message().contains(plugin.getName()), failed::message);
        assertFalse(result.isValid());
        assertEquals(Optional.empty(), result.iri());
        assertTrue(has(result, IriCode.HOST_NOT_LOWERCASE), "the grammar's findings stay: " + result.violations());
        InvalidInputException e = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertEquals(IriCode.PLUGIN_FAILED, e.code());
        // parse is the grammar only
        assertEquals(input, Iris.parse(input).toString());
    }

    /** SeverityMap javadoc: any code but the grammar's can be ignored or given a severity, PLUGIN_FAILED too. */
    @Test
    void pluginFailedFollowsTheSeverityMap() {
        CheckResult ignored = ENV.withSeverities(SeverityMap.strict().ignoring(IriCode.PLUGIN_FAILED))
                .check("x-rt://h/");
        assertFalse(has(ignored, IriCode.PLUGIN_FAILED), ignored.violations()::toString);
        assertTrue(ignored.isValid());
        CheckResult raised = ENV.withSeverities(SeverityMap.standard().with(IriCode.PLUGIN_FAILED, Severity.ERROR))
                .check("x-rt://h/");
        assertEquals(Severity.ERROR, pluginFailed(raised).severity());
        assertFalse(raised.isValid());
        CheckResult lowered = ENV.withSeverities(SeverityMap.strict().with(IriCode.PLUGIN_FAILED, Severity.WARNING))
                .check("x-rt://h/");
        assertEquals(Severity.WARNING, pluginFailed(lowered).severity());
        assertTrue(lowered.isValid());
    }

    /** A plugin is asked only about an IRI the grammar accepts (SchemeRules.validate): a grammar error is reported alone. */
    @Test
    void aGrammarErrorIsReportedWithoutAskingThePlugin() {
        CheckResult result = ENV.check("x-rt://h/a b");
        assertFalse(result.isValid());
        assertEquals(IriCode.ILLEGAL_CHARACTER, result.errors().get(0).code());
        assertFalse(has(result, IriCode.PLUGIN_FAILED));
    }

    // ---- operations that return values ---------------------------------------------------------

    /**
     * Scheme-based normalization (RFC 3986 §6.2.3) and comparison: an InvalidInputException
     * PLUGIN_FAILED naming the plugin, with its exception as the cause; never the raw
     * exception or Error.
     */
    @ParameterizedTest(name = "{1}")
    @MethodSource("normalizeFailures")
    void normalizeAndCompareThrowPluginFailed(
            Class<?> plugin, String scheme, Throwable thrown, Class<? extends Throwable> thrownType) {
        Iri iri = Iris.parse(scheme + "://h/a");
        InvalidInputException e =
                assertPluginFailed(plugin, thrown, thrownType, () -> ENV.normalize(iri, ComparisonLevel.SCHEME));
        assertEquals(iri.toString(), e.input());
        assertPluginFailed(
                plugin,
                thrown,
                thrownType,
                () -> ENV.comparatorBuilder()
                        .level(ComparisonLevel.SCHEME)
                        .build()
                        .equivalent(iri, Iris.parse(scheme + "://h/b")));
        assertPluginFailed(
                plugin,
                thrown,
                thrownType,
                () -> ENV.comparatorBuilder().build().normalForm(iri));
        // the levels below the scheme level do not ask the plugin
        assertEquals(
                scheme + "://h/a",
                ENV.normalize(Iris.parse(scheme.toUpperCase(Locale.ROOT) + "://H/a"), ComparisonLevel.SYNTAX)
                        .toString());
        // nor do parsing and mapping, which use what the plugin said about itself when the environment was built
        assertEquals(
                scheme + "://h/%C3%A9",
                ENV.toUri(Iris.parse(scheme + "://h/\u00E9")).toString());
    }

    /** A failure fails that one operation: the other schemes of the same environment keep working. */
    @Test
    void otherSchemesKeepWorking() {
        for (String scheme : List.of("x-rt", "x-so", "x-ncdf", "x-null", "x-change", "x-noiri", "x-brokeniri")) {
            assertThrows(
                    InvalidInputException.class,
                    () -> ENV.normalize(Iris.parse(scheme + ":a"), ComparisonLevel.SCHEME));
            ENV.check(scheme + ":a");
        }
        assertEquals(
                "x-ok://h/a",
                ENV.normalize(Iris.parse("X-OK://H:7/A"), ComparisonLevel.SCHEME)
                        .toString());
        assertTrue(ENV.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(Iris.parse("x-ok://h:7/A"), Iris.parse("x-ok://h/a")));
        CheckResult ok = ENV.check("x-ok://h/");
        assertTrue(ok.isValid());
        assertEquals(List.of(), ok.violations());
        assertEquals(
                "plain://h/a",
                ENV.normalize(Iris.parse("PLAIN://H/a"), ComparisonLevel.SCHEME).toString());
    }

    // ---- failing host mappers ------------------------------------------------------------------

    /** A host mapper whose one named method throws what it is given, or answers null. */
    static final class BrokenMapper implements HostMapper {
        private final String method;
        private final Throwable thrown;

        BrokenMapper(String method, Throwable thrown) {
            this.method = method;
            this.thrown = thrown;
        }

        private void maybeFail(String called) {
            if (called.equals(method) && thrown != null) {
                if (thrown instanceof Error) {
                    throw (Error) thrown;
                }
                throw (RuntimeException) thrown;
            }
        }

        private boolean answersNull(String called) {
            return called.equals(method) && thrown == null;
        }

        @Override
        public String name() {
            return "broken in " + method;
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            maybeFail("toAscii");
            return answersNull("toAscii") ? null : "ascii";
        }

        @Override
        public String toUnicode(String host) {
            maybeFail("toUnicode");
            return answersNull("toUnicode") ? null : "unicode";
        }

        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            maybeFail("toDisplay");
            return answersNull("toDisplay") ? null : "display";
        }

        @Override
        public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
            maybeFail("inspect");
            return answersNull("inspect") ? null : List.of();
        }
    }

    /** "x-ctx": its own rule asks the context for a DNS host's normal form, which calls the mapper. */
    static final class AsksTheContext implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-ctx");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder()
                    .path("/" + context.dnsHostNormalForm("\u00E9"))
                    .build();
        }
    }

    private static IriEnvironment brokenIn(String method, Throwable thrown) {
        return IriEnvironment.builder()
                .add(new DnsScheme())
                .add(new AsksTheContext())
                .add(new BrokenMapper(method, thrown))
                .build();
    }

    static Stream<Throwable> mapperThrows() {
        return Stream.of(
                new IllegalStateException("mapper boom"),
                new StackOverflowError(),
                new NoClassDefFoundError("com/ibm/icu/text/IDNA"),
                null);
    }

    /** RFC 3987 §3.1 ToASCII through a mapper that fails: toUri, the scheme level, and a plugin's own call, each PLUGIN_FAILED naming the mapper. */
    @ParameterizedTest
    @MethodSource("mapperThrows")
    void aMapperFailingInToAscii(Throwable thrown) {
        IriEnvironment env = brokenIn("toAscii", thrown);
        Iri iri = Iris.parse("x-dns://\u00E9/");
        InvalidInputException e = assertPluginFailed(BrokenMapper.class, thrown, null, () -> env.toUri(iri));
        assertTrue(e.getMessage().contains("toAscii"), e::getMessage);
        assertPluginFailed(
                BrokenMapper.class,
                thrown,
                null,
                () -> env.mapperBuilder().build().toUri(Iris.parse("x-dns://\u00E9/")));
        assertPluginFailed(BrokenMapper.class, thrown, null, () -> env.normalize(iri, ComparisonLevel.SCHEME));
        assertPluginFailed(
                BrokenMapper.class, thrown, null, () -> env.normalize(Iris.parse("x-ctx:a"), ComparisonLevel.SCHEME));
        // what does not need ToASCII works
        assertEquals(
                "x-dns://[::1]/%C3%A9",
                env.toUri(Iris.parse("x-dns://[::1]/\u00E9")).toString());
        assertEquals(
                "x-dns://h/%C3%A9", env.toUri(Iris.parse("x-dns://h/\u00E9")).toString());
        assertEquals("other://%C3%A9/", env.toUri(Iris.parse("other://\u00E9/")).toString());
        assertTrue(env.check("x-dns://\u00E9/").isValid());
    }

    /** 3987bis §6.4 step 6, ToUnicode through a mapper that fails: toIri with unicodeHosts and the scheme level. */
    @ParameterizedTest
    @MethodSource("mapperThrows")
    void aMapperFailingInToUnicode(Throwable thrown) {
        IriEnvironment env = brokenIn("toUnicode", thrown);
        assertPluginFailed(
                BrokenMapper.class,
                thrown,
                null,
                () -> env.mapperBuilder().unicodeHosts(true).build().toIri(Iris.parse("x-dns://xn--9ca/")));
        assertPluginFailed(
                BrokenMapper.class,
                thrown,
                null,
                () -> env.normalize(Iris.parse("x-dns://xn--9ca/"), ComparisonLevel.SCHEME));
        assertEquals(
                "x-dns://xn--9ca/\u00E9",
                env.toIri(Iris.parse("x-dns://xn--9ca/%C3%A9")).toString(),
                "without unicodeHosts the mapper is not asked");
    }

    /** RFC 3987 §8, the display form of a host through a mapper that fails. */
    @ParameterizedTest
    @MethodSource("mapperThrows")
    void aMapperFailingInToDisplay(Throwable thrown) {
        IriEnvironment env = brokenIn("toDisplay", thrown);
        assertPluginFailed(BrokenMapper.class, thrown, null, () -> env.displayHost(Iris.parse("x-dns://h/")));
        assertEquals(
                Optional.of("[::1]"), env.displayHost(Iris.parse("x-dns://[::1]/")), "an IP literal is not a name");
    }

    /** RFC 3987 §8 spoofing warnings through a mapper that fails: PLUGIN_FAILED on the host, naming the mapper. */
    @ParameterizedTest
    @MethodSource("mapperThrows")
    void aMapperFailingInInspect(Throwable thrown) {
        IriEnvironment env = brokenIn("inspect", thrown);
        for (String input : List.of("x-dns://H/%7e", "other://H/%7e")) {
            CheckResult standard = env.check(input);
            Violation failed = pluginFailed(standard);
            assertEquals(Severity.WARNING, failed.severity());
            assertEquals(Component.HOST, failed.component());
            assertEquals(input.indexOf('H'), failed.start());
            assertEquals(input.indexOf('H') + 1, failed.end());
            assertTrue(failed.message().contains(BrokenMapper.class.getName()), failed::message);
            assertTrue(standard.isValid());
            assertTrue(has(standard, IriCode.HOST_NOT_LOWERCASE), standard.violations()::toString);
            assertTrue(has(standard, IriCode.PERCENT_ENCODED_UNRESERVED), standard.violations()::toString);
            CheckResult strict = env.withSeverities(SeverityMap.strict()).check(input);
            assertEquals(Severity.ERROR, pluginFailed(strict).severity());
            assertFalse(strict.isValid());
        }
    }

    /** A mapper whose inspect reports a warning that does not lie in the input. */
    static final class InspectsOutside extends TestPlugins.MarkMapper {
        InspectsOutside() {
            super(1);
        }

        @Override
        public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
            return List.of(
                    Violation.of(IriCode.HOST_NOT_LOWERCASE, Component.HOST, hostStart, iri.length() + 1, "outside"));
        }
    }

    /**
     * IriCode.PLUGIN_FAILED: "answered something no plugin may answer (... an index outside
     * the input)"; the message names the mapper's class, as for its other failures.
     */
    @Test
    void aMapperReportingOutsideTheInput() {
        CheckResult result =
                IriEnvironment.builder().add(new InspectsOutside()).build().check("foo://h/");
        Violation failed = pluginFailed(result);
        assertEquals(Component.HOST, failed.component());
        assertTrue(failed.message().contains(InspectsOutside.class.getName()), failed::message);
        assertTrue(result.isValid());
    }

    /** The mapper's failure in a check does not hide the scheme plugin's findings, nor the reverse. */
    @Test
    void aFailingMapperAndAFailingPluginAreBothReported() {
        IriEnvironment env = IriEnvironment.builder()
                .add(new ThrowsRuntime())
                .add(new BrokenMapper("inspect", new IllegalStateException("m")))
                .build();
        CheckResult result = env.check("x-rt://h/");
        List<Violation> failed = result.violations().stream()
                .filter(v -> v.code() == IriCode.PLUGIN_FAILED)
                .toList();
        assertEquals(2, failed.size(), result.violations()::toString);
        assertTrue(failed.stream().anyMatch(v -> v.message().contains(BrokenMapper.class.getName())));
        assertTrue(failed.stream().anyMatch(v -> v.message().contains(ThrowsRuntime.class.getName())));
    }
}
