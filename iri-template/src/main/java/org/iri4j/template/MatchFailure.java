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

    Violation reason() {
        return reason;
    }
}
