package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.EncodeSet;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.iri4j.core.PercentCodec;
import org.iri4j.tests.TestStrings;

/**
 * The invariants of the component codecs and the builder's raw setters, for any string: what
 * a component's encoder writes decodes back to the string (RFC 3986 §2.1), form encoding too;
 * what the builder is given raw, the decoded accessors give back, in an IRI whose URI form is
 * a URI reference. Only a string with an unpaired surrogate, which no encoding can hold, is
 * refused, and with an {@code IllegalArgumentException}.
 */
final class FuzzComponents {

    private FuzzComponents() {}

    static void run(String raw) {
        boolean encodable = !TestStrings.hasUnpairedSurrogate(raw);
        for (EncodeSet set : EncodeSet.values()) {
            try {
                String encoded = PercentCodec.encode(raw, set);
                assertTrue(encodable, "an unpaired surrogate was encoded");
                assertEquals(raw, PercentCodec.decode(encoded), () -> set + " does not decode back");
            } catch (IllegalArgumentException e) {
                assertFalse(encodable, () -> set + " refused a character: " + e.getMessage());
            }
        }
        if (!encodable) {
            return;
        }
        assertEquals(raw, PercentCodec.decodeForm(PercentCodec.encodeForm(raw)));
        Iri iri = Iris.iriBuilder()
                .scheme("http")
                .host("h")
                .addDecodedPathSegment(raw)
                .addDecodedQueryParameter(raw, raw)
                .addDecodedQueryParameter("k", "v")
                .decodedFragment(raw)
                .build();
        assertEquals(
                raw, iri.decodedPathSegments().get(iri.decodedPathSegments().size() - 1));
        assertEquals(raw, iri.decodedQueryParameters().get(raw).orElseThrow());
        assertEquals(raw, iri.decodedFragment().orElseThrow());
        assertTrue(Iris.check(Iris.toUri(iri).toString(), IriRule.URI_REFERENCE).isValid(), iri::toString);
        assertEquals(iri, Iris.parse(iri.toString()), "the built IRI parses back to itself");
        Iri removed = iri.toBuilder().removeQueryParameters(raw).build();
        assertFalse(removed.decodedQueryParameters().contains(raw), removed::toString);
        if (!raw.equals("k")) {
            assertEquals("v", removed.decodedQueryParameters().get("k").orElseThrow(), "the others are kept");
        }
    }
}
