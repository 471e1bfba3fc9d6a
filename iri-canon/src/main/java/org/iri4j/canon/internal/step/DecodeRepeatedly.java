package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.PercentBytes;
import org.iri4j.canon.internal.url.RecodeSet;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#DECODE_REPEATEDLY}: percent-decoding repeated until no escape
 * decodes, on bytes, in the username, the password, an opaque host, the path and the fragment,
 * each then encoded once with the URL Standard's percent-encode set for it (§1.3) and {@code %}
 * ({@link RecodeSet}); in a path of segments the {@code .} and {@code ..} segments decoding
 * reveals removed as the Standard's path state removes them ({@link PathDots#remove}).
 */
public final class DecodeRepeatedly extends Step {

    /** The step; it holds no state. */
    public DecodeRepeatedly() {
        super(UrlParts.SCHEME | UrlParts.USERINFO | UrlParts.HOST | UrlParts.PATH | UrlParts.FRAGMENT);
    }

    /** What {@link #apply} recodes would change, or a dot segment it reveals, or a path it guards. */
    @Override
    public boolean mayChange(String href, UrlSpan span) {
        if (span.at >= 0 && !PercentBytes.isRecoded(href, span.userStart(), span.at, RecodeSet.USERINFO)) {
            return true;
        }
        boolean special = span.isSpecial();
        boolean ipv6 = span.hostEnd > span.hostStart && href.charAt(span.hostStart) == '[';
        if (!special && !ipv6 && !PercentBytes.isRecoded(href, span.hostStart, span.hostEnd, RecodeSet.OPAQUE_HOST)) {
            return true;
        }
        boolean slash = span.pathEnd > span.pathStart && href.charAt(span.pathStart) == '/';
        RecodeSet pathSet = !span.hasAuthority && !slash
                ? RecodeSet.OPAQUE_PATH
                : span.schemeEnd == 4 && href.startsWith("file")
                        ? RecodeSet.FILE_PATH
                        : special ? RecodeSet.SPECIAL_PATH : RecodeSet.PATH;
        if (!PercentBytes.isRecoded(href, span.pathStart, span.pathEnd, pathSet)
                || slash && PathDots.hasDotSegment(href, span.pathStart, span.pathEnd)
                || !span.hasAuthority && href.startsWith("//", span.pathStart)) {
            return true;
        }
        return span.hash >= 0 && !PercentBytes.isRecoded(href, span.hash + 1, href.length(), RecodeSet.FRAGMENT);
    }

    @Override
    public void apply(UrlParts p) {
        p.username = PercentBytes.recode(p.username, RecodeSet.USERINFO);
        p.password = PercentBytes.recode(p.password, RecodeSet.USERINFO);
        if (!p.isSpecial() && !p.host.startsWith("[")) {
            p.host = PercentBytes.recode(p.host, RecodeSet.OPAQUE_HOST);
        }
        if (p.hasOpaquePath()) {
            p.path = PercentBytes.recode(p.path, RecodeSet.OPAQUE_PATH);
        } else {
            RecodeSet set = pathSet(p);
            boolean file = "file".equals(p.scheme);
            p.path = editPath(p, path -> PathDots.remove(PercentBytes.recode(path, set), file));
        }
        p.fragment = p.fragment == null ? null : PercentBytes.recode(p.fragment, RecodeSet.FRAGMENT);
    }

    /** The set of a path of segments: a file URL's, a special URL's (§4.2) or another's. */
    private static RecodeSet pathSet(UrlParts p) {
        if ("file".equals(p.scheme)) {
            return RecodeSet.FILE_PATH;
        }
        return p.isSpecial() ? RecodeSet.SPECIAL_PATH : RecodeSet.PATH;
    }
}
