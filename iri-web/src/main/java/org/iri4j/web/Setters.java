package org.iri4j.web;

import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The setters of the {@code URL} class (URL Standard §6.1), each on a copy of the URL's record:
 * most run the basic URL parser with a state override; a value the Standard ignores gives the
 * URL back unchanged.
 */
final class Setters {

    private Setters() {}

    static WebUrl href(WebUrl url, String value) {
        WebUrl parsed = WebUrl.parse(value);
        return parsed.equals(url) ? url : parsed;
    }

    static WebUrl protocol(WebUrl url, String value) {
        return override(url, UrlRecord.of(url), value + ":", State.SCHEME_START);
    }

    static WebUrl username(WebUrl url, String value) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.username = Percent.encode(value, UrlChars.USERINFO_SET);
        return built(url, r);
    }

    static WebUrl password(WebUrl url, String value) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.password = Percent.encode(value, UrlChars.USERINFO_SET);
        return built(url, r);
    }

    /** §4.2 "cannot have a username/password/port": a null or empty host, or the scheme file. */
    private static boolean cannotHaveCredentials(WebUrl url) {
        return url.hostStart < 0 || url.hostStart == url.hostEnd || url.kind == Schemes.FILE;
    }

    static WebUrl host(WebUrl url, String value) {
        return url.opaque ? url : override(url, UrlRecord.of(url), value, State.HOST);
    }

    static WebUrl hostname(WebUrl url, String value) {
        return url.opaque ? url : override(url, UrlRecord.of(url), value, State.HOSTNAME);
    }

    static WebUrl port(WebUrl url, String value) {
        if (cannotHaveCredentials(url)) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.port = -1;
            return built(url, r);
        }
        return override(url, r, value, State.PORT);
    }

    static WebUrl pathname(WebUrl url, String value) {
        if (url.opaque) {
            return url;
        }
        UrlRecord r = UrlRecord.of(url);
        r.path.setLength(0);
        return override(url, r, value, State.PATH_START);
    }

    static WebUrl search(WebUrl url, String value) {
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.query = null;
            return built(url, r);
        }
        r.query = "";
        return override(url, r, value.charAt(0) == '?' ? value.substring(1) : value, State.QUERY);
    }

    static WebUrl hash(WebUrl url, String value) {
        UrlRecord r = UrlRecord.of(url);
        if (value.isEmpty()) {
            r.fragment = null;
            return built(url, r);
        }
        r.fragment = "";
        return override(url, r, value.charAt(0) == '#' ? value.substring(1) : value, State.FRAGMENT);
    }

    static WebUrl searchParams(WebUrl url, UrlSearchParams params) {
        UrlRecord r = UrlRecord.of(url);
        String query = params.toString();
        r.query = query.isEmpty() ? null : query;
        return built(url, r);
    }

    private static WebUrl override(WebUrl url, UrlRecord r, String value, State state) {
        Input in = Input.ofValue(value);
        Reporter report = new Reporter(in, false);
        Parse ps = new Parse(in, r, null, state, report, WebUrlOptions.defaults());
        // The parser changes the URL in place (§4.4): what it set before failing stays set, as the
        // host before a port out of range does.
        Parser.run(ps, state);
        return built(url, r);
    }

    private static WebUrl built(WebUrl url, UrlRecord r) {
        WebUrl changed = r.build();
        return changed.equals(url) ? url : changed;
    }
}
