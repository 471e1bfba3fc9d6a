package org.iri4j.canon.internal.step;

import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * {@link org.iri4j.canon.CanonStep#FIX_HOST_DOTS}: leading and trailing dots of a host removed and runs of dots made one (Safe Browsing), a special URL's host that then reads as an IPv4 address serialized as one ({@link HostDots#fix}), an opaque host never read as an address, its dots alone fixed ({@link HostDots#withoutExtraDots}).
 */
public final class FixHostDots extends Step {

    /** The step; it holds no state. */
    public FixHostDots() {
        super(UrlParts.HOST);
    }

    @Override
    public boolean mayChange(String href, UrlSpan span) {
        return hasDotsToFix(href, span.hostStart, span.hostEnd);
    }

    @Override
    public void apply(UrlParts p) {
        p.host = editHost(p, p.isSpecial() ? HostDots::fix : HostDots::withoutExtraDots);
    }

    /** {@link HostDots#fix}'s test: a leading or trailing dot, or two together, outside an IPv6 literal. */
    private static boolean hasDotsToFix(String text, int start, int end) {
        if (start == end || text.charAt(start) == '[') {
            return false;
        }
        return text.charAt(start) == '.' || text.charAt(end - 1) == '.' || indexOf(text, "..", start, end) >= 0;
    }
}
