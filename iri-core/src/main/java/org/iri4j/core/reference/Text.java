package org.iri4j.core.reference;

/**
 * What a check needs to know of its input before the per-character advisories: whether it
 * holds a character beyond US-ASCII and a percent sign, found in one pass, so that the
 * common IRI, of US-ASCII with no percent-encoding, skips them all.
 *
 * @param isAscii    whether every character is below U+0080
 * @param hasPercent whether it holds a "%"
 */
record Text(boolean isAscii, boolean hasPercent) {

    static Text of(String s) {
        int all = 0;
        for (int i = 0; i < s.length(); i++) {
            all |= s.charAt(i);
        }
        return new Text(all < 0x80, s.indexOf('%') >= 0);
    }
}
