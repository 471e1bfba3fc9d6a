package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * How the bridge writes the host of a URL in its IRI (URL Standard §3.3 "domain to Unicode",
 * RFC 3987 §3.2), without {@code iri-idna}: mappers of this test's own show that the domain is
 * converted whole by the mapper's domain to Unicode, kept in ASCII when that answer keeps it,
 * does not read back through domain to ASCII, or holds what an IRI may not hold, and that a
 * host that is no domain is left alone. iri-tests' {@code BridgeHostsTest} runs the same with
 * ICU4J's UTS #46.
 */
class IriBridgeHostTest {

    private static final IriMapper PLAIN = Iris.mapperBuilder().build();

    /** A domain to Unicode of the Standard's kind on a table: any unknown A-label is an error for the whole domain. */
    private static final UrlDomainMapper TABLE = new TableMapper(Map.of("xn--bcher-kva", "bücher", "xn--zca", "ß"));

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
        WebUrl url = WebUrl.parse(link);
        return IriBridge.bridge(url, PLAIN::toIri, IriBridgeHost.of(url, mapper))
                .toString();
    }

    private static ViolationCode why(String link, UrlDomainMapper mapper) {
        WebUrl url = WebUrl.parse(link);
        IriBridgeHost host = IriBridgeHost.of(url, mapper);
        String text = IriBridge.bridge(url, PLAIN::toIri, host).toString();
        Violation v = host.violation(
                text, 7, 7 + IriBridge.writtenHost(url, host.text).length());
        return v == null ? null : v.code();
    }

    @Test
    void aDomainIsConvertedWhole() {
        assertEquals("http://bücher.ß/", bridged("http://xn--bcher-kva.xn--zca/", TABLE));
        assertNull(why("http://xn--bcher-kva.xn--zca/", TABLE));
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
}
