package org.iri4j.canon.internal.psl;

import java.net.IDN;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A host that holds characters outside ASCII, split into its labels, with the ASCII form the
 * rules are matched against: each label lower-cased, and converted with {@link IDN#toASCII}
 * (IDNA2003 ToASCII, RFC 3490 §4.1, unassigned code points allowed) when it is not ASCII.
 * Label separators are U+002E, U+3002, U+FF0E and U+FF61 (RFC 3490 §3.1).
 */
public final class Labels {

    private final List<String> labels;
    private final boolean trailingDot;
    private final String ascii;

    private Labels(List<String> labels, boolean trailingDot, String ascii) {
        this.labels = labels;
        this.trailingDot = trailingDot;
        this.ascii = ascii;
    }

    /**
     * Splits a host and converts its labels.
     *
     * @param host the host
     * @return its labels, or null if one is empty (a trailing dot aside) or has no ASCII form
     */
    public static Labels of(String host) {
        List<String> labels = new ArrayList<>();
        StringBuilder ascii = new StringBuilder(host.length() + 16);
        int start = 0;
        for (int i = 0; i <= host.length(); i++) {
            if (i < host.length() && !isSeparator(host.charAt(i))) {
                continue;
            }
            if (i == start) {
                // Empty: a leading dot, two dots in a row, an empty host; a trailing dot is kept.
                boolean trailingDot = i == host.length() && i > 0 && !labels.isEmpty();
                return trailingDot ? new Labels(labels, true, ascii.append('.').toString()) : null;
            }
            String label = host.substring(start, i).toLowerCase(Locale.ROOT);
            String converted = toAscii(label);
            if (converted == null) {
                return null;
            }
            ascii.append(labels.isEmpty() ? "" : ".").append(converted);
            labels.add(label);
            start = i + 1;
        }
        return new Labels(labels, false, ascii.toString());
    }

    /**
     * Whether a character separates labels (RFC 3490 §3.1).
     *
     * @param c a character
     * @return true for U+002E, U+3002, U+FF0E and U+FF61
     */
    public static boolean isSeparator(char c) {
        return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
    }

    /**
     * One label in ASCII lower case: an ASCII label as it is, another through ToASCII.
     *
     * @param label a label, not empty
     * @return its ASCII form, or null if ToASCII fails or makes it more than one label
     */
    static String toAscii(String label) {
        boolean isAscii = true;
        for (int i = 0; i < label.length() && isAscii; i++) {
            isAscii = label.charAt(i) < 0x80;
        }
        if (isAscii) {
            return label.toLowerCase(Locale.ROOT);
        }
        String converted;
        try {
            converted = IDN.toASCII(label, IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT);
        } catch (RuntimeException e) {
            // RFC 3490 §4.1 ToASCII fails: prohibited output, a label too long, bad bidi, ...
            // (IllegalArgumentException, as IDN documents; JDK 25's Punycode throws a bare
            // RuntimeException for a label longer than it encodes, found by the JDK 25 pass)
            return null;
        }
        // NFKC may turn one code point into a dot (U+2488 DIGIT ONE FULL STOP is "1.").
        return converted.isEmpty() || converted.indexOf('.') >= 0 ? null : converted;
    }

    /**
     * The host in ASCII lower case, labels joined with dots, a trailing dot kept.
     *
     * @return the ASCII form
     */
    public String ascii() {
        return ascii;
    }

    /**
     * The host's last labels in their own form (lower case), a trailing dot kept.
     *
     * @param count how many labels
     * @return those labels joined with dots, or null if the host has fewer
     */
    public String last(int count) {
        if (count > labels.size()) {
            return null;
        }
        String joined = String.join(".", labels.subList(labels.size() - count, labels.size()));
        return trailingDot ? joined + "." : joined;
    }

    /**
     * The number of labels in an ASCII region that ends at the host's last label.
     *
     * @param from the region's first index in {@link #ascii()}
     * @return the number of labels from there to the end
     */
    public int labelsFrom(int from) {
        int count = 1;
        int end = trailingDot ? ascii.length() - 1 : ascii.length();
        for (int i = from; i < end; i++) {
            if (ascii.charAt(i) == '.') {
                count++;
            }
        }
        return count;
    }
}
