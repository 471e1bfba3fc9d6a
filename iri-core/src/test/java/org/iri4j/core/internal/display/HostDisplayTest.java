package org.iri4j.core.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.internal.host.JdkHostMapper;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.value.IriValue;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;

/**
 * How the display learns whether a host mapper checks spoofing before it shows a label in
 * Unicode (RFC 3987 §8): it says so with {@link HostMapper#checksSpoofing}; a mapper that
 * keeps the default does not check spoofing, and its labels outside US-ASCII are shown in ACE
 * form, even if it overrides {@link HostMapper#toDisplay} (issue 32).
 */
class HostDisplayTest {

    /** The host display of an environment with the mapper and an http plugin whose hosts are DNS names. */
    private static HostDisplay of(HostMapper mapper) {
        return HostDisplay.of(PluginSet.builder()
                .problemReporter(problem -> {})
                .add(mapper)
                .add(new DnsHttp())
                .build());
    }

    /** http with DNS hosts (RFC 3987 §3.1: ToASCII applies to them). */
    static final class DnsHttp implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("http");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost();
        }
    }

    private static Layout layout(String iri) {
        return IriValue.layoutOf(Iris.parse(iri));
    }

    /** The SPI's toDisplay, as a mapper without spoofing knowledge keeps it. */
    static class NoSpoofCheck implements HostMapper {
        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return JdkHostMapper.INSTANCE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return JdkHostMapper.INSTANCE.toUnicode(host);
        }
    }

    /** checksSpoofing in a base class. */
    abstract static class SpoofCheckBase implements HostMapper {
        @Override
        public boolean checksSpoofing() {
            return true;
        }

        @Override
        public String toDisplay(String host) {
            return host;
        }
    }

    /** checksSpoofing inherited from a base class counts as the mapper's own. */
    static final class InheritedSpoofCheck extends SpoofCheckBase {
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
    static final class UnsaidSpoofCheck extends NoSpoofCheck {
        @Override
        public String toDisplay(String host) {
            return host;
        }
    }

    /** A mapper whose answer throws: taken not to check. */
    static final class BrokenAnswer extends NoSpoofCheck {
        @Override
        public boolean checksSpoofing() {
            throw new IllegalStateException("broken");
        }
    }

    @Test
    void theCoresMapperDoesNotCheckSpoofing() {
        assertFalse(of(JdkHostMapper.INSTANCE).checksSpoofing());
        assertFalse(of(new NoSpoofCheck()).checksSpoofing());
        assertFalse(of(new UnsaidSpoofCheck()).checksSpoofing());
        assertFalse(of(new BrokenAnswer()).checksSpoofing());
        assertEquals(
                Optional.of("xn--pypal-4ve.com"), of(new UnsaidSpoofCheck()).host(layout("http://p\u0430ypal.com/")));
    }

    @Test
    void aMapperThatSaysItChecksSpoofingHasOne() {
        assertTrue(of(new SpoofCheckingMappers.PassesEveryLabel()).checksSpoofing());
        assertTrue(of(new InheritedSpoofCheck()).checksSpoofing());
    }

    /** Without a spoofing check the mapper's toDisplay (here the SPI's default, ToUnicode) is never what is shown. */
    @Test
    void withoutASpoofCheckTheDefaultToDisplayIsNotShown() {
        Layout iri = layout("http://p\u0430ypal.com/");
        assertEquals("p\u0430ypal.com", new NoSpoofCheck().toDisplay("p\u0430ypal.com"));
        assertEquals(Optional.of("xn--pypal-4ve.com"), of(new NoSpoofCheck()).host(iri));
        assertEquals(
                Optional.of("p\u0430ypal.com"),
                of(new SpoofCheckingMappers.PassesEveryLabel()).host(iri));
    }

    /** A mapper that checks spoofing, passes every label, and counts the calls of its inspect. */
    static final class CountsInspections extends SpoofCheckBase {
        final AtomicInteger inspections = new AtomicInteger();

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return JdkHostMapper.INSTANCE.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return JdkHostMapper.INSTANCE.toUnicode(host);
        }

        @Override
        public List<Violation> inspect(String iri, int hostStart, int hostEnd) {
            inspections.incrementAndGet();
            return List.of();
        }
    }

    /**
     * display and displayHost give the text only (issue 32 review): they do not ask the mapper
     * for its warnings (UTS #39 verdicts and their messages), which only displayResult gives.
     */
    @Test
    void theTextAloneAsksForNoReasons() {
        CountsInspections mapper = new CountsInspections();
        IriEnvironment env =
                IriEnvironment.builder().add(new DnsHttp()).add(mapper).build();
        Iri iri = Iris.parse("http://b\u00FCcher.example/");
        assertEquals("http://b\u00FCcher.example/", env.display(iri));
        assertEquals(Optional.of("b\u00FCcher.example"), env.displayHost(iri));
        assertEquals(0, mapper.inspections.get());
        assertEquals("http://b\u00FCcher.example/", env.displayResult(iri).text());
        assertEquals(1, mapper.inspections.get());
    }
}
