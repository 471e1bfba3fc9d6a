package org.iri4j.core.internal.host;

import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * ToUnicode of one ACE label ({@code xn--}) of a DNS host, for
 * {@link HostConverter#appendUnicode}: the label in Unicode, the label itself when it is to stay
 * ACE though it converts, or {@code null} when ToUnicode fails on it (UTS #46 §4.2 would record
 * an error), which keeps the whole host as it is.
 */
@FunctionalInterface
public interface LabelToUnicode {

    /**
     * One ACE label in Unicode.
     *
     * @param label an ACE label, as the host writes it
     * @return its Unicode form, or {@code label} to keep it; {@code null} if it has no Unicode
     *     form, which keeps the whole host
     */
    String toUnicode(String label);

    /**
     * ToUnicode through a host mapper, checked as UTS #46 §4.2 checks a label: the label fails
     * where the mapper gives it back unchanged (not valid Punycode, or refused by the mapper's
     * own ToASCII, RFC 3490 §4.2 step 7), where its Unicode form is no label an IRI host may
     * hold ({@code ireg-name}, RFC 3987 §2.2, without a label separator), and where ToASCII of
     * that form does not give the label back (up to case): the IRI would map to another URI.
     *
     * @param mapper the host mapper
     * @return the conversion
     */
    static LabelToUnicode verifiedBy(HostMapper mapper) {
        return label -> verified(label, mapper);
    }

    /** One label through {@link #verifiedBy}: its Unicode form, or null if it has none. */
    private static String verified(String label, HostMapper mapper) {
        String unicode = mapper.toUnicode(label);
        if (unicode.equals(label) || !isIriLabel(unicode)) {
            return null;
        }
        try {
            return mapper.toAscii(unicode, HostMapper.Purpose.CONSUMING).equalsIgnoreCase(label) ? unicode : null;
        } catch (HostMappingException e) {
            return null;
        }
    }

    /** A label an {@code ireg-name} may hold as it is, with no separator inside. */
    private static boolean isIriLabel(String label) {
        for (int i = 0; i < label.length(); ) {
            int cp = label.codePointAt(i);
            boolean ok = cp < 0x80
                    ? CharClass.is((char) cp, CharClass.UNRESERVED) && cp != '.'
                    : UriToIriDecoder.isAllowed(cp, false) && (cp > 0xFFFF || !HostLabels.isSeparator((char) cp));
            if (!ok) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return !label.isEmpty();
    }
}
