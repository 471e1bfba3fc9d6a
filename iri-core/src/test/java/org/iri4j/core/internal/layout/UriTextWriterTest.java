package org.iri4j.core.internal.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriRule;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.syntax.ViolationSink;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one-pass text step of IRI to URI mapping gives exactly what the component writers give
 * (RFC 3987 §3.1 step 2, each component percent-encoded and reassembled): the same text, the
 * same offsets, the same host kind, with the host as it is or replaced by an ASCII form.
 */
class UriTextWriterTest {

    private static final ComponentWriters ENCODE =
            ComponentWriters.text((out, src, from, to) -> PercentEncoder.appendNonAscii(out, src, from, to));

    private static final List<String> PIECES = List.of(
            "a",
            "1",
            ":",
            "/",
            "//",
            "?",
            "#",
            "@",
            ".",
            "%41",
            "%e9",
            "[::1]",
            "127.0.0.1",
            ":80",
            "http://",
            "\u00E9",
            "\u4F8B",
            "\uD83D\uDE00",
            "\uE000",
            "\uFF11");

    @Provide
    Arbitrary<String> inputs() {
        return Arbitraries.of(PIECES).list().ofMaxSize(12).map(pieces -> String.join("", pieces));
    }

    @Property(tries = 5_000)
    void encodesAsTheComponentWritersDo(@ForAll("inputs") String input) {
        Layout p;
        try {
            p = ReferenceParser.parse(input, IriRule.IRI_REFERENCE, ViolationSink.THROWING);
        } catch (InvalidInputException notAnIri) {
            return;
        }
        assertSame(ENCODE.rewrite(p), UriTextWriter.encode(p, null));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://r\u00E9sum\u00E9.example/caf\u00E9?q=\u4F8B#\uD83D\uDE00",
                "http://us\u00E9r:p\u00E4ss@\u4F8B.jp:8080/p\u00E4th",
                "http://[::1]/\u00E9",
                "http://127.0.0.1/\u00E9",
                "http://%31.2.3.4/\u00E9",
                "http://\uFF11.\uFF12.\uFF13.\uFF14/",
                "//\u00E9/",
                "\u00E9/a:b",
                "?\u00E9",
                "?\uE000#\u00E9",
                "mailto:\u00E9@example.com",
                "urn:x:\uD800\uDC00",
                "http://a/\u0800\u07FF\u00A0\uFFEF"
            })
    void encodesTrickyReferencesAsTheComponentWritersDo(String input) {
        Layout p = ReferenceParser.parse(input, IriRule.IRI_REFERENCE, ViolationSink.THROWING);
        assertSame(ENCODE.rewrite(p), UriTextWriter.encode(p, null));
        if (p.hasAuthority()) {
            for (String ascii : List.of("xn--rsum-bpad.example", "1.2.3.4", "")) {
                ComponentWriters withHost = ENCODE.with(Component.HOST, (out, src, from, to) -> out.append(ascii));
                assertSame(withHost.rewrite(p), UriTextWriter.encode(p, ascii));
            }
        }
    }

    private static void assertSame(Layout expected, Layout actual) {
        assertEquals(expected.string(), actual.string());
        assertEquals(expected.toString(), actual.toString());
    }
}
