package org.iri4j.web;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/** The query and fragment states of the basic URL parser (URL Standard §4.4). */
final class TailStates {

    private TailStates() {}

    /**
     * Query state: up to the fragment (or the end, for the {@code search} setter), encoded in
     * UTF-8, or in the parse's query encoding for a special URL other than ws and wss; the
     * special-query percent-encode set for special URLs.
     */
    static State query(Parse ps) {
        int to = ps.end;
        if (ps.override == null) {
            int hash = ps.s.indexOf('#', ps.p);
            if (hash >= 0 && hash < ps.end) {
                to = hash;
            }
        }
        UrlRecord url = ps.url;
        int set = url.special() ? UrlChars.SPECIAL_QUERY_SET : UrlChars.QUERY_SET;
        Charset encoding = ps.queryEncoding;
        if (encoding == null
                || encoding.equals(StandardCharsets.UTF_8)
                || !url.special()
                || url.kind == Schemes.WS
                || url.kind == Schemes.WSS) {
            url.query = Encode.range(ps, ps.p, to, set, Component.QUERY);
        } else {
            url.query = QueryEncoder.encode(ps, ps.p, to, set, encoding);
        }
        if (to < ps.end) {
            ps.p = to + 1;
            return State.FRAGMENT;
        }
        return State.DONE;
    }

    /** Fragment state: the rest of the input, with the fragment percent-encode set. */
    static State fragment(Parse ps) {
        ps.url.fragment = Encode.range(ps, Math.min(ps.p, ps.end), ps.end, UrlChars.FRAGMENT_SET, Component.FRAGMENT);
        return State.DONE;
    }
}
