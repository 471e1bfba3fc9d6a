package org.iri4j.canon;

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
        if (host.startsWith("[") || host.indexOf('.') < 0) {
            return host;
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
        String last = host.substring(host.lastIndexOf('.') + 1);
        if (last.isEmpty()) {
            return false;
        }
        if (last.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return true;
        }
        return (last.startsWith("0x") || last.startsWith("0X"))
                && last.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0 && c < 0x80);
    }

    /**
     * Removes a first label {@code www} followed by digits or nothing, when a label is left.
     *
     * @param host a domain
     * @return the domain without it
     */
    static String stripWww(String host) {
        if (!host.regionMatches(true, 0, "www", 0, 3)) {
            return host;
        }
        int i = 3;
        while (i < host.length() && host.charAt(i) >= '0' && host.charAt(i) <= '9') {
            i++;
        }
        boolean labelEnds = i < host.length() && host.charAt(i) == '.';
        return labelEnds && i + 1 < host.length() ? host.substring(i + 1) : host;
    }
}
