package org.iri4j.canon.internal.archive;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A query as the Internet Archive's canonicalizer writes it: its session identifiers
 * (webarchive-commons 2.0.1, org/archive/url/URLRegexTransformer.java,
 * {@code stripQuerySessionID}) and its order (org/archive/url/IAURLCanonicalizer.java,
 * {@code alphaReorderQuery}).
 */
public final class ArchiveQuery {

    /**
     * The session patterns, in the order they are applied: what must be in the query for each to
     * be looked for, and what it matches.
     */
    private enum Pattern {
        /** {@code jsessionid=} and exactly 32 alphanumerics (a Java servlet's session). */
        JSESSIONID("jsessionid=", "jsessionid=", 32, ArchiveText::isAlphanumeric),
        /** {@code phpsessid=} and exactly 32 alphanumerics (PHP's). */
        PHPSESSID("phpsessid=", "phpsessid=", 32, ArchiveText::isAlphanumeric),
        /** {@code sid=} and exactly 32 alphanumerics. */
        SID("sid=", "sid=", 32, ArchiveText::isAlphanumeric),
        /** {@code aspsessionid}, 8 letters, {@code =} and exactly 24 letters (classic ASP's). */
        ASPSESSIONID("aspsessionid", "aspsessionid", 24, ArchiveText::isLetter),
        /** {@code cfid=}, a value, {@code &cftoken=}, a value (ColdFusion's), each value no {@code &}. */
        CFID("cftoken=", "cfid=", 0, c -> c != '&');

        /** What the query must hold, in any case, for the pattern to be looked for. */
        final String marker;
        /** What a match starts with, in any case. */
        final String name;
        /** The length of the token, or 0 for ColdFusion's values of any length. */
        final int length;
        /** The characters of the token. */
        final ArchiveText.CharClass token;

        Pattern(String marker, String name, int length, ArchiveText.CharClass token) {
            this.marker = marker;
            this.name = name;
            this.length = length;
            this.token = token;
        }

        /**
         * The end of a match at {@code at} that ends the query or stands before {@code &}, or -1.
         *
         * @param amp the first {@code &} after the name at {@code at}, or -1
         */
        int matchEnd(String query, int at, int amp) {
            if (!ArchiveText.matchesAt(query, at, name)) {
                return -1;
            }
            int end = switch (this) {
                case ASPSESSIONID -> aspEnd(query, at + name.length());
                case CFID -> coldFusionEnd(query, at + name.length(), amp);
                default -> ArchiveText.run(query, at + name.length(), length, token) ? at + name.length() + length : -1;
            };
            return end == query.length() || end >= 0 && query.charAt(end) == '&' ? end : -1;
        }

        /** After {@code aspsessionid}: 8 letters, {@code =}, 24 letters. */
        private int aspEnd(String query, int at) {
            int value = at + 9;
            boolean ok = ArchiveText.run(query, at, 8, ArchiveText::isLetter)
                    && value <= query.length()
                    && query.charAt(value - 1) == '='
                    && ArchiveText.run(query, value, length, token);
            return ok ? value + length : -1;
        }

        /** After {@code cfid=}: a value to the first {@code &}, {@code &cftoken=}, a value, each one character or more. */
        private static int coldFusionEnd(String query, int at, int amp) {
            if (amp <= at || !ArchiveText.matchesAt(query, amp, "&cftoken=")) {
                return -1;
            }
            int value = amp + "&cftoken=".length();
            int end = query.indexOf('&', value);
            end = end < 0 ? query.length() : end;
            return end > value ? end : -1;
        }
    }

    private ArchiveQuery() {}

    /**
     * Session identifiers removed ({@code stripQuerySessionID}). Five patterns, names in any case
     * and "alphanumerics" ASCII letters and digits, each applied once in this order:
     * <ol>
     *   <li>{@code jsessionid=}, then exactly 32 alphanumerics;</li>
     *   <li>{@code phpsessid=}, then exactly 32 alphanumerics;</li>
     *   <li>{@code sid=}, then exactly 32 alphanumerics;</li>
     *   <li>{@code aspsessionid}, 8 letters, {@code =}, then exactly 24 letters;</li>
     *   <li>{@code cfid=}, one or more characters other than {@code &}, {@code &cftoken=}, one or
     *       more characters other than {@code &}.</li>
     * </ol>
     * A pattern is looked for only if the query as it came holds its name in any case
     * ({@code cftoken=} for the last); it matches anywhere, inside a longer name too
     * ({@code xsid=…}), and at the last place where the match ends the query or stands before
     * an {@code &}. A match before an {@code &} is removed with that {@code &}; one that ends the
     * query is removed alone, so that the {@code &} before it stays: {@code a=1&sid=…} becomes
     * {@code a=1&}, {@code sid=…&a=1} becomes {@code a=1}.
     *
     * @param query the query
     * @return the query without them; the query itself if none is there
     */
    public static String withoutSessionIds(String query) {
        String result = query;
        for (Pattern p : Pattern.values()) {
            if (ArchiveText.indexOf(query, p.marker, 0, query.length()) >= 0) {
                result = cut(result, p);
            }
        }
        return result;
    }

    /** The pattern's last match removed, with the {@code &} after it if there is one. */
    private static String cut(String query, Pattern p) {
        int amp = -1; // the first & after the name at at, kept as at goes down: the scan stays linear
        for (int at = query.length() - p.name.length(); at >= 0; at--) {
            int afterName = at + p.name.length();
            if (afterName < query.length() && query.charAt(afterName) == '&') {
                amp = afterName;
            }
            int end = p.matchEnd(query, at, amp);
            if (end >= 0) {
                return query.substring(0, at) + (end < query.length() ? query.substring(end + 1) : "");
            }
        }
        return query;
    }

    /**
     * Whether {@code text[start, end)} may hold a session identifier: whether it holds one of
     * the patterns' names in any case.
     *
     * @return false only if {@link #withoutSessionIds} leaves it as it is
     */
    public static boolean mayHoldSessionId(String text, int start, int end) {
        for (Pattern p : Pattern.values()) {
            if (ArchiveText.indexOf(text, p.marker, start, end) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The parameters sorted ({@code alphaReorderQuery}): a query of two characters or more split
     * at every {@code &} (an empty part kept), each part at its first {@code =} into a name and a
     * value (none without {@code =}); sorted by name, then a part without value first, then by
     * value, code unit by code unit ({@link String#compareTo}); joined again.
     * {@code b&a=2&a=1&a&} becomes {@code &a&a=1&a=2&b}, and {@code a=1&a.b=2} stays, where the
     * text alone would put {@code a.b=2} first.
     *
     * @param query the query
     * @return the sorted query
     */
    public static String sorted(String query) {
        if (query.length() <= 1) {
            return query;
        }
        List<String[]> parts = new ArrayList<>();
        int start = 0;
        while (true) {
            int amp = query.indexOf('&', start);
            String part = query.substring(start, amp < 0 ? query.length() : amp);
            int eq = part.indexOf('=');
            parts.add(
                    eq < 0 ? new String[] {part, null} : new String[] {part.substring(0, eq), part.substring(eq + 1)});
            if (amp < 0) {
                break;
            }
            start = amp + 1;
        }
        parts.sort(Comparator.<String[], String>comparing(p -> p[0])
                .thenComparing(p -> p[1], Comparator.nullsFirst(Comparator.naturalOrder())));
        StringBuilder out = new StringBuilder(query.length());
        for (int i = 0; i < parts.size(); i++) {
            String[] p = parts.get(i);
            out.append(i == 0 ? "" : "&").append(p[0]);
            if (p[1] != null) {
                out.append('=').append(p[1]);
            }
        }
        return out.toString();
    }
}
