package org.iri4j.bench;

import java.util.List;
import java.util.Random;

/**
 * The inputs of growing length, made at setup time because they are too big to commit: long
 * IRIs of everyday shape, and the hostile shapes SECURITY.md names. The same length (and
 * shape) always gives the same string.
 */
public final class LongInputs {

    private LongInputs() {}

    /**
     * An IRI of exactly {@code length} UTF-16 code units, the same for the same length: an http
     * IRI whose path and query repeat words, non-ASCII words (some outside the BMP) and
     * percent-encodings drawn from a fixed seed. Used for the inputs of growing length, which
     * are too big to commit.
     *
     * @param length the length, at least 64
     * @return the IRI
     */
    public static String longIri(int length) {
        Random random = new Random(WorkloadGenerator.SEED + length);
        StringBuilder sb = new StringBuilder(length);
        sb.append("https://long.example/");
        int queryAt = length * 3 / 4;
        boolean inQuery = false;
        while (true) {
            double kind = random.nextDouble();
            String token;
            if (kind < 0.1) {
                token = Vocabulary.UNICODE_WORDS[random.nextInt(Vocabulary.UNICODE_WORDS.length)];
            } else if (kind < 0.2) {
                token = "%C3%A9t%C3%A9";
            } else {
                token = Vocabulary.WORDS[random.nextInt(Vocabulary.WORDS.length)];
            }
            String separator = inQuery ? "&k=" : sb.length() >= queryAt ? "?k=" : "/";
            if (sb.length() + separator.length() + token.length() > length) {
                break;
            }
            inQuery |= separator.charAt(0) == '?';
            sb.append(separator).append(token);
        }
        while (sb.length() < length) {
            sb.append('a');
        }
        return sb.toString();
    }

    /** The shapes of {@link #hostileIri(String, int)}. */
    public static final List<String> HOSTILE_SHAPES = List.of("dots", "pct", "labels", "climb", "marks", "hostmarks");

    /**
     * A hostile IRI of a given length (SECURITY.md): {@code dots}, a path of {@code a/../}
     * and {@code ./} segments; {@code pct}, a path of {@code %41} triplets; {@code labels},
     * a host of one-letter labels; {@code climb}, a deep path then as many {@code ../};
     * {@code marks}, a path of combining marks of two classes, which NFC reorders (a run of
     * non-starters, quadratic in a normalizer without the Stream-Safe Text Format of UAX #15);
     * {@code hostmarks}, a host label of such marks, which no ToASCII accepts.
     *
     * @param shape  one of {@link #HOSTILE_SHAPES}
     * @param length the length in characters
     * @return the IRI
     */
    public static String hostileIri(String shape, int length) {
        StringBuilder sb = new StringBuilder(length + 8);
        switch (shape) {
            case "dots":
                sb.append("http://dots.example/");
                repeat(sb, "a/.././", length);
                break;
            case "pct":
                sb.append("http://pct.example/");
                repeat(sb, "%41", length);
                break;
            case "labels":
                sb.append("http://");
                repeat(sb, "a.", length - 2);
                sb.append("b/");
                break;
            case "marks":
                sb.append("http://marks.example/a");
                repeat(sb, "\u0301\u0323", length);
                break;
            case "hostmarks":
                sb.append("http://a");
                repeat(sb, "\u0301\u0323", length - 5);
                sb.append(".com/");
                break;
            case "climb":
                sb.append("http://climb.example/");
                repeat(sb, "s/", (length + sb.length()) / 2);
                repeat(sb, "../", length);
                break;
            default:
                throw new IllegalArgumentException("no hostile shape " + shape);
        }
        while (sb.length() < length) {
            sb.append('a');
        }
        return sb.toString();
    }

    /** The shapes of {@link #hostileUrl(String, int)}. */
    public static final List<String> URL_SHAPES = List.of("climb", "pctdots", "percent", "labels", "query");

    /**
     * A hostile link of a given length for the URL Standard's parser (WHATWG URL §4.4):
     * {@code climb}, a deep path then as many {@code ../} (each pops a segment, "shorten");
     * {@code pctdots}, a path of {@code %2e%2e/} (double-dot segments written percent-encoded,
     * each checked case-insensitively); {@code percent}, a path of lone {@code %} (each an
     * invalid-URL-unit kept as it is); {@code labels}, a host of 63-letter labels (the domain
     * parsed, lowercased and checked for a number at its end); {@code query}, a query of
     * {@code &a=b} pairs.
     *
     * @param shape  one of {@link #URL_SHAPES}
     * @param length the length in characters
     * @return the link
     */
    public static String hostileUrl(String shape, int length) {
        StringBuilder sb = new StringBuilder(length + 8);
        switch (shape) {
            case "climb":
                sb.append("http://climb.example/");
                repeat(sb, "s/", (length + sb.length()) / 2);
                repeat(sb, "../", length);
                break;
            case "pctdots":
                sb.append("http://pctdots.example/");
                repeat(sb, "%2e%2E/", length);
                break;
            case "percent":
                sb.append("http://percent.example/");
                repeat(sb, "%", length);
                break;
            case "labels":
                sb.append("http://");
                repeat(sb, "a".repeat(63) + ".", length - 5);
                sb.append("com/");
                break;
            case "query":
                sb.append("http://query.example/?");
                repeat(sb, "&a=b", length);
                break;
            default:
                throw new IllegalArgumentException("no hostile link shape " + shape);
        }
        while (sb.length() < length) {
            sb.append('a');
        }
        return sb.toString();
    }

    private static void repeat(StringBuilder sb, String unit, int upTo) {
        while (sb.length() + unit.length() <= upTo) {
            sb.append(unit);
        }
    }
}
