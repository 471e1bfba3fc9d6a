package org.iri4j.core.internal.host;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.Grammar;
import org.iri4j.core.internal.syntax.Production;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * The host of a scheme that uses DNS names, through a {@link HostMapper}: ToASCII when an
 * IRI becomes a URI (RFC 3987 §3.1), ToUnicode of the whole domain when a URI becomes an IRI
 * (3987bis §6.4 step 6).
 */
public final class HostConverter {

    private HostConverter() {}

    /**
     * Appends the ASCII form of a registered-name host that {@link #needsToAscii} (a host of
     * plain US-ASCII labels is the caller's to copy as it is, percent-encodings included, so
     * that the mapping stays the identity on such URIs): a host with a non-ASCII character or
     * an ACE label ({@code xn--}) goes through ToASCII, which validates ACE labels too
     * (UTS #46 §4.1 step 4). Percent-encoded UTF-8 in such a host is decoded first, since
     * ToASCII works on characters.
     *
     * @param out       where to append
     * @param iri       the whole IRI reference, for messages
     * @param hostStart first index of the host
     * @param hostEnd   one past its last index
     * @param mapper    the host mapper
     * @param purpose   why the host is converted
     * @throws InvalidInputException with {@link IriCode#HOST_MAPPING_FAILED} naming the label
     */
    public static void appendAscii(
            StringBuilder out, String iri, int hostStart, int hostEnd, HostMapper mapper, HostMapper.Purpose purpose) {
        out.append(toAscii(iri, hostStart, hostEnd, mapper, purpose));
    }

    /**
     * The ASCII form of a registered-name host that {@link #needsToAscii}, as
     * {@link #appendAscii} appends it.
     *
     * @param iri       the whole IRI reference, for messages
     * @param hostStart first index of the host
     * @param hostEnd   one past its last index
     * @param mapper    the host mapper
     * @param purpose   why the host is converted
     * @return the host in ASCII, a URI reg-name (RFC 3986 §3.2.2)
     * @throws InvalidInputException with {@link IriCode#HOST_MAPPING_FAILED} naming the label
     */
    public static String toAscii(
            String iri, int hostStart, int hostEnd, HostMapper mapper, HostMapper.Purpose purpose) {
        StringBuilder decoded = new StringBuilder(hostEnd - hostStart);
        UriToIriDecoder.decodeInto(decoded, iri, hostStart, hostEnd, false);
        String host = decoded.toString();
        String ascii;
        try {
            ascii = mapper.toAscii(host, purpose);
        } catch (HostMappingException e) {
            throw failure(iri, hostStart, hostEnd, e, mapper);
        }
        // A mapper is a plugin: what it returns must be a URI reg-name, or the URI would hold
        // a different authority ("a/b" would end the host at "/").
        if (ComponentScanner.scan(ascii, 0, ascii.length(), Grammar.URI.spec(Production.REG_NAME)) != ascii.length()) {
            throw failure(
                    iri,
                    hostStart,
                    hostEnd,
                    new HostMappingException(
                            host,
                            "NOT_A_REG_NAME",
                            "the mapper returned " + MessageText.quote(ascii, 0, ascii.length())
                                    + ", which is no URI host (reg-name, RFC 3986 §3.2.2)"),
                    mapper);
        }
        return ascii;
    }

    /**
     * Whether a registered-name host goes through ToASCII when an IRI becomes a URI: it holds
     * a character outside US-ASCII, or an ACE label that ToASCII validates. Any other host is
     * copied as it is.
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return true if {@link #appendAscii} calls the host mapper
     */
    public static boolean needsToAscii(String s, int from, int to) {
        return PercentEncoder.firstNonAscii(s, from, to) >= 0 || hasAceLabel(s, from, to);
    }

    /**
     * Whether a host has an ACE label ({@code xn--}, any case), which ToASCII validates.
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return true if a label starts with {@code xn--}
     */
    public static boolean hasAceLabel(String s, int from, int to) {
        int hyphen = from;
        while (hyphen < to && s.charAt(hyphen) != '-') {
            hyphen++; // within the host: a search to the end of the string could cross the whole path
        }
        if (hyphen == to) {
            return false; // no "xn--" without a hyphen: most hosts are told by this one scan
        }
        for (int start = from; start <= to; ) {
            int end = HostLabels.labelEnd(s, start, to);
            if (HostLabels.isAceLabel(s, start, end)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    private static InvalidInputException failure(
            String iri, int hostStart, int hostEnd, HostMappingException e, HostMapper mapper) {
        String label = e.label() == null ? "" : e.label();
        int start = hostStart;
        int end = hostEnd;
        // The first whole label equal to the one rejected; a substring search could land
        // inside an earlier label. A percent-encoded label is not found: the whole host is named.
        for (int from = hostStart; from <= hostEnd; ) {
            int to = HostLabels.labelEnd(iri, from, hostEnd);
            if (!label.isEmpty() && iri.regionMatches(from, label, 0, label.length()) && to - from == label.length()) {
                start = from;
                end = to;
                break;
            }
            from = to + 1;
        }
        int at = start;
        String name = mapper.name();
        MessageSource message = () -> "host label " + MessageText.quote(label, 0, label.length()) + " at index " + at
                + " in host is rejected by ToASCII (" + e.kind() + ", " + name + "): " + e.getMessage()
                + "; RFC 3987 §3.1 maps the host of a DNS scheme with ToASCII, so this IRI has no URI form";
        return new InvalidInputException(
                iri, List.of(Violation.of(IriCode.HOST_MAPPING_FAILED, Component.HOST, start, end, message)));
    }

    /**
     * Appends a DNS host with its ACE labels ({@code xn--}) in Unicode (3987bis §6.4 step 6),
     * all or nothing, as UTS #46 §4.2 ToUnicode and the URL Standard's "domain to Unicode"
     * convert a domain: if one label fails ({@code labels} answers null: not valid Punycode,
     * or ToASCII does not give it back), the whole host is appended as it is, so that
     * {@code xn--zca.xn--a} never becomes the half-converted {@code ß.xn--a}, which no longer
     * reads as the same name. A label the converter keeps ACE on purpose keeps the others
     * converted.
     *
     * @param out       where to append
     * @param s         the string holding the host
     * @param hostStart first index of the host
     * @param hostEnd   one past its last index
     * @param labels    ToUnicode of one ACE label ({@link LabelToUnicode#verifiedBy})
     */
    public static void appendUnicode(StringBuilder out, String s, int hostStart, int hostEnd, LabelToUnicode labels) {
        int mark = out.length();
        int from = hostStart;
        while (true) {
            int end = ComponentScanner.find(s, '.', from, hostEnd);
            if (end < 0) {
                end = hostEnd;
            }
            if (!HostLabels.isAceLabel(s, from, end)) {
                out.append(s, from, end);
            } else {
                String unicode = labels.toUnicode(s.substring(from, end));
                if (unicode == null) {
                    out.setLength(mark); // one label fails: the whole host stays as it is
                    out.append(s, hostStart, hostEnd);
                    return;
                }
                out.append(unicode);
            }
            if (end == hostEnd) {
                return;
            }
            out.append('.');
            from = end + 1;
        }
    }
}
