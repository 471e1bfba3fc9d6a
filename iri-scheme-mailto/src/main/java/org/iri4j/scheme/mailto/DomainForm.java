package org.iri4j.scheme.mailto;

import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeContext;

/**
 * A form the domains of a mailto IRI are written in, and its header field names: each says how
 * to write one, and, without copying it, when one is in that form already.
 */
enum DomainForm {

    /**
     * The normal form: a domain compared as a DNS name (RFC 6068 §5, RFC 3987 §5.3.3), kept
     * in U-label form; a header field name in lower case (names are case-insensitive, RFC 6068 §2).
     */
    NORMAL {
        @Override
        String domain(String domain, SchemeContext context) {
            if (isLiteralOrEncoded(domain, 0, domain.length())) {
                // A domain literal, or encodings syntax-based normalization kept: only ASCII case.
                return MailtoText.lowerCaseOutsideEncodings(domain);
            }
            return context.dnsHostNormalForm(domain);
        }

        /**
         * A US-ASCII domain without upper case and without an ACE label is its own DNS normal
         * form: ToASCII leaves such labels as they are (or rejects them, and then only upper
         * case would change), and ToUnicode changes only ACE labels.
         */
        @Override
        boolean keeps(String s, int from, int to) {
            if (MailtoText.hasUpperCaseOutsideEncodings(s, from, to)) {
                return false;
            }
            return isLiteralOrEncoded(s, from, to) || MailtoText.isAscii(s, from, to) && !hasAceLabel(s, from, to);
        }

        @Override
        String name(String name) {
            return MailtoText.lowerCaseOutsideEncodings(name);
        }

        @Override
        boolean keepsName(String s, int from, int to) {
            return !MailtoText.hasUpperCaseOutsideEncodings(s, from, to);
        }
    },

    /**
     * The URI form, RFC 6068 §2 item 4: "URI producers SHOULD provide these domain names in
     * the IDNA encoding, rather than percent-encoded": a domain holding characters outside
     * US-ASCII goes through ToASCII; one that ToASCII rejects is left for the core to
     * percent-encode, which the RFC allows too. Header field names stay as they are.
     */
    URI {
        @Override
        String domain(String domain, SchemeContext context) {
            if (MailtoText.isAscii(domain, 0, domain.length())) {
                return domain;
            }
            try {
                return context.hostMapper().toAscii(context.percentDecode(domain), HostMapper.Purpose.CONSUMING);
            } catch (HostMappingException e) {
                return domain;
            }
        }

        @Override
        boolean keeps(String s, int from, int to) {
            return MailtoText.isAscii(s, from, to);
        }

        @Override
        String name(String name) {
            return name;
        }

        @Override
        boolean keepsName(String s, int from, int to) {
            return true;
        }
    };

    private static final String ACE_PREFIX = "xn--";

    /**
     * A domain in this form.
     *
     * @param domain  the domain of an address, as written in the IRI
     * @param context what the core lends
     * @return the domain in this form, possibly {@code domain} itself
     */
    abstract String domain(String domain, SchemeContext context);

    /**
     * Whether the domain {@code s[from, to)} is in this form already: if so, {@link #domain}
     * gives it back unchanged. A quick answer, which may say no for some that are.
     */
    abstract boolean keeps(String s, int from, int to);

    /**
     * A header field name in this form.
     *
     * @param name the name, as written
     * @return the name in this form
     */
    abstract String name(String name);

    /** Whether the header field name {@code s[from, to)} is in this form already. */
    abstract boolean keepsName(String s, int from, int to);

    private static boolean isLiteralOrEncoded(String s, int from, int to) {
        return from < to && s.charAt(from) == '[' || MailtoText.contains(s, '%', from, to);
    }

    /** Whether a label of the domain {@code s[from, to)} starts with {@code xn--} (RFC 5890 §2.3.1), as written. */
    private static boolean hasAceLabel(String s, int from, int to) {
        for (int label = from; label < to; label = MailtoText.indexOf(s, '.', label, to) + 1) {
            if (to - label >= ACE_PREFIX.length() && s.startsWith(ACE_PREFIX, label)) {
                return true;
            }
        }
        return false;
    }
}
