package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Component patterns for generated cases (URL Pattern Standard §2.1 tokenizing, §2.2 parsing):
 * fixed text (ASCII, non-ASCII, percent-escapes good and bad, escaped syntax characters), named
 * groups ({@code :id}, identifiers outside ASCII, now and then a name used twice), wildcards,
 * custom regexp groups ({@link RegexpGrammar}), {@code {…}} groups, the modifiers {@code ? * +},
 * and the pathname, hostname, search, protocol, port and hash shapes routers write. Each comes
 * with values that should match it, so that generated links hit or nearly hit.
 */
final class PatternGrammar {

    private static final List<Sampled> PATH_TEXT = List.of(
            Sampled.of("books", "books", "Books"),
            Sampled.fixed("a"),
            Sampled.fixed("x-y"),
            Sampled.of("caf\u00e9", "caf\u00e9", "caf%C3%A9", "CAF\u00c9"),
            Sampled.of("\u65e5\u672c", "\u65e5\u672c"),
            Sampled.of("%20", "%20", " "),
            Sampled.of("%41", "%41", "A"),
            Sampled.of("%zz", "%zz"),
            Sampled.of("a%2Fb", "a%2Fb", "a/b"),
            Sampled.of("\u00fc", "\u00fc", "%C3%BC", "%c3%bc"),
            Sampled.of("A", "A", "a"),
            Sampled.of("a.b", "a.b"),
            Sampled.of("a b", "a b", "a%20b"),
            Sampled.of("\ud83d\ude00", "\ud83d\ude00"),
            Sampled.of("\\:", ":"),
            Sampled.of("\\*", "*"),
            Sampled.of("\\{x\\}", "{x}"),
            Sampled.of("\\(", "("),
            Sampled.of("!=~", "!=~"),
            Sampled.of("..", "..", "%2e%2e"),
            Sampled.of("%2e", "%2e", "."),
            Sampled.of("a\\b", "ab"));

    private static final String[] PATH_VALUES = {"7", "abc", "\u00fc", "a.b", "x-y", "%41", "A", "\u2028", "-", ""};

    private static final List<Sampled> HOST_TEXT = List.of(
            Sampled.of("example", "example", "EXAMPLE"),
            Sampled.fixed("a"),
            Sampled.fixed("b-c"),
            Sampled.fixed("com"),
            Sampled.of("org", "org", "com"),
            Sampled.of("EXAMPLE", "example"),
            Sampled.of("xn--bcher-kva", "b\u00fccher", "xn--bcher-kva"),
            Sampled.of("b\u00fccher", "b\u00fccher", "xn--bcher-kva"),
            Sampled.fixed("127"),
            Sampled.of("0x7f", "127"),
            Sampled.fixed("localhost"),
            Sampled.of("a%41", "aA"),
            Sampled.of("a_b", "a_b"));

    private static final String[] HOST_VALUES = {"www", "a", "\u00fc", "api-2", "A", "1", "xn--a"};

    private static final String[] NAMES = {"id", "a", "b1", "_x", "$", "\u00fc", "name", "\u0394", "x\u200d"};

    private static final String[] SEPARATORS = {"-", ".", "\\.", "_", "\\-"};

    private final SplittableRandom r;
    private final List<String> names = new ArrayList<>();

    private PatternGrammar(SplittableRandom r) {
        this.r = r;
    }

    /**
     * @param r the random source
     * @return a grammar for one component: its group names are unique but for a rare reuse
     */
    static PatternGrammar of(SplittableRandom r) {
        return new PatternGrammar(r);
    }

    /** @return a pathname pattern: parts after {@code /}, the prefix (§2.2 "options" prefix code point) */
    Sampled pathname() {
        int n = 1 + r.nextInt(4);
        List<Sampled> parts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            parts.add(part(i == 0 && r.nextInt(20) == 0 ? "" : "/", PATH_TEXT, PATH_VALUES));
        }
        if (r.nextInt(6) == 0) {
            parts.add(Sampled.fixed("/"));
        }
        return concat(parts, "");
    }

    /** @return a hostname pattern: labels between {@code .}, the hostname's delimiter */
    Sampled hostname() {
        List<Sampled> labels = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) {
            labels.add(part("", HOST_TEXT, HOST_VALUES));
        }
        Sampled host = concat(labels, ".");
        return switch (r.nextInt(8)) {
            case 0 -> join(new Sampled("{:sub.}?", x -> x.nextBoolean() ? "" : "www."), host);
            case 1 -> join(Sampled.of("*.", "a.", "a.b.", "."), host);
            case 2 -> Sampled.of("[\\:\\:1]", "[::1]", "[0::1]");
            default -> host;
        };
    }

    /** @return a search pattern: {@code key=value} pairs, or a lone group or wildcard */
    Sampled search() {
        return switch (r.nextInt(6)) {
            case 0 -> Sampled.of("*", "", "a=1", "\u00fc");
            case 1 -> new Sampled(":" + name(), x -> x.nextBoolean() ? "q" : "a=b&c");
            default -> {
                List<Sampled> pairs = new ArrayList<>();
                for (int i = 1 + r.nextInt(2); i > 0; i--) {
                    pairs.add(join(Sampled.of(r.nextBoolean() ? "a=" : "q=", "a=", "q="), searchValue()));
                }
                yield concat(pairs, "&");
            }
        };
    }

    private Sampled searchValue() {
        return switch (r.nextInt(6)) {
            case 0 -> new Sampled(":" + name(), x -> x.nextBoolean() ? "1" : "x y");
            case 1 -> Sampled.of("*", "", "1&b=2");
            case 2 -> Sampled.of("(\\d+)", "12", "x");
            case 3 -> Sampled.of("%20", "%20", " ", "+");
            case 4 -> Sampled.of("\u00fc", "\u00fc", "%C3%BC");
            default -> Sampled.of("1", "1", "2");
        };
    }

    /** @return a protocol pattern */
    Sampled protocol() {
        List<Sampled> protocols = List.of(
                Sampled.of("https", "https", "HTTPS"),
                Sampled.fixed("http"),
                Sampled.of("http{s}?", "http", "https"),
                Sampled.of("(https?)", "http", "https"),
                Sampled.of(":proto", "http", "ftp", "foo"),
                Sampled.of("*", "wss", "file", "data"),
                Sampled.fixed("ftp"),
                Sampled.fixed("file"),
                Sampled.of("foo", "foo", "FOO"),
                Sampled.fixed("data"),
                Sampled.of("HTTP", "http"),
                Sampled.of("ws{s}?", "ws", "wss"));
        return protocols.get(r.nextInt(protocols.size()));
    }

    /** @return a port pattern, including what the port's encoding callback refuses or strips */
    Sampled port() {
        List<Sampled> ports = List.of(
                Sampled.of("", ""),
                Sampled.of("80", "80", ""),
                Sampled.fixed("8080"),
                Sampled.of("443", "443", ""),
                Sampled.of(":port", "8080", "1"),
                Sampled.of("(\\d+)", "8", "08"),
                Sampled.of("*", "", "9"),
                Sampled.fixed("0"),
                Sampled.of("08", "8", "08"),
                Sampled.fixed("65535"),
                Sampled.fixed("65536"),
                Sampled.of("8a", "8"),
                Sampled.of("(80|443)", "80", "443"),
                Sampled.of("{8080}?", "8080", ""));
        return ports.get(r.nextInt(ports.size()));
    }

    /** @return a hash pattern */
    Sampled hash() {
        return switch (r.nextInt(5)) {
            case 0 -> Sampled.of("*", "", "top");
            case 1 -> new Sampled(":" + name(), x -> x.nextBoolean() ? "sec" : "a b");
            case 2 -> Sampled.of("(\\w+)", "abc", "a-b");
            case 3 -> Sampled.of("a b", "a b", "a%20b");
            default -> Sampled.of("top", "top", "TOP");
        };
    }

    // One part (§2.2 "parse a pattern string"): fixed text, a named group with or without a
    // regexp, a wildcard, a regexp group, a compound of two names, or a {…} group; after the prefix.
    private Sampled part(String prefix, List<Sampled> text, String[] values) {
        int kind = r.nextInt(100);
        if (kind < 40) {
            return join(Sampled.fixed(prefix), text.get(r.nextInt(text.size())));
        }
        String modifier = modifier();
        Sampled value;
        if (kind < 65) {
            value = r.nextInt(5) == 0 ? named(RegexpGrammar.next(r)) : named(Sampled.of("", values));
        } else if (kind < 73) {
            value = Sampled.of("*", "x/y", "", "a");
        } else if (kind < 83) {
            Sampled re = RegexpGrammar.next(r);
            value = new Sampled("(" + re.pattern() + ")", re.sample());
        } else if (kind < 90) {
            String separator = SEPARATORS[r.nextInt(SEPARATORS.length)];
            Sampled first = named(Sampled.of("", values));
            Sampled second = named(Sampled.of("", values));
            String plain = separator.replace("\\", "");
            return join(
                    Sampled.fixed(prefix),
                    new Sampled(
                            first.pattern() + separator + second.pattern(),
                            x -> first.draw(x) + plain + second.draw(x)));
        } else {
            Sampled inner = join(Sampled.fixed(prefix), part("", text, values));
            return repeated(new Sampled("{" + inner.pattern() + "}", inner.sample()), modifier);
        }
        return repeated(join(Sampled.fixed(prefix), value), modifier);
    }

    private Sampled named(Sampled regexp) {
        String re = regexp.pattern().isEmpty() ? "" : "(" + regexp.pattern() + ")";
        return new Sampled(":" + name() + re, regexp.sample());
    }

    private String name() {
        if (!names.isEmpty() && r.nextInt(40) == 0) {
            return names.get(r.nextInt(names.size()));
        }
        String name = NAMES[r.nextInt(NAMES.length)] + (r.nextInt(3) == 0 ? "" : Integer.toString(names.size()));
        names.add(name);
        return name;
    }

    private String modifier() {
        int m = r.nextInt(20);
        return m < 12 ? "" : m < 15 ? "?" : m < 17 ? "*" : "+";
    }

    // The modifier takes the prefix with the value: "/:id+" matches "/1/2".
    private static Sampled repeated(Sampled piece, String modifier) {
        int min = modifier.equals("?") || modifier.equals("*") ? 0 : 1;
        int max = modifier.isEmpty() || modifier.equals("?") ? 1 : 3;
        return new Sampled(piece.pattern() + modifier, x -> {
            StringBuilder sample = new StringBuilder();
            for (int i = min + x.nextInt(max - min + 1); i > 0; i--) {
                sample.append(piece.draw(x));
            }
            return sample.toString();
        });
    }

    private static Sampled join(Sampled a, Sampled b) {
        return new Sampled(a.pattern() + b.pattern(), x -> a.draw(x) + b.draw(x));
    }

    private static Sampled concat(List<Sampled> parts, String separator) {
        List<String> texts = new ArrayList<>();
        parts.forEach(p -> texts.add(p.pattern()));
        return new Sampled(String.join(separator, texts), x -> {
            List<String> samples = new ArrayList<>();
            parts.forEach(p -> samples.add(p.draw(x)));
            return String.join(separator, samples);
        });
    }
}
