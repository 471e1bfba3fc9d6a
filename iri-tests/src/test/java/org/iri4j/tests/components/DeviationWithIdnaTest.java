package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.scheme.http.HttpSchemes;
import org.iri4j.scheme.mailto.MailtoScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The deviation characters of UTS #46 §2.3 (ß, ς, ZWJ, ZWNJ) with and without iri-idna:
 * iri-idna maps them as IDNA2008 does ({@code faß.de} → {@code xn--fa-hia.de}), the core's
 * java.net.IDN mapper refuses them rather than map them to another name, and the scheme-level
 * answer to "is faß.de fass.de?" is "no" in both environments.
 */
class DeviationWithIdnaTest {

    /** The default environment: iri-idna's UTS #46 nontransitional mapper. */
    private static final IriEnvironment IDNA = IriEnvironment.defaults();
    /** The real http and mailto plugins without iri-idna: the core's java.net.IDN mapper. */
    private static final IriEnvironment JDK = IriEnvironment.builder()
            .add(new HttpSchemes())
            .add(new MailtoScheme())
            .build();

    /** UTS #46 §4 nontransitional (IDNA2008): the deviation characters are kept and encoded. */
    @ParameterizedTest
    @CsvSource({
        "http://fa\u00DF.de/, http://xn--fa-hia.de/",
        "http://x\u03C2.de/, http://xn--x-ymb.de/",
        "http://FA\u00DF.de/, http://xn--fa-hia.de/",
    })
    void idnaMapsDeviations(String iri, String uri) {
        assertTrue(IDNA.hostMapper().name().contains("ICU4J"), IDNA.hostMapper().name());
        assertEquals(uri, IDNA.toUri(Iris.parse(iri)).toString());
        assertEquals(uri, Iris.toUri(Iris.parse(iri)).toString());
    }

    /** Without iri-idna: HOST_MAPPING_FAILED, kind DEVIATION, naming the label. */
    @ParameterizedTest
    @CsvSource({
        "http://fa\u00DF.de/, fa\u00DF",
        "http://x\u03C2.de/, x\u03C2",
        "http://a\u200Db.de/, a\u200Db",
        "http://a\u200Cb.de/, a\u200Cb"
    })
    void jdkRefusesDeviations(String iri, String label) {
        assertTrue(
                JDK.hostMapper().name().contains("java.net.IDN"),
                JDK.hostMapper().name());
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> JDK.toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertTrue(
                e.getMessage().contains("DEVIATION") && e.getMessage().contains("\"" + quoted(label) + "\""),
                e.getMessage());
    }

    /** A label as messages quote it: a joiner, invisible, shown as its code point. */
    private static String quoted(String label) {
        return label.replace("\u200D", "<U+200D>").replace("\u200C", "<U+200C>");
    }

    /**
     * RFC 3987 §5.3.3 at the scheme level: faß.de and fass.de are two names in both
     * environments (the same answer with and without iri-idna), as are xς.de and xσ.de.
     */
    @ParameterizedTest
    @CsvSource({
        "http://fa\u00DF.de/, http://fass.de/",
        "http://fa\u00DF.de/, http://FASS.de/",
        "http://x\u03C2.de/, http://x\u03C3.de/",
        "mailto:a@fa\u00DF.de, mailto:a@fass.de",
    })
    void neverEquivalentInEitherEnvironment(String a, String b) {
        for (IriEnvironment env : new IriEnvironment[] {IDNA, JDK}) {
            Iri x = Iris.parse(a);
            Iri y = Iris.parse(b);
            assertEquals(
                    false,
                    env.comparatorBuilder()
                            .level(ComparisonLevel.SCHEME)
                            .build()
                            .equivalent(x, y),
                    a + " vs " + b + " with " + env.hostMapper().name());
        }
    }

    /** What does not depend on the modules stays equivalent in both. */
    @Test
    void sameAnswersForOrdinaryNames() {
        for (IriEnvironment env : new IriEnvironment[] {IDNA, JDK}) {
            assertTrue(env.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .build()
                    .equivalent(Iris.parse("http://FASS.de:80/"), Iris.parse("http://fass.de/")));
            assertTrue(env.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .build()
                    .equivalent(Iris.parse("http://b\u00FCcher.de/"), Iris.parse("http://xn--bcher-kva.de/")));
            assertTrue(env.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .build()
                    .equivalent(Iris.parse("http://fa\u00DF.de/"), Iris.parse("http://fa\u00DF.de:80/")));
        }
    }
}
