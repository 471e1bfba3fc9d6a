package org.iri4j.core.internal.normalize;

import org.iri4j.api.HostKind;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.Ipv6Text;

/**
 * The hosts of two IRIs compared as their normal forms would compare them: at the syntax
 * level, percent-encodings normalized and then lower case if the host is US-ASCII
 * ({@link SyntaxNormalizer}); for a scheme whose plugin uses DNS names, at the scheme level,
 * the IDNA normal form or the RFC 5952 text ({@link SchemeLevel}). IDNA is asked only when
 * the two hosts' texts differ and are not both plain US-ASCII.
 */
final class HostComparison {

    private HostComparison() {}

    /**
     * Whether the hosts' normal forms are equal; null when only normal forms can tell (a
     * percent-encoded host, or hosts of two kinds, at the scheme level of a DNS scheme).
     * {@code entry} is the scheme's entry at the scheme level (null otherwise); {@code
     * mayBeEncoded} false says that neither IRI holds a percent-encoding.
     */
    static Boolean equal(Layout a, Layout b, SchemeEntry entry, PluginSet plugins, boolean mayBeEncoded) {
        boolean dns = entry != null && entry.usesDnsHost();
        String s = a.string();
        String t = b.string();
        int sa = a.hostStart();
        int ea = a.hostEnd();
        int sb = b.hostStart();
        int eb = b.hostEnd();
        if (Regions.equal(s, sa, ea, t, sb, eb)) {
            return Boolean.TRUE;
        }
        boolean encoded = mayBeEncoded
                && (ComponentScanner.find(s, '%', sa, ea) >= 0 || ComponentScanner.find(t, '%', sb, eb) >= 0);
        if (!dns) {
            return encoded
                    ? syntaxNormal(s, sa, ea).equals(syntaxNormal(t, sb, eb))
                    : equalAsWritten(s, sa, ea, t, sb, eb);
        }
        HostKind kind = a.hostKind().orElseThrow();
        if (encoded || kind != b.hostKind().orElseThrow()) {
            return null;
        }
        if (kind == HostKind.IPV6) {
            return Ipv6Text.canonical(s, sa + 1, ea - 1).equals(Ipv6Text.canonical(t, sb + 1, eb - 1));
        }
        // US-ASCII without an ACE label: its IDNA normal form is its lower case.
        if (kind != HostKind.REG_NAME
                || !HostConverter.needsToAscii(s, sa, ea) && !HostConverter.needsToAscii(t, sb, eb)) {
            return equalAsWritten(s, sa, ea, t, sb, eb);
        }
        return dnsNormal(s, sa, ea, plugins).equals(dnsNormal(t, sb, eb, plugins));
    }

    /** Hosts without percent-encodings: lower case if US-ASCII, else as they are. */
    private static boolean equalAsWritten(String s, int sa, int ea, String t, int sb, int eb) {
        return AsciiCase.isAscii(s, sa, ea)
                && AsciiCase.isAscii(t, sb, eb)
                && Regions.equalIgnoringAsciiCase(s, sa, ea, t, sb, eb);
    }

    private static String syntaxNormal(String s, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        UriToIriDecoder.normalizeInto(out, s, from, to);
        AsciiCase.lowerCaseIfAscii(out, 0);
        return out.toString();
    }

    private static String dnsNormal(String s, int from, int to, PluginSet plugins) {
        String host = s.substring(from, to);
        return plugins.context().dnsHostNormalForm(AsciiCase.isAscii(host) ? AsciiCase.lowerCase(host) : host);
    }
}
