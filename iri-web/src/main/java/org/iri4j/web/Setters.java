package org.iri4j.web;

import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The setters of the {@code URL} class (URL Standard §6.1), each on a copy of the URL's record:
 * most run the basic URL parser with a state override; a value the Standard ignores gives the
 * URL back unchanged (the same instance). Each runs with the options the URL was read with
 * ({@link WebUrlOptions#forSetters()}), so that a domain goes through the same domain mapper.
 */
final class Setters {

    private Setters() {}

    static Layout href(Layout url, String value, WebUrlOptions options) {
        Layout parsed = Parsing.parse(value, null, options);
        return parsed.href().equals(url.href()) ? url : parsed;
    }

    static Layout protocol(Layout url, String value, WebUrlOptions options) {
        return override(url, UrlRecord.of(url), value + ":", State.SCHEME_START, options);
    }

    static Layout username(Layout url, String value) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.username = Percent.encode(value, UrlChars.USERINFO_SET);
        return built(url, r);
    }

    static Layout password(Layout url, String value) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.password = Percent.encode(value, UrlChars.USERINFO_SET);
        return built(url, r);
    }

    /** §4.2 "cannot have a username/password/port": a null or empty host, or the scheme file. */
    private static boolean cannotHaveCredentials(Layout url) {
        return url.hostStart() < 0 || url.hostStart() == url.hostEnd() || url.kind() == Schemes.FILE;
    }

    static Layout host(Layout url, String value, WebUrlOptions options) {
        return url.opaque() ? url : override(url, UrlRecord.of(url), value, State.HOST, options);
    }

    static Layout hostname(Layout url, String value, WebUrlOptions options) {
        return url.opaque() ? url : override(url, UrlRecord.of(url), value, State.HOSTNAME, options);
    }

    static Layout port(Layout url, String value, WebUrlOptions options) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.port = -1;
            return built(url, r);
        }
        return override(url, r, value, State.PORT, options);
    }

    static Layout pathname(Layout url, String value, WebUrlOptions options) {
        if (url.opaque()) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.path.setLength(0);
        return override(url, r, value, State.PATH_START, options);
    }

    static Layout search(Layout url, String value, WebUrlOptions options) {
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.query = null;
            return built(url, r);
        }
        r.query = "";
        return override(url, r, value.charAt(0) == '?' ? value.substring(1) : value, State.QUERY, options);
    }

    static Layout hash(Layout url, String value, WebUrlOptions options) {
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.fragment = null;
            return built(url, r);
        }
        r.fragment = "";
        return override(url, r, value.charAt(0) == '#' ? value.substring(1) : value, State.FRAGMENT, options);
    }

    static Layout searchParams(Layout url, UrlSearchParams params) {
        UrlRecord r = UrlRecord.of(url);
        String query = params.toString();
        r.query = query.isEmpty() ? null : query;
        return built(url, r);
    }

    private static Layout override(Layout url, UrlRecord r, String value, State state, WebUrlOptions options) {
        Input in = Input.ofValue(value);
        Reporter report = new Reporter(in, Reporter.Mode.SILENT);
        Parse ps = new Parse(in, r, null, state, report, options);
        // The parser changes the URL in place (§4.4): what it set before failing stays set, as the
        // host before a port out of range does.
        Parser.run(ps, state);
        return built(url, r);
    }

    private static Layout built(Layout url, UrlRecord r) {
        Layout changed = r.build();
        return changed.href().equals(url.href()) ? url : changed;
    }
}
