package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.text.IDNA;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;

/**
 * UTS #46 conformance (UTS #46 §8): every test line of Unicode's {@code IdnaTestV2.txt} for
 * the Unicode version of the ICU4J release in use (ICU 78: Unicode 17.0.0), vendored in the
 * test resources with its header and terms of use, through {@link IcuHostMapper}: ToUnicode
 * and ToASCII nontransitional, as the issue asks, and ToASCII transitional too. No line is
 * skipped. The statuses are read as the file's header defines them: a blank toUnicodeStatus
 * is no error, a blank toAsciiNStatus is toUnicodeStatus, a blank toAsciiTStatus is
 * toAsciiNStatus, and an explicit {@code []} is no error. The mapper sets every flag the
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

    private static final String UNICODE_VERSION = "17.0.0";
    private static final IcuHostMapper NONTRANSITIONAL = IcuHostMapper.of(IdnaProfile.NONTRANSITIONAL);
    private static final IcuHostMapper TRANSITIONAL = IcuHostMapper.of(IdnaProfile.TRANSITIONAL);

    /** One test line, with blanks resolved as the file's header says. */
    record Case(
            int line,
            String source,
            String toUnicode,
            boolean toUnicodeError,
            String toAsciiN,
            boolean toAsciiNError,
            String toAsciiT,
            boolean toAsciiTError) {}

    /** The file is the one for the Unicode version of the ICU release the build uses. */
    @Test
    void theFileMatchesIcusUnicodeVersion() throws IOException {
        String version = null;
        try (BufferedReader in = resource("IdnaTestV2.txt")) {
            for (String line = in.readLine(); line != null && version == null; line = in.readLine()) {
                if (line.startsWith("# Version: ")) {
                    version = line.substring("# Version: ".length()).strip();
                }
            }
        }
        assertEquals(UNICODE_VERSION, version);
        assertTrue(
                com.ibm.icu.lang.UCharacter.getUnicodeVersion().toString().startsWith(UNICODE_VERSION),
                () -> "ICU " + com.ibm.icu.util.VersionInfo.ICU_VERSION + " implements Unicode "
                        + com.ibm.icu.lang.UCharacter.getUnicodeVersion()
                        + ": vendor the IdnaTestV2.txt of that version");
    }

    @Test
    void everyLineOfIdnaTestV2() throws IOException {
        List<Case> cases = read();
        List<String> failures = new ArrayList<>();
        int checks = 0;
        for (Case c : cases) {
            List<String> problems = new ArrayList<>();
            checkUnicode(c, problems);
            checkAscii("toAsciiN", NONTRANSITIONAL, c.source(), c.toAsciiN(), c.toAsciiNError(), problems);
            checkAscii("toAsciiT", TRANSITIONAL, c.source(), c.toAsciiT(), c.toAsciiTError(), problems);
            checks += 3;
            if (!problems.isEmpty()) {
                failures.add("line " + c.line() + " " + escape(c.source()) + ": " + String.join("; ", problems));
            }
        }
        System.out.println("IdnaTestV2.txt (Unicode " + UNICODE_VERSION + "): " + cases.size() + " lines, " + checks
                + " checks, ICU " + com.ibm.icu.util.VersionInfo.ICU_VERSION);
        assertTrue(cases.size() > 6000, "the whole file was read: " + cases.size());
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    private static void checkUnicode(Case c, List<String> problems) {
        Set<IDNA.Error> errors = EnumSet.noneOf(IDNA.Error.class);
        String actual = NONTRANSITIONAL.toUnicode(c.source(), errors);
        if (errors.isEmpty() == c.toUnicodeError()) {
            problems.add("toUnicode "
                    + (errors.isEmpty() ? "found no error, expected one" : "found " + errors + ", expected none"));
        }
        // With an error the header asks only that it be recorded: ICU keeps a failing A-label
        // as it was and marks it with U+FFFD, where the file shows it decoded.
        if (!c.toUnicodeError() && !matchesWithWildcards(actual, c.toUnicode())) {
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

    private static List<Case> read() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (BufferedReader in = resource("IdnaTestV2.txt")) {
            String line;
            int number = 0;
            while ((line = in.readLine()) != null) {
                number++;
                int hash = line.indexOf('#');
                String data = (hash < 0 ? line : line.substring(0, hash)).strip();
                if (data.isEmpty()) {
                    continue;
                }
                String[] f = columns(data);
                String source = unescape(f[0]);
                String toUnicode = f[1].isEmpty() ? source : unescape(f[1]);
                String uStatus = f[2];
                String asciiN = f[3].isEmpty() ? toUnicode : unescape(f[3]);
                String nStatus = f[4].isEmpty() ? uStatus : f[4];
                String asciiT = f[5].isEmpty() ? asciiN : unescape(f[5]);
                String tStatus = f[6].isEmpty() ? nStatus : f[6];
                cases.add(new Case(
                        number,
                        source,
                        toUnicode,
                        isError(uStatus),
                        asciiN,
                        isAsciiError(nStatus, asciiN),
                        asciiT,
                        isAsciiError(tStatus, asciiT)));
            }
        }
        return cases;
    }

    private static BufferedReader resource(String name) {
        InputStream stream = IdnaTestV2ConformanceTest.class.getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("missing test resource " + name);
        }
        return new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
    }

    /**
     * A ToASCII status is an error, but {@code [A4_2]} alone for a name that ends with the
     * root's dot and keeps the other length rules without it (see the class comment).
     */
    private static boolean isAsciiError(String status, String ascii) {
        if (status.equals("[A4_2]") && ascii.endsWith(".")) {
            return !lengthsHoldWithoutRoot(ascii.substring(0, ascii.length() - 1));
        }
        return isError(status);
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

    /** A status other than blank or {@code []} is an error: every flag the header lists is set, none ignored. */
    private static boolean isError(String status) {
        return !status.isEmpty() && !status.equals("[]");
    }

    private static String[] columns(String data) {
        String[] out = new String[7];
        int from = 0;
        for (int i = 0; i < 7; i++) {
            int semi = data.indexOf(';', from);
            int end = semi < 0 ? data.length() : semi;
            out[i] = from <= data.length()
                    ? data.substring(Math.min(from, data.length()), end).strip()
                    : "";
            from = semi < 0 ? data.length() + 1 : semi + 1;
        }
        return out;
    }

    /** {@code ""} for the empty string, {@code \}{@code uXXXX} and {@code \x{X...}} escapes. */
    private static String unescape(String s) {
        if (s.equals("\"\"")) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 5 < s.length() + 0 && s.charAt(i + 1) == 'u') {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '\\' && i + 2 < s.length() && s.charAt(i + 1) == 'x' && s.charAt(i + 2) == '{') {
                int close = s.indexOf('}', i);
                out.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
                i = close;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7F) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format(java.util.Locale.ROOT, "\\x{%X}", cp));
            }
        });
        return out.append('"').toString();
    }
}
