package org.iri4j.idna;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Unicode's UTS #46 conformance file {@code IdnaTestV2.txt} (UTS #46 §8), vendored in the test
 * resources with its header and terms of use, read as its header defines it: a blank toUnicode is
 * the source, a blank toAsciiN is toUnicode, a blank toAsciiT is toAsciiN, {@code ""} is the empty
 * string; a blank toUnicodeStatus is no error, a blank toAsciiNStatus is toUnicodeStatus, a blank
 * toAsciiTStatus is toAsciiNStatus, and an explicit {@code []} is no error.
 */
public final class IdnaTestV2File {

    /** The Unicode version of the vendored file, that of the ICU4J release in use (ICU 79). */
    public static final String UNICODE_VERSION = "18.0.0";

    static final String RESOURCE = "IdnaTestV2.txt";

    private IdnaTestV2File() {}

    /**
     * One test line, blanks resolved; each status is the set of its codes, empty for no error.
     *
     * @param number          the line's number in the file
     * @param source          the source column
     * @param toUnicode       ToUnicode's result
     * @param toUnicodeStatus ToUnicode's errors
     * @param toAsciiN        nontransitional ToASCII's result
     * @param toAsciiNStatus  nontransitional ToASCII's errors
     * @param toAsciiT        transitional ToASCII's result
     * @param toAsciiTStatus  transitional ToASCII's errors
     */
    public record Line(
            int number,
            String source,
            String toUnicode,
            Set<String> toUnicodeStatus,
            String toAsciiN,
            Set<String> toAsciiNStatus,
            String toAsciiT,
            Set<String> toAsciiTStatus) {}

    /**
     * The version the file's header names.
     *
     * @return {@code X.Y.Z} of {@code # Version: X.Y.Z}, or null
     * @throws IOException if the resource cannot be read
     */
    public static String version() throws IOException {
        try (BufferedReader in = open()) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("# Version: ")) {
                    return line.substring("# Version: ".length()).strip();
                }
            }
        }
        return null;
    }

    /**
     * Every test line, in the file's order.
     *
     * @return the lines
     * @throws IOException if the resource cannot be read
     */
    public static List<Line> lines() throws IOException {
        List<Line> lines = new ArrayList<>();
        try (BufferedReader in = open()) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                int hash = line.indexOf('#');
                String data = (hash < 0 ? line : line.substring(0, hash)).strip();
                if (!data.isEmpty()) {
                    lines.add(line(number, columns(data)));
                }
            }
        }
        return lines;
    }

    private static Line line(int number, String[] f) {
        String source = unescape(f[0]);
        String toUnicode = f[1].isEmpty() ? source : unescape(f[1]);
        String uStatus = f[2];
        String asciiN = f[3].isEmpty() ? toUnicode : unescape(f[3]);
        String nStatus = f[4].isEmpty() ? uStatus : f[4];
        String asciiT = f[5].isEmpty() ? asciiN : unescape(f[5]);
        String tStatus = f[6].isEmpty() ? nStatus : f[6];
        return new Line(number, source, toUnicode, codes(uStatus), asciiN, codes(nStatus), asciiT, codes(tStatus));
    }

    private static BufferedReader open() {
        InputStream stream = IdnaTestV2File.class.getResourceAsStream(RESOURCE);
        if (stream == null) {
            throw new IllegalStateException("missing test resource " + RESOURCE);
        }
        return new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
    }

    /** {@code [B1, V6]} as its codes; blank and {@code []} as none. */
    private static Set<String> codes(String status) {
        Set<String> codes = new LinkedHashSet<>();
        if (status.length() > 2) {
            int from = 1;
            for (int comma = status.indexOf(',', from); ; comma = status.indexOf(',', from)) {
                int end = comma < 0 ? status.length() - 1 : comma;
                codes.add(status.substring(from, end).strip());
                if (comma < 0) {
                    break;
                }
                from = comma + 1;
            }
        }
        return Set.copyOf(codes);
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
            if (c == '\\' && i + 5 < s.length() && s.charAt(i + 1) == 'u') {
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

    /**
     * A string for a failure message, with every code point outside printable ASCII as
     * {@code \x{X}}.
     */
    static String escape(String s) {
        StringBuilder out = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp >= 0x20 && cp < 0x7F) {
                out.appendCodePoint(cp);
            } else {
                out.append(String.format(Locale.ROOT, "\\x{%X}", cp));
            }
        });
        return out.append('"').toString();
    }
}
