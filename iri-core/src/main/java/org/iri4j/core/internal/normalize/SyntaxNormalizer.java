package org.iri4j.core.internal.normalize;

import java.text.Normalizer;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.codec.UriToIriDecoder.Fate;
import org.iri4j.core.internal.layout.ComponentWriter;
import org.iri4j.core.internal.layout.IriAssembler;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.DotSegments;

/**
 * Syntax-based normalization (RFC 3987 §5.3.2, RFC 3986 §6.2.2), component by component, in
 * RFC 3986's order: case (scheme; a host of US-ASCII only; the hex digits of
 * percent-encodings), then percent-encodings (decode unreserved characters and UTF-8
 * sequences of characters the IRI may hold there, so the normal form is the IRI form), then
 * dot segments, except in the opaque path of a scheme whose plugin says so. Character
 * normalization only when a form is given (§5.3.2.2).
 */
public final class SyntaxNormalizer {

    /** The scheme: lower case (RFC 3986 §6.2.2.1). */
    private static final ComponentWriter LOWER_CASE = lowerCased(ComponentWriter.COPY);
    /**
     * Percent-encodings normalized (RFC 3986 §6.2.2.2, RFC 3987 §5.3.2.3): upper-case hex, and
     * the encodings of unreserved characters decoded. For IRIs those are {@code iunreserved}
     * (ALPHA, DIGIT, "-._~", {@code ucschar}); an encoded {@code iprivate} character is not
     * unreserved and stays encoded, in the query too, where it may also stand decoded (URI to
     * IRI conversion, RFC 3987 §3.2, decodes it there: another operation).
     */
    private static final ComponentWriter PERCENT = percent(null);
    /** A host: percent-encodings, then lower case if it is US-ASCII. */
    private static final ComponentWriter HOST = lowerCased(PERCENT);

    private SyntaxNormalizer() {}

    /**
     * The syntax-based normal form.
     *
     * @param p    an IRI reference
     * @param form {@link Normalizer.Form#NFC} or {@link Normalizer.Form#NFKC} to normalize
     *             characters too, or null (the default) to leave them alone
     * @param plugins the plugins, which say which schemes have an opaque path
     * @return the normal form; {@code p} itself when it already is
     */
    public static Layout normalize(Layout p, Normalizer.Form form, PluginSet plugins) {
        String s = p.string();
        if (form == null && isNormal(p, plugins)) {
            return p;
        }
        ComponentWriter percent = form == null ? PERCENT : percent(form);
        // Each component is written straight into one buffer, in RFC 3986's order.
        IriAssembler out = new IriAssembler(s.length());
        if (p.isAbsolute()) {
            out.scheme(s, 0, p.schemeEnd(), LOWER_CASE);
        }
        if (p.hasAuthority()) {
            out.authority(p, percent, form == null ? HOST : lowerCased(percent));
        }
        ComponentWriter path = writer(s, p.pathStart(), p.pathEnd(), percent, form);
        // Character normalization (NFKC of U+FF0E, ...) may make dot segments too.
        if ((form != null || mayHaveDots(s, p.pathStart(), p.pathEnd())) && removesDots(p, plugins)) {
            out.pathWithoutDots(s, p.pathStart(), p.pathEnd(), path);
        } else {
            out.path(s, p.pathStart(), p.pathEnd(), path);
        }
        if (p.hasQuery()) {
            out.query(s, p.queryStart(), p.queryEnd(), percent);
        }
        if (p.hasFragment()) {
            out.fragment(s, p.fragmentStart(), s.length(), percent);
        }
        Layout normal = out.build();
        return normal.string().equals(s) ? p : normal;
    }

    /** The writer of a component: a plain copy when nothing in it changes. */
    private static ComponentWriter writer(String s, int from, int to, ComponentWriter percent, Normalizer.Form form) {
        return form == null && ComponentScanner.find(s, '%', from, to) < 0 ? ComponentWriter.COPY : percent;
    }

    /**
     * A writer that normalizes the percent-encodings of a component and, when a form is
     * given, its characters (§5.3.2.2).
     */
    private static ComponentWriter percent(Normalizer.Form form) {
        if (form == null) {
            return (out, src, from, to) -> UriToIriDecoder.normalizeInto(out, src.toString(), from, to);
        }
        return (out, src, from, to) -> {
            int mark = out.length();
            UriToIriDecoder.normalizeInto(out, src.toString(), from, to);
            String text = CharacterNormalization.apply(out.substring(mark), form);
            out.setLength(mark);
            out.append(text);
        };
    }

    /**
     * A writer of the scheme or the host: the component writer, then lower case if what it
     * wrote is US-ASCII (as a scheme always is; a host with other characters is case-folded
     * at the scheme level, through IDNA).
     */
    private static ComponentWriter lowerCased(ComponentWriter component) {
        return (out, src, from, to) -> {
            int mark = out.length();
            component.write(out, src, from, to);
            AsciiCase.lowerCaseIfAscii(out, mark);
        };
    }

    /**
     * A cheap test for the common case of an IRI already in normal form, so that it comes
     * back without copying: no percent-encoding that normalization rewrites, no upper-case
     * letter in the scheme or in a host that is US-ASCII, no dot segment in a path that would
     * lose them.
     */
    private static boolean isNormal(Layout p, PluginSet plugins) {
        String s = p.string();
        int percent = ComponentScanner.find(s, '%', 0, s.length());
        if (percent >= 0 && !hasNormalEncodings(s, percent) || AsciiCase.hasUpper(s, 0, Math.max(0, p.schemeEnd()))) {
            return false;
        }
        if (p.hasAuthority()
                && AsciiCase.hasUpper(s, p.hostStart(), p.hostEnd())
                && (p.hostKind().orElse(null) != HostKind.REG_NAME
                        || AsciiCase.isAscii(s, p.hostStart(), p.hostEnd()))) {
            return false;
        }
        return !(DotSegments.has(s, p.pathStart(), p.pathEnd()) && removesDots(p, plugins));
    }

    /**
     * Whether the percent-encodings of {@code s}, from its first one at {@code percent}, are in
     * their normal form already (RFC 3986 §6.2.2.1-2): none that {@link
     * UriToIriDecoder#normalizeInto} decodes, and upper-case hex digits in every one it keeps,
     * so that it would write each component as it is. A run of encodings never spans two
     * components: a delimiter stands between them.
     */
    static boolean hasNormalEncodings(String s, int percent) {
        UriToIriDecoder.Pieces pieces = new UriToIriDecoder.Pieces(s, percent, s.length(), false);
        while (pieces.next()) {
            Fate fate = pieces.fate();
            if (fate == Fate.DECODED || fate != Fate.LITERAL && hasLowerCaseHex(s, pieces.start(), pieces.end())) {
                return false;
            }
        }
        return true;
    }

    /** Whether encodings {@code s[from, to)} hold a lower-case hex digit. */
    private static boolean hasLowerCaseHex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'f') {
                return true;
            }
        }
        return false;
    }

    /** Dot segments as written, or ones that decoding {@code %2E} could make. */
    static boolean mayHaveDots(String s, int from, int to) {
        if (DotSegments.has(s, from, to)) {
            return true;
        }
        for (int i = ComponentScanner.find(s, '%', from, to);
                i >= 0 && i + 2 < to;
                i = ComponentScanner.find(s, '%', i + 1, to)) {
            if (s.charAt(i + 1) == '2' && (s.charAt(i + 2) == 'E' || s.charAt(i + 2) == 'e')) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether normalization removes the dot segments of the path (RFC 3986 §6.2.2.3): not those
     * of a relative path that does not start with "/", which mean something until it is
     * resolved, nor those of a scheme whose plugin says its path is opaque, where they mean
     * nothing at all (§3.3: dot segments belong to hierarchical paths).
     */
    static boolean removesDots(Layout p, PluginSet plugins) {
        if (p.isAbsolute()) {
            SchemeEntry entry = plugins.entryOf(p);
            return entry == null || !entry.hasOpaquePath();
        }
        return p.hasAuthority() || (p.pathEnd() > p.pathStart() && p.string().charAt(p.pathStart()) == '/');
    }
}
