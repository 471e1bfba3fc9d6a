package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/** The profiles' API: names, user-built profiles, failures, and composition with the ladder (RFC 3987 §5.3.4). */
class CanonProfileTest {

    /**
     * On the comparison ladder a profile's answer is an IRI (RFC 3987 §5.3.4): what the canonical
     * form holds that an IRI may not (a {@code |} that decoding revealed) is percent-encoded
     * again, as URI text (RFC 3986 §2.1).
     */
    @Test
    void asAProtocolRuleTheCanonicalFormIsUriText() {
        assertEquals(
                "http://example.com/a%7Cb%5E",
                CanonProfile.SEMANTIC_PRECISE
                        .apply(Iris.parse("http://example.com/a%7Cb%5E"))
                        .toString());
        assertEquals(
                "http://example.com/a|b%5E", CanonProfile.SEMANTIC_PRECISE.canonicalize("http://example.com/a%7Cb%5E"));
    }

    @Test
    void profilesByName() {
        for (CanonProfile p : CanonProfile.profiles()) {
            assertEquals(p, CanonProfile.named(p.name()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CanonProfile.named("semantik"));
        assertTrue(e.getMessage().contains("semantic-precise"), e.getMessage());
    }

    /** Safe Browsing's form is a key, not a URL a step could follow: no profile, and the message says where it is. */
    @Test
    void safeBrowsingIsNoProfile() {
        assertTrue(CanonProfile.profiles().stream().noneMatch(p -> p.name().equals("safe-browsing")));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CanonProfile.fromSpec("safe-browsing"));
        assertTrue(e.getMessage().contains("SafeBrowsingKey"), e.getMessage());
    }

    @Test
    void aUserBuildsAProfileFromNamedSteps() {
        CanonProfile mine = CanonProfile.of("mine", "strip-www, drop-fragment,sort-query");
        assertEquals(List.of(CanonStep.STRIP_WWW, CanonStep.DROP_FRAGMENT, CanonStep.SORT_QUERY), mine.steps());
        assertEquals("https://example.com/A?a=1&b=2", mine.canonicalize("HTTPS://www.EXAMPLE.com/A?b=2&a=1#top"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CanonProfile.of("x", "sort-queries"));
        assertTrue(e.getMessage().contains("sort-query"), e.getMessage());
        assertEquals(CanonStep.DROP_PORT, CanonStep.byId("DROP_PORT"));
    }

    @Test
    void aProfileExtendsAnother() {
        CanonProfile p = CanonProfile.SEMANTIC_PRECISE.then("precise-no-www", CanonStep.STRIP_WWW);
        assertEquals("http://example.com/a?x=1&y=2", p.canonicalize("www.example.com/a?y=2&x=1"));
    }

    @Test
    void theUrlStandardsFailureIsReported() {
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> CanonProfile.AGGRESSIVE.canonicalize("http://exa mple.com/"));
        assertEquals("url", e.code().namespace());
        InvalidInputException noHost = assertThrows(
                InvalidInputException.class,
                () -> SafeBrowsingKey.of("http:///").text());
        assertEquals(CanonCode.MISSING_HOST, noHost.code());
    }

    /**
     * In a form-encoded query (URL Standard §5.1) {@code +} is a space and {@code %2B} a plus
     * sign: recoding keeps the two apart, and decodes only what reads alike.
     */
    @Test
    void recodingTheQueryKeepsPlusAndEncodedPlusApart() {
        CanonProfile recode = CanonProfile.of("q", CanonStep.RECODE_QUERY);
        assertEquals("http://h/?q=a+b", recode.canonicalize("http://h/?q=a+b"));
        assertEquals("http://h/?q=a%2Bb", recode.canonicalize("http://h/?q=a%2Bb"));
        assertEquals("http://h/?q=a%2Bb", recode.canonicalize("http://h/?q=a%252Bb"));
        assertEquals("http://h/?a+b=c,d+e", recode.canonicalize("http://h/?a+b=c%2Cd+e"));
        assertEquals("http://h/?q=%26+%3D", recode.canonicalize("http://h/?q=%2526+%3d"));
        // an = after a part's first is data: kept in a query without escapes (the Internet
        // Archive's data), encoded in one that has some (urlcanon's), the fast path alike (found in review)
        assertEquals("http://h/?a=b%3Dc%20", recode.canonicalize("http://h/?a=b=c%20"));
        assertEquals("http://h/?a=b=c", recode.canonicalize("http://h/?a=b=c"));
        assertEquals("http://h/?a%3Db=c", recode.canonicalize("http://h/?a%3Db=c"));
    }

    /** A ColdFusion session's CFID and CFTOKEN go wherever they stand, so that sorting first or after changes nothing (found by fuzzing). */
    @Test
    void aColdFusionPairGoesWhereverItStands() {
        CanonProfile strip = CanonProfile.of("s", CanonStep.STRIP_SESSION_IDS);
        assertEquals("http://h/?a=1", strip.canonicalize("http://h/?cfid=1&a=1&cftoken=2a"));
        assertEquals("http://h/?a=1", strip.canonicalize("http://h/?CFID=1&CFTOKEN=2a&a=1"));
        assertEquals("http://h/?cfid=1&a=1", strip.canonicalize("http://h/?cfid=1&a=1"));
    }

    /**
     * A path without an authority that starts with {@code //} is serialized behind {@code /.}
     * (URL Standard §4.5); steps edit the path without it and put it back only where it is still
     * needed (found by fuzzing).
     */
    @Test
    void pathStepsEditThePathBehindTheSerializersGuard() {
        assertEquals("p.:/", CanonProfile.AGGRESSIVE.canonicalize("p.:/.//"));
        assertEquals(
                "web+demo:/.//a", CanonProfile.of("l", CanonStep.LOWERCASE_PATH).canonicalize("web+demo:/.//A"));
    }

    /** A file URL's host that a step makes localhost is the empty host, as the URL Standard keeps it (found by fuzzing). */
    @Test
    void aFileHostMadeLocalhostIsEmpty() {
        assertEquals("file:///b", CanonProfile.AGGRESSIVE.canonicalize("file://www.localhost/b"));
        assertEquals("file:///b", CanonProfile.SEMANTIC.canonicalize("file://localhost./b"));
    }

    /** strip-www strips every first www label that a label follows, so that it is idempotent (found by fuzzing). */
    @Test
    void stripWwwStripsThemAll() {
        assertEquals("http://google.cgoogle.com/", CanonProfile.AGGRESSIVE.canonicalize("www.www.google.cgoogle.com"));
        assertEquals("http://www/", CanonProfile.AGGRESSIVE.canonicalize("http://www.www/"));
    }

    /** Dots that decoding reveals in an opaque host are fixed too: urlcanon's order, and a fixpoint (found by fuzzing). */
    @Test
    void decodingComesBeforeFixingHostDots() {
        assertEquals("foo://a/x", CanonProfile.SEMANTIC_PRECISE.canonicalize("foo://a%2e/x"));
        assertEquals("foo://a/x", CanonProfile.SEMANTIC_PRECISE.canonicalize("foo://a/x"));
    }

    @Test
    void httpsToHttpDropsAPortThatBecomesTheDefault() {
        // https://x:80/ has port 80; as http the Standard would drop it on the next parse (§4.4 port state)
        assertEquals("http://x/", CanonProfile.of("h", CanonStep.HTTPS_TO_HTTP).canonicalize("https://x:80/"));
    }

    @Test
    void decodingKeepsWhatTheStandardWouldEncodeAgain() {
        CanonProfile decode = CanonProfile.of("d", CanonStep.DECODE_REPEATEDLY);
        assertEquals("http://h/a%5Cb", decode.canonicalize("http://h/a%255Cb")); // \ is a separator in a special path
        assertEquals("http://h/b", decode.canonicalize("http://h/a/%252e%252e/b")); // a revealed dot segment is removed
        assertEquals("foo:/.//p", decode.canonicalize("foo:/.//p")); // §4.5's guard for a path read as a host
        assertEquals(
                "http://h/?a=%26&b=%2B",
                CanonProfile.of("q", CanonStep.RECODE_QUERY).canonicalize("http://h/?a=%2526&b=%2B"));
    }

    @Test
    void profilesComposeWithTheLadder() {
        IriComparator aggressive = Iris.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .rule(CanonProfile.AGGRESSIVE)
                .build();
        assertTrue(aggressive.equivalent(
                Iris.parse("https://www.Example.com/a/?b=2&a=1&jsessionid=0123456789abcdef#x"),
                Iris.parse("http://example.com/a?a=1&b=2")));
        assertFalse(aggressive.equivalent(Iris.parse("http://example.com/a"), Iris.parse("http://example.com/b")));
        assertEquals(
                "http://example.com/a?a=1&b=2",
                aggressive
                        .normalForm(Iris.parse("HTTP://WWW.example.com/A/?B=2&a=1"))
                        .toString());
    }
}
