import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The size rules of the project's main code, measured with the JDK's own parser (no build, no
 * dependency): top-level classes over 400 lines (javadoc included, the whole file), methods
 * and constructors over 60 lines (from their first annotation or modifier to the closing brace),
 * methods with more than 6 parameters, and methods with two or more {@code boolean}
 * parameters (a family of flags, where a small named type says more).
 *
 * <pre>
 * java tools/CodeMetrics.java            # counts and every offender, from the repository root
 * java tools/CodeMetrics.java --check    # the same, and status 1 if any rule is broken
 * </pre>
 *
 * Main code is every {@code src/main/java} below the repository root; generated Unicode data
 * tables are measured too.
 */
public final class CodeMetrics {

    static final int MAX_CLASS_LINES = 400;
    static final int MAX_METHOD_LINES = 60;
    static final int MAX_PARAMETERS = 6;

    private final List<String> bigClasses = new ArrayList<>();
    private final List<String> longMethods = new ArrayList<>();
    private final List<String> manyParameters = new ArrayList<>();
    private final List<String> booleanFlags = new ArrayList<>();
    private int classes;
    private int methods;

    public static void main(String[] args) throws IOException {
        Path root = Path.of("").toAbsolutePath();
        CodeMetrics metrics = new CodeMetrics();
        metrics.measure(mainSources(root), root);
        metrics.print();
        boolean broken = !metrics.bigClasses.isEmpty() || !metrics.longMethods.isEmpty()
                || !metrics.manyParameters.isEmpty() || !metrics.booleanFlags.isEmpty();
        if (broken && args.length > 0 && args[0].equals("--check")) {
            System.exit(1);
        }
    }

    private static List<Path> mainSources(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> root.relativize(p).toString().replace('\\', '/').matches("[^/]+/src/main/java/.*"))
                    .filter(p -> !p.getFileName().toString().equals("module-info.java"))
                    .filter(p -> !p.getFileName().toString().equals("package-info.java"))
                    .sorted()
                    .toList();
        }
    }

    private void measure(List<Path> sources, Path root) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) compiler.getTask(null, files, d -> { }, List.of("-proc:none"), null,
                    files.getJavaFileObjectsFromPaths(sources));
            Trees trees = Trees.instance(task);
            for (CompilationUnitTree unit : task.parse()) {
                measure(unit, trees.getSourcePositions(), root);
            }
        }
    }

    private void measure(CompilationUnitTree unit, SourcePositions positions, Path root) {
        String file = root.relativize(Path.of(unit.getSourceFile().toUri())).toString();
        LineMap lines = unit.getLineMap();
        int fileLines = countLines(unit.getSourceFile());
        classes++;
        if (fileLines > MAX_CLASS_LINES) {
            bigClasses.add(file + ": " + fileLines + " lines");
        }
        new TreePathScanner<Void, Void>() {
            @Override
            public Void visitMethod(MethodTree method, Void unused) {
                methods++;
                long start = lines.getLineNumber(positions.getStartPosition(unit, method));
                long end = lines.getLineNumber(positions.getEndPosition(unit, method));
                String name = file + ":" + lines.getLineNumber(positions.getStartPosition(unit, method)) + " "
                        + method.getName();
                if (end - start + 1 > MAX_METHOD_LINES) {
                    longMethods.add(name + ": " + (end - start + 1) + " lines");
                }
                if (method.getParameters().size() > MAX_PARAMETERS) {
                    manyParameters.add(name + ": " + method.getParameters().size() + " parameters");
                }
                long flags = method.getParameters().stream()
                        .filter(p -> p.getType().toString().equals("boolean")).count();
                if (flags >= 2) {
                    booleanFlags.add(name + ": " + flags + " boolean parameters");
                }
                return super.visitMethod(method, unused);
            }
        }.scan(unit, null);
    }

    private static int countLines(JavaFileObject file) {
        try {
            return (int) file.getCharContent(true).chars().filter(c -> c == '\n').count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void print() {
        System.out.printf("%d main classes, %d methods%n", classes, methods);
        report("classes over " + MAX_CLASS_LINES + " lines", bigClasses);
        report("methods over " + MAX_METHOD_LINES + " lines", longMethods);
        report("methods over " + MAX_PARAMETERS + " parameters", manyParameters);
        report("methods with two or more boolean parameters", booleanFlags);
    }

    private static void report(String title, List<String> offenders) {
        System.out.printf("%s: %d%n", title, offenders.size());
        offenders.forEach(o -> System.out.println("  " + o));
    }
}
