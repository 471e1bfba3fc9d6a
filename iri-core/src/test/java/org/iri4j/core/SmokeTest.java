package org.iri4j.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void parses() {
        assertEquals("http://a/b", Iris.parse("http://a/b").toString());
    }

    @Property(tries = 10)
    void roundTrips(@ForAll("x") String s) {
        assertEquals(s, Iris.parse(s).toString());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> x() {
        return net.jqwik.api.Arbitraries.strings().withCharRange('a', 'z');
    }
}
