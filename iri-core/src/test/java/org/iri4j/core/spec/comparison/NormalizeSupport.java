package org.iri4j.core.spec.comparison;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Locale;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;

/**
 * Helpers of the normalization tests: comparators over an explicit, empty set of plugins
 * (so that no plugin on the class path changes what the generic rules do), percent-encoding
 * written out again from RFC 3986 §2.1 (not taken from the main code), and {@code show} for
 * messages with non-ASCII characters.
 */
final class NormalizeSupport {

    /** No scheme plugin at all: only the generic rules of RFC 3986 §6.2.2 and RFC 3987 §5.3. */
    static final IriEnvironment NO_PLUGINS = IriEnvironment.builder().build();

    private NormalizeSupport() {}

    static IriComparator comparator(ComparisonLevel level) {
        return NO_PLUGINS.comparatorBuilder().level(level).build();
    }

    static IriComparator comparator(ComparisonLevel level, Normalizer.Form form) {
        return NO_PLUGINS
                .comparatorBuilder()
                .level(level)
                .characterNormalization(form)
                .build();
    }

    /** The syntax-based normal form, without character normalization. */
    static String syntax(String iri) {
        return comparator(ComparisonLevel.SYNTAX).normalForm(Iris.parse(iri)).toString();
    }

    /** The syntax-based normal form with character normalization. */
    static String syntax(String iri, Normalizer.Form form) {
        return comparator(ComparisonLevel.SYNTAX, form)
                .normalForm(Iris.parse(iri))
                .toString();
    }

    /** The scheme-based normal form with no plugin. */
    static String scheme(String iri) {
        return comparator(ComparisonLevel.SCHEME).normalForm(Iris.parse(iri)).toString();
    }

    /** The UTF-8 octets of a string as %HH triplets, in upper- or lower-case hex (RFC 3986 §2.1). */
    static String pct(String s, boolean upper) {
        StringBuilder out = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            out.append(String.format(Locale.ROOT, upper ? "%%%02X" : "%%%02x", b & 0xFF));
        }
        return out.toString();
    }

    /** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3). */
    static final String UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    /** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (RFC 3986 §2.2). */
    static final String GEN_DELIMS = ":/?#[]@";
    /** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (RFC 3986 §2.2). */
    static final String SUB_DELIMS = "!$&'()*+,;=";
}
