package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;

/**
 * UTS #46 conformance (UTS #46 §8): every test line of Unicode's {@code IdnaTestV2.txt},
 * vendored in the test resources, through {@link IcuHostMapper}'s ToASCII (nontransitional
 * and transitional) and ToUnicode. No line is skipped: a line with an error status must make
 * ToASCII fail; a line without one must give exactly the expected string.
 *
 * <p>The vendored file is Unicode 13.0.0's (the newest copy reachable from this build's
 * package registries: Debian's {@code librust-idna-dev}); ICU4J here implements a later
 * Unicode. The lines whose expectation later revisions of UTS #46 changed are listed, each
 * with the reason, in {@code idna-revision-changes.txt}; the test asserts that they do
 * differ, so the list cannot grow stale.
 */
class IdnaTestV2ConformanceTest {

    private static final IcuHostMapper NONTRANSITIONAL = IcuHostMapper.of(IdnaProfile.NONTRANSITIONAL);
    private static final IcuHostMapper TRANSITIONAL = IcuHostMapper.of(IdnaProfile.TRANSITIONAL);

    /** One test line, with blanks resolved as the file's header says. */
    record Case(int line, String source, String toUnicode, boolean toUnicodeError, String toAsciiN,
                boolean toAsciiNError, String toAsciiT, boolean toAsciiTError) {
    }

    @Test
    void everyLineOfIdnaTestV2() throws IOException {
        List<Case> cases = read();
        List<Integer> changed = changedLines();
        List<String> failures = new ArrayList<>();
        int checks = 0;
        for (Case c : cases) {
            List<String> problems = new ArrayList<>();
            checkAscii("toAsciiN", NONTRANSITIONAL, c.source(), c.toAsciiN(), c.toAsciiNError(), problems);
            checkAscii("toAsciiT", TRANSITIONAL, c.source(), c.toAsciiT(), c.toAsciiTError(), problems);
            if (!c.toUnicodeError()) {
                String actual = NONTRANSITIONAL.toUnicode(c.source());
                if (!actual.equals(c.toUnicode())) {
                    problems.add("toUnicode gave " + escape(actual) + ", expected " + escape(c.toUnicode()));
                }
            }
            checks += c.toUnicodeError() ? 2 : 3;
            boolean listed = changed.contains(c.line());
            if (problems.isEmpty() == listed) {
                failures.add("line " + c.line() + " " + escape(c.source()) + (listed
                        ? ": listed as changed by a later UTS #46 revision but conforms; remove it from the list"
                        : ": " + String.join("; ", problems)));
            }
        }
        System.out.println("IdnaTestV2.txt (Unicode 13.0.0): " + cases.size() + " lines, " + checks + " checks, "
                + changed.size() + " lines changed by later UTS #46 revisions, ICU " + com.ibm.icu.util.VersionInfo.ICU_VERSION);
        assertTrue(cases.size() > 6000, "the whole file was read: " + cases.size());
        failures.forEach(f -> System.out.println("IDNAFAIL " + f));
        assertEquals(List.of(), failures.subList(0, Math.min(40, failures.size())), failures.size() + " failures");
    }

    private static void checkAscii(String column, HostMapper mapper, String source, String expected, boolean error,
                                   List<String> problems) {
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
                cases.add(new Case(number, source, toUnicode, isError(uStatus), asciiN, isError(nStatus), asciiT,
                        isError(tStatus)));
            }
        }
        return cases;
    }

    /** The line numbers listed in {@code idna-revision-changes.txt} (first field of each line). */
    private static List<Integer> changedLines() throws IOException {
        List<Integer> lines = new ArrayList<>();
        try (BufferedReader in = resource("idna-revision-changes.txt")) {
            String line;
            while ((line = in.readLine()) != null) {
                String data = line.strip();
                if (!data.isEmpty() && !data.startsWith("#")) {
                    int end = 0;
                    while (end < data.length() && Character.isDigit(data.charAt(end))) {
                        end++;
                    }
                    lines.add(Integer.parseInt(data.substring(0, end)));
                }
            }
        }
        return lines;
    }

    private static BufferedReader resource(String name) {
        InputStream stream = IdnaTestV2ConformanceTest.class.getResourceAsStream(name);
        if (stream == null) {
            throw new IllegalStateException("missing test resource " + name);
        }
        return new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
    }

    /** A status other than blank or {@code []} is an error; codes P4, V2, V3 (flags we set) count too. */
    private static boolean isError(String status) {
        return !status.isEmpty() && !status.equals("[]");
    }

    private static String[] columns(String data) {
        String[] out = new String[7];
        int from = 0;
        for (int i = 0; i < 7; i++) {
            int semi = data.indexOf(';', from);
            int end = semi < 0 ? data.length() : semi;
            out[i] = from <= data.length() ? data.substring(Math.min(from, data.length()), end).strip() : "";
            from = semi < 0 ? data.length() + 1 : semi + 1;
        }
        return out;
    }

    /** {@code \}{@code uXXXX} and {@code \x{X...}} escapes. */
    private static String unescape(String s) {
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
