package org.iri4j.cli;

/**
 * How a growing byte buffer grows: at least doubling, so that filling it costs amortized
 * constant time per byte, and never past a limit, so that the doubling of a gigabyte buffer
 * cannot overflow {@code int} (2 × 2<sup>30</sup> is negative) and leave it growing by a few
 * bytes at a time, each step copying the whole buffer again.
 */
final class Capacity {

    /**
     * The largest array the JVM reliably allocates: a few words under {@link Integer#MAX_VALUE},
     * which some JVMs keep for the array's header (the JDK's own buffers stop here too).
     */
    static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private Capacity() {}

    /**
     * The new capacity of a buffer that must hold {@code needed} bytes.
     *
     * @param capacity its capacity now, 0 or more
     * @param needed   how many bytes it must hold; computed in {@code long}, so that a sum of
     *                 two {@code int} sizes cannot wrap around before it gets here
     * @param limit    the most it may hold, at most {@link #MAX_ARRAY}
     * @return twice the capacity, or {@code needed} when that is more, but never more than
     *         {@code limit}; {@code capacity} itself when it already holds {@code needed}
     * @throws OutOfMemoryError when {@code needed} is more than {@code limit}, as the JDK's own
     *                          buffers fail when asked for more than an array can hold
     */
    static int grow(int capacity, long needed, int limit) {
        if (needed > limit) {
            throw new OutOfMemoryError("a buffer of " + needed + " bytes, more than its limit of " + limit);
        }
        if (needed <= capacity) {
            return capacity;
        }
        long doubled = 2L * capacity;
        return (int) Math.min(limit, Math.max(doubled, needed));
    }
}
