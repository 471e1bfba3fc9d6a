package org.iri4j.web.internal.regex;

/**
 * What the group parser needs of the pattern parser it works for (ECMA-262 §22.2.1 Atom's
 * groups): the disjunction inside a group, the nesting and lookaround bookkeeping, capture
 * numbers, and the flags a modifier group changes. An interface, so that the two parsers,
 * which call each other, are not one class in disguise.
 */
interface GroupContext {

    /** Reads a Disjunction, stopping before {@code )} or the end. */
    Node disjunction();

    /** Opens a nesting level at {@code at}; refused past the cap. */
    void enter(int at);

    /** Closes a nesting level. */
    void exit();

    /** Numbers a new capturing group named {@code name} (or null) found at {@code at}. */
    int newCapture(String name, int at);

    /** Enters ({@code 1}) or leaves ({@code -1}) a lookaround. */
    void lookaround(int delta);

    /** The flags in force. */
    RegexFlags flags();

    /** Sets the flags in force, for a modifier group's body. */
    void setFlags(RegexFlags flags);
}
