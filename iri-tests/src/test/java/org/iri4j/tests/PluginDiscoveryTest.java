package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.scheme.http.HttpCode;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.iri4j.tests.demo.DemoScheme;
import org.junit.jupiter.api.Test;

/**
 * "Your own scheme": a plugin nobody registered by hand in code, {@link DemoScheme}, found by
 * {@link ServiceLoader} from a {@code META-INF/services} file next to the shipped plugins (http,
 * https, ws, wss, mailto), and used by {@code Iris.normalize}, the comparators, {@code check}
 * and the IRI to URI mapping exactly as the shipped ones are: putting a plugin's jar on the
 * class path is all it takes, nothing is registered by hand (ServiceLoader, as the SchemeRules
 * javadoc describes).
 */
class PluginDiscoveryTest {

    private static final String SERVICE_FILE = "META-INF/services/" + SchemeRules.class.getName();

    private static String className(String scheme) {
        return IriEnvironment.defaults()
                .plugin(scheme)
                .map(p -> p.getClass().getName())
                .orElse(null);
    }

    private static String normal(String iri) {
        return Iris.normalize(Iris.parse(iri), ComparisonLevel.SCHEME).toString();
    }

    // ---- discovery -----------------------------------------------------------------------

    @Test
    void discoveryFindsTheDemoSchemeAndTheShippedPlugins() {
        IriEnvironment plugins = IriEnvironment.defaults();
        assertEquals(DemoScheme.class.getName(), className("x-testdemo"), () -> "discovered: " + plugins.schemes());
        assertEquals(DemoScheme.class.getName(), className("X-TestDemo"), "scheme lookup ignores case");
        for (String scheme : List.of("http", "https", "ws", "wss")) {
            assertEquals("org.iri4j.scheme.http.HttpSchemes", className(scheme), scheme);
        }
        assertEquals("org.iri4j.scheme.mailto.MailtoScheme", className("mailto"));
        assertTrue(
                plugins.schemes().containsAll(List.of("x-testdemo", "http", "https", "ws", "wss", "mailto")),
                plugins.schemes()::toString);
        assertFalse(plugins.plugin("x-nobody-claims-this").isPresent());
    }

    @Test
    void theDemoSchemeIsRegisteredOnlyByItsServiceFile() throws IOException {
        List<String> registrations = new ArrayList<>();
        for (URL url : Collections.list(getClass().getClassLoader().getResources(SERVICE_FILE))) {
            try (InputStream in = url.openStream()) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                if (text.contains(DemoScheme.class.getName())) {
                    registrations.add(url.toString());
                }
            }
        }
        assertEquals(1, registrations.size(), () -> "registered in: " + registrations);
        assertTrue(registrations.get(0).contains("test-classes"), registrations::toString);
        // and ServiceLoader itself, without the core, sees it next to the shipped plugins
        Set<String> loaded = ServiceLoader.load(SchemeRules.class).stream()
                .map(p -> p.type().getName())
                .collect(Collectors.toSet());
        assertTrue(
                loaded.containsAll(Set.of(
                        DemoScheme.class.getName(),
                        "org.iri4j.scheme.http.HttpSchemes",
                        "org.iri4j.scheme.mailto.MailtoScheme")),
                loaded::toString);
    }

    @Test
    void addDiscoveredKeepsTheDemoSchemeInAnExplicitSet() {
        IriEnvironment plugins = IriEnvironment.builder().discover().build();
        assertEquals(
                DemoScheme.class, plugins.plugin("x-testdemo").orElseThrow().getClass());
        assertTrue(plugins.plugin("http").isPresent());
        assertTrue(plugins.plugin("mailto").isPresent());
        assertFalse(IriEnvironment.builder().build().plugin("x-testdemo").isPresent(), "an empty set finds nothing");
    }

    // ---- the core uses it ----------------------------------------------------------------

    @Test
    void irisNormalizeUsesTheDemoScheme() {
        assertEquals("x-testdemo://host/a/b~/c?Q#F", normal("X-TESTDEMO://Host:7/A/B%7e/C?Q#F"));
        assertEquals("x-testdemo://host/a%2Fb", normal("x-testdemo://HOST:/A%2fB"));
        assertEquals("x-testdemo://host:8/a", normal("x-testdemo://host:8/A"));
        assertEquals("x-testdemo://b\u00FCcher.example/", normal("x-testdemo://XN--BCHER-KVA.Example:007/"));
        // the syntax level knows nothing of the plugin
        assertEquals(
                "x-testdemo://host:7/A/B~/C?Q#F",
                Iris.normalize(Iris.parse("X-TESTDEMO://Host:7/A/B%7e/C?Q#F"), ComparisonLevel.SYNTAX)
                        .toString());
        // and the fragment is never the plugin's business
        assertEquals("x-testdemo://h/p#FRAG", normal("x-testdemo://h/P#FRAG"));
    }

    @Test
    void comparatorsUseTheDemoScheme() {
        IriComparator scheme =
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        IriComparator syntax =
                Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        Iri a = Iris.parse("x-testdemo://h/ABC");
        Iri b = Iris.parse("x-testdemo://H:7/abc");
        assertTrue(scheme.equivalent(a, b));
        assertFalse(syntax.equivalent(a, b));
        assertTrue(scheme.equivalent(
                Iris.parse("x-testdemo://b\u00FCcher.example/X"),
                Iris.parse("X-TESTDEMO://xn--bcher-kva.example:7/x")));
        assertFalse(
                scheme.equivalent(Iris.parse("x-testdemo://h/a?Q"), Iris.parse("x-testdemo://h/a?q")),
                "only the path is case-insensitive");
        assertFalse(scheme.equivalent(Iris.parse("x-testdemo://h/a"), Iris.parse("x-testdemo://h/a?")));
        assertTrue(Iris.comparatorBuilder()
                .ignoreFragment(true)
                .build()
                .equivalent(Iris.parse("x-testdemo://h/A#1"), Iris.parse("x-testdemo://h:7/a#2")));
    }

    @Test
    void checkReportsTheDemoSchemesFindingsAsWarnings() {
        CheckResult r = Iris.check("x-testdemo:///a");
        List<Violation> empty = r.violations().stream()
                .filter(v -> v.code() == DemoScheme.DemoCode.EMPTY_HOST)
                .collect(Collectors.toList());
        assertEquals(1, empty.size(), r::toString);
        assertEquals(Severity.WARNING, empty.get(0).severity());
        assertTrue(r.isValid(), r::toString);
        assertFalse(Iris.check("x-testdemo://h/a").violations().stream()
                .anyMatch(v -> v.code() == DemoScheme.DemoCode.EMPTY_HOST));
    }

    @Test
    void theMapperUsesTheDemoSchemesDnsHost() {
        assertEquals(
                "x-testdemo://xn--bcher-kva.example/%C3%A9",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("x-testdemo://b\u00FCcher.example/\u00E9"))
                        .toString());
        // a scheme nobody claims gets its host percent-encoded (RFC 3987 §3.1)
        assertEquals(
                "x-other://b%C3%BCcher.example/",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("x-other://b\u00FCcher.example/"))
                        .toString());
    }

    @Test
    void theShippedPluginsWorkNextToIt() {
        assertEquals("http://example.com/~smith/home.html", normal("http://EXAMPLE.com:/%7esmith/home.html"));
        assertEquals("wss://h/", normal("WSS://H:443"));
        assertEquals("mailto:Joe@example.org?subject=Hi", normal("MAILTO:Joe@EXAMPLE.org?Subject=Hi"));
        assertEquals(
                "http://xn--rsum-bpad.example.org",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("http://r\u00E9sum\u00E9.example.org"))
                        .toString());
        assertTrue(Iris.check("ws://h/#f").violations().stream()
                .anyMatch(v -> v.code() == HttpCode.FRAGMENT_NOT_ALLOWED_BY_SCHEME));
    }

    // ---- replacing a discovered plugin ---------------------------------------------------

    /**
     * A replacement on purpose, with a higher priority and the scheme named in replaces()
     * (Plugin javadoc): its path is case-sensitive and port 7 is no default.
     */
    static final class StrictDemo implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of(DemoScheme.SCHEME);
        }

        @Override
        public Set<String> replaces() {
            return Set.of(DemoScheme.SCHEME);
        }

        @Override
        public int priority() {
            return 10;
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic();
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri;
        }
    }

    @Test
    void aHigherPriorityReplacesTheDiscoveredPlugin() {
        IriEnvironment plugins =
                IriEnvironment.builder().discover().add(new StrictDemo()).build();
        assertEquals(
                StrictDemo.class, plugins.plugin("x-testdemo").orElseThrow().getClass());
        IriComparator c = plugins.comparatorBuilder().build();
        assertEquals(
                "x-testdemo://h:7/A",
                c.normalForm(Iris.parse("x-testdemo://H:7/A")).toString());
        // the other discovered plugins are still there
        assertEquals("http://h/", c.normalForm(Iris.parse("http://H:80")).toString());
    }
}
