package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.StringReader;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CanonStep;
import org.iri4j.canon.CrawlLinks;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.SafeBrowsingKey;
import org.iri4j.canon.SurtKeys;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;

/**
 * Coverage-guided fuzzing (Jazzer) of crawl canonicalization's entry points. The invariants:
 * only {@link InvalidInputException} escapes; a canonical form canonicalizes to itself under every
 * profile but {@code ia}, the Internet Archive's code's (the protocol rule's idempotence, RFC 3987
 * §5.3.4); a URL-Standard-based profile's
 * form is a URL the Standard serializes to itself (§4.4, §4.5); a SURT key of a URL with a host
 * holds that host's reversal; a registrable domain is the public suffix and one label more, a
 * suffix of the host, its own registrable domain, and the same site as the host (URL Standard
 * §3.2); a list file's text is a list or names its bad line, and a list reads back from a stream
 * with the same answers. Run in every build over the committed corpus
 * ({@code src/test/resources/org/iri4j/tests/fuzz/CanonFuzzTestInputs/<method>/}); fuzzed for
 * real with {@code -Pfuzz -Dfuzz.target=CanonFuzzTest#canonicalize} (docs/FUZZING.md).
 */
class CanonFuzzTest {

    @FuzzTest
    void canonicalize(byte[] data) {
        String link = FuzzInput.decode(data);
        for (CanonProfile profile : CanonProfile.profiles()) {
            String once;
            try {
                once = profile.canonicalize(link);
            } catch (InvalidInputException refused) {
                assertEquals(Optional.empty(), profile.tryCanonicalize(link), () -> profile + " refuses " + link);
                continue;
            }
            assertEquals(Optional.of(once), profile.tryCanonicalize(link), () -> profile + " without an exception");
            if (profile.steps().contains(CanonStep.CANONICALIZE_AS_IA)) {
                continue; // the Internet Archive's form, as idempotent as its code: iri-canon's IaDifferentialTest
            }
            assertEquals(once, profile.canonicalize(once), () -> profile + " is idempotent on " + link);
            assertEquals(once, WebUrl.parse(once).href(), () -> profile + " gives a URL's href for " + link);
        }
        String key;
        try {
            key = SafeBrowsingKey.of(link).text();
        } catch (InvalidInputException refused) {
            assertEquals(Optional.empty(), SafeBrowsingKey.tryOf(link), () -> "safe-browsing refuses " + link);
            return;
        }
        assertEquals(Optional.of(key), SafeBrowsingKey.tryOf(link).map(SafeBrowsingKey::text));
        assertEquals(key, SafeBrowsingKey.of(key).text(), () -> "safe-browsing is idempotent on " + link);
    }

    @FuzzTest
    void surt(byte[] data) {
        String link = FuzzInput.decode(data);
        WebUrlResult read = WebUrl.read(link, null);
        if (!read.isValid()) {
            return;
        }
        WebUrl url = read.url().orElseThrow();
        String key = SurtKeys.standard().surtOfCanonical(url.href());
        String cdx = SurtKeys.cdx().surtOfCanonical(url.href());
        assertEquals(key, SurtKeys.standard().surt(link), () -> "the key of " + link + " is its href's");
        assertEquals(Optional.of(key), SurtKeys.standard().trySurt(link));
        SurtKeys.ssurtOfCanonical(url.href());
        SurtKeys.ancestryOfCanonical(url.href());
        if (!url.hostname().isEmpty()) {
            String host = SurtKeys.ssurtHost(url.hostname());
            assertTrue(key.contains(host), () -> key + " holds " + host);
            assertTrue(cdx.length() <= key.length(), () -> cdx + " is no longer than " + key);
        }
    }

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();
    private static final PublicSuffixList ICANN = LIST.icannOnly();

    /** The Public Suffix List on a host as given and on the host of the link the text reads as. */
    @FuzzTest
    void registrableDomain(byte[] data) {
        String input = FuzzInput.decode(data);
        checkDomain(input);
        String host;
        try {
            host = CrawlLinks.host(input);
        } catch (InvalidInputException refused) {
            host = null;
        }
        assertEquals(Optional.ofNullable(host), CrawlLinks.tryHost(input), () -> "the host of " + input);
        if (host != null) {
            checkDomain(host);
            assertEquals(LIST.registrableDomain(host), LIST.lookupLink(input).registrableDomain());
        }
    }

    private static void checkDomain(String host) {
        Optional<String> suffix = LIST.publicSuffix(host);
        Optional<String> domain = LIST.registrableDomain(host);
        LIST.section(host);
        assertEquals(suffix.isPresent() && suffix.get().length() == host.length(), LIST.isPublicSuffix(host), host);
        if (domain.isEmpty()) {
            return;
        }
        String d = domain.get();
        assertEquals(d.toLowerCase(Locale.ROOT), d, () -> "a registrable domain is in lower case: " + d);
        String s = suffix.orElseThrow(() -> new AssertionError("a registrable domain without suffix: " + host));
        assertTrue(d.endsWith("." + s), () -> d + " is " + s + " and one label");
        assertTrue(d.indexOf('.') == d.length() - s.length() - 1, () -> d + " is one label more than " + s);
        assertTrue(
                host.toLowerCase(Locale.ROOT).endsWith(d.toLowerCase(Locale.ROOT)) || !isAscii(host),
                () -> d + " ends " + host);
        assertEquals(domain, LIST.registrableDomain(d), () -> d + " is its own registrable domain");
        assertTrue(LIST.sameSite(host, d), () -> host + " and " + d + " are the same site");
        Optional<String> icann = ICANN.registrableDomain(host);
        icann.ifPresent(i -> assertTrue(d.endsWith(i), () -> "the ICANN section's " + i + " ends " + d));
    }

    /**
     * A list file's text, as {@code PublicSuffixList.parse} reads one at run time: it is a list, or
     * an {@link IllegalArgumentException} naming the bad line; a list answers lookups on the
     * hosts its own text names, and reads back from a stream with the same answers.
     */
    @FuzzTest
    void listFile(byte[] data) throws IOException, ClassNotFoundException {
        String text = FuzzInput.decode(data);
        PublicSuffixList list;
        try {
            list = PublicSuffixList.parse(new StringReader(text));
        } catch (IllegalArgumentException refused) {
            assertTrue(refused.getMessage().startsWith("line "), refused::getMessage);
            return;
        }
        PublicSuffixList copy = readBack(list);
        assertEquals(list.size(), copy.size());
        for (String token : text.split("[\\s!*]+")) {
            String host = "a." + token;
            Optional<String> domain = list.registrableDomain(host);
            assertEquals(domain, copy.registrableDomain(host), host);
            Optional<String> suffix = list.publicSuffix(host);
            domain.ifPresent(d -> assertTrue(d.endsWith(suffix.orElseThrow()), () -> d + " ends in its suffix"));
            list.icannOnly().registrableDomain(host);
        }
    }

    private static PublicSuffixList readBack(PublicSuffixList list) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(list);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (PublicSuffixList) in.readObject();
        }
    }

    private static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }
}
