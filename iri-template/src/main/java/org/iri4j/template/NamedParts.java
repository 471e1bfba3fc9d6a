package org.iri4j.template;

/**
 * The parts of a named expression's expansion ({@code ;}, {@code ?}, {@code &}: RFC 6570
 * §3.2.7–§3.2.9), found in one pass: where each part starts and ends, and where its name ends
 * (its first {@code =}), so that reading them costs the length of the link once.
 */
final class NamedParts {

    private final String link;
    /** The start of each part, then one past the end of the last plus one. */
    private final int[] starts;
    /** The index of each part's first {@code =}, or -1. */
    private final int[] equals;

    private final String[] names;

    NamedParts(String link, int start, int end, char separator) {
        this.link = link;
        int count = 1;
        for (int i = start; i < end; i++) {
            count += link.charAt(i) == separator ? 1 : 0;
        }
        starts = new int[count + 1];
        equals = new int[count];
        names = new String[count];
        java.util.Arrays.fill(equals, -1);
        int k = 0;
        starts[0] = start;
        for (int i = start; i < end; i++) {
            char c = link.charAt(i);
            if (c == separator) {
                starts[++k] = i + 1;
            } else if (c == '=' && equals[k] < 0) {
                equals[k] = i;
            }
        }
        starts[count] = end + 1;
    }

    int count() {
        return equals.length;
    }

    int start(int part) {
        return starts[part];
    }

    int end(int part) {
        return starts[part + 1] - 1;
    }

    /** Whether the part has an {@code =}: {@code name=value} rather than a name alone. */
    boolean hasValue(int part) {
        return equals[part] >= 0;
    }

    int nameEnd(int part) {
        return equals[part] >= 0 ? equals[part] : end(part);
    }

    /** Where the value starts: after the {@code =}, or at the end of a name alone. */
    int valueStart(int part) {
        return equals[part] >= 0 ? equals[part] + 1 : end(part);
    }

    /** The part's name as the link writes it, made once. */
    String name(int part) {
        if (names[part] == null) {
            names[part] = link.substring(start(part), nameEnd(part));
        }
        return names[part];
    }

    /** Whether the part's name is {@code name} (in the link's form: upper-case hex digits). */
    boolean nameIs(int part, String name) {
        int from = start(part);
        return nameEnd(part) - from == name.length() && link.regionMatches(from, name, 0, name.length());
    }
}
