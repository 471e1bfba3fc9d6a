package org.iri4j.web.internal.regex;

/**
 * The parenthesised atoms and assertions of ECMA-262 §22.2.1: {@code ( … )}, {@code (?<name> … )},
 * {@code (?: … )}, lookarounds {@code (?= (?! (?<= (?<!}, and modifier groups
 * {@code (?i: … )}, {@code (?-i: … )} (ES2025 RegularExpressionModifiers). Of the modifiers,
 * {@code i} and {@code s} are supported in both directions and {@code -m} (a no-op: the pattern
 * never has {@code m}); adding {@code m} is refused. Anything else after {@code (?}, such as
 * {@code (?R)} or {@code (?P<n>}, is a syntax error.
 */
final class GroupParser {

    private final GroupContext parser;
    private final RegexSource s;

    GroupParser(GroupContext parser, RegexSource s) {
        this.parser = parser;
        this.s = s;
    }

    /**
     * Reads a group.
     *
     * @param at the index of its {@code (}, where the source is positioned
     * @return a {@link Node.Capture}, a {@link Node.Lookaround}, or the body of a group that does not capture
     */
    Node group(int at) {
        s.skip(1);
        parser.enter(at);
        Node node;
        if (s.eat("?:")) {
            node = parser.disjunction();
        } else if (s.at("?=") || s.at("?!")) {
            node = lookaround(Node.Direction.AHEAD, 2);
        } else if (s.at("?<=") || s.at("?<!")) {
            node = lookaround(Node.Direction.BEHIND, 3);
        } else if (s.eat("?<")) {
            node = capture(EscapeReader.groupName(s, at), at);
        } else if (s.at('?')) {
            node = modified(at);
        } else {
            node = capture(null, at);
        }
        if (!s.eat(')')) {
            throw s.error(RegexError.UNBALANCED_REGEXP_GROUP, at, "( without its )");
        }
        parser.exit();
        return node;
    }

    private Node lookaround(Node.Direction direction, int syntaxLength) {
        boolean negated = s.unitAt(syntaxLength - 1) == '!';
        s.skip(syntaxLength);
        parser.lookaround(1);
        Node body = parser.disjunction();
        parser.lookaround(-1);
        return new Node.Lookaround(body, direction, negated);
    }

    private Node capture(String name, int at) {
        int index = parser.newCapture(name, at);
        return new Node.Capture(index, parser.disjunction());
    }

    /**
     * {@code (?} RegularExpressionModifiers ({@code -} RegularExpressionModifiers)? {@code :}
     * Disjunction {@code )}; early errors (ECMA-262 §22.2.1.1): no flag twice, not both lists
     * empty after a {@code -}.
     */
    private Node modified(int at) {
        s.skip(1);
        int modifiersAt = s.pos();
        String added = modifierLetters();
        String removed = s.eat('-') ? modifierLetters() : null;
        if (!s.eat(':')) {
            if (added.isEmpty() && removed == null) {
                throw s.errorHere(RegexError.INVALID_GROUP, "one of : = ! <= <! <name> or a modifier after (?");
            }
            throw s.errorHere(RegexError.INVALID_MODIFIER, "the flags i, m, s, then :");
        }
        String all = added + (removed == null ? "" : removed);
        if (removed != null && all.isEmpty()) {
            throw s.error(RegexError.INVALID_MODIFIER, modifiersAt, "(?-:…) names no flag");
        }
        for (int i = 0; i < all.length(); i++) {
            if (all.indexOf(all.charAt(i)) != i) {
                throw s.error(
                        RegexError.INVALID_MODIFIER, modifiersAt, "the flag " + all.charAt(i) + " twice in a modifier");
            }
        }
        if (added.indexOf('m') >= 0) {
            throw s.error(
                    RegexError.UNSUPPORTED_MODIFIER,
                    modifiersAt,
                    "the m modifier (multiline ^ and $) is not supported");
        }
        RegexFlags outer = parser.flags();
        String off = removed == null ? "" : removed;
        boolean ignoreCase = added.indexOf('i') >= 0 || (outer.ignoreCase() && off.indexOf('i') < 0);
        boolean dotAll = added.indexOf('s') >= 0 || (outer.dotAll() && off.indexOf('s') < 0);
        parser.setFlags(new RegexFlags(ignoreCase, dotAll));
        Node body = parser.disjunction();
        parser.setFlags(outer);
        return body;
    }

    private String modifierLetters() {
        int from = s.pos();
        while (s.at('i') || s.at('m') || s.at('s')) {
            s.skip(1);
        }
        return s.slice(from, s.pos());
    }
}
