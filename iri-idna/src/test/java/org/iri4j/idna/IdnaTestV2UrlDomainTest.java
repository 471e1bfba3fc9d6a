package org.iri4j.idna;

import static org.iri4j.idna.IdnaTestV2File.escape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iri4j.idna.IdnaTestV2File.Line;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * The URL Standard's domain to ASCII (URL Standard §3.3) against every line of Unicode's
 * {@code IdnaTestV2.txt} (UTS #46 §8), through {@link IcuUrlDomainMapper}: the toAsciiN column,
 * as the URL Standard processes nontransitionally.
 *
 * <p>beStrict false ({@link UrlDomainMapper#toAscii}) sets CheckHyphens, UseSTD3ASCIIRules and
 * VerifyDnsLength false, so, as the file's header says of those flags, it ignores V2 and V3,
 * U1, and A4_1 and A4_2: a line with any other status must fail, a line without one must give
 * exactly the column's string. beStrict true ({@link UrlDomainMapper#toAsciiStrict}) sets every
 * flag the file assumes: a line with any status must fail, an {@code A4_2} for the empty label
 * after a final dot ({@code a.b.c.d.}) among them, and a line without one must give exactly the
 * string.
 */
class IdnaTestV2UrlDomainTest {

    /** The codes of the flags that beStrict false turns off (the file's header). */
    private static final Set<String> OFF_WHEN_LENIENT = Set.of("V2", "V3", "U1", "A4_1", "A4_2");

    private final UrlDomainMapper mapper = new IcuUrlDomainMapper();

    /** One of the two conversions. */
    private interface Conversion {
        String apply(String domain) throws HostMappingException;
    }

    /** URL Standard §3.3 domain to ASCII with beStrict false: what the URL parser keeps as the host. */
    @Test
    void everyLineThroughDomainToAscii() throws IOException {
        List<String> failures = new ArrayList<>();
        List<Line> lines = IdnaTestV2File.lines();
        for (Line line : lines) {
            Set<String> codes = new HashSet<>(line.toAsciiNStatus());
            codes.removeAll(OFF_WHEN_LENIENT);
            check(line, codes.isEmpty(), mapper::toAscii, failures);
        }
        assertTrue(lines.size() > 6000, "the whole file was read: " + lines.size());
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    /** URL Standard §3.3 domain to ASCII with beStrict true: the domain-to-ASCII validation error. */
    @Test
    void everyLineThroughDomainToAsciiStrict() throws IOException {
        List<String> failures = new ArrayList<>();
        for (Line line : IdnaTestV2File.lines()) {
            check(line, line.toAsciiNStatus().isEmpty(), mapper::toAsciiStrict, failures);
        }
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    private static void check(Line line, boolean valid, Conversion conversion, List<String> failures) {
        String name = "line " + line.number() + " " + escape(line.source()) + ": ";
        try {
            String ascii = conversion.apply(line.source());
            if (!valid) {
                failures.add(name + "gave " + escape(ascii) + ", expected an error " + line.toAsciiNStatus());
            } else if (!ascii.equals(line.toAsciiN())) {
                failures.add(name + "gave " + escape(ascii) + ", expected " + escape(line.toAsciiN()));
            }
        } catch (HostMappingException e) {
            if (valid) {
                failures.add(name + "failed (" + e.kind() + "), expected " + escape(line.toAsciiN()));
            }
        }
    }
}
