package org.iri4j.tests.differential;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;

/** Puts the same questions to iri4j and to a peer, and collects where they answer differently. */
final class DifferentialRun {

    private DifferentialRun() {
    }

    /**
     * Validity: does iri4j (with {@code rule}) accept each input, does the peer?
     *
     * @param peer   the peer
     * @param rule   iri4j's rule: {@code URI-reference} or {@code IRI-reference}
     * @param inputs the strings
     * @return the disagreements, in input order
     */
    static List<Disagreement> validity(Peer peer, IriRule rule, Collection<String> inputs) {
        List<Disagreement> found = new ArrayList<>();
        for (String input : inputs) {
            boolean ours = Iris.check(input, rule).isValid();
            boolean theirs = peer.accepts(input);
            if (ours != theirs) {
                found.add(new Disagreement(peer, Disagreement.Kind.VALIDITY, null, input, verdict(ours), verdict(theirs)));
            }
        }
        return found;
    }

    /**
     * Resolution (RFC 3986 §5.2, strict) of each case; pass the cases through
     * {@link #comparable} first.
     *
     * @param peer  the peer
     * @param cases base and reference pairs that both libraries accept
     * @return the disagreements; a peer that throws answers {@code "exception: …"}
     */
    static List<Disagreement> resolution(Peer peer, Collection<DifferentialInputs.ResolutionCase> cases) {
        List<Disagreement> found = new ArrayList<>();
        for (DifferentialInputs.ResolutionCase c : cases) {
            String ours = Iris.parse(c.base()).resolve(Iris.parse(c.reference())).toString();
            String theirs;
            try {
                theirs = peer.resolve(c.base(), c.reference());
            } catch (Exception e) {
                theirs = "exception: " + e;
            }
            if (!Objects.equals(ours, theirs)) {
                found.add(new Disagreement(peer, Disagreement.Kind.RESOLUTION, c.base(), c.reference(), ours, theirs));
            }
        }
        return found;
    }

    /**
     * The cases both libraries can resolve: base an absolute IRI, reference a reference.
     *
     * @param peer  the peer
     * @param cases base and reference pairs
     * @return those both accept
     */
    static List<DifferentialInputs.ResolutionCase> comparable(Peer peer, Collection<DifferentialInputs.ResolutionCase> cases) {
        Map<String, Boolean> accepted = new HashMap<>();
        Map<String, Boolean> absolute = new HashMap<>();
        return cases.stream()
                .filter(c -> absolute.computeIfAbsent(c.base(), s -> Iris.check(s, IriRule.IRI).isValid())
                        && accepted.computeIfAbsent(c.base(), s -> bothAccept(peer, s))
                        && accepted.computeIfAbsent(c.reference(), s -> bothAccept(peer, s)))
                .toList();
    }

    private static boolean bothAccept(Peer peer, String input) {
        return Iris.check(input).isValid() && peer.accepts(input);
    }

    private static String verdict(boolean valid) {
        return valid ? "valid" : "invalid";
    }
}
