package org.iri4j.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes {@code wpt.json}, the inputs of the {@code wpt} workload: every input of the URL
 * Standard's test file {@code urltestdata.json} (web-platform-tests, {@code url/resources/},
 * committed in {@code iri-web/src/test/resources/wpt-url/} with its source) that has no base
 * and that the Standard's parser does not fail on, in the file's order. The inputs are links as
 * the Standard's tests write them: whitespace to strip, backslashes, IPv4 in hexadecimal,
 * percent-encoded dots, non-ASCII hosts.
 *
 * <pre>
 * java -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.WptInputs \
 *     iri-web/src/test/resources/wpt-url/urltestdata.json iri-benchmarks/src/main/resources/org/iri4j/bench
 * </pre>
 *
 * <p>The file is JSON (RFC 8259), one input per line: the inputs hold tabs, newlines and lone
 * surrogates, which a file of lines cannot.
 */
public final class WptInputs {

    /** Where the inputs come from, written into the file. */
    static final String SOURCE = "web-platform-tests url/resources/urltestdata.json"
            + " (iri-web/src/test/resources/wpt-url/): the inputs without a base that do not fail";

    private WptInputs() {}

    /**
     * Writes {@code wpt.json} into a directory.
     *
     * @param args the path of {@code urltestdata.json}, and the directory
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: WptInputs URLTESTDATA_JSON OUTPUT_DIRECTORY");
        }
        List<String> inputs = select(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        Path dir = Path.of(args[1]);
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("wpt.json"), write(inputs), StandardCharsets.UTF_8);
        System.out.println("wrote wpt.json (" + inputs.size() + " inputs) to " + dir);
    }

    /**
     * The inputs of the cases without a base that are not expected to fail.
     *
     * @param urlTestData the text of {@code urltestdata.json}
     * @return the inputs, in the file's order
     */
    static List<String> select(String urlTestData) {
        List<String> out = new ArrayList<>();
        for (Object entry : Json.array(Json.parse(urlTestData))) {
            if (entry instanceof Map<?, ?> map && map.get("base") == null && !Boolean.TRUE.equals(map.get("failure"))) {
                out.add((String) map.get("input"));
            }
        }
        return out;
    }

    /**
     * The file: an object with the source and the inputs, one input per line.
     *
     * @param inputs the inputs
     * @return the JSON text
     */
    static String write(List<String> inputs) {
        StringBuilder sb = new StringBuilder("{\n\"source\": ");
        string(sb, SOURCE);
        sb.append(",\n\"inputs\": [\n");
        for (int i = 0; i < inputs.size(); i++) {
            string(sb, inputs.get(i));
            sb.append(i + 1 < inputs.size() ? ",\n" : "\n");
        }
        return sb.append("]\n}\n").toString();
    }

    /**
     * A JSON string (RFC 8259 §7): controls, DEL and every surrogate as a six-character
     * {@code \}{@code u} escape (U+001F as {@code \}{@code u001F}), so the file is plain UTF-8
     * lines even where an input holds a lone surrogate.
     */
    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7F || Character.isSurrogate(c)) {
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        sb.append('"');
    }

    /**
     * The inputs of a {@code wpt.json} file.
     *
     * @param json its text
     * @return the inputs
     */
    static List<String> read(String json) {
        List<String> out = new ArrayList<>();
        for (Object input : Json.array(Json.object(Json.parse(json)).get("inputs"))) {
            out.add((String) input);
        }
        return List.copyOf(out);
    }
}
