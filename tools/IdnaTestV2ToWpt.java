import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts Unicode's UTS #46 conformance file {@code IdnaTestV2.txt} into the JSON that
 * web-platform-tests runs through the URL parser ({@code url/resources/IdnaTestV2.json}, read by
 * {@code url/IdnaTestV2.window.js}), by the rules of WPT's own generator,
 * {@code url/tools/IdnaTestV2-parser.py} (web-platform-tests/wpt, read at commit
 * e3a16688c1e5ecb022c96222c829e03e20693172; this is iri4j's own program, not a copy of it):
 *
 * <pre>
 * java tools/IdnaTestV2ToWpt.java --exclude-ipv4-like --exclude-std3 --exclude-bidi \
 *     IdnaTestV2.txt OUT.json [--wpt-header]
 * </pre>
 *
 * <ol>
 *   <li>Lines are the file's lines with trailing whitespace removed (Python's {@code rstrip}: its
 *       whitespace is general category Zs or bidi class WS, B or S); a line that is empty or
 *       starts with {@code #} is dropped.</li>
 *   <li>A line is split at every {@code ;} and each column stripped of that whitespace. Column 1 is
 *       the source, column 2 toUnicode (blank: the source), column 4 toAsciiN (blank: toUnicode);
 *       a column reading {@code ""} is the empty string, any other is read as the body of a JSON
 *       string ({@code \}{@code uXXXX} escapes; {@code \x{...}} is refused, as WPT's
 *       {@code json.loads} refuses it).</li>
 *   <li>{@code --exclude-ipv4-like}: a line is dropped when its source ends in a number as WPT
 *       approximates it: split at U+002E, U+FF0E, U+3002 and U+FF61, the last part (or the one
 *       before it, when the last is empty and not the only one) is ASCII digits only.</li>
 *   <li>{@code --exclude-std3}: a line is dropped when toUnicode holds {@code <}, {@code >} or
 *       {@code ?}.</li>
 *   <li>The statuses are column 5 (toAsciiNStatus), or column 3 (toUnicodeStatus) when it is
 *       blank: the text between the brackets split at {@code ,}, each stripped. A4_1, A4_2, U1,
 *       V2 and V3 are ignored (the URL Standard's VerifyDnsLength, UseSTD3ASCIIRules and
 *       CheckHyphens are false) and taken out, in the order they appear.</li>
 *   <li>{@code --exclude-bidi}: a line is dropped when a status left is B1 to B6.</li>
 *   <li>The entry is {@code {"input": source, "output": toAsciiN}}. When a status is left, the
 *       output is null, but for a source that is ASCII without a forbidden domain code point: its
 *       ASCII lowercase (the URL Standard's domain to ASCII, which with beStrict false returns an
 *       ASCII domain lowercased whatever Unicode ToASCII says: whatwg/url#914, brought into WPT's
 *       file by web-platform-tests/wpt#60476; the host parser then fails on a forbidden domain
 *       code point). The {@code "comment"} lists the statuses left, then the ignored ones each
 *       followed by {@code " (ignored)"}, all joined by {@code "; "}; no comment when there is
 *       neither.</li>
 *   <li>The array starts with two strings, the generated-file notice and the three options as
 *       Python prints them ({@code --exclude-ipv4-like: True; ...}), and is written as Python's
 *       {@code json.dumps} with {@code sort_keys}, an indent of 2 and {@code ensure_ascii} does
 *       ({@code \}{@code u} escapes in lower case for every character outside U+0020 to U+007E
 *       but the short escapes, UTF-16 surrogates for supplementary ones), with a final line
 *       end.</li>
 * </ol>
 *
 * Rule 7's ASCII case is not in the generator at the commit read above, which predates
 * wpt#60476: it is taken from WPT's published file. The notice names this program, or WPT's script
 * with {@code --wpt-header}: with it, the output for Unicode 17.0.0 is byte for byte the pinned
 * {@code iri-web/src/test/resources/wpt-url/IdnaTestV2.json} (docs/DATA.md).
 */
public final class IdnaTestV2ToWpt {

    static final String WPT_NOTICE =
            "THIS IS A GENERATED FILE. PLEASE DO NOT MODIFY DIRECTLY. See ../tools/IdnaTestV2-parser.py instead.";
    static final String OWN_NOTICE = "THIS IS A GENERATED FILE. PLEASE DO NOT MODIFY DIRECTLY. Made by iri4j's"
            + " tools/IdnaTestV2ToWpt.java from Unicode's IdnaTestV2.txt %s by the rules of WPT's"
            + " url/tools/IdnaTestV2-parser.py.";
    static final List<String> IGNORED = List.of("A4_1", "A4_2", "U1", "V2", "V3");
    static final List<String> BIDI = List.of("B1", "B2", "B3", "B4", "B5", "B6");

    private final boolean excludeIpv4Like;
    private final boolean excludeStd3;
    private final boolean excludeBidi;

    private IdnaTestV2ToWpt(List<String> options) {
        excludeIpv4Like = options.contains("--exclude-ipv4-like");
        excludeStd3 = options.contains("--exclude-std3");
        excludeBidi = options.contains("--exclude-bidi");
    }

    public static void main(String[] args) throws IOException {
        List<String> options = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (String arg : args) {
            if (List.of("--exclude-ipv4-like", "--exclude-std3", "--exclude-bidi", "--wpt-header").contains(arg)) {
                options.add(arg);
            } else if (arg.startsWith("--")) {
                usage("unknown option " + arg);
            } else {
                files.add(arg);
            }
        }
        if (files.size() != 2) {
            usage("give IdnaTestV2.txt and the JSON file to write");
        }
        List<String> lines = lines(Files.readString(Path.of(files.get(0)), StandardCharsets.UTF_8));
        IdnaTestV2ToWpt converter = new IdnaTestV2ToWpt(options);
        String notice = options.contains("--wpt-header") ? WPT_NOTICE : String.format(OWN_NOTICE, version(lines));
        List<String> entries = new ArrayList<>();
        entries.add(jsonString(notice));
        entries.add(jsonString(converter.optionsLine()));
        int dropped = 0;
        for (String line : lines) {
            String entry = converter.entry(line);
            if (entry != null) {
                entries.add(entry);
            } else if (!isComment(line)) {
                dropped++;
            }
        }
        String json = "[\n  " + String.join(",\n  ", entries) + "\n]\n";
        Files.writeString(Path.of(files.get(1)), json, StandardCharsets.UTF_8);
        System.out.println("wrote " + files.get(1) + ": " + (entries.size() - 2) + " tests, " + dropped
                + " test lines dropped");
    }

    private static void usage(String problem) {
        System.err.println("IdnaTestV2ToWpt: " + problem);
        System.err.println("usage: java tools/IdnaTestV2ToWpt.java [--exclude-ipv4-like] [--exclude-std3]"
                + " [--exclude-bidi] [--wpt-header] IdnaTestV2.txt OUT.json");
        System.exit(2);
    }

    /** The file's lines as Python's {@code readlines} splits them (universal newlines). */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        return lines;
    }

    private static String version(List<String> lines) {
        for (String line : lines) {
            if (line.startsWith("# Version: ")) {
                return line.substring("# Version: ".length()).strip();
            }
        }
        throw new IllegalArgumentException("the file's header names no version (# Version: X.Y.Z)");
    }

    private static boolean isComment(String line) {
        String data = rstrip(line);
        return data.isEmpty() || data.startsWith("#");
    }

    private String optionsLine() {
        return "--exclude-ipv4-like: " + python(excludeIpv4Like) + "; --exclude-std3: " + python(excludeStd3)
                + "; --exclude-bidi: " + python(excludeBidi);
    }

    private static String python(boolean b) {
        return b ? "True" : "False";
    }

    /** The JSON object of one line, or null when the line is dropped. */
    String entry(String rawLine) {
        if (isComment(rawLine)) {
            return null;
        }
        List<String> columns = split(rstrip(rawLine), ';');
        if (columns.size() < 5) {
            throw new IllegalArgumentException("fewer than 5 columns: " + rawLine);
        }
        String source = value(columns.get(0), "");
        String toUnicode = value(columns.get(1), source);
        if (excludeIpv4Like && endsInANumber(source)
                || excludeStd3 && (toUnicode.indexOf('<') >= 0 || toUnicode.indexOf('>') >= 0
                        || toUnicode.indexOf('?') >= 0)) {
            return null;
        }
        String toAscii = value(columns.get(3), toUnicode);
        List<String> statuses = statuses(columns.get(4).isEmpty() ? columns.get(2) : columns.get(4));
        List<String> ignored = new ArrayList<>();
        for (String status : statuses) {
            if (IGNORED.contains(status)) {
                ignored.add(status);
            }
        }
        statuses.removeAll(ignored);
        if (excludeBidi && statuses.stream().anyMatch(BIDI::contains)) {
            return null;
        }
        StringBuilder comment = new StringBuilder();
        statuses.forEach(s -> comment.append(s).append("; "));
        ignored.forEach(s -> comment.append(s).append(" (ignored); "));
        StringBuilder object = new StringBuilder("{\n");
        if (comment.length() > 0) {
            String stripped = strip(comment.toString());
            object.append("    \"comment\": ")
                    .append(jsonString(stripped.substring(0, Math.max(0, stripped.length() - 1))))
                    .append(",\n");
        }
        object.append("    \"input\": ").append(jsonString(source)).append(",\n");
        String output = statuses.isEmpty() ? toAscii : asciiCarveOut(source);
        object.append("    \"output\": ").append(output == null ? "null" : jsonString(output));
        return object.append("\n  }").toString();
    }

    /** Python's {@code [part.strip() for part in s.split(separator)]}. */
    private static List<String> split(String s, char separator) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int at = s.indexOf(separator); at >= 0; at = s.indexOf(separator, start)) {
            parts.add(strip(s.substring(start, at)));
            start = at + 1;
        }
        parts.add(strip(s.substring(start)));
        return parts;
    }

    private static List<String> statuses(String column) {
        List<String> statuses = new ArrayList<>();
        if (column.isEmpty()) {
            return statuses;
        }
        if (!column.startsWith("[")) {
            throw new IllegalArgumentException("a status that is not a list: " + column);
        }
        statuses.addAll(split(column.substring(1, Math.max(1, column.length() - 1)), ','));
        return statuses;
    }

    /**
     * The output of a line with a status left (rule 7): the source ASCII-lowercased when it is
     * ASCII without a forbidden domain code point (URL Standard §3.3: with beStrict false an ASCII
     * domain is only lowercased, whatever Unicode ToASCII says; §3.5: the host parser fails on a
     * forbidden domain code point), else null.
     */
    static String asciiCarveOut(String source) {
        StringBuilder lower = new StringBuilder(source.length());
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c >= 0x80 || c <= 0x20 || c == 0x7F || "#%/:<>?@[\\]^|".indexOf(c) >= 0) {
                return null;
            }
            lower.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return lower.toString();
    }

    /** WPT's ends-in-a-number approximation (rule 3). */
    static boolean endsInANumber(String source) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '.' || c == '\uFF0E' || c == '\u3002' || c == '\uFF61') {
                parts.add(source.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(source.substring(start));
        String last = parts.get(parts.size() - 1);
        if (last.isEmpty()) {
            if (parts.size() == 1) {
                return false;
            }
            last = parts.get(parts.size() - 2);
        }
        return !last.isEmpty() && last.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /** A column's value (rule 2): blank gives {@code blank}, {@code ""} the empty string. */
    static String value(String column, String blank) {
        if (column.isEmpty()) {
            return blank;
        }
        if (column.equals("\"\"")) {
            return "";
        }
        StringBuilder out = new StringBuilder(column.length());
        for (int i = 0; i < column.length(); i++) {
            char c = column.charAt(i);
            if (c == '"' || c < 0x20) {
                throw new IllegalArgumentException("not the body of a JSON string: " + column);
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = i + 1 < column.length() ? column.charAt(++i) : ' ';
            int simple = "\"\\/bfnrt".indexOf(e);
            if (simple >= 0) {
                out.append("\"\\/\b\f\n\r\t".charAt(simple));
            } else if (e == 'u' && i + 4 < column.length()) {
                out.append((char) Integer.parseInt(column.substring(i + 1, i + 5), 16));
                i += 4;
            } else {
                throw new IllegalArgumentException("an escape JSON does not have: " + column);
            }
        }
        return out.toString();
    }

    /** A JSON string as Python's {@code json.dumps} writes it with {@code ensure_ascii} (rule 8). */
    static String jsonString(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int simple = "\"\\\b\f\n\r\t".indexOf(c);
            if (simple >= 0) {
                out.append('\\').append("\"\\bfnrt".charAt(simple));
            } else if (c >= 0x20 && c <= 0x7E) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.append('"').toString();
    }

    /** Python's whitespace: general category Zs, or bidi class WS, B or S. */
    static boolean isPythonSpace(char c) {
        return c >= 0x09 && c <= 0x0D
                || c >= 0x1C && c <= 0x20
                || c == 0x85
                || c == 0xA0
                || c == 0x1680
                || c >= 0x2000 && c <= 0x200A
                || c == 0x2028
                || c == 0x2029
                || c == 0x202F
                || c == 0x205F
                || c == 0x3000;
    }

    static String rstrip(String s) {
        int end = s.length();
        while (end > 0 && isPythonSpace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end);
    }

    static String strip(String s) {
        String right = rstrip(s);
        int start = 0;
        while (start < right.length() && isPythonSpace(right.charAt(start))) {
            start++;
        }
        return right.substring(start);
    }
}
