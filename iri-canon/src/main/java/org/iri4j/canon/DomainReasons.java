package org.iri4j.canon;

import java.util.Locale;
import org.iri4j.api.Component;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.canon.internal.psl.DomainChars;
import org.iri4j.canon.internal.psl.Labels;
import org.iri4j.web.WebUrl;
import org.iri4j.web.internal.host.Ipv4;

/**
 * Why a host has no registrable domain (URL Standard §3.2): it is no host (the first character,
 * label or end of input at fault, with its index), an IP address, or a public suffix itself.
 * Called only when a lookup found no registrable domain, so that a lookup with an answer pays
 * nothing for it; one pass over the host, each non-ASCII label converted once more.
 *
 * <pre>
 * U+003A COLON at index 11 in host: a host has no port (canon.NOT_A_HOST, URL Standard §3.2 hosts; ...)
 * </pre>
 */
final class DomainReasons {

    /** The most characters of a host or label a message quotes. */
    private static final int QUOTED = 64;

    private DomainReasons() {}

    /**
     * The reason of a domain that is its own public suffix.
     *
     * @param host    the host
     * @param section the section of the rule that made it one, or null for the implicit rule
     * @return {@link CanonCode#PUBLIC_SUFFIX}, or {@link CanonCode#SINGLE_LABEL} for the implicit rule
     */
    static Violation publicSuffix(String host, PslSection section) {
        if (section == null) {
            // The implicit rule "*" matches one label only, so the host is one unlisted label.
            return whole(
                    CanonCode.SINGLE_LABEL,
                    host,
                    quote(host) + " is a single label that the list does not name: a public suffix by its implicit "
                            + "rule *, so it has no registrable domain");
        }
        return whole(
                CanonCode.PUBLIC_SUFFIX,
                host,
                quote(host) + " is a public suffix itself (a rule of the list's " + section.name()
                        + " section): names are registered under it, so it has no registrable domain");
    }

    /**
     * The reason of a host that is not a domain.
     *
     * @param host the host
     * @return {@link CanonCode#IP_ADDRESS}, or {@link CanonCode#NOT_A_HOST} at the first fault
     */
    static Violation notADomain(String host) {
        if (host.isEmpty()) {
            return Violation.of(
                    CanonCode.NOT_A_HOST,
                    Component.HOST,
                    0,
                    0,
                    "empty input: a host has one label at least" + citation(CanonCode.NOT_A_HOST));
        }
        if (host.charAt(0) == '[') {
            return bracketed(host);
        }
        int labelStart = 0;
        int lastStart = 0;
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (Labels.isSeparator(c)) {
                if (i == labelStart) {
                    String why = i == 0 ? "a host does not begin with a dot" : "two dots in a row";
                    return notAHost(host, i, i + 1, MessageText.codePoint(c), "an empty label: " + why);
                }
                Violation label = label(host, labelStart, i);
                if (label != null) {
                    return label;
                }
                lastStart = labelStart;
                labelStart = i + 1;
            } else if (c < 0x80 && DomainChars.isForbidden(c)) {
                return notAHost(host, i, i + 1, MessageText.codePoint(c), forbidden(host, i));
            }
        }
        if (labelStart < host.length()) {
            Violation label = label(host, labelStart, host.length());
            if (label != null) {
                return label;
            }
            lastStart = labelStart;
        }
        return lastLabel(host, lastStart);
    }

    /** Why a host may not hold the forbidden domain code point at {@code i} (URL Standard §3.2). */
    private static String forbidden(String host, int i) {
        switch (host.charAt(i)) {
            case ':':
                return host.startsWith("//", i + 1)
                        ? "a host has no scheme: this looks like a link (look a link up as one:"
                                + " PublicSuffixList.lookupLink, iri domain --input link)"
                        : "a host has no port";
            case '/':
            case '\\':
                return "a host has no path";
            case '?':
                return "a host has no query";
            case '#':
                return "a host has no fragment";
            case '@':
                return "a host has no user information";
            case '%':
                return "a domain holds no percent-encoding (the URL Standard's host parser decodes it)";
            default:
                return "a forbidden domain code point, which no domain holds";
        }
    }

    /** A label outside ASCII whose ASCII form fails or holds what a domain may not; null if it is fine. */
    private static Violation label(String host, int from, int to) {
        boolean ascii = true;
        for (int i = from; i < to && ascii; i++) {
            ascii = host.charAt(i) < 0x80;
        }
        if (ascii) {
            return null; // its characters were checked one by one
        }
        String label = host.substring(from, to);
        Labels labels = Labels.of(label);
        if (labels == null) {
            return notAHost(
                    host,
                    from,
                    to,
                    "the label " + quote(label),
                    "it has no ASCII form (domain to ASCII, UTS #46, fails or makes more than one label; without"
                            + " iri-idna, IDNA2003 fails or meets a deviation character, UTS #46 §2.3)");
        }
        String form = labels.ascii();
        for (int i = 0; i < form.length(); i++) {
            if (DomainChars.isForbidden(form.charAt(i))) {
                return notAHost(
                        host,
                        from,
                        to,
                        "the label " + quote(label),
                        "its ASCII form " + quote(form) + " holds " + MessageText.codePoint(form.charAt(i))
                                + ", a forbidden domain code point");
            }
        }
        return null;
    }

    /** A host of good labels whose last label is a number: an IPv4 address, or no host (§3.5). */
    private static Violation lastLabel(String host, int start) {
        int end = Labels.isSeparator(host.charAt(host.length() - 1)) ? host.length() - 1 : host.length();
        String last = asciiForm(host.substring(start, end));
        String whole = asciiForm(host);
        if (last == null || whole == null || !DomainChars.endsInNumber(last, 0, last.length())) {
            return notAHost(host, 0, host.length(), quote(host), "it is not a domain");
        }
        String address = Ipv4.dottedDecimal(whole);
        if (address != null) {
            return whole(
                    CanonCode.IP_ADDRESS,
                    host,
                    quote(host) + " is an IPv4 address" + (address.equals(whole) ? "" : " (" + address + ")")
                            + ", which has no registrable domain");
        }
        return notAHost(
                host,
                start,
                end,
                "the last label " + quote(host.substring(start, end)),
                "it is a number, so the host must be an IPv4 address (the ends-in-a-number checker, URL Standard "
                        + "§3.5), and it is not one");
    }

    /** A host in brackets: an IPv6 address, or no host. */
    private static Violation bracketed(String host) {
        int close = host.indexOf(']');
        boolean shape = close == host.length() - 1;
        for (int i = 1; i < close && shape; i++) {
            char c = host.charAt(i);
            shape = c == ':' || c == '.' || (c < 0x80 && Character.digit(c, 16) >= 0);
        }
        if (shape && WebUrl.canParse("http://" + host + "/")) {
            return whole(
                    CanonCode.IP_ADDRESS, host, quote(host) + " is an IPv6 address, which has no registrable domain");
        }
        return notAHost(
                host,
                0,
                close < 0 ? host.length() : close + 1,
                MessageText.codePoint('['),
                "a host in brackets must be an IPv6 address, and this is not one");
    }

    /** The labels' ASCII forms joined with dots, as the list matches them, or null if one has none. */
    private static String asciiForm(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                Labels labels = Labels.of(text);
                return labels == null ? null : labels.ascii();
            }
        }
        return text.toLowerCase(Locale.ROOT);
    }

    private static Violation notAHost(String host, int from, int to, String found, String why) {
        return Violation.of(
                CanonCode.NOT_A_HOST,
                Component.HOST,
                from,
                to,
                found + " at index " + from + " in host: " + why + citation(CanonCode.NOT_A_HOST));
    }

    private static Violation whole(CanonCode code, String host, String message) {
        return Violation.of(code, Component.HOST, 0, host.length(), message + citation(code));
    }

    private static String citation(CanonCode code) {
        return " (" + code.id() + ", " + code.reference() + ")";
    }

    /**
     * Text quoted for a message: cut after 64 characters, and each character a message must not
     * show as it is written as its {@code U+} number ({@code <U+202E>}), as iri-web's and the
     * core's messages write it: a control (C0, DEL, C1), a format character (the bidi
     * formatting characters of RFC 3987 §4.1 and UAX #9 among them, zero-width joiners, tags),
     * a line or paragraph separator, a lone surrogate. So a message neither grows with a
     * hostile host, nor carries a control a terminal would act on, nor is reordered on screen.
     *
     * @param text the text
     * @return for example {@code 'example.com'} or {@code 'a<U+202E>b.com'}
     */
    static String quote(String text) {
        int cut = Math.min(text.length(), QUOTED);
        if (cut < text.length() && Character.isHighSurrogate(text.charAt(cut - 1))) {
            cut--;
        }
        StringBuilder out = new StringBuilder(cut + 8).append('\'');
        for (int i = 0; i < cut; ) {
            int cp = text.codePointAt(i);
            if (MessageText.isHidden(cp)) {
                out.append('<').append(MessageText.hex(cp)).append('>');
            } else {
                out.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        return out.append(cut < text.length() ? "…'" : "'").toString();
    }
}
