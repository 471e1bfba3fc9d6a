package org.iri4j.jena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.jena.iri3986.provider.IRIProvider3986;
import org.apache.jena.irix.IRIException;
import org.apache.jena.irix.IRIx;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The provider's own contract, beyond what Jena's tests ask: errors that say what, where and
 * which rule; strict mode per scheme; check; the IRIx operations by RFC 3986 §5.2 and §6.2.3;
 * another provider's IRIx; a given environment.
 */
class Iri4jProviderTest {

    private final Iri4jProvider provider = Iri4jProvider.create();

    private static List<String> reported(IRIx iri) {
        List<String> messages = new ArrayList<>();
        iri.handleViolations((isError, message) -> messages.add((isError ? "error: " : "warning: ") + message));
        return messages;
    }

    @Test
    void aGrammarErrorIsAnIriExceptionThatSaysWhatWhereAndWhichRule() {
        IRIException e = assertThrows(IRIException.class, () -> provider.create("http://example/a b"));
        assertTrue(e.getMessage().startsWith("<http://example/a b> "), e.getMessage());
        assertTrue(e.getMessage().contains("U+0020 SPACE at index 16 in path"), e.getMessage());
        assertTrue(e.getMessage().contains("RFC 3987 §2.2"), e.getMessage());
        assertTrue(e.getMessage().endsWith("[" + IriCode.ILLEGAL_CHARACTER.id() + "]"), e.getMessage());
    }

    @Test
    void aHugeInputIsCutInTheMessage() {
        String huge = "http://example/" + "\uD83D\uDE00".repeat(10_000) + " ";
        IRIException e = assertThrows(IRIException.class, () -> provider.create(huge));
        assertTrue(e.getMessage().length() < 2_000, () -> e.getMessage().length() + " characters");
        assertFalse(e.getMessage().contains("\uD83D>"), "no surrogate pair cut in two");
    }

    /** RFC 9110 §4.2.4 through the http plugin: a warning, or thrown in strict mode for http. */
    @Test
    void strictModeIsPerSchemeAndCaseInsensitive() {
        IRIx lax = provider.create("http://user@host/");
        assertTrue(lax.hasViolations());
        assertEquals(1, reported(lax).size(), reported(lax)::toString);
        // A scheme's MUST (RFC 9110 §4.2.4) reaches Jena as an error, not thrown in lax mode.
        assertTrue(
                reported(lax).get(0).startsWith("error: <http://user@host/> userinfo at index 7"),
                reported(lax)::toString);
        assertEquals(
                List.of("warning: <HTTP://host/> scheme \"HTTP\" has upper-case letters; schemes should be written in"
                        + " lower case (RFC 3986 §3.1) [SCHEME_NOT_LOWERCASE]"),
                reported(provider.create("HTTP://host/")));

        assertFalse(provider.isStrictMode("http"));
        provider.strictMode("HTTP", true);
        assertTrue(provider.isStrictMode("Http"));
        IRIException e = assertThrows(IRIException.class, () -> provider.create("http://user@host/"));
        assertTrue(e.getMessage().contains("[http.USERINFO_NOT_ALLOWED]"), e.getMessage());
        // Another scheme keeps its own mode, and a recommendation is never thrown.
        assertTrue(provider.create("https://user@host/").hasViolations());
        assertEquals("HTTP://host/", provider.create("HTTP://host/").str());
        provider.strictMode("http", false);
        assertFalse(provider.isStrictMode("http"));
    }

    /**
     * RFC 3987 §3.1: a DNS host that ToASCII refuses (an A-label that is no Punycode, UTS #46
     * §4.1) has no URI form. Lax, it reaches Jena's handler, as the scheme rules do; strict for
     * http, it is thrown.
     */
    @Test
    void aHostToAsciiRefusesIsReportedNotAcceptedInSilence() {
        List<String> messages = reported(provider.create("http://xn--a.com/"));
        assertEquals(1, messages.size(), messages::toString);
        assertTrue(messages.get(0).startsWith("error: <http://xn--a.com/> host label \"xn--a\""), messages::toString);
        assertTrue(messages.get(0).endsWith("[HOST_MAPPING_FAILED]"), messages::toString);
        provider.strictMode("http", true);
        try {
            IRIException e = assertThrows(IRIException.class, () -> provider.create("http://xn--a.com/"));
            assertTrue(e.getMessage().endsWith("[HOST_MAPPING_FAILED]"), e.getMessage());
            assertFalse(provider.create("http://xn--bcher-kva.example/").hasViolations());
        } finally {
            provider.strictMode("http", false);
        }
    }

    /** RFC 8141 §2 through the urn plugin: lax, the NID of one letter is an error reported; strict, it is thrown. */
    @Test
    void strictUrnThrowsWhatLaxReports() {
        assertEquals(1, reported(provider.create("urn:x:abc")).size());
        assertTrue(reported(provider.create("urn:x:abc")).get(0).startsWith("error: "));
        provider.strictMode("urn", true);
        try {
            IRIException e = assertThrows(IRIException.class, () -> provider.create("urn:x:abc"));
            assertTrue(e.getMessage().endsWith("[urn.INVALID_NID]"), e.getMessage());
            assertEquals("urn:ex:abc", provider.create("urn:ex:abc").str());
        } finally {
            provider.strictMode("urn", false);
        }
    }

    /**
     * Jena's provider refuses strict mode for a scheme it has no rules for
     * (IllegalArgumentException); so does this one: no plugin for geo or ftp, and Jena's
     * provider knows neither, so there is nothing to be strict about.
     */
    @Test
    void strictModeOnASchemeWithoutRulesIsRefusedAsJenaDoes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> provider.strictMode("geo", true));
        assertTrue(e.getMessage().contains("\"geo\""), e.getMessage());
        assertTrue(e.getMessage().contains("mailto"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> provider.strictMode("FTP", false));
        assertFalse(provider.isStrictMode("geo"));
        // Schemes Jena's own provider accepts stay accepted (Jena's tests set did and file).
        provider.strictMode("did", true);
        try {
            assertTrue(provider.isStrictMode("DID"));
            assertEquals("did:example:123", provider.create("did:example:123").str());
        } finally {
            provider.strictMode("did", false);
        }
        // The schemes of the plugins present have MUSTs (RFC 9110 §4.2, RFC 6068 §2, RFC 2397 §3).
        for (String scheme : List.of("http", "https", "mailto", "data", "urn")) {
            provider.strictMode(scheme, true);
            provider.strictMode(scheme, false);
        }
    }

    /**
     * Two recommendations Jena's own provider reports, reported here too as scheme-rule
     * warnings: an explicit default port (RFC 3986 §3.2.3, §6.2.3) and a UUID in upper case
     * (RFC 9562 §4); neither is thrown, even in strict mode.
     */
    @ParameterizedTest
    @CsvSource({
        "http://example.org:80/x, DEFAULT_PORT",
        "https://example.org:443/x, DEFAULT_PORT",
        "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6, urn.UUID_NOT_LOWERCASE"
    })
    void defaultPortAndUpperCaseUuidAreWarnings(String iri, String code) {
        List<String> messages = reported(provider.create(iri));
        assertEquals(1, messages.size(), messages::toString);
        assertTrue(messages.get(0).startsWith("warning: "), messages::toString);
        assertTrue(messages.get(0).endsWith("[" + code + "]"), messages::toString);
        String scheme = iri.substring(0, iri.indexOf(':'));
        provider.strictMode(scheme, true);
        try {
            assertEquals(iri, provider.create(iri).str());
        } finally {
            provider.strictMode(scheme, false);
        }
    }

    /** IRIProvider.check rejects a scheme's MUST whatever the mode (RFC 8141 §2 through the urn plugin). */
    @Test
    void checkRejectsSchemeMustsWhateverTheMode() {
        assertFalse(provider.isStrictMode("urn"));
        IRIException e = assertThrows(IRIException.class, () -> provider.check("urn:x:abc"));
        assertTrue(e.getMessage().contains("RFC 8141 §2"), e.getMessage());
        provider.check("urn:example:abc");
        provider.check("HTTP://EXAMPLE/"); // recommendations only: not rejected
        assertThrows(IRIException.class, () -> provider.check("http://[::1/"));
    }

    @Test
    void theStringIsTheInputAndEqualityIsTheString() {
        IRIx a = provider.create("HTTP://Example/%7e");
        assertEquals("HTTP://Example/%7e", a.str());
        assertEquals(a, provider.create("HTTP://Example/%7e"));
        assertEquals(a.hashCode(), provider.create("HTTP://Example/%7e").hashCode());
        assertNotEquals(a, provider.create("http://example/~"));
        assertEquals("HTTP://Example/%7e", ((Iri) a.getImpl()).toString());
    }

    /**
     * RFC 3986 §4.3 absolute-URI, §4.2 relative-ref, and Jena 6's "usable in RDF": a scheme, no
     * userinfo (RFC 3986 §3.2.1, RFC 9110 §4.2.4), no rule of the scheme broken as an error
     * (RFC 9110 §4.2.1: an http URI has a host; RFC 8141 §2: a URN has an NSS).
     */
    @ParameterizedTest
    @CsvSource({
        "http://a/b,        true,  false, true",
        "http://a/b#f,      false, false, true",
        "urn:ex:a,          true,  false, true",
        "//a/b,             false, true,  false",
        "b/c?q#f,           false, true,  false",
        "'',                false, true,  false",
        "http://u@a/b,      true,  false, false",
        "ftp://u:p@a/b,     true,  false, false",
        "http:/b,           true,  false, false",
        "urn:ex:,           true,  false, false"
    })
    void shapes(String s, boolean absolute, boolean relative, boolean reference) {
        IRIx iri = provider.create(s);
        assertEquals(absolute, iri.isAbsolute(), "isAbsolute");
        assertEquals(relative, iri.isRelative(), "isRelative");
        assertEquals(reference, iri.isReference(), "isReference");
    }

    @Test
    void schemes() {
        IRIx iri = provider.create("HTTP://a/");
        assertEquals("HTTP", iri.scheme());
        assertTrue(iri.hasScheme("http"));
        assertFalse(iri.hasScheme("https"));
        assertNull(provider.create("a/b").scheme());
        assertFalse(provider.create("a/b").hasScheme("http"));
    }

    /** RFC 3986 §5.4.1 and §5.4.2, strict: http:g stays http:g. */
    @ParameterizedTest
    @CsvSource({
        "g,       http://a/b/c/g",
        "../g,    http://a/b/g",
        "?y,      http://a/b/c/d;p?y",
        "'',      http://a/b/c/d;p?q",
        "../../../g, http://a/g",
        "g;x=1/../y, http://a/b/c/y",
        "http:g,  http:g"
    })
    void resolvesByRfc3986Section5_4(String reference, String target) {
        IRIx base = provider.create("http://a/b/c/d;p?q");
        assertEquals(target, base.resolve(reference).str());
        assertEquals(target, base.resolve(provider.create(reference)).str());
    }

    @Test
    void resolvingAnAbsoluteReferenceGivesItBack() {
        IRIx reference = provider.create("https://other/x");
        assertSame(reference, provider.create("http://a/b").resolve(reference));
    }

    @Test
    void anotherProvidersIriIsTakenThroughThisOne() {
        IRIx foreign = new IRIProvider3986().create("g");
        IRIx target = provider.create("http://a/b/c/d").resolve(foreign);
        assertEquals("http://a/b/c/g", target.str());
        assertTrue(target.getImpl() instanceof Iri);
        assertEquals(
                "g",
                provider.create("http://a/b/c/d")
                        .relativize(new IRIProvider3986().create("http://a/b/c/g"))
                        .str());
    }

    @Test
    void aBaseWithoutSchemeIsAnIriException() {
        IRIException e =
                assertThrows(IRIException.class, () -> provider.create("a/b").resolve("c"));
        assertTrue(e.getMessage().contains("RFC 3986 §5"), e.getMessage());
    }

    @Test
    void aBadReferenceIsAnIriException() {
        assertThrows(IRIException.class, () -> provider.create("http://a/").resolve("b c"));
    }

    /** RFC 3986 §6.2.3 through the http plugin, and §6.2.2.2 percent-encoding. */
    @Test
    void normalizeIsSchemeBased() {
        assertEquals(
                "http://host/~",
                provider.create("HTTP://HOST:80/%7e").normalize().str());
        assertEquals(
                "urn:example:a", provider.create("URN:EXAMPLE:a").normalize().str());
        IRIx normal = provider.create("http://host/");
        assertSame(normal, normal.normalize());
    }

    /** Jena's contract: the path (with query and fragment) made relative, or null. */
    @ParameterizedTest
    @CsvSource({
        "http://a/b/c/d;p?q, http://a/b/c/g,   ",
        "http://a/b/c/d,     http://a/b/c/g,   g",
        "http://a/b/c/d,     http://a/g,       /g",
        "http://a/b/c/d,     http://a/b/c/d#s, #s",
        "http://a/b/c/d,     https://a/b/c/d,  ",
        "http://a/b/c/d,     http://x/b/c/d,   ",
        "http://a/b/c/d,     http://a/b/./c,   ",
        "http://a/b/c/d,     g,                "
    })
    void relativize(String base, String target, String expected) {
        IRIx reference = provider.create(base).relativize(provider.create(target));
        assertEquals(expected, reference == null ? null : reference.str());
        if (reference != null) {
            assertEquals(target, provider.create(base).resolve(reference).str());
        }
    }

    @Test
    void aGivenEnvironmentIsUsed() {
        IriEnvironment onlyHttp = IriEnvironment.builder()
                .add(IriEnvironment.defaults().plugin("http").orElseThrow())
                .build();
        Iri4jProvider explicit = Iri4jProvider.of(onlyHttp);
        assertSame(onlyHttp, explicit.environment());
        assertFalse(explicit.create("urn:x:y").hasViolations(), "no urn plugin in this environment");
        assertTrue(provider.create("urn:x:y").hasViolations(), "the default environment has it");

        Iri4jProvider strict = Iri4jProvider.of(IriEnvironment.defaults().withSeverities(SeverityMap.strict()));
        assertThrows(
                IRIException.class, () -> strict.create("urn:x:y"), "a strict severity map makes scheme MUSTs errors");
    }

    @Test
    void installMakesItJenasSystemProvider() {
        var before = org.apache.jena.irix.SystemIRIx.getProvider();
        try {
            Iri4jProvider installed = Iri4jProvider.install();
            assertSame(installed, org.apache.jena.irix.SystemIRIx.getProvider());
            assertTrue(IRIx.create("http://a/").getImpl() instanceof Iri);
        } finally {
            org.apache.jena.irix.SystemIRIx.setProvider(before);
        }
    }
}
