package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A block of the README is true as written: the n-th {@code ```java} block of a section (the
 * first by default), taken from the README as it stands, made a method whose every result is checked
 * ({@link ReadmeBlockBody} says how a block shows a result), compiled against the build's class
 * path (every plugin, iri-idna, iri-web and iri-canon, as the README's examples assume) and
 * run. A block is compiled with the imports a reader of its section has written
 * ({@code org.iri4j.api.*}, {@code org.iri4j.core.*}, {@code org.iri4j.web.*},
 * {@code org.iri4j.canon.*}, {@code Path}, {@code Charset}) and its own; what else it needs
 * (a class of another block, a variable it leaves to the reader, a file it reads) a test gives it
 * with {@code with…}, each named in the test.
 */
final class ReadmeResults {

    private static final List<String> IMPORTS = List.of(
            "import java.util.ArrayList;",
            "import java.util.List;",
            "import java.nio.charset.Charset;",
            "import java.nio.file.Path;",
            "import org.iri4j.api.*;",
            "import org.iri4j.core.*;",
            "import org.iri4j.web.*;",
            "import org.iri4j.canon.*;");

    private final String section;
    private final int n;
    private final List<String> imports;
    private final Map<String, String> sources;
    private final List<String> givens;
    private final Map<String, Path> files;

    private ReadmeResults(
            String section,
            int n,
            List<String> imports,
            Map<String, String> sources,
            List<String> givens,
            Map<String, Path> files) {
        this.section = section;
        this.n = n;
        this.imports = List.copyOf(imports);
        this.sources = Map.copyOf(sources);
        this.givens = List.copyOf(givens);
        this.files = Map.copyOf(files);
    }

    /**
     * The first {@code ```java} block of a section.
     *
     * @param section the heading as the README writes it, or its start, e.g. {@code "## Working with components"}
     * @return the block, with nothing given
     */
    static ReadmeResults of(String section) {
        return of(section, 1);
    }

    /**
     * The n-th {@code ```java} block of a section, its subsections included.
     *
     * @param section the heading as the README writes it, or its start, e.g. {@code "## Using the library"}
     * @param n which block, counting from 1 in the README's order
     * @return the block, with nothing given
     */
    static ReadmeResults of(String section, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("blocks count from 1: " + n);
        }
        return new ReadmeResults(section, n, List.of(), Map.of(), List.of(), Map.of());
    }

    /**
     * Asserts every result a block shows.
     *
     * @param section the heading, e.g. {@code "## Working with components"}
     * @param atLeast how many results the block must show
     * @param dir a directory for the generated class
     */
    static void assertEveryResultIsTrue(String section, int atLeast, Path dir) throws Exception {
        of(section).assertEveryResultIsTrue(atLeast, dir);
    }

    /** @return this block, compiled with one more import (a type's name) */
    ReadmeResults withImport(String type) {
        List<String> more = new ArrayList<>(imports);
        more.add("import " + type + ";");
        return new ReadmeResults(section, n, more, sources, givens, files);
    }

    /** @return this block, compiled with another source file (its path under the source root, its text) */
    ReadmeResults withSource(String path, String text) {
        Map<String, String> more = new LinkedHashMap<>(sources);
        more.put(path, text);
        return new ReadmeResults(section, n, imports, more, givens, files);
    }

    /** @return this block, run after a declaration of what the block leaves to the reader */
    ReadmeResults withGiven(String declaration) {
        List<String> more = new ArrayList<>(givens);
        more.add(declaration);
        return new ReadmeResults(section, n, imports, sources, more, files);
    }

    /** @return this block, whose string literal {@code "name"} reads {@code file} instead */
    ReadmeResults withFile(String name, Path file) {
        Map<String, Path> more = new LinkedHashMap<>(files);
        more.put(name, file);
        return new ReadmeResults(section, n, imports, sources, givens, more);
    }

    /**
     * Asserts every result the block shows.
     *
     * @param atLeast how many results the block must show
     * @param dir a directory for the generated classes
     */
    void assertEveryResultIsTrue(int atLeast, Path dir) throws Exception {
        String block = javaBlockOf(Files.readString(ReadmeFiles.readme(), StandardCharsets.UTF_8), section, n);
        for (Map.Entry<String, Path> file : files.entrySet()) {
            String name = ReadmeBlockBody.literal(file.getKey());
            assertTrue(block.contains(name), "the block reads no " + name);
            block = block.replace(name, ReadmeBlockBody.literal(file.getValue().toString()));
        }
        ReadmeBlockBody.Body body = ReadmeBlockBody.of(block);
        assertTrue(body.checks() >= atLeast, "the README's block shows " + body.checks() + " results");
        List<Path> compiled = new ArrayList<>();
        compiled.add(write(dir, "readme/Block.java", source(body)));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            compiled.add(write(dir, s.getKey(), s.getValue()));
        }
        compile(compiled, dir);
        List<String[]> results = run(dir);
        List<String> wrong = new ArrayList<>();
        for (String[] r : results) {
            if (!r[1].equals(r[2])) {
                wrong.add(r[0] + "\n    README: " + r[1] + "\n    actual: " + r[2]);
            }
        }
        assertEquals(body.checks(), results.size(), "every result was checked");
        assertEquals(List.of(), wrong, "the README shows results the code does not give");
    }

    private String source(ReadmeBlockBody.Body body) {
        StringBuilder out = new StringBuilder("package readme;\n\n");
        IMPORTS.forEach(i -> out.append(i).append('\n'));
        imports.forEach(i -> out.append(i).append('\n'));
        body.imports().forEach(i -> out.append(i).append('\n'));
        out.append("\npublic final class Block {\n")
                .append("    public static List<String[]> run() throws Exception {\n")
                .append("        List<String[]> $results = new ArrayList<>();\n");
        givens.forEach(g -> out.append("        ").append(g).append('\n'));
        return out.append(body.code())
                .append("        return $results;\n    }\n\n")
                .append("    private static void $check(List<String[]> results, String expression, String expected,"
                        + " Object actual) {\n")
                .append("        results.add(new String[] {expression, expected, String.valueOf(actual)});\n    }\n\n")
                .append("    private static String $thrown(Exception e) {\n")
                .append("        return e.getClass().getSimpleName() + \": \" + e.getMessage();\n    }\n}\n")
                .toString();
    }

    @SuppressWarnings("unchecked")
    private static List<String[]> run(Path dir) throws Exception {
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, ReadmeResults.class.getClassLoader())) {
            Method run = loader.loadClass("readme.Block").getMethod("run");
            try {
                return (List<String[]>) run.invoke(null);
            } catch (InvocationTargetException e) {
                throw new AssertionError("a statement of the README's block throws", e.getCause());
            }
        }
    }

    private static Path write(Path dir, String name, String text) throws java.io.IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static void compile(List<Path> files, Path out) {
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
                                .getJavaFileObjects(files.toArray(new Path[0])))
                .call();
        assertTrue(ok, "the README's block does not compile:\n" + diagnostics);
    }

    /**
     * The n-th {@code ```java} block after a heading line, before the next heading of its level or
     * above ({@code ## A} ends at the next {@code ## }; its {@code ### } subsections are in it).
     */
    private static String javaBlockOf(String markdown, String heading, int n) {
        int section = markdown.indexOf("\n" + heading);
        assertTrue(section >= 0, "no heading " + heading);
        int next = sectionEnd(markdown, section + 1, heading);
        int start = section;
        int end = section;
        for (int i = 1; i <= n; i++) {
            start = markdown.indexOf("```java\n", end);
            assertTrue(start >= 0 && start < next, "no ```java block " + i + " in " + heading);
            end = markdown.indexOf("```", start + 8);
            assertTrue(end > start, "an unclosed ```java block in " + heading);
            end += 3;
        }
        return markdown.substring(start + 8, end - 3);
    }

    /**
     * Where the section of the heading at {@code at} ends: the next heading of its level or above,
     * the title aside (a {@code # } line is as often a comment in a shell block).
     */
    private static int sectionEnd(String markdown, int at, String heading) {
        int level = 0;
        while (level < heading.length() && heading.charAt(level) == '#') {
            level++;
        }
        int end = markdown.length();
        for (int l = 2; l <= level; l++) {
            int h = markdown.indexOf("\n" + "#".repeat(l) + " ", at + heading.length());
            end = h < 0 ? end : Math.min(end, h);
        }
        return end;
    }
}
