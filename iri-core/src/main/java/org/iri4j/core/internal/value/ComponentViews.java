package org.iri4j.core.internal.value;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.QueryEncoding;
import org.iri4j.api.QueryParameter;
import org.iri4j.api.QueryParameters;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.codec.PercentDecoder;
import org.iri4j.core.internal.layout.ComponentWriters;
import org.iri4j.core.internal.layout.Layout;

/**
 * The decoded and structured views of a parsed reference's components: path segments,
 * query parameters, the port as a number, the redacted string. Decoding is RFC 3987 §3.2's:
 * the percent-encodings of well-formed UTF-8 become characters, any other stays as written.
 */
public final class ComponentViews {

    /** The largest TCP or UDP port (RFC 9293 §3.1). */
    static final int MAX_PORT = 65_535;

    /** What {@link #portOrMarker} answers for a port above 65535, which is no port number. */
    public static final int PORT_OUT_OF_RANGE = -2;

    private ComponentViews() {}

    /** A component decoded, or empty when absent. */
    static Optional<String> decoded(Optional<String> raw) {
        return raw.map(PercentDecoder::decodeAll);
    }

    /** The segments of a path: cut at each "/" after a leading one (RFC 3986 §3.3). */
    static List<String> segments(String path, boolean decode) {
        if (path.isEmpty()) {
            return List.of();
        }
        List<String> segments = new ArrayList<>();
        int from = path.charAt(0) == '/' ? 1 : 0;
        while (true) {
            int slash = path.indexOf('/', from);
            String segment = path.substring(from, slash < 0 ? path.length() : slash);
            segments.add(decode ? PercentDecoder.decodeAll(segment) : segment);
            if (slash < 0) {
                return List.copyOf(segments);
            }
            from = slash + 1;
        }
    }

    /**
     * The {@code &}-separated {@code name=value} pairs of a query, decoded as the encoding
     * says, or raw when it is null. Empty pieces are no parameter; a piece without "=" has
     * the empty value.
     */
    static QueryParameters parameters(Optional<String> query, QueryEncoding encoding) {
        if (query.isEmpty() || query.get().isEmpty()) {
            return QueryParameters.none();
        }
        String q = query.get();
        List<QueryParameter> found = new ArrayList<>();
        int from = 0;
        while (from <= q.length()) {
            int amp = q.indexOf('&', from);
            int end = amp < 0 ? q.length() : amp;
            if (end > from) {
                int eq = q.indexOf('=', from);
                boolean valued = eq >= 0 && eq < end;
                String name = q.substring(from, valued ? eq : end);
                String value = valued ? q.substring(eq + 1, end) : "";
                found.add(new QueryParameter(decode(name, encoding), decode(value, encoding)));
            }
            if (amp < 0) {
                break;
            }
            from = amp + 1;
        }
        return QueryParameters.of(found);
    }

    private static String decode(String raw, QueryEncoding encoding) {
        if (encoding == null) {
            return raw;
        }
        return PercentDecoder.decodeAll(encoding == QueryEncoding.FORM ? raw.replace('+', ' ') : raw);
    }

    /**
     * The port as a number: leading zeros allowed, above 65535 reported (RFC 3986 §3.2.3
     * "port number in decimal"; RFC 9293 §3.1 ports are 16 bits).
     *
     * @param p a reference
     * @return the port, or empty when there is none or it is empty
     * @throws InvalidInputException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535
     */
    public static OptionalInt portNumber(Layout p) {
        int port = portValue(p);
        return port < 0 ? OptionalInt.empty() : OptionalInt.of(port);
    }

    /**
     * The port as a number, as {@link #portNumber} gives it, with no object made.
     *
     * @param p a reference
     * @return the port, or -1 if there is none (or its digits are not a port: a check's best
     *     reading after an error)
     * @throws InvalidInputException with {@link IriCode#PORT_OUT_OF_RANGE} above 65535
     */
    public static int portValue(Layout p) {
        int port = portOrMarker(p);
        if (port == PORT_OUT_OF_RANGE) {
            throw new InvalidInputException(
                    p.string(), List.of(portOutOfRange(p).withSeverity(Severity.ERROR)));
        }
        return port;
    }

    /**
     * The port as a number without throwing, for a check: the port, -1 if there is none (or
     * its digits are not a port), or {@link #PORT_OUT_OF_RANGE} above 65535 (RFC 9293 §3.1),
     * whose violation {@link #portOutOfRange} makes. Leading zeros are skipped, so a port of
     * a million digits costs one pass.
     *
     * @param p a reference
     * @return the port, -1, or {@link #PORT_OUT_OF_RANGE}
     */
    public static int portOrMarker(Layout p) {
        int start = p.portStart();
        int end = p.pathStart();
        if (start < 0 || start == end) {
            return -1;
        }
        String s = p.string();
        for (int i = start; i < end; i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return -1;
            }
        }
        int digits = start;
        while (digits < end - 1 && s.charAt(digits) == '0') {
            digits++;
        }
        int port = end - digits <= 5 ? Integer.parseInt(s, digits, end, 10) : Integer.MAX_VALUE;
        return port > MAX_PORT ? PORT_OUT_OF_RANGE : port;
    }

    /**
     * The violation of a port above 65535 ({@link #portOrMarker} gave {@link #PORT_OUT_OF_RANGE}).
     *
     * @param p a reference whose port is above 65535
     * @return a {@link IriCode#PORT_OUT_OF_RANGE} violation at the port with the code's severity
     *     (a warning: what a check reports), its message quoting the port capped, written when read
     */
    public static Violation portOutOfRange(Layout p) {
        String s = p.string();
        int start = p.portStart();
        int end = p.pathStart();
        return Violation.of(
                IriCode.PORT_OUT_OF_RANGE,
                Component.PORT,
                start,
                end,
                () -> "port " + MessageText.quote(s, start, end) + " at index " + start
                        + " is above 65535, the largest TCP or UDP port (RFC 9293 §3.1);"
                        + " the generic syntax allows it (port = *DIGIT, RFC 3986 §3.2.3), but it is no port number");
    }

    /** The string with a password in the userinfo shown as {@code ***} (RFC 3986 §3.2.1). */
    static String redacted(Layout p) {
        if (p.userinfoEnd() < 0) {
            return p.string();
        }
        return ComponentWriters.copying()
                .with(Component.USERINFO, ComponentWriters.MASKED_PASSWORD)
                .rewrite(p)
                .string();
    }
}
