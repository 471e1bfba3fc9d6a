package org.iri4j.canon;

import java.util.ArrayList;
import java.util.List;

/** Text cut at one delimiter character, every piece kept (empty ones too), without a regular expression. */
final class Delimited {

    private Delimited() {}

    /**
     * The pieces of a text between a delimiter.
     *
     * @param text the text
     * @param delimiter the delimiter
     * @return the pieces, one more than the delimiters
     */
    static String[] split(String text, char delimiter) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        while (true) {
            int end = text.indexOf(delimiter, start);
            if (end < 0) {
                pieces.add(text.substring(start));
                return pieces.toArray(new String[0]);
            }
            pieces.add(text.substring(start, end));
            start = end + 1;
        }
    }
}
