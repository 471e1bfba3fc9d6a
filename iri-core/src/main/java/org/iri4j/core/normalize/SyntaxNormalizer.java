package org.iri4j.core.normalize;

import java.text.Normalizer;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriRule;
import org.iri4j.core.mapping.UriToIriDecoder;
import org.iri4j.core.reference.IriAssembler;
import org.iri4j.core.reference.ParsedIri;
import org.iri4j.core.reference.ReferenceParser;
import org.iri4j.core.syntax.AsciiCase;
import org.iri4j.core.syntax.ComponentScanner;
import org.iri4j.core.syntax.DotSegments;

/**
 * Syntax-based normalization (RFC 3987 §5.3.2, RFC 3986 §6.2.2), component by component, in
 * RFC 3986's order: case (scheme; a host of US-ASCII only; the hex digits of
 * percent-encodings), then percent-encodings (decode unreserved characters and UTF-8
 * sequences of characters the IRI may hold there, so the normal form is the IRI form), then
 * dot segments. Character normalization only when a form is given (§5.3.2.2).
 */
public final class SyntaxNormalizer {

    private SyntaxNormalizer() {
    }

    /**
     * The syntax-based normal form.
     *
     * @param p    an IRI reference
     * @param form {@link Normalizer.Form#NFC} or {@link Normalizer.Form#NFKC} to normalize
     *             characters too, or null (the default) to leave them alone
     * @return the normal form; {@code p} itself when it already is
     */
    public static ParsedIri normalize(ParsedIri p, Normalizer.Form form) {
        String s = p.string();
        if (form == null && isNormal(p)) {
            return p;
        }
        IriAssembler out = new IriAssembler(s.length());
        if (p.isAbsolute()) {
            out.scheme(AsciiCase.lowerCase(s.substring(0, p.schemeEnd())), 0, p.schemeEnd());
        }
        if (p.hasAuthority()) {
            String userinfo = p.userinfoEnd() < 0 ? null : component(s, p.authorityStart(), p.userinfoEnd(), false, form);
            String host = component(s, p.hostStart(), p.hostEnd(), false, form);
            HostKind kind = p.hostKind().orElse(HostKind.REG_NAME);
            if (kind != HostKind.REG_NAME || AsciiCase.isAscii(host)) {
                host = AsciiCase.lowerCase(host);
            }
            String port = p.portStart() < 0 ? null : s.substring(p.portStart(), p.pathStart());
            out.authority(userinfo, host, kind, port);
        }
        append(out, removesDots(p) ? Part.PATH_WITHOUT_DOTS : Part.PATH, s, p.pathStart(), p.pathEnd(), form);
        if (p.hasQuery()) {
            append(out, Part.QUERY, s, p.queryStart(), p.queryEnd(), form);
        }
        if (p.hasFragment()) {
            append(out, Part.FRAGMENT, s, p.fragmentStart(), s.length(), form);
        }
        ParsedIri normal = out.build();
        if (normal.string().equals(s)) {
            return p;
        }
        // Decoding never makes a delimiter, so the assembled offsets hold; but decoding a host
        // can change its kind ("%31.1.1.1" is an IPv4 address): such a result is parsed again.
        boolean hostDecoded = p.hasAuthority() && ComponentScanner.find(s, '%', p.hostStart(), p.hostEnd()) >= 0;
        return hostDecoded ? ReferenceParser.parse(normal.string(), IriRule.IRI_REFERENCE, null) : normal;
    }

    /**
     * A cheap test for the common case of an IRI already in normal form, so that it comes
     * back without copying: no percent-encoding, no upper-case letter in the scheme or in a
     * host that is US-ASCII, no dot segment in a path that would lose them.
     */
    private static boolean isNormal(ParsedIri p) {
        String s = p.string();
        if (ComponentScanner.find(s, '%', 0, s.length()) >= 0 || AsciiCase.hasUpper(s, 0, Math.max(0, p.schemeEnd()))) {
            return false;
        }
        if (p.hasAuthority() && AsciiCase.hasUpper(s, p.hostStart(), p.hostEnd())
                && (p.hostKind().orElse(null) != HostKind.REG_NAME || AsciiCase.isAscii(s.substring(p.hostStart(), p.hostEnd())))) {
            return false;
        }
        return !(removesDots(p) && DotSegments.has(s, p.pathStart(), p.pathEnd()));
    }

    /**
     * Whether normalization removes the dot segments of the path: those of a relative path
     * that does not start with "/" mean something until it is resolved.
     */
    private static boolean removesDots(ParsedIri p) {
        return p.isAbsolute() || p.hasAuthority()
                || (p.pathEnd() > p.pathStart() && p.string().charAt(p.pathStart()) == '/');
    }

    /** The components {@link #append} writes. */
    private enum Part { PATH, PATH_WITHOUT_DOTS, QUERY, FRAGMENT }

    /**
     * Appends a component in normal form; one with no percent-encoding is copied from the
     * input as it is, since only decoding and character normalization change it.
     */
    private static void append(IriAssembler out, Part part, String s, int from, int to, Normalizer.Form form) {
        CharSequence src = s;
        if (form != null || ComponentScanner.find(s, '%', from, to) >= 0) {
            src = normalized(s, from, to, part == Part.QUERY, form);
            from = 0;
            to = src.length();
        }
        switch (part) {
            case PATH:
                out.path(src, from, to);
                break;
            case PATH_WITHOUT_DOTS:
                out.pathWithoutDots(src, from, to);
                break;
            case QUERY:
                out.query(src, from, to);
                break;
            default:
                out.fragment(src, from, to);
        }
    }

    /** A component in normal form; one with no percent-encoding is the input's substring. */
    private static String component(String s, int from, int to, boolean query, Normalizer.Form form) {
        return form == null && ComponentScanner.find(s, '%', from, to) < 0
                ? s.substring(from, to) : normalized(s, from, to, query, form);
    }

    /** A component with its percent-encodings (and, when a form is given, characters) normalized. */
    private static String normalized(String s, int from, int to, boolean query, Normalizer.Form form) {
        StringBuilder out = new StringBuilder(to - from);
        UriToIriDecoder.normalizeInto(out, s, from, to, query);
        String text = out.toString();
        return form == null ? text : CharacterNormalization.apply(text, form);
    }
}
