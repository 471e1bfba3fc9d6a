package org.iri4j.core.internal.plugin;

import java.util.Objects;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.internal.RecentAnswers;
import org.iri4j.core.internal.codec.PercentDecoder;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.host.LabelToUnicode;
import org.iri4j.core.internal.layout.ComponentBounds;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.value.IriValue;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeContext;

/**
 * The core's {@link SchemeContext}: lends plugins the host mapper, DNS host equivalence,
 * percent-decoding and the parser.
 */
public final class CoreSchemeContext implements SchemeContext {

    /** The longest DNS name (RFC 1034 §3.1), the longest host whose normal form is kept. */
    private static final int LONGEST_NAME = 253;

    private final HostMapper hostMapper;
    /** ToUnicode of one ACE label, verified: a label without Unicode form keeps its whole host ASCII. */
    private final LabelToUnicode unicodeLabels;

    private final RecentAnswers<String> recentHosts = new RecentAnswers<>(LONGEST_NAME);

    /**
     * Makes a context.
     *
     * @param hostMapper the host mapper
     */
    public CoreSchemeContext(HostMapper hostMapper) {
        this.hostMapper = hostMapper;
        this.unicodeLabels = LabelToUnicode.verifiedBy(hostMapper);
    }

    @Override
    public HostMapper hostMapper() {
        return hostMapper;
    }

    /**
     * The IDNA normal form (RFC 3987 §5.3.3): case-folded, with U-labels (all of them, or none
     * when one ACE label has no Unicode form, {@link HostConverter#appendUnicode}). A host that is
     * US-ASCII without an ACE label is its lower case; any other asks the host mapper, and
     * its answer is remembered (a {@link RecentAnswers}), since mappers are functions of the name.
     */
    @Override
    public String dnsHostNormalForm(String host) {
        if (!HostConverter.needsToAscii(host, 0, host.length())) {
            return AsciiCase.lowerCase(host);
        }
        return recentHosts.get(host, this::mappedNormalForm);
    }

    private String mappedNormalForm(String host) {
        String ascii = AsciiCase.lowerCase(host);
        if (!AsciiCase.isAscii(host)) {
            try {
                ascii = AsciiCase.lowerCase(hostMapper.toAscii(host, HostMapper.Purpose.CONSUMING));
            } catch (HostMappingException e) {
                return ascii;
            }
        }
        if (!HostConverter.hasAceLabel(ascii, 0, ascii.length())) {
            return ascii;
        }
        StringBuilder out = new StringBuilder(ascii.length());
        HostConverter.appendUnicode(out, ascii, 0, ascii.length(), unicodeLabels);
        return out.toString();
    }

    @Override
    public String percentDecode(String s) {
        return PercentDecoder.decodeAll(s);
    }

    @Override
    public Iri parse(CharSequence s) {
        return IriValue.parse(s.toString(), IriRule.IRI_REFERENCE);
    }

    @Override
    public int start(Iri iri, Component component) {
        return ComponentBounds.start(IriValue.layoutOf(iri), Objects.requireNonNull(component, "component"));
    }

    @Override
    public int end(Iri iri, Component component) {
        return ComponentBounds.end(IriValue.layoutOf(iri), Objects.requireNonNull(component, "component"));
    }
}
