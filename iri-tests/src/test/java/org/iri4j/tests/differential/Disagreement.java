package org.iri4j.tests.differential;

import static org.iri4j.core.spec.CodePoints.show;

/**
 * One input on which iri4j and a peer answer differently.
 *
 * @param peer      the other library
 * @param kind      which question they disagree on
 * @param base      the base of a resolution, or {@code null} for validity
 * @param input     the string checked, or the reference resolved
 * @param iri4j     iri4j's answer: {@code "valid"} / {@code "invalid"}, or the target
 * @param peerSays  the peer's answer in the same form
 */
record Disagreement(Peer peer, Kind kind, String base, String input, String iri4j, String peerSays) {

    /** The question asked. */
    enum Kind {
        /** Is the string a reference? iri4j's rule is named in the category. */
        VALIDITY,
        /** What does the reference resolve to (RFC 3986 §5.2)? */
        RESOLUTION
    }

    /**
     * Whether iri4j accepts the input (validity only).
     *
     * @return true if iri4j said valid
     */
    boolean iri4jAccepts() {
        return "valid".equals(iri4j);
    }

    @Override
    public String toString() {
        String shown = show(input);
        return kind == Kind.VALIDITY
                ? String.format("%s: %s iri4j=%s %s=%s", kind, shown, iri4j, peer, peerSays)
                : String.format(
                        "%s: base %s ref %s iri4j=%s %s=%s",
                        kind, show(base), shown, show(iri4j), peer, show(peerSays));
    }
}
