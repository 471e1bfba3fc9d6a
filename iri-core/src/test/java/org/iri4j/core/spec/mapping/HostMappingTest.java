package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.mapping.MappingSupport.dnsMapper;
import static org.iri4j.core.spec.mapping.MappingSupport.dnsPlugins;
import static org.iri4j.core.spec.mapping.MappingSupport.plainMapper;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ireg-name of a scheme that uses DNS names (RFC 3987 §3.1): ToASCII (RFC 3490 §4.1) with
 * UseSTD3ASCIIRules and AllowUnassigned as the purpose says, its failures, a replaced
 * {@link HostMapper}, and ToUnicode for URI to IRI conversion (3987bis step 6).
 */
class HostMappingTest {

    /** A host mapper that records what it is asked and answers "mapped-N". */
    static final class RecordingMapper implements HostMapper {
        final int priority;
        final List<String> hosts = new ArrayList<>();
        final List<Purpose> purposes = new ArrayList<>();

        RecordingMapper(int priority) {
            this.priority = priority;
        }

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public int priority() {
            return priority;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            hosts.add(host);
            purposes.add(purpose);
            return "mapped-" + hosts.size();
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    /** A host mapper that rejects every host. */
    static final class RejectingMapper implements HostMapper {
        @Override
        public String name() {
            return "rejecting mapper";
        }

        @Override
        public int priority() {
            return 5;
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            int dot = host.indexOf('.');
            throw new HostMappingException(
                    dot < 0 ? host : host.substring(0, dot), "DISALLOWED", "the label holds a disallowed code point");
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    // ---- ToASCII failures -------------------------------------------------------------

    /**
     * Labels java.net.IDN.toASCII(label, USE_STD3_ASCII_RULES | ALLOW_UNASSIGNED) rejects (checked
     * in jshell on JDK 17): U+2024 ONE DOT LEADER maps to "." under NFKC (not LDH); "_" is not LDH
     * under STD3 rules; a label of 71 code points is over 63 octets (RFC 3490 §4.1 step 8); an
     * RTL label ending in a digit breaks the bidi rule (RFC 3454 §6).
     */
    static Stream<Arguments> rejectedLabels() {
        return Stream.of(
                Arguments.of("http://a\u2024b.example/", "a\u2024b", 7),
                Arguments.of("http://x.\u00E9_x.example/", "\u00E9_x", 9),
                Arguments.of("https://\u00E9" + "a".repeat(70) + ".example/", "\u00E9" + "a".repeat(70), 8),
                Arguments.of("http://u@\u0627\u0031.example:80/p", "\u0627\u0031", 9),
                Arguments.of("http://-\u00E9.example/", "-\u00E9", 7));
    }

    /**
     * RFC 3987 §3.1: "The ToASCII operation may fail, but this would mean that the IRI cannot
     * be resolved." The mapper reports it as HOST_MAPPING_FAILED, naming the label, with the
     * violation on the host and on the label's own indexes.
     */
    @ParameterizedTest(name = "§3.1 ToASCII fails: {0}")
    @MethodSource("rejectedLabels")
    void toAsciiFailureIsHostMappingFailed(String iri, String label, int labelStart) {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> dnsMapper().toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code(), e::getMessage);
        Violation v = e.violation();
        assertEquals(Component.HOST, v.component());
        String excerpt = label.length() > 20 ? label.substring(0, 20) : label;
        assertTrue(e.getMessage().contains(excerpt), () -> "message names the label: " + show(e.getMessage()));
        assertEquals(labelStart, v.start(), () -> "violation start: " + e.getMessage());
        assertEquals(labelStart + label.length(), v.end(), () -> "violation end: " + e.getMessage());
        // the same IRI through the Iri overload
        InvalidInputException e2 =
                assertThrows(InvalidInputException.class, () -> dnsMapper().toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e2.code());
    }

    /**
     * The violation points at the label ToASCII rejected, not at an earlier label that happens
     * to contain the same text: in "\u0627\u0031\u0627.\u0627\u0031" the first label (RTL at both
     * ends) passes the bidi rule, the second (ending in a digit) fails; it starts at index 11.
     */
    @Test
    void violationPointsAtTheRejectedLabel() {
        String iri = "http://\u0627\u0031\u0627.\u0627\u0031/";
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> dnsMapper().toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertEquals(11, e.violation().start(), e::getMessage);
        assertEquals(13, e.violation().end(), e::getMessage);
        assertTrue(e.getMessage().contains("at index 11"), e::getMessage);
    }

    /**
     * RFC 3987 §3.1: the ToASCII conversion is for "schemes known to use domain names in
     * ireg-name" only: without a plugin saying so, for another scheme, or in a relative
     * reference (whose scheme is unknown), the host is percent-encoded and nothing fails.
     */
    @Test
    void noToAsciiOutsideDnsSchemes() {
        assertEquals(
                "http://a%E2%80%A4b.example/",
                plainMapper().toUri(Iris.parse("http://a\u2024b.example/")).toString());
        assertEquals(
                "ftp://a%E2%80%A4b.example/",
                dnsMapper().toUri(Iris.parse("ftp://a\u2024b.example/")).toString());
        assertEquals(
                "//a%E2%80%A4b.example/",
                dnsMapper().toUri(Iris.parse("//a\u2024b.example/")).toString());
        assertEquals(
                "ftp://r%C3%A9sum%C3%A9.example.org/",
                dnsMapper()
                        .toUri(Iris.parse("ftp://r\u00E9sum\u00E9.example.org/"))
                        .toString());
    }

    /** RFC 3490 §4.1 step 2 (Nameprep) case-folds: the ACE label is lower case. */
    @Test
    void nameprepCaseFolds() {
        assertEquals(
                "http://xn--bcher-kva.example/",
                dnsMapper().toUri(Iris.parse("http://B\u00DCcher.example/")).toString());
        assertEquals(
                "http://xn--bcher-kva.example/",
                dnsMapper().toUri(Iris.parse("http://B\u00FCcher.example/")).toString());
    }

    /**
     * The rule iri4j follows (README "Readings"): a host of US-ASCII labels only is a URI host
     * already and is copied, so that the mapping stays the identity on URIs (RFC 3987 §3.1)
     * and intranet names such as {@code my_host} keep working; a host with a non-ASCII label is
     * an internationalized domain name, converted whole, "on each dot-separated label ...
     * with the flag UseSTD3ASCIIRules set to TRUE" (RFC 3987 §3.1), so its US-ASCII labels
     * must be LDH labels too. The same with the JDK's mapper as with ICU's.
     */
    @Test
    void anAsciiHostIsCopiedButAnIdnHostIsCheckedWhole_rfc3987_section3_1() {
        assertEquals(
                "http://my_host.example/%C3%A9",
                dnsMapper().toUri(Iris.parse("http://my_host.example/\u00E9")).toString());
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> dnsMapper().toUri(Iris.parse("http://my_host.r\u00E9sum\u00E9.example/")));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertTrue(e.getMessage().contains("\"my_host\""), e::getMessage);
        assertEquals(
                "http://my-host.xn--rsum-bpad.example/",
                dnsMapper()
                        .toUri(Iris.parse("http://my-host.r\u00E9sum\u00E9.example/"))
                        .toString());
    }

    /** RFC 3490 §3.1: U+3002, U+FF0E and U+FF61 separate labels like U+002E, and come out as U+002E. */
    @Test
    void allFourFullStopsSeparateLabels() {
        assertEquals(
                "http://a.b.c.xn--9ca/",
                dnsMapper()
                        .toUri(Iris.parse("http://a\u3002b\uFF0Ec\uFF61\u00E9/"))
                        .toString());
        assertEquals(
                "http://xn--r8jz45g.jp/",
                dnsMapper().toUri(Iris.parse("http://\u4F8B\u3048\u3002jp/")).toString());
    }

    /** A host that already is ASCII is a URI host: percent-encoded UTF-8 stays (identity on URIs, §3.1). */
    @Test
    void percentEncodedAsciiHostIsKept() {
        assertEquals(
                "http://r%C3%A9sum%C3%A9.example.org/",
                dnsMapper()
                        .toUri(Iris.parse("http://r%C3%A9sum%C3%A9.example.org/"))
                        .toString());
    }

    /** A host mixing percent-encoded UTF-8 and characters is decoded for ToASCII, which works on characters. */
    @Test
    void mixedHostIsDecodedForToAscii() {
        assertEquals(
                "http://xn--rsum-bpad.example.org/",
                dnsMapper()
                        .toUri(Iris.parse("http://r%C3%A9sum\u00E9.example.org/"))
                        .toString());
    }

    /** IP literals and IPv4 addresses are not registered names: never given to the host mapper. */
    @Test
    void ipHostsAreNotMapped() {
        RecordingMapper mapper = new RecordingMapper(10);
        IriMapper m = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(mapper)
                .build()
                .mapperBuilder()
                .build();
        assertEquals(
                "http://[::1]/%C3%A9",
                m.toUri(Iris.parse("http://[::1]/\u00E9")).toString());
        assertEquals(
                "http://127.0.0.1/%C3%A9",
                m.toUri(Iris.parse("http://127.0.0.1/\u00E9")).toString());
        assertEquals(
                "http://example.org/%C3%A9",
                m.toUri(Iris.parse("http://example.org/\u00E9")).toString());
        assertEquals(List.of(), mapper.hosts, "only a registered name holding non-ASCII goes to toAscii");
    }

    // ---- purpose: AllowUnassigned -------------------------------------------------------

    /**
     * RFC 3987 §3.1: ToASCII runs "with the flag AllowUnassigned set to FALSE for creating IRIs
     * and set to TRUE otherwise". U+0221 was unassigned in Unicode 3.2, the version IDNA2003
     * (and so java.net.IDN) uses.
     */
    @Test
    void unassignedCodePointDependsOnPurpose() {
        String iri = "http://\u0221.example/";
        assertEquals(
                "http://xn--6la.example/", dnsMapper().toUri(Iris.parse(iri)).toString(), "CONSUMING is the default");
        IriMapper consuming = dnsPlugins()
                .mapperBuilder()
                .purpose(HostMapper.Purpose.CONSUMING)
                .build();
        assertEquals("http://xn--6la.example/", consuming.toUri(Iris.parse(iri)).toString());
        IriMapper creating = dnsPlugins()
                .mapperBuilder()
                .purpose(HostMapper.Purpose.CREATING)
                .build();
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> creating.toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertTrue(e.getMessage().contains("\u0221"), e::getMessage);
        // an assigned character maps either way
        assertEquals(
                "http://xn--rsum-bpad.example.org",
                creating.toUri(Iris.parse("http://r\u00E9sum\u00E9.example.org"))
                        .toString());
    }

    // ---- a replaced host mapper ---------------------------------------------------------

    /** HostMapper javadoc: "the one with the highest priority is used"; the JDK one only when there is no other. */
    @Test
    void higherPriorityMapperReplacesTheJdkOne() {
        RecordingMapper mapper = new RecordingMapper(10);
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(mapper)
                .build();
        assertSame(mapper, plugins.hostMapper());
        IriMapper m = plugins.mapperBuilder().build();
        assertEquals(
                "http://u@mapped-1:8/%C3%A9",
                m.toUri(Iris.parse("http://u@r\u00E9sum\u00E9.example:8/\u00E9"))
                        .toString());
        assertEquals(List.of("r\u00E9sum\u00E9.example"), mapper.hosts, "the whole host, decoded");
        assertEquals(List.of(HostMapper.Purpose.CONSUMING), mapper.purposes);
        IriMapper creating =
                plugins.mapperBuilder().purpose(HostMapper.Purpose.CREATING).build();
        creating.toUri(Iris.parse("http://\u00E9/"));
        assertEquals(HostMapper.Purpose.CREATING, mapper.purposes.get(1), "the purpose reaches the mapper");
    }

    /** The core's java.net.IDN mapper is a fallback: any other mapper replaces it, whatever its priority. */
    @Test
    void anyMapperReplacesTheJdkOneWhateverItsPriority() {
        RecordingMapper mapper = new RecordingMapper(-100);
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(mapper)
                .build();
        assertSame(mapper, plugins.hostMapper());
        assertEquals(List.of(), plugins.problems(), "no conflict with the fallback");
        IriMapper m = plugins.mapperBuilder().build();
        assertEquals("http://mapped-1/", m.toUri(Iris.parse("http://\u00E9/")).toString());
    }

    /** A HostMappingException of any mapper becomes HOST_MAPPING_FAILED naming the label, the kind and the mapper. */
    @Test
    void customMapperFailureIsReported() {
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(new RejectingMapper())
                .build();
        IriMapper m = plugins.mapperBuilder().build();
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> m.toUri(Iris.parse("http://x\u00E9y.example/")));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertEquals(Component.HOST, e.violation().component());
        String message = e.getMessage();
        assertTrue(message.contains("x\u00E9y"), message);
        assertTrue(message.contains("DISALLOWED"), message);
        assertTrue(message.contains("rejecting mapper"), message);
        assertTrue(message.contains("the label holds a disallowed code point"), message);
        assertEquals(7, e.violation().start());
        assertEquals(10, e.violation().end());
    }

    /**
     * The URI is assembled from the mapped components without a second parse, so the host's
     * kind is decided again: ToASCII maps full-width digits to ASCII ones (NFKC, RFC 3491
     * §5 via nameprep), and "１２７.0.0.1" becomes the IPv4address 127.0.0.1 (RFC 3986 §3.2.2,
     * first match wins).
     */
    @Test
    void toAsciiThatMakesAnIpv4AddressGivesAnIpv4Host() {
        Iri uri = dnsMapper().toUri(Iris.parse("http://\uFF11\uFF12\uFF17.0.0.1:8080/p?q#f"));
        assertEquals("http://127.0.0.1:8080/p?q#f", uri.toString());
        assertEquals(Optional.of(HostKind.IPV4), uri.hostKind());
        assertEquals(Optional.of("127.0.0.1"), uri.host());
        assertEquals(Optional.of("8080"), uri.port());
        assertEquals("/p", uri.path());
        assertEquals(Optional.of("q"), uri.query());
        assertEquals(Optional.of("f"), uri.fragment());
    }

    /** A mapper (a plugin) that answers something no URI host may be. */
    static final class SlashMapper implements HostMapper {
        @Override
        public String name() {
            return "slash mapper";
        }

        @Override
        public int priority() {
            return 5;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            return "evil.example/x";
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    /**
     * A mapper's answer goes into the URI only if it is a reg-name (RFC 3986 §3.2.2): a "/"
     * in it would silently move the end of the authority.
     */
    @Test
    void mapperAnswerThatIsNoRegNameIsReported() {
        IriEnvironment plugins = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(new SlashMapper())
                .build();
        IriMapper m = plugins.mapperBuilder().build();
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> m.toUri(Iris.parse("http://b\u00FCcher.example/p")));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertEquals(Component.HOST, e.violation().component());
        assertTrue(e.getMessage().contains("evil.example/x"), e.getMessage());
        assertTrue(e.getMessage().contains("slash mapper"), e.getMessage());
        assertEquals(7, e.violation().start());
        assertEquals(21, e.violation().end());
    }

    // ---- ToUnicode (3987bis step 6) ----------------------------------------------------

    /**
     * RFC 3987 §3.2.1: "Implementations with scheme-specific knowledge MAY convert
     * punycode-encoded domain name labels to the corresponding characters by using the
     * ToUnicode procedure".
     */
    @Test
    void unicodeHostsConvertsAceLabelsOfDnsSchemes() {
        IriMapper m = dnsPlugins().mapperBuilder().unicodeHosts(true).build();
        assertEquals(
                "http://\u7D0D\u8C46.r\u00E9sum\u00E9.example.org/",
                m.toIri(Iris.parse("http://XN--99ZT52A.xn--rsum-bpad.example.org/"))
                        .toString());
        assertEquals(
                "http://r\u00E9sum\u00E9.example.org/",
                m.toIri(Iris.parse("http://r%C3%A9sum%C3%A9.example.org/")).toString());
        assertEquals(
                "ftp://xn--99zt52a.example.org/",
                m.toIri(Iris.parse("ftp://xn--99zt52a.example.org/")).toString(),
                "not a DNS scheme");
        assertEquals("http://[::1]/", m.toIri(Iris.parse("http://[::1]/")).toString());
        // the converted host changes length: the components after it still land right
        Iri iri = m.toIri(Iris.parse("http://u@xn--99zt52a.example.org:8080/p%C3%A9?q#f"));
        assertEquals(Optional.of("u"), iri.userinfo());
        assertEquals(Optional.of("\u7D0D\u8C46.example.org"), iri.host());
        assertEquals(Optional.of("8080"), iri.port());
        assertEquals("/p\u00E9", iri.path());
        assertEquals(Optional.of("q"), iri.query());
        assertEquals(Optional.of("f"), iri.fragment());
    }

    /**
     * A domain converts whole or not at all (issue 32): if one ACE label has no Unicode form
     * ({@code xn--zz} and {@code xn--a} are no valid Punycode of a label, UTS #46 §4.2 would
     * record an error), the host stays as it is, never {@code 納豆.xn--zz}, which reads as
     * another name than the URI's.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://xn--zca.xn--a/",
                "http://xn--bcher-kva.xn--a/",
                "http://XN--99ZT52A.xn--rsum-bpad.xn--zz.example.org/",
                "http://xn--zz.xn--99zt52a.example.org/p"
            })
    void unicodeHostsKeepsADomainWithAnInvalidAceLabelAscii(String uri) {
        IriMapper m = dnsPlugins().mapperBuilder().unicodeHosts(true).build();
        assertEquals(uri, m.toIri(Iris.parse(uri)).toString());
    }

    /** ToUnicode is off by default, and needs a plugin saying the scheme uses DNS names. */
    @Test
    void unicodeHostsNeedsTheOptionAndThePlugin() {
        String uri = "http://xn--99zt52a.example.org/";
        assertEquals(uri, dnsMapper().toIri(Iris.parse(uri)).toString());
        assertEquals(
                uri,
                IriEnvironment.builder()
                        .build()
                        .mapperBuilder()
                        .unicodeHosts(true)
                        .build()
                        .toIri(Iris.parse(uri))
                        .toString());
        assertEquals(uri, Iris.toIri(Iris.parse(uri)).toString());
    }

    /** The JDK mapper: its name says IDNA2003. */
    @Test
    void jdkMapperIdentity() {
        HostMapper jdk = IriEnvironment.builder().build().hostMapper();
        assertTrue(jdk.name().toUpperCase(Locale.ROOT).contains("IDNA2003"), jdk.name());
    }
}
