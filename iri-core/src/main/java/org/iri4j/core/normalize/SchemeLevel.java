package org.iri4j.core.normalize;

import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriRule;
import org.iri4j.core.reference.ParsedIri;
import org.iri4j.core.reference.ReferenceParser;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeNormalizer;

/**
 * Scheme-based normalization (RFC 3987 §5.3.3, RFC 3986 §6.2.3) on top of the syntax-based
 * normal form: the empty port is dropped for every scheme (RFC 3986 §3.2.3), the default
 * port of the scheme's plugin too; the host of a scheme whose plugin says it uses DNS names
 * is put in its IDNA normal form; then the plugin's own rules. The fragment is put back as
 * the syntax level left it: scheme rules never touch it.
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
        ParsedIri q = withoutPort(p, plugin);
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

    /** Drops an empty port, and a port equal to the scheme's default. */
    private static ParsedIri withoutPort(ParsedIri p, Optional<SchemeNormalizer> plugin) {
        if (p.portStart() < 0) {
            return p;
        }
        String s = p.string();
        String port = s.substring(p.portStart(), p.pathStart());
        boolean drop = port.isEmpty();
        if (!drop && plugin.isPresent() && p.isAbsolute()) {
            OptionalInt known = plugin.get().defaultPort(s.substring(0, p.schemeEnd()));
            drop = known.isPresent() && isNumber(port, known.getAsInt());
        }
        return drop ? parse(s.substring(0, p.portStart() - 1) + s.substring(p.pathStart())) : p;
    }

    /**
     * The host of a DNS scheme in its normal form: case-folded and with U-labels, so that a
     * U-label, its A-label and any case of them compare equal (RFC 3987 §5.3.3).
     */
    private static ParsedIri withDnsHost(ParsedIri p, SchemeContext context) {
        if (p.hostKind().orElse(null) != HostKind.REG_NAME || p.hostStart() == p.hostEnd()) {
            return p;
        }
        String s = p.string();
        String host = s.substring(p.hostStart(), p.hostEnd());
        String normal = context.dnsHostNormalForm(host);
        return normal.equals(host) ? p : parse(s.substring(0, p.hostStart()) + normal + s.substring(p.hostEnd()));
    }

    /** Whether a port ({@code *DIGIT}) is a given number, leading zeros allowed. */
    private static boolean isNumber(String port, int number) {
        int i = 0;
        while (i < port.length() - 1 && port.charAt(i) == '0') {
            i++;
        }
        String digits = port.substring(i);
        return digits.length() <= 5 && Integer.parseInt(digits) == number;
    }

    private static ParsedIri parse(String s) {
        return ReferenceParser.parse(s, IriRule.IRI_REFERENCE, null);
    }
}
