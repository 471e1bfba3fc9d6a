package org.iri4j.web.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A property of the bridge over generated IDN-heavy links (URL Standard §3.3, §4.4; RFC 3987
 * §3.2): for every link the URL parser reads, the IRI parses as an IRI, reads back as the same
 * URL, and bridges to the same IRI. The hosts mix A-labels that decode and A-labels that do not
 * ({@code xn--a}, {@code xn--}, a bad hyphen or Punycode), labels in Unicode (some disallowed,
 * some breaking the bidi or joiner rules), labels with {@code _} or a hyphen at an end, and
 * plain ones; the rest of the link is chosen so that bridging changes nothing else a URL parser
 * would read differently (percent-encoded UTF-8 only). Label-by-label conversion broke the
 * property on about one link in 25 ({@code xn--zca.xn--a} became {@code ß.xn--a}).
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class BridgeRoundTripPropertyTest {

    private static final int LINKS = 31_300;
    private static final long SEED = 20_261_125L;

    private static final String[] LABELS = {
        // A-labels that decode: bücher, ß, 💩, münchen, faß, аррӏе (Cyrillic), 中国, a Hebrew and an Arabic word
        "xn--bcher-kva",
        "xn--zca",
        "xn--ls8h",
        "xn--mnchen-3ya",
        "xn--fa-hia",
        "xn--80ak6aa92e",
        "xn--fiqs8s",
        "xn--4dbrk0ce",
        "xn--mgbh0fb",
        // A-labels that do not: not Punycode, empty, a trailing hyphen, ASCII only, upper case
        "xn--a",
        "xn--",
        "xn--zca-",
        "xn--abc-",
        "xn--ab--c",
        "xn--0",
        "XN--ZCA",
        "xn--ls8h9",
        // Unicode: plain, mapped, disallowed or breaking a rule in a domain, bidi
        "bücher",
        "faß",
        "ß",
        "💩",
        "ＡＢ",
        "₂",
        "Ⅷ",
        "א",
        "ا1",
        "1א",
        "a\u200Cb",
        "\u0308a",
        "ᄀ",
        // ASCII that the URL Standard takes and IDNA2008 may not
        "a_b",
        "-a",
        "a-",
        "ab--c",
        "a{b}",
        "www",
        "example",
        "com",
        "a",
        "0x",
        // percent-encoded
        "b%C3%BCcher",
        "%F0%9F%92%A9",
        "xn--%7a%63a",
    };

    private static final String[] SCHEMES = {"http", "https", "ws", "wss", "ftp", "file"};

    private static final String[] TAILS = {
        "", "/", "/a%C3%A9/b", "/%E2%82%AC?q=%C3%BC", "/x?a=1&b=%F0%9F%92%A9#fr%C3%A4g", "?#",
    };

    @Test
    void everyIdnHeavyLinkReadsBackAsItself() {
        Random random = new Random(SEED);
        List<String> broken = new ArrayList<>();
        int parsed = 0;
        int unicode = 0;
        int ascii = 0;
        for (int n = 0; n < LINKS; n++) {
            String link = link(random);
            WebUrlResult read = WebUrl.read(link, null);
            if (!read.isValid()) {
                continue;
            }
            parsed++;
            WebUrl url = read.orElseThrow();
            String problem = roundTrip(url);
            if (problem != null && broken.size() < 20) {
                broken.add(link + " → " + problem);
            }
            boolean inUnicode = IriBridge.toIri(url).host().orElse("").chars().anyMatch(c -> c >= 0x80);
            unicode += inUnicode ? 1 : 0;
            ascii += !inUnicode && url.hostname().contains("xn--") ? 1 : 0;
        }
        assertEquals(List.of(), broken);
        // The generator reaches both outcomes often: hosts written in Unicode, and A-labels kept in ASCII.
        assertTrue(parsed > LINKS / 3, "links the URL parser reads: " + parsed);
        assertTrue(unicode > 1_000, "hosts in Unicode: " + unicode);
        assertTrue(ascii > 1_000, "domains with an A-label kept in ASCII: " + ascii);
    }

    /** What breaks the property for one URL, or null. */
    private static String roundTrip(WebUrl url) {
        Iri iri = IriBridge.toIri(url);
        if (!iri.equals(Iris.parse(iri.toString()))) {
            return "the IRI " + iri + " does not parse as itself";
        }
        WebUrlResult back = WebUrl.read(iri.toString(), null);
        if (!back.isValid()) {
            return "the IRI " + iri + " does not read as a URL: "
                    + back.errors().get(0);
        }
        if (!back.orElseThrow().equals(url)) {
            return "the IRI " + iri + " reads as " + back.orElseThrow();
        }
        Iri again = IriBridge.toIri(back.orElseThrow());
        return again.equals(iri) ? null : "the URL read back bridges to " + again;
    }

    private static String link(Random random) {
        String scheme = pick(random, SCHEMES);
        StringBuilder out = new StringBuilder(scheme).append("://");
        if (!scheme.equals("file") && random.nextInt(5) == 0) {
            out.append(random.nextBoolean() ? "user:p%C3%A9@" : "%E2%82%AC@");
        }
        int labels = 1 + random.nextInt(4);
        for (int i = 0; i < labels; i++) {
            out.append(i == 0 ? "" : ".").append(pick(random, LABELS));
        }
        if (random.nextInt(6) == 0) {
            out.append('.');
        }
        if (!scheme.equals("file") && random.nextInt(6) == 0) {
            out.append(random.nextBoolean() ? ":8080" : ":80");
        }
        return out.append(pick(random, TAILS)).toString();
    }

    private static String pick(Random random, String[] from) {
        return from[random.nextInt(from.length)];
    }
}
