package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract every {@link HostMapper} must keep, as JUnit 5 tests: a mapper's test class
 * implements this interface and says which mapper to test.
 *
 * <pre>{@code
 * class MyMapperContractTest implements HostMapperContract {
 *     public HostMapper mapper() { return new MyMapper(); }
 * }
 * }</pre>
 *
 * <p>Over the mapper's sample hosts and generic ones (ASCII, U-labels, A-labels, the four
 * label separators of RFC 3490 §3.1, deviation characters, bad labels), the contract is:
 * <ul>
 *   <li>ToASCII gives a US-ASCII {@code reg-name} (RFC 3986 §3.2.2), or rejects with a
 *       {@link HostMappingException} naming a label and a kind, and throws nothing else;</li>
 *   <li>ToASCII is idempotent, and ToASCII of ToUnicode of its answer gives it back (up to case);</li>
 *   <li>ToUnicode and the display form never fail (RFC 3490 §4.2: "ToUnicode never fails");</li>
 *   <li>{@code inspect} never throws and reports only declared codes, inside the host;</li>
 *   <li>the environment takes it; it is safe to call from many threads at once;</li>
 *   <li>{@link java.util.ServiceLoader} finds it, on the class path and the module path, as
 *       the environment's discovery does (the kit itself registers it by hand).</li>
 * </ul>
 *
 * @since 0.1.0
 */
public interface HostMapperContract {

    /**
     * The host mapper under test, as {@link java.util.ServiceLoader} would make it.
     *
     * @return a mapper instance
     */
    HostMapper mapper();

    /**
     * Hosts that exercise the mapper's own rules; the kit adds generic ones.
     *
     * @return the hosts; none by default
     */
    default List<String> hosts() {
        return List.of();
    }

    /**
     * Every host the contract runs: the mapper's, then the generic ones.
     *
     * @return the hosts
     */
    default List<String> allHosts() {
        Set<String> all = new LinkedHashSet<>(hosts());
        all.addAll(List.of(
                "example.com",
                "EXAMPLE.com",
                "b\u00FCcher.example",
                "xn--bcher-kva.example",
                "XN--BCHER-KVA.EXAMPLE",
                "\u4F8B\u3048.jp",
                "a\u3002b\uFF0Ec\uFF61d",
                "fa\u00DF.de",
                "\u03C2.gr",
                "a\u200Db.example",
                "xn--zz.example",
                "xn--a.example",
                "a..b",
                "-a.example",
                "a-.example",
                "ab--c.example",
                "a_b.example",
                "1.2.3.4",
                "\u0661\u0662.example",
                "\u05D0\u05D1.example",
                "a.",
                "x".repeat(64) + ".example",
                "\u0430\u0440\u0440\u04CF\u0435.com",
                "p\u0430ypal.com"));
        return List.copyOf(all);
    }

    /**
     * {@link java.util.ServiceLoader} finds the mapper's class through its class loader and can
     * make one, and the mapper's module (or jar) registers it for the other path too.
     */
    @Test
    default void serviceLoaderFindsIt() {
        Registration.assertFound(HostMapper.class, mapper());
    }

    /** name and priority answer; codes are declared in a namespace of the mapper's own. */
    @Test
    default void whatItSaysOfItselfIsUsable() {
        assertNotNull(mapper().name(), "name() returned null");
        assertFalse(mapper().name().isBlank(), "name() is blank");
        mapper().priority();
        Samples.assertCodesDeclared(mapper().codes(), "codes()");
        IriEnvironment env = Samples.environmentOf(mapper());
        assertEquals(mapper().getClass(), env.hostMapper().getClass(), "the environment uses the mapper");
    }

    /**
     * ToASCII answers a US-ASCII reg-name (RFC 3986 §3.2.2) or rejects with a label and a
     * kind; it is idempotent and round-trips through ToUnicode (RFC 3490 §4).
     *
     * @return a test per host
     */
    @TestFactory
    default Stream<DynamicTest> toAsciiGivesARegNameOrRejectsALabel() {
        HostMapper mapper = mapper();
        return Samples.each(allHosts(), "toAscii", host -> {
            String ascii;
            try {
                ascii = mapper.toAscii(host, HostMapper.Purpose.CONSUMING);
            } catch (HostMappingException e) {
                assertNotNull(e.label(), "a rejection names a label");
                assertNotNull(e.kind(), "a rejection names a kind");
                return;
            }
            assertNotNull(ascii, "toAscii returned null");
            assertTrue(isAsciiRegName(ascii), () -> "toAscii(" + host + ") = " + ascii + ", no US-ASCII reg-name");
            try {
                assertEquals(ascii, mapper.toAscii(ascii, HostMapper.Purpose.CONSUMING), "ToASCII is idempotent");
                String unicode = mapper.toUnicode(ascii);
                assertTrue(
                        ascii.equalsIgnoreCase(mapper.toAscii(unicode, HostMapper.Purpose.CONSUMING)),
                        () -> "ToASCII(ToUnicode(" + ascii + ")) is not " + ascii);
            } catch (HostMappingException e) {
                throw new AssertionError("ToASCII rejects its own answer " + ascii + ": " + e.getMessage(), e);
            }
        });
    }

    /**
     * ToUnicode, the display form and {@code inspect} never throw, and {@code inspect} reports
     * declared codes inside the host.
     *
     * @return a test per host
     */
    @TestFactory
    default Stream<DynamicTest> toUnicodeDisplayAndInspectNeverFail() {
        HostMapper mapper = mapper();
        Set<String> declared = Samples.ids(mapper.codes());
        return Samples.each(allHosts(), "toUnicode", host -> {
            assertNotNull(mapper.toUnicode(host), "toUnicode returned null");
            assertNotNull(mapper.toDisplay(host), "toDisplay returned null");
            String iri = "http://" + host + "/";
            List<Violation> found = mapper.inspect(iri, 7, 7 + host.length());
            assertNotNull(found, "inspect returned null");
            for (Violation v : found) {
                assertTrue(declared.contains(v.code().id()), () -> "inspect reported an undeclared code: " + v);
                assertTrue(v.start() >= 7 && v.end() <= 7 + host.length(), () -> "a warning outside the host: " + v);
            }
        });
    }

    /**
     * A mapper that says it {@linkplain HostMapper#checksSpoofing() checks spoofing} keeps its
     * word on the classic look-alikes (UTS #39 §5): a whole-script confusable (Cyrillic
     * {@code аррӏе.com}) and a mixed-script one ({@code pаypal.com}, a Cyrillic а) are not shown
     * in Unicode, since the core shows its display form to people as it is.
     */
    @Test
    default void aMapperThatChecksSpoofingShowsNoLookAlike() {
        HostMapper mapper = mapper();
        if (!mapper.checksSpoofing()) {
            return; // the core shows its labels in ACE form, whatever toDisplay says
        }
        for (String lookAlike : List.of("\u0430\u0440\u0440\u04CF\u0435.com", "p\u0430ypal.com")) {
            String shown = mapper.toDisplay(lookAlike);
            assertTrue(
                    shown.chars().allMatch(c -> c < 0x80),
                    () -> "checksSpoofing() is true, but toDisplay shows the look-alike " + lookAlike + " as " + shown);
        }
    }

    /** Every call gives the same answers from many threads at once as from one. */
    @Test
    default void safeToCallFromManyThreads() {
        HostMapper mapper = mapper();
        Concurrently.assertSameAnswers(allHosts(), host -> {
            String ascii;
            try {
                ascii = mapper.toAscii(host, HostMapper.Purpose.CONSUMING);
            } catch (HostMappingException e) {
                ascii = "rejected " + e.kind() + " " + e.label();
            }
            return ascii + "\t" + mapper.toUnicode(host) + "\t" + mapper.toDisplay(host) + "\t"
                    + mapper.inspect("http://" + host + "/", 7, 7 + host.length());
        });
    }

    private static boolean isAsciiRegName(String host) {
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            boolean ok = c >= 'a' && c <= 'z'
                    || c >= 'A' && c <= 'Z'
                    || c >= '0' && c <= '9'
                    || "-._~!$&'()*+,;=".indexOf(c) >= 0
                    || c == '%' && i + 2 < host.length();
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
