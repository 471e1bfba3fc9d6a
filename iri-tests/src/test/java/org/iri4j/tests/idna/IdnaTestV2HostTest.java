package org.iri4j.tests.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.iri4j.idna.IdnaTestV2File;
import org.iri4j.idna.IdnaTestV2File.Line;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.WebUrl;
import org.iri4j.web.internal.host.DomainMappers;
import org.iri4j.web.internal.host.Ipv4;
import org.iri4j.web.internal.host.StrictDomain;
import org.iri4j.web.wpt.WptCases;
import org.junit.jupiter.api.Test;

/**
 * Every line of Unicode's {@code IdnaTestV2.txt} (UTS #46 §8, the version of the build's ICU4J)
 * through the URL Standard's domain to ASCII as iri-web runs it with the installed mapper: with
 * beStrict true ({@link StrictDomain}, §3.3), and inside the URL parser (§3.5 host parser, with
 * beStrict false). WPT's {@code IdnaTestV2.json} keeps only the lines a URL can test unchanged;
 * this runs them all, with the URL Standard's own rules in place of WPT's exclusions. Here in
 * iri-tests, where iri-web, iri-idna and the file's reader ({@link IdnaTestV2File}, iri-idna's
 * test-jar) are together.
 */
class IdnaTestV2HostTest {

    /** The codes of the flags that beStrict false turns off: CheckHyphens, UseSTD3ASCIIRules, VerifyDnsLength. */
    private static final Set<String> OFF_WHEN_LENIENT = Set.of("V2", "V3", "U1", "A4_1", "A4_2");

    /** What the URL parser acts on before the host parser sees the host (§4.4), so percent-encoded here. */
    private static final String URL_DELIMITERS = "%/\\?#@:[]\t\n\r";

    private final UrlDomainMapper mapper = DomainMappers.installed();

    /** The file is the one iri-idna holds to its ICU4J's Unicode version ({@code IdnaTestV2ConformanceTest}). */
    @Test
    void theMapperIsInstalledAndTheFileNamesItsVersion() throws IOException {
        assertNotNull(mapper, "iri-idna's mapper is installed");
        assertEquals("18.0.0", IdnaTestV2File.version());
    }

    /**
     * §3.3 domain to ASCII with beStrict true: an error exactly when the line's toAsciiNStatus,
     * with every flag of UTS #46 §4.2 set, is not empty ({@code A4_2} for a final dot among
     * them), and otherwise exactly toAsciiN.
     */
    @Test
    void everyLineThroughStrictDomainToAscii() throws IOException {
        List<String> failures = new ArrayList<>();
        for (Line line : IdnaTestV2File.lines()) {
            Optional<String> expected =
                    line.toAsciiNStatus().isEmpty() ? Optional.of(line.toAsciiN()) : Optional.empty();
            Optional<String> actual = StrictDomain.toAscii(line.source(), mapper);
            if (!expected.equals(actual)) {
                failures.add(describe(line, expected, actual));
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    /**
     * The host of {@code https://SOURCE/} (§3.5 host parser, domain to ASCII with beStrict
     * false): see {@link #expectedHost}. The code points the URL parser acts on before the host
     * parser are percent-encoded, which the host parser decodes first, so that it sees the source.
     */
    @Test
    void everyLineThroughTheUrlParser() throws IOException {
        List<String> failures = new ArrayList<>();
        List<Line> lines = IdnaTestV2File.lines();
        for (Line line : lines) {
            Optional<String> expected = expectedHost(line);
            Optional<String> actual = WebUrl.tryParse("https://" + encodeDelimiters(line.source()) + "/")
                    .map(WebUrl::hostname);
            if (!expected.equals(actual)) {
                failures.add(describe(line, expected, actual));
            }
        }
        assertTrue(lines.size() > 6000, "the whole file was read: " + lines.size());
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    /**
     * The host the URL Standard gives a line's source: §3.3 domain to ASCII with beStrict false
     * lower-cases an ASCII domain, whatever UTS #46 says of it, and otherwise fails on any status
     * but those of the flags it turns off, else gives toAsciiN; an empty result fails; then the
     * host parser (§3.5) fails on a forbidden domain code point, and gives a domain that ends in a
     * number to the IPv4 parser, whose answer is the IPv4 reader's (tested on its own by Ipv4Test).
     */
    private static Optional<String> expectedHost(Line line) {
        String ascii;
        if (isAscii(line.source())) {
            ascii = line.source().toLowerCase(Locale.ROOT);
        } else {
            Set<String> codes = new HashSet<>(line.toAsciiNStatus());
            codes.removeAll(OFF_WHEN_LENIENT);
            if (!codes.isEmpty()) {
                return Optional.empty();
            }
            ascii = line.toAsciiN();
        }
        if (ascii.isEmpty() || ascii.chars().anyMatch(IdnaTestV2HostTest::isForbiddenDomain)) {
            return Optional.empty();
        }
        if (endsInANumber(ascii)) {
            return Optional.ofNullable(Ipv4.dottedDecimal(ascii)); // the IPv4 parser: Ipv4Test
        }
        return Optional.of(ascii);
    }

    /** §3.5 ends in a number checker: the last label, a final empty one aside, is a number. */
    private static boolean endsInANumber(String domain) {
        String name = domain.endsWith(".") && domain.length() > 1 ? domain.substring(0, domain.length() - 1) : domain;
        String last = name.substring(name.lastIndexOf('.') + 1);
        if (!last.isEmpty() && last.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return true;
        }
        return last.length() >= 2
                && last.charAt(0) == '0'
                && (last.charAt(1) == 'x' || last.charAt(1) == 'X')
                && last.chars().skip(2).allMatch(c -> Character.digit(c, 16) >= 0 && c < 0x80);
    }

    /** §3.2 forbidden domain code point: a forbidden host code point, a C0 control, % or DELETE. */
    private static boolean isForbiddenDomain(int c) {
        return c <= 0x20 || c == 0x7F || "#%/:<>?@[\\]^|".indexOf(c) >= 0;
    }

    private static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }

    private static String encodeDelimiters(String source) {
        StringBuilder out = new StringBuilder(source.length());
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (URL_DELIMITERS.indexOf(c) >= 0) {
                out.append(String.format(Locale.ROOT, "%%%02X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String describe(Line line, Optional<String> expected, Optional<String> actual) {
        return "line " + line.number() + " " + WptCases.show(line.source()) + " " + line.toAsciiNStatus()
                + ": expected "
                + expected.map(WptCases::show).orElse("failure") + ", got "
                + actual.map(WptCases::show).orElse("failure");
    }
}
