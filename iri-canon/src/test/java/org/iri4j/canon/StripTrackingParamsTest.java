package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * {@link CanonStep#STRIP_TRACKING_PARAMS}, one rule a test: which parameters go (names decoded
 * as application/x-www-form-urlencoded reads them, URL Standard §5.1, in any case; exact names
 * and prefixes), what stays as it was (the others' order and bytes, empty parts, the {@code ?}),
 * and which profiles have the step.
 */
class StripTrackingParamsTest {

    /** The URL Standard's reading, then the step alone. */
    private static final CanonProfile STEP = CanonProfile.fromSpec("href+strip-tracking-params");

    private static String strip(String link) {
        return STEP.canonicalize(link);
    }

    @Test
    void anExactNameGoesWithItsAmpersand() {
        assertEquals("http://h/?id=7", strip("http://h/?id=7&gclid=abc"));
        assertEquals("http://h/?id=7", strip("http://h/?gclid=abc&id=7"));
        assertEquals("http://h/?a=1&b=2", strip("http://h/?a=1&fbclid=x&b=2"));
    }

    @Test
    void aPrefixNamesEveryNameThatStartsWithIt() {
        assertEquals("http://h/?q=1", strip("http://h/?utm_source=a&q=1&utm_medium=b&utm_x=c&utm_=d"));
    }

    @Test
    void anExactNameIsNoPrefix() {
        assertEquals("http://h/?gclid2=1&gclid_x=2&xgclid=3", strip("http://h/?gclid2=1&gclid_x=2&xgclid=3"));
        assertEquals("http://h/?utm=1&xutm_source=2", strip("http://h/?utm=1&xutm_source=2"));
    }

    @Test
    void namesMatchInAnyCase() {
        assertEquals("http://h/?q=1", strip("http://h/?UTM_Source=a&q=1&FBCLID=b&hscTaTrAcKiNg=c"));
    }

    /** §5.1: a name is percent-decoded before it is compared; the kept ones keep their escapes. */
    @Test
    void namesAreComparedPercentDecoded() {
        assertEquals("http://h/?%71=1", strip("http://h/?utm%5Fsource=a&%71=1&%67clid=b&utm%5fmedium=c"));
    }

    /** §5.1: {@code +} is a space in a name, {@code %2B} a plus sign; neither is in an entry. */
    @Test
    void aPlusIsASpaceInAName() {
        assertEquals("http://h/?gcl+id=1&gcl%2Bid=2", strip("http://h/?gcl+id=1&gcl%2Bid=2&utm_a+b=3"));
    }

    /** §5.1: a {@code %} not followed by two hex digits is itself. */
    @Test
    void aPercentSignThatIsNoEscapeIsItself() {
        assertEquals("http://h/?gclid%zz=1", strip("http://h/?gclid%zz=1&utm_%zz=2"));
    }

    /** §5.1: a decoded {@code &} or {@code =} is part of the name, not a delimiter. */
    @Test
    void aDecodedDelimiterIsPartOfTheName() {
        assertEquals("http://h/?a%26gclid=1&gclid%3D=2", strip("http://h/?a%26gclid=1&gclid%3D=2"));
    }

    /** The name ends at the first {@code =}; what follows, {@code =} included, is the value. */
    @Test
    void theNameEndsAtTheFirstEqualsSign() {
        assertEquals("http://h/?x=1", strip("http://h/?utm_source=a=b&x=1"));
        assertEquals("http://h/?q=utm_source&r=gclid", strip("http://h/?q=utm_source&r=gclid"));
    }

    @Test
    void aNameWithoutValueGoesToo() {
        assertEquals("http://h/?a", strip("http://h/?gclid&a&fbclid="));
    }

    @Test
    void theOthersKeepTheirOrderAndBytes() {
        assertEquals("http://h/?z=%41&b=a+b&a=%2B", strip("http://h/?z=%41&utm_source=x&b=a+b&a=%2B"));
    }

    @Test
    void emptyPartsStay() {
        assertEquals("http://h/?a=1&", strip("http://h/?a=1&&utm_source=x"));
        assertEquals("http://h/?&b", strip("http://h/?&utm_source=x&b"));
        assertEquals("http://h/?=x", strip("http://h/?=x"));
    }

    /** §4.1: an empty query is not a null one; the step leaves the {@code ?}, drop-empty-query takes it. */
    @Test
    void aQueryLeftEmptyKeepsItsQuestionMark() {
        assertEquals("http://h/?", strip("http://h/?utm_source=x"));
        assertEquals("http://h/?#f", strip("http://h/?utm_source=x#f"));
        assertEquals("http://h/", CanonProfile.DEDUP.canonicalize("http://h/?utm_source=x&fbclid=y"));
        assertEquals("http://h/", CanonProfile.AGGRESSIVE.canonicalize("http://h/?utm_source=x"));
    }

    @Test
    void aLinkWithoutTrackingIsItsOwnForm() {
        String href = "http://h/a?q=1&utm=2";
        assertEquals(href, strip(href));
        assertEquals("http://h/a", strip("http://h/a"));
    }

    @Test
    void everySchemesQueryIsRead() {
        assertEquals("foo://h/p?x", strip("foo://h/p?gclid=1&x"));
        assertEquals("foo:opaque?x", strip("foo:opaque?x&utm_term=a"));
    }

    /** The step decodes once, as a server reads the name; recode-query before it decodes repeatedly. */
    @Test
    void aNameEncodedTwiceIsDecodedByRecodeQueryFirst() {
        assertEquals("http://h/?utm%255Fsource=x", strip("http://h/?utm%255Fsource=x"));
        assertEquals("http://h/", CanonProfile.DEDUP.canonicalize("http://h/?utm%255Fsource=x"));
    }

    @Test
    void aggressiveAndDedupStripTrackingParameters() {
        String link = "https://www.Example.com/A/?utm_medium=mail&id=7&utm_source=news&fbclid=x#top";
        assertEquals("http://example.com/a?id=7", CanonProfile.AGGRESSIVE.canonicalize(link));
        assertEquals("https://www.example.com/A/?id=7", CanonProfile.DEDUP.canonicalize(link));
        assertEquals(CanonProfile.DEDUP, CanonProfile.named("DEDUP"));
        assertTrue(CanonProfile.profiles().contains(CanonProfile.DEDUP));
    }

    /** The Internet Archive's profile, href and the semantic ones stay as their sources define them. */
    @Test
    void otherProfilesKeepTrackingParameters() {
        String link = "http://example.com/?gclid=1&utm_source=x";
        for (CanonProfile profile : new CanonProfile[] {
            CanonProfile.HREF, CanonProfile.SEMANTIC_PRECISE, CanonProfile.SEMANTIC, CanonProfile.IA
        }) {
            assertFalse(profile.steps().contains(CanonStep.STRIP_TRACKING_PARAMS), profile::toString);
            assertTrue(profile.canonicalize(link).contains("gclid=1"), profile::toString);
        }
        assertTrue(SafeBrowsingKey.of(link).text().contains("gclid=1"));
    }

    @Test
    void aProfileUsesTheListItIsGiven() {
        CanonProfile extended = CanonProfile.DEDUP.withTrackingParameters(
                TrackingParameters.defaults().with("ref_src"));
        assertEquals("http://h/?q=1", extended.canonicalize("http://h/?ref_src=tw&q=1&gclid=2"));
        assertEquals("dedup", extended.name());
        assertEquals(extended.steps(), CanonProfile.DEDUP.steps());
        assertEquals("http://h/?q=1&ref_src=tw", CanonProfile.DEDUP.canonicalize("http://h/?ref_src=tw&q=1&gclid=2"));
    }

    @Test
    void aReplacementListStripsItsNamesOnly() throws IOException {
        TrackingParameters own = TrackingParameters.parse(new StringReader("spm # a name of one's own\n"));
        CanonProfile profile = CanonProfile.DEDUP.withTrackingParameters(own);
        assertEquals("http://h/?gclid=2", profile.canonicalize("http://h/?spm=1&gclid=2"));
    }

    @Test
    void aProfileWithAnEqualListIsTheSameProfile() {
        assertSame(CanonProfile.DEDUP, CanonProfile.DEDUP.withTrackingParameters(TrackingParameters.defaults()));
        CanonProfile other = CanonProfile.DEDUP.withTrackingParameters(
                TrackingParameters.defaults().with("x"));
        assertNotEquals(CanonProfile.DEDUP, other);
        assertEquals(
                other,
                CanonProfile.DEDUP.withTrackingParameters(
                        TrackingParameters.defaults().with("X")));
        assertEquals(
                other.hashCode(),
                CanonProfile.DEDUP
                        .withTrackingParameters(TrackingParameters.defaults().with("X"))
                        .hashCode());
        assertTrue(other.toString().contains("+ x"), other::toString);
    }

    @Test
    void aProfileTravelsWithItsList() throws IOException, ClassNotFoundException {
        CanonProfile own = CanonProfile.AGGRESSIVE.withTrackingParameters(
                TrackingParameters.defaults().with("spm"));
        CanonProfile back = (CanonProfile) readBack(own);
        assertEquals(own, back);
        assertEquals("http://h/?q=1", back.canonicalize("http://h/?spm=a&q=1&gclid=2"));
        assertSame(CanonProfile.DEDUP, readBack(CanonProfile.DEDUP));
    }

    static Object readBack(Object value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }
}
