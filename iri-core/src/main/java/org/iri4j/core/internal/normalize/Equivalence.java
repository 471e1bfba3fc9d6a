package org.iri4j.core.internal.normalize;

import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.syntax.DotSegments;

/**
 * Equivalence at the syntax and scheme levels (RFC 3987 §5.3.2, §5.3.3) without building the
 * two normal forms: both IRIs are walked component by component and compared through the
 * normalizing view of each component, stopping at the first difference.
 *
 * <p>The walk answers exactly what comparing the normal forms of {@link SyntaxNormalizer} and
 * {@link SchemeLevel} answers, on these grounds:
 * <ul>
 *   <li>normalization never moves a component's delimiters (it decodes only unreserved
 *       characters, RFC 3986 §6.2.2.2), so two normal forms are equal exactly when they have
 *       the same components and each pair of components has equal normal forms;</li>
 *   <li>a component's normal form depends only on its own text (and, for the host and the
 *       port at the scheme level, on the scheme's rules), so equal texts have equal normal
 *       forms, and the costly cases (a host through IDNA) are reached only when the texts
 *       differ;</li>
 *   <li>a scheme plugin's own rules ({@code SchemeRules.normalize}) are a function of
 *       the IRI the core's rules leave, so if those are equal, so are the plugin's answers;
 *       and they never touch the fragment ({@link SchemeLevel} puts the input's back), so
 *       fragments that differ make IRIs that differ. When anything else differs, only the
 *       plugin knows whether its rules join them: the walk then declines to answer and the
 *       caller compares normal forms; a plugin with no rules of its own (its traits, such as
 *       an empty path read as {@code /}, are the core's to apply) leaves nothing to join.</li>
 * </ul>
 * A path whose dot segments normalization removes (they may also come from decoded
 * {@code %2E}) is compared as its normal form, written out; at the scheme level, the walk
 * also declines a percent-encoded host (whose kind the decoding may change). A test holds the
 * walk to the normal forms' answers.
 */
final class Equivalence {

    private final Layout a;
    private final Layout b;
    private final String s;
    private final String t;
    private final PluginSet plugins;
    /** The scheme's entry at the scheme level; null at the syntax level or without a plugin. */
    private final SchemeEntry entry;
    /** The scheme's entry at either level, asked once: both IRIs have the scheme, in some case. */
    private final SchemeEntry schemeEntry;

    private final boolean schemeLevel;
    /** Whether either holds a "%": if not, every component compares as written. */
    private final boolean encoded;

    private Equivalence(Layout a, Layout b, ComparisonLevel level, PluginSet plugins) {
        this.a = a;
        this.b = b;
        this.s = a.string();
        this.t = b.string();
        this.plugins = plugins;
        this.schemeLevel = level == ComparisonLevel.SCHEME;
        this.schemeEntry = a.isAbsolute() ? plugins.entryOf(a) : null;
        this.entry = schemeLevel ? schemeEntry : null;
        this.encoded = s.indexOf('%') >= 0 || t.indexOf('%') >= 0;
    }

    /**
     * Whether two IRIs are equivalent at a level, or null when the normal forms must say.
     *
     * @param a              one IRI
     * @param b              the other
     * @param level          {@link ComparisonLevel#SYNTAX} or {@link ComparisonLevel#SCHEME}
     * @param plugins        the comparator's plugins
     * @param ignoreFragment whether fragments are left out of the comparison (§5.1)
     * @return the answer, or null
     */
    static Boolean decide(Layout a, Layout b, ComparisonLevel level, PluginSet plugins, boolean ignoreFragment) {
        String s = a.string();
        String t = b.string();
        if (s.equals(t)) {
            return Boolean.TRUE;
        }
        if (a.isAbsolute() != b.isAbsolute()
                || a.isAbsolute() && !Regions.equalIgnoringAsciiCase(s, 0, a.schemeEnd(), t, 0, b.schemeEnd())) {
            return Boolean.FALSE; // no rule changes a scheme but its case (a plugin may not, SchemeLevel)
        }
        Equivalence walk = new Equivalence(a, b, level, plugins);
        if (!ignoreFragment && !walk.optional(a.fragmentStart(), s.length(), b.fragmentStart(), t.length())) {
            return Boolean.FALSE; // no scheme rule touches the fragment
        }
        return walk.rest();
    }

    /** Everything but the scheme and the fragment. */
    private Boolean rest() {
        // What the core's rules leave different, only a plugin's rules could still join.
        Boolean different = entry == null || !entry.normalizes() ? Boolean.FALSE : null;
        if (a.hasAuthority() != b.hasAuthority()) {
            return different;
        }
        if (a.hasAuthority()) {
            Boolean authority = authority();
            if (authority != Boolean.TRUE) {
                return authority == null ? null : different;
            }
        }
        if (!path()) {
            return different;
        }
        if (!optional(a.queryStart(), a.queryEnd(), b.queryStart(), b.queryEnd())) {
            return different;
        }
        return Boolean.TRUE;
    }

    /** The userinfo, host and port; null when the host must be compared through normal forms. */
    private Boolean authority() {
        int ua = a.userinfoEnd() < 0 ? -1 : a.authorityStart();
        int ub = b.userinfoEnd() < 0 ? -1 : b.authorityStart();
        if (!optional(ua, a.userinfoEnd(), ub, b.userinfoEnd()) || !port()) {
            return Boolean.FALSE;
        }
        return HostComparison.equal(a, b, entry, plugins, encoded);
    }

    /**
     * The ports. At the syntax level, as written. At the scheme level an empty port is no
     * port, and where the plugin names a default port the port is a number: leading zeros
     * dropped, the default the same as none (as {@link SchemeLevel} does).
     */
    private boolean port() {
        int sa = a.portStart();
        int sb = b.portStart();
        int ea = a.pathStart();
        int eb = b.pathStart();
        if (schemeLevel) {
            int defaultPort = entry == null ? -1 : entry.defaultPort();
            sa = effectivePortStart(s, sa, ea, defaultPort);
            sb = effectivePortStart(t, sb, eb, defaultPort);
        }
        return sa < 0 || sb < 0 ? sa < 0 && sb < 0 : Regions.equal(s, sa, ea, t, sb, eb);
    }

    /** Where the port's significant digits start, or -1 for no port at the scheme level. */
    private static int effectivePortStart(String s, int start, int end, int defaultPort) {
        if (start < 0 || start == end) {
            return -1;
        }
        if (defaultPort < 0) {
            return start;
        }
        int digits = start;
        while (digits < end - 1 && s.charAt(digits) == '0') {
            digits++;
        }
        return end - digits <= 5 && Integer.parseInt(s, digits, end, 10) == defaultPort ? -1 : digits;
    }

    /**
     * The paths. One whose dot segments normalization removes (they may also come from decoded
     * {@code %2E}) is written out in normal form: percent-encodings, then dot segments
     * (RFC 3986 §6.2.2.2-3). Both IRIs have the same shape here (scheme and authority present
     * in both or neither), so the "/." or "./" a normal form may put before its path to keep
     * that shape would be put before both alike, and equal written paths mean equal normal
     * paths.
     */
    private boolean path() {
        if (entry != null && entry.emptyPathAsRoot() && a.hasAuthority()) {
            boolean emptyA = a.pathStart() == a.pathEnd();
            if (emptyA != (b.pathStart() == b.pathEnd())) {
                return isRoot(emptyA ? b : a); // the empty one is "/" (RFC 3986 §6.2.3)
            }
        }
        boolean dotsA = removesDots(a);
        boolean dotsB = removesDots(b);
        if (dotsA == dotsB && Regions.equal(s, a.pathStart(), a.pathEnd(), t, b.pathStart(), b.pathEnd())) {
            return true;
        }
        boolean writeA = dotsA && mayHaveDots(s, a.pathStart(), a.pathEnd());
        boolean writeB = dotsB && mayHaveDots(t, b.pathStart(), b.pathEnd());
        if (writeA && writeB) {
            return normalPath(a).equals(normalPath(b));
        }
        if (writeA || writeB) {
            // The other path has no dot segment to lose: its normal form is its percent-encoding
            // normal form, read in place against the written one, which is its own normal form.
            String written = normalPath(writeA ? a : b);
            Layout other = writeA ? b : a;
            return NormalChars.equal(written, 0, written.length(), other.string(), other.pathStart(), other.pathEnd());
        }
        return encoded && NormalChars.equal(s, a.pathStart(), a.pathEnd(), t, b.pathStart(), b.pathEnd());
    }

    /** Whether a path's normal form is {@code /}. */
    private boolean isRoot(Layout p) {
        String text = p.string();
        if (removesDots(p) && mayHaveDots(text, p.pathStart(), p.pathEnd())) {
            return normalPath(p).equals("/");
        }
        return NormalChars.equal("/", 0, 1, text, p.pathStart(), p.pathEnd());
    }

    /** {@link SyntaxNormalizer#removesDots}, with the scheme's entry asked once for both IRIs. */
    private boolean removesDots(Layout p) {
        return p.isAbsolute()
                ? schemeEntry == null || !schemeEntry.hasOpaquePath()
                : SyntaxNormalizer.removesDots(p, plugins);
    }

    /** A path whose dot segments normalization removes, in normal form. */
    private static String normalPath(Layout p) {
        StringBuilder decoded = new StringBuilder(p.pathEnd() - p.pathStart());
        UriToIriDecoder.normalizeInto(decoded, p.string(), p.pathStart(), p.pathEnd());
        StringBuilder out = new StringBuilder(decoded.length());
        DotSegments.removeInto(decoded, 0, decoded.length(), out);
        return out.toString();
    }

    private boolean mayHaveDots(String text, int from, int to) {
        return encoded ? SyntaxNormalizer.mayHaveDots(text, from, to) : DotSegments.has(text, from, to);
    }

    /** An optional component [start, end) of each (start -1 when absent), percent-normalized. */
    private boolean optional(int sa, int ea, int sb, int eb) {
        if (sa < 0 || sb < 0) {
            return sa < 0 && sb < 0;
        }
        return encoded ? NormalChars.equal(s, sa, ea, t, sb, eb) : Regions.equal(s, sa, ea, t, sb, eb);
    }
}
