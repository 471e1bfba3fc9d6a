package org.iri4j.template;

import org.iri4j.api.Violation;

/** Why a match stops: thrown inside the matcher only, caught by it, without a stack trace. */
final class MatchFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Not serialized: the failure never leaves the matcher. */
    private final transient Violation reason;

    private MatchFailure(Violation reason) {
        super(null, null, false, false);
        this.reason = reason;
    }

    static MatchFailure noMatch(LinkText link, int start, int end, String message) {
        return new MatchFailure(TemplateCode.NO_MATCH.at(link.given(), start, end, message));
    }

    static MatchFailure ambiguous(LinkText link, int start, int end, String message) {
        return new MatchFailure(TemplateCode.AMBIGUOUS.at(link.given(), start, end, message));
    }

    /**
     * No match, at an index of the link's URI form: the violation and its message name the
     * index in the link as given.
     */
    static MatchFailure noMatchAt(LinkText link, int index, String why) {
        int at = link.origin(index);
        return noMatch(link, at, at, "at index " + at + " of the link, " + why);
    }

    /** Ambiguous, at an index of the link's URI form, named as {@link #noMatchAt} names it. */
    static MatchFailure ambiguousAt(LinkText link, int index, String why) {
        int at = link.origin(index);
        return ambiguous(link, at, at, "at index " + at + " of the link, " + why);
    }

    Violation reason() {
        return reason;
    }
}
