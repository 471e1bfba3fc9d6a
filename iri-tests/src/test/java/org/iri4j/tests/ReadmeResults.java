package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A block of the README is true as written: the first {@code ```java} block after a section's
 * heading, taken from the README as it stands, each line {@code expression; // result} turned
 * into a check that the expression's {@code String.valueOf} is the result the README shows,
 * compiled against the build's class path (every plugin, iri-idna and iri-web, as the README's
 * examples assume) and run.
 */
final class ReadmeResults {

    /** {@code expression;}, white space, then {@code // result}. */
    private static final Pattern RESULT = Pattern.compile("^(.*?);\\s+// (.*)$");

    private ReadmeResults() {}

    /**
     * Asserts every result a block shows.
     *
     * @param section the heading, e.g. {@code "## Working with components"}
     * @param atLeast how many results the block must show
     * @param dir a directory for the generated class
     */
    static void assertEveryResultIsTrue(String section, int atLeast, Path dir) throws Exception {
        String block = javaBlockAfter(Files.readString(ReadmeFiles.readme(), StandardCharsets.UTF_8), section);
        StringBuilder body = new StringBuilder();
        int checks = 0;
        for (String line : block.split("\n", -1)) {
            String check = asCheck(line);
            body.append(check != null ? check : line).append('\n');
            checks += check != null ? 1 : 0;
        }
        assertTrue(checks >= atLeast, "the README's block shows " + checks + " results");
        String source = "package readme;\n\nimport java.util.ArrayList;\nimport java.util.List;\n"
                + "import org.iri4j.api.*;\nimport org.iri4j.core.*;\nimport org.iri4j.web.*;\n\n"
                + "public final class Components {\n"
                + "    public static List<String[]> run() {\n"
                + "        List<String[]> out = new ArrayList<>();\n"
                + body
                + "        return out;\n    }\n\n"
                + "    private static void check(List<String[]> out, String expression, String expected, Object actual) {\n"
                + "        out.add(new String[] {expression, expected, String.valueOf(actual)});\n    }\n}\n";
        Path file = dir.resolve("readme/Components.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source, StandardCharsets.UTF_8);
        compile(file, dir);
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, ReadmeResults.class.getClassLoader())) {
            Method run = loader.loadClass("readme.Components").getMethod("run");
            @SuppressWarnings("unchecked")
            List<String[]> results = (List<String[]>) run.invoke(null);
            List<String> wrong = new ArrayList<>();
            for (String[] r : results) {
                if (!r[1].equals(r[2])) {
                    wrong.add(r[0] + "\n    README: " + r[1] + "\n    actual: " + r[2]);
                }
            }
            assertEquals(checks, results.size());
            assertEquals(List.of(), wrong, "the README shows results the code does not give");
        }
    }

    /** {@code expression; // result} as a check, or null for any other line (a declaration, a continuation). */
    private static String asCheck(String line) {
        Matcher m = RESULT.matcher(line);
        if (!m.matches() || line.trim().startsWith("//")) {
            return null;
        }
        String expression = m.group(1).trim();
        if (expression.isEmpty() || expression.startsWith(".") || isDeclaration(expression)) {
            return null;
        }
        String expected = m.group(2).trim();
        return "        check(out, " + literal(expression) + ", " + literal(expected) + ", " + expression + ");";
    }

    /** {@code Type name = ...}: a line that declares, whose comment is commentary. */
    private static boolean isDeclaration(String expression) {
        int eq = expression.indexOf(" = ");
        return eq > 0
                && Character.isUpperCase(expression.charAt(0))
                && expression.substring(0, eq).trim().contains(" ");
    }

    private static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.append('"').toString();
    }

    private static void compile(Path file, Path out) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        boolean ok = compiler.getTask(
                        diagnostics,
                        null,
                        null,
                        List.of(
                                "-proc:none",
                                "-encoding",
                                "UTF-8",
                                "-d",
                                out.toString(),
                                "-classpath",
                                System.getProperty("java.class.path")),
                        null,
                        compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                                .getJavaFileObjects(file.toFile()))
                .call();
        assertTrue(ok, "the README's block does not compile:\n" + diagnostics);
    }

    private static String javaBlockAfter(String markdown, String heading) {
        int section = markdown.indexOf(heading);
        int start = markdown.indexOf("```java\n", section);
        int end = markdown.indexOf("```", start + 8);
        assertTrue(section >= 0 && start >= 0 && end > start, "no ```java block after " + heading);
        return markdown.substring(start + 8, end);
    }
}
