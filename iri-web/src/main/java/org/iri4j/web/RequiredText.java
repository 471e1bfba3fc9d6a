package org.iri4j.web;

import java.util.List;
import org.iri4j.web.internal.pattern.Part;

/**
 * The text every value a component matches must begin and end with, read from its part list
 * (URL Pattern Standard §2.2 "generate a regular expression and name list"): so that a value
 * that cannot match is refused by two comparisons, before any automaton runs.
 *
 * <p>The generated expression is anchored ({@code ^…$}) and begins with the parts in order: a
 * fixed-text part without a modifier is its text, escaped, nothing else; with {@code +} it is
 * its text at least once ({@code (?:text)+}); a group without a modifier or with {@code +}
 * begins with its prefix and ends with its suffix, both escaped, both required
 * ({@code (?:prefix(…)suffix)}). So the fixed texts before the first other part, and that part's
 * prefix (or its text once, for fixed text with {@code +}), are the value's first characters; a
 * part with {@code ?} or {@code *} may match nothing, so reading stops before it. The end is read the same way, backwards. The text
 * is compared as UTF-16 units: a value whose code points begin with the text's begins with its
 * units, so a value the comparison refuses could not match. Only without {@code ignoreCase}:
 * case folding would make equal what the units do not.
 */
final class RequiredText {

    private RequiredText() {}

    /**
     * The text a matching value begins with.
     *
     * @param parts the component's parts
     * @return the text; empty when no text is required there
     */
    static String prefix(List<Part> parts) {
        StringBuilder text = new StringBuilder();
        for (Part p : parts) {
            if (!required(p)) {
                break;
            }
            if (p.type() != Part.PartType.FIXED_TEXT) {
                text.append(p.prefix());
                break;
            }
            text.append(p.value());
            if (p.modifier() != Part.Modifier.NONE) {
                break; // {text}+ : the text once, then maybe again
            }
        }
        return text.toString();
    }

    /**
     * The text a matching value ends with.
     *
     * @param parts the component's parts
     * @return the text; empty when no text is required there
     */
    static String suffix(List<Part> parts) {
        StringBuilder text = new StringBuilder();
        for (int i = parts.size() - 1; i >= 0; i--) {
            Part p = parts.get(i);
            if (!required(p)) {
                break;
            }
            if (p.type() != Part.PartType.FIXED_TEXT) {
                text.insert(0, p.suffix());
                break;
            }
            text.insert(0, p.value());
            if (p.modifier() != Part.Modifier.NONE) {
                break;
            }
        }
        return text.toString();
    }

    /** Whether a part matches something in every match: not {@code ?}, not {@code *}. */
    private static boolean required(Part p) {
        return p.modifier() == Part.Modifier.NONE || p.modifier() == Part.Modifier.ONE_OR_MORE;
    }
}
