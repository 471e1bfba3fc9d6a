package org.iri4j.cli;

import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;

/**
 * The JSON the command prints: the components of {@code iri parse}, and string literals that
 * stay on one line and survive any output encoding.
 */
final class Json {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Json() {}

    /**
     * The components of a reference: absent components as {@code null}, empty ones as
     * {@code ""}.
     *
     * <pre>
     * {"scheme":"http","authority":"a","userinfo":null,"host":"a","hostKind":"REG_NAME","displayHost":"a","port":null,
     *  "path":"/","query":"","fragment":null,"absolute":true}
     * </pre>
     *
     * @param iri the reference
     * @param env the environment, for the display form of the host
     * @return the members, in this order
     */
    static JsonObject components(Iri iri, IriEnvironment env) {
        return new JsonObject()
                .string("scheme", iri.scheme().orElse(null))
                .string("authority", iri.authority().orElse(null))
                .string("userinfo", iri.userinfo().orElse(null))
                .string("host", iri.host().orElse(null))
                .string("hostKind", iri.hostKind().map(Enum::name).orElse(null))
                .string("displayHost", env.displayHost(iri).orElse(null))
                .string("port", iri.port().orElse(null))
                .string("path", iri.path())
                .string("query", iri.query().orElse(null))
                .string("fragment", iri.fragment().orElse(null))
                .bool("absolute", iri.isAbsolute());
    }

    /**
     * Appends a JSON string literal (RFC 8259 §7): quotes and backslashes escaped, TAB, LF and CR
     * as {@code \\t}, {@code \\n}, {@code \\r}, and as a backslash, {@code u} and four
     * hexadecimal digits every control character, U+2028 and U+2029 (line ends to some readers)
     * and every lone surrogate, which no UTF-8 output could carry.
     *
     * @param out   where to append
     * @param value the string
     * @return {@code out}
     */
    static StringBuilder string(StringBuilder out, String value) {
        out.append('"');
        int length = value.length();
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c < 0x20 || c == 0x7F || c == 0x2028 || c == 0x2029) {
                escape(out, c);
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < length
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                out.append(c).append(value.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                escape(out, c);
            } else {
                out.append(c);
            }
        }
        return out.append('"');
    }

    private static void escape(StringBuilder out, char c) {
        out.append("\\u")
                .append(HEX[c >> 12])
                .append(HEX[(c >> 8) & 0xF])
                .append(HEX[(c >> 4) & 0xF])
                .append(HEX[c & 0xF]);
    }
}
