package org.iri4j.core.spec;

import java.util.Map;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * Host mappers that check spoofing (they say so with {@link HostMapper#checksSpoofing} and
 * override {@link HostMapper#toDisplay}: they check labels before they show them in Unicode,
 * RFC 3987 §8), standing in for {@code iri-idna}'s UTS #39 checks, which iri-core's tests do not have.
 * Each converts as the core's {@code java.net.IDN} mapper does, unless said otherwise. Shared by
 * the display, bidi and mapping tests.
 */
public final class SpoofCheckingMappers {

    /** The core's java.net.IDN mapper: an environment without a host mapper of its own uses it. */
    private static final HostMapper CORE = IriEnvironment.builder().build().hostMapper();

    private SpoofCheckingMappers() {}

    /**
     * An environment whose host mapper's spoofing checks pass every label, so that what the
     * display does after the spoofing check (the bidi rules of RFC 3987 §4.1-4.2, the characters
     * it cannot show) is seen on Unicode hosts.
     *
     * @return the environment, with no scheme plugin
     */
    public static IriEnvironment unicodeHosts() {
        return IriEnvironment.builder().add(new PassesEveryLabel()).build();
    }

    /** A spoofing check that finds nothing wrong with any label: every label in Unicode. */
    public static final class PassesEveryLabel implements HostMapper {
        @Override
        public String name() {
            return "test: every label passes";
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return CORE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return CORE.toUnicode(host);
        }

        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            return toUnicode(host);
        }
    }

    /**
     * A spoofing check that finds every label holding Cyrillic deceiving: such a label in its
     * ACE form, any other in Unicode (as UTS #39 treats "pаypal" and "аррӏе", and "bücher").
     */
    public static final class CyrillicAsAce implements HostMapper {
        @Override
        public String name() {
            return "test: Cyrillic labels as ACE";
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return CORE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return CORE.toUnicode(host);
        }

        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            StringBuilder out = new StringBuilder();
            for (String label : toUnicode(host).split("\\.", -1)) {
                boolean cyrillic = label.codePoints()
                        .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC);
                if (out.length() > 0) {
                    out.append('.');
                }
                try {
                    out.append(cyrillic ? toAscii(label, Purpose.CONSUMING) : label);
                } catch (HostMappingException e) {
                    out.append(label);
                }
            }
            return out.toString();
        }
    }

    /**
     * Every label passes, and ToASCII follows RFC 5893 rather than IDNA2003 for one label:
     * {@code אב1} (Hebrew alef, bet, then the digit 1) has the ACE form {@code xn--1-zhcd}, since
     * RFC 5893 §2 rule 3 lets a right-to-left label end with a digit, where IDNA2003 (RFC 3454
     * §6) refuses it. RFC 3987 §4.2 still wants it to end with a right-to-left character.
     */
    public static final class Rfc5893Label implements HostMapper {

        /** A right-to-left label ending with a digit, and its Punycode (RFC 3492). */
        public static final String LABEL = "\u05D0\u05D11";
        /** The ACE form of {@link #LABEL}. */
        public static final String ACE = "xn--1-zhcd";

        private static final Map<String, String> TO_ASCII = Map.of(LABEL, ACE);

        @Override
        public String name() {
            return "test: RFC 5893 for one label";
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            String ace = TO_ASCII.get(host);
            return ace != null ? ace : CORE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return host.replace(ACE, LABEL);
        }

        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            return toUnicode(host);
        }
    }
}
