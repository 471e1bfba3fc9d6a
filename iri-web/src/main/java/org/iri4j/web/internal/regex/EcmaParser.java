package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.List;

/**
 * The ECMAScript pattern parser (ECMA-262 §22.2.1) for the flags {@code v} and, optionally,
 * {@code i}: a pattern's source to a {@link Node} tree. The {@code v} flag makes the syntax
 * strict (Annex B §B.1.2 does not apply): lone <code>&#123; &#125; ]</code>, identity escapes of
 * letters, octal escapes and quantified lookarounds are syntax errors.
 *
 * <pre>
 * Pattern     :: Disjunction
 * Disjunction :: Alternative ( | Alternative )*
 * Alternative :: Term*
 * Term        :: Assertion | Atom Quantifier?
 * Assertion   :: ^ | $ | \b | \B | (?= …) | (?! …) | (?&lt;= …) | (?&lt;! …)
 * Atom        :: PatternCharacter | . | \ AtomEscape | CharacterClass | ( GroupSpecifier? Disjunction )
 *              | (?: Disjunction ) | (? Modifiers(-Modifiers)? : Disjunction )
 * </pre>
 *
 * What the linear-time engine cannot run is refused with a {@link RegexException}:
 * backreferences, a capturing group inside a lookaround, the {@code m} modifier. Recursion is
 * bounded by {@link #MAX_NESTING_DEPTH}; the source by {@link #MAX_SOURCE_LENGTH}.
 */
public final class EcmaParser implements GroupContext {

    /** The longest source parsed, in UTF-16 units: 100,000. */
    public static final int MAX_SOURCE_LENGTH = 100_000;

    /**
     * The deepest groups, lookarounds and classes nest: 200, so that parsing (recursive) and
     * compiling the tree ({@link LinearMatcher#MAX_NESTING_DEPTH} nodes) stay within a thread's stack.
     */
    public static final int MAX_NESTING_DEPTH = 200;

    /** What {@code .} matches without the s flag: all but LineTerminator (ECMA-262 §12.3). */
    private static final CharClass NOT_LINE_TERMINATOR = CharClass.of('\n')
            .union(CharClass.of('\r'))
            .union(CharClass.range(0x2028, 0x2029))
            .complement();

    private final RegexSource s;
    private final boolean patternIgnoreCase;
    private final GroupNames names = new GroupNames();
    private final List<Backreference> backreferences = new ArrayList<>();
    private final GroupParser groups;
    // the flags where the parser is: a modifier group (?i:…) changes them for its body
    private RegexFlags flags;
    private int depth;
    private int captures;
    private int lookarounds;

    /** A backreference seen: checked once all groups are known, then refused. */
    private record Backreference(int index, int number, String name) {}

    private EcmaParser(String source, boolean ignoreCase) {
        this.s = new RegexSource(source);
        this.patternIgnoreCase = ignoreCase;
        this.flags = new RegexFlags(ignoreCase, false);
        this.groups = new GroupParser(this, s);
    }

    /**
     * Parses a pattern with the flags {@code v} and, when {@code ignoreCase}, {@code i}.
     *
     * @param source the pattern, without slashes or flags
     * @param ignoreCase whether the {@code i} flag is on
     * @return the tree, capture count and group names
     * @throws RegexException a syntax error or a refused construct, with its index in {@code source}
     */
    public static ParsedRegex parse(String source, boolean ignoreCase) {
        if (source.length() > MAX_SOURCE_LENGTH) {
            throw new RegexException(
                    RegexError.PATTERN_TOO_LONG,
                    MAX_SOURCE_LENGTH,
                    "a regular expression of " + source.length() + " UTF-16 units; the most is " + MAX_SOURCE_LENGTH);
        }
        EcmaParser parser = new EcmaParser(source, ignoreCase);
        Node root = parser.disjunction();
        if (!parser.s.atEnd()) {
            throw parser.s.error(RegexError.UNBALANCED_REGEXP_GROUP, parser.s.pos(), ") without its (");
        }
        parser.checkBackreferences();
        return new ParsedRegex(root, parser.captures, parser.names.names());
    }

    /** Disjunction :: Alternative ( | Alternative )*, stopping before {@code )} or the end. */
    @Override
    public Node disjunction() {
        names.enterDisjunction();
        List<Node> alternatives = new ArrayList<>();
        alternatives.add(alternative());
        while (s.eat('|')) {
            names.nextAlternative();
            alternatives.add(alternative());
        }
        names.exitDisjunction();
        return alternatives.size() == 1 ? alternatives.get(0) : new Node.Alternation(alternatives);
    }

    private Node alternative() {
        List<Node> items = new ArrayList<>();
        while (!s.atEnd() && !s.at('|') && !s.at(')')) {
            items.add(term());
        }
        if (items.isEmpty()) {
            return new Node.Empty();
        }
        return items.size() == 1 ? items.get(0) : new Node.Sequence(items);
    }

    /** Term :: Assertion | Atom Quantifier? (assertions take no quantifier with u/v). */
    private Node term() {
        int at = s.pos();
        Node assertion = null;
        if (s.eat('^')) {
            assertion = new Node.Assertion(Node.AssertionKind.INPUT_START);
        } else if (s.eat('$')) {
            assertion = new Node.Assertion(Node.AssertionKind.INPUT_END);
        } else if (s.eat("\\b")) {
            assertion = wordBoundary(false);
        } else if (s.eat("\\B")) {
            assertion = wordBoundary(true);
        }
        // a lookaround is an Assertion (no quantifier with u/v); (?:(?=a))* is a quantified Atom
        boolean lookaround = s.at("(?=") || s.at("(?!") || s.at("(?<=") || s.at("(?<!");
        Node atom = assertion != null ? assertion : atom(at);
        if (assertion != null || lookaround) {
            if (quantifierAhead()) {
                throw s.error(
                        RegexError.NOTHING_TO_REPEAT, s.pos(), "a quantifier after an assertion, which cannot repeat");
            }
            return atom;
        }
        return Quantifiers.quantified(s, atom);
    }

    private Node atom(int at) {
        int c = s.peek();
        switch (c) {
            case '.':
                s.skip(1);
                return new Node.CodePoint(flags.dotAll() ? CharClass.ALL : NOT_LINE_TERMINATOR);
            case '[':
                return ClassSetParser.parse(s, flags.ignoreCase(), depth).toNode(flags.ignoreCase());
            case '\\':
                return escape(at);
            case '(':
                return groups.group(at);
            case '*', '+', '?':
                throw s.error(
                        RegexError.NOTHING_TO_REPEAT, at, "the quantifier " + (char) c + " has nothing to repeat");
            case '{':
                throw quantifierAhead()
                        ? s.error(RegexError.NOTHING_TO_REPEAT, at, "the quantifier {…} has nothing to repeat")
                        : s.error(RegexError.LONE_SYNTAX_CHARACTER, at, "a lone { (escape it as \\{)");
            case '}', ']':
                throw s.error(
                        RegexError.LONE_SYNTAX_CHARACTER,
                        at,
                        "a lone " + (char) c + " (escape it as \\" + (char) c + ")");
            default:
                return literal(s.next());
        }
    }

    private boolean quantifierAhead() {
        int at = s.pos();
        if (s.at('*') || s.at('+') || s.at('?')) {
            return true;
        }
        boolean brace = Quantifiers.braces(s) != null;
        s.moveTo(at);
        return brace;
    }

    /** {@code \} AtomEscape :: DecimalEscape | CharacterClassEscape | CharacterEscape | k GroupName. */
    private Node escape(int at) {
        s.skip(1);
        int c = s.peek();
        if (ClassEscapes.isClassEscape(c)) {
            CharClass set = ClassEscapes.read(s, at, flags.ignoreCase());
            return new Node.CodePoint(flags.ignoreCase() ? CaseFolding.closeOver(set) : set);
        }
        if (c >= '1' && c <= '9') {
            int number = 0;
            while (RegexSource.isDigit(s.peek())) {
                number = Math.min(number * 10 + (s.next() - '0'), MAX_SOURCE_LENGTH);
            }
            backreferences.add(new Backreference(at, number, null));
            return new Node.Empty();
        }
        if (c == 'k') {
            s.skip(1);
            if (!s.eat('<')) {
                throw s.error(RegexError.INVALID_ESCAPE, at, "\\k must be followed by <name> with the v flag");
            }
            backreferences.add(new Backreference(at, 0, EscapeReader.groupName(s, at)));
            return new Node.Empty();
        }
        return literal(EscapeReader.characterEscape(s, at));
    }

    private Node literal(int codePoint) {
        CharClass set = CharClass.of(codePoint);
        return new Node.CodePoint(flags.ignoreCase() ? CaseFolding.closeOver(set) : set);
    }

    /**
     * {@code \b} or {@code \B}. The engine's assertion uses the pattern's {@code i} for
     * IsWordChar (ECMA-262 §22.2.2.9.5 WordCharacters); inside a modifier group that changes
     * {@code i}, the boundary is spelled out with lookarounds on the local word characters:
     * {@code (?<=\w)(?!\w)|(?<!\w)(?=\w)}.
     */
    private Node wordBoundary(boolean negated) {
        if (flags.ignoreCase() == patternIgnoreCase) {
            return new Node.Assertion(
                    negated ? Node.AssertionKind.NOT_WORD_BOUNDARY : Node.AssertionKind.WORD_BOUNDARY);
        }
        Node word = new Node.CodePoint(ClassEscapes.wordCharacters(flags.ignoreCase()));
        Node before = new Node.Lookaround(word, Node.Direction.BEHIND, false);
        Node notBefore = new Node.Lookaround(word, Node.Direction.BEHIND, true);
        Node after = new Node.Lookaround(word, Node.Direction.AHEAD, negated);
        Node notAfter = new Node.Lookaround(word, Node.Direction.AHEAD, !negated);
        return new Node.Alternation(
                List.of(new Node.Sequence(List.of(before, notAfter)), new Node.Sequence(List.of(notBefore, after))));
    }

    private void checkBackreferences() {
        for (Backreference b : backreferences) {
            boolean defined = b.name() == null ? b.number() <= captures : names.has(b.name());
            if (!defined) {
                String what = b.name() == null ? "\\" + b.number() : "\\k<" + b.name() + ">";
                throw s.error(RegexError.UNDEFINED_BACKREFERENCE, b.index(), what + " refers to no group");
            }
        }
        if (!backreferences.isEmpty()) {
            throw s.error(
                    RegexError.UNSUPPORTED_BACKREFERENCE,
                    backreferences.get(0).index(),
                    "a backreference, which the linear-time engine cannot match");
        }
    }

    // state the group parser reads and changes

    @Override
    public RegexFlags flags() {
        return flags;
    }

    @Override
    public void setFlags(RegexFlags flags) {
        this.flags = flags;
    }

    /** Opens a group, lookaround or class level; NESTING_TOO_DEEP past the cap. */
    @Override
    public void enter(int at) {
        if (++depth > MAX_NESTING_DEPTH) {
            throw s.error(
                    RegexError.NESTING_TOO_DEEP,
                    at,
                    "groups, lookarounds and classes nested deeper than " + MAX_NESTING_DEPTH);
        }
    }

    @Override
    public void exit() {
        depth--;
    }

    /** Numbers a new capturing group (refused inside a lookaround). */
    @Override
    public int newCapture(String name, int at) {
        if (lookarounds > 0) {
            throw s.error(
                    RegexError.UNSUPPORTED_CAPTURE_IN_LOOKAROUND,
                    at,
                    "a capturing group inside a lookaround (use (?:…)): the engine does not capture there");
        }
        names.capture(name, at);
        return ++captures;
    }

    @Override
    public void lookaround(int delta) {
        lookarounds += delta;
    }
}
