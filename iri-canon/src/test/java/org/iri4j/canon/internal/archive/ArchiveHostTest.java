package org.iri4j.canon.internal.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The host: webarchive-commons 2.0.1, org/archive/url/BasicURLCanonicalizer.java and IAURLCanonicalizer.java. */
class ArchiveHostTest {

    /** BasicURLCanonicalizer.canonicalize: decoded repeatedly, IDN.toASCII (IDNA2003), lower case, encoded once. */
    @Test
    void aHostIsDecodedMadeAsciiAndEncodedOnce() {
        assertEquals("xn--bcher-kva.ch", ArchiveHost.canonical("B%C3%BCcher.CH"));
        assertEquals("host%23.com", ArchiveHost.canonical("host%2523.com"));
        assertEquals("a,b.com", ArchiveHost.canonical("a%2Cb.com"));
        assertEquals("a%20b.com", ArchiveHost.canonical("a b.com"));
    }

    /** BasicURLCanonicalizer.canonicalize: a host IDNA2003 refuses is kept as decoded (here U+0001 and U+0080). */
    @Test
    void aHostIdnaRefusesIsKept() {
        assertEquals("%01%C2%80.com", ArchiveHost.canonical("\u0001\u0080.com"));
    }

    /** BasicURLCanonicalizer.canonicalize: ^\.+ removed, \.\.+ made ., \.$ removed, before a final line terminator too. */
    @Test
    void dotsAreFixed() {
        assertEquals("host.com", ArchiveHost.canonical("...host..com.."));
        assertEquals("www.google.com", ArchiveHost.canonical("www.google.com..."));
        assertEquals("e.com%0A", ArchiveHost.canonical("e.com.%0A"));
        assertEquals("", ArchiveHost.canonical("."));
    }

    /** BasicURLCanonicalizer.attemptIPFormats: one number (its low 32 bits), or four octal or four decimal parts. */
    @Test
    void ipv4AddressesInTheArchivesForms() {
        assertEquals("195.127.0.11", ArchiveHost.ipv4("3279880203"));
        assertEquals("22.11.210.226", ArchiveHost.ipv4("39024579298"));
        assertEquals("0.0.0.0", ArchiveHost.ipv4("4294967296"));
        assertEquals("15.0.0.1", ArchiveHost.ipv4("017.0.0.1"));
        assertEquals("1.2.3.4", ArchiveHost.ipv4("1.02.3.4"));
        assertEquals("127.0.0.10", ArchiveHost.ipv4("127.0.0.010"));
    }

    /** BasicURLCanonicalizer.attemptIPFormats: fewer parts, hexadecimal, octal 8 and parts over 255 make no address. */
    @Test
    void otherHostsAreNoAddresses() {
        for (String host :
                new String[] {"10.0.258", "0x7f.0.0.1", "0.0.0.8", "1.2.3.256", "1.2.3.4.5", "99999999999999999999"}) {
            assertNull(ArchiveHost.ipv4(host), host);
        }
    }

    /** IAURLCanonicalizer.massageHost: ^www\d*\. removed while the host starts with it, before an address too. */
    @Test
    void wwwLabelsGoAllOfThem() {
        assertEquals("example.com", ArchiveHost.withoutWww("www.www2.example.com"));
        assertEquals("1.2.3.4", ArchiveHost.withoutWww("www.1.2.3.4"));
        assertEquals("www2foo.com", ArchiveHost.withoutWww("www2foo.com"));
        assertEquals("www", ArchiveHost.withoutWww("www"));
    }
}
