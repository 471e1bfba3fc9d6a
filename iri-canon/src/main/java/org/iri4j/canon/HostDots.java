package org.iri4j.canon;

import org.iri4j.canon.psl.DomainChars;

/** Edits of a domain's labels: its dots (Safe Browsing) and a {@code www} label (the Internet Archive). */
final class HostDots {

    private HostDots() {}

    /**
     * Removes leading and trailing dots and makes runs of dots one. A host that is only dots is
     * kept, a special URL needing a host; one that then reads as an IPv4 address (URL Standard
     * §3.5) is serialized as one, and one that ends in a number but is no address is kept.
     *
     * @param host a host
     * @return the host with its dots fixed
     */
    static String fix(String host) {
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
        String fixed = out.toString();
        if (fixed.isEmpty() || fixed.equals(host)) {
            return host;
        }
        String address = Ipv4Numbers.dottedDecimal(fixed);
        if (address != null) {
            return address;
        }
        return endsInNumber(fixed) ? host : fixed;
    }

    /** The URL Standard's "ends in a number" (§3.5): its last label would be read as an IPv4 part. */
    private static boolean endsInNumber(String host) {
        int start = host.lastIndexOf('.') + 1;
        return start < host.length() && DomainChars.endsInNumber(host, start, host.length());
    }

    /**
     * Removes the first labels {@code www}, {@code www2}, ... while a label is left after them:
     * {@code www.www.example.com} becomes {@code example.com}, so that stripping again changes
     * nothing (a protocol rule is idempotent, RFC 3987 §5.3.4).
     *
     * @param host a domain
     * @return the domain without them
     */
    static String stripWww(String host) {
        int end = wwwEnd(host, 0, host.length());
        return end == 0 ? host : host.substring(end);
    }

    /**
     * Where a domain begins without its first labels {@code www}, {@code www2}, ...: the index
     * after the last such label's dot that a label follows; {@code start} when there is none.
     *
     * @param text  the text holding the domain
     * @param start the domain's first index
     * @param end   the index after the domain
     * @return the first index to keep
     */
    static int wwwEnd(String text, int start, int end) {
        int from = start;
        while (true) {
            int next = afterWwwLabel(text, from, end);
            if (next == from) {
                return from;
            }
            from = next;
        }
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
