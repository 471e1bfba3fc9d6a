package org.iri4j.tests;

import java.util.ArrayList;
import java.util.List;

/**
 * A README {@code ```java} block as the body of a method that records every result the block
 * shows, by the conventions the README's examples keep:
 *
 * <ul>
 *   <li>{@code expression; // result}: the result is {@code String.valueOf} of the expression
 *       or, where it throws, the exception's simple name, {@code ": "} and its message. Text
 *       after two spaces is commentary ({@code // true  (only warnings)}); comment lines right
 *       below continue a result without commentary, joined by one space.
 *   <li>A statement with no comment and comment lines right below it: they are its result
 *       (a declaration's: the value of its variable). With nothing below, the statement is run,
 *       not checked.
 *   <li>{@code Type name = ...; // comment}: a declaration's own comment is commentary.
 *   <li>An {@code import} line goes to the imports of the file the body is compiled in.
 * </ul>
 *
 * A statement may span lines; it ends with {@code ;} outside brackets and literals.
 */
final class ReadmeBlockBody {

    /** The block's imports, the method body and how many results it checks. */
    record Body(List<String> imports, String code, int checks) {}

    private final List<String> imports = new ArrayList<>();
    private final StringBuilder code = new StringBuilder();
    private final List<String> statement = new ArrayList<>();
    private int depth;
    private Finished finished;
    private int checks;

    private ReadmeBlockBody() {}

    /**
     * @param block the text between the fences
     * @return the body that checks the block's results through {@code $check} and
     *     {@code $thrown}, into {@code $results}
     */
    static Body of(String block) {
        ReadmeBlockBody parser = new ReadmeBlockBody();
        block.lines().forEach(parser::read);
        parser.flush();
        if (!parser.statement.isEmpty()) {
            throw new IllegalArgumentException("the block ends inside a statement: " + parser.statement);
        }
        return new Body(List.copyOf(parser.imports), parser.code.toString(), parser.checks);
    }

    private void read(String line) {
        String trimmed = line.strip();
        boolean between = statement.isEmpty();
        if (between && trimmed.startsWith("//") && finished != null) {
            finished.below(trimmed.substring(2).strip());
            return;
        }
        if (between && (trimmed.isEmpty() || trimmed.startsWith("//") || trimmed.startsWith("import "))) {
            flush();
            if (trimmed.startsWith("import ")) {
                imports.add(trimmed);
            } else {
                code.append(line).append('\n');
            }
            return;
        }
        flush();
        statement.add(line);
        Line scanned = Line.scan(line);
        depth += scanned.depthChange();
        if (depth == 0 && scanned.code().strip().endsWith(";")) {
            finished = new Finished(List.copyOf(statement), scanned.comment());
            statement.clear();
        }
    }

    /** Writes the last statement, checked if it shows a result. */
    private void flush() {
        if (finished == null) {
            return;
        }
        Finished f = finished;
        finished = null;
        String text = f.code();
        String declared = declaredName(text);
        boolean isResult = f.hasResult() && (declared == null || f.ownComment == null);
        if (!isResult) {
            f.lines.forEach(l -> code.append(l).append('\n'));
        } else if (declared != null) {
            f.lines.forEach(l -> code.append(l).append('\n'));
            code.append("        $check($results, ")
                    .append(literal(declared))
                    .append(", ")
                    .append(literal(f.result()))
                    .append(", ")
                    .append(declared)
                    .append(");\n");
        } else {
            writeCheck(f, text.substring(0, text.length() - 1).strip());
        }
        checks += isResult ? 1 : 0;
    }

    /** The expression in a try, so that an exception is a result too. */
    private void writeCheck(Finished f, String expression) {
        String head = "$check($results, " + literal(expression) + ", " + literal(f.result()) + ", ";
        code.append("        try {\n            ").append(head).append('\n');
        for (int i = 0; i < f.lines.size() - 1; i++) {
            code.append(f.lines.get(i)).append('\n');
        }
        String last = Line.scan(f.lines.get(f.lines.size() - 1)).code().stripTrailing();
        code.append(last, 0, last.length() - 1).append(");\n");
        code.append("        } catch (Exception $e) {\n            ")
                .append(head)
                .append("$thrown($e));\n        }\n");
    }

    /** The variable of {@code Type name = ...}, or null for a statement that declares none. */
    private static String declaredName(String statement) {
        int eq = Line.topLevel(statement, " = ");
        if (eq < 0) {
            return null;
        }
        String left = statement.substring(0, eq).strip();
        int space = left.lastIndexOf(' ');
        if (space < 0 || !isIdentifier(left.substring(space + 1))) {
            return null;
        }
        for (char c : left.substring(0, space).toCharArray()) {
            if (!Character.isJavaIdentifierPart(c) && ".<>,?[] ".indexOf(c) < 0) {
                return null;
            }
        }
        return left.substring(space + 1);
    }

    private static boolean isIdentifier(String name) {
        return !name.isEmpty()
                && Character.isJavaIdentifierStart(name.charAt(0))
                && name.chars().allMatch(Character::isJavaIdentifierPart);
    }

    static String literal(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.append('"').toString();
    }

    /** A statement read to its {@code ;}, waiting for the result lines below it. */
    private static final class Finished {
        final List<String> lines;
        final String ownComment;
        private final StringBuilder result = new StringBuilder();
        private boolean commentary;
        private boolean hasResult;

        Finished(List<String> lines, String ownComment) {
            this.lines = lines;
            this.ownComment = ownComment;
            if (ownComment != null) {
                below(ownComment);
            }
        }

        /** A comment line below: the result, or more of it, until commentary starts. */
        void below(String text) {
            if (commentary) {
                return;
            }
            int gap = text.indexOf("  ");
            commentary = gap >= 0;
            result.append(hasResult ? " " : "").append(gap >= 0 ? text.substring(0, gap) : text);
            hasResult = true;
        }

        boolean hasResult() {
            return hasResult;
        }

        String result() {
            return result.toString();
        }

        /** The statement's code without comments, its lines joined by a space. */
        String code() {
            StringBuilder out = new StringBuilder();
            for (String line : lines) {
                String part = Line.scan(line).code().strip();
                out.append(out.length() > 0 && !part.isEmpty() ? " " : "").append(part);
            }
            return out.toString();
        }
    }

    /** A line's code, its {@code //} comment (null for none) and how it changes bracket depth. */
    private record Line(String code, String comment, int depthChange) {

        static Line scan(String line) {
            int depth = 0;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '"' || c == '\'') {
                    i = closing(line, i);
                } else if (c == '/' && line.startsWith("//", i)) {
                    return new Line(line.substring(0, i), line.substring(i + 2).strip(), depth);
                } else if ("({[".indexOf(c) >= 0) {
                    depth++;
                } else if (")}]".indexOf(c) >= 0) {
                    depth--;
                }
            }
            return new Line(line, null, depth);
        }

        /** Where {@code needle} first stands outside literals and brackets, or -1. */
        static int topLevel(String code, String needle) {
            int depth = 0;
            for (int i = 0; i < code.length(); i++) {
                char c = code.charAt(i);
                if (c == '"' || c == '\'') {
                    i = closing(code, i);
                } else if ("({[".indexOf(c) >= 0) {
                    depth++;
                } else if (")}]".indexOf(c) >= 0) {
                    depth--;
                } else if (depth == 0 && code.startsWith(needle, i)) {
                    return i;
                }
            }
            return -1;
        }

        /** The index of the quote that closes the literal opened at {@code open}. */
        private static int closing(String text, int open) {
            char quote = text.charAt(open);
            for (int i = open + 1; i < text.length(); i++) {
                if (text.charAt(i) == '\\') {
                    i++;
                } else if (text.charAt(i) == quote) {
                    return i;
                }
            }
            return text.length();
        }
    }
}
