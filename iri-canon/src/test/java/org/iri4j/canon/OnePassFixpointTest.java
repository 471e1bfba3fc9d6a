package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.iri4j.canon.internal.step.HostDots;
import org.iri4j.canon.internal.step.SessionIds;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * The counter-examples of issue 32, each a canonical form that was not a fixpoint or not a URL
 * the URL Standard reads back (§4.4, §4.5): decoding made a delimiter the URL's structure
 * depends on, or one step undid what an earlier one had settled. Every profile that decodes
 * keeps the structure, and gives its form back when run again.
 */
class OnePassFixpointTest {

    private static final List<CanonProfile> DECODING = List.of(
            CanonProfile.SEMANTIC_PRECISE, CanonProfile.SEMANTIC, CanonProfile.AGGRESSIVE, CanonProfile.IA_WHATWG);

    private static final String TOKEN = "0123456789abcdef0123456789abcdef";

    /**
     * The form under every decoding profile, checked to be a fixpoint that the Standard reads as
     * itself; in lower case under those that lower-case the path.
     */
    private static void assertForm(String expected, String link) {
        for (CanonProfile profile : DECODING) {
            boolean lower = profile.steps().contains(CanonStep.LOWERCASE_PATH);
            assertForm(profile, lower ? expected.toLowerCase(Locale.ROOT) : expected, link);
        }
    }

    private static void assertForm(CanonProfile profile, String expected, String link) {
        String once = profile.canonicalize(link);
        assertEquals(expected, once, profile + " on " + link);
        assertEquals(once, profile.canonicalize(once), profile + " again on " + once);
        assertEquals(once, WebUrl.parse(once).href(), "the URL Standard reads " + once + " as itself");
    }

    /** §4.4 scheme state: an opaque path that decodes to {@code //} would give the URL a host. */
    @Test
    void anOpaquePathNeverDecodesIntoAnAuthority() {
        assertForm("foo:%2F/evil.example/path", "foo:%2F%2Fevil.example%2Fpath");
        assertForm("javascript:%2F/x", "javascript:%2f%2fx");
        assertForm("javascript:%2F/x", "javascript:%25252f%2f%78");
        assertEquals(
                "",
                WebUrl.parse(CanonProfile.SEMANTIC.canonicalize("foo:%2F%2Fevil.example"))
                        .hostname());
    }

    /** §4.4: an opaque path that decodes to {@code /../x} would be a path of segments, its dot segment removed on the next read. */
    @Test
    void anOpaquePathNeverDecodesIntoDotSegments() {
        assertForm("foo:%2F../x", "foo:%2f..%2fx");
        assertForm("foo:a/../b", "foo:a%2F..%2Fb"); // past its first character, a slash in an opaque path is data
    }

    /** Decoding into a delimiter the reading depends on failed the second read: an opaque host may not hold {@code \}. */
    @Test
    void anOpaquePathNeverDecodesIntoAHostTheStandardRefuses() {
        assertForm("foo:%2F/\\.", "foo:%2F%2F%5C.");
        assertForm("web+demo:%2F/{/A/{", "web+demo:%2F%2F{/A%2f%7b");
    }

    /**
     * What would end a component or change its reading stays encoded, however deeply: {@code ?}
     * and {@code #} everywhere, {@code %} everywhere, {@code \} in a special URL's path (a
     * separator there, §4.4), not in another's, where it is data.
     */
    @Test
    void decodingKeepsEveryDelimiterEncoded() {
        assertForm(CanonProfile.SEMANTIC_PRECISE, "foo:a%3Fb%23c\\d%25", "foo:a%253Fb%2523c%255Cd%2525");
        assertForm(CanonProfile.SEMANTIC_PRECISE, "http://h/a%3F%23%5C%25", "http://h/a%253F%2523%255C%2525");
        assertForm(CanonProfile.SEMANTIC_PRECISE, "foo://h/a\\b%3F", "foo://h/a%255Cb%25253F");
        assertForm(CanonProfile.SEMANTIC_PRECISE, "foo://a%2Fb%3A1%40c/", "foo://a%252Fb%253A1%2540c/");
        assertForm(
                CanonProfile.of("decode", CanonStep.DECODE_REPEATEDLY), "http://u%3Ap%40@h/", "http://u%253Ap%2540@h/");
    }

    /** A hierarchical path keeps decoding {@code %2F}; one without an authority keeps §4.5's {@code /.} guard. */
    @Test
    void aHierarchicalPathDecodesSlashesBehindTheSerializersGuard() {
        assertForm(CanonProfile.SEMANTIC_PRECISE, "http://h/a/b", "http://h/a%2Fb");
        assertForm(CanonProfile.SEMANTIC_PRECISE, "foo:/.//evil", "foo:/a%2F..%2F..%2F%2Fevil");
    }

    /**
     * §3.5: {@code www.0x7f.1..} is a domain; without {@code www} its dots fixed would read as
     * {@code 127.0.0.1}, so strip-www keeps the label rather than let fix-host-dots change the
     * form on the next pass.
     */
    @Test
    void stripWwwKeepsAWwwThatWouldLeaveAnAddress() {
        for (CanonProfile profile : List.of(CanonProfile.AGGRESSIVE, CanonProfile.IA_WHATWG)) {
            assertForm(profile, "http://www.0x7f.1../", "http://www.0x7f.1../");
            assertForm(profile, "http://www..1.2.3.4../", "http://www..1.2.3.4../");
            assertForm(profile, "http://www.www.1.2.3.4../a", "http://WWW.www.1.2.3.4../a");
            assertForm(profile, "http://example.com/", "http://www..www.example.com./");
        }
        assertEquals("www.0x7f.1..", HostDots.stripWww("www.0x7f.1.."));
        assertEquals("0x7g.1..", HostDots.stripWww("www.0x7g.1.."));
    }

    /** An opaque host is never an address (§3.5 opaque-host parser): its dots are fixed, its numbers kept. */
    @Test
    void fixHostDotsReadsNoAddressInAnOpaqueHost() {
        assertForm("foo://127.1/", "foo://..127.1/");
        assertForm("foo://127.1/", "foo://127.1/");
        assertForm("http://127.0.0.1/", "http://..127.1../");
        assertForm(CanonProfile.AGGRESSIVE, "foo://www.1.2.3/", "foo://www.1.2.3../");
    }

    /** §4.4 path state: {@code /a/..;jsessionid=…} without its token is {@code /a/..}, which reads as {@code /}. */
    @Test
    void cuttingASessionTokenRemovesTheDotSegmentItLeaves() {
        for (CanonProfile profile : List.of(CanonProfile.AGGRESSIVE, CanonProfile.IA_WHATWG)) {
            assertForm(profile, "http://h/", "http://h/a/..;jsessionid=" + TOKEN);
            assertForm(profile, "http://h/a/b", "http://h/a/b/.;jsessionid=" + TOKEN);
            assertForm(profile, "http://h/a", "http://h/a;jsessionid=" + TOKEN + "/b/%2e%2e;jsessionid=" + TOKEN);
            assertForm(profile, "http://h/", "http://h/.;jsessionid=" + TOKEN + "%2F%3DA/%2e%2e;jsessionid=" + TOKEN);
        }
        assertEquals("/c:/", SessionIds.stripFromPath("/c:/..;jsessionid=" + TOKEN, true)); // a drive letter stays
        assertEquals("/", SessionIds.stripFromPath("/c:/..;jsessionid=" + TOKEN, false));
        assertEquals(
                "a/..",
                SessionIds.stripFromPath("a/..;jsessionid=" + TOKEN, false)); // an opaque path has no dot segments
    }
}
