package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;

/**
 * Properties of {@link CanonStep#STRIP_TRACKING_PARAMS} on generated queries of listed names
 * (exact, prefixed, in any case, percent-encoded) among other parameters: the step removes
 * exactly the parameters whose decoded name (URL Standard §5.1) is on the list, told by a
 * reference written here from the rule (a plain decoder and a scan of the entries, not the
 * step's trie), and keeps the others in order, byte for byte; it is idempotent; and every
 * profile with it (aggressive, dedup, and the step after others) stays a fixpoint in one pass
 * (RFC 3987 §5.3.4) that the URL Standard reads as itself (§4.4, §4.5).
 */
class TrackingParamsPropertiesTest {

    private static final CanonProfile STEP = CanonProfile.fromSpec("href+strip-tracking-params");

    @Provide
    Arbitrary<String> names() {
        Arbitrary<String> listed = Arbitraries.of(TrackingParameters.defaults().entries())
                .map(entry -> entry.endsWith("*") ? entry.substring(0, entry.length() - 1) + "x" : entry);
        Arbitrary<String> near = Arbitraries.of("utm", "gclid2", "xfbclid", "mc_", "pk_", "_hs", "q", "id", "", "a+b");
        Arbitrary<String> random = Arbitraries.strings()
                .withChars("abcgilmtu_%5F+2&=")
                .ofMaxLength(8)
                .map(s -> s.replace("&", "").replace("=", ""));
        return Arbitraries.oneOf(listed, listed.map(TrackingParamsPropertiesTest::disguised), near, random);
    }

    /** A listed name written another way a reader decodes alike: upper case, or with escapes. */
    private static String disguised(String name) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            out.append(
                    i % 3 == 0
                            ? String.format(Locale.ROOT, "%%%02X", (int) c)
                            : String.valueOf(c).toUpperCase(Locale.ROOT));
        }
        return out.toString();
    }

    @Provide
    Arbitrary<String> queries() {
        Arbitrary<String> value = Arbitraries.of("", "=", "=1", "=a=b", "=%26", "=utm_source", "=x+y");
        Arbitrary<String> part = Combinators.combine(names(), value).as((n, v) -> n + v);
        return part.list().ofMaxSize(8).map(parts -> String.join("&", parts));
    }

    /** A name as application/x-www-form-urlencoded decodes it (§5.1), ASCII lower case; null if it is no ASCII. */
    private static String decoded(String name) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '%' && i + 2 < name.length() && isHex(name.charAt(i + 1)) && isHex(name.charAt(i + 2))) {
                bytes.write(Integer.parseInt(name.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.write(c == '+' ? ' ' : c);
            }
        }
        return new String(bytes.toByteArray(), StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT);
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0 && c < 0x80;
    }

    /** Whether the list names a parameter, by a scan of its entries. */
    private static boolean listed(String part) {
        int equals = part.indexOf('=');
        String name = decoded(equals < 0 ? part : part.substring(0, equals));
        for (String entry : TrackingParameters.defaults().entries()) {
            String e = entry.toLowerCase(Locale.ROOT);
            if (e.endsWith("*") ? name.startsWith(e.substring(0, e.length() - 1)) : name.equals(e)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> parts(String query) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int amp = query.indexOf('&'); amp >= 0; amp = query.indexOf('&', start)) {
            parts.add(query.substring(start, amp));
            start = amp + 1;
        }
        parts.add(query.substring(start));
        return parts;
    }

    private static String query(String link) {
        String href = STEP.canonicalize(link);
        return href.substring(href.indexOf('?') + 1);
    }

    /** The step keeps exactly the parameters the list does not name, in order and as written. */
    @Property(tries = 2000)
    void theStepRemovesExactlyTheListedParameters(@ForAll("queries") String query) {
        String link = "http://h/?" + query;
        String href = WebUrl.parse(link).href(); // the parser's serialization is what the step reads
        String read = href.substring(href.indexOf('?') + 1);
        List<String> kept = new ArrayList<>();
        for (String part : parts(read)) {
            if (!listed(part)) {
                kept.add(part);
            }
        }
        assertEquals(String.join("&", kept), query(link), link);
    }

    @Property(tries = 1000)
    void theStepIsIdempotent(@ForAll("queries") String query) {
        String once = STEP.canonicalize("http://h/?" + query);
        assertEquals(once, STEP.canonicalize(once));
    }

    @Provide
    Arbitrary<String> links() {
        return Combinators.combine(new CanonPropertiesTest().links(), queries())
                .as((link, query) -> link + (link.contains("?") ? "&" : "?") + query);
    }

    /** The profiles with the step, shipped or not, are fixpoints in one pass. */
    private static final List<CanonProfile> WITH_STEP = List.of(
            CanonProfile.AGGRESSIVE,
            CanonProfile.DEDUP,
            STEP,
            CanonProfile.fromSpec("semantic-precise+strip-tracking-params"),
            CanonProfile.fromSpec("href+sort-query,strip-tracking-params,drop-empty-query-params"));

    @Property(tries = 1000)
    void everyProfileWithTheStepIsAFixpoint(@ForAll("links") String link) {
        for (CanonProfile profile : WITH_STEP) {
            String once;
            try {
                once = profile.canonicalize(link);
            } catch (InvalidInputException refused) {
                continue;
            }
            assertEquals(once, profile.canonicalize(once), profile + " on " + link);
            assertEquals(once, WebUrl.parse(once).href(), profile + " gives a URL's href for " + link);
        }
    }

    /** After aggressive or dedup, no parameter the list names is left. */
    @Property(tries = 1000)
    void noListedParameterOutlivesTheProfiles(@ForAll("links") String link) {
        for (CanonProfile profile : List.of(CanonProfile.AGGRESSIVE, CanonProfile.DEDUP)) {
            String once;
            try {
                once = profile.canonicalize(link);
            } catch (InvalidInputException refused) {
                continue;
            }
            int question = once.indexOf('?');
            if (question >= 0) {
                int hash = once.indexOf('#', question);
                for (String part : parts(once.substring(question + 1, hash < 0 ? once.length() : hash))) {
                    assertFalse(listed(part), () -> profile + " leaves " + part + " in " + once);
                }
            }
        }
    }
}
