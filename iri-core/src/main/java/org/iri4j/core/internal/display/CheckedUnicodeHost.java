package org.iri4j.core.internal.display;

import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.bidi.DirectionSummary;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.host.LabelToUnicode;
import org.iri4j.core.internal.layout.ComponentWriters;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.GuardedHostMapper;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;

/**
 * Step 6 of URI to IRI conversion (draft-ietf-iri-3987bis §6.4, ToUnicode of the ACE labels of
 * a DNS host) for an IRI people will read, such as the one {@code fromJavaUri} gives: a label
 * comes back in Unicode only where the host mapper checks spoofing and its
 * {@link org.iri4j.spi.HostMapper#toDisplay} shows the label in Unicode (its UTS #39 checks
 * pass it, RFC 3987 §8), and where the Unicode form keeps the bidi rules of RFC 3987 §4.2, as
 * {@link HostDisplay} decides. Where the mapper does not check spoofing
 * ({@link HostDisplay#checksSpoofing()}) every label stays ACE, as {@code toIri} keeps it:
 * {@code xn--80ak6aa92e.com} never becomes the look-alike of {@code apple.com} unchecked. The
 * domain is converted whole or not at all ({@link HostConverter#appendUnicode}): if one ACE
 * label has no Unicode form that ToASCII gives back, every label stays ACE, so the IRI maps
 * to the same URI and reads back as the same name.
 *
 * <p>Immutable and thread-safe.
 */
public final class CheckedUnicodeHost {

    private final PluginSet plugins;
    private final boolean checksSpoofing;
    private final ComponentWriters writers;

    /**
     * The conversion of an environment.
     *
     * @param plugins the plugins, which say which schemes use DNS names, and their host mapper
     * @param hosts   how the environment shows hosts, which says whether its mapper checks spoofing
     */
    public CheckedUnicodeHost(PluginSet plugins, HostDisplay hosts) {
        this.plugins = plugins;
        this.checksSpoofing = hosts.checksSpoofing();
        GuardedHostMapper mapper = plugins.hostMapper();
        LabelToUnicode verified = LabelToUnicode.verifiedBy(mapper);
        LabelToUnicode shown = label -> shownInUnicode(label, verified, mapper);
        this.writers = ComponentWriters.copying()
                .with(
                        Component.HOST,
                        (out, src, from, to) -> HostConverter.appendUnicode(out, src.toString(), from, to, shown));
    }

    /**
     * An ACE label's Unicode form where the mapper would show it in Unicode and it keeps RFC
     * 3987 §4.2, else the label itself; null if it has no Unicode form, which keeps the host ACE.
     */
    private static String shownInUnicode(String label, LabelToUnicode verified, GuardedHostMapper mapper) {
        String unicode = verified.toUnicode(label);
        if (unicode == null) {
            return null;
        }
        String shown = mapper.toDisplay(label);
        boolean passes = PercentEncoder.firstNonAscii(shown, 0, shown.length()) >= 0
                && !DirectionSummary.of(unicode, 0, unicode.length()).breaksRules();
        return passes ? unicode : label;
    }

    /**
     * The IRI with the ACE labels of its DNS host in Unicode where the spoofing check passes
     * them, all or none.
     *
     * @param iri an IRI reference, its host as a URI has it
     * @return the IRI; {@code iri} itself when no label changes
     * @throws org.iri4j.api.InvalidInputException if the host mapper fails
     */
    public Layout apply(Layout iri) {
        if (!checksSpoofing
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
}
