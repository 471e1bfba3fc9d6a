package org.iri4j.core.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iri4j.core.Iris;
import org.iri4j.core.host.JdkHostMapper;
import org.iri4j.core.layout.Layout;
import org.iri4j.core.plugin.GuardedHostMapper;
import org.iri4j.core.spec.DisplayPolicies;
import org.iri4j.core.value.IriValue;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;

/**
 * How the display learns whether a host mapper checks spoofing before it shows a label in
 * Unicode (RFC 3987 §8): it says so with {@link HostMapper#checksSpoofing}; a mapper that
 * keeps the default has no display policy, and its labels outside US-ASCII are shown in ACE
 * form, even if it overrides {@link HostMapper#toDisplay} (issue 32).
 */
class HostDisplayTest {

    private static HostDisplay of(HostMapper mapper) {
        return HostDisplay.of(new GuardedHostMapper(mapper));
    }

    private static Layout layout(String iri) {
        return IriValue.layoutOf(Iris.parse(iri));
    }

    /** The SPI's toDisplay, as a mapper without spoofing knowledge keeps it. */
    static class NoPolicy implements HostMapper {
        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return JdkHostMapper.INSTANCE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return JdkHostMapper.INSTANCE.toUnicode(host);
        }
    }

    /** A display policy in a base class. */
    abstract static class PolicyBase implements HostMapper {
        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            return host;
        }
    }

    /** A policy inherited from a base class counts as the mapper's own. */
    static final class InheritedPolicy extends PolicyBase {
        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return JdkHostMapper.INSTANCE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return JdkHostMapper.INSTANCE.toUnicode(host);
        }
    }

    /** A toDisplay of its own that does not say it checks spoofing: not trusted. */
    static final class UnsaidPolicy extends NoPolicy {
        @Override
        public String toDisplay(String host) {
            return host;
        }
    }

    /** A mapper whose answer throws: taken not to check. */
    static final class BrokenAnswer extends NoPolicy {
        @Override
        public boolean checksSpoofing() {
            throw new IllegalStateException("broken");
        }
    }

    @Test
    void theCoresMapperHasNoDisplayPolicy() {
        assertFalse(of(JdkHostMapper.INSTANCE).checksSpoofing());
        assertFalse(of(new NoPolicy()).checksSpoofing());
        assertFalse(of(new UnsaidPolicy()).checksSpoofing());
        assertFalse(of(new BrokenAnswer()).checksSpoofing());
        assertEquals(Optional.of("xn--pypal-4ve.com"), of(new UnsaidPolicy()).host(layout("http://p\u0430ypal.com/")));
    }

    @Test
    void aMapperThatSaysItChecksSpoofingHasOne() {
        assertTrue(of(new DisplayPolicies.PassesEveryLabel()).checksSpoofing());
        assertTrue(of(new InheritedPolicy()).checksSpoofing());
    }

    /** Without a policy the mapper's toDisplay (here the SPI's default, ToUnicode) is never what is shown. */
    @Test
    void withoutAPolicyTheDefaultToDisplayIsNotShown() {
        Layout iri = layout("http://p\u0430ypal.com/");
        assertEquals("p\u0430ypal.com", new NoPolicy().toDisplay("p\u0430ypal.com"));
        assertEquals(Optional.of("xn--pypal-4ve.com"), of(new NoPolicy()).host(iri));
        assertEquals(
                Optional.of("p\u0430ypal.com"),
                of(new DisplayPolicies.PassesEveryLabel()).host(iri));
    }
}
