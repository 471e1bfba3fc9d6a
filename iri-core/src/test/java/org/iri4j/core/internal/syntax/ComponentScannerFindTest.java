package org.iri4j.core.internal.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * {@link ComponentScanner#find} searches long ranges with {@link String#indexOf(int, int)},
 * which has no end bound, and short ones with a loop: on every range of strings with the
 * character at the start, in the middle, at the end, twice, or not at all, it must answer
 * what a plain loop answers.
 */
class ComponentScannerFindTest {

    @Test
    void everyRangeAgreesWithAPlainLoop() {
        String base = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ";
        int[][] placements = {{}, {0}, {base.length() - 1}, {20}, {5, 30}, {17, 18, 19}};
        int checked = 0;
        for (int[] places : placements) {
            char[] chars = base.toCharArray();
            for (int at : places) {
                chars[at] = '%';
            }
            String s = new String(chars);
            for (String text : new String[] {s, s + "\u6771"}) {
                for (int from = 0; from <= text.length(); from++) {
                    for (int to = from; to <= text.length(); to++) {
                        assertEquals(
                                loop(text, '%', from, to),
                                ComponentScanner.find(text, '%', from, to),
                                text + " [" + from + ", " + to + ")");
                        checked++;
                    }
                }
            }
        }
        assertEquals(13_824, checked);
    }

    private static int loop(String s, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }
}
