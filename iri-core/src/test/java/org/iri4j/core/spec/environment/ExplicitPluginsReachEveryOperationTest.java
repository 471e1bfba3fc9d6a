package org.iri4j.core.spec.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;

/**
 * A scheme plugin and a host mapper registered explicitly (neither is discoverable: they are
 * package-private, and named in no service file) reach every operation of the environment
 * they were added to, since every operation is asked of one environment (IriEnvironment
 * javadoc, "Which environment a value's own methods use": "env.toUri(env.parse(s)) maps with
 * env's plugins and host mapper"), and no operation of the default environment ({@link Iris}).
 */
class ExplicitPluginsReachEveryOperationTest {

    /** The codes of the test plugin. */
    enum ReachCode implements ViolationCode {
        BAD_PATH;

        @Override
        public String namespace() {
            return "x-reach";
        }

        @Override
        public Severity severity() {
            return Severity.ERROR;
        }

        @Override
        public String reference() {
            return "this test";
        }
    }

    /** The codes of the test mapper. */
    enum OddCode implements ViolationCode {
        ODD_HOST;

        @Override
        public String namespace() {
            return "reach-idn";
        }

        @Override
        public Severity severity() {
            return Severity.WARNING;
        }

        @Override
        public String reference() {
            return "this test";
        }
    }

    /**
     * "x-reach": a DNS host (RFC 3987 §3.1), default port 4321 (RFC 3986 §6.2.3), a document
     * charset applies to its query (3987bis §6.3), a case-insensitive path at the scheme level,
     * and a rule: no "bad" in the path.
     */
    static final class ReachPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-reach");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(ReachCode.BAD_PATH);
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost().withDefaultPort(4321).withDocumentCharsetQuery();
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            String lower = iri.path().toLowerCase(Locale.ROOT);
            return lower.equals(iri.path()) ? iri : iri.toBuilder().path(lower).build();
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            String s = iri.toString();
            int bad = s.indexOf("bad");
            return bad < 0
                    ? List.of()
                    : List.of(Violation.of(ReachCode.BAD_PATH, Component.PATH, bad, bad + 3, "\"bad\" in the path"));
        }
    }

    /**
     * A host mapper unlike java.net.IDN, so that its use can be seen: a non-ASCII label
     * becomes "xn--" and its characters, each non-ASCII one as "-" hex "x" ("café" is
     * "xn--caf-e9x", where IDNA2003 gives "xn--caf-dma"); ToUnicode undoes it; the display
     * form is marked; a host holding "odd" gets a warning.
     */
    static final class ReachMapper implements HostMapper {
        @Override
        public String name() {
            return "reach mapper";
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(OddCode.ODD_HOST);
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            List<String> out = new ArrayList<>();
            for (String label : host.split("\\.", -1)) {
                String lower = label.toLowerCase(Locale.ROOT);
                if (lower.chars().allMatch(c -> c < 0x80)) {
                    out.add(lower);
                    continue;
                }
                StringBuilder ace = new StringBuilder("xn--");
                lower.codePoints().forEach(cp -> {
                    if (cp < 0x80) {
                        ace.append((char) cp);
                    } else {
                        ace.append('-').append(Integer.toHexString(cp)).append('x');
                    }
                });
                out.add(ace.toString());
            }
            return String.join(".", out);
        }

        @Override
        public String toUnicode(String host) {
            List<String> out = new ArrayList<>();
            for (String label : host.split("\\.", -1)) {
                out.add(label.toLowerCase(Locale.ROOT).startsWith("xn--") ? decode(label) : label);
            }
            return String.join(".", out);
        }

        private static String decode(String label) {
            StringBuilder out = new StringBuilder();
            for (int i = 4; i < label.length(); i++) {
                char c = label.charAt(i);
                if (c != '-') {
                    out.append(c);
                    continue;
                }
                int x = label.indexOf('x', i);
                if (x < 0) {
                    return label;
                }
                try {
                    out.appendCodePoint(Integer.parseInt(label, i + 1, x, 16));
                } catch (IllegalArgumentException e) {
                    return label;
                }
                i = x;
            }
            return out.toString();
        }

        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            return "display(" + host + ")";
        }

        @Override
        public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
            return iri.substring(hostStart, hostEnd).contains("odd")
                    ? List.of(Violation.of(OddCode.ODD_HOST, Component.HOST, hostStart, hostEnd, "an odd host"))
                    : List.of();
        }
    }

    /** Built with add() only: no discovery at all. */
    private static final IriEnvironment ENV = IriEnvironment.builder()
            .add(new ReachPlugin())
            .add(new ReachMapper())
            .build();

    private static final String CAFE = "caf\u00E9";
    private static final String CAFE_ACE = "xn--caf-e9x";

    private static boolean has(CheckResult result, ViolationCode code) {
        return result.violations().stream().anyMatch(v -> v.code().id().equals(code.id()));
    }

    /** IriEnvironment.plugin/hostMapper/codes: what was added, with no problem, and the codes they declared. */
    @Test
    void theEnvironmentHoldsThem() {
        assertEquals(ReachPlugin.class, ENV.plugin("x-reach").orElseThrow().getClass());
        assertEquals(ReachMapper.class, ENV.hostMapper().getClass());
        assertEquals(List.of(), ENV.problems());
        assertTrue(ENV.codes().contains(ReachCode.BAD_PATH), ENV.codes()::toString);
        assertTrue(ENV.codes().contains(OddCode.ODD_HOST), ENV.codes()::toString);
    }

    /**
     * A plugin declares its own codes (Plugin.codes); check reports "the scheme plugin's
     * rules and the host mapper's warnings" (IriEnvironment.check), as warnings in the standard
     * map.
     */
    @Test
    void check() {
        CheckResult result = ENV.check("x-reach://odd.example/bad");
        assertTrue(result.isValid(), result.violations()::toString);
        assertTrue(has(result, ReachCode.BAD_PATH), result.violations()::toString);
        assertTrue(has(result, OddCode.ODD_HOST), result.violations()::toString);
        assertTrue(result.warnings().containsAll(result.violations()), "standard map: warnings only");
        Violation bad = result.violations().stream()
                .filter(v -> v.code() == ReachCode.BAD_PATH)
                .findFirst()
                .orElseThrow();
        assertEquals(22, bad.start());
        assertEquals(Component.PATH, bad.component());
        // a check under another rule, and the environment with another map, too
        assertTrue(has(ENV.check("x-reach://h/bad", org.iri4j.api.IriRule.IRI), ReachCode.BAD_PATH));
        assertFalse(ENV.withSeverities(SeverityMap.strict())
                .check("x-reach://h/bad")
                .isValid());
    }

    /** RFC 3987 §3.1: the plugin says the host is a DNS name, the environment's mapper runs ToASCII. */
    @Test
    void toUri() {
        assertEquals(
                "x-reach://" + CAFE_ACE + ".example/p",
                ENV.toUri(Iris.parse("x-reach://" + CAFE + ".example/p")).toString());
        assertEquals(
                "x-reach://" + CAFE_ACE + ".example/p",
                ENV.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("x-reach://" + CAFE + ".example/p"))
                        .toString());
        assertEquals(
                "x-reach://" + CAFE_ACE + ".example/p",
                ENV.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("x-reach://" + CAFE + ".example/p"))
                        .toString());
        assertEquals(
                "other://caf%C3%A9.example/p",
                ENV.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("other://" + CAFE + ".example/p"))
                        .toString(),
                "no plugin, no DNS host: percent-encoded");
    }

    /** 3987bis §6.4 step 6: ToUnicode of the ACE labels of a DNS host, with the environment's mapper. */
    @Test
    void toIriWithUnicodeHosts() {
        String uri = "x-reach://" + CAFE_ACE + ".example/p";
        assertEquals(
                "x-reach://" + CAFE + ".example/p",
                ENV.mapperBuilder()
                        .unicodeHosts(true)
                        .build()
                        .toIri(Iris.parse(uri))
                        .toString());
        assertEquals(uri, ENV.toIri(Iris.parse(uri)).toString(), "off by default");
        assertEquals(
                uri,
                Iris.mapperBuilder()
                        .unicodeHosts(true)
                        .build()
                        .toIri(Iris.parse(uri))
                        .toString(),
                "the default environment knows neither the scheme nor the mapper");
    }

    /**
     * RFC 3986 §6.2.3 / RFC 3987 §5.3.3: the scheme level uses the plugin (default port,
     * case-insensitive path) and the mapper (DNS host equivalence: the mapper's ACE form and
     * the Unicode form are one host).
     */
    @Test
    void normalizeAndCompareAtTheSchemeLevel() {
        Iri upper = Iris.parse("X-REACH://CAF\u00C9.EXAMPLE:4321/A/B");
        assertEquals(
                "x-reach://" + CAFE + ".example/a/b",
                ENV.normalize(upper, ComparisonLevel.SCHEME).toString());
        IriComparator scheme =
                ENV.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        assertTrue(scheme.equivalent(Iris.parse("x-reach://" + CAFE_ACE + ".example/a/b"), upper));
        assertTrue(ENV.comparatorBuilder()
                .build()
                .equivalent(Iris.parse("x-reach://" + CAFE_ACE + ".example/a/b"), upper));
        assertFalse(
                ENV.comparatorBuilder()
                        .level(ComparisonLevel.SYNTAX)
                        .build()
                        .equivalent(Iris.parse("x-reach://" + CAFE_ACE + ".example/a/b"), upper),
                "the syntax level has no plugin rules");
    }

    /** RFC 3987 §8: the display form of a host is the environment's mapper's (toDisplay). */
    @Test
    void displayHost() {
        Iri iri = Iris.parse("x-reach://" + CAFE_ACE + ".example/");
        assertEquals(Optional.of("display(" + CAFE_ACE + ".example)"), ENV.displayHost(iri));
        assertEquals(Optional.of("display(" + CAFE_ACE + ".example)"), ENV.displayHost(Iris.parse(iri.toString())));
        assertNotEquals(ENV.displayHost(iri), Iris.displayHost(iri), "the default environment has another mapper");
    }

    /** 3987bis §6.3: the document charset applies to the query of a scheme whose plugin says so. */
    @Test
    void documentCharsetFlag() {
        var latin1 =
                ENV.mapperBuilder().queryCharset(StandardCharsets.ISO_8859_1).build();
        assertEquals(
                "x-reach://h/?q=%E9",
                latin1.toUri(Iris.parse("x-reach://h/?q=\u00E9")).toString());
        assertEquals(
                "other://h/?q=%C3%A9",
                latin1.toUri(Iris.parse("other://h/?q=\u00E9")).toString(), "no plugin says so");
        assertEquals(
                "x-reach://h/?q=%C3%A9",
                Iris.mapperBuilder()
                        .queryCharset(StandardCharsets.ISO_8859_1)
                        .build()
                        .toUri(Iris.parse("x-reach://h/?q=\u00E9"))
                        .toString(),
                "the default environment has no such plugin");
    }

    /**
     * Values are plain: an IRI parsed, resolved or built anywhere maps with the plugins and
     * host mapper of the environment that maps it (RFC 3987 §3.1), not of the one that made it.
     */
    @Test
    void theEnvironmentThatMapsDecides() {
        String iri = "x-reach://" + CAFE + ".example/p";
        String uri = "x-reach://" + CAFE_ACE + ".example/p";
        String plain = "x-reach://caf%C3%A9.example/p";
        for (Iri value : List.of(
                Iris.parse(iri),
                Iris.parse(iri),
                Iris.parse(iri, org.iri4j.api.IriRule.IRI),
                ENV.check(iri).iri().orElseThrow(),
                Iris.parse("x-reach://h/p").toBuilder().host(CAFE + ".example").build(),
                Iris.parse("x-reach://h/base/").resolve(Iris.parse("//" + CAFE + ".example/p")),
                Iris.iriBuilder()
                        .scheme("x-reach")
                        .host(CAFE + ".example")
                        .path("/p")
                        .build())) {
            assertEquals(uri, ENV.toUri(value).toString(), value::toString);
            assertEquals(uri, ENV.toJavaUri(value).toString(), value::toString);
            assertEquals(plain, Iris.toUri(value).toString(), value::toString);
        }
    }

    /**
     * Iris is a facade over IriEnvironment.defaults(), which holds what discovery finds: explicit
     * plugins are not in it.
     */
    @Test
    void theDefaultEnvironmentDoesNotSeeThem() {
        IriEnvironment defaults = IriEnvironment.defaults();
        assertSame(IriEnvironment.defaults(), defaults);
        assertTrue(defaults.plugin("x-reach").isEmpty());
        assertFalse(defaults.hostMapper() instanceof ReachMapper);
        assertFalse(defaults.codes().contains(ReachCode.BAD_PATH));
        assertFalse(defaults.codes().contains(OddCode.ODD_HOST));
        CheckResult check = Iris.check("x-reach://odd.example/bad");
        assertFalse(has(check, ReachCode.BAD_PATH), check.violations()::toString);
        assertFalse(has(check, OddCode.ODD_HOST), check.violations()::toString);
        assertEquals(
                "x-reach://odd.example:4321/A",
                Iris.normalize(Iris.parse("X-REACH://odd.example:4321/A"), ComparisonLevel.SCHEME)
                        .toString());
        assertEquals(
                "x-reach://caf%C3%A9.example/",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("x-reach://" + CAFE + ".example/"))
                        .toString());
    }
}
