package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The ICU4J host mapper: discovery, profiles, errors, ToUnicode, spoofing (RFC 3987 §3.1, §8; UTS #46, #39). */
class IcuHostMapperTest {

    private final IcuHostMapper nontransitional = new IcuHostMapper();

    @Test
    void serviceLoaderPrefersItOverTheJdkMapper() {
        HostMapper found = IriEnvironment.defaults().hostMapper();
        assertInstanceOf(IcuHostMapper.class, found);
    }

    /** UTS #46 §4: nontransitional keeps the deviation characters, transitional maps them. */
    @ParameterizedTest
    @CsvSource({
        "NONTRANSITIONAL, faß.de, xn--fa-hia.de",
        "TRANSITIONAL, faß.de, fass.de",
        "IDNA2003, faß.de, fass.de",
        "NONTRANSITIONAL, Bücher.example, xn--bcher-kva.example",
        "IDNA2003, Bücher.example, xn--bcher-kva.example",
        "NONTRANSITIONAL, βόλος.com, xn--nxasmm1c.com",
        "TRANSITIONAL, βόλος.com, xn--nxasmq6b.com",
        "NONTRANSITIONAL, 例え。テスト, xn--r8jz45g.xn--zckzah",
    })
    void profiles(IdnaProfile profile, String host, String ascii) throws HostMappingException {
        assertEquals(ascii, IcuHostMapper.of(profile).toAscii(host, HostMapper.Purpose.CONSUMING));
    }

    /**
     * A host asked for again is answered from the memo with the first answer, per profile; a
     * refused host is refused every time, with the same message.
     */
    @Test
    void aHostAskedForAgainGetsTheSameAnswer() throws HostMappingException {
        IcuHostMapper transitional = IcuHostMapper.of(IdnaProfile.TRANSITIONAL);
        for (int round = 0; round < 3; round++) {
            assertEquals("xn--fa-hia.de", nontransitional.toAscii("faß.de", HostMapper.Purpose.CONSUMING));
            assertEquals("fass.de", transitional.toAscii("faß.de", HostMapper.Purpose.CONSUMING));
            assertEquals("xn--fa-hia.de", nontransitional.toAscii("faß.de", HostMapper.Purpose.CREATING));
        }
        String first = assertThrows(
                        HostMappingException.class,
                        () -> nontransitional.toAscii("a\u200Db.example", HostMapper.Purpose.CONSUMING))
                .getMessage();
        String second = assertThrows(
                        HostMappingException.class,
                        () -> nontransitional.toAscii("a\u200Db.example", HostMapper.Purpose.CONSUMING))
                .getMessage();
        assertEquals(first, second);
    }

    /** RFC 3987 §3.1 via iri to-uri: the host of a DNS scheme goes through ToASCII. */
    @Test
    void mappingUsesItForDnsSchemes() {
        assertEquals(
                "http://xn--bcher-kva.example/",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("http://Bücher.example/"))
                        .toString());
        assertEquals(
                "http://bücher.example/",
                Iris.mapperBuilder()
                        .unicodeHosts(true)
                        .build()
                        .toIri(Iris.parse("http://xn--bcher-kva.example/"))
                        .toString());
    }

    /**
     * Every IDNA error becomes a violation naming the label and ICU's error kind. A host of
     * ASCII only is a URI host already and is left alone (the mapping is the identity on URIs).
     */
    @ParameterizedTest
    @CsvSource({
        "http://bücher.-bad.example/, -bad, LEADING_HYPHEN",
        "http://bücher.ab--cd.example/, ab--cd, HYPHEN_3_4",
        "http://ok.a\u200Db.example/, a\u200Db, CONTEXTJ",
        "http://ok.\u05D0a.example/, \u05D0a, BIDI",
    })
    void errorsNameTheLabelAndKind(String iri, String label, String kind) {
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toUri(Iris.parse(iri)));
        Violation v = e.violation();
        assertEquals(IriCode.HOST_MAPPING_FAILED, v.code());
        // quoted as every message quotes: an invisible joiner as <U+200D>
        assertTrue(v.message().contains(MessageText.quote(label, 0, label.length())), v.message());
        assertTrue(v.message().contains(kind), v.message());
        assertEquals(label, iri.substring(v.start(), v.end()));
    }

    /** ToUnicode keeps a label that does not convert (it never fails, RFC 3490 §4.2). */
    @Test
    void toUnicodeKeepsBadLabels() {
        assertEquals("bücher.xn--zz.example", nontransitional.toUnicode("xn--bcher-kva.xn--zz.example"));
    }

    /** RFC 3987 §5.3.3: U-label ≡ A-label ≡ mixed case at the scheme level. */
    @Test
    void hostEquivalenceGoesThroughIt() {
        var comparator = Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        assertTrue(comparator.equivalent(
                Iris.parse("http://BÜCHER.example/"), Iris.parse("http://xn--bcher-kva.EXAMPLE")));
        assertEquals(
                "http://faß.de/",
                comparator.normalForm(Iris.parse("http://FAß.de")).toString());
    }

    /** UTS #39 via check: the issue's own example, Cyrillic look-alikes of "apple". */
    @Test
    void cyrillicAppleWarns() {
        var result = Iris.check("http://аррӏе.com/");
        assertTrue(result.isValid());
        assertEquals(List.of(SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE), codes(result.warnings()));
        assertEquals(Severity.WARNING, result.warnings().get(0).severity());
        // The ACE form of the same host is judged by what it shows.
        assertEquals(
                List.of(SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE),
                codes(Iris.check("http://xn--80ak6aa92e.com/").warnings()));
    }

    @Test
    void mixedScriptConfusableWarns() {
        List<ViolationCode> found = codes(Iris.check("http://p\u0430ypal.com/").warnings());
        assertTrue(found.contains(SpoofCode.HOST_MIXED_SCRIPT), found.toString());
        assertTrue(found.contains(SpoofCode.HOST_MIXED_SCRIPT_CONFUSABLE), found.toString());
        assertTrue(found.contains(SpoofCode.HOST_RESTRICTION_LEVEL), found.toString());
    }

    @Test
    void mixedScriptWithoutConfusableWarnsOnlyOfScripts() {
        List<ViolationCode> found = codes(Iris.check("http://abcабв.com/").warnings());
        assertTrue(found.contains(SpoofCode.HOST_MIXED_SCRIPT), found.toString());
        assertTrue(!found.contains(SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE), found.toString());
    }

    /** Pure ASCII and single-script hosts raise no spoofing warning. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com/",
                "http://bücher.example/",
                "http://例え.jp/",
                "http://пример.рф/",
                "http://παράδειγμα.δοκιμή/",
                "http://xn--bcher-kva.example/",
                "http://مثال.إختبار/"
            })
    void noWarningForPlainHosts(String iri) {
        assertEquals(List.of(), Iris.check(iri).warnings(), iri);
    }

    /** The display policy: Unicode where safe, ACE where the label could deceive (RFC 3987 §8). */
    @ParameterizedTest
    @CsvSource({
        "http://xn--bcher-kva.example/, bücher.example",
        "http://аррӏе.com/, xn--80ak6aa92e.com",
        "http://p\u0430ypal.com/, xn--pypal-4ve.com",
        "http://例え.jp/, 例え.jp",
    })
    void displayPolicy(String iri, String shown) {
        assertEquals(shown, Iris.displayHost(Iris.parse(iri)).orElseThrow());
    }

    private static List<ViolationCode> codes(List<Violation> violations) {
        return violations.stream().map(Violation::code).collect(Collectors.toList());
    }
}
