package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.function.Executable;

/**
 * Helpers of the component tests: small scheme plugins (iri-core's test class path has none),
 * an oracle of the RFC 3987 §2.2 character categories written out again from the ABNF (not
 * taken from the main code), and serialization round trips.
 */
final class ComponentsSupport {

    private ComponentsSupport() {}

    // ---- test plugins ---------------------------------------------------------------------

    /**
     * http and https as RFC 9110 §4.2 has them, for what the core asks a plugin: DNS hosts
     * (RFC 3987 §3.1) and default ports 80 and 443 (RFC 3986 §6.2.3).
     */
    static final class DnsHttp implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("http", "https");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost().withDefaultPort(scheme.equals("https") ? 443 : 80);
        }
    }

    /** A scheme that names no default port and no DNS host: "x-plain". */
    static final class Plain implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("x-plain");
        }
    }

    /** An environment with {@link DnsHttp} and {@link Plain}, and the core's java.net.IDN mapper. */
    static IriEnvironment http() {
        return IriEnvironment.builder().add(new DnsHttp()).add(new Plain()).build();
    }

    /** An environment with no plugin at all. */
    static IriEnvironment bare() {
        return IriEnvironment.builder().build();
    }

    // ---- oracle: RFC 3986 §2, RFC 3987 §2.2 and §4.1 ------------------------------------

    /** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3). */
    static boolean isUnreserved(int c) {
        return (c >= 'A' && c <= 'Z')
                || (c >= 'a' && c <= 'z')
                || (c >= '0' && c <= '9')
                || c == '-'
                || c == '.'
                || c == '_'
                || c == '~';
    }

    /** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (RFC 3986 §2.2). */
    static final String SUB_DELIMS = "!$&'()*+,;=";

    /** ucschar (RFC 3987 §2.2). */
    static boolean isUcschar(int cp) {
        return (cp >= 0xA0 && cp <= 0xD7FF)
                || (cp >= 0xF900 && cp <= 0xFDCF)
                || (cp >= 0xFDF0 && cp <= 0xFFEF)
                || (cp >= 0x10000 && cp <= 0x1FFFD)
                || (cp >= 0x20000 && cp <= 0x2FFFD)
                || (cp >= 0x30000 && cp <= 0x3FFFD)
                || (cp >= 0x40000 && cp <= 0x4FFFD)
                || (cp >= 0x50000 && cp <= 0x5FFFD)
                || (cp >= 0x60000 && cp <= 0x6FFFD)
                || (cp >= 0x70000 && cp <= 0x7FFFD)
                || (cp >= 0x80000 && cp <= 0x8FFFD)
                || (cp >= 0x90000 && cp <= 0x9FFFD)
                || (cp >= 0xA0000 && cp <= 0xAFFFD)
                || (cp >= 0xB0000 && cp <= 0xBFFFD)
                || (cp >= 0xC0000 && cp <= 0xCFFFD)
                || (cp >= 0xD0000 && cp <= 0xDFFFD)
                || (cp >= 0xE1000 && cp <= 0xEFFFD);
    }

    /** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD (RFC 3987 §2.2). */
    static boolean isIprivate(int cp) {
        return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD) || (cp >= 0x100000 && cp <= 0x10FFFD);
    }

    /**
     * RFC 3987 §4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO, and the isolates LRI..PDI Unicode 6.3 added
     * later (IriCode.BIDI_FORMATTING_CHARACTER).
     */
    static boolean isBidiFormatting(int cp) {
        return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    }

    // ---- strings --------------------------------------------------------------------------

    /** The UTF-8 octets of a code point as %HH triplets with upper-case hex (RFC 3986 §2.1). */
    static String pct(int cp) {
        StringBuilder out = new StringBuilder();
        for (byte b : ch(cp).getBytes(StandardCharsets.UTF_8)) {
            out.append(String.format(Locale.ROOT, "%%%02X", b & 0xFF));
        }
        return out.toString();
    }

    // ---- assertions and serialization -----------------------------------------------------

    /** Asserts that running the code throws an InvalidInputException with a code, and returns it. */
    static InvalidInputException assertIriError(ViolationCode code, Executable executable) {
        InvalidInputException e = assertThrows(InvalidInputException.class, executable);
        assertEquals(code.id(), e.code().id(), () -> "violations: " + e.violations());
        return e;
    }

    /** The bytes of an object written with ObjectOutputStream. */
    static byte[] serialize(Object o) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** An object read back with ObjectInputStream. */
    static Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    /** An object written and read back. */
    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws IOException, ClassNotFoundException {
        return (T) deserialize(serialize(o));
    }

    /** The first index of a byte sequence in another, or -1. */
    static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
