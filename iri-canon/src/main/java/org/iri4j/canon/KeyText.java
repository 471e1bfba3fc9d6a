package org.iri4j.canon;

/**
 * A key's characters, written into one array sized for the key: ranges of a URL's text copied
 * whole ({@link String#getChars}), nothing grown, one string made at the end.
 */
final class KeyText {

    private final char[] chars;
    private int length;

    /**
     * An empty key.
     *
     * @param capacity the most characters it will hold
     */
    KeyText(int capacity) {
        chars = new char[capacity];
    }

    KeyText append(String text, int start, int end) {
        text.getChars(start, end, chars, length);
        length += end - start;
        return this;
    }

    KeyText append(String text) {
        return append(text, 0, text.length());
    }

    KeyText append(char c) {
        chars[length++] = c;
        return this;
    }

    /**
     * Appends {@code text[start, end)}'s labels in reverse order, each followed by a comma: a
     * comma inside a label becomes a dot, so that the key splits back into labels.
     *
     * @param text          the text holding the host
     * @param start         the host's first index
     * @param end           the index after the host
     * @param trailingComma whether the last label is followed by a comma too
     * @return this
     */
    KeyText appendReversed(String text, int start, int end, boolean trailingComma) {
        int labelEnd = end;
        while (true) {
            int dot = text.lastIndexOf('.', labelEnd - 1);
            int labelStart = dot < start ? start : dot + 1;
            int at = length;
            append(text, labelStart, labelEnd);
            for (int i = at; i < length; i++) {
                chars[i] = chars[i] == ',' ? '.' : chars[i];
            }
            if (dot < start) {
                break;
            }
            append(',');
            labelEnd = dot;
        }
        return trailingComma ? append(',') : this;
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
