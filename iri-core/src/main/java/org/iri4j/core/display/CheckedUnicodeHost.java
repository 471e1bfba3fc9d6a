package org.iri4j.core.display;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.codec.PercentEncoder;
import org.iri4j.core.host.HostConverter;
import org.iri4j.core.layout.ComponentWriters;
import org.iri4j.core.layout.Layout;
import org.iri4j.core.plugin.GuardedHostMapper;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.plugin.PluginSet;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * Step 6 of URI to IRI conversion (draft-ietf-iri-3987bis §6.4, ToUnicode of the ACE labels of
 * a DNS host) for an IRI people will read, such as the one {@code fromJavaUri} gives: a label
 * comes back in Unicode only where the host mapper's display policy shows it in Unicode, that
 * is where its spoofing checks (UTS #39) pass it (RFC 3987 §8). Without a display policy
 * ({@link HostDisplay#checksSpoofing()}) every label stays ACE, as {@code toIri} keeps it:
 * {@code xn--80ak6aa92e.com} never becomes the look-alike of {@code apple.com} unchecked. A
 * label is converted only where ToASCII gives it back ({@link HostConverter#appendUnicode}),
 * so the IRI maps to the same URI.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class CheckedUnicodeHost {

    private final PluginSet plugins;
    private final boolean checked;
    private final ComponentWriters writers;

    /**
     * The conversion of an environment.
     *
     * @param plugins the plugins, which say which schemes use DNS names, and their host mapper
     * @param hosts   how the environment shows hosts, which says whether it checks spoofing
     */
    public CheckedUnicodeHost(PluginSet plugins, HostDisplay hosts) {
        this.plugins = plugins;
        this.checked = hosts.checksSpoofing();
        HostMapper shownInUnicode = new ShownInUnicode(plugins.hostMapper());
        this.writers = ComponentWriters.copying()
                .with(
                        Component.HOST,
                        (out, src, from, to) ->
                                HostConverter.appendUnicode(out, src.toString(), from, to, shownInUnicode));
    }

    /**
     * The IRI with the ACE labels of its DNS host in Unicode where the display policy shows
     * them so.
     *
     * @param iri an IRI reference, its host as a URI has it
     * @return the IRI; {@code iri} itself when no label changes
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    public Layout apply(Layout iri) {
        if (!checked
                || !iri.hasAuthority()
                || iri.hostKind().orElse(null) != HostKind.REG_NAME
                || !HostConverter.hasAceLabel(iri.string(), iri.hostStart(), iri.hostEnd())
                || !plugins.usesDnsHost(iri)) {
            return iri;
        }
        try {
            return writers.rewrite(iri);
        } catch (PluginFailure f) {
            throw f.toException(iri.string());
        }
    }

    /** The host mapper with ToUnicode of a label as its display policy shows it: ACE unless Unicode is safe. */
    private static final class ShownInUnicode implements HostMapper {

        private final GuardedHostMapper mapper;

        ShownInUnicode(GuardedHostMapper mapper) {
            this.mapper = mapper;
        }

        @Override
        public String name() {
            return mapper.name();
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return mapper.codes();
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return mapper.toAscii(host, purpose);
        }

        /** The label itself unless the display policy shows it outside US-ASCII, i.e. in Unicode. */
        @Override
        public String toUnicode(String label) {
            String shown = mapper.toDisplay(label);
            return PercentEncoder.firstNonAscii(shown, 0, shown.length()) < 0 ? label : shown;
        }
    }
}
