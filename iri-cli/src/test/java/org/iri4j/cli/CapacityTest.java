package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Capacity#grow}: a buffer at least doubles until its limit, whatever its size. The
 * finding: a line buffer of 2<sup>30</sup> bytes "doubled" to a negative size, after which it
 * grew by one 64 KiB read at a time, copying the gigabyte each time, so that a line over 1 GiB
 * took hours.
 */
class CapacityTest {

    @ParameterizedTest
    @CsvSource({
        // capacity,   needed,               limit
        "4096,         4097,                 2147483639",
        "1073741824,   1073807360,           2147483639", // 2^30 + 64 KiB: where 2 * capacity wrapped around
        "1073741824,   1073741825,           2147483639",
        "1500000000,   1500065536,           2147483639",
        "2147483000,   2147483001,           2147483639",
        "1073741824,   1073741826,           1073741828", // a line reader's limit: the maximum and 4 bytes
    })
    void growsToTwiceItsSizeOrItsLimit(int capacity, long needed, int limit) {
        int grown = Capacity.grow(capacity, needed, limit);
        assertTrue(grown >= needed, () -> grown + " holds " + needed);
        assertTrue(grown <= limit, () -> grown + " within " + limit);
        assertEquals(
                Math.min((long) limit, 2L * capacity),
                grown,
                "twice the size, so that n bytes cost O(n) copying, unless the limit is nearer");
    }

    @Test
    void stepsFromAKilobyteToTheLimitAreFew() {
        int capacity = 1024;
        int steps = 0;
        while (capacity < Capacity.MAX_ARRAY) {
            capacity = Capacity.grow(capacity, (long) capacity + 65_536, Capacity.MAX_ARRAY);
            steps++;
        }
        assertEquals(Capacity.MAX_ARRAY, capacity);
        assertTrue(steps <= 22, steps + " copies from 1 KiB to 2 GiB");
    }

    @Test
    void aBufferThatHoldsEnoughStays() {
        assertEquals(100, Capacity.grow(100, 100, 1000));
        assertEquals(100, Capacity.grow(100, 0, 1000));
    }

    @Test
    void morePastTheLimitIsAnOutOfMemoryErrorNotANegativeSize() {
        assertOutOfMemory(Capacity.MAX_ARRAY, (long) Integer.MAX_VALUE + 1);
        // two int sizes whose sum wraps around in int arithmetic
        assertOutOfMemory(16, (long) Integer.MAX_VALUE + Integer.MAX_VALUE);
    }

    /** Caught here: JUnit's assertThrows rethrows an OutOfMemoryError as a failure of the whole run. */
    private static void assertOutOfMemory(int capacity, long needed) {
        int grown;
        try {
            grown = Capacity.grow(capacity, needed, Capacity.MAX_ARRAY);
        } catch (OutOfMemoryError expected) {
            return;
        }
        fail("grew to " + grown + " for " + needed);
    }
}
