package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.host.HostParser;

/**
 * The host of a URL as {@link IriBridge} writes it in an IRI: a domain (the host of a special
 * URL, URL Standard §3.5) converted whole by the Standard's <em>domain to Unicode</em> (§3.3:
 * UTS #46 ToUnicode of the whole domain; on any error, the domain as it is), and kept in ASCII
 * unless its Unicode form reads back, through the Standard's domain to ASCII, as the very same
 * ASCII domain and holds only characters an IRI may hold (RFC 3987 §2.2, §4.1). All or nothing:
 * never some labels in Unicode and others in ASCII, which is how {@code xn--zca.xn--a} became
 * {@code ß.xn--a}, a host that no URL parser reads back. Every other host (an IP address, an
 * opaque host, the empty host) and a domain without an {@code xn--} label stays as the URL
 * serialized it. When the domain stays in ASCII for a reason, {@link #violation} says which.
 */
final class IriBridgeHost {

    /** Longest excerpt of the Unicode form quoted in a message. */
    private static final int MAX_QUOTED = 40;

    /** What the IRI holds as the host, before RFC 3986 §2.1 encoding of ASCII a reg-name lacks. */
    final String text;
    /** Why a domain with an A-label stays in ASCII, or null when there is nothing to say. */
    private final ViolationCode why;
    /** What the message says after the rule, or null. */
    private final String detail;

    private IriBridgeHost(String text, ViolationCode why, String detail) {
        this.text = text;
        this.why = why;
        this.detail = detail;
    }

    /**
     * The host of a URL in its IRI.
     *
     * @param url    the URL
     * @param mapper the domain mapper that reads the IRI back ({@link WebUrl#parse(String)}'s),
     *               or null when none is present
     * @return the host, in Unicode only where that is safe to write
     */
    static IriBridgeHost of(WebUrl url, UrlDomainMapper mapper) {
        String ascii = url.hostname();
        if (!Schemes.isSpecial(url.kind) || !HostParser.hasAceLabel(ascii)) {
            return new IriBridgeHost(ascii, null, null); // nothing that domain to Unicode would change
        }
        if (mapper == null) {
            return new IriBridgeHost(ascii, UrlCode.IDNA_UNAVAILABLE, "the host stays in ASCII");
        }
        try {
            return convert(ascii, mapper);
        } catch (RuntimeException e) {
            // A broken plugin: the ASCII host is always right, and check() says why it was kept.
            return new IriBridgeHost(
                    ascii,
                    IriCode.PLUGIN_FAILED,
                    "the domain mapper '" + mapper.name() + "' threw "
                            + e.getClass().getName() + "; the host stays in ASCII");
        }
    }

    /** Domain to Unicode, then the two conditions under which its answer may be written. */
    private static IriBridgeHost convert(String ascii, UrlDomainMapper mapper) {
        String unicode = mapper.toUnicode(ascii);
        if (unicode == null || unicode.equals(ascii)) {
            // A valid A-label always decodes to something else (UTS #46 §4.1 step 4): an error.
            return new IriBridgeHost(
                    ascii, UrlCode.DOMAIN_TO_UNICODE, "domain to Unicode keeps the whole domain in ASCII");
        }
        int refused = firstRefusedInIri(unicode);
        if (refused >= 0) {
            return new IriBridgeHost(
                    ascii,
                    UrlCode.DOMAIN_TO_UNICODE,
                    "its Unicode form holds " + Messages.codePoint(refused)
                            + ", which an IRI may not hold (RFC 3987 §2.2, §4.1); the host stays in ASCII");
        }
        String back;
        try {
            back = mapper.toAscii(unicode);
        } catch (HostMappingException e) {
            back = null;
        }
        if (!ascii.equals(back)) {
            return new IriBridgeHost(
                    ascii,
                    UrlCode.DOMAIN_TO_UNICODE,
                    "its Unicode form " + Messages.quote(unicode, 0, unicode.length(), MAX_QUOTED)
                            + " does not read back as this domain through domain to ASCII; the host stays in ASCII");
        }
        return new IriBridgeHost(unicode, null, null);
    }

    /**
     * The first code point outside US-ASCII that an IRI may not hold: one that is no
     * {@code ucschar} (RFC 3987 §2.2; a host holds no {@code iprivate}) or a bidi formatting
     * character (§4.1). ASCII is written percent-encoded where a reg-name lacks it.
     *
     * @return the code point, or -1 when there is none
     */
    private static int firstRefusedInIri(String s) {
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            if (cp >= 0x80 && (!isUcschar(cp) || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E))) {
                return cp;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }

    /** RFC 3987 §2.2 {@code ucschar}; the 3987bis bidi isolates U+2066 to U+2069 are refused too (§4.1). */
    private static boolean isUcschar(int cp) {
        if (cp < 0x10000) {
            return (cp >= 0xA0 && cp <= 0xD7FF && (cp < 0x2066 || cp > 0x2069))
                    || (cp >= 0xF900 && cp <= 0xFDCF)
                    || (cp >= 0xFDF0 && cp <= 0xFFEF);
        }
        return cp <= 0xEFFFD && (cp & 0xFFFF) <= 0xFFFD && (cp < 0xE0000 || cp >= 0xE1000);
    }

    /**
     * Why a domain with an A-label stays in ASCII, as a warning about the host of the IRI.
     *
     * @param iri   the IRI's text
     * @param start the first index of the host in it
     * @param end   one past its last
     * @return the warning, or null when the host was converted or there is nothing to convert
     */
    Violation violation(String iri, int start, int end) {
        if (why == null) {
            return null;
        }
        String found = Messages.quote(iri, start, end, MAX_QUOTED);
        return new Violation(
                why,
                Severity.WARNING,
                Component.HOST,
                start,
                end,
                Messages.compose(why, found, start, Component.HOST, detail));
    }
}
