package org.iri4j.canon.internal.archive;

import java.net.IDN;
import java.util.Locale;

/**
 * A host as the Internet Archive's canonicalizer writes it: Google Safe Browsing's host rules
 * as webarchive-commons 2.0.1 reads them (org/archive/url/BasicURLCanonicalizer.java,
 * {@code canonicalize} and {@code attemptIPFormats}), then its own {@code www} rule
 * (org/archive/url/IAURLCanonicalizer.java, {@code massageHost}).
 */
public final class ArchiveHost {

    /** What is left of a number too large for its type, or of a part that is no number. */
    private static final long NOT_A_NUMBER = -1;

    private ArchiveHost() {}

    /**
     * Google's host rules as the Archive applies them ({@code BasicURLCanonicalizer}):
     * <ol>
     *   <li>decoded repeatedly ({@link ArchiveEscapes#decodeRepeatedly});</li>
     *   <li>to ASCII by IDNA2003 ({@link IDN#toASCII(String)}, no flags), kept as decoded if that
     *       fails;</li>
     *   <li>leading dots removed, each run of dots made one, then a dot that ends the host (or
     *       stands before a line terminator that does: {@code \.$}) removed;</li>
     *   <li>an IPv4 address in one of the forms of {@link #ipv4} written as four decimal numbers;
     *       any other host in lower case ({@link Locale#ROOT}) and encoded once
     *       ({@link ArchiveEscapes#escapeOnce}).</li>
     * </ol>
     *
     * @param host the host as the link has it
     * @return the host as the Archive keeps it
     */
    public static String canonical(String host) {
        String decoded = ArchiveEscapes.decodeRepeatedly(host);
        String dotted = withDotsFixed(toAscii(decoded));
        String address = ipv4(dotted);
        return address != null ? address : ArchiveEscapes.escapeOnce(dotted.toLowerCase(Locale.ROOT));
    }

    /**
     * IDNA2003 by {@link IDN#toASCII}, as the Archive's code calls it; a host it refuses is kept as
     * decoded, as the Archive keeps it. The JDK's Punycode also throws a plain
     * {@code RuntimeException} for a host of tens of thousands of code points ("input too long"),
     * which the Archive's code lets escape: such a host, no DNS name, is kept as decoded too, so
     * that hostile input gets an answer, not an exception.
     */
    private static String toAscii(String host) {
        try {
            return IDN.toASCII(host);
        } catch (RuntimeException refused) {
            return host;
        }
    }

    /** Leading dots removed, runs of dots made one, a trailing dot removed (before a final line terminator too). */
    static String withDotsFixed(String host) {
        StringBuilder out = new StringBuilder(host.length());
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            boolean leadingOrRepeated = c == '.' && (out.length() == 0 || out.charAt(out.length() - 1) == '.');
            if (!leadingOrRepeated) {
                out.append(c);
            }
        }
        int dot = trailingDot(out);
        if (dot >= 0) {
            out.deleteCharAt(dot);
        }
        return out.length() == host.length() ? host : out.toString();
    }

    /** Where {@code \.$} matches (java.util.regex: {@code $} is the end, or before a line terminator that ends the text), or -1. */
    private static int trailingDot(CharSequence host) {
        int n = host.length();
        int before = n;
        if (n >= 2 && host.charAt(n - 2) == '\r' && host.charAt(n - 1) == '\n') {
            before = n - 2;
        } else if (n >= 1 && isLineTerminator(host.charAt(n - 1))) {
            before = n - 1;
        }
        if (n >= 1 && host.charAt(n - 1) == '.') {
            return n - 1;
        }
        return before > 0 && before < n && host.charAt(before - 1) == '.' ? before - 1 : -1;
    }

    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /**
     * An IPv4 address as the Archive reads one ({@code attemptIPFormats}), written as four
     * decimal numbers; every other host is none:
     * <ul>
     *   <li>ASCII digits only: a decimal number of Java's {@code long}, its low 32 bits the address
     *       ({@code 3279880203} is {@code 195.127.0.11}, {@code 4294967296} is {@code 0.0.0.0});</li>
     *   <li>four parts between dots, the first starting with {@code 0}: each part octal, of the
     *       digits 0 to 7 ({@code 017.0.0.1} is {@code 15.0.0.1});</li>
     *   <li>four parts between dots, the first starting with 1 to 9: each part decimal
     *       ({@code 1.02.3.4} is {@code 1.2.3.4});</li>
     * </ul>
     * each part at most 255 and a number of Java's {@code int}. Fewer or more parts, hexadecimal,
     * or an octal part with an 8 or 9 make no address ({@code 10.0.258} and {@code 0x7f.1} are
     * domains).
     *
     * @param host the host, its dots fixed
     * @return the address, or null
     */
    public static String ipv4(String host) {
        if (!host.isEmpty() && host.chars().allMatch(c -> ArchiveText.isDigit((char) c))) {
            long value = number(host, 0, host.length(), 10, Long.MAX_VALUE);
            return value == NOT_A_NUMBER ? null : dotted((int) value);
        }
        int radix = host.startsWith("0") ? 8 : 10;
        int address = 0;
        int start = 0;
        for (int part = 0; part < 4; part++) {
            int end = host.indexOf('.', start);
            end = end < 0 || part == 3 ? host.length() : end;
            long value = number(host, start, end, radix, Integer.MAX_VALUE);
            if (value == NOT_A_NUMBER || value > 255 || end == host.length() && part < 3) {
                return null;
            }
            address = address << 8 | (int) value;
            start = end + 1;
        }
        return dotted(address);
    }

    /** {@code text[start, end)} as a number of one or more digits of the radix (ASCII), at most {@code max}. */
    private static long number(String text, int start, int end, int radix, long max) {
        if (start >= end) {
            return NOT_A_NUMBER;
        }
        long value = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            int digit = c >= '0' && c < '0' + radix ? c - '0' : -1;
            if (digit < 0 || value > (max - digit) / radix) {
                return NOT_A_NUMBER;
            }
            value = value * radix + digit;
        }
        return value;
    }

    private static String dotted(int address) {
        return (address >>> 24) + "." + (address >>> 16 & 0xFF) + "." + (address >>> 8 & 0xFF) + "." + (address & 0xFF);
    }

    /**
     * First labels {@code www} and ASCII digits removed with their dot, again while the host starts
     * with one ({@code massageHost}: {@code ^www\d*\.}, in lower case, as the host is by then):
     * {@code www.www2.example.com} is {@code example.com}, {@code www.1.2.3.4} is
     * {@code 1.2.3.4}, {@code www2foo.com} stays.
     *
     * @param host a host in lower case
     * @return the host without them; the host itself if it starts with none
     */
    public static String withoutWww(String host) {
        int from = 0;
        while (host.startsWith("www", from)) {
            int i = from + 3;
            while (i < host.length() && ArchiveText.isDigit(host.charAt(i))) {
                i++;
            }
            if (i >= host.length() || host.charAt(i) != '.') {
                break;
            }
            from = i + 1;
        }
        return from == 0 ? host : host.substring(from);
    }
}
