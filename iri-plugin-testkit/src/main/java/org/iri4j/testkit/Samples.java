package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.DynamicTest;

/** What the contracts share: the generic samples, environments of one plugin, code checks. */
final class Samples {

    /**
     * Generic IRIs after {@code scheme ":"}: case, percent-encodings of unreserved and of
     * UTF-8, dot segments, empty and default-looking ports, IDN, ACE and IP hosts, userinfo,
     * empty and absent query and fragment (RFC 3986 §6.2.2, RFC 3987 §5.3).
     */
    private static final List<String> AFTER_SCHEME = List.of(
            "",
            "x",
            "/a/b",
            "a/./b/../c",
            "?",
            "#",
            "?q#f",
            "//h",
            "//h/",
            "//H:/a/./b/../c?Q#F",
            "//h:0/%7Ea%2fb%41?%41#%42",
            "//h:080/",
            "//u:p@Example.COM:65535/a%20b",
            "//\u4F8B\u3048.jp/\u00FC?\u00FC#\u00FC",
            "//XN--BCHER-KVA.example/",
            "//b\u00FCcher.example:00/",
            "//[::1]/",
            "//[2001:DB8:0:0::1]:0443/",
            "//[v7.x]/",
            "//1.2.3.4:/",
            "///",
            "//h//a//",
            "/%2e%2E/a",
            "//h/a?b=c&d=%e9#%C3%A9");

    private Samples() {}

    /** The author's samples, then the generic ones for each scheme, each once. */
    static List<String> forSchemes(Collection<String> schemes, List<String> own) {
        Set<String> all = new LinkedHashSet<>(own);
        for (String scheme : schemes) {
            for (String rest : AFTER_SCHEME) {
                all.add(scheme + ":" + rest);
            }
            all.add(scheme.toUpperCase(Locale.ROOT) + "://H/A");
        }
        return List.copyOf(all);
    }

    /**
     * The samples, and for each one made of US-ASCII only, a variant holding U+00E9 U+4F8B at
     * the end of its path: the core calls a plugin's {@code toUri} only for an IRI holding a
     * character outside US-ASCII (the mapping is the identity on URIs, RFC 3987 §3.1).
     */
    static List<String> withNonAscii(List<String> samples) {
        Set<String> all = new LinkedHashSet<>(samples);
        for (String sample : samples) {
            int colon = sample.indexOf(':');
            if (colon > 0 && isAscii(sample)) {
                all.add(nonAsciiVariant(sample, colon));
            }
        }
        return List.copyOf(all);
    }

    /** A "/" comes first when an authority is followed by an empty path (RFC 3986 §3.3: path-abempty). */
    private static String nonAsciiVariant(String sample, int colon) {
        int pathStart = colon + 1;
        boolean authority = sample.startsWith("//", pathStart);
        if (authority) {
            pathStart = firstOf(sample, "/?#", pathStart + 2);
        }
        int pathEnd = firstOf(sample, "?#", pathStart);
        String added = authority && pathEnd == pathStart ? "/\u00E9\u4F8B" : "\u00E9\u4F8B";
        return sample.substring(0, pathEnd) + added + sample.substring(pathEnd);
    }

    private static int firstOf(String s, String chars, int from) {
        for (int i = from; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return s.length();
    }

    static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** An environment of one plugin with the core's host mapper; a problem fails the test. */
    static IriEnvironment environmentOf(SchemeRules plugin) {
        return withoutProblems(IriEnvironment.builder().add(plugin));
    }

    /** An environment of one host mapper and no scheme plugin; a problem fails the test. */
    static IriEnvironment environmentOf(HostMapper mapper) {
        return withoutProblems(IriEnvironment.builder().add(mapper));
    }

    private static IriEnvironment withoutProblems(IriEnvironment.Builder builder) {
        List<PluginProblem> problems = new ArrayList<>();
        IriEnvironment env = builder.problemReporter(problems::add).build();
        assertEquals(List.of(), problems, "the plugin could not be registered");
        return env;
    }

    /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), lower case (RFC 3986 §3.1). */
    static boolean isLowerCaseScheme(String scheme) {
        if (scheme == null || scheme.isEmpty() || scheme.charAt(0) < 'a' || scheme.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < scheme.length(); i++) {
            char c = scheme.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** Declared codes: each with a namespace of its own, a name, a severity and a reference. */
    static void assertCodesDeclared(List<? extends ViolationCode> codes, String what) {
        assertNotNull(codes, what + " returned null");
        Set<String> ids = new HashSet<>();
        for (ViolationCode code : codes) {
            assertNotNull(code, what + " holds null");
            assertTrue(
                    code.namespace() != null && code.namespace().matches("[a-z][a-z0-9-]*"),
                    () -> code
                            + ": a plugin's namespace is lower case, [a-z][a-z0-9-]*, and not empty (the core's is)");
            assertTrue(
                    code.name() != null && code.name().matches("[A-Z][A-Z0-9_]*"),
                    () -> code + ": a name is upper case with underscores, [A-Z][A-Z0-9_]*");
            assertNotNull(code.severity(), () -> code + " has no severity");
            assertTrue(
                    code.reference() != null && !code.reference().isBlank(),
                    () -> code + " cites no specification section");
            assertTrue(ids.add(code.id()), () -> "two codes with the id " + code.id());
        }
        assertFalse(ids.contains(""), "an empty id");
    }

    /** The ids of codes. */
    static Set<String> ids(List<? extends ViolationCode> codes) {
        Set<String> ids = new HashSet<>();
        for (ViolationCode code : codes) {
            ids.add(code.id());
        }
        return ids;
    }

    /** One dynamic test per input. */
    static Stream<DynamicTest> each(List<String> inputs, String what, Consumer<String> test) {
        return inputs.stream().map(input -> DynamicTest.dynamicTest(what + ": " + input, () -> test.accept(input)));
    }
}
