package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.components.ComponentsSupport.assertIriError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The core's java.net.IDN mapper refuses the deviation characters of UTS #46 §2.3 (ß, ς,
 * ZWJ, ZWNJ): IDNA2003 maps {@code faß.de} to {@code fass.de} while IDNA2008 keeps it
 * ({@code xn--fa-hia.de}), so answering would give such an IRI an identity that depends on
 * whether iri-idna is on the class path. iri-core alone, with a test plugin that says http
 * hosts are DNS names (RFC 3987 §3.1).
 */
class JdkDeviationTest {

    private static final IriEnvironment DNS = ComponentsSupport.http();
    /** The core's java.net.IDN mapper: an environment without a host mapper of its own uses it. */
    private static final HostMapper CORE = ComponentsSupport.bare().hostMapper();

    /** toUri fails HOST_MAPPING_FAILED, kind DEVIATION, naming the label and its place. */
    @ParameterizedTest
    @CsvSource({
        "http://fa\u00DF.de/, fa\u00DF, 7",
        "http://x\u03C2.de/, x\u03C2, 7",
        "http://a\u200Db.de/, a\u200Db, 7",
        "http://a\u200Cb.de/, a\u200Cb, 7",
        "http://b\u00FCcher.fa\u00DF.de/, fa\u00DF, 14",
        "http://u@FA\u00DF.de:80/, FA\u00DF, 9",
    })
    void toUriRefusesDeviations(String input, String label, int start) {
        InvalidInputException e = assertIriError(IriCode.HOST_MAPPING_FAILED, () -> DNS.toUri(Iris.parse(input)));
        Violation v = e.violation();
        assertEquals(Component.HOST, v.component());
        assertEquals(start, v.start());
        assertEquals(start + label.length(), v.end());
        // quoted as messages quote: an invisible joiner as <U+200D>
        assertTrue(e.getMessage().contains(MessageText.quote(label, 0, label.length())), e.getMessage());
        assertTrue(e.getMessage().contains("DEVIATION"), e.getMessage());
        assertTrue(e.getMessage().contains("iri-idna"), "says what to do: " + e.getMessage());
        assertIriError(IriCode.HOST_MAPPING_FAILED, () -> DNS.toJavaUri(Iris.parse(input)));
        assertIriError(IriCode.HOST_MAPPING_FAILED, () -> DNS.toUri(Iris.parse(input)));
        assertIriError(IriCode.HOST_MAPPING_FAILED, () -> DNS.origin(Iris.parse(input)));
    }

    /** The mapper itself: a HostMappingException with the label and kind DEVIATION, whatever the purpose. */
    @ParameterizedTest
    @EnumSource(HostMapper.Purpose.class)
    void mapperRefusesDeviations(HostMapper.Purpose purpose) {
        for (String host : new String[] {"fa\u00DF.de", "x\u03C2.de", "a\u200Db.de", "a\u200Cb.de"}) {
            HostMappingException e = assertThrows(HostMappingException.class, () -> CORE.toAscii(host, purpose));
            assertEquals("DEVIATION", e.kind());
            assertEquals(host.substring(0, host.indexOf('.')), e.label());
        }
    }

    /**
     * Labels without deviation characters map as IDNA2003 says (RFC 3490); the US-ASCII labels
     * of a host given to the mapper are checked with UseSTD3ASCIIRules too (RFC 3987 §3.1), while
     * the core never gives it a host of US-ASCII labels only: it copies those.
     */
    @Test
    void otherLabelsStillMap() throws HostMappingException {
        assertEquals("xn--bcher-kva.de", CORE.toAscii("b\u00FCcher.de", HostMapper.Purpose.CONSUMING));
        assertEquals(
                "http://xn--bcher-kva.de/",
                DNS.toUri(Iris.parse("http://b\u00FCcher.de/")).toString());
        assertEquals("http://fass.de/", DNS.toUri(Iris.parse("http://fass.de/")).toString());
        assertThrows(HostMappingException.class, () -> CORE.toAscii("my_host.de", HostMapper.Purpose.CREATING));
        assertEquals(
                "http://my_host.de/",
                DNS.toUri(Iris.parse("http://my_host.de/")).toString(),
                "copied, never mapped");
    }

    /** Without a plugin saying the host is a DNS name, RFC 3987 §3.1 percent-encodes it: no ToASCII, no failure. */
    @Test
    void notADnsSchemeIsPercentEncoded() {
        assertEquals(
                "http://fa%C3%9F.de/",
                ComponentsSupport.bare()
                        .toUri(Iris.parse("http://fa\u00DF.de/"))
                        .toString());
        assertEquals(
                "x-plain://fa%C3%9F.de/",
                DNS.toUri(Iris.parse("x-plain://fa\u00DF.de/")).toString());
    }

    /**
     * At the scheme level (RFC 3987 §5.3.3) faß.de is never equivalent to fass.de, as with
     * iri-idna (see iri-tests' DeviationWithIdnaTest): the identity does not depend on the modules.
     */
    @Test
    void fassIsNotFass() {
        for (ComparisonLevel level : ComparisonLevel.values()) {
            assertFalse(
                    DNS.comparatorBuilder()
                            .level(level)
                            .build()
                            .equivalent(Iris.parse("http://fa\u00DF.de/"), Iris.parse("http://fass.de/")),
                    level.toString());
            assertFalse(
                    DNS.comparatorBuilder()
                            .level(level)
                            .build()
                            .equivalent(Iris.parse("http://FA\u00DF.de/"), Iris.parse("http://FASS.de/")),
                    level.toString());
        }
        assertTrue(DNS.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(Iris.parse("http://FASS.de/"), Iris.parse("http://fass.de/")));
        assertTrue(DNS.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(Iris.parse("http://fa\u00DF.de/"), Iris.parse("http://fa\u00DF.de:80/")));
    }
}
