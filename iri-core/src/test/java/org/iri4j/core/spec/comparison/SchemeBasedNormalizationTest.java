package org.iri4j.core.spec.comparison;

import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.comparison.NormalizeSupport.NO_PLUGINS;
import static org.iri4j.core.spec.comparison.NormalizeSupport.comparator;
import static org.iri4j.core.spec.comparison.NormalizeSupport.scheme;
import static org.iri4j.core.spec.comparison.NormalizeSupport.syntax;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.ProtocolRule;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) with plugins registered by
 * hand ({@link IriEnvironment#builder()}): what the core does for every scheme (the empty port),
 * what it does with a plugin's answers (default port, the plugin's rules, the fragment kept),
 * plugin conflicts, protocol-based rules (§5.3.4), ignoring fragments (§5.1), and the SIMPLE
 * rung (§5.3.1).
 */
class SchemeBasedNormalizationTest {

    // ---- test plugins --------------------------------------------------------------------

    /** "x-port": default port 7, nothing else. */
    static final class PortPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-port");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDefaultPort(7);
        }
    }

    /** Records what the core hands it; changes nothing. */
    static final class RecordingPlugin implements SchemeRules {
        final List<String> seen = Collections.synchronizedList(new ArrayList<>());

        @Override
        public Set<String> schemes() {
            return Set.of("x-rec");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDefaultPort(7);
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            seen.add(iri.toString());
            return iri;
        }
    }

    /** Tries to set the fragment to "plugin" and lower-cases the path. */
    static final class FragmentTamperingPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-frag");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder()
                    .path(iri.path().toLowerCase(Locale.ROOT))
                    .fragment("plugin")
                    .build();
        }
    }

    /** Tries to remove the fragment. */
    static final class FragmentRemovingPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-nofrag");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().fragment(null).build();
        }
    }

    /**
     * Claims a scheme with a given priority and marks its normal form with its name; with a
     * priority above 0 it replaces the others on purpose (SchemeRules.replaces()).
     */
    static class Claimant implements SchemeRules {
        private final String scheme;
        private final int priority;
        private final String mark;

        Claimant(String scheme, int priority, String mark) {
            this.scheme = scheme;
            this.priority = priority;
            this.mark = mark;
        }

        @Override
        public Set<String> schemes() {
            return Set.of(scheme);
        }

        @Override
        public Set<String> replaces() {
            return priority > 0 ? Set.of(scheme) : Set.of();
        }

        @Override
        public int priority() {
            return priority;
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().query(mark).build();
        }
    }

    /** A second class claiming the same, so that the conflict message can name both. */
    static final class OtherClaimant extends Claimant {
        OtherClaimant(String scheme, int priority, String mark) {
            super(scheme, priority, mark);
        }
    }

    /** Declares its scheme in upper case, which SchemeRules.schemes() does not allow. */
    static final class UpperCaseDeclaringPlugin extends Claimant {
        UpperCaseDeclaringPlugin() {
            super("X-Upper", 0, "upper");
        }
    }

    /** Changes the scheme: a broken plugin. */
    static final class SchemeChangingPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-bad");
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().scheme("x-other").build();
        }
    }

    private static IriComparator schemeLevel(SchemeRules... plugins) {
        IriEnvironment.Builder builder = IriEnvironment.builder();
        for (SchemeRules p : plugins) {
            builder.add(p);
        }
        return builder.build().comparatorBuilder().level(ComparisonLevel.SCHEME).build();
    }

    private static String normal(IriComparator c, String iri) {
        return c.normalForm(Iris.parse(iri)).toString();
    }

    // ---- the empty port: every scheme ----------------------------------------------------

    /**
     * An empty port (http://a:/) is dropped at the scheme level for every scheme (RFC 3986
     * §3.2.3: "URI producers and normalizers should omit the port component and its ':'
     * delimiter if port is empty"). No plugin needed.
     */
    @Test
    void anEmptyPortIsDroppedForEverySchemeWithoutAPlugin() {
        assertEquals("foo://a/", scheme("foo://a:/"));
        assertEquals("foo://u@a/p", scheme("foo://u@a:/p"));
        assertEquals("foo://[::1]/", scheme("foo://[::1]:/"));
        assertEquals("foo://a", scheme("foo://a:"));
        assertEquals("foo://a?q#f", scheme("FOO://A:?q#f"));
        assertEquals("//a/x", scheme("//a:/x"));
        assertEquals("foo://a/", normal(schemeLevel(new PortPlugin()), "foo://a:/"));
        assertEquals("x-port://a/", normal(schemeLevel(new PortPlugin()), "x-port://a:/"));
        assertTrue(comparator(ComparisonLevel.SCHEME).equivalent(Iris.parse("foo://a:/"), Iris.parse("foo://a/")));
        assertFalse(comparator(ComparisonLevel.SYNTAX).equivalent(Iris.parse("foo://a:/"), Iris.parse("foo://a/")));
    }

    @Test
    void withoutAPluginNoPortIsADefault() {
        assertEquals("foo://a:80/", scheme("foo://a:80/"));
        assertEquals("http://a:80/", scheme("http://a:80/"), "no http plugin on iri-core's class path");
        assertEquals("http://a", scheme("HTTP://A"), "and no empty-path rule either");
    }

    @Test
    void withoutAPluginTheSchemeLevelIsTheSyntaxLevelPlusTheEmptyPort() {
        for (String iri : List.of(
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
                "x://\u00C9.Example/?#", "a/./b", "x:/%EE%80%80?%EE%80%80", "//H/%7e", "x://h:0/")) {
            assertEquals(syntax(iri), scheme(iri), () -> show(iri));
        }
        assertEquals("//h/~", scheme("//H:/%7e"));
        assertEquals("//h:/~", syntax("//H:/%7e"));
    }

    // ---- the default port ----------------------------------------------------------------

    @Test
    void theDefaultPortIsDropped_rfc3986_section6_2_3() {
        IriComparator c = schemeLevel(new PortPlugin());
        assertEquals("x-port://h/", normal(c, "x-port://h:7/"));
        assertEquals("x-port://h/", normal(c, "X-PORT://H:007/"));
        assertEquals("x-port://u@h?q#f", normal(c, "x-port://u@h:7?q#f"));
        assertEquals("x-port://h:8/", normal(c, "x-port://h:8/"));
        assertEquals("x-port://h:70/", normal(c, "x-port://h:70/"));
        assertEquals("x-port://h:65543/", normal(c, "x-port://h:65543/"), "not 7 modulo 65536");
        assertEquals("x-port://h:99999999999999999999/", normal(c, "x-port://h:99999999999999999999/"));
        assertTrue(c.equivalent(Iris.parse("x-port://h:7/a"), Iris.parse("x-port://h/a")));
        assertTrue(c.equivalent(Iris.parse("x-port://h:/a"), Iris.parse("x-port://h:7/a")));
        assertFalse(c.equivalent(Iris.parse("x-port://h:8/a"), Iris.parse("x-port://h/a")));
    }

    /**
     * RFC 3986 §3.2.3: the port is "a port number in decimal"; where the plugin names a
     * default port, the number is what counts, as it does for the default port itself.
     */
    @Test
    void aNumericPortLosesItsLeadingZeros_rfc3986_section3_2_3() {
        IriComparator c = schemeLevel(new PortPlugin());
        assertEquals("x-port://h:8/", normal(c, "x-port://h:0008/"));
        assertEquals("x-port://h:0/", normal(c, "x-port://h:000/"));
        assertEquals("x-port://h:0/", normal(c, "x-port://h:0/"));
        assertEquals("x-port://u@h:70?q#f", normal(c, "X-PORT://u@H:070?q#f"));
        assertEquals("x-port://h:99999999999999999999/", normal(c, "x-port://h:0099999999999999999999/"));
        assertTrue(c.equivalent(Iris.parse("x-port://h:081/a"), Iris.parse("x-port://h:81/a")));
        assertFalse(c.equivalent(Iris.parse("x-port://h:081/a"), Iris.parse("x-port://h:810/a")));
        // Without a default port the plugin does not say that the port is a number.
        assertEquals("foo://h:0081/", normal(c, "foo://h:0081/"));
        assertEquals("foo://h:0081/", scheme("foo://h:0081/"));
        assertEquals("//h:007/", normal(c, "//h:007/"), "no scheme, no plugin");
        assertEquals("x-port://h:0081/", syntax("x-port://h:0081/"), "the syntax level keeps it");
    }

    /**
     * The host of a DNS scheme is a network host: an IPv6 address compares as an address, in
     * the text RFC 5952 recommends. Other schemes keep the syntax level's lower case only.
     */
    @Test
    void theIpv6HostOfADnsSchemeIsInRfc5952Text() {
        IriComparator c = schemeLevel(new WebPlugin());
        assertEquals("x-web://[2001:db8::1]/", normal(c, "x-web://[2001:DB8:0:0:0:0:0:0001]"));
        assertEquals("x-web://u@[::ffff:192.0.2.1]:8080/a?q#f", normal(c, "x-web://u@[::FFFF:C000:201]:08080/a?q#f"));
        assertTrue(c.equivalent(Iris.parse("x-web://[0:0::1]/"), Iris.parse("x-web://[::1]/")));
        assertFalse(c.equivalent(Iris.parse("x-web://[::1]/"), Iris.parse("x-web://[::2]/")));
        assertEquals("x-web://[v1.abc]/", normal(c, "x-web://[v1.ABC]"), "IPvFuture: the syntax level's case only");
        assertEquals(
                "x-port://[2001:db8:0:0:0:0:0:1]/",
                normal(schemeLevel(new PortPlugin()), "x-port://[2001:db8:0:0:0:0:0:1]/"));
        assertEquals("foo://[2001:db8:0:0:0:0:0:1]/", scheme("FOO://[2001:DB8:0:0:0:0:0:1]/"));
    }

    @Test
    void theDefaultPortOfARelativeReferenceIsUnknown() {
        IriComparator c = schemeLevel(new PortPlugin());
        assertEquals("//h:7/", normal(c, "//h:7/"));
    }

    // ---- the plugin's rules --------------------------------------------------------------

    @Test
    void thePluginsRulesApply() {
        IriComparator c = schemeLevel(new WebPlugin());
        assertEquals("x-web://h/", normal(c, "X-WEB://H"));
        assertEquals("x-web://h/a/b%2F", normal(c, "x-web://h:80/A/./B%2f"));
        assertEquals("x-web://b\u00FCcher.example/", normal(c, "x-web://XN--BCHER-KVA.example:80"));
        assertTrue(
                c.equivalent(Iris.parse("x-web://B\u00FCcher.example/"), Iris.parse("x-web://xn--bcher-kva.example")));
        assertTrue(c.equivalent(Iris.parse("X-WEB://Example.COM:/Data"), Iris.parse("x-web://example.com/data")));
        // other schemes are untouched
        assertEquals("http://h", normal(c, "HTTP://H"));
    }

    /**
     * The IDNA normal form (RFC 3987 §5.3.3) has U-labels for a whole domain or none (issue 32
     * review): {@code xn--a} has no Unicode form, so {@code xn--bcher-kva.xn--a} stays ASCII, and
     * {@code bücher.xn--a}, whose ToASCII is that host, has the same normal form.
     */
    @Test
    void theIdnaNormalFormConvertsAWholeDomainOrNone() {
        IriComparator c = schemeLevel(new WebPlugin());
        assertEquals("x-web://xn--bcher-kva.xn--a/", normal(c, "x-web://XN--BCHER-KVA.xn--a"));
        assertTrue(c.equivalent(Iris.parse("x-web://b\u00FCcher.xn--a/"), Iris.parse("x-web://xn--bcher-kva.xn--a/")));
    }

    /** The SPI's promise: syntax-based normal form, lower-case scheme, no empty or default port. */
    @Test
    void thePluginSeesTheSyntaxNormalFormWithoutDefaultPort() {
        RecordingPlugin recorder = new RecordingPlugin();
        IriComparator c = schemeLevel(recorder);
        c.normalForm(Iris.parse("X-REC://H:7/a/./b/%7e?%7e"));
        c.normalForm(Iris.parse("x-rec://h:/a"));
        c.normalForm(Iris.parse("x-rec://h:8/%41"));
        assertEquals(List.of("x-rec://h/a/b/~?~", "x-rec://h/a", "x-rec://h:8/A"), recorder.seen);
    }

    @Test
    void theSchemeLookupIsCaseInsensitive_rfc3986_section3_1() {
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new PortPlugin())
                .add(new UpperCaseDeclaringPlugin())
                .problemReporter(p -> {})
                .build();
        assertTrue(plugins.plugin("X-PORT").isPresent());
        assertTrue(plugins.plugin("x-Port").isPresent());
        assertFalse(plugins.plugin("x-none").isPresent());
        IriComparator c = plugins.comparatorBuilder().build();
        assertEquals("x-port://h/", c.normalForm(Iris.parse("X-PORT://H:7/")).toString());
        // SchemeRules.schemes() gives "scheme names in lower case": "X-Upper" is refused, not lower-cased
        assertFalse(plugins.plugin("x-upper").isPresent(), "a plugin declaring \"X-Upper\"");
        assertEquals(PluginProblem.Kind.INVALID, plugins.problems().get(0).kind(), plugins.problems()::toString);
    }

    // ---- the fragment (§5.3.3: "The fragment component is not subject to any scheme-based
    //      normalization") -------------------------------------------------------------------

    @Test
    void aPluginCannotChangeAnExistingFragment() {
        IriComparator c = schemeLevel(new FragmentTamperingPlugin());
        assertEquals("x-frag://h/a#Orig", normal(c, "x-frag://h/A#Orig"));
        assertEquals("x-frag://h/a#", normal(c, "x-frag://h/A#"));
        assertEquals("x-frag://h/a#~", normal(c, "x-frag://h/A#%7E"), "only the syntax level touched it");
    }

    /**
     * RFC 3987 §5.3.3: "The fragment component is not subject to any scheme-based
     * normalization"; the SPI: "scheme rules never touch the fragment". An IRI without
     * fragment gets none from a plugin.
     */
    @Test
    void aPluginCannotAddAFragment() {
        IriComparator c = schemeLevel(new FragmentTamperingPlugin());
        assertEquals("x-frag://h/a", normal(c, "x-frag://h/A"));
        assertEquals("x-frag://h/a?Q", normal(c, "X-FRAG://H/A?Q"));
    }

    @Test
    void aPluginCannotRemoveAFragment() {
        IriComparator c = schemeLevel(new FragmentRemovingPlugin());
        assertEquals("x-nofrag://h/a#f", normal(c, "x-nofrag://h/a#f"));
        assertEquals("x-nofrag://h/a#", normal(c, "x-nofrag://h/a#"));
        assertFalse(
                c.equivalent(Iris.parse("x-nofrag://h/a#"), Iris.parse("x-nofrag://h/a")),
                "§5.3.3: two IRIs that differ only by the suffix \"#\" are considered different regardless of the scheme");
    }

    @Test
    void aPluginThatChangesTheSchemeFailsTheOperationNamingIt() {
        IriComparator c = schemeLevel(new SchemeChangingPlugin());
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> c.normalForm(Iris.parse("x-bad:a")));
        assertEquals(IriCode.PLUGIN_FAILED, e.code());
        assertTrue(e.getMessage().contains(SchemeChangingPlugin.class.getName()), e::getMessage);
    }

    // ---- conflicts -----------------------------------------------------------------------

    /**
     * The one tie rule (Plugin javadoc): at equal priority the plugin whose class name comes
     * first wins, for every operation alike, whatever the order of registration, and the other
     * is listed among the problems, naming both.
     */
    @Test
    void twoPluginsOfEqualPriorityForOneSchemeTheClassNameDecidesAndTheOtherIsAConflict() {
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new Claimant("x-dup", 0, "one"))
                .add(new OtherClaimant("x-dup", 0, "two"))
                .add(new PortPlugin())
                .problemReporter(p -> {})
                .build();
        assertEquals(Claimant.class, plugins.plugin("x-dup").orElseThrow().getClass());
        assertEquals(Claimant.class, plugins.plugin("X-Dup").orElseThrow().getClass());
        assertEquals(1, plugins.problems().size(), plugins.problems()::toString);
        PluginProblem conflict = plugins.problems().get(0);
        assertEquals(PluginProblem.Kind.CONFLICT, conflict.kind());
        assertEquals(OtherClaimant.class.getName(), conflict.provider());
        assertTrue(conflict.message().contains(Claimant.class.getName()), conflict::message);
        assertTrue(conflict.message().contains("\"x-dup\""), conflict::message);

        IriComparator c = plugins.comparatorBuilder().build();
        assertEquals("x-dup:a?one", c.normalForm(Iris.parse("x-dup:a")).toString());
        assertEquals("x-port://h/", c.normalForm(Iris.parse("x-port://h:7/")).toString());
        // the class decides, not the order of registration
        IriEnvironment reversed = IriEnvironment.builder()
                .add(new OtherClaimant("x-dup", 0, "two"))
                .add(new Claimant("x-dup", 0, "one"))
                .problemReporter(p -> {})
                .build();
        assertEquals(plugins.problems(), reversed.problems());
        assertEquals(
                "x-dup:a?one",
                reversed.comparatorBuilder()
                        .build()
                        .normalForm(Iris.parse("x-dup:a"))
                        .toString());
    }

    @Test
    void theHigherPriorityWinsWhateverTheOrder() {
        IriEnvironment lowFirst = IriEnvironment.builder()
                .add(new Claimant("x-prio", 0, "low"))
                .add(new OtherClaimant("x-prio", 5, "high"))
                .build();
        IriEnvironment highFirst = IriEnvironment.builder()
                .add(new OtherClaimant("x-prio", 5, "high"))
                .add(new Claimant("x-prio", 0, "low"))
                .build();
        for (IriEnvironment plugins : List.of(lowFirst, highFirst)) {
            assertEquals(
                    OtherClaimant.class, plugins.plugin("x-prio").orElseThrow().getClass());
            IriComparator c = plugins.comparatorBuilder().build();
            assertEquals("x-prio:a?high", c.normalForm(Iris.parse("x-prio:a")).toString());
        }
        // a third plugin of the loser's priority does not make a conflict
        IriEnvironment three = IriEnvironment.builder()
                .add(new Claimant("x-prio", 0, "low"))
                .add(new OtherClaimant("x-prio", 5, "high"))
                .add(new Claimant("x-prio", 0, "low2"))
                .build();
        assertEquals(
                "x-prio:a?high",
                three.comparatorBuilder()
                        .build()
                        .normalForm(Iris.parse("x-prio:a"))
                        .toString());
    }

    @Test
    void theSamePluginAddedTwiceIsNoConflict() {
        PortPlugin p = new PortPlugin();
        IriEnvironment plugins = IriEnvironment.builder().add(p).add(p).build();
        assertSame(p, plugins.plugin("x-port").orElseThrow());
    }

    // ---- protocol-based rules (§5.3.4) ---------------------------------------------------

    /** §5.3.4: a spider that saw http://example.com/data redirect to .../data/ adds a rule. */
    static final ProtocolRule TRAILING_SLASH =
            iri -> iri.path().endsWith("/") || iri.path().isEmpty()
                    ? iri
                    : iri.toBuilder().path(iri.path() + "/").build();

    @Test
    void aTrailingSlashRule_section5_3_4() {
        Iri data = Iris.parse("http://example.com/data");
        Iri dataSlash = Iris.parse("http://example.com/data/");
        IriComparator plain = comparator(ComparisonLevel.SCHEME);
        assertFalse(plain.equivalent(data, dataSlash));

        IriComparator withRule =
                NO_PLUGINS.comparatorBuilder().rule(TRAILING_SLASH).build();
        assertTrue(withRule.equivalent(data, dataSlash));
        assertTrue(withRule.equivalent(dataSlash, data));
        assertEquals("http://example.com/data/", withRule.normalForm(data).toString());
        // the rule sees the level's normal form
        assertTrue(withRule.equivalent(Iris.parse("HTTP://EXAMPLE.com/%64ata"), dataSlash));
        assertTrue(withRule.equivalent(
                Iris.parse("http://example.com/x/../data?q"), Iris.parse("http://example.com/data/?q")));
        assertFalse(plain.equivalent(data, dataSlash), "without the rule, not equivalent");
    }

    @Test
    void rulesApplyInTheOrderAdded() {
        ProtocolRule aToB =
                iri -> iri.path().equals("/a") ? iri.toBuilder().path("/b").build() : iri;
        ProtocolRule bToC =
                iri -> iri.path().equals("/b") ? iri.toBuilder().path("/c").build() : iri;
        Iri a = Iris.parse("x://h/a");
        assertEquals(
                "x://h/c",
                NO_PLUGINS
                        .comparatorBuilder()
                        .rule(aToB)
                        .rule(bToC)
                        .build()
                        .normalForm(a)
                        .toString());
        assertEquals(
                "x://h/b",
                NO_PLUGINS
                        .comparatorBuilder()
                        .rule(bToC)
                        .rule(aToB)
                        .build()
                        .normalForm(a)
                        .toString());
    }

    @Test
    void rulesWorkAtEveryLevel() {
        for (ComparisonLevel level : ComparisonLevel.values()) {
            IriComparator c = NO_PLUGINS
                    .comparatorBuilder()
                    .level(level)
                    .rule(TRAILING_SLASH)
                    .build();
            assertTrue(
                    c.equivalent(Iris.parse("http://example.com/data"), Iris.parse("http://example.com/data/")),
                    level::name);
        }
    }

    // ---- ignoring fragments (§5.1) -------------------------------------------------------

    @Test
    void ignoreFragment_section5_1() {
        Iri plain = Iris.parse("x://h/a");
        Iri empty = Iris.parse("x://h/a#");
        Iri frag = Iris.parse("x://h/a#f");
        for (ComparisonLevel level : ComparisonLevel.values()) {
            IriComparator normal = comparator(level);
            assertFalse(normal.equivalent(plain, frag), level::name);
            assertFalse(normal.equivalent(plain, empty), level::name);
            IriComparator ignoring = NO_PLUGINS
                    .comparatorBuilder()
                    .level(level)
                    .ignoreFragment(true)
                    .build();
            assertTrue(ignoring.equivalent(plain, frag), level::name);
            assertTrue(ignoring.equivalent(plain, empty), level::name);
            assertTrue(ignoring.equivalent(Iris.parse("x://h/a#1"), Iris.parse("x://h/a#2")), level::name);
            assertFalse(ignoring.normalForm(frag).hasFragment(), level::name);
            assertEquals("x://h/a", ignoring.normalForm(frag).toString(), level::name);
        }
        // the rest still counts
        IriComparator ignoring =
                NO_PLUGINS.comparatorBuilder().ignoreFragment(true).build();
        assertFalse(ignoring.equivalent(Iris.parse("x://h/a?#f"), Iris.parse("x://h/a#f")));
        assertEquals("x://h/a?", ignoring.normalForm(Iris.parse("X://H:/a?#F")).toString());
    }

    @Test
    void ignoreFragmentAppliesAfterTheRules() {
        ProtocolRule addFragment = iri -> iri.toBuilder().fragment("rule").build();
        IriComparator c = NO_PLUGINS
                .comparatorBuilder()
                .rule(addFragment)
                .ignoreFragment(true)
                .build();
        assertEquals("x://h/a", c.normalForm(Iris.parse("x://h/a#f")).toString());
    }

    // ---- SIMPLE (§5.3.1) -----------------------------------------------------------------

    /**
     * §5.3.1: "If two IRIs, when considered as character strings, are identical, then it is
     * safe to conclude that they are equivalent"; and "the comparison function MUST NOT map
     * IRIs to URIs".
     */
    @Test
    void simpleIsPlainStringEquality_section5_3_1() {
        IriComparator simple = comparator(ComparisonLevel.SIMPLE);
        // identical strings, whatever made the values: a resolution, a builder
        assertTrue(simple.equivalent(
                Iris.parse("http://a/b"), Iris.parse("http://a/c").resolve(Iris.parse("b"))));
        assertTrue(simple.equivalent(
                Iris.parse("HTTP://A/%7e/./"),
                Iris.parse("HTTP://A/%7e/./?q#f").toBuilder()
                        .query(null)
                        .fragment(null)
                        .build()));
        for (String[] pair : new String[][] {
            {"HTTP://a/", "http://a/"},
            {"http://a/%7e", "http://a/~"},
            {"http://a/%7e", "http://a/%7E"},
            {"http://a/./b", "http://a/b"},
            {"http://a:/", "http://a/"},
            {"http://r\u00E9sum\u00E9.example.org/", "http://r%C3%A9sum%C3%A9.example.org/"},
            {"http://a/", "http://a"},
            {"http://a/?", "http://a/"},
        }) {
            assertFalse(
                    simple.equivalent(Iris.parse(pair[0]), Iris.parse(pair[1])), () -> show(pair[0] + " " + pair[1]));
        }
        String odd = "HTTP://A:/%7e/./b/../?#";
        assertEquals(odd, simple.normalForm(Iris.parse(odd)).toString(), "SIMPLE changes nothing");
        assertEquals(ComparisonLevel.SIMPLE, simple.level());
    }

    /** RFC 3987 §5.3.1: the simple comparison normalizes nothing, so asking it to normalize characters is an error. */
    @Test
    void simpleRefusesCharacterNormalization() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> comparator(ComparisonLevel.SIMPLE, Normalizer.Form.NFC));
        assertTrue(e.getMessage().contains("§5.3.1"), e::getMessage);
    }

    @ParameterizedTest
    @ValueSource(strings = {"x-port://h:7/", "x-port://h:/", "X-PORT://h/", "x-port://h/./"})
    void theLadderOnlyGainsEquivalences(String alias) {
        // "x-port://h/" and an alias: once equivalent at a level, equivalent at every later one
        IriEnvironment plugins = IriEnvironment.builder().add(new PortPlugin()).build();
        boolean before = false;
        for (ComparisonLevel level : ComparisonLevel.values()) {
            boolean now = plugins.comparatorBuilder()
                    .level(level)
                    .build()
                    .equivalent(Iris.parse("x-port://h/"), Iris.parse(alias));
            assertTrue(!before || now, () -> "lost at " + level);
            before = now;
        }
        assertTrue(before, "equivalent at the scheme level");
    }
}
