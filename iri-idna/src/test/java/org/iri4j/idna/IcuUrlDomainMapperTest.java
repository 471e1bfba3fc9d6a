package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ServiceLoader;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * The URL Standard's domain to ASCII (§3.3) on ICU4J: UTS #46 with CheckHyphens and
 * VerifyDnsLength off but CheckBidi and CheckJoiners on, and the strict variant with all of
 * them and UseSTD3ASCIIRules.
 */
class IcuUrlDomainMapperTest {

    private final UrlDomainMapper mapper = new IcuUrlDomainMapper();

    @Test
    void isFoundWithServiceLoader() {
        UrlDomainMapper found =
                ServiceLoader.load(UrlDomainMapper.class).findFirst().orElseThrow();
        assertInstanceOf(IcuUrlDomainMapper.class, found);
    }

    @Test
    void mapsNontransitionally() throws HostMappingException {
        assertEquals("xn--fa-hia.de", mapper.toAscii("Faß.de"));
        assertEquals("example.com", mapper.toAscii("ｅｘａｍｐｌｅ。com"));
    }

    @Test
    void hyphensAndLengthsAreNotChecked() throws HostMappingException {
        assertEquals("-x.xn--zca", mapper.toAscii("-x.ß"));
        assertEquals("x..xn--zca", mapper.toAscii("x..ß"));
        assertEquals("a".repeat(100) + ".xn--zca", mapper.toAscii("a".repeat(100) + ".ß"));
    }

    @Test
    void bidiAndJoinersAreChecked() {
        assertThrows(HostMappingException.class, () -> mapper.toAscii("\u064Aa"));
        assertThrows(HostMappingException.class, () -> mapper.toAscii("\u200D.example"));
    }

    @Test
    void theStrictVariantChecksHyphensStd3AndLengths() throws HostMappingException {
        assertEquals("xn--fa-hia.de", mapper.toAsciiStrict("faß.de"));
        assertThrows(HostMappingException.class, () -> mapper.toAsciiStrict("-x.ß"));
        assertThrows(HostMappingException.class, () -> mapper.toAsciiStrict("a_b.ß"));
        assertThrows(HostMappingException.class, () -> mapper.toAsciiStrict("a".repeat(64) + ".ß"));
    }

    /**
     * UTS #46 §4.2 step 4 (VerifyDnsLength): the root label after a final dot is empty, an error
     * when the strict conversion verifies lengths, as IdnaTestV2.txt's {@code a.b.c.d.} line says.
     */
    @Test
    void theStrictVariantRefusesAFinalDot() {
        HostMappingException e = assertThrows(HostMappingException.class, () -> mapper.toAsciiStrict("faß.de."));
        assertEquals("EMPTY_LABEL", e.kind());
    }

    @Test
    void toUnicodeDecodesAndNeverFails() {
        assertEquals("faß.de", mapper.toUnicode("xn--fa-hia.de"));
        assertEquals("xn--a", mapper.toUnicode("xn--a"));
    }

    @Test
    void longDomainsAreConvertedInChunks() throws HostMappingException {
        String domain = "ß.".repeat(100_000);
        assertEquals("xn--zca.".repeat(100_000), mapper.toAscii(domain));
    }
}
