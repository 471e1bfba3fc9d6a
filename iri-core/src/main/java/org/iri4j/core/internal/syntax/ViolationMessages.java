package org.iri4j.core.internal.syntax;

import org.iri4j.api.IriCode;
import org.iri4j.api.internal.MessageText;

/**
 * The wording of the grammar's violations, written when a message is read
 * ({@link Finding#message()}). A message says what was found (a character as
 * {@code U+0020 SPACE}), where (index and component) and what the rule expects, citing the
 * production and the RFC section: {@code invalid character U+0020 SPACE at index 17 in path;
 * expected ipchar or "/" (ipath-abempty, RFC 3987 §2.2)}. Code points and excerpts are
 * written by iri4j's one formatter, {@link MessageText}.
 */
final class ViolationMessages {

    private ViolationMessages() {}

    /** What was found at {@code start}, when the finding does not say it itself. */
    static String headline(IriCode code, String input, int start) {
        String found = start < input.length() ? MessageText.codePoint(input.codePointAt(start)) : "end of input";
        switch (code) {
            case NON_ASCII_CHARACTER:
                return "non-ASCII character " + found;
            case MALFORMED_PERCENT_ENCODING:
                return "malformed percent-encoding "
                        + MessageText.quote(input, start, Math.min(start + 3, input.length()));
            case UNPAIRED_SURROGATE:
                return "unpaired surrogate " + MessageText.hex(input.charAt(start));
            case BIDI_FORMATTING_CHARACTER:
                return "bidi formatting character " + found;
            case PRIVATE_USE_OUTSIDE_QUERY:
                return "private-use character " + found;
            default:
                return "invalid character " + found;
        }
    }

    /** What the rule expects, when the finding does not say it itself. */
    static String explanation(IriCode code, Production production, boolean uri) {
        String citation = " (" + production.citation(uri) + ")";
        switch (code) {
            case NON_ASCII_CHARACTER:
                return "a URI holds US-ASCII characters only" + citation;
            case MALFORMED_PERCENT_ENCODING:
                return "expected \"%\" HEXDIG HEXDIG (pct-encoded, RFC 3986 §2.1)";
            case UNPAIRED_SURROGATE:
                return "a lone UTF-16 surrogate is not a character (RFC 3987 §2.2)" + citation;
            case BIDI_FORMATTING_CHARACTER:
                return "IRIs must not contain bidi formatting characters (RFC 3987 §4.1)" + citation;
            case PRIVATE_USE_OUTSIDE_QUERY:
                return "iprivate characters are allowed in the query only (RFC 3987 §2.2)";
            case COLON_IN_FIRST_SEGMENT:
                return "the first segment of a relative path cannot hold \":\", or it would read as a scheme;"
                        + " write \"./\" before it" + citation;
            default:
                return "expected " + production.expects(uri) + citation;
        }
    }
}
