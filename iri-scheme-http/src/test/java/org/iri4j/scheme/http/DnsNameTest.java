package org.iri4j.scheme.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link DnsName#isName}, the quick test of the validation's usual path, says yes exactly when
 * {@link DnsName#problem} finds nothing (RFC 1034 §3.5, RFC 1123 §2.1, RFC 3986 §3.2.2).
 */
class DnsNameTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "a",
                "a.b",
                "a.b.",
                "a-b.c",
                "1a.2b",
                "-a",
                "a-",
                "a..b",
                ".",
                ".a",
                "a.",
                "a_b",
                "xn--bcher-kva.example",
                "\u00E9.com",
                "a.-b",
                "a.b-",
                "localhost",
                "a.b.c.d.e"
            })
    void quickTestAgreesWithTheProblem(String host) {
        assertEquals(DnsName.problem(host, 0, host.length()) == null, DnsName.isName(host, 0, host.length()), host);
    }

    @Test
    void quickTestAgreesOnLengths() {
        for (String host : new String[] {
            "a".repeat(63),
            "a".repeat(64),
            ("a".repeat(63) + ".").repeat(3) + "a".repeat(61),
            ("a".repeat(63) + ".").repeat(3) + "a".repeat(62),
            ("a".repeat(63) + ".").repeat(4)
        }) {
            assertEquals(
                    DnsName.problem(host, 0, host.length()) == null,
                    DnsName.isName(host, 0, host.length()),
                    host.length() + " characters");
        }
    }

    /** Random hosts over the characters that matter, in a range of a larger string. */
    @Test
    void quickTestAgreesOnRandomHosts() {
        Random random = new Random(3986);
        String alphabet = "ab9-.._%\u00E9";
        for (int n = 0; n < 50_000; n++) {
            StringBuilder host = new StringBuilder("x://");
            int length = 1 + random.nextInt(12);
            for (int i = 0; i < length; i++) {
                host.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = host.append("/p").toString();
            int to = s.length() - 2;
            assertEquals(DnsName.problem(s, 4, to) == null, DnsName.isName(s, 4, to), s);
        }
    }
}
