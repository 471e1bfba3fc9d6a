package org.iri4j.core.internal.host;

import java.net.IDN;
import org.iri4j.api.internal.MessageText;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * The default {@link HostMapper}: {@link IDN java.net.IDN}, which implements IDNA2003
 * (RFC 3490), the version RFC 3987 §3.1 names, with its flags: UseSTD3ASCIIRules set,
 * AllowUnassigned set only when consuming IRIs. RFC 3987 §3.1 applies ToASCII "on each
 * dot-separated label" of a host it converts, so every label of such a host is checked, its
 * US-ASCII labels too: {@code a_b.café} is refused ({@code _} is no letter, digit or hyphen,
 * STD3), as ICU's UTS #46 refuses it. A host of US-ASCII labels only never reaches a mapper:
 * the core copies it, so that mapping stays the identity on URIs ({@code my_host} is common on
 * intranets).
 * Any other mapper, such as {@code iri-idna}'s, replaces it.
 *
 * <p>A label holding a deviation character of UTS #46 §2.3 (U+00DF ß, U+03C2 ς, U+200C ZERO
 * WIDTH NON-JOINER, U+200D ZERO WIDTH JOINER) is refused: IDNA2003 maps it to another name
 * ({@code faß.de} to {@code fass.de}) while IDNA2008 and UTS #46 nontransitional processing,
 * which {@code iri-idna} applies, keep it ({@code xn--fa-hia.de}). Answering would give such
 * an IRI another identity depending on which modules are on the class path; refusing says
 * to add {@code iri-idna} instead.
 */
public final class JdkHostMapper implements HostMapper {

    /**
     * The most code points a label may hold, not counting those IDNA maps to nothing, and
     * still have an ASCII form of at most 63 octets (RFC 1034 §3.1): each code point of the
     * normalized label costs at least one octet of Punycode (RFC 3492 §6.3), and normalization
     * composes at most four code points into one (the longest canonical decomposition of a
     * composite, U+1F82, has four).
     */
    public static final int MAX_LABEL_CODE_POINTS = 4 * 63;

    /** The one instance; it holds no state. */
    public static final JdkHostMapper INSTANCE = new JdkHostMapper();

    @Override
    public String name() {
        return "java.net.IDN (IDNA2003)";
    }

    @Override
    public String toAscii(String host, Purpose purpose) throws HostMappingException {
        int flags = IDN.USE_STD3_ASCII_RULES | (purpose == Purpose.CONSUMING ? IDN.ALLOW_UNASSIGNED : 0);
        StringBuilder out = new StringBuilder(host.length() + 16);
        int from = 0;
        while (true) {
            int end = HostLabels.labelEnd(host, from, host.length());
            String label = host.substring(from, end);
            refuseDeviations(label);
            refuseTooLong(label);
            try {
                out.append(IDN.toASCII(label, flags));
            } catch (IllegalArgumentException e) {
                throw new HostMappingException(label, "IDNA2003", e.getMessage());
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.');
            from = end + 1;
        }
    }

    /**
     * A label with more code points than {@link #MAX_LABEL_CODE_POINTS}, not counting those
     * nameprep maps to nothing, is refused before {@code java.net.IDN} sees it: its ASCII form
     * could not be 63 octets or fewer (RFC 3490 §4.1 step 8), and the JDK's normalizer would
     * take time quadratic in a long run of combining marks to find that out.
     */
    private static void refuseTooLong(String label) throws HostMappingException {
        if (label.length() > MAX_LABEL_CODE_POINTS && mappedCodePoints(label) > MAX_LABEL_CODE_POINTS) {
            throw new HostMappingException(
                    label,
                    "LABEL_TOO_LONG",
                    "the label has more than "
                            + MAX_LABEL_CODE_POINTS
                            + " code points that nameprep keeps, so its ASCII form would be longer"
                            + " than 63 octets (RFC 3490 §4.1 step 8, RFC 1034 §3.1)");
        }
    }

    /**
     * The code points of a label that nameprep does not map to nothing (RFC 3454 table B.1),
     * counted up to one past {@link #MAX_LABEL_CODE_POINTS}.
     */
    private static int mappedCodePoints(String label) {
        int count = 0;
        for (int i = 0; i < label.length() && count <= MAX_LABEL_CODE_POINTS; i++) {
            char c = label.charAt(i);
            if (!Character.isLowSurrogate(c) && !isMappedToNothing(c)) {
                count++;
            }
        }
        return count;
    }

    /** RFC 3454 table B.1, "Commonly mapped to nothing", which nameprep applies (RFC 3491 §5). */
    private static boolean isMappedToNothing(char c) {
        return c == '\u00AD'
                || c == '\u034F'
                || c == '\u1806'
                || c >= '\u180B' && c <= '\u180D'
                || c >= '\u200B' && c <= '\u200D'
                || c == '\u2060'
                || c >= '\uFE00' && c <= '\uFE0F'
                || c == '\uFEFF';
    }

    /** UTS #46 §2.3: the characters IDNA2003 and IDNA2008 treat differently. */
    private static void refuseDeviations(String label) throws HostMappingException {
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '\u00DF' || c == '\u03C2' || c == '\u200C' || c == '\u200D') {
                throw new HostMappingException(
                        label,
                        "DEVIATION",
                        MessageText.codePoint(c) + " at index " + i
                                + " of the label is a deviation character (UTS #46 §2.3): IDNA2003, which java.net.IDN"
                                + " implements, maps it to another name than IDNA2008 and UTS #46 do; add iri-idna to map it"
                                + " as IDNA2008 does, rather than get an identity that depends on the modules present");
            }
        }
    }

    /**
     * ToUnicode label by label; a label too long for ToASCII (see {@link #refuseTooLong}) is kept
     * as it is, as ToUnicode keeps any label it cannot convert (RFC 3490 §4.2 step 7), without
     * asking {@code java.net.IDN}, whose nameprep would take time quadratic in its combining marks.
     */
    @Override
    public String toUnicode(String host) {
        StringBuilder out = new StringBuilder(host.length());
        int from = 0;
        while (true) {
            int end = HostLabels.labelEnd(host, from, host.length());
            String label = host.substring(from, end);
            boolean tooLong = label.length() > MAX_LABEL_CODE_POINTS && mappedCodePoints(label) > MAX_LABEL_CODE_POINTS;
            out.append(tooLong ? label : IDN.toUnicode(label, IDN.ALLOW_UNASSIGNED | IDN.USE_STD3_ASCII_RULES));
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.'); // as java.net.IDN writes every separator
            from = end + 1;
        }
    }
}
