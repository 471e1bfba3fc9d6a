package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 17 bug 3 in iri-core alone: the display form shows the host as a host mapper that
 * checks spoofing does (RFC 3987 §8: a label that could deceive in its {@code xn--} form), the
 * same host {@code displayHost} gives, whether the host is written in Unicode, as ACE labels,
 * or percent-encoded (RFC 3987 §3.2: encoded UTF-8 stands for its characters). The check is
 * {@link SpoofCheckingMappers.CyrillicAsAce}, standing in for iri-idna's UTS #39; the core's
 * java.net.IDN mapper has none, and its display shows ACE (issue 32).
 */
class DisplayHostSpoofCheckTest {

    private static final IriEnvironment CHECKED = IriEnvironment.builder()
            .add(new ComponentsSupport.DnsHttp())
            .add(new SpoofCheckingMappers.CyrillicAsAce())
            .build();
    private static final IriEnvironment JDK = ComponentsSupport.http();

    /** The host of the display form is displayHost's, in every way a host can be written. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "p\u0430ypal.com",
                "xn--pypal-4ve.com",
                "%70%D0%B0ypal.com",
                "b\u00FCcher.example",
                "xn--bcher-kva.example",
                "b%C3%BCcher.example",
                "B%C3%9Ccher.example",
                "example.com",
                "%41.example",
                "evil.example%2Fgood.example",
                "%FF.example",
                "a%20b"
            })
    void displayShowsTheDisplayHost(String host) {
        for (IriEnvironment env : new IriEnvironment[] {CHECKED, JDK}) {
            Iri iri = Iris.parse("http://u:pw@" + host + ":8080/p?q#f");
            String shown = env.displayHost(iri).orElseThrow();
            assertEquals(
                    "http://u:***@" + shown + ":8080/p?q#f",
                    env.display(iri),
                    host + " with " + env.hostMapper().name());
        }
    }

    /** The spoofing check decides: the confusable host in ACE form, the harmless one in Unicode. */
    @Test
    void theSpoofCheckOfTheMapperDecides() {
        assertEquals("http://xn--pypal-4ve.com/", CHECKED.display(Iris.parse("http://p\u0430ypal.com/")));
        assertEquals(
                "http://xn--pypal-4ve.com/",
                CHECKED.display(Iris.parse("http://%70%D0%B0ypal.com/")),
                "percent-encoding does not hide a confusable host");
        assertEquals(Optional.of("xn--pypal-4ve.com"), CHECKED.displayHost(Iris.parse("http://p\u0430ypal.com/")));
        assertEquals("http://b\u00FCcher.example/", CHECKED.display(Iris.parse("http://xn--bcher-kva.example/")));
        assertEquals(
                "http://xn--pypal-4ve.com/",
                JDK.display(Iris.parse("http://p\u0430ypal.com/")),
                "java.net.IDN has no spoofing check: ACE form (issue 32)");
        assertEquals("http://[::1]/", CHECKED.display(Iris.parse("http://[::1]/")));
        assertEquals("http://192.0.2.1/", CHECKED.display(Iris.parse("http://192.0.2.1/")));
    }
}
