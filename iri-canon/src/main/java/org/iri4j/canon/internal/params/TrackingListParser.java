package org.iri4j.canon.internal.params;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.internal.MessageText;

/**
 * Reads a tracking list ({@code tracking-params.txt}): one entry a line, a parameter name
 * ({@code gclid}) or a prefix ending in {@code *} ({@code utm_*}); after a {@code #}, a comment
 * (the entry's source); blank lines and lines of a comment alone are skipped; spaces and tabs
 * around an entry are not part of it. An entry is a name as the URL Standard's
 * application/x-www-form-urlencoded parser decodes it (§5.1): US-ASCII visible characters but
 * {@code #} (a comment's), {@code %} and {@code +} (how a name is written, not what it is),
 * {@code &} and {@code =} (the delimiters of a query's parameters); a {@code *} only at its end,
 * after one character at least. A bad line fails the whole list with an
 * {@link IllegalArgumentException} naming its line, the index in the line, the character and why.
 */
public final class TrackingListParser {

    private TrackingListParser() {}

    /**
     * The entries of a list, in order, as written.
     *
     * @param reader the list's text; read to its end, not closed
     * @return the entries; one listed twice is there twice
     * @throws IOException              if reading fails
     * @throws IllegalArgumentException for a line that is neither blank, a comment nor an entry
     *     and a comment: {@code line 3, index 4: U+0026 AMPERSAND in "utm&x": …}
     */
    public static List<String> parse(Reader reader) throws IOException {
        BufferedReader lines = reader instanceof BufferedReader ? (BufferedReader) reader : new BufferedReader(reader);
        List<String> entries = new ArrayList<>();
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            int start =
                    number == 1 && line.startsWith("\uFEFF") ? 1 : 0; // a byte order mark is no character of an entry
            int end = line.indexOf('#', start);
            end = end < 0 ? line.length() : end;
            while (start < end && isBlank(line.charAt(start))) {
                start++;
            }
            while (end > start && isBlank(line.charAt(end - 1))) {
                end--;
            }
            if (start == end) {
                continue;
            }
            String problem = problem(line, start, end);
            if (problem != null) {
                throw new IllegalArgumentException("line " + number + ", " + problem);
            }
            entries.add(line.substring(start, end));
        }
        return entries;
    }

    /**
     * What is wrong with an entry, if anything.
     *
     * @param text  the text holding the entry
     * @param start the entry's first index
     * @param end   the index after it
     * @return null for a good entry; otherwise the index in {@code text}, the character and the
     *     rule it breaks, such as {@code index 3: U+0025 PERCENT SIGN in "utm%5F*": …}
     */
    public static String problem(String text, int start, int end) {
        if (start == end) {
            return "index " + start + ": an empty entry, which would name no parameter";
        }
        for (int i = start; i < end; ) {
            int c = text.codePointAt(i);
            String why = c == '*' ? whyAsterisk(i, start, end) : why(c);
            if (why != null) {
                return "index " + i + ": " + MessageText.codePoint(c) + " in " + MessageText.quote(text, start, end)
                        + ": " + why;
            }
            i += Character.charCount(c);
        }
        return null;
    }

    /** Why a {@code *} at {@code i} of an entry in {@code [start, end)} may not stand there, or null if it may. */
    private static String whyAsterisk(int i, int start, int end) {
        if (i != end - 1) {
            return "* only ends an entry, making it a prefix (utm_*)";
        }
        return i == start ? "a prefix needs a character before *: * alone would remove every parameter" : null;
    }

    /** Why a character other than {@code *} may not stand in an entry, or null if it may. */
    private static String why(int c) {
        if (isBlank(c)) {
            return "one entry a line: its source goes after #";
        }
        if (c == '%' || c == '+') {
            return "an entry is a name as decoded (URL Standard §5.1): write the character itself, not its escape";
        }
        if (c == '&' || c == '=') {
            return "& and = delimit a query's parameters (URL Standard §5.1); no name on a list holds them";
        }
        if (c == '#') {
            return "# begins a comment in a list; no name on a list holds it";
        }
        if (c <= 0x20 || c >= 0x7F) {
            return "an entry is US-ASCII: letters, digits and visible characters other than # % & + =";
        }
        return null;
    }

    private static boolean isBlank(int c) {
        return c == ' ' || c == '\t';
    }
}
