package org.iri4j.web.internal.regex;

import java.util.HashSet;
import java.util.Set;
import org.iri4j.api.internal.MessageText;

/**
 * A character class with the {@code v} flag (ECMA-262 §22.2.1 CharacterClass[+UnicodeSetsMode],
 * ClassSetExpression) read into a {@link ClassSet}:
 *
 * <pre>
 * ClassSetExpression :: ClassUnion | ClassIntersection | ClassSubtraction
 * ClassUnion         :: (ClassSetRange | ClassSetOperand)*
 * ClassIntersection  :: ClassSetOperand &amp;&amp; [lookahead ≠ &amp;] ClassSetOperand (&amp;&amp; …)*
 * ClassSubtraction   :: ClassSetOperand -- ClassSetOperand (-- …)*
 * ClassSetOperand    :: NestedClass | ClassStringDisjunction | ClassSetCharacter
 * </pre>
 *
 * One level never mixes the three forms. A ClassSetCharacter is any code point but a
 * ClassSetSyntaxCharacter {@code ( ) [ ] { } / - \ |}, not starting a
 * ClassSetReservedDoublePunctuator ({@code &&}, {@code !!}, …), or an escape. Under {@code i}
 * each character, range and string is folded as it is read (MaybeSimpleCaseFolding), so the
 * set operations work on foldings.
 */
final class ClassSetParser {

    private static final String SYNTAX_CHARACTERS = "()[]{}/-\\|";
    private static final String DOUBLE_PUNCTUATORS = "&!#$%*+,.:;<=>?@^`~";
    private static final String RESERVED_PUNCTUATORS = "&-!#%,:;<=>@`~";

    private final RegexSource s;
    private final boolean ignoreCase;
    private int depth;

    private ClassSetParser(RegexSource s, boolean ignoreCase, int depth) {
        this.s = s;
        this.ignoreCase = ignoreCase;
        this.depth = depth;
    }

    /**
     * Reads a class.
     *
     * @param s the source, positioned at the {@code [}
     * @param ignoreCase whether the {@code i} flag is on here
     * @param depth how deep the class is nested in groups already
     * @return what the class denotes
     */
    static ClassSet parse(RegexSource s, boolean ignoreCase, int depth) {
        return new ClassSetParser(s, ignoreCase, depth).nestedClass();
    }

    /** How an operand was written: a range or a single character may not be every operand. */
    private enum Kind {
        CHARACTER,
        RANGE,
        OTHER
    }

    private record Operand(ClassSet set, Kind kind) {}

    /** {@code [ ClassContents ]} or {@code [^ ClassContents ]}, at the {@code [}. */
    private ClassSet nestedClass() {
        int open = s.pos();
        s.skip(1);
        if (++depth > EcmaParser.MAX_NESTING_DEPTH) {
            throw s.error(
                    RegexError.NESTING_TOO_DEEP, open, "classes nested deeper than " + EcmaParser.MAX_NESTING_DEPTH);
        }
        boolean negated = s.eat('^');
        ClassSet contents = contents(open);
        if (!s.eat(']')) {
            throw s.error(RegexError.UNTERMINATED_CHARACTER_CLASS, open, "[ without its ]");
        }
        depth--;
        if (!negated) {
            return contents;
        }
        if (contents.mayContainStrings()) {
            throw s.error(RegexError.NEGATED_CLASS_WITH_STRINGS, open, "[^…] around a class that may contain strings");
        }
        return ClassSet.of(ClassEscapes.complement(contents.chars(), ignoreCase));
    }

    private ClassSet contents(int open) {
        if (s.at(']') || s.atEnd()) {
            return ClassSet.EMPTY;
        }
        Operand first = operand(open);
        if (s.at("--") || s.at("&&")) {
            return operation(first, s.at("--") ? "--" : "&&", open);
        }
        ClassSet union = first.set();
        while (!s.at(']') && !s.atEnd()) {
            if (s.at("--") || s.at("&&")) {
                throw mixed();
            }
            union = union.union(operand(open).set());
        }
        return union;
    }

    /** ClassSubtraction or ClassIntersection: operands that are no ranges, one operator throughout. */
    private ClassSet operation(Operand first, String operator, int open) {
        if (first.kind() == Kind.RANGE) {
            throw mixed();
        }
        ClassSet result = first.set();
        while (s.at(operator)) {
            int at = s.pos();
            s.skip(2);
            if (s.at('&') || s.at(']') || s.atEnd()) {
                throw s.error(RegexError.INVALID_CLASS_SET_OPERATION, at, operator + " needs a class operand after it");
            }
            Operand next = operand(open);
            if (next.kind() == Kind.RANGE) {
                throw s.error(
                        RegexError.INVALID_CLASS_SET_OPERATION, at, "a range cannot be an operand of " + operator);
            }
            result = operator.equals("--") ? result.subtract(next.set()) : result.intersect(next.set());
        }
        if (!s.at(']') && !s.atEnd()) {
            throw mixed();
        }
        return result;
    }

    private RegexException mixed() {
        return s.error(
                RegexError.INVALID_CLASS_SET_OPERATION,
                s.pos(),
                "union, -- and && cannot be mixed in one class (nest a class: [[a-z]--[aeiou]])");
    }

    /** ClassSetOperand, or ClassSetRange when a character is followed by a single {@code -}. */
    private Operand operand(int open) {
        int at = s.pos();
        if (s.at('[')) {
            return new Operand(nestedClass(), Kind.OTHER);
        }
        if (s.at('\\') && ClassEscapes.isClassEscape(s.unitAt(1))) {
            s.skip(1);
            return new Operand(ClassSet.of(ClassEscapes.read(s, at, ignoreCase)), Kind.OTHER);
        }
        if (s.at("\\q")) {
            return new Operand(stringDisjunction(open), Kind.OTHER);
        }
        int first = character(open);
        if (!s.at('-') || s.at("--")) {
            return new Operand(ClassSet.of(folded(CharClass.of(first))), Kind.CHARACTER);
        }
        s.skip(1);
        int endAt = s.pos();
        if (s.at(']') || s.at('[') || s.at("\\q") || (s.at('\\') && ClassEscapes.isClassEscape(s.unitAt(1)))) {
            throw s.error(RegexError.INVALID_CLASS_RANGE, endAt, "a range must end in a single character");
        }
        int last = character(open);
        if (last < first) {
            throw s.error(
                    RegexError.INVALID_CLASS_RANGE,
                    at,
                    "range out of order: " + MessageText.codePoint(first) + " to " + MessageText.codePoint(last));
        }
        return new Operand(ClassSet.of(folded(CharClass.range(first, last))), Kind.RANGE);
    }

    /** ClassStringDisjunction :: <code>\q&#123;</code> ClassString ({@code |} ClassString)* <code>&#125;</code>. */
    private ClassSet stringDisjunction(int open) {
        int at = s.pos();
        s.skip(2);
        if (!s.eat('{')) {
            throw s.error(RegexError.INVALID_ESCAPE, at, "\\q must be followed by {");
        }
        Set<String> strings = new HashSet<>();
        CharClassBuilder singles = new CharClassBuilder();
        StringBuilder current = new StringBuilder();
        while (true) {
            boolean closing = s.at('}');
            if (closing || s.eat('|')) {
                if (current.codePointCount(0, current.length()) == 1) {
                    singles.add(current.codePointAt(0));
                } else {
                    strings.add(current.toString());
                }
                current.setLength(0);
                if (closing) {
                    s.skip(1);
                    return new ClassSet(singles.build(), strings, !strings.isEmpty());
                }
            } else {
                int c = character(open);
                current.appendCodePoint(ignoreCase ? CaseFolding.fold(c) : c);
            }
        }
    }

    /**
     * ClassSetCharacter :: [lookahead ∉ ClassSetReservedDoublePunctuator] SourceCharacter but not
     * ClassSetSyntaxCharacter | {@code \} CharacterEscape | {@code \} ClassSetReservedPunctuator |
     * {@code \b}.
     */
    private int character(int open) {
        int at = s.pos();
        int c = s.peek();
        if (c == RegexSource.END) {
            throw s.error(RegexError.UNTERMINATED_CHARACTER_CLASS, open, "[ without its ]");
        }
        if (c == '\\') {
            s.skip(1);
            int d = s.peek();
            if (d == 'b') {
                s.skip(1);
                return 0x08;
            }
            if (d >= 0 && d < 0x80 && RESERVED_PUNCTUATORS.indexOf(d) >= 0) {
                s.skip(1);
                return d;
            }
            return EscapeReader.characterEscape(s, at);
        }
        if (c < 0x80 && DOUBLE_PUNCTUATORS.indexOf(c) >= 0 && s.unitAt(1) == c) {
            throw s.error(
                    RegexError.RESERVED_DOUBLE_PUNCTUATOR,
                    at,
                    s.slice(at, at + 2) + " is reserved in a class (escape one of them)");
        }
        if (c < 0x80 && SYNTAX_CHARACTERS.indexOf(c) >= 0) {
            throw s.error(
                    RegexError.UNESCAPED_CLASS_SET_CHARACTER,
                    at,
                    MessageText.codePoint(c) + " must be escaped in a class with the v flag");
        }
        return s.next();
    }

    private CharClass folded(CharClass set) {
        return ignoreCase ? CaseFolding.foldAll(set) : set;
    }
}
