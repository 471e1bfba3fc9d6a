package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.psl.DomainChars;
import org.iri4j.web.internal.host.Ipv4;

/** Edits of a domain's labels: its dots (Safe Browsing) and a {@code www} label (the Internet Archive). */
public final class HostDots {

    private HostDots() {}

    /**
     * Removes leading and trailing dots and makes runs of dots one, in a special URL's domain. A
     * host that is only dots is kept, a special URL needing a host; one that then reads as an
     * IPv4 address (URL Standard §3.5) is serialized as one, and one that ends in a number but is
     * no address is kept, since the Standard would refuse it.
     *
     * @param host a host
     * @return the host with its dots fixed
     */
    public static String fix(String host) {
        String fixed = withoutExtraDots(host);
        if (fixed == host) {
            return host;
        }
        String address = Ipv4.dottedDecimal(fixed);
        if (address != null) {
            return address;
        }
        return endsInNumber(fixed) ? host : fixed;
    }

    /**
     * Removes leading and trailing dots and makes runs of dots one, and nothing more: Safe
     * Browsing's dot steps ("URLs and Hashing", Canonicalization), whose key need not be a URL,
     * so a host that then ends in a number but is no address is kept so.
     *
     * @param host a host
     * @return the host without leading, trailing and repeated dots; the same string when it has
     *     none, or only dots
     */
    public static String withoutExtraDots(String host) {
        if (host.startsWith("[") || !host.startsWith(".") && !host.endsWith(".") && !host.contains("..")) {
            return host; // no dot to fix: the usual host, and no copy
        }
        StringBuilder out = new StringBuilder(host.length());
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c != '.' || (out.length() > 0 && out.charAt(out.length() - 1) != '.')) {
                out.append(c);
            }
        }
        if (out.length() > 0 && out.charAt(out.length() - 1) == '.') {
            out.setLength(out.length() - 1);
        }
        return out.length() == 0 ? host : out.toString();
    }

    /** The URL Standard's "ends in a number" (§3.5): its last label would be read as an IPv4 part. */
    private static boolean endsInNumber(String host) {
        int start = host.lastIndexOf('.') + 1;
        return start < host.length() && DomainChars.endsInNumber(host, start, host.length());
    }

    /**
     * Removes the first labels {@code www}, {@code www2}, ... while a label is left after them:
     * {@code www.www.example.com} becomes {@code example.com}, so that stripping again changes
     * nothing (a protocol rule is idempotent, RFC 3987 §5.3.4). They stay when what follows them
     * reads as an IPv4 address once its dots are fixed ({@link #wwwEnd}).
     *
     * @param host a domain
     * @return the domain without them
     */
    public static String stripWww(String host) {
        int end = wwwEnd(host, 0, host.length());
        return end == 0 ? host : host.substring(end);
    }

    /**
     * Where a domain begins without its first labels {@code www}, {@code www2}, ...: the index
     * after the last such label's dot that a label follows; {@code start} when there is none, or
     * when what follows them reads as an IPv4 address (URL Standard §3.5) once leading, trailing
     * and repeated dots are removed. {@code www.1.2.3.4..} names a domain; without {@code www}
     * its dots fixed would make it the address {@code 1.2.3.4}, another host, and fix-host-dots
     * after strip-www would change a canonical form again.
     *
     * @param text  the text holding the domain
     * @param start the domain's first index
     * @param end   the index after the domain
     * @return the first index to keep
     */
    public static int wwwEnd(String text, int start, int end) {
        int from = start;
        while (true) {
            int next = afterWwwLabel(text, from, end);
            if (next == from) {
                return from == start || readsAsAddress(text, from, end) ? start : from;
            }
            from = next;
        }
    }

    /** Whether {@code text[start, end)}, its dots fixed, is an IPv4 address: only a host ending in a number can be one. */
    private static boolean readsAsAddress(String text, int start, int end) {
        int last = end;
        while (last > start && text.charAt(last - 1) == '.') {
            last--;
        }
        int labelStart = Math.max(start, text.lastIndexOf('.', last - 1) + 1);
        if (labelStart >= last || !DomainChars.endsInNumber(text, labelStart, last)) {
            return false; // the usual domain: no copy
        }
        return Ipv4.address(withoutExtraDots(text.substring(start, end))) != Ipv4.NOT_AN_ADDRESS;
    }

    /** The index after a first label {@code www} and digits and its dot, when a label follows; {@code from} otherwise. */
    private static int afterWwwLabel(String text, int from, int end) {
        if (end - from < 3 || !text.regionMatches(true, from, "www", 0, 3)) {
            return from;
        }
        int i = from + 3;
        while (i < end && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        boolean labelEnds = i < end && text.charAt(i) == '.';
        return labelEnds && i + 1 < end ? i + 1 : from;
    }
}
