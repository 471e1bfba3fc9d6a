package org.iri4j.core.reference;

import java.nio.charset.Charset;
import java.util.List;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.core.mapping.HostConverter;
import org.iri4j.core.mapping.PercentEncoder;
import org.iri4j.core.mapping.QueryCharsetEncoder;
import org.iri4j.core.mapping.UriToIriDecoder;
import org.iri4j.core.mapping.UriToIriSteps;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.syntax.ComponentScanner;
import org.iri4j.spi.HostMapper;

/**
 * The IRI ⇄ URI mapping with its options, per component as draft-ietf-iri-3987bis §6
 * describes: parse first, map each component, reassemble with the original delimiters.
 * Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class IriMapping implements IriMapper {

    /** IRI to URI, each component's non-ASCII characters as UTF-8 triplets (RFC 3987 §3.1 step 2). */
    private static final ComponentWriters ENCODE = ComponentWriters.text(
            (out, src, from, to) -> PercentEncoder.appendNonAscii(out, src, from, to));
    /** URI to IRI, steps 2-4 of RFC 3987 §3.2 outside the query. */
    private static final IriAssembler.Writer DECODE =
            (out, src, from, to) -> UriToIriDecoder.decodeInto(out, src.toString(), from, to, false);
    /** URI to IRI in the query, where an encoded {@code iprivate} character is decoded too. */
    private static final ComponentWriters DECODE_ALL = ComponentWriters.text(DECODE).withQuery(
            (out, src, from, to) -> UriToIriDecoder.decodeInto(out, src.toString(), from, to, true));

    private final Environment env;
    private final MappingOptions options;
    /** IRI to URI for a DNS scheme: the host through ToASCII. */
    private final ComponentWriters encodeDns;
    /** URI to IRI with ToUnicode of a DNS host (3987bis §6.4 step 6). */
    private final ComponentWriters decodeDns;

    /**
     * Makes a mapping.
     *
     * @param env     the environment: the plugins say which schemes use DNS hosts and where a
     *                document charset applies, the host mapper converts hosts
     * @param options the options
     */
    public IriMapping(Environment env, MappingOptions options) {
        this.env = env;
        this.options = options;
        this.encodeDns = ENCODE.withHost((out, src, from, to) ->
                HostConverter.appendAscii(out, src.toString(), from, to, env.hostMapper(), options.purpose()));
        this.decodeDns = DECODE_ALL.withHost((out, src, from, to) -> {
            StringBuilder host = new StringBuilder(to - from);
            UriToIriDecoder.decodeInto(host, src.toString(), from, to, false);
            HostConverter.appendUnicode(out, host.toString(), 0, host.length(), env.hostMapper());
        });
    }

    @Override
    public Leniency leniency() {
        return options.leniency();
    }

    @Override
    public Iri toUri(CharSequence input) {
        return toUri(parseLenient(input));
    }

    @Override
    public ParsedIri toUri(Iri iri) {
        ParsedIri p = ParsedIri.of(iri, env);
        boolean ascii = PercentEncoder.firstNonAscii(p.string(), 0, p.string().length()) < 0;
        try {
            return encode(ascii ? p : schemePart(p), ascii);
        } catch (PluginFailure f) {
            throw f.toException(p.string());
        }
    }

    /**
     * Runs the parts of {@link #toUri(Iri)} that can refuse an IRI, without building the URI:
     * the scheme plugin's own step and ToASCII of a DNS host. A check calls it so that it
     * reports what {@code toUri} would refuse.
     *
     * @param p an IRI reference the grammar accepts
     * @throws org.iri4j.api.IriSyntaxException as {@code toUri} would throw it
     */
    void refusals(ParsedIri p) {
        String s = p.string();
        boolean ascii = PercentEncoder.firstNonAscii(s, 0, s.length()) < 0;
        if (ascii && !(p.hasAuthority() && HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd()))) {
            return; // toUri is the identity here
        }
        try {
            ParsedIri q = ascii ? p : schemePart(p);
            if (q.hasAuthority() && HostConverter.needsToAscii(q.string(), q.hostStart(), q.hostEnd()) && isDnsHost(q)) {
                HostConverter.appendAscii(new StringBuilder(), q.string(), q.hostStart(), q.hostEnd(), env.hostMapper(),
                        options.purpose());
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
    private ParsedIri schemePart(ParsedIri p) {
        SchemeEntry entry = env.entry(p);
        if (entry == null) {
            return p;
        }
        Iri answer = entry.toUri(p, env.context());
        return answer == p ? p : PluginAnswer.read(answer, p, entry, "toUri", env);
    }

    /**
     * RFC 3987 §3.1 component by component: ToASCII for a DNS host, UTF-8 triplets elsewhere.
     * {@code ascii} says that {@code p} was found to hold US-ASCII only.
     */
    private ParsedIri encode(ParsedIri p, boolean ascii) {
        String s = p.string();
        // The plugins are asked only about a host that ToASCII would change or validate.
        boolean dns = p.hasAuthority() && HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd()) && isDnsHost(p);
        if (!dns && (ascii || PercentEncoder.firstNonAscii(s, 0, s.length()) < 0)) {
            return p;
        }
        ComponentWriters writers = dns ? encodeDns : ENCODE;
        SchemeEntry entry = options.queryCharset() != null && p.hasQuery() ? env.entry(p) : null;
        if (entry != null && entry.documentCharsetAppliesToQuery()) {
            Charset charset = options.queryCharset();
            writers = writers.withQuery((out, src, from, to) ->
                    QueryCharsetEncoder.appendQuery(out, src.toString(), from, to, charset));
        }
        // Percent-encoding a ucschar or iprivate yields pct-encoded where the IRI grammar
        // allowed the character (RFC 3987 §3.1 step 2), a legacy charset's encoder writes
        // pct-encoded too, and HostConverter lets only a reg-name out of ToASCII: the URI
        // grammar holds, with no second parse.
        return IriAssembler.rewrite(p, writers);
    }

    @Override
    public Iri toIri(CharSequence input) {
        return toIri(parseLenient(input));
    }

    @Override
    public ParsedIri toIri(Iri uri) {
        ParsedIri p = ParsedIri.of(uri, env);
        String s = p.string();
        boolean hosts = options.unicodeHosts() && isDnsHost(p);
        if (!hosts && ComponentScanner.find(s, '%', 0, s.length()) < 0) {
            return p;
        }
        // Steps 2-4 decode only unreserved characters and characters the IRI may hold where
        // they stand, never a delimiter, and ToUnicode keeps only labels an ireg-name may
        // hold: the IRI grammar holds, with no second parse.
        try {
            return IriAssembler.rewrite(p, hosts ? decodeDns : DECODE_ALL);
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
    }

    @Override
    public List<String> toIriSteps(CharSequence uri) {
        ParsedIri p = ReferenceParser.parse(uri.toString(), IriRule.URI_REFERENCE, null, env);
        int n = p.string().length();
        return UriToIriSteps.of(p.string(), p.hasQuery() ? p.queryStart() : n, p.hasQuery() ? p.queryEnd() : n);
    }

    private boolean isDnsHost(ParsedIri p) {
        return p.hasAuthority() && p.hostKind().orElse(null) == HostKind.REG_NAME && env.usesDnsHost(p);
    }

    private ParsedIri parseLenient(CharSequence input) {
        return LenientParsing.parse(input, options.leniency(), env);
    }
}
