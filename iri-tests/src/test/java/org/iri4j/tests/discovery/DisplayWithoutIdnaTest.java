package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.idna.IcuHostMapper;
import org.iri4j.scheme.data.DataScheme;
import org.iri4j.scheme.http.HttpSchemes;
import org.iri4j.scheme.mailto.MailtoScheme;
import org.iri4j.scheme.urn.UrnScheme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 32, display without iri-idna: an application with {@code iri-core} and the scheme
 * plugins but not {@code iri-idna} (as the README's Jena snippet had it: {@code iri-jena}
 * brings {@code iri-core} alone) has no spoofing check (UTS #39), and then shows no host label
 * outside US-ASCII, in {@code Iris.display}, {@code displayHost}, {@code displayResult} and
 * {@code fromJavaUri} alike, and {@code displayResult} says why
 * ({@code HOST_SPOOF_CHECK_UNAVAILABLE}). Checked on the class path (a class loader over the
 * built jars of iri-api, iri-core and the four scheme plugins, and nothing else) and on the
 * module path (a module layer of the same modules), with the UTS #39 look-alikes of the
 * project's spoof tests ({@code SecurityThreatsTest#confusableHosts},
 * {@code DisplayPolicyTest}, iri-idna's {@code IcuHostMapperTest}). iri4j runs inside that
 * loader or layer, where its types are not this test's: it is called by name
 * ({@link Reflect}).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DisplayWithoutIdnaTest {

    private static URLClassLoader classPath;
    private static ModuleLayer layer;

    /** The built modules: the api, the core and the scheme plugins; not iri-idna, not ICU4J. */
    private static List<Path> modules() {
        return List.of(
                BrokenPlugins.classesOf(Iri.class),
                BrokenPlugins.classesOf(IriEnvironment.class),
                BrokenPlugins.classesOf(HttpSchemes.class),
                BrokenPlugins.classesOf(MailtoScheme.class),
                BrokenPlugins.classesOf(UrnScheme.class),
                BrokenPlugins.classesOf(DataScheme.class));
    }

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void deploy() throws MalformedURLException {
        List<Path> paths = modules();
        assertFalse(paths.contains(BrokenPlugins.classesOf(IcuHostMapper.class)), paths::toString);
        List<URL> urls = new ArrayList<>();
        for (Path p : paths) {
            urls.add(p.toUri().toURL());
        }
        classPath = new URLClassLoader("no-idna", urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        Configuration configuration = ModuleLayer.boot()
                .configuration()
                .resolve(
                        ModuleFinder.of(paths.toArray(new Path[0])),
                        ModuleFinder.of(),
                        Set.of(
                                "org.iri4j.core",
                                "org.iri4j.scheme.http",
                                "org.iri4j.scheme.mailto",
                                "org.iri4j.scheme.urn",
                                "org.iri4j.scheme.data"));
        layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    }

    @AfterAll
    static void close() throws IOException {
        classPath.close();
    }

    /** Where iri4j is deployed: the class loader its classes come from. */
    enum Deployment {
        CLASS_PATH,
        MODULE_PATH;

        ClassLoader loader() {
            return this == CLASS_PATH ? classPath : layer.findLoader("org.iri4j.core");
        }
    }

    /** iri4j as one deployment loaded it, called by name. */
    private record Loaded(ClassLoader loader) {

        Class<?> type(String name) throws ClassNotFoundException {
            return Class.forName(name, true, loader);
        }

        Object iris(String method, Object... args) throws ReflectiveOperationException {
            return Reflect.call(type("org.iri4j.core.Iris"), null, method, args);
        }

        Object parse(String iri) throws ReflectiveOperationException {
            return iris("parse", iri);
        }

        Object wrapping(String name) throws ReflectiveOperationException {
            return Reflect.call(type("org.iri4j.api.BidiWrapping"), null, "valueOf", name);
        }

        /** The text of Iris.displayResult and the ids of its violations' codes. */
        List<String> displayResult(String iri, String wrapping) throws ReflectiveOperationException {
            Object result = iris("displayResult", parse(iri), wrapping(wrapping));
            Class<?> type = type("org.iri4j.api.DisplayResult");
            List<String> out = new ArrayList<>();
            out.add((String) Reflect.call(type, result, "text"));
            for (Object violation : (List<?>) Reflect.call(type, result, "violations")) {
                Object code = Reflect.call(type("org.iri4j.api.Violation"), violation, "code");
                out.add((String) Reflect.call(type("org.iri4j.api.ViolationCode"), code, "id"));
            }
            return out;
        }

        String hostMapper() throws ReflectiveOperationException {
            Object env = Reflect.call(type("org.iri4j.core.IriEnvironment"), null, "defaults");
            Object mapper = Reflect.call(type("org.iri4j.core.IriEnvironment"), env, "hostMapper");
            return (String) Reflect.call(type("org.iri4j.spi.HostMapper"), mapper, "name");
        }
    }

    /**
     * The look-alikes of the project's spoof tests, each with the ACE form of its host: whole-script
     * (Cyrillic "аррӏе" for "apple"), mixed-script ("pаypal" with a Cyrillic а, in upper case,
     * percent-encoded, behind a password), mixed scripts ("abcабв"), on http, https and ws.
     */
    static Stream<Arguments> lookAlikes() {
        List<String[]> cases = List.of(
                new String[] {"http://\u0430\u0440\u0440\u04CF\u0435.com/", "xn--80ak6aa92e.com"},
                new String[] {"http://p\u0430ypal.com/", "xn--pypal-4ve.com"},
                new String[] {"http://P\u0410YPAL.com/", "xn--pypal-4ve.com"},
                new String[] {"http://%70%D0%B0ypal.com/", "xn--pypal-4ve.com"},
                new String[] {"http://user:s3cret@p\u0430ypal.com/a", "xn--pypal-4ve.com"},
                new String[] {"https://abc\u0430\u0431\u0432.com/", "xn--abc-8cdfg.com"},
                new String[] {"ws://\u0430\u0440\u0440\u04CF\u0435.com/", "xn--80ak6aa92e.com"});
        List<Arguments> out = new ArrayList<>();
        for (Deployment deployment : Deployment.values()) {
            for (String[] c : cases) {
                out.add(Arguments.of(deployment, c[0], c[1]));
            }
        }
        return out.stream();
    }

    private static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }

    /** The deployments hold iri4j without iri-idna: the core's java.net.IDN mapper, no ICU4J class. */
    @Test
    void theDeploymentsHaveNoSpoofingCheck() throws Exception {
        for (Deployment deployment : Deployment.values()) {
            Loaded iri4j = new Loaded(deployment.loader());
            assertEquals("java.net.IDN (IDNA2003)", iri4j.hostMapper(), deployment::name);
            assertThrows(ClassNotFoundException.class, () -> iri4j.type("org.iri4j.idna.IcuHostMapper"));
            assertThrows(ClassNotFoundException.class, () -> iri4j.type("com.ibm.icu.text.SpoofChecker"));
            Object http = iri4j.iris("toUri", iri4j.parse("http://b\u00FCcher.example/"));
            assertEquals("http://xn--bcher-kva.example/", http.toString(), "the http plugin is there");
        }
        Module core =
                Deployment.MODULE_PATH.loader().loadClass("org.iri4j.core.Iris").getModule();
        assertEquals("org.iri4j.core", core.getName());
        assertEquals(layer, core.getLayer());
        assertFalse(Deployment.CLASS_PATH
                .loader()
                .loadClass("org.iri4j.core.Iris")
                .getModule()
                .isNamed());
    }

    /** RFC 3987 §8: no Unicode host shown, in any display operation, and the reason given. */
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("lookAlikes")
    void noUnicodeHostIsShown(Deployment deployment, String input, String ace) throws Exception {
        Loaded iri4j = new Loaded(deployment.loader());
        Object iri = iri4j.parse(input);
        assertEquals(Optional.of(ace), iri4j.iris("displayHost", iri));
        String display = (String) iri4j.iris("display", iri);
        assertTrue(isAscii(display) && display.contains(ace), display);
        for (String wrapping : List.of("EMBEDDING", "ISOLATE")) {
            List<String> result = iri4j.displayResult(input, wrapping);
            assertEquals(display, result.get(0));
            assertEquals(List.of("HOST_SPOOF_CHECK_UNAVAILABLE"), result.subList(1, result.size()), input);
        }
    }

    /** fromJavaUri keeps the ACE form of a look-alike, as toIri does: never "аррӏе.com". */
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("lookAlikes")
    void fromJavaUriKeepsAce(Deployment deployment, String input, String ace) throws Exception {
        Loaded iri4j = new Loaded(deployment.loader());
        String uri = input.substring(0, input.indexOf("//") + 2) + ace + "/";
        assertEquals(uri, iri4j.iris("fromJavaUri", URI.create(uri)).toString());
        assertEquals(uri, iri4j.iris("display", iri4j.parse(uri)), "an ACE host is shown as it is");
    }

    /**
     * The contrast, which shows that the deployments are what the test means them to be: in this
     * JVM's own default environment, with iri-idna, a harmless IDN is shown in Unicode; without it,
     * in ACE form.
     */
    @Test
    void aHarmlessIdnIsUnicodeOnlyWithIriIdna() throws Exception {
        String harmless = "http://b\u00FCcher.example/";
        assertEquals(harmless, Iris.display(Iris.parse(harmless)));
        for (Deployment deployment : Deployment.values()) {
            Loaded iri4j = new Loaded(deployment.loader());
            assertEquals(
                    List.of("http://xn--bcher-kva.example/", "HOST_SPOOF_CHECK_UNAVAILABLE"),
                    iri4j.displayResult(harmless, "EMBEDDING"),
                    deployment::name);
        }
    }
}
