package org.iri4j.core.internal.syntax;

import java.util.Locale;
import org.iri4j.api.IriCode;

/**
 * The one formatter of violation messages. A message says what was found (a character as
 * {@code U+0020 SPACE}), where (index and component) and what the rule expects, citing the
 * production and the RFC section: {@code invalid character U+0020 SPACE at index 17 in path;
 * expected ipchar or "/" (ipath-abempty, RFC 3987 §2.2)}.
 */
public final class ViolationMessages {

    /** Longest excerpt of the input a message quotes. */
    private static final int EXCERPT = 64;
    /** Longest part of an exception's message a message quotes: room for a sentence or two. */
    private static final int THROWN = 300;

    private ViolationMessages() {}

    /** What was found at {@code start}, when the finding does not say it itself. */
    static String headline(IriCode code, String input, int start) {
        String found = start < input.length() ? describe(input.codePointAt(start)) : "end of input";
        switch (code) {
            case NON_ASCII_CHARACTER:
                return "non-ASCII character " + found;
            case MALFORMED_PERCENT_ENCODING:
                return "malformed percent-encoding " + excerpt(input, start, Math.min(start + 3, input.length()));
            case UNPAIRED_SURROGATE:
                return "unpaired surrogate " + hex(input.charAt(start));
            case BIDI_FORMATTING_CHARACTER:
                return "bidi formatting character " + found;
            case PRIVATE_USE_OUTSIDE_QUERY:
                return "private-use character " + found;
            default:
                return "invalid character " + found;
        }
    }

    /** What the rule expects, when the finding does not say it itself. */
    static String explanation(IriCode code, Production production, boolean uri) {
        String citation = " (" + production.citation(uri) + ")";
        switch (code) {
            case NON_ASCII_CHARACTER:
                return "a URI holds US-ASCII characters only" + citation;
            case MALFORMED_PERCENT_ENCODING:
                return "expected \"%\" HEXDIG HEXDIG (pct-encoded, RFC 3986 §2.1)";
            case UNPAIRED_SURROGATE:
                return "a lone UTF-16 surrogate is not a character (RFC 3987 §2.2)" + citation;
            case BIDI_FORMATTING_CHARACTER:
                return "IRIs must not contain bidi formatting characters (RFC 3987 §4.1)" + citation;
            case PRIVATE_USE_OUTSIDE_QUERY:
                return "iprivate characters are allowed in the query only (RFC 3987 §2.2)";
            case COLON_IN_FIRST_SEGMENT:
                return "the first segment of a relative path cannot hold \":\", or it would read as a scheme;"
                        + " write \"./\" before it" + citation;
            default:
                return "expected " + production.expects(uri) + citation;
        }
    }

    /**
     * A code point as messages show it: {@code U+}, at least four upper-case hex digits, and
     * the Unicode name when the JDK knows one.
     *
     * @param cp a code point
     * @return for example {@code "U+202E RIGHT-TO-LEFT OVERRIDE"}
     */
    public static String describe(int cp) {
        String name = Character.isValidCodePoint(cp) ? Character.getName(cp) : null;
        return hex(cp) + (name == null ? "" : " " + name);
    }

    /**
     * A code point in {@code U+} notation.
     *
     * @param cp a code point
     * @return for example {@code "U+00E9"}
     */
    public static String hex(int cp) {
        return String.format(Locale.ROOT, "U+%04X", cp);
    }

    /**
     * A quoted excerpt of the input for messages: at most 64 characters, with an ellipsis
     * when cut, so that a message about a megabyte of input stays short. Controls and bidi
     * formatting characters are shown as {@code <U+0009>}, so that a message can neither
     * break a line of output nor reorder it on screen.
     *
     * @param s    the input
     * @param from the first index
     * @param to   one past the last index
     * @return for example {@code "\"Bücher.example\""}
     */
    public static String excerpt(String s, int from, int to) {
        StringBuilder out = new StringBuilder(Math.min(to - from, EXCERPT) + 8).append('"');
        return appendShown(out, s, from, to, EXCERPT).append('"').toString();
    }

    /**
     * An exception for messages, such as one a plugin threw: its class name and its message,
     * cut at 300 characters (with an ellipsis) and with controls and bidi formatting
     * characters shown as {@link #excerpt} shows them, so that whatever a plugin puts in an
     * exception can neither make a message huge nor break or reorder a line of output.
     *
     * @param thrown the exception
     * @return for example {@code "java.lang.IllegalStateException: boom"}
     */
    public static String thrown(Throwable thrown) {
        String message = thrown.getMessage();
        StringBuilder out = new StringBuilder(thrown.getClass().getName());
        return message == null
                ? out.toString()
                : appendShown(out.append(": "), message, 0, message.length(), THROWN)
                        .toString();
    }

    /** Appends {@code s[from, to)}, at most {@code limit} characters of it, controls and bidi characters escaped. */
    private static StringBuilder appendShown(StringBuilder out, String s, int from, int to, int limit) {
        int cut = Math.min(to, from + limit);
        if (cut < to && Character.isHighSurrogate(s.charAt(cut - 1))) {
            cut--;
        }
        for (int i = from; i < cut; i++) {
            char c = s.charAt(i);
            if (c < 0x20 || (c >= 0x7F && c < 0xA0) || CharClass.isBidiFormatting(c)) {
                out.append('<').append(hex(c)).append('>');
            } else {
                out.append(c);
            }
        }
        return cut < to ? out.append('\u2026') : out;
    }
}
