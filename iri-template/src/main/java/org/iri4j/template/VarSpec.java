package org.iri4j.template;

/**
 * A variable of an expression with its modifier, RFC 6570 §2.3–§2.4: {@code name},
 * {@code name:3} (a prefix of three characters) or {@code name*} (exploded).
 *
 * @param name    the name as written (percent-encodings kept; case matters)
 * @param prefix  the prefix length, 1 to 9999, or 0 for none
 * @param explode whether the value is exploded
 * @param start   the index of the name in the template
 * @param end     one past the varspec's last character
 */
record VarSpec(String name, int prefix, boolean explode, int start, int end) {

    /** The lowest level of RFC 6570 §1.2 with the modifier. */
    int level() {
        return prefix > 0 || explode ? 4 : 1;
    }
}
