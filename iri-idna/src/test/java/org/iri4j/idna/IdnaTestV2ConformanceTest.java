package org.iri4j.idna;

import static org.iri4j.idna.IdnaTestV2File.escape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.util.VersionInfo;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iri4j.idna.IdnaTestV2File.Line;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;

/**
 * UTS #46 conformance (UTS #46 §8): every test line of Unicode's {@code IdnaTestV2.txt} for
 * the Unicode version of the ICU4J release in use (ICU 79: Unicode 18.0.0), read as its header
 * defines it ({@link IdnaTestV2File}), through {@link IcuHostMapper}: ToUnicode and ToASCII
 * nontransitional, as the issue asks, and ToASCII transitional too. No line is skipped. The
 * URL Standard's flags are held to the same file by {@code IdnaTestV2UrlDomainTest}. The mapper
 * sets every flag the
 * header lists (CheckHyphens, CheckBidi, CheckJoiners, UseSTD3ASCIIRules, VerifyDnsLength for
 * ToASCII), so no status code is ignored, with one documented exception of VerifyDnsLength:
 * the empty root label of a fully qualified name ({@code a.b.}) is passed through, as the
 * header says VerifyDnsLength false does, because an IRI host may end with the root's dot
 * (RFC 3986 §3.2.2, RFC 1034 §3.1); its other length rules (labels of 1 to 63 octets, 253
 * for the name) hold. So an {@code A4_2} status of a name that ends with a dot is an error
 * only if a label but the root breaks those rules ({@link #lengthsHoldWithoutRoot}). An
 * error status must give an error; no status, no error and exactly the expected string.
 */
class IdnaTestV2ConformanceTest {

    private static final IcuHostMapper NONTRANSITIONAL = IcuHostMapper.of(IdnaProfile.NONTRANSITIONAL);
    private static final IcuHostMapper TRANSITIONAL = IcuHostMapper.of(IdnaProfile.TRANSITIONAL);

    /** The file is the one for the Unicode version of the ICU release the build uses. */
    @Test
    void theFileMatchesIcusUnicodeVersion() throws IOException {
        assertEquals(IdnaTestV2File.UNICODE_VERSION, IdnaTestV2File.version());
        assertTrue(
                UCharacter.getUnicodeVersion().toString().startsWith(IdnaTestV2File.UNICODE_VERSION),
                () -> "ICU " + VersionInfo.ICU_VERSION + " implements Unicode " + UCharacter.getUnicodeVersion()
                        + ": vendor the IdnaTestV2.txt of that version");
    }

    @Test
    void everyLineOfIdnaTestV2() throws IOException {
        List<Line> lines = IdnaTestV2File.lines();
        List<String> failures = new ArrayList<>();
        int checks = 0;
        for (Line c : lines) {
            List<String> problems = new ArrayList<>();
            checkUnicode(c, problems);
            checkAscii(
                    "toAsciiN",
                    NONTRANSITIONAL,
                    c.source(),
                    c.toAsciiN(),
                    isAsciiError(c.toAsciiNStatus(), c.toAsciiN()),
                    problems);
            checkAscii(
                    "toAsciiT",
                    TRANSITIONAL,
                    c.source(),
                    c.toAsciiT(),
                    isAsciiError(c.toAsciiTStatus(), c.toAsciiT()),
                    problems);
            checks += 3;
            if (!problems.isEmpty()) {
                failures.add("line " + c.number() + " " + escape(c.source()) + ": " + String.join("; ", problems));
            }
        }
        System.out.println("IdnaTestV2.txt (Unicode " + IdnaTestV2File.UNICODE_VERSION + "): " + lines.size()
                + " lines, " + checks + " checks, ICU " + VersionInfo.ICU_VERSION);
        assertTrue(lines.size() > 6000, "the whole file was read: " + lines.size());
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    private static void checkUnicode(Line c, List<String> problems) {
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        String actual = NONTRANSITIONAL.toUnicode(c.source(), errors);
        boolean expectError = !c.toUnicodeStatus().isEmpty();
        if (errors.isEmpty() == expectError) {
            problems.add("toUnicode "
                    + (errors.isEmpty() ? "found no error, expected one" : "found " + errors + ", expected none"));
        }
        // With an error the header asks only that it be recorded: ICU keeps a failing A-label
        // as it was and marks it with U+FFFD, where the file shows it decoded.
        if (!expectError && !matchesWithWildcards(actual, c.toUnicode())) {
            problems.add("toUnicode gave " + escape(actual) + ", expected " + escape(c.toUnicode()));
        }
    }

    /** U+FFFD in the actual value stands for any one character of the expected (the file's header). */
    private static boolean matchesWithWildcards(String actual, String expected) {
        int[] a = actual.codePoints().toArray();
        int[] e = expected.codePoints().toArray();
        if (a.length != e.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != e[i] && a[i] != 0xFFFD) {
                return false;
            }
        }
        return true;
    }

    private static void checkAscii(
            String column, HostMapper mapper, String source, String expected, boolean error, List<String> problems) {
        try {
            String actual = mapper.toAscii(source, HostMapper.Purpose.CONSUMING);
            if (error) {
                problems.add(column + " gave " + escape(actual) + ", expected an error");
            } else if (!actual.equals(expected)) {
                problems.add(column + " gave " + escape(actual) + ", expected " + escape(expected));
            }
        } catch (HostMappingException e) {
            if (!error) {
                problems.add(column + " failed (" + e.kind() + "), expected " + escape(expected));
            }
        }
    }

    /**
     * A ToASCII status is an error, but {@code [A4_2]} alone for a name that ends with the
     * root's dot and keeps the other length rules without it (see the class comment).
     */
    private static boolean isAsciiError(Set<String> status, String ascii) {
        if (status.equals(Set.of("A4_2")) && ascii.endsWith(".")) {
            return !lengthsHoldWithoutRoot(ascii.substring(0, ascii.length() - 1));
        }
        return !status.isEmpty();
    }

    /** VerifyDnsLength without the root label: a name of 1-253 octets, labels of 1-63 (UTS #46 §4.2 step 4). */
    static boolean lengthsHoldWithoutRoot(String name) {
        if (name.isEmpty() || name.length() > 253) {
            return false;
        }
        for (int from = 0; from <= name.length(); ) {
            int dot = name.indexOf('.', from);
            int end = dot < 0 ? name.length() : dot;
            if (end == from || end - from > 63) {
                return false;
            }
            from = end + 1;
        }
        return true;
    }
}
