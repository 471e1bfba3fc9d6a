package org.iri4j.core.internal.mapping;

import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.HostKind;
import org.iri4j.api.Origin;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.value.ComponentViews;
import org.iri4j.spi.HostMapper;

/**
 * What a scheme's rules add to an IRI's authority: the port a client would use (RFC 3986
 * §6.2.3: the port given, or else the default the scheme's plugin names) and the origin
 * (RFC 6454 §4: scheme, host and effective port).
 */
public final class Origins {

    private final PluginSet plugins;
    private final IriMapping mapping;

    /**
     * The origins of an environment's plugins.
     *
     * @param plugins the plugins, which name default ports and DNS hosts
     * @param mapping the IRI to URI mapping that gives the origin's ASCII host
     */
    public Origins(PluginSet plugins, IriMapping mapping) {
        this.plugins = plugins;
        this.mapping = mapping;
    }

    /**
     * The port a client would use.
     *
     * @param p an IRI reference
     * @return the port, or empty when there is none and the scheme has no known default
     * @throws org.iri4j.api.InvalidInputException with {@code PORT_OUT_OF_RANGE} for a port above 65535
     */
    public OptionalInt effectivePort(Layout p) {
        OptionalInt port = ComponentViews.portNumber(p);
        if (port.isPresent()) {
            return port;
        }
        SchemeEntry entry = plugins.entryOf(p);
        return entry == null || entry.defaultPort() < 0 ? OptionalInt.empty() : OptionalInt.of(entry.defaultPort());
    }

    /**
     * The origin of a hierarchical IRI (RFC 6454 §4).
     *
     * @param p an IRI reference
     * @return the origin, or empty for a relative reference, an IRI without authority or with
     *     an empty host, or one whose port is unknown
     * @throws org.iri4j.api.InvalidInputException if the host has no URI form, or the port is above 65535
     */
    public Optional<Origin> origin(Layout p) {
        if (!p.isAbsolute() || !p.hasAuthority() || p.hostStart() == p.hostEnd()) {
            return Optional.empty();
        }
        OptionalInt port = effectivePort(p);
        if (port.isEmpty()) {
            return Optional.empty();
        }
        Layout uri = mapping.toUri(p);
        String host = AsciiCase.lowerCase(dnsName(uri));
        return Optional.of(
                new Origin(AsciiCase.lowerCase(uri.string().substring(0, uri.schemeEnd())), host, port.getAsInt()));
    }

    /**
     * The host of a URI as an origin has it. RFC 6454 §4 step 5 assumes a DNS host of LDH
     * labels, IDNA already applied; the URI of an IRI copies a host of US-ASCII as it is, so a
     * percent-encoded one ({@code b%C3%BCcher.example}, {@code %61.example}) stands for the
     * characters it encodes (RFC 3986 §3.2.2): decoded, then ToASCII, as the scheme level
     * compares it. A host with encodings that are not characters of a name stays as written.
     */
    private String dnsName(Layout uri) {
        String s = uri.string();
        int from = uri.hostStart();
        int to = uri.hostEnd();
        int percent = s.indexOf('%', from);
        if (percent < 0
                || percent >= to
                || uri.hostKind().orElse(null) != HostKind.REG_NAME
                || !plugins.usesDnsHost(uri)) {
            return s.substring(from, to);
        }
        StringBuilder decoded = new StringBuilder(to - from);
        UriToIriDecoder.decodeInto(decoded, s, from, to, false);
        if (decoded.indexOf("%") >= 0) {
            return s.substring(from, to);
        }
        StringBuilder ascii = new StringBuilder(decoded.length() + 16);
        try {
            HostConverter.appendAscii(ascii, s, from, to, plugins.hostMapper(), HostMapper.Purpose.CONSUMING);
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
        return ascii.toString();
    }
}
