package org.iri4j.canon;

import java.util.Arrays;
import org.iri4j.canon.internal.psl.DomainChars;
import org.iri4j.web.internal.host.Ipv4;

/**
 * A key's characters, written into one array sized for the key: ranges of a URL's text copied
 * whole ({@link String#getChars}), one string made at the end. The array grows only for a host
 * whose commas or percent signs are escaped ({@link #appendReversed}).
 */
final class KeyText {

    private char[] chars;
    private int length;

    /**
     * An empty key.
     *
     * @param capacity the characters it will hold but for escapes in a host, which make it grow
     */
    KeyText(int capacity) {
        chars = new char[capacity];
    }

    KeyText append(String text, int start, int end) {
        room(end - start);
        text.getChars(start, end, chars, length);
        length += end - start;
        return this;
    }

    KeyText append(String text) {
        return append(text, 0, text.length());
    }

    KeyText append(char c) {
        room(1);
        chars[length++] = c;
        return this;
    }

    private void room(int more) {
        if (length + more > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + more));
        }
    }

    /**
     * Appends {@code text[start, end)}'s labels in reverse order, each followed by a comma. A
     * comma inside a label is written {@code %2C}, and so a percent sign (which only an opaque
     * host holds, URL Standard §3.5) {@code %25}: the key splits back into labels, a label's text
     * is read back by percent-decoding, and a domain's key never reads as an address's
     * ({@code 1,2,3,4} is {@code 1%2C2%2C3%2C4}, not {@code 1.2.3.4} nor {@code 1,2,3,4}).
     *
     * @param text          the text holding the host
     * @param start         the host's first index
     * @param end           the index after the host
     * @param trailingComma whether the last label is followed by a comma too
     * @return this
     */
    KeyText appendReversed(String text, int start, int end, boolean trailingComma) {
        int labelEnd = end;
        while (true) {
            int dot = text.lastIndexOf('.', labelEnd - 1);
            int labelStart = dot < start ? start : dot + 1;
            appendLabel(text, labelStart, labelEnd);
            if (dot < start) {
                break;
            }
            append(',');
            labelEnd = dot;
        }
        return trailingComma ? append(',') : this;
    }

    /**
     * Appends {@code text[start, end)} as the Internet Archive's keys write a host
     * (webarchive-commons 2.0.1, org/archive/url/URLRegexTransformer.java, {@code hostToSURT}):
     * its parts between dots in reverse order, joined by commas, an IPv4 address too
     * ({@code 192.168.1.254} is {@code 254,1,168,192}) and a comma inside a label as it is; a
     * host without a dot as it is, but for the brackets around it, which go
     * ({@code [2001:db8::1]} is {@code 2001:db8::1}).
     *
     * @param text  the text holding the host
     * @param start the host's first index
     * @param end   the index after the host, after {@code start}
     * @return this
     */
    KeyText appendArchiveHost(String text, int start, int end) {
        int dot = text.lastIndexOf('.', end - 1);
        if (dot < start) {
            boolean bracketed = text.charAt(start) == '[' && text.charAt(end - 1) == ']' && end - start > 1;
            return bracketed ? append(text, start + 1, end - 1) : append(text, start, end);
        }
        int labelEnd = end;
        while (dot >= start) {
            append(text, dot + 1, labelEnd).append(',');
            labelEnd = dot;
            dot = text.lastIndexOf('.', dot - 1);
        }
        return append(text, start, labelEnd);
    }

    /** A label, its commas and percent signs escaped; copied whole when it has none (the usual label). */
    private void appendLabel(String text, int start, int end) {
        int from = start;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == ',' || c == '%') {
                append(text, from, i).append(c == ',' ? "%2C" : "%25");
                from = i + 1;
            }
        }
        append(text, from, end);
    }

    /**
     * Whether {@code text[start, end)} is an IP address: an IPv6 literal, or a host the URL
     * Standard's IPv4 parser reads (§3.5), which only one ending in a number can be.
     */
    static boolean isAddress(String text, int start, int end) {
        if (start < end && text.charAt(start) == '[') {
            return true;
        }
        int last = end > start && text.charAt(end - 1) == '.' ? end - 1 : end;
        int labelStart = Math.max(start, text.lastIndexOf('.', last - 1) + 1);
        return labelStart < last
                && DomainChars.endsInNumber(text, labelStart, last)
                && Ipv4.address(text.substring(start, end)) != Ipv4.NOT_AN_ADDRESS;
    }

    /** A host's labels reversed, each followed by a comma but, without {@code trailingComma}, the last. */
    static String reversed(String host, boolean trailingComma) {
        return new KeyText(host.length() + 1)
                .appendReversed(host, 0, host.length(), trailingComma)
                .toString();
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
