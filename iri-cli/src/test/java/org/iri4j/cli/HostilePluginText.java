package org.iri4j.cli;

import java.net.IDN;
import java.util.Set;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeRules;

/**
 * Plugins whose own text holds what a terminal acts on: ESC sequences (a colour, a window
 * title ended by BEL) and U+202E RIGHT-TO-LEFT OVERRIDE, each where a warning or a note of the
 * command quotes it. Public, with public no-argument constructors, for ServiceLoader; named only
 * by the services files the tests write.
 */
public final class HostilePluginText {

    /** Text that would recolour the terminal, retitle its window and reverse the rest of the line. */
    static final String HOSTILE = "evil\u001b[31m\u001b]0;pwned\u0007\u202Etxt.exe";

    private HostilePluginText() {}

    /** Claims a "scheme" holding {@link #HOSTILE}, which is no scheme name: the warning quotes it. */
    public static final class Scheme implements SchemeRules {

        /** For ServiceLoader. */
        public Scheme() {}

        @Override
        public Set<String> schemes() {
            return Set.of("x-" + HOSTILE);
        }
    }

    /** Whose schemes() throws with {@link #HOSTILE} as its message: the warning quotes the message. */
    public static final class Failing implements SchemeRules {

        /** For ServiceLoader. */
        public Failing() {}

        @Override
        public Set<String> schemes() {
            throw new IllegalStateException(HOSTILE);
        }
    }

    /**
     * A host mapper named {@link #HOSTILE}, on {@link IDN}, with no spoofing check and a priority
     * above iri-idna's: {@code display} shows non-ASCII labels in ACE form and its note names it.
     */
    public static final class Mapper implements HostMapper {

        /** For ServiceLoader. */
        public Mapper() {}

        @Override
        public String name() {
            return HOSTILE;
        }

        @Override
        public int priority() {
            return 1_000;
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            try {
                return IDN.toASCII(host, IDN.ALLOW_UNASSIGNED);
            } catch (IllegalArgumentException e) {
                throw new HostMappingException(host, "IDNA2003", e.getMessage());
            }
        }

        @Override
        public String toUnicode(String host) {
            return IDN.toUnicode(host, IDN.ALLOW_UNASSIGNED);
        }
    }
}
