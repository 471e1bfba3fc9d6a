package org.iri4j.core.internal.normalize;

import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.layout.ComponentWriter;
import org.iri4j.core.internal.layout.ComponentWriters;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginAnswer;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.Ipv6Text;
import org.iri4j.core.internal.value.IriValue;
import org.iri4j.spi.SchemeContext;

/**
 * Scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) on top of the syntax-based
 * normal form: the empty port is dropped for every scheme (RFC 3986 §3.2.3), the default
 * port of the scheme's plugin too, and where the plugin names a default port, the port loses
 * its leading zeros; an empty path is written {@code /} where the plugin's traits say it means
 * that; the host of a scheme whose plugin says it uses DNS names is put in its
 * IDNA normal form, or, if it is an IPv6 address, in the text RFC 5952 recommends; then the
 * plugin's own rules. The fragment is put back as the syntax level left it: scheme rules
 * never touch it. The authority is rewritten in one reassembly, with no second parse.
 */
public final class SchemeLevel {

    /** The path {@code /} written for an empty one, where the scheme's traits say it is that (RFC 3986 §6.2.3). */
    private static final ComponentWriter ROOT = (out, src, from, to) -> out.append('/');

    private SchemeLevel() {}

    /**
     * The scheme-based normal form.
     *
     * @param p     an IRI reference in syntax-based normal form
     * @param entry the plugin of its scheme, or null if it has none
     * @param plugins the plugins, whose context is lent to the plugin
     * @return the normal form; {@code p} itself when it already is
     * @throws PluginFailure if the plugin fails or changes the scheme
     */
    public static Layout normalize(Layout p, SchemeEntry entry, PluginSet plugins) {
        Layout q = withNormalAuthority(p, p.isAbsolute() ? entry : null, plugins.context());
        if (entry == null || !q.isAbsolute() || !entry.normalizes()) {
            return q; // a plugin without rules of its own: its traits are its whole normal form
        }
        Layout bare = q.withoutFragment();
        IriValue asked = new IriValue(bare);
        Iri answer = entry.normalize(asked, plugins.context());
        if (answer == asked) {
            return q; // nothing changed: no copy
        }
        Layout fromPlugin = PluginAnswer.read(answer, bare, entry, "normalize");
        // Scheme rules never touch the fragment: whatever the plugin did, the input's is kept.
        return fromPlugin.withFragmentOf(q);
    }

    /**
     * The authority with its port and host in normal form, in one reassembly; {@code p} itself
     * when both already are.
     */
    private static Layout withNormalAuthority(Layout p, SchemeEntry entry, SchemeContext context) {
        if (!p.hasAuthority()) {
            return p;
        }
        ComponentWriter port = port(p, entry);
        ComponentWriter host = entry != null && entry.usesDnsHost() ? host(p, context) : ComponentWriter.COPY;
        ComponentWriter path =
                entry != null && entry.emptyPathAsRoot() && p.pathStart() == p.pathEnd() ? ROOT : ComponentWriter.COPY;
        if (port == ComponentWriter.COPY && host == ComponentWriter.COPY && path == ComponentWriter.COPY) {
            return p;
        }
        return ComponentWriters.copying()
                .with(Component.HOST, host)
                .with(Component.PORT, port)
                .with(Component.PATH, path)
                .rewrite(p);
    }

    /**
     * Drops an empty port (RFC 3986 §3.2.3) and a port equal to the scheme's default
     * (§6.2.3). Where the scheme's plugin names a default port, the port is a number (§3.2.3:
     * "a port number in decimal"), so its leading zeros are dropped too: {@code :0081} and
     * {@code :81} are one port, as {@code :080} and the default are.
     */
    private static ComponentWriter port(Layout p, SchemeEntry entry) {
        int start = p.portStart();
        int end = p.pathStart();
        if (start < 0) {
            return ComponentWriter.COPY;
        }
        if (start == end) {
            return ComponentWriter.DROP;
        }
        if (entry == null || entry.defaultPort() < 0) {
            return ComponentWriter.COPY;
        }
        String s = p.string();
        int digits = start;
        while (digits < end - 1 && s.charAt(digits) == '0') {
            digits++;
        }
        if (end - digits <= 5 && Integer.parseInt(s, digits, end, 10) == entry.defaultPort()) {
            return ComponentWriter.DROP;
        }
        int from = digits;
        return from == start ? ComponentWriter.COPY : (out, src, f, t) -> out.append(src, from, t);
    }

    /**
     * The host of a DNS scheme in its normal form: case-folded and with U-labels, so that a
     * U-label, its A-label and any case of them compare equal (RFC 3987 §5.3.3); an IPv6
     * address, a network address as the DNS names of the scheme are, in the text RFC 5952
     * recommends, so that {@code [2001:db8:0:0::1]} and {@code [2001:db8::1]} compare equal.
     */
    private static ComponentWriter host(Layout p, SchemeContext context) {
        HostKind kind = p.hostKind().orElseThrow();
        int start = p.hostStart();
        int end = p.hostEnd();
        if (kind != HostKind.REG_NAME && kind != HostKind.IPV6 || start == end) {
            return ComponentWriter.COPY;
        }
        String s = p.string();
        if (kind == HostKind.REG_NAME && !HostConverter.needsToAscii(s, start, end)) {
            // US-ASCII without an ACE label, in lower case since the syntax level: already its own
            // IDNA normal form, nothing to ask the host mapper.
            return ComponentWriter.COPY;
        }
        if (kind == HostKind.IPV6) {
            // compared in place, brackets apart: most addresses are written as RFC 5952 says already
            String address = Ipv6Text.canonical(s, start + 1, end - 1);
            return Regions.equal(s, start + 1, end - 1, address, 0, address.length())
                    ? ComponentWriter.COPY
                    : (out, src, from, to) -> out.append('[').append(address).append(']');
        }
        String host = s.substring(start, end);
        String normal = context.dnsHostNormalForm(host);
        return normal.equals(host) ? ComponentWriter.COPY : (out, src, from, to) -> out.append(normal);
    }
}
