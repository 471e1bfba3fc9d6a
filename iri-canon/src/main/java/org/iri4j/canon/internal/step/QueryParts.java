package org.iri4j.canon.internal.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iri4j.canon.internal.url.Delimited;
import org.iri4j.canon.internal.url.PercentBytes;
import org.iri4j.canon.internal.url.RecodeSet;

/**
 * A query as the {@code &}-separated parts of application/x-www-form-urlencoded (URL Standard
 * §5.1), each a name, or a name, {@code =} and a value, edited as text so that what no step
 * touches keeps its bytes.
 */
public final class QueryParts {

    /** What {@link #stripSessionIds} finds a part to be: another part, a session parameter, a half of a ColdFusion session. */
    private static final byte OTHER = 0;

    private static final byte SESSION = 1;
    private static final byte COLDFUSION_ID = 2;
    private static final byte COLDFUSION_TOKEN = 3;

    private QueryParts() {}

    /**
     * Decodes each name and value repeatedly and encodes it once with {@link RecodeSet#QUERY_PART},
     * so that {@code %26} and {@code %2526} read alike and a decoded {@code &}, {@code =} or
     * {@code +} stays a character, not a delimiter. A query without escapes and with nothing
     * else to encode is left as it is ({@link #isRecoded}). A {@code +} as written stays one: in
     * application/x-www-form-urlencoded (URL Standard §5.1) it is a space, and {@code %2B} a plus
     * sign, so {@code q=a+b} and {@code q=a%2Bb} are other queries and keep apart.
     *
     * @param query the query
     * @return the recoded query
     */
    public static String recode(String query) {
        if (isRecoded(query, 0, query.length())) {
            return query;
        }
        String[] parts = Delimited.split(query, '&');
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            int equals = part.indexOf('=');
            parts[i] = equals < 0
                    ? recodeSpaced(part)
                    : recodeSpaced(part.substring(0, equals)) + '=' + recodeSpaced(part.substring(equals + 1));
        }
        return Delimited.join(parts, '&');
    }

    /** A name or value recoded between the {@code +} written in it, which stand for spaces. */
    private static String recodeSpaced(String text) {
        if (text.indexOf('+') < 0) {
            return PercentBytes.recode(text, RecodeSet.QUERY_PART);
        }
        String[] pieces = Delimited.split(text, '+');
        for (int i = 0; i < pieces.length; i++) {
            pieces[i] = PercentBytes.recode(pieces[i], RecodeSet.QUERY_PART);
        }
        return Delimited.join(pieces, '+');
    }

    /**
     * Whether {@link #recode} gives {@code text[start, end)} back, told without taking the query
     * apart (the profiles' fast path): a query without escapes and with nothing to encode but
     * its delimiters is left as it is, an {@code =} after a part's first included (the Internet
     * Archive's reading); one with escapes is, when every escape stays one and no part holds a
     * second {@code =} (which recoding encodes, as urlcanon does).
     *
     * @param text  the text holding the query
     * @param start the query's first index
     * @param end   the index after it
     * @return true if recoding changes nothing
     */
    public static boolean isRecoded(String text, int start, int end) {
        boolean escapes = false;
        boolean equals = false;
        boolean secondEquals = false;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '&') {
                equals = false;
            } else if (c == '=') {
                secondEquals |= equals;
                equals = true;
            } else if (c == '%') {
                escapes = true;
            } else if (c != '+' && RecodeSet.QUERY_PART.contains(c > 0xFF ? 0xFF : c)) {
                return false;
            }
        }
        return !escapes
                || !secondEquals && PercentBytes.isRecoded(text, start, end, RecodeSet.QUERY_BETWEEN_DELIMITERS);
    }

    /**
     * Sorts the parts by their text, code unit by code unit (all US-ASCII after the URL
     * Standard's serializer), keeping equal parts.
     *
     * @param query the query
     * @return the sorted query
     */
    public static String sort(String query) {
        if (query.indexOf('&') < 0) {
            return query;
        }
        String[] parts = Delimited.split(query, '&');
        Arrays.sort(parts);
        return Delimited.join(parts, '&');
    }

    /**
     * Whether the parts of {@code text[start, end)} are in {@link #sort}'s order already, told
     * without taking them out of the text.
     *
     * @param text  the text holding the query
     * @param start the query's first index
     * @param end   the index after it
     * @return true if sorting would change nothing
     */
    public static boolean isSorted(String text, int start, int end) {
        int previous = start;
        int amp = text.indexOf('&', start);
        while (amp >= 0 && amp < end) {
            int next = text.indexOf('&', amp + 1);
            int nextEnd = next < 0 || next > end ? end : next;
            if (compare(text, previous, amp, amp + 1, nextEnd) > 0) {
                return false;
            }
            previous = amp + 1;
            amp = next;
        }
        return true;
    }

    /** {@link String#compareTo} of two regions of one text. */
    private static int compare(String text, int aStart, int aEnd, int bStart, int bEnd) {
        int n = Math.min(aEnd - aStart, bEnd - bStart);
        for (int i = 0; i < n; i++) {
            int d = text.charAt(aStart + i) - text.charAt(bStart + i);
            if (d != 0) {
                return d;
            }
        }
        return (aEnd - aStart) - (bEnd - bStart);
    }

    /**
     * Removes empty parts (redundant {@code &}).
     *
     * @param query the query
     * @return the query without empty parts
     */
    public static String dropEmptyParts(String query) {
        if (!hasEmptyPart(query, 0, query.length())) {
            return query;
        }
        List<String> kept = new ArrayList<>();
        for (String part : Delimited.split(query, '&')) {
            if (!part.isEmpty()) {
                kept.add(part);
            }
        }
        return String.join("&", kept);
    }

    /**
     * Whether {@link #dropEmptyParts} would change {@code text[start, end)}: a leading or
     * trailing {@code &}, or two together.
     *
     * @param text  the text holding the query
     * @param start the query's first index
     * @param end   the index after it
     * @return true if the query has an empty part
     */
    public static boolean hasEmptyPart(String text, int start, int end) {
        if (end > start && (text.charAt(start) == '&' || text.charAt(end - 1) == '&')) {
            return true;
        }
        for (int i = start + 1; i < end; i++) {
            if (text.charAt(i) == '&' && text.charAt(i - 1) == '&') {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes session-identifier parameters ({@link SessionIds}) and ColdFusion sessions: a
     * {@code CFID} and a {@code CFTOKEN} make a session wherever the two stand (the sources match
     * them side by side, which sorting the query can bring about: taken in any order, the step is
     * idempotent), the first of each together, then the next of each, as long as both are left.
     * One pass over the parts.
     *
     * @param query the query
     * @return the query without them; the empty parts they leave are kept
     */
    public static String stripSessionIds(String query) {
        String[] parts = Delimited.split(query, '&');
        byte[] kinds = new byte[parts.length]; // what each part is, found once
        int ids = 0;
        int tokens = 0;
        for (int i = 0; i < parts.length; i++) {
            kinds[i] = sessionKind(parts[i]);
            ids += kinds[i] == COLDFUSION_ID ? 1 : 0;
            tokens += kinds[i] == COLDFUSION_TOKEN ? 1 : 0;
        }
        int pairs = Math.min(ids, tokens);
        List<String> kept = new ArrayList<>(parts.length);
        ids = 0;
        tokens = 0;
        for (int i = 0; i < parts.length; i++) {
            if (kinds[i] == COLDFUSION_ID && ids < pairs) {
                ids++;
            } else if (kinds[i] == COLDFUSION_TOKEN && tokens < pairs) {
                tokens++;
            } else if (kinds[i] != SESSION) {
                kept.add(parts[i]);
            }
        }
        return kept.size() == parts.length ? query : String.join("&", kept);
    }

    /** A session parameter, half of a ColdFusion session, or another part. */
    private static byte sessionKind(String part) {
        String name = name(part);
        String value = value(part);
        if (SessionIds.isColdFusionId(name, value)) {
            return COLDFUSION_ID;
        }
        if (SessionIds.isColdFusionToken(name, value)) {
            return COLDFUSION_TOKEN;
        }
        return SessionIds.isSessionParameter(name, value) ? SESSION : OTHER;
    }

    private static String name(String part) {
        int equals = part.indexOf('=');
        return equals < 0 ? part : part.substring(0, equals);
    }

    private static String value(String part) {
        int equals = part.indexOf('=');
        return equals < 0 ? "" : part.substring(equals + 1);
    }
}
