package org.iri4j.core.normalize;

import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriRule;
import org.iri4j.core.reference.ParsedIri;
import org.iri4j.core.reference.ReferenceParser;
import org.iri4j.core.syntax.Ipv6Text;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeNormalizer;

/**
 * Scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) on top of the syntax-based
 * normal form: the empty port is dropped for every scheme (RFC 3986 §3.2.3), the default
 * port of the scheme's plugin too, and where the plugin names a default port, the port loses
 * its leading zeros; the host of a scheme whose plugin says it uses DNS names is put in its
 * IDNA normal form, or, if it is an IPv6 address, in the text RFC 5952 recommends; then the
 * plugin's own rules. The fragment is put back as the syntax level left it: scheme rules
 * never touch it.
 */
public final class SchemeLevel {

    private SchemeLevel() {
    }

    /**
     * The scheme-based normal form.
     *
     * @param p       an IRI reference in syntax-based normal form
     * @param plugin  the plugin for its scheme, if any
     * @param context the context lent to the plugin
     * @return the normal form
     */
    public static ParsedIri normalize(ParsedIri p, Optional<SchemeNormalizer> plugin, SchemeContext context) {
        ParsedIri q = withNormalPort(p, plugin);
        if (plugin.isEmpty() || !q.isAbsolute()) {
            return q;
        }
        String scheme = q.string().substring(0, q.schemeEnd());
        if (plugin.get().usesDnsHost(scheme)) {
            q = withDnsHost(q, context);
        }
        ParsedIri bare = q.withoutFragment();
        ParsedIri fromPlugin = ParsedIri.of(plugin.get().normalize(bare, context));
        if (fromPlugin == bare) {
            return q; // nothing changed: no copy
        }
        // Scheme rules never touch the fragment: whatever the plugin did, the input's is kept.
        String fragment = q.hasFragment() ? q.string().substring(q.fragmentStart() - 1) : "";
        ParsedIri normal = fromPlugin.hasFragment() || !fragment.isEmpty()
                ? parse(fromPlugin.string().substring(0, fromPlugin.endWithoutFragment()) + fragment) : fromPlugin;
        if (!normal.string().regionMatches(0, scheme + ":", 0, scheme.length() + 1)) {
            throw new IllegalStateException("plugin " + plugin.get().getClass().getName()
                    + " changed the scheme of " + q + " into " + normal);
        }
        return normal;
    }

    /**
     * Drops an empty port (RFC 3986 §3.2.3) and a port equal to the scheme's default
     * (§6.2.3). Where the scheme's plugin names a default port, the port is a number (§3.2.3:
     * "a port number in decimal"), so its leading zeros are dropped too: {@code :0081} and
     * {@code :81} are one port, as {@code :080} and the default are.
     */
    private static ParsedIri withNormalPort(ParsedIri p, Optional<SchemeNormalizer> plugin) {
        if (p.portStart() < 0) {
            return p;
        }
        String s = p.string();
        int start = p.portStart();
        int end = p.pathStart();
        if (start < end && plugin.isPresent() && p.isAbsolute()) {
            OptionalInt known = plugin.get().defaultPort(s.substring(0, p.schemeEnd()));
            if (known.isPresent()) {
                while (start < end - 1 && s.charAt(start) == '0') {
                    start++;
                }
                if (isNumber(s, start, end, known.getAsInt())) {
                    start = end;
                }
            }
        }
        if (start == p.portStart() && start < end) {
            return p;
        }
        String port = start == end ? "" : ":" + s.substring(start, end);
        return parse(s.substring(0, p.portStart() - 1) + port + s.substring(end));
    }

    /**
     * The host of a DNS scheme in its normal form: case-folded and with U-labels, so that a
     * U-label, its A-label and any case of them compare equal (RFC 3987 §5.3.3); an IPv6
     * address, a network address as the DNS names of the scheme are, in the text RFC 5952
     * recommends, so that {@code [2001:db8:0:0::1]} and {@code [2001:db8::1]} compare equal.
     */
    private static ParsedIri withDnsHost(ParsedIri p, SchemeContext context) {
        HostKind kind = p.hostKind().orElse(null);
        if (kind != HostKind.REG_NAME && kind != HostKind.IPV6 || p.hostStart() == p.hostEnd()) {
            return p;
        }
        String s = p.string();
        String host = s.substring(p.hostStart(), p.hostEnd());
        String normal = kind == HostKind.IPV6
                ? "[" + Ipv6Text.canonical(s, p.hostStart() + 1, p.hostEnd() - 1) + "]"
                : context.dnsHostNormalForm(host);
        return normal.equals(host) ? p : parse(s.substring(0, p.hostStart()) + normal + s.substring(p.hostEnd()));
    }

    /** Whether digits without leading zeros spell a given number. */
    private static boolean isNumber(String s, int start, int end, int number) {
        return end - start <= 5 && Integer.parseInt(s, start, end, 10) == number;
    }

    private static ParsedIri parse(String s) {
        return ReferenceParser.parse(s, IriRule.IRI_REFERENCE, null);
    }
}
