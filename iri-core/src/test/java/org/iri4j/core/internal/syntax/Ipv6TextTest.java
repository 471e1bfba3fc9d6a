package org.iri4j.core.internal.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.iri4j.api.HostKind;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The RFC 5952 text of IPv6 addresses, which the scheme level gives the hosts of DNS schemes. */
class Ipv6TextTest {

    private static String canonical(String address) {
        return Ipv6Text.canonical(address, 0, address.length());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        // §4.1: leading zeros MUST be suppressed
        "2001:0db8::0001, 2001:db8::1",
        // §4.2.1: "::" MUST be used to its maximum capability
        "2001:db8:0:0:0:0:2:1, 2001:db8::2:1",
        "2001:db8::0:1, 2001:db8::1",
        // §4.2.2: "::" MUST NOT shorten just one 16-bit 0 field
        "2001:db8:0:1:1:1:1:1, 2001:db8:0:1:1:1:1:1",
        "2001:db8::1:1:1:1:1, 2001:db8:0:1:1:1:1:1",
        // §4.2.3: the longest run, and the first of equal runs
        "2001:0:0:1:0:0:0:1, 2001:0:0:1::1",
        "2001:db8:0:0:1:0:0:1, 2001:db8::1:0:0:1",
        // §4.3: lower case
        "2001:DB8::AbCd, 2001:db8::abcd",
        // §5: IPv4-mapped addresses end in dotted decimal, whichever way they were written
        "::ffff:192.0.2.1, ::ffff:192.0.2.1",
        "0:0:0:0:0:FFFF:C000:0201, ::ffff:192.0.2.1",
        "::FFFF:0.0.0.0, ::ffff:0.0.0.0",
        // other IPv4 embeddings are written in hex
        "::192.0.2.1, ::c000:201",
        "64:ff9b::192.0.2.1, 64:ff9b::c000:201",
        // the ends
        "::, ::",
        "0:0:0:0:0:0:0:0, ::",
        "::1, ::1",
        "0:0:0:0:0:0:0:1, ::1",
        "1::, 1::",
        "1:0:0:0:0:0:0:0, 1::",
        "1:2:3:4:5:6:7:8, 1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7::, 1:2:3:4:5:6:7:0",
        "::2:3:4:5:6:7:8, 0:2:3:4:5:6:7:8",
        "fe80::a, fe80::a",
    })
    void theRecommendedText_rfc5952(String address, String expected) {
        assertEquals(expected, canonical(address));
    }

    /**
     * Every way of writing an address (leading zeros, case, any run of zero groups as
     * "::", the last two groups as IPv4) gives one text, the same address as the JDK reads
     * it, a valid IPv6address, and its own text again.
     */
    @Test
    void everyWritingOfAnAddressGivesOneTextOfTheSameAddress() throws UnknownHostException {
        Random r = new Random(5952);
        for (int n = 0; n < 20_000; n++) {
            int[] groups = new int[8];
            for (int i = 0; i < 8; i++) {
                groups[i] = r.nextInt(3) == 0 ? r.nextInt(0x10000) : 0;
            }
            if (r.nextInt(8) == 0) {
                Arrays.fill(groups, 0, 5, 0);
                groups[5] = 0xFFFF;
            }
            String full = write(groups, r);
            String text = canonical(full);
            assertEquals(InetAddress.getByName("[" + full + "]"), InetAddress.getByName("[" + text + "]"), full);
            assertEquals(
                    HostKind.IPV6,
                    Iris.parse("http://[" + text + "]/").hostKind().orElseThrow(),
                    text);
            assertEquals(text, canonical(text), full);
            assertEquals(text, canonical(write(groups, r)), full);
        }
    }

    /** A random way of writing the groups. */
    private static String write(int[] groups, Random r) {
        String[] parts = new String[8];
        for (int i = 0; i < 8; i++) {
            String hex = Integer.toHexString(groups[i]);
            hex = "0".repeat(r.nextInt(5 - hex.length())) + hex;
            parts[i] = r.nextBoolean() ? hex.toUpperCase(Locale.ROOT) : hex;
        }
        boolean dotted = r.nextInt(4) == 0;
        int last = dotted ? 6 : 8;
        // elide a random run of zero groups, if one starts at a random place
        int from = -1;
        int to = -1;
        int start = r.nextInt(last);
        int runEnd = start;
        while (runEnd < last && groups[runEnd] == 0) {
            runEnd++;
        }
        if (runEnd > start && r.nextBoolean()) {
            from = start;
            to = start + 1 + r.nextInt(runEnd - start);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < last; i++) {
            if (i == from) {
                out.append("::");
                i = to - 1;
                continue;
            }
            if (i > 0 && i != to) {
                out.append(':');
            }
            out.append(parts[i]);
        }
        if (dotted) {
            if (out.length() > 0 && to != last) {
                out.append(':');
            }
            out.append(groups[6] >>> 8)
                    .append('.')
                    .append(groups[6] & 0xFF)
                    .append('.')
                    .append(groups[7] >>> 8)
                    .append('.')
                    .append(groups[7] & 0xFF);
        }
        assertTrue(out.length() > 0);
        return out.toString();
    }
}
