package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the {@code iri} command in-process on byte-array streams (UTF-8) and reads what it
 * printed: output lines, {@code check --batch} lines, usage mistakes, and JSON.
 */
final class CliTestSupport {

    /** The base of RFC 3986 §5.4. */
    static final String RFC3986_BASE = "http://a/b/c/d;p?q";

    private CliTestSupport() {}

    /** What one run of the command did. */
    record Result(int status, byte[] outBytes, String out, String err) {

        /**
         * The lines of a batch run: every line ends with LF, exactly one per answer.
         *
         * @return the lines without terminator
         */
        List<String> batchLines() {
            return splitLines(out, "\n");
        }

        /**
         * The lines of a single (non-batch) run, printed with the platform's line separator.
         *
         * @return the lines without terminator
         */
        List<String> lines() {
            return splitLines(out, System.lineSeparator());
        }

        /** @return the only line of output of a single run */
        String singleLine() {
            List<String> lines = lines();
            assertEquals(1, lines.size(), () -> "expected one line of output, got: " + out);
            return lines.get(0);
        }

        /** @return the exit status, stdout and stderr, for failure messages */
        String describe() {
            return "status=" + status + " out=<" + out + "> err=<" + err + ">";
        }
    }

    static Result run(String... args) {
        return run(new ByteArrayInputStream(new byte[0]), args);
    }

    static Result batch(String input, String... args) {
        return run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
    }

    static Result batchBytes(byte[] input, String... args) {
        return run(new ByteArrayInputStream(input), args);
    }

    static Result run(InputStream in, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, in, out, err);
        byte[] outBytes = out.toByteArray();
        return new Result(
                status, outBytes, new String(outBytes, StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Input lines joined with LF, the last one terminated too. */
    static String lines(String... lines) {
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    static List<String> splitLines(String text, String separator) {
        if (text.isEmpty()) {
            return List.of();
        }
        assertTrue(text.endsWith(separator), () -> "output does not end with a line terminator: <" + text + ">");
        String body = text.substring(0, text.length() - separator.length());
        List<String> lines = new ArrayList<>();
        int from = 0;
        while (true) {
            int at = body.indexOf(separator, from);
            if (at < 0) {
                lines.add(body.substring(from));
                return lines;
            }
            lines.add(body.substring(from, at));
            from = at + separator.length();
        }
    }

    /**
     * Checks the shape {@code ERROR<TAB>code<TAB>message} of a batch line.
     *
     * @param line the output line
     * @param code the expected code
     * @return the message
     */
    static String assertErrorLine(String line, String code) {
        String[] fields = line.split("\t", -1);
        assertEquals(3, fields.length, () -> "not ERROR<TAB>code<TAB>message: " + line);
        assertEquals("ERROR", fields[0], line);
        assertEquals(code, fields[1], line);
        assertTrue(!fields[2].isEmpty(), () -> "empty message: " + line);
        assertTrue(fields[2].indexOf('\n') < 0 && fields[2].indexOf('\r') < 0, line);
        return fields[2];
    }

    /**
     * Reads one JSON object (RFC 8259), strictly: strings, numbers (as {@code Long}), booleans,
     * null, arrays (as {@code List}) and objects (as {@code Map}, members in order). Fails on
     * anything else: unescaped control characters, duplicate names, trailing text, whitespace
     * (the command writes none).
     *
     * @param json the text
     * @return the members in order; JSON null as Java null
     */
    static Map<String, Object> parseJson(String json) {
        return new JsonReader(json).document();
    }

    /**
     * A usage mistake: exit 2, nothing on standard output, and on standard error exactly one
     * line {@code iri: <message>} and the hint {@code Try 'iri <command> --help' for more
     * information.}, never the whole help nor a Java exception's text.
     *
     * @param args the command line
     * @return the message
     */
    static String assertUsageMistake(String... args) {
        Result r = run(args);
        assertEquals(Cli.USAGE, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        List<String> err = splitLines(r.err(), System.lineSeparator());
        assertEquals(2, err.size(), r::describe);
        assertTrue(err.get(0).startsWith("iri: "), r::describe);
        String message = err.get(0).substring("iri: ".length());
        assertFalse(message.isBlank(), r::describe);
        assertFalse(message.contains("Exception") || message.contains("java."), r::describe);
        String command = "iri";
        for (String arg : args) {
            if (COMMANDS.contains(arg)) {
                command = "iri " + arg;
                break;
            }
        }
        assertEquals("Try '" + command + " --help' for more information.", err.get(1), r::describe);
        return message;
    }

    /** The subcommands. */
    static final List<String> COMMANDS = List.of(
            "parse",
            "check",
            "to-uri",
            "to-iri",
            "display",
            "resolve",
            "relativize",
            "normalize",
            "compare",
            "url",
            "canonicalize",
            "surt",
            "domain",
            "template",
            "pattern");

    /** One violation of a {@code check --batch} line. */
    record BatchViolation(String code, String severity, int index, String message) {}

    /**
     * Reads a {@code check --batch} line: {@code valid} or {@code invalid}, then four fields per
     * violation, {@code CODE<TAB>SEVERITY<TAB>INDEX<TAB>MESSAGE}.
     *
     * @param line the line
     * @return the violations; the verdict is checked to be one of the two words
     */
    static List<BatchViolation> checkViolations(String line) {
        String[] fields = line.split("\t", -1);
        assertTrue(fields[0].equals("valid") || fields[0].equals("invalid"), line);
        assertEquals(0, (fields.length - 1) % 4, () -> "not verdict + 4 fields per violation: " + line);
        List<BatchViolation> out = new ArrayList<>();
        for (int i = 1; i < fields.length; i += 4) {
            assertTrue(fields[i + 1].equals("ERROR") || fields[i + 1].equals("WARNING"), line);
            assertFalse(fields[i + 3].isEmpty(), line);
            out.add(new BatchViolation(fields[i], fields[i + 1], Integer.parseInt(fields[i + 2]), fields[i + 3]));
        }
        return out;
    }

    /**
     * A {@code check --batch} line in short: the verdict, then a TAB and the codes separated by
     * commas if there are violations ({@code invalid<TAB>ILLEGAL_CHARACTER}).
     *
     * @param line the line
     * @return the short form
     */
    static String checkSummary(String line) {
        List<BatchViolation> violations = checkViolations(line);
        String verdict = line.split("\t", -1)[0];
        if (violations.isEmpty()) {
            return verdict;
        }
        return verdict + "\t"
                + String.join(",", violations.stream().map(BatchViolation::code).toList());
    }

    /** The expected members of a parse result, in the documented order. */
    static Map<String, Object> components(
            String scheme,
            String authority,
            String userinfo,
            String host,
            String hostKind,
            String port,
            String path,
            String query,
            String fragment,
            boolean absolute) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("scheme", scheme);
        map.put("authority", authority);
        map.put("userinfo", userinfo);
        map.put("host", host);
        map.put("hostKind", hostKind);
        // The hosts of these cases are safe to show as they are (RFC 3987 §8); CliParseTest
        // checks the ones that are not.
        map.put("displayHost", host);
        map.put("port", port);
        map.put("path", path);
        map.put("query", query);
        map.put("fragment", fragment);
        map.put("absolute", absolute);
        return map;
    }

    /** A strict reader of one JSON object. */
    private static final class JsonReader {
        private final String s;
        private int i;

        JsonReader(String s) {
            this.s = s;
        }

        Map<String, Object> document() {
            Map<String, Object> members = object();
            if (i != s.length()) {
                fail("trailing text after the object at " + i + " in " + s);
            }
            return members;
        }

        private Map<String, Object> object() {
            Map<String, Object> members = new LinkedHashMap<>();
            expect('{');
            if (peek() == '}') {
                i++;
                return members;
            }
            while (true) {
                String name = string();
                expect(':');
                if (members.containsKey(name)) {
                    fail("duplicate member " + name + " in " + s);
                }
                members.put(name, value());
                char c = next();
                if (c == '}') {
                    return members;
                }
                if (c != ',') {
                    fail("expected , or } at " + (i - 1) + " in " + s);
                }
            }
        }

        private List<Object> array() {
            List<Object> values = new ArrayList<>();
            expect('[');
            if (peek() == ']') {
                i++;
                return values;
            }
            while (true) {
                values.add(value());
                char c = next();
                if (c == ']') {
                    return values;
                }
                if (c != ',') {
                    fail("expected , or ] at " + (i - 1) + " in " + s);
                }
            }
        }

        private Object value() {
            char c = peek();
            if (c == '"') {
                return string();
            }
            if (c == '{') {
                return object();
            }
            if (c == '[') {
                return array();
            }
            if (c == '-' || (c >= '0' && c <= '9')) {
                int start = i;
                if (c == '-') {
                    i++;
                }
                if (peek() == '0') {
                    i++;
                } else {
                    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                        i++;
                    }
                }
                if (i == start || s.charAt(i - 1) == '-') {
                    fail("bad number at " + start + " in " + s);
                }
                return Long.parseLong(s.substring(start, i));
            }
            for (String word : Arrays.asList("null", "true", "false")) {
                if (s.startsWith(word, i)) {
                    i += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            return fail("unexpected value at " + i + " in " + s);
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    fail("unescaped control U+" + Integer.toHexString(c) + " at " + (i - 1));
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            fail("short \\u escape in " + s);
                        }
                        out.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> fail("bad escape \\" + e + " in " + s);
                }
            }
        }

        private void expect(char c) {
            if (next() != c) {
                fail("expected " + c + " at " + (i - 1) + " in " + s);
            }
        }

        private char peek() {
            if (i >= s.length()) {
                fail("unexpected end of JSON: " + s);
            }
            return s.charAt(i);
        }

        private char next() {
            char c = peek();
            i++;
            return c;
        }
    }
}
