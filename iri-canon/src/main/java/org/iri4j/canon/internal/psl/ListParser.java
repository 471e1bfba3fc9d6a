package org.iri4j.canon.internal.psl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Locale;

/**
 * Reads a Public Suffix List file ({@code public_suffix_list.dat}, https://publicsuffix.org/list/,
 * "Format") into a {@link RuleTable}.
 *
 * <p>A line is blank, a comment starting with {@code //}, or a rule, read up to its first
 * whitespace. A rule is a domain, {@code *.} and a domain, or {@code !} and a domain of two
 * labels or more. The comments {@code ===BEGIN ICANN DOMAINS===}, {@code ===END ICANN DOMAINS===}
 * and their PRIVATE twins mark the sections; a rule outside both belongs to the ICANN section.
 * The rule {@code *} alone is the implicit rule, and adds nothing.
 *
 * <p>The list puts a wildcard only as the whole first label; so does this parser, which rejects
 * {@code a.*.b} and {@code *a.b} rather than read them in some other way. A bad line fails the
 * whole parse with an {@link IllegalArgumentException} naming its number and what is wrong.
 */
public final class ListParser {

    private static final String ICANN = "ICANN";
    private static final String PRIVATE = "PRIVATE";

    private final RuleTableBuilder builder = new RuleTableBuilder();
    private String section;
    private int sectionLine;
    private int line;

    private ListParser() {}

    /**
     * Parses a list.
     *
     * @param reader the list's text; read to its end, not closed
     * @return the rules
     * @throws IOException              if reading fails
     * @throws IllegalArgumentException if a line is not a blank line, a comment or a rule, or the
     *     section markers do not pair up
     */
    public static RuleTable parse(Reader reader) throws IOException {
        ListParser parser = new ListParser();
        BufferedReader lines = reader instanceof BufferedReader ? (BufferedReader) reader : new BufferedReader(reader);
        for (String text = lines.readLine(); text != null; text = lines.readLine()) {
            parser.line++;
            parser.read(parser.line == 1 && text.startsWith("\uFEFF") ? text.substring(1) : text);
        }
        if (parser.section != null) {
            throw new IllegalArgumentException("line " + parser.line + ": the " + parser.section
                    + " section begun at line " + parser.sectionLine + " has no ===END " + parser.section
                    + " DOMAINS===");
        }
        return parser.builder.build();
    }

    private void read(String text) {
        int start = 0;
        while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        if (start == text.length()) {
            return;
        }
        if (text.startsWith("//", start)) {
            // Most comments are prose: only those holding === are looked at closely.
            if (text.indexOf("===", start + 2) >= 0) {
                marker(text.substring(start + 2).strip());
            }
            return;
        }
        int end = start;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        rule(text, start, end);
    }

    private void marker(String comment) {
        if (!comment.startsWith("===") || !comment.endsWith(" DOMAINS===")) {
            return;
        }
        String word = comment.substring(3, comment.length() - " DOMAINS===".length());
        if (word.equals("BEGIN " + ICANN) || word.equals("BEGIN " + PRIVATE)) {
            if (section != null) {
                throw fail(
                        "===" + word + " DOMAINS=== inside the " + section + " section begun at line " + sectionLine);
            }
            section = word.substring("BEGIN ".length());
            sectionLine = line;
        } else if (word.equals("END " + ICANN) || word.equals("END " + PRIVATE)) {
            if (!word.substring("END ".length()).equals(section)) {
                throw fail("===" + word + " DOMAINS=== outside that section");
            }
            section = null;
        }
    }

    /** The rule in {@code text[start, end)}. */
    private void rule(String text, int start, int end) {
        if (end - start == 1 && text.charAt(start) == '*') {
            return;
        }
        int kind = RuleTable.EXACT;
        int from = start;
        if (text.charAt(start) == '!') {
            kind = RuleTable.EXCEPTION;
            from++;
        } else if (text.startsWith("*.", start)) {
            kind = RuleTable.WILDCARD;
            from += 2;
        }
        int labels = 1;
        boolean ascii = true;
        for (int i = from; i <= end; i++) {
            char c = i < end ? text.charAt(i) : '.';
            if (c == '.') {
                if (i == from || text.charAt(i - 1) == '.') {
                    throw fail("empty label in rule '" + shown(text, start, end) + "'");
                }
                labels += i < end ? 1 : 0;
            } else if (c >= 0x80 && Labels.isSeparator(c)) {
                throw fail(String.format(
                        Locale.ROOT,
                        "the label separator U+%04X in rule '%s': the list" + " separates labels with U+002E only",
                        (int) c,
                        shown(text, start, end)));
            } else if (c >= 0x80 || (c >= 'A' && c <= 'Z')) {
                ascii = false;
            } else {
                checkCharacter(c, text, start, end);
            }
        }
        if (kind == RuleTable.EXCEPTION && labels == 1) {
            throw fail("the exception rule '" + shown(text, start, end)
                    + "' has one label; its public suffix would be empty");
        }
        int section = PRIVATE.equals(this.section) ? RuleTable.PRIVATE_SHIFT : 0;
        if (ascii) {
            builder.add(text, from, end, kind, section);
        } else {
            String domain = toAscii(text, from, end, start);
            builder.add(domain, 0, domain.length(), kind, section);
        }
    }

    /** A domain of non-empty labels in lower case, each in punycode if it holds other than ASCII. */
    private String toAscii(String text, int from, int end, int ruleStart) {
        StringBuilder ascii = new StringBuilder(end - from + 16);
        for (int labelStart = from; labelStart < end; ) {
            int labelEnd = text.indexOf('.', labelStart);
            labelEnd = labelEnd < 0 || labelEnd > end ? end : labelEnd;
            String label = text.substring(labelStart, labelEnd).toLowerCase(Locale.ROOT);
            String converted = isAscii(label) ? label : Punycode.encode(label);
            if (converted == null) {
                throw fail("a label of rule '" + shown(text, ruleStart, end)
                        + "' is longer than 63 octets in punycode (RFC 3490 §4.1)");
            }
            ascii.append(labelStart == from ? "" : ".").append(converted);
            labelStart = labelEnd + 1;
        }
        return ascii.toString();
    }

    private static boolean isAscii(String label) {
        for (int i = 0; i < label.length(); i++) {
            if (label.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private void checkCharacter(char c, String text, int start, int end) {
        if (c == '*' || c == '!') {
            throw fail("'" + c + "' in rule '" + shown(text, start, end)
                    + "': a wildcard is only the whole first label (*.example), and ! only starts an exception rule");
        }
        if (DomainChars.isForbidden(c)) {
            throw fail(String.format(
                    Locale.ROOT,
                    "character U+%04X in rule '%s' is not allowed in a domain (a forbidden domain code point)",
                    (int) c,
                    shown(text, start, end)));
        }
    }

    /** A rule as an error message shows it: cut after 80 characters, so that a huge line stays readable. */
    private static String shown(String text, int start, int end) {
        return end - start <= 80 ? text.substring(start, end) : text.substring(start, start + 80) + "…";
    }

    private IllegalArgumentException fail(String why) {
        return new IllegalArgumentException("line " + line + ": " + why);
    }
}
