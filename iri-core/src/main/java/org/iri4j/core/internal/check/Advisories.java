package org.iri4j.core.internal.check;

import java.text.Normalizer;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.bidi.BidiStructure;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.text.StreamSafe;
import org.iri4j.core.internal.value.ComponentViews;

/**
 * The SHOULDs of RFC 3986 and RFC 3987 that a check reports as warnings: lower-case scheme
 * and host, upper-case hex, no encoded unreserved characters, no empty port, no password,
 * text in NFC and NFKC, and the bidi structure of RFC 3987 §4.2 (through
 * {@link org.iri4j.core.internal.bidi.BidiStructure}). Run only by {@code check}, after the grammar;
 * {@code parse} does not pay for it.
 *
 * <p>Each kind of warning is reported once per component, at its first occurrence, with
 * the number of further occurrences in the message. The per-character advisories (the style
 * of percent-encodings, NFC and NFKC, bidi) are looked for only in IRIs that have what they
 * concern: a percent-encoding, a character beyond US-ASCII.
 */
final class Advisories {

    /** For a component of an IRI all US-ASCII, of which only the "%"s are not known. */
    private static final int ASCII = ComponentText.SURELY_NORMAL | ComponentText.PERCENT;

    /** The components whose text the advisories judge, in the order of the string. */
    private static final Component[] ADVISED = {
        Component.USERINFO, Component.HOST, Component.PATH, Component.QUERY, Component.FRAGMENT,
    };

    private Advisories() {}

    /**
     * The recommendations a reference breaks.
     *
     * @param iri the reference, as the parser read it
     * @return the warnings, each with the severity its code has; an empty list, made at no cost,
     *     when there is none
     */
    static List<Violation> check(Layout iri) {
        List<Violation> found = List.of();
        String s = iri.string();
        int schemeEnd = iri.schemeEnd();
        if (schemeEnd > 0 && AsciiCase.hasUpper(s, 0, schemeEnd)) {
            found = Found.add(
                    found,
                    warning(
                            IriCode.SCHEME_NOT_LOWERCASE,
                            Component.SCHEME,
                            0,
                            schemeEnd,
                            () -> "scheme " + MessageText.quote(s, 0, schemeEnd) + " has upper-case letters"
                                    + "; schemes should be written in lower case (RFC 3986 §3.1)"));
        }
        if (iri.hasAuthority()) {
            found = authority(iri, s, found);
        }
        boolean ascii = iri.isAscii();
        if (!ascii) {
            return beyondAscii(iri, s, found);
        }
        if (s.indexOf('%') >= 0) {
            // a percent-encoding to judge; US-ASCII is normal and reads left to right
            found = component(iri, Component.USERINFO, iri.authorityStart(), iri.userinfoEnd(), ASCII, found);
            found = component(iri, Component.HOST, iri.hostStart(), iri.hostEnd(), ASCII, found);
            found = component(iri, Component.PATH, iri.pathStart(), iri.pathEnd(), ASCII, found);
            found = component(iri, Component.QUERY, iri.queryStart(), iri.queryEnd(), ASCII, found);
            found = component(iri, Component.FRAGMENT, iri.fragmentStart(), fragmentEnd(iri), ASCII, found);
        }
        return found;
    }

    /**
     * The per-component advisories of an IRI with characters beyond US-ASCII: one pass over each
     * component tells whether it is surely normal and whether it holds right-to-left characters
     * ({@link ComponentText}), and the bidi rules then look only at the components that do.
     */
    private static List<Violation> beyondAscii(Layout iri, String s, List<Violation> found) {
        int rightToLeft = 0;
        for (Component component : ADVISED) {
            int from = start(iri, component);
            int to = end(iri, component);
            if (from < 0 || to < from) {
                continue;
            }
            int text = ComponentText.scan(s, from, to);
            if ((text & ComponentText.RIGHT_TO_LEFT) != 0) {
                rightToLeft |= 1 << component.ordinal();
            }
            found = component(iri, component, from, to, text, found);
        }
        return Found.addAll(found, BidiStructure.check(iri, rightToLeft));
    }

    private static int start(Layout iri, Component component) {
        switch (component) {
            case USERINFO:
                return iri.authorityStart();
            case HOST:
                return iri.hostStart();
            case PATH:
                return iri.pathStart();
            case QUERY:
                return iri.queryStart();
            default:
                return iri.fragmentStart();
        }
    }

    private static int end(Layout iri, Component component) {
        switch (component) {
            case USERINFO:
                return iri.userinfoEnd();
            case HOST:
                return iri.hostEnd();
            case PATH:
                return iri.pathEnd();
            case QUERY:
                return iri.queryEnd();
            default:
                return fragmentEnd(iri);
        }
    }

    private static int fragmentEnd(Layout iri) {
        return iri.fragmentStart() < 0 ? -1 : iri.string().length();
    }

    private static List<Violation> authority(Layout iri, String s, List<Violation> sink) {
        int userinfoEnd = iri.userinfoEnd();
        if (userinfoEnd >= 0) {
            int colon = ComponentScanner.find(s, ':', iri.authorityStart(), userinfoEnd);
            if (colon >= 0) {
                sink = Found.add(
                        sink,
                        warning(
                                IriCode.PASSWORD_IN_USERINFO,
                                Component.USERINFO,
                                colon,
                                userinfoEnd,
                                () -> "password after \":\" at index " + colon
                                        + " in userinfo; the \"user:password\" form is"
                                        + " deprecated and the password should not be shown (RFC 3986 §3.2.1)"));
            }
        }
        HostKind kind = iri.hostKind().orElse(HostKind.REG_NAME);
        int hostStart = iri.hostStart();
        int hostEnd = iri.hostEnd();
        if (kind != HostKind.IPV4 && AsciiCase.hasUpper(s, hostStart, hostEnd)) {
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.HOST_NOT_LOWERCASE,
                            Component.HOST,
                            hostStart,
                            hostEnd,
                            () -> "host " + MessageText.quote(s, hostStart, hostEnd)
                                    + " has upper-case letters at index " + hostStart
                                    + "; registered names and hexadecimal addresses should be written in lower case"
                                    + " (RFC 3986 §3.2.2)"));
        }
        int portStart = iri.portStart();
        if (portStart >= 0 && portStart == iri.pathStart()) {
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.EMPTY_PORT,
                            Component.PORT,
                            portStart - 1,
                            portStart,
                            () -> "empty port after \":\" at index " + (portStart - 1)
                                    + "; the \":\" should be left out when the port is empty (RFC 3986 §3.2.3)"));
        }
        if (portStart >= 0
                && portStart < iri.pathStart()
                && ComponentViews.portOrMarker(iri) == ComponentViews.PORT_OUT_OF_RANGE) {
            sink = Found.add(sink, ComponentViews.portOutOfRange(iri));
        }
        return sink;
    }

    /**
     * Percent-encoding style and Unicode normalization of one component [from, to); {@code text}
     * says what {@link ComponentText#scan} found in it: without {@link ComponentText#PERCENT}
     * there is no "%" to read, with {@link ComponentText#SURELY_NORMAL} no normalizer to call.
     */
    private static List<Violation> component(
            Layout iri, Component component, int from, int to, int text, List<Violation> sink) {
        String s = iri.string();
        if (from < 0 || to < from) {
            return sink;
        }
        if ((text & ComponentText.PERCENT) != 0) {
            sink = percentEncodings(s, component, from, to, sink);
        }
        // US-ASCII and the usual letters of most scripts are in every normal form: no normalizer
        boolean normal = (text & ComponentText.SURELY_NORMAL) != 0;
        return normal ? sink : normalization(s, component, from, to, sink);
    }

    /** The style of the percent-encodings of one component [from, to), which holds a "%". */
    private static List<Violation> percentEncodings(
            String s, Component component, int from, int to, List<Violation> sink) {
        int lowerHex = -1;
        int lowerHexCount = 0;
        int unreserved = -1;
        int unreservedCount = 0;
        // from one "%" to the next: String.indexOf is a vectorized search, the text between is not looked at
        for (int i = s.indexOf('%', from); i >= 0 && i + 2 < to; i = s.indexOf('%', i + 1)) {
            int hi = CharClass.hexValue(s.charAt(i + 1));
            int lo = CharClass.hexValue(s.charAt(i + 2));
            if (hi < 0 || lo < 0) {
                continue;
            }
            if (isLower(s.charAt(i + 1)) || isLower(s.charAt(i + 2))) {
                lowerHex = lowerHex < 0 ? i : lowerHex;
                lowerHexCount++;
            }
            if (CharClass.is((char) (hi * 16 + lo), CharClass.UNRESERVED)) {
                unreserved = unreserved < 0 ? i : unreserved;
                unreservedCount++;
            }
            i += 2;
        }
        if (lowerHex >= 0) {
            int first = lowerHex;
            int count = lowerHexCount;
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.LOWERCASE_PERCENT_ENCODING,
                            component,
                            first,
                            first + 3,
                            () -> "percent-encoding \"" + s.substring(first, first + 3)
                                    + "\" with lower-case hex digits"
                                    + at(first, component, count)
                                    + "; percent-encodings should use upper-case hex digits (RFC 3986 §2.1)"));
        }
        if (unreserved >= 0) {
            int first = unreserved;
            int count = unreservedCount;
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.PERCENT_ENCODED_UNRESERVED,
                            component,
                            first,
                            first + 3,
                            () -> "percent-encoded unreserved character \"" + s.substring(first, first + 3) + "\""
                                    + at(first, component, count)
                                    + "; unreserved characters should not be percent-encoded (RFC 3986 §2.3)"));
        }
        return sink;
    }

    private static List<Violation> normalization(
            String s, Component component, int from, int to, List<Violation> sink) {
        CharSequence text = s.subSequence(from, to);
        int unsafe = StreamSafe.firstUnsafe(s, from, to);
        if (unsafe >= 0) {
            // Normalizers are quadratic in a run of non-starters: judge the text the
            // Stream-Safe Text Process makes of it, whose runs are bounded (UAX #15 §13).
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.NOT_STREAM_SAFE,
                            component,
                            unsafe,
                            to,
                            () -> component.label() + " " + MessageText.quote(s, from, to) + " has more than "
                                    + StreamSafe.MAX_NON_STARTERS + " non-starters in a row at index " + unsafe
                                    + ", so it is not in the Stream-Safe Text Format (UAX #15 §13); its normalization"
                                    + " is judged with U+034F COMBINING GRAPHEME JOINER inserted in each such run"));
            text = StreamSafe.process(text.toString());
        }
        // Text in NFKC is in NFC too (NFKC composes canonically), so the usual text is judged in one pass.
        if (Normalizer.isNormalized(text, Normalizer.Form.NFKC)) {
            return sink;
        }
        if (!Normalizer.isNormalized(text, Normalizer.Form.NFC)) {
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.NOT_NFC,
                            component,
                            from,
                            to,
                            () -> component.label() + " " + MessageText.quote(s, from, to) + " at index " + from
                                    + " is not in Unicode Normalization Form C"
                                    + "; IRIs should be created in NFC, and comparison does not normalize (RFC 3987 §5.3.2.2)"));
        } else {
            sink = Found.add(
                    sink,
                    warning(
                            IriCode.NOT_NFKC,
                            component,
                            from,
                            to,
                            () -> component.label() + " " + MessageText.quote(s, from, to) + " at index " + from
                                    + " holds compatibility characters"
                                    + " (it is not in NFKC); new resource names should be in NFKC (RFC 3987 §7.5)"));
        }
        return sink;
    }

    private static String at(int index, Component component, int count) {
        return " at index " + index + " in " + component.label() + (count > 1 ? " (and " + (count - 1) + " more)" : "");
    }

    private static boolean isLower(char c) {
        return c >= 'a' && c <= 'f';
    }

    /** A warning whose message is written when read: the source captures the input and indexes only. */
    private static Violation warning(IriCode code, Component component, int start, int end, MessageSource message) {
        return Violation.of(code, component, start, end, message);
    }
}
