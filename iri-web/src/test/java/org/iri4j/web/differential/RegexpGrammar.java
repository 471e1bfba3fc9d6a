package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Custom regexp groups for generated patterns (URL Pattern Standard §2.1, the regexp token):
 * a small part of ECMAScript's pattern syntax (ECMA-262 §22.2.1) — literals, escapes
 * ({@code \d \w \D \s \.}), classes and negated classes, {@code .}, non-capturing groups,
 * alternation, the quantifiers {@code * + ? {n} {n,m} {n,}} greedy and lazy, lookaheads and
 * anchors — and, rarely, what the {@code u} and {@code v} flags read differently
 * ({@code [a|b]}, {@code [\w--\d]}), what no flag allows, and text the tokenizer refuses.
 */
final class RegexpGrammar {

    /** Atoms with the values they match. */
    private static final List<Sampled> ATOMS = List.of(
            Sampled.of("a", "a"),
            Sampled.of("b", "b", "B"),
            Sampled.of("\\d", "0", "7"),
            Sampled.of("\\w", "a", "Z", "_", "9"),
            Sampled.of("\\D", "x", "-"),
            Sampled.of("\\.", "."),
            Sampled.of("[a-z]", "q", "a", "Q"),
            Sampled.of("[^/]", "x", "\u00e9", "/"),
            Sampled.of("[0-9a-f]", "f", "0", "F"),
            Sampled.of(".", "q", "\u00fc", "/"),
            Sampled.of("\\-", "-"),
            Sampled.of("[\\w\\-]", "-", "w"),
            Sampled.of("[A-Z]", "K", "k", "\u212a"),
            Sampled.of("\\u212A", "k", "K", "\u212a"),
            Sampled.of("\\/", "/"),
            Sampled.of("\\s", " ", "%20"),
            Sampled.of("[^a]", "b", "a", "A"),
            Sampled.of("\\p{L}", "\u00fc", "a", "1"),
            Sampled.of("x", "x", "X"));

    /** Rare atoms: the flags part on them (ECMA-262 §22.2.1 ClassContents), or nothing allows them. */
    private static final List<Sampled> RARE = List.of(
            Sampled.of("[a|b]", "|", "a"),
            Sampled.of("[\\w--\\d]", "a", "1"),
            Sampled.of("[{]", "{"),
            Sampled.of("[-a]", "-"),
            Sampled.of("[\\d&&[0-4]]", "3", "5"),
            Sampled.of("\u00e9", "\u00e9"),
            Sampled.of("a{2,1}", "aa"),
            Sampled.of("[", "["),
            Sampled.of("\\q", "q"),
            Sampled.of("(?<n>a)", "a"));

    private static final String[][] QUANTIFIERS = {
        {"", "1", "1"},
        {"", "1", "1"},
        {"", "1", "1"},
        {"*", "0", "2"},
        {"+", "1", "3"},
        {"?", "0", "1"},
        {"{2}", "2", "2"},
        {"{1,3}", "1", "3"},
        {"{2,}", "2", "3"}
    };

    private RegexpGrammar() {}

    /**
     * @param r the random source
     * @return a regexp group's contents and values it matches
     */
    static Sampled next(SplittableRandom r) {
        return alternation(r, 0);
    }

    private static Sampled alternation(SplittableRandom r, int depth) {
        Sampled first = sequence(r, depth);
        if (r.nextInt(4) != 0) {
            return first;
        }
        Sampled second = sequence(r, depth);
        return new Sampled(
                first.pattern() + "|" + second.pattern(), x -> x.nextBoolean() ? first.draw(x) : second.draw(x));
    }

    private static Sampled sequence(SplittableRandom r, int depth) {
        int n = 1 + r.nextInt(3);
        List<Sampled> terms = new ArrayList<>(n);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            Sampled term = term(r, depth);
            terms.add(term);
            text.append(term.pattern());
        }
        return new Sampled(text.toString(), x -> {
            StringBuilder sample = new StringBuilder();
            terms.forEach(t -> sample.append(t.draw(x)));
            return sample.toString();
        });
    }

    private static Sampled term(SplittableRandom r, int depth) {
        int kind = r.nextInt(40);
        if (kind == 0 && depth == 0) {
            // not in a lookaround: a capture there is iri4j's documented refusal
            // (UNSUPPORTED_CAPTURE_IN_LOOKAROUND), as backreferences are (none here)
            return RARE.get(r.nextInt(RARE.size()));
        }
        if (kind <= 2 && depth == 0) {
            Sampled inner = alternation(r, depth + 1);
            String open = kind == 1 ? "(?=" : "(?!";
            return new Sampled(open + inner.pattern() + ")", x -> "");
        }
        if (kind == 3) {
            return Sampled.of(r.nextBoolean() ? "^" : "$", "");
        }
        Sampled atom = kind <= 7 && depth == 0 ? group(alternation(r, depth + 1)) : ATOMS.get(r.nextInt(ATOMS.size()));
        return quantified(atom, r);
    }

    private static Sampled group(Sampled inner) {
        return new Sampled("(?:" + inner.pattern() + ")", inner.sample());
    }

    private static Sampled quantified(Sampled atom, SplittableRandom r) {
        String[] q = QUANTIFIERS[r.nextInt(QUANTIFIERS.length)];
        String lazy = !q[0].isEmpty() && r.nextInt(3) == 0 ? "?" : "";
        int min = Integer.parseInt(q[1]);
        int max = Integer.parseInt(q[2]);
        return new Sampled(atom.pattern() + q[0] + lazy, x -> {
            int count = min + x.nextInt(max - min + 1);
            StringBuilder sample = new StringBuilder();
            for (int i = 0; i < count; i++) {
                sample.append(atom.draw(x));
            }
            return sample.toString();
        });
    }
}
