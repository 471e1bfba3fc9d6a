package org.iri4j.tests.differential;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;

/** Puts the same questions to iri4j and to a peer, and collects where they answer differently. */
final class DifferentialRun {

    /** iri4j's verdicts, by rule and string: the inputs are asked about once per peer and again by the tests. */
    private static final Map<IriRule, Map<String, Boolean>> VERDICTS = new EnumMap<>(IriRule.class);

    private DifferentialRun() {}

    /**
     * Whether iri4j's {@code check} calls the string valid under the rule; asked once per
     * string and rule, then remembered.
     *
     * @param input the string
     * @param rule  the rule
     * @return true if valid
     */
    static boolean iri4jAccepts(String input, IriRule rule) {
        return VERDICTS.computeIfAbsent(rule, r -> new HashMap<>())
                .computeIfAbsent(input, s -> Iris.check(s, rule).isValid());
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
            boolean ours = iri4jAccepts(input, rule);
            boolean theirs = peer.accepts(input);
            if (ours != theirs) {
                found.add(new Disagreement(
                        peer, Disagreement.Kind.VALIDITY, null, input, verdict(ours), verdict(theirs)));
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
            String ours =
                    Iris.parse(c.base()).resolve(Iris.parse(c.reference())).toString();
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
    static List<DifferentialInputs.ResolutionCase> comparable(
            Peer peer, Collection<DifferentialInputs.ResolutionCase> cases) {
        Map<String, Boolean> peerAccepts = new HashMap<>();
        return cases.stream()
                .filter(c -> iri4jAccepts(c.base(), IriRule.IRI)
                        && iri4jAccepts(c.base(), IriRule.IRI_REFERENCE)
                        && peerAccepts.computeIfAbsent(c.base(), peer::accepts)
                        && iri4jAccepts(c.reference(), IriRule.IRI_REFERENCE)
                        && peerAccepts.computeIfAbsent(c.reference(), peer::accepts))
                .toList();
    }

    private static String verdict(boolean valid) {
        return valid ? "valid" : "invalid";
    }
}
