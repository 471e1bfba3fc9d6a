package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * How the bridge writes the host of a URL in its IRI (URL Standard §3.3 "domain to Unicode",
 * RFC 3987 §3.2, §8), without {@code iri-idna}: mappers of this test's own show that the domain is
 * converted whole by the mapper's domain to Unicode, kept in ASCII when that answer keeps it,
 * does not read back through domain to ASCII, holds what an IRI may not hold, or is not what the
 * environment's spoofing checks show, and that a host that is no domain is left alone.
 * {@code bridge.BridgeHostsTest} (tag {@code conformance}) runs the same with ICU4J's UTS #46 and UTS #39.
 */
class IriBridgeHostTest {

    private static final IriMapper PLAIN = Iris.mapperBuilder().build();

    /** An environment whose host mapper checks spoofing, and shows every label but "ß" in Unicode. */
    private static final IriEnvironment CHECKED =
            IriEnvironment.builder().add(new ShowingMapper(true)).build();

    /** A domain to Unicode of the Standard's kind on a table: any unknown A-label is an error for the whole domain. */
    private static final UrlDomainMapper TABLE =
            new TableMapper(Map.of("xn--bcher-kva", "bücher", "xn--mnchen-3ya", "münchen", "xn--zca", "ß"));

    /** A mapper whose Unicode answers map back to another domain. */
    private static final UrlDomainMapper ELSEWHERE = new TableMapper(Map.of("xn--bcher-kva", "bücher")) {
        @Override
        public String toAscii(String domain) {
            return "xn--elsewhere";
        }
    };

    /** A mapper that answers with a bidi override, which an IRI may not hold (RFC 3987 §4.1). */
    private static final UrlDomainMapper OVERRIDE = new TableMapper(Map.of("xn--bcher-kva", "b\u202Eücher"));

    private static final UrlDomainMapper BROKEN = new TableMapper(Map.of()) {
        @Override
        public String toUnicode(String domain) {
            throw new IllegalStateException("boom");
        }
    };

    private static String bridged(String link, UrlDomainMapper mapper) {
        return bridged(link, mapper, CHECKED);
    }

    private static String bridged(String link, UrlDomainMapper mapper, IriEnvironment env) {
        WebUrl url = WebUrl.parse(link);
        return IriBridge.bridge(url, PLAIN::toIri, IriBridgeHost.of(url, mapper, env))
                .toString();
    }

    private static ViolationCode why(String link, UrlDomainMapper mapper) {
        return why(link, mapper, CHECKED);
    }

    private static ViolationCode why(String link, UrlDomainMapper mapper, IriEnvironment env) {
        List<Violation> found = reasons(link, mapper, env);
        assertTrue(found.size() <= 1, found::toString);
        return found.isEmpty() ? null : found.get(0).code();
    }

    private static List<Violation> reasons(String link, UrlDomainMapper mapper, IriEnvironment env) {
        WebUrl url = WebUrl.parse(link);
        IriBridgeHost host = IriBridgeHost.of(url, mapper, env);
        String text = IriBridge.bridge(url, PLAIN::toIri, host).toString();
        return host.violations(text, 7, 7 + UriForm.host(url.layout, host.text).length());
    }

    @Test
    void aDomainIsConvertedWhole() {
        assertEquals("http://bücher.münchen/", bridged("http://xn--bcher-kva.xn--mnchen-3ya/", TABLE));
        assertNull(why("http://xn--bcher-kva.xn--mnchen-3ya/", TABLE));
    }

    /**
     * RFC 3987 §8: a domain is written in Unicode only where the environment's spoofing checks
     * show it so. Without a host mapper that checks spoofing (this module's default environment
     * has the core's java.net.IDN one), every domain stays in ASCII, and check says why.
     */
    @Test
    void withoutASpoofCheckADomainStaysInAscii() {
        IriEnvironment unchecked = IriEnvironment.defaults();
        assertEquals("http://xn--bcher-kva.example/", bridged("http://xn--bcher-kva.example/", TABLE, unchecked));
        assertEquals(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE, why("http://xn--bcher-kva.example/", TABLE, unchecked));
        IriEnvironment claimsNone =
                IriEnvironment.builder().add(new ShowingMapper(false)).build();
        assertEquals("http://xn--bcher-kva.example/", bridged("http://xn--bcher-kva.example/", TABLE, claimsNone));
        assertEquals(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE, why("http://xn--bcher-kva.example/", TABLE, claimsNone));
    }

    /** RFC 3987 §8: one label that the spoofing checks show in ACE keeps the whole domain in ASCII. */
    @Test
    void aLabelTheSpoofCheckShowsInAsciiKeepsTheDomainInAscii() {
        assertEquals("http://xn--bcher-kva.xn--zca/", bridged("http://xn--bcher-kva.xn--zca/", TABLE));
        List<Violation> found = reasons("http://xn--bcher-kva.xn--zca/", TABLE, CHECKED);
        assertEquals(
                List.of(SpoofFinding.LOOKS_LIKE_SS),
                found.stream().map(Violation::code).toList(),
                "the host mapper's own finding");
        assertEquals(Severity.WARNING, found.get(0).severity());
        assertEquals(21, found.get(0).start(), "the label xn--zca, an index into the IRI");
    }

    /** A spoof check that names no finding: the code that says the domain stayed in ASCII. */
    @Test
    void aSpoofCheckWithoutFindingsIsReportedAsDomainToUnicode() {
        IriEnvironment silent =
                IriEnvironment.builder().add(new ShowingMapper(true).silent()).build();
        assertEquals("http://xn--bcher-kva.xn--zca/", bridged("http://xn--bcher-kva.xn--zca/", TABLE, silent));
        List<Violation> found = reasons("http://xn--bcher-kva.xn--zca/", TABLE, silent);
        assertEquals(
                List.of(UrlCode.DOMAIN_TO_UNICODE),
                found.stream().map(Violation::code).toList());
        assertTrue(
                found.get(0).message().contains("spoofing checks"), found.get(0).message());
    }

    /** §3.3: on any error domain to Unicode returns the domain as it is, and so does the bridge. */
    @Test
    void anErrorInOneLabelKeepsEveryLabelInAscii() {
        assertEquals("http://xn--bcher-kva.xn--a/", bridged("http://xn--bcher-kva.xn--a/", TABLE));
        assertEquals(UrlCode.DOMAIN_TO_UNICODE, why("http://xn--bcher-kva.xn--a/", TABLE));
    }

    @Test
    void aUnicodeFormThatDoesNotReadBackIsNotWritten() {
        assertEquals("http://xn--bcher-kva/", bridged("http://xn--bcher-kva/", ELSEWHERE));
        assertEquals(UrlCode.DOMAIN_TO_UNICODE, why("http://xn--bcher-kva/", ELSEWHERE));
    }

    @Test
    void aUnicodeFormThatNoIriMayHoldIsNotWritten() {
        assertEquals("http://xn--bcher-kva/", bridged("http://xn--bcher-kva/", OVERRIDE));
        assertEquals(UrlCode.DOMAIN_TO_UNICODE, why("http://xn--bcher-kva/", OVERRIDE));
    }

    @Test
    void aThrowingMapperLeavesTheHostInAsciiAndIsNamed() {
        assertEquals("http://xn--bcher-kva/", bridged("http://xn--bcher-kva/", BROKEN));
        assertEquals(IriCode.PLUGIN_FAILED, why("http://xn--bcher-kva/", BROKEN));
    }

    @Test
    void withoutAMapperTheHostStaysInAscii() {
        assertEquals("http://xn--bcher-kva/", bridged("http://xn--bcher-kva/", null));
        assertEquals(UrlCode.IDNA_UNAVAILABLE, why("http://xn--bcher-kva/", null));
    }

    /** §3.5: the host of a URL that is not special is an opaque host, no domain. */
    @Test
    void hostsThatAreNoDomainsAreLeftAlone() {
        assertEquals("foo://xn--bcher-kva/", bridged("foo://xn--bcher-kva/", TABLE));
        assertEquals("http://127.0.0.1/", bridged("http://0x7f.1/", TABLE));
        assertEquals("http://[::1]/", bridged("http://[::1]/", TABLE));
        assertEquals("http://example.com/", bridged("http://example.com/", TABLE));
        assertNull(why("http://example.com/", null));
    }

    /** RFC 3986 §3.2.2: what a reg-name lacks is percent-encoded in a Unicode host too; it decodes back. */
    @Test
    void asciiThatARegNameLacksIsEncodedBesideUnicode() {
        assertEquals("http://a%7Bb%7D.bücher/", bridged("http://a{b}.xn--bcher-kva/", TABLE));
    }

    @Test
    void aThrowingSpoofCheckLeavesTheHostInAscii() {
        IriEnvironment broken =
                IriEnvironment.builder().add(new ShowingMapper(true).throwing()).build();
        assertEquals("http://xn--bcher-kva.example/", bridged("http://xn--bcher-kva.example/", TABLE, broken));
        assertEquals(IriCode.PLUGIN_FAILED, why("http://xn--bcher-kva.example/", TABLE, broken));
    }

    /** This module has no UrlDomainMapper: check says why the host stayed in ASCII, as a warning. */
    @Test
    void checkReportsWhyTheHostStayedInAscii() {
        CheckResult result = IriBridge.check(WebUrl.parse("http://xn--bcher-kva.example/"));
        assertTrue(result.isValid());
        assertEquals("http://xn--bcher-kva.example/", result.orElseThrow().toString());
        assertEquals(
                List.of(UrlCode.IDNA_UNAVAILABLE),
                result.violations().stream().map(Violation::code).toList());
        assertEquals(Severity.WARNING, result.violations().get(0).severity());
        assertEquals(7, result.violations().get(0).start());
    }

    /** A domain to Unicode on a table of A-labels, whole: one unknown label keeps the domain as it is. */
    private static class TableMapper implements UrlDomainMapper {

        private final Map<String, String> labels;

        TableMapper(Map<String, String> labels) {
            this.labels = labels;
        }

        @Override
        public String toAscii(String domain) throws HostMappingException {
            StringBuilder out = new StringBuilder();
            for (String label : domain.split("\\.", -1)) {
                String ace = labels.entrySet().stream()
                        .filter(e -> e.getValue().equals(label))
                        .map(Map.Entry::getKey)
                        .findFirst()
                        .orElse(label);
                if (ace.chars().anyMatch(c -> c >= 0x80)) {
                    throw new HostMappingException(label, "UNKNOWN", "not in the table");
                }
                out.append(out.length() > 0 ? "." : "").append(ace);
            }
            return out.toString();
        }

        @Override
        public String toAsciiStrict(String domain) throws HostMappingException {
            return toAscii(domain);
        }

        @Override
        public String toUnicode(String domain) {
            StringBuilder out = new StringBuilder();
            for (String label : domain.split("\\.", -1)) {
                String unicode = label.startsWith("xn--") ? labels.get(label) : label;
                if (unicode == null) {
                    return domain;
                }
                out.append(out.length() > 0 ? "." : "").append(unicode);
            }
            return out.toString();
        }
    }
    /** A finding of {@link ShowingMapper}'s spoofing check. */
    private enum SpoofFinding implements ViolationCode {
        LOOKS_LIKE_SS;

        @Override
        public String namespace() {
            return "test";
        }

        @Override
        public Severity severity() {
            return Severity.WARNING;
        }

        @Override
        public String reference() {
            return "UTS #39";
        }
    }

    /**
     * A host mapper whose display policy shows every label in Unicode but "ß" (as a spoofing
     * check would show a look-alike in ACE form), and names that label in {@code inspect}.
     */
    private static final class ShowingMapper implements HostMapper {

        private final boolean checks;
        private final boolean findings;
        private final boolean fails;

        ShowingMapper(boolean checks) {
            this(checks, true, false);
        }

        private ShowingMapper(boolean checks, boolean findings, boolean fails) {
            this.checks = checks;
            this.findings = findings;
            this.fails = fails;
        }

        ShowingMapper silent() {
            return new ShowingMapper(checks, false, fails);
        }

        ShowingMapper throwing() {
            return new ShowingMapper(checks, findings, true);
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(SpoofFinding.LOOKS_LIKE_SS);
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return TABLE.toAscii(host);
        }

        @Override
        public String toUnicode(String host) {
            return TABLE.toUnicode(host);
        }

        @Override
        public boolean checksSpoofing() {
            return checks;
        }

        @Override
        public String toDisplay(String host) {
            if (fails) {
                throw new IllegalStateException("boom");
            }
            StringBuilder out = new StringBuilder();
            for (String label : host.split("\\.", -1)) {
                out.append(out.length() > 0 ? "." : "").append(label.equals("ß") ? "xn--zca" : label);
            }
            return out.toString();
        }

        @Override
        public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
            int at = iri.indexOf("xn--zca", hostStart);
            if (!findings || at < 0 || at >= hostEnd) {
                return List.of();
            }
            return List.of(Violation.of(SpoofFinding.LOOKS_LIKE_SS, Component.HOST, at, at + 7, "looks like ss"));
        }
    }
}
