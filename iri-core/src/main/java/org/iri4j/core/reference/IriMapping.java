package org.iri4j.core.reference;

import java.nio.charset.Charset;
import java.util.List;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Leniency;
import org.iri4j.api.Violation;
import org.iri4j.core.mapping.HostConverter;
import org.iri4j.core.mapping.LenientPreprocessor;
import org.iri4j.core.mapping.PercentEncoder;
import org.iri4j.core.mapping.QueryCharsetEncoder;
import org.iri4j.core.mapping.UriToIriDecoder;
import org.iri4j.core.mapping.UriToIriSteps;
import org.iri4j.core.plugin.PluginRegistry;
import org.iri4j.core.syntax.ComponentScanner;
import org.iri4j.core.syntax.HostParser;
import org.iri4j.core.syntax.ViolationMessages;
import org.iri4j.spi.HostMapper;

/**
 * The IRI ⇄ URI mapping with its options, per component as draft-ietf-iri-3987bis §6
 * describes: parse first, map each component, reassemble with the original delimiters.
 * Immutable and thread-safe.
 */
public final class IriMapping implements IriMapper {

    private final PluginRegistry plugins;
    private final HostMapper hostMapper;
    private final HostMapper.Purpose purpose;
    private final Leniency leniency;
    private final Charset queryCharset;
    private final boolean unicodeHosts;

    /**
     * Makes a mapping.
     *
     * @param plugins      the scheme plugins, which say which schemes use DNS hosts
     * @param hostMapper   the host mapper, or null for the registry's
     * @param purpose      why hosts are converted (AllowUnassigned, RFC 3987 §3.1)
     * @param leniency     the preprocessing of strings
     * @param queryCharset the document charset for http/https queries, or null for UTF-8
     * @param unicodeHosts whether URI to IRI runs ToUnicode on DNS hosts (3987bis step 6)
     */
    public IriMapping(PluginRegistry plugins, HostMapper hostMapper, HostMapper.Purpose purpose, Leniency leniency,
                      Charset queryCharset, boolean unicodeHosts) {
        this.plugins = plugins;
        this.hostMapper = hostMapper != null ? hostMapper : plugins.hostMapper();
        this.purpose = purpose;
        this.leniency = leniency;
        this.queryCharset = queryCharset == null ? null : QueryCharsetEncoder.validate(queryCharset);
        this.unicodeHosts = unicodeHosts;
    }

    /**
     * The mapping with default options over the discovered plugins.
     *
     * @return the shared default mapping
     */
    public static IriMapping defaults() {
        return Defaults.MAPPING;
    }

    @Override
    public Leniency leniency() {
        return leniency;
    }

    @Override
    public Iri toUri(CharSequence input) {
        return toUri(parseLenient(input));
    }

    @Override
    public Iri toUri(Iri iri) {
        ParsedIri p = ParsedIri.of(iri);
        String s = p.string();
        int n = s.length();
        // The registry is asked only about a host that ToASCII would change or validate.
        boolean dns = p.hasAuthority() && HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd()) && isDnsHost(p);
        if (!dns && PercentEncoder.firstNonAscii(s, 0, n) < 0) {
            return p;
        }
        boolean charset = queryCharset != null && p.hasQuery() && isHttp(p);
        int[] moved = new int[BOUNDARIES];
        String uri = remap(p, new StringBuilder(n + n / 2 + 16), moved,
                (out, from, to) -> mapRange(out, p, from, to, dns, charset));
        // Percent-encoding a ucschar or iprivate yields pct-encoded where the IRI grammar
        // allowed the character (RFC 3987 §3.1 step 2), a legacy charset's encoder writes
        // pct-encoded too, and HostConverter lets only a reg-name out of ToASCII: the URI
        // grammar holds, with no second parse.
        return remapped(p, uri, moved);
    }

    /** Writes the mapped form of {@code s[from, to)}, a range between two component boundaries. */
    @FunctionalInterface
    private interface RangeWriter {
        void write(StringBuilder out, int from, int to);
    }

    /**
     * Maps a reference range by range between its component boundaries, and records in
     * {@code moved} where each boundary lands. Each component is mapped on its own and the
     * delimiters between them are kept, so the result's component offsets are the input's
     * moved by what was inserted or removed before them: no second parse (3987bis §6.1
     * "parse first, map each component").
     */
    private static String remap(ParsedIri p, StringBuilder out, int[] moved, RangeWriter writer) {
        int at = 0;
        for (int k = 0; k < BOUNDARIES; k++) {
            int cut = boundary(p, k);
            if (cut < 0) {
                moved[k] = -1;
                continue;
            }
            writer.write(out, at, cut);
            at = cut;
            moved[k] = out.length();
        }
        writer.write(out, at, p.string().length());
        return out.toString();
    }

    /**
     * The reference {@link #remap} made of {@code p}. A reg-name host's kind is decided again:
     * decoding ({@code %31.2.3.4}) or ToASCII (full-width digits) can make an IPv4 address.
     */
    private static ParsedIri remapped(ParsedIri p, String s, int[] moved) {
        HostKind kind = p.hostKind().orElse(null);
        if (kind == HostKind.REG_NAME) {
            kind = HostParser.regNameOrIpv4(s, moved[3], moved[4]);
        }
        return new ParsedIri(s, moved[0], moved[1], moved[2], moved[4], moved[5], moved[6], moved[7], moved[9], kind);
    }

    private static final int BOUNDARIES = 10;

    /** The component boundaries of a reference, in string order; -1 for an absent one. */
    private static int boundary(ParsedIri p, int k) {
        switch (k) {
            case 0: return p.schemeEnd();
            case 1: return p.authorityStart();
            case 2: return p.userinfoEnd();
            case 3: return p.hasAuthority() ? p.hostStart() : -1;
            case 4: return p.hasAuthority() ? p.hostEnd() : -1;
            case 5: return p.portStart();
            case 6: return p.pathStart();
            case 7: return p.queryStart();
            case 8: return p.queryEnd();
            default: return p.fragmentStart();
        }
    }

    /** Maps {@code s[from, to)}, a range between two component boundaries, to URI characters. */
    private void mapRange(StringBuilder out, ParsedIri p, int from, int to, boolean dns, boolean charset) {
        String s = p.string();
        if (dns && from == p.hostStart() && to == p.hostEnd()) {
            HostConverter.appendAscii(out, s, from, to, hostMapper, purpose);
        } else if (charset && from == p.queryStart() && to == p.queryEnd()) {
            QueryCharsetEncoder.appendQuery(out, s, from, to, queryCharset);
        } else {
            PercentEncoder.appendNonAscii(out, s, from, to);
        }
    }

    @Override
    public Iri toIri(CharSequence input) {
        return toIri(parseLenient(input));
    }

    @Override
    public Iri toIri(Iri uri) {
        ParsedIri p = ParsedIri.of(uri);
        String s = p.string();
        int n = s.length();
        boolean hosts = unicodeHosts && isDnsHost(p);
        if (!hosts && ComponentScanner.find(s, '%', 0, n) < 0) {
            return p;
        }
        int[] moved = new int[BOUNDARIES];
        String iri = remap(p, new StringBuilder(n), moved, (out, from, to) -> decodeRange(out, p, from, to, hosts));
        // Steps 2-4 decode only unreserved characters and characters the IRI may hold where
        // they stand, never a delimiter, and ToUnicode keeps only labels an ireg-name may
        // hold: the IRI grammar holds, with no second parse.
        return remapped(p, iri, moved);
    }

    /** Converts {@code s[from, to)}, a range between two component boundaries, to IRI characters. */
    private void decodeRange(StringBuilder out, ParsedIri p, int from, int to, boolean hosts) {
        String s = p.string();
        if (hosts && from == p.hostStart() && to == p.hostEnd()) {
            StringBuilder host = new StringBuilder(to - from);
            UriToIriDecoder.decodeInto(host, s, from, to, false);
            HostConverter.appendUnicode(out, host.toString(), 0, host.length(), hostMapper);
        } else {
            UriToIriDecoder.decodeInto(out, s, from, to, p.hasQuery() && from == p.queryStart() && to == p.queryEnd());
        }
    }

    @Override
    public List<String> toIriSteps(CharSequence uri) {
        ParsedIri p = ReferenceParser.parse(uri.toString(), IriRule.URI_REFERENCE, null);
        int n = p.string().length();
        return UriToIriSteps.of(p.string(), p.hasQuery() ? p.queryStart() : n, p.hasQuery() ? p.queryEnd() : n);
    }

    private boolean isDnsHost(ParsedIri p) {
        return p.hasAuthority() && p.isAbsolute() && p.hostKind().orElse(null) == HostKind.REG_NAME
                && plugins.usesDnsHost(p.string().substring(0, p.schemeEnd()));
    }

    /** 3987bis §6.3 applies the document charset to http and https only. */
    private static boolean isHttp(ParsedIri p) {
        int end = p.schemeEnd();
        String s = p.string();
        return (end == 4 && s.regionMatches(true, 0, "http", 0, 4)) || (end == 5 && s.regionMatches(true, 0, "https", 0, 5));
    }

    private ParsedIri parseLenient(CharSequence input) {
        String prepared = LenientPreprocessor.apply(input, leniency);
        try {
            return ReferenceParser.parse(prepared, IriRule.IRI_REFERENCE, null);
        } catch (IriSyntaxException e) {
            if (prepared.contentEquals(input)) {
                throw e;
            }
            Violation v = e.violation();
            String note = " (in " + ViolationMessages.excerpt(prepared, 0, prepared.length()) + ", the input after "
                    + (leniency == Leniency.WEB ? "Web-address" : "LEIRI") + " preprocessing, draft-ietf-iri-3987bis §7)";
            throw new IriSyntaxException(prepared, List.of(new Violation(v.code(), v.severity(), v.component(),
                    v.start(), v.end(), v.message() + note)));
        }
    }

    /** Built on first use: it discovers the plugins. */
    private static final class Defaults {
        static final IriMapping MAPPING = new IriMapping(PluginRegistry.discovered(), null,
                HostMapper.Purpose.CONSUMING, Leniency.STRICT, null, false);
    }
}
