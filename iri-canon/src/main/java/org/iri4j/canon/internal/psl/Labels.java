package org.iri4j.canon.internal.psl;

import java.net.IDN;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.WebUrlOptions;

/**
 * A host that holds characters outside ASCII, split into its labels, with the ASCII form the
 * rules are matched against. The ASCII form is the URL Standard's domain to ASCII (§3.3, UTS #46
 * with the Standard's flags), by the {@link UrlDomainMapper} iri-web finds ({@code iri-idna} has
 * one), the host mapped whole, as a browser maps it. Without one, each label is lower-cased and
 * converted with {@link IDN#toASCII} (IDNA2003 ToASCII, RFC 3490 §4.1, unassigned code points
 * allowed), except a label that holds a deviation character of UTS #46 §2.3 (U+00DF ß, U+03C2 ς,
 * U+200C ZERO WIDTH NON-JOINER, U+200D ZERO WIDTH JOINER), which has no ASCII form: IDNA2003 maps
 * it to another name ({@code faß.de} to {@code fass.de}) than UTS #46 and the URL Standard do
 * ({@code xn--fa-hia.de}), so answering would give the host another registrable domain depending
 * on the modules present, and the core's IDNA2003 mapper refuses it alike. Label separators are
 * U+002E, U+3002, U+FF0E and U+FF61 (RFC 3490 §3.1, UTS #46 §4).
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
     * Splits a host and converts its labels, with the domain mapper iri-web uses
     * ({@link WebUrlOptions#domainMapper()}).
     *
     * @param host the host
     * @return its labels, or null if one is empty (a trailing dot aside) or the host has no ASCII
     *     form of as many labels
     */
    public static Labels of(String host) {
        return of(host, WebUrlOptions.defaults().domainMapper());
    }

    /**
     * Splits a host and converts its labels with a given mapper.
     *
     * @param host   the host
     * @param mapper the URL Standard's domain to ASCII, or null for IDNA2003 without deviations
     * @return its labels, or null
     */
    static Labels of(String host, UrlDomainMapper mapper) {
        List<String> labels = new ArrayList<>();
        boolean trailingDot = false;
        int start = 0;
        for (int i = 0; i <= host.length(); i++) {
            if (i < host.length() && !isSeparator(host.charAt(i))) {
                continue;
            }
            if (i == start) {
                // Empty: a leading dot, two dots in a row, an empty host; a trailing dot is kept.
                trailingDot = i == host.length() && i > 0 && !labels.isEmpty();
                if (!trailingDot) {
                    return null;
                }
                break;
            }
            labels.add(host.substring(start, i).toLowerCase(Locale.ROOT));
            start = i + 1;
        }
        String ascii = mapper == null ? labelByLabel(labels) : whole(host, mapper, labels.size());
        return ascii == null ? null : new Labels(labels, trailingDot, trailingDot ? ascii + "." : ascii);
    }

    /**
     * The URL Standard's domain to ASCII of a host (§3.3, beStrict false), without its trailing
     * dot; null if it fails, or gives another number of labels (UTS #46 maps U+2488 DIGIT ONE
     * FULL STOP to {@code 1.}).
     */
    private static String whole(String host, UrlDomainMapper mapper, int count) {
        String mapped;
        try {
            mapped = mapper.toAscii(host);
        } catch (HostMappingException refused) {
            return null;
        }
        int end = mapped.endsWith(".") ? mapped.length() - 1 : mapped.length();
        int labels = 1;
        for (int i = 0; i < end; i++) {
            if (mapped.charAt(i) == '.') {
                if (i == 0 || mapped.charAt(i - 1) == '.') {
                    return null; // a label mapped to nothing
                }
                labels++;
            }
        }
        return labels == count && end > 0 ? mapped.substring(0, end).toLowerCase(Locale.ROOT) : null;
    }

    /** Each label's IDNA2003 ASCII form, joined with dots; null if one has none. */
    private static String labelByLabel(List<String> labels) {
        StringBuilder ascii = new StringBuilder();
        for (String label : labels) {
            String converted = toAscii(label);
            if (converted == null) {
                return null;
            }
            ascii.append(ascii.length() == 0 ? "" : ".").append(converted);
        }
        return ascii.toString();
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
     * One label in ASCII lower case: an ASCII label as it is, another through IDNA2003's ToASCII,
     * a label with a deviation character refused.
     *
     * @param label a label, not empty, in lower case
     * @return its ASCII form, or null if it holds a deviation character, ToASCII fails, or it
     *     makes more than one label
     */
    static String toAscii(String label) {
        boolean isAscii = true;
        for (int i = 0; i < label.length() && isAscii; i++) {
            isAscii = label.charAt(i) < 0x80;
        }
        if (isAscii) {
            return label; // lower case already (of)
        }
        if (deviationAt(label) >= 0) {
            return null;
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
     * Where a label holds a deviation character of UTS #46 §2.3, which IDNA2003 and the URL
     * Standard map apart.
     *
     * @param label a label
     * @return the index of the first of U+00DF, U+03C2, U+200C and U+200D, or -1
     */
    static int deviationAt(String label) {
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '\u00DF' || c == '\u03C2' || c == '\u200C' || c == '\u200D') {
                return i;
            }
        }
        return -1;
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
