package org.iri4j.core.internal.mapping;

import java.nio.charset.Charset;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.internal.RecentAnswers;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.codec.QueryCharsetEncoder;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.codec.UriToIriSteps;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.host.LabelToUnicode;
import org.iri4j.core.internal.layout.ComponentWriter;
import org.iri4j.core.internal.layout.ComponentWriters;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.layout.ReferenceParser;
import org.iri4j.core.internal.layout.UriTextWriter;
import org.iri4j.core.internal.plugin.PluginAnswer;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.ViolationSink;
import org.iri4j.core.internal.value.IriValue;

/**
 * The IRI ⇄ URI mapping with its options, per component as draft-ietf-iri-3987bis §6
 * describes: parse first, map each component, reassemble with the original delimiters.
 * Immutable and thread-safe.
 */
public final class IriMapping implements IriMapper {

    /** The longest host remembered: a DNS name has at most 253 characters (RFC 1034 §3.1). */
    private static final int LONGEST_HOST = 253;

    /** IRI to URI, each component's non-ASCII characters as UTF-8 triplets (RFC 3987 §3.1 step 2). */
    private static final ComponentWriters ENCODE =
            ComponentWriters.text((out, src, from, to) -> PercentEncoder.appendNonAscii(out, src, from, to));
    /** URI to IRI, steps 2-4 of RFC 3987 §3.2 outside the query. */
    private static final ComponentWriter DECODE =
            (out, src, from, to) -> UriToIriDecoder.decodeInto(out, src.toString(), from, to, false);
    /** URI to IRI in the query, where an encoded {@code iprivate} character is decoded too. */
    private static final ComponentWriters DECODE_ALL = ComponentWriters.text(DECODE)
            .with(
                    Component.QUERY,
                    (out, src, from, to) -> UriToIriDecoder.decodeInto(out, src.toString(), from, to, true));

    private final PluginSet plugins;
    private final MappingOptions options;
    /**
     * The DNS hosts this mapping has mapped to ASCII without refusal, as written in the IRI,
     * with their ASCII forms: a host mapper is a function of the host (RFC 3490 §4.1), so a
     * host met again (the links of one site) is neither mapped nor checked again.
     */
    private final RecentAnswers<String> mappedHosts = new RecentAnswers<>(LONGEST_HOST);
    /** IRI to URI for a DNS scheme: the host through ToASCII. */
    private final ComponentWriters encodeDns;
    /** URI to IRI with ToUnicode of a DNS host (3987bis §6.4 step 6). */
    private final ComponentWriters decodeDns;

    /**
     * Makes a mapping.
     *
     * @param plugins the plugins: they say which schemes use DNS hosts and where a document
     *                charset applies, and their host mapper converts hosts
     * @param options the options
     */
    public IriMapping(PluginSet plugins, MappingOptions options) {
        this.plugins = plugins;
        this.options = options;
        this.encodeDns =
                ENCODE.with(Component.HOST, (out, src, from, to) -> out.append(asciiHost(src.toString(), from, to)));
        LabelToUnicode unicodeLabels = LabelToUnicode.verifiedBy(plugins.hostMapper());
        this.decodeDns = DECODE_ALL.with(Component.HOST, (out, src, from, to) -> {
            StringBuilder host = new StringBuilder(to - from);
            UriToIriDecoder.decodeInto(host, src.toString(), from, to, false);
            HostConverter.appendUnicode(out, host.toString(), 0, host.length(), unicodeLabels);
        });
    }

    @Override
    public Iri toUri(Iri iri) {
        Layout p = IriValue.layoutOf(iri);
        Layout uri = toUri(p);
        return uri == p ? IriValue.of(iri) : new IriValue(uri);
    }

    /**
     * IRI to URI on layouts (RFC 3987 §3.1).
     *
     * @param p an IRI reference
     * @return the URI reference; {@code p} itself when it already is one
     * @throws org.iri4j.api.InvalidInputException if ToASCII rejects a host, or a plugin fails
     */
    public Layout toUri(Layout p) {
        boolean ascii = p.isAscii(); // worked out once per layout
        try {
            return encode(ascii ? p : schemePart(p, plugins.entryOf(p)), ascii);
        } catch (PluginFailure f) {
            throw f.toException(p.string());
        }
    }

    /**
     * Runs the parts of {@link #toUri(Iri)} that can refuse an IRI, without building the URI:
     * the scheme plugin's own step and ToASCII of a DNS host. A check calls it so that it
     * reports what {@code toUri} would refuse.
     *
     * @param p     an IRI reference the grammar accepts
     * @param entry its scheme's entry, null if it has none (the caller has looked it up)
     * @throws org.iri4j.api.InvalidInputException as {@code toUri} would throw it
     */
    public void refusals(Layout p, SchemeEntry entry) {
        String s = p.string();
        boolean ascii = p.isAscii();
        if (ascii && !p.hostHasAceLabel()) {
            return; // toUri is the identity here
        }
        try {
            Layout q = ascii ? p : schemePart(p, entry);
            String t = q.string();
            int hostStart = q.hostStart();
            int hostEnd = q.hostEnd();
            if (q.hasAuthority()
                    && (q.hostHasAceLabel() || PercentEncoder.firstNonAscii(t, hostStart, hostEnd) >= 0)
                    && isDnsHost(q, entry)) {
                asciiHost(t, hostStart, hostEnd);
            }
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
    }

    /**
     * The scheme plugin's own part of the mapping (3987bis §6), for an IRI that holds a
     * character outside US-ASCII: what a URI holds is left alone, so the mapping stays the
     * identity on URIs.
     */
    private Layout schemePart(Layout p, SchemeEntry entry) {
        if (entry == null || !entry.mapsToUri()) {
            return p; // the SPI's default step is the identity
        }
        IriValue asked = new IriValue(p);
        Iri answer = entry.toUri(asked, plugins.context());
        return answer == asked ? p : PluginAnswer.read(answer, p, entry, "toUri");
    }

    /**
     * RFC 3987 §3.1 component by component: ToASCII for a DNS host, UTF-8 triplets elsewhere.
     * {@code ascii} says that {@code p} was found to hold US-ASCII only.
     */
    private Layout encode(Layout p, boolean ascii) {
        String s = p.string();
        int hostStart = p.hostStart();
        int hostEnd = p.hostEnd();
        // The plugins are asked only about a host that ToASCII would change or validate; in
        // an all US-ASCII reference that is a host with an ACE label.
        boolean dns = p.hasAuthority()
                && (p.hostHasAceLabel() || !ascii && PercentEncoder.firstNonAscii(s, hostStart, hostEnd) >= 0)
                && isDnsHost(p);
        if (!dns && (ascii || p.isAscii())) {
            return p;
        }
        // Percent-encoding a ucschar or iprivate yields pct-encoded where the IRI grammar
        // allowed the character (RFC 3987 §3.1 step 2), a legacy charset's encoder writes
        // pct-encoded too, and HostConverter lets only a reg-name out of ToASCII: the URI
        // grammar holds, with no second parse.
        SchemeEntry entry = options.queryCharset() != null && p.hasQuery() ? plugins.entryOf(p) : null;
        if (entry != null && entry.documentCharsetAppliesToQuery()) {
            Charset charset = options.queryCharset();
            return (dns ? encodeDns : ENCODE)
                    .with(
                            Component.QUERY,
                            (out, src, from, to) ->
                                    QueryCharsetEncoder.appendQuery(out, src.toString(), from, to, charset))
                    .rewrite(p);
        }
        // The host is mapped first: it is the first component that can be refused.
        return UriTextWriter.encode(p, dns ? asciiHost(s, hostStart, hostEnd) : null);
    }

    /**
     * ToASCII of a DNS host through the plugins' host mapper (RFC 3987 §3.1 step 1), as
     * remembered for the same host text, or mapped and remembered; a refusal is not remembered.
     */
    private String asciiHost(String s, int hostStart, int hostEnd) {
        String known = mappedHosts.recall(s, hostStart, hostEnd);
        if (known != null) {
            return known;
        }
        String ascii = HostConverter.toAscii(s, hostStart, hostEnd, plugins.hostMapper(), options.purpose());
        mappedHosts.remember(s.substring(hostStart, hostEnd), ascii);
        return ascii;
    }

    @Override
    public Iri toIri(Iri uri) {
        Layout p = IriValue.layoutOf(uri);
        Layout iri = toIri(p);
        return iri == p ? IriValue.of(uri) : new IriValue(iri);
    }

    /**
     * URI to IRI on layouts (RFC 3987 §3.2).
     *
     * @param p a URI reference (or an IRI reference, whose percent-encodings are converted)
     * @return the IRI reference; {@code p} itself when nothing changes
     */
    public Layout toIri(Layout p) {
        String s = p.string();
        boolean hosts = options.unicodeHosts() && isDnsHost(p);
        if (!hosts && ComponentScanner.find(s, '%', 0, s.length()) < 0) {
            return p;
        }
        // Steps 2-4 decode only unreserved characters and characters the IRI may hold where
        // they stand, never a delimiter, and ToUnicode keeps only labels an ireg-name may
        // hold: the IRI grammar holds, with no second parse.
        try {
            return (hosts ? decodeDns : DECODE_ALL).rewrite(p);
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
    }

    @Override
    public List<String> toIriSteps(Iri uri) {
        Layout p = ReferenceParser.parse(uri.toString(), IriRule.URI_REFERENCE, ViolationSink.THROWING);
        int n = p.string().length();
        return UriToIriSteps.of(p.string(), p.hasQuery() ? p.queryStart() : n, p.hasQuery() ? p.queryEnd() : n);
    }

    private boolean isDnsHost(Layout p) {
        return isDnsHost(p, plugins.entryOf(p));
    }

    private static boolean isDnsHost(Layout p, SchemeEntry entry) {
        return entry != null
                && p.hasAuthority()
                && p.hostKind().orElse(null) == HostKind.REG_NAME
                && entry.usesDnsHost();
    }
}
