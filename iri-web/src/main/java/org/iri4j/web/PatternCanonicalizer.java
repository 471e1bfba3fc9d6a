package org.iri4j.web;

import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The URL Pattern Standard's encoding callbacks (§3.1): each canonicalizes a piece of one
 * component the way the URL parser would, on a dummy URL ({@code https://dummy.invalid/}, §1.5
 * "create a dummy URL") with a state override. A piece the parser refuses throws
 * {@link IllegalArgumentException} with the reason, which the pattern parser turns into an error
 * at the piece's index.
 */
final class PatternCanonicalizer {

    private static final Layout DUMMY = Parsing.parse("https://dummy.invalid/", null, WebUrlOptions.defaults());

    private PatternCanonicalizer() {}

    /** §3.1 "canonicalize a protocol": the scheme of {@code value://dummy.invalid/}. */
    static String protocol(String value) {
        if (value.isEmpty()) {
            return value;
        }
        Layout parsed = Parsing.orNull(value + "://dummy.invalid/", null, WebUrlOptions.defaults());
        if (parsed == null) {
            throw new IllegalArgumentException("\"" + value + "\" is not a scheme (canonicalize a protocol)");
        }
        return parsed.scheme();
    }

    /** §3.1 "canonicalize a username": percent-encoded with the userinfo set (URL Standard §6.1). */
    static String username(String value) {
        return value.isEmpty() ? value : Percent.encode(value, UrlChars.USERINFO_SET);
    }

    /** §3.1 "canonicalize a password": as a username. */
    static String password(String value) {
        return username(value);
    }

    /** §3.1 "canonicalize a hostname": the host parser through the hostname state override. */
    static String hostname(String value) {
        if (value.isEmpty()) {
            return value;
        }
        UrlRecord r = UrlRecord.of(DUMMY);
        run(r, value, State.HOSTNAME, "hostname");
        return r.host == null ? "" : r.host;
    }

    /** §3.1 "canonicalize an IPv6 hostname": hex digits, brackets and colons, in lower case. */
    static String ipv6Hostname(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (UrlChars.hexValue(c) < 0 && c != '[' && c != ']' && c != ':') {
                throw new IllegalArgumentException(
                        "an IPv6 hostname holds hexadecimal digits, '[', ']' and ':' only (canonicalize an IPv6 hostname)");
            }
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + 0x20) : c);
        }
        return out.toString();
    }

    /**
     * §3.1 "canonicalize a port": the port state override on a dummy URL whose scheme is
     * {@code protocol} (so that its default port becomes none), or no special scheme.
     *
     * @param protocol the protocol, or null
     */
    static String port(String value, String protocol) {
        if (value.isEmpty()) {
            return value;
        }
        UrlRecord r = UrlRecord.of(DUMMY);
        // Without a protocol no port is any scheme's default: "443*" keeps its 443, as WPT's
        // urlpatterntestdata.json and the implementations read it (the Standard's dummy URL is
        // https, whose default port would drop it).
        r.scheme(protocol == null ? "" : protocol);
        run(r, value, State.PORT, "port");
        return r.port < 0 ? "" : Integer.toString(r.port);
    }

    /**
     * §3.1 "canonicalize a pathname": the path start state override on an empty path; a piece
     * without a leading slash is parsed after {@code /-}, which is cut off again, so that the
     * parser neither adds a slash nor reads a leading dot as a segment.
     */
    static String pathname(String value) {
        if (value.isEmpty()) {
            return value;
        }
        boolean leadingSlash = value.charAt(0) == '/';
        UrlRecord r = UrlRecord.of(DUMMY);
        r.path.setLength(0);
        run(r, leadingSlash ? value : "/-" + value, State.PATH_START, "pathname");
        if (leadingSlash) {
            return r.path.toString();
        }
        // "/-a/.." leaves "/": the substring from 2 of a shorter path is empty
        return r.path.length() <= 2 ? "" : r.path.substring(2);
    }

    /** §3.1 "canonicalize an opaque pathname": the opaque path state override on an empty path. */
    static String opaquePathname(String value) {
        if (value.isEmpty()) {
            return value;
        }
        UrlRecord r = UrlRecord.of(DUMMY);
        r.path.setLength(0);
        r.opaque = true;
        run(r, value, State.OPAQUE_PATH, "pathname");
        return r.path.toString();
    }

    /** §3.1 "canonicalize a search": the query state override on an empty query. */
    static String search(String value) {
        if (value.isEmpty()) {
            return value;
        }
        UrlRecord r = UrlRecord.of(DUMMY);
        r.query = "";
        Parser.run(parse(r, value, State.QUERY), State.QUERY);
        return r.query;
    }

    /** §3.1 "canonicalize a hash": the fragment state override on an empty fragment. */
    static String hash(String value) {
        if (value.isEmpty()) {
            return value;
        }
        UrlRecord r = UrlRecord.of(DUMMY);
        r.fragment = "";
        Parser.run(parse(r, value, State.FRAGMENT), State.FRAGMENT);
        return r.fragment;
    }

    private static void run(UrlRecord r, String value, State state, String component) {
        if (!Parser.run(parse(r, value, state), state)) {
            throw new IllegalArgumentException("the URL parser refuses \"" + value + "\" as a " + component
                    + " (canonicalize a " + component + ")");
        }
    }

    private static Parse parse(UrlRecord r, String value, State state) {
        Input in = Input.ofValue(value);
        return new Parse(in, r, null, state, new Reporter(in, Reporter.Mode.SILENT), WebUrlOptions.defaults());
    }
}
