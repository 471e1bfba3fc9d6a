package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.mapping.MappingSupport.dnsMapper;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriMapper;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * A mapping remembers the ASCII forms of the DNS hosts it has mapped (RFC 3987 §3.1 step 1),
 * and never a refusal: a host met again, by {@code toUri} or by a check, is answered exactly as
 * the first time, whichever met it first.
 */
class RememberedHostsTest {

    @Test
    void aHostMappedAgainHasTheSameAsciiForm() {
        IriMapper mapper = dnsMapper();
        String first =
                mapper.toUri(Iris.parse("http://r\u00E9sum\u00E9.example/a")).toString();
        String again = mapper.toUri(Iris.parse("http://r\u00E9sum\u00E9.example/\u00E9?\u00E9#\u00E9"))
                .toString();
        assertEquals("http://xn--rsum-bpad.example/a", first);
        assertEquals("http://xn--rsum-bpad.example/%C3%A9?%C3%A9#%C3%A9", again);
        assertEquals(
                first,
                dnsMapper()
                        .toUri(Iris.parse("http://r\u00E9sum\u00E9.example/a"))
                        .toString());
    }

    @Test
    void anAceHostIsValidatedEachTimeAndKeptAsItIs() {
        IriMapper mapper = dnsMapper();
        for (int i = 0; i < 2; i++) {
            assertEquals(
                    "http://xn--rsum-bpad.example/%C3%A9",
                    mapper.toUri(Iris.parse("http://xn--rsum-bpad.example/\u00E9"))
                            .toString());
        }
    }

    @Test
    void aRefusedHostIsRefusedAgainWithTheSameViolations() {
        IriMapper mapper = dnsMapper();
        String iri = "http://my_host.r\u00E9sum\u00E9.example/";
        InvalidInputException first = assertThrows(InvalidInputException.class, () -> mapper.toUri(Iris.parse(iri)));
        InvalidInputException again = assertThrows(InvalidInputException.class, () -> mapper.toUri(Iris.parse(iri)));
        assertEquals(first.violations().toString(), again.violations().toString());
        assertEquals(first.getMessage(), again.getMessage());
    }
}
