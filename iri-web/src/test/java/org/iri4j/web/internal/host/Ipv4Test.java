package org.iri4j.web.internal.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The IPv4 parser of URL Standard §3.5 as iri-canon asks it: an address, or a marker for none. */
class Ipv4Test {

    @ParameterizedTest
    @CsvSource({
        "127.0.0.1, 127.0.0.1",
        "0x7f.1, 127.0.0.1",
        "127.1, 127.0.0.1",
        "2130706433, 127.0.0.1",
        "0177.0.0.01, 127.0.0.1",
        "1.2.3.4., 1.2.3.4",
        "4294967295, 255.255.255.255",
        "0x, 0.0.0.0",
        "1.2.256, 1.2.1.0",
        // the shapes iri-canon's Safe Browsing and host steps read through dottedDecimal
        "0X7F.1, 127.0.0.1",
        "0xA, 0.0.0.10",
        "0xa.0XB.0.0Xc, 10.11.0.12",
        "00, 0.0.0.0",
    })
    void addresses(String host, String dotted) {
        assertEquals(dotted, Ipv4.serialize(Ipv4.address(host)));
        assertEquals(dotted, Ipv4.dottedDecimal(host));
    }

    /** A domain that does not end in a number, and a host the IPv4 parser returns failure for. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "example.com",
                "1.2.3.foo",
                "",
                ".",
                "foo.1",
                "1.2.3.4.5",
                "1.256.1.1",
                "4294967296",
                "09",
                "1..2",
                "1.2.3.4..",
                "0x100000000",
                "\uFF11.2.3.4",
                "1.2.3.\u0664"
            })
    void notAddresses(String host) {
        assertEquals(Ipv4.NOT_AN_ADDRESS, Ipv4.address(host));
        assertEquals(null, Ipv4.dottedDecimal(host));
    }
}
