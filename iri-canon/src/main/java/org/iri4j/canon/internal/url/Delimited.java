package org.iri4j.canon.internal.url;

/** Text cut at one delimiter character, every piece kept (empty ones too), without a regular expression. */
public final class Delimited {

    private Delimited() {}

    /**
     * The pieces of a text between a delimiter.
     *
     * @param text the text
     * @param delimiter the delimiter
     * @return the pieces, one more than the delimiters
     */
    public static String[] split(String text, char delimiter) {
        int count = 1;
        for (int i = text.indexOf(delimiter); i >= 0; i = text.indexOf(delimiter, i + 1)) {
            count++;
        }
        String[] pieces = new String[count]; // counted first: no list to grow and copy
        int start = 0;
        for (int n = 0; n < count - 1; n++) {
            int end = text.indexOf(delimiter, start);
            pieces[n] = text.substring(start, end);
            start = end + 1;
        }
        pieces[count - 1] = text.substring(start);
        return pieces;
    }

    /**
     * Pieces joined by a delimiter: {@link String#join} for one character, without a joiner.
     *
     * @param pieces    the pieces
     * @param delimiter the delimiter
     * @return the text
     */
    public static String join(String[] pieces, char delimiter) {
        int count = pieces.length;
        int length = Math.max(count - 1, 0);
        for (int i = 0; i < count; i++) {
            length += pieces[i].length();
        }
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                out.append(delimiter);
            }
            out.append(pieces[i]);
        }
        return out.toString();
    }
}
