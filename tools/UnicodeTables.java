import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Regenerates the Unicode data iri4j carries for a given Unicode version, from the Unicode
 * Character Database files given as arguments (docs/DATA.md, "Unicode"):
 *
 * <pre>
 * java tools/UnicodeTables.java --version 18.0.0 --unicode-data UnicodeData.txt \
 *     [--idna-test IdnaTestV2.txt] [--check]
 * java tools/UnicodeTables.java --version 18.0.0 --icu4j icu4j-79.1.jar [--idna-test ...] [--check]
 * </pre>
 *
 * <ul>
 *   <li>{@code --unicode-data}: the version's {@code UnicodeData.txt}
 *       (https://www.unicode.org/Public/VERSION/ucd/UnicodeData.txt). Its combining classes
 *       (field 3) and decomposition mappings (field 5) give, for every code point, the
 *       non-starters at the two ends of its NFKD decomposition (UAX #15 §13.1): the table
 *       {@code CHANGES} of iri-core's {@code org.iri4j.core.internal.text.NonStarters}, which
 *       this rewrites, with the version in its javadoc ("generated from Unicode X"). Hangul
 *       syllables decompose algorithmically into jamo, all starters, so the file's lack of a
 *       mapping for them gives their right value, 0.</li>
 *   <li>{@code --icu4j}, instead: the ICU4J jar of that Unicode version (its Maven Central
 *       artifact {@code com.ibm.icu:icu4j}), whose data gives the same two fields
 *       ({@code UCharacter.getCombiningClass}, {@code Normalizer2.getRawDecomposition} of the
 *       NFKD instance: the mapping of field 5, one level deep). For a version whose
 *       {@code UnicodeData.txt} is not at hand; the jar is loaded apart from this program and must
 *       implement {@code --version}.</li>
 *   <li>{@code --idna-test}: the version's {@code IdnaTestV2.txt}
 *       (https://www.unicode.org/Public/idna/VERSION/IdnaTestV2.txt), copied unchanged to
 *       iri-idna's test resources once its header says the same version.</li>
 *   <li>{@code --check}: write nothing; status 1 when the table in the source differs from the
 *       one the file gives.</li>
 * </ul>
 *
 * From the repository root. The table and ICU4J must be of one Unicode version: iri-core's
 * {@code NonStartersTableTest} compares them code point by code point, so raise
 * {@code icu4j.version} in the root pom to the ICU release of the same Unicode version with them.
 */
public final class UnicodeTables {

    static final Path NON_STARTERS = Path.of("iri-core/src/main/java/org/iri4j/core/internal/text/NonStarters.java");
    static final Path IDNA_TEST = Path.of("iri-idna/src/test/resources/org/iri4j/idna/IdnaTestV2.txt");

    /** NonStarters.ALL: the decomposition is non-starters only. */
    static final int ALL = 0x40;
    static final int VALUE_BITS = 7;
    static final int MAX_COUNT = 7;

    public static void main(String[] args) throws IOException {
        Map<String, String> options = new HashMap<>();
        boolean check = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--check")) {
                check = true;
            } else if (args[i].startsWith("--") && i + 1 < args.length) {
                options.put(args[i], args[++i]);
            } else {
                usage("unexpected argument " + args[i]);
            }
        }
        String version = options.get("--version");
        String unicodeData = options.get("--unicode-data");
        String icu4j = options.get("--icu4j");
        if (version == null || !version.matches("\\d+\\.\\d+\\.\\d+") || (unicodeData == null) == (icu4j == null)) {
            usage("--version X.Y.Z and one of --unicode-data FILE and --icu4j JAR are required");
        }
        if (!Files.isRegularFile(NON_STARTERS)) {
            usage("run from the repository root: no " + NON_STARTERS);
        }
        String idnaTest = options.get("--idna-test");
        if (idnaTest != null && !check) {
            checkIdnaTestVersion(Path.of(idnaTest), version);
        }
        String from = unicodeData != null ? unicodeData : icu4j;
        int[] values = unicodeData != null
                ? nonStarters(Path.of(unicodeData))
                : nonStartersFromIcu(Path.of(icu4j), version);
        String source = Files.readString(NON_STARTERS, StandardCharsets.UTF_8);
        String updated = withTable(source, changes(values), version);
        if (check) {
            boolean same = updated.equals(source);
            System.out.println(NON_STARTERS + (same ? " agrees with " : " differs from ") + from);
            System.exit(same ? 0 : 1);
        }
        Files.writeString(NON_STARTERS, updated, StandardCharsets.UTF_8);
        System.out.println("wrote " + NON_STARTERS + " (Unicode " + version + ", " + changes(values).size() + " entries)");
        if (idnaTest != null) {
            Files.copy(Path.of(idnaTest), IDNA_TEST, StandardCopyOption.REPLACE_EXISTING);
            System.out.println("copied " + idnaTest + " to " + IDNA_TEST);
        }
        System.out.println("Next: icu4j.version in pom.xml for Unicode " + version
                + "; WPT's form of the test file: java tools/IdnaTestV2ToWpt.java --exclude-ipv4-like"
                + " --exclude-std3 --exclude-bidi " + IDNA_TEST + " iri-web/src/test/resources/wpt-url/IdnaTestV2-"
                + version + ".json; then mvn -pl iri-core,iri-idna,iri-web test"
                + " (NonStartersTableTest, IdnaTestV2*Test, WptIdnaTestV2Test).");
    }

    private static void usage(String problem) {
        System.err.println("UnicodeTables: " + problem);
        System.err.println("usage: java tools/UnicodeTables.java --version X.Y.Z"
                + " (--unicode-data UnicodeData.txt | --icu4j icu4j.jar) [--idna-test IdnaTestV2.txt] [--check]");
        System.exit(2);
    }

    /** For each code point, NonStarters' value: ALL, the leading count in bits 3-5, the trailing in 0-2. */
    static int[] nonStarters(Path unicodeData) throws IOException {
        int[] combiningClass = new int[Character.MAX_CODE_POINT + 1];
        Map<Integer, int[]> decomposition = new HashMap<>();
        for (String line : Files.readAllLines(unicodeData, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split(";", -1);
            if (fields.length < 6) {
                throw new IllegalArgumentException("not a line of UnicodeData.txt: " + line);
            }
            int cp = Integer.parseInt(fields[0], 16);
            combiningClass[cp] = Integer.parseInt(fields[3]);
            String mapping = fields[5].replaceFirst("^<[^>]*>\\s*", "").trim();
            if (!mapping.isEmpty()) {
                String[] parts = mapping.split("\\s+");
                int[] to = new int[parts.length];
                for (int i = 0; i < parts.length; i++) {
                    to[i] = Integer.parseInt(parts[i], 16);
                }
                decomposition.put(cp, to);
            }
        }
        return values(combiningClass, decomposition);
    }

    /** The same values from ICU4J's data, read through reflection from a jar loaded apart. */
    static int[] nonStartersFromIcu(Path jar, String version) throws IOException {
        int[] combiningClass = new int[Character.MAX_CODE_POINT + 1];
        Map<Integer, int[]> decomposition = new HashMap<>();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            Class<?> uCharacter = Class.forName("com.ibm.icu.lang.UCharacter", true, loader);
            String icuUnicode = uCharacter.getMethod("getUnicodeVersion").invoke(null).toString();
            if (!(icuUnicode + ".").startsWith(version + ".")) {
                usage(jar + " implements Unicode " + icuUnicode + ", not " + version);
            }
            Method ccc = uCharacter.getMethod("getCombiningClass", int.class);
            Class<?> normalizer2 = Class.forName("com.ibm.icu.text.Normalizer2", true, loader);
            Object nfkd = normalizer2.getMethod("getNFKDInstance").invoke(null);
            Method raw = normalizer2.getMethod("getRawDecomposition", int.class);
            for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
                combiningClass[cp] = (Integer) ccc.invoke(null, cp);
                String mapping = (String) raw.invoke(nfkd, cp);
                if (mapping != null) {
                    decomposition.put(cp, mapping.codePoints().toArray());
                }
            }
        } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException
                | InvocationTargetException e) {
            throw new IllegalArgumentException(jar + " is not an ICU4J jar that this program can read", e);
        }
        return values(combiningClass, decomposition);
    }

    private static int[] values(int[] combiningClass, Map<Integer, int[]> decomposition) {
        int[] values = new int[Character.MAX_CODE_POINT + 1];
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            List<Integer> full = new ArrayList<>();
            decompose(cp, decomposition, full);
            values[cp] = value(full, combiningClass, cp);
        }
        return values;
    }

    /** The full compatibility decomposition (NFKD without reordering, which keeps the ends' counts). */
    private static void decompose(int cp, Map<Integer, int[]> decomposition, List<Integer> out) {
        int[] to = decomposition.get(cp);
        if (to == null) {
            out.add(cp);
            return;
        }
        for (int c : to) {
            decompose(c, decomposition, out);
        }
    }

    private static int value(List<Integer> full, int[] combiningClass, int cp) {
        int leading = 0;
        while (leading < full.size() && combiningClass[full.get(leading)] != 0) {
            leading++;
        }
        int trailing = 0;
        if (leading < full.size()) {
            while (combiningClass[full.get(full.size() - 1 - trailing)] != 0) {
                trailing++;
            }
        }
        if (leading > MAX_COUNT || trailing > MAX_COUNT) {
            throw new IllegalStateException(String.format(
                    "U+%04X: %d leading, %d trailing non-starters, more than the table's 3 bits", cp, leading, trailing));
        }
        return leading == full.size() ? ALL | leading << 3 : leading << 3 | trailing;
    }

    /** Where the value changes, in code point order: codePoint << 7 | value. */
    static List<Integer> changes(int[] values) {
        List<Integer> changes = new ArrayList<>();
        int previous = 0;
        for (int cp = 0; cp < values.length; cp++) {
            if (values[cp] != previous) {
                changes.add(cp << VALUE_BITS | values[cp]);
                previous = values[cp];
            }
        }
        return changes;
    }

    /** The source with the array's body and the version in the javadoc replaced. */
    static String withTable(String source, List<Integer> changes, String version) {
        String open = "private static final int[] CHANGES = {\n";
        int start = source.indexOf(open);
        int end = source.indexOf("\n    };", start);
        if (start < 0 || end < 0) {
            throw new IllegalStateException(NON_STARTERS + " has no CHANGES array to rewrite");
        }
        StringBuilder table = new StringBuilder();
        for (int i = 0; i < changes.size(); i++) {
            table.append(i % 8 == 0 ? (i == 0 ? "        " : "\n        ") : " ");
            table.append(String.format("0x%X,", changes.get(i)));
        }
        String updated = source.substring(0, start + open.length()) + table + source.substring(end);
        Matcher named = Pattern.compile("generated from Unicode \\d+\\.\\d+\\.\\d+").matcher(updated);
        if (!named.find()) {
            throw new IllegalStateException(NON_STARTERS + "'s javadoc does not say \"generated from Unicode X.Y.Z\"");
        }
        return named.replaceFirst("generated from Unicode " + version);
    }

    /** Refuses, before anything is written, an IdnaTestV2.txt of another version. */
    private static void checkIdnaTestVersion(Path file, String version) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String header = String.join("\n", lines.subList(0, Math.min(12, lines.size())));
        if (!header.contains("# Version: " + version)) {
            usage(file + " is not IdnaTestV2.txt of Unicode " + version + ": its header says\n" + header);
        }
    }
}
