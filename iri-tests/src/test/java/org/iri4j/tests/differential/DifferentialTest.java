package org.iri4j.tests.differential;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.resolution.Rfc3986Reference;
import org.iri4j.tests.differential.DifferentialInputs.ResolutionCase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Differential tests of iri4j against {@code java.net.URI} (RFC 2396) and Apache Jena's
 * {@code IRI3986} (RFC 3986 / 3987) on generated strings, the fuzz corpus and the RFC 3986
 * §5.4 examples (docs/DIFFERENCES.md). Two questions are put to each: is the string a
 * reference, and what does a reference resolve to (§5.2).
 *
 * <p>Every disagreement must fall into a triaged {@link DisagreementCategory}, and for each
 * the RFC, checked without iri4j ({@link AbnfOracle}, {@link Rfc3986Reference}), must side
 * with the party the category names. A new kind of disagreement fails the test until it is
 * triaged and added to the category list and {@code known-disagreements.tsv}.
 */
class DifferentialTest {

    /** Every disagreement found, with the category it falls into (empty if none). */
    private static List<Triaged> disagreements;

    /** A disagreement and its category, decided once. */
    private record Triaged(Disagreement disagreement, Optional<DisagreementCategory> category) {}

    @BeforeAll
    static void compare() {
        List<Disagreement> found = new ArrayList<>();
        found.addAll(DifferentialRun.validity(Peer.JAVA_NET_URI, IriRule.URI_REFERENCE, DifferentialInputs.strings()));
        found.addAll(DifferentialRun.validity(Peer.JENA, IriRule.IRI_REFERENCE, DifferentialInputs.strings()));
        Map<Peer, Integer> resolutions = new EnumMap<>(Peer.class);
        for (Peer peer : Peer.values()) {
            List<ResolutionCase> comparable = DifferentialRun.comparable(peer, DifferentialInputs.resolutions());
            resolutions.put(peer, comparable.size());
            found.addAll(DifferentialRun.resolution(peer, comparable));
        }
        disagreements = found.stream()
                .map(d -> new Triaged(d, DisagreementCategory.of(d)))
                .toList();
        Map<String, Long> counts = disagreements.stream()
                .collect(Collectors.groupingBy(
                        t -> t.category().map(Enum::name).orElse("UNTRIAGED"), TreeMap::new, Collectors.counting()));
        System.out.printf(
                "differential: %d strings, %d resolutions (java.net.URI), %d resolutions (Jena), %d disagreements%n",
                DifferentialInputs.strings().size(),
                resolutions.get(Peer.JAVA_NET_URI),
                resolutions.get(Peer.JENA),
                found.size());
        counts.forEach((category, count) -> System.out.printf("  %-32s %6d%n", category, count));
    }

    @Test
    void everyDisagreementIsOfAKnownCategory() {
        List<String> unknown = disagreements.stream()
                .filter(t -> t.category().isEmpty())
                .map(t -> t.disagreement().toString())
                .limit(20)
                .toList();
        assertTrue(unknown.isEmpty(), () -> "untriaged disagreements:\n" + String.join("\n", unknown));
    }

    @Test
    void theRfcSidesWithWhomEachCategorySays() {
        List<String> wrong = new ArrayList<>();
        for (Triaged t : disagreements) {
            Optional<DisagreementCategory> category = t.category();
            if (category.isPresent() && !category.get().rfcHolds(t.disagreement())) {
                wrong.add(category.get() + " (" + category.get().rule() + "): " + t.disagreement());
            }
        }
        assertTrue(
                wrong.isEmpty(),
                () -> "the RFC check fails:\n" + String.join("\n", wrong.subList(0, Math.min(20, wrong.size()))));
    }

    @Test
    void noCategorySaysIri4jIsWrong() {
        // An iri4j bug is reported and its test disabled, not recorded as a category.
        for (DisagreementCategory category : DisagreementCategory.values()) {
            assertFalse(category.winner() == Winner.PEER, category::name);
        }
    }

    @Test
    void theKnownDisagreementsTableHasOneRowPerCategory() {
        List<KnownDisagreements.Row> rows = KnownDisagreements.rows();
        Set<DisagreementCategory> seen = EnumSet.noneOf(DisagreementCategory.class);
        for (KnownDisagreements.Row row : rows) {
            DisagreementCategory category = DisagreementCategory.valueOf(row.category());
            assertTrue(seen.add(category), () -> "two rows for " + category);
            assertEquals(category.peer(), row.peer(), category::name);
            assertEquals(category.winner(), row.winner(), category::name);
        }
        assertEquals(EnumSet.allOf(DisagreementCategory.class), seen, "categories without a row");
    }

    @Test
    void eachKnownExampleStillDisagreesAsRecorded() {
        for (KnownDisagreements.Row row : KnownDisagreements.rows()) {
            Disagreement d = row.base() == null ? validity(row) : resolution(row);
            assertEquals(row.iri4j(), d.iri4j(), () -> row.category() + ": iri4j on " + show(row.input()));
            assertEquals(
                    row.peerSays(),
                    d.peerSays(),
                    () -> row.category() + ": " + row.peer() + " on " + show(row.input()));
            assertEquals(
                    Optional.of(DisagreementCategory.valueOf(row.category())), DisagreementCategory.of(d), d::toString);
            assertTrue(DisagreementCategory.valueOf(row.category()).rfcHolds(d), d::toString);
        }
    }

    /** iri4j's grammar is the ABNF's, apart from the bidi formatting characters §4.1 forbids. */
    @Test
    void iri4jValidityIsTheAbnfs() {
        for (String s : DifferentialInputs.strings()) {
            assertEquals(
                    AbnfOracle.isRfc3987IriReference(s), Iris.check(s).isValid(), () -> "IRI-reference: " + show(s));
            assertEquals(
                    AbnfOracle.isUriReference(s),
                    Iris.check(s, IriRule.URI_REFERENCE).isValid(),
                    () -> "URI-reference: " + show(s));
        }
    }

    /** The URI rules are the IRI rules on US-ASCII (RFC 3987 §2.2: ucschar and iprivate are not ASCII). */
    @Test
    void uriRuleIsTheIriRuleOnAscii() {
        for (String s : DifferentialInputs.strings()) {
            boolean ascii = s.chars().allMatch(c -> c < 0x80);
            boolean uri = Iris.check(s, IriRule.URI_REFERENCE).isValid();
            assertEquals(ascii && Iris.check(s).isValid(), uri, () -> show(s));
        }
    }

    /** iri4j's resolution is the RFC's algorithm, with the documented {@code /.//} guard. */
    @Test
    void iri4jResolutionIsTheRfcAlgorithm() {
        for (ResolutionCase c : DifferentialInputs.resolutions()) {
            if (DifferentialRun.iri4jAccepts(c.base(), IriRule.IRI)
                    && DifferentialRun.iri4jAccepts(c.reference(), IriRule.IRI_REFERENCE)) {
                Iri target = Iris.parse(c.base()).resolve(Iris.parse(c.reference()));
                assertEquals(
                        Rfc3986Reference.resolve(c.base(), c.reference(), true),
                        target.toString(),
                        () -> show(c.base()) + " + " + show(c.reference()));
            }
        }
    }

    /** RFC 3986 §5.4: iri4j and the transcribed algorithm give the RFC's targets. */
    @Test
    void rfc3986Section54Examples() {
        Iri base = Iris.parse(Rfc3986Reference.EXAMPLE_BASE);
        Rfc3986Reference.examples().forEach(example -> {
            String reference = example[0];
            String target = example[1];
            assertEquals(target, base.resolve(Iris.parse(reference)).toString(), reference);
            assertEquals(
                    target,
                    Rfc3986Reference.resolveLiterally(Rfc3986Reference.EXAMPLE_BASE, reference, true),
                    "oracle: " + reference);
        });
    }

    private static Disagreement validity(KnownDisagreements.Row row) {
        IriRule rule = row.peer() == Peer.JAVA_NET_URI ? IriRule.URI_REFERENCE : IriRule.IRI_REFERENCE;
        List<Disagreement> found = DifferentialRun.validity(row.peer(), rule, List.of(row.input()));
        if (found.isEmpty()) {
            fail(row.category() + ": no longer a disagreement: " + show(row.input()));
        }
        return found.get(0);
    }

    private static Disagreement resolution(KnownDisagreements.Row row) {
        List<ResolutionCase> cases =
                DifferentialRun.comparable(row.peer(), List.of(new ResolutionCase(row.base(), row.input())));
        List<Disagreement> found = DifferentialRun.resolution(row.peer(), cases);
        if (found.isEmpty()) {
            fail(row.category() + ": no longer a disagreement: " + row.base() + " + " + row.input());
        }
        return found.get(0);
    }
}
