package org.iri4j.core.display;

import java.util.Optional;
import org.iri4j.api.HostKind;
import org.iri4j.core.codec.UriToIriDecoder;
import org.iri4j.core.layout.Layout;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.spi.HostMapper;

/**
 * The display form of a host (RFC 3987 §8), through an environment's host mapper.
 *
 * @since 0.1.0
 */
public final class HostDisplay {

    private HostDisplay() {}

    /**
     * The host of a reference as it should be shown to people.
     *
     * @param iri    the reference
     * @param mapper the host mapper, which decides label by label (UTS #39 in iri-idna)
     * @return the host to display, or empty without authority
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    public static Optional<String> of(Layout iri, HostMapper mapper) {
        Optional<String> host = iri.host();
        if (host.isEmpty()
                || iri.hostKind().orElse(null) != HostKind.REG_NAME
                || host.get().isEmpty()) {
            return host;
        }
        // Encoded UTF-8 is shown by its characters, like any other IDN; an encoded reserved
        // character stays encoded (RFC 3987 §3.2), or "%2F" would display as a deceiving "/".
        StringBuilder decoded = new StringBuilder(host.get().length());
        UriToIriDecoder.decodeInto(decoded, host.get(), 0, host.get().length(), false);
        try {
            return Optional.of(mapper.toDisplay(decoded.toString()));
        } catch (PluginFailure f) {
            throw f.toException(iri.string());
        }
    }
}
