package org.iri4j.web.differential;

import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * A piece of a generated pattern and a way to draw text it should match: a hit most of the
 * time, a near miss where the grammar cannot promise more (a lookahead, a class that a
 * character drawn for another atom breaks).
 *
 * @param pattern the pattern's text
 * @param sample draws a value for it
 */
record Sampled(String pattern, Function<SplittableRandom, String> sample) {

    /**
     * @param text text that is its own sample
     * @return it
     */
    static Sampled fixed(String text) {
        return new Sampled(text, r -> text);
    }

    /**
     * @param pattern the pattern's text
     * @param samples the values to draw from, equally likely
     * @return it
     */
    static Sampled of(String pattern, String... samples) {
        return new Sampled(pattern, r -> samples[r.nextInt(samples.length)]);
    }

    /**
     * @param r the random source
     * @return a value drawn
     */
    String draw(SplittableRandom r) {
        return sample.apply(r);
    }
}
