package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.fixture.fallback.HttpFallback;
import org.iri4j.testkit.fixture.takeover.DeclaredHttpReplacement;
import org.iri4j.testkit.fixture.takeover.UndeclaredHttpTakeover;
import org.junit.jupiter.api.Test;

/**
 * The kit fails a plugin that claims the scheme of a plugin iri4j ships without saying that it
 * replaces it (issue 32: a plugin claiming "geo" and "http" with priority 10 passed 450 tests,
 * and changed every http IRI of the environments it joined). The contract classes are run
 * whole with JUnit's launcher, as a plugin author's build runs them (ContractRun).
 */
class ShippedSchemesTest {

    static final class UndeclaredContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new UndeclaredHttpTakeover();
        }
    }

    static final class DeclaredContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new DeclaredHttpReplacement();
        }
    }

    static final class FallbackContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new HttpFallback();
        }
    }

    /**
     * A fallback (priority -1) claiming http without replaces() passes the whole contract: the
     * Plugin javadoc's "a plugin of negative priority is a fallback, which any other replaces
     * without saying so"; the shipped plugin keeps http wherever both are present.
     */
    @Test
    void aFallbackClaimingHttpPassesTheKit() {
        ShippedSchemes.assertReplacedOnPurpose(new HttpFallback());
        ContractRun run = ContractRun.of(FallbackContract.class);
        assertTrue(run.ran() > 100, () -> "the whole contract ran: " + run.ran());
        assertEquals(List.of(), run.failed());
    }

    /** Fails in the contract made for it and in no other, naming the scheme, the shipped plugin and the remedy. */
    @Test
    void aPluginTakingHttpWithoutSayingSoFailsTheKit() {
        ContractRun run = ContractRun.of(UndeclaredContract.class);
        String method = "claimsAShippedSchemeOnlyOnPurpose";
        List<ContractRun.Failure> caught = run.failuresOf(method, "\"http\"");
        assertEquals(1, caught.size(), run.failed()::toString);
        String message = caught.get(0).thrown().getMessage();
        assertTrue(message.contains("org.iri4j.scheme.http.HttpSchemes"), message);
        assertTrue(message.contains(UndeclaredHttpTakeover.class.getName()), message);
        assertTrue(message.contains("replaces()"), message);
        List<ContractRun.Failure> elsewhere = new ArrayList<>(run.failed());
        elsewhere.removeAll(run.failuresOf(method, ""));
        assertEquals(List.of(), elsewhere, "the fixture has one bug");
    }

    /** The same plugin naming "http" in replaces(), with priority 10, passes the whole contract. */
    @Test
    void thePluginSayingSoPassesTheKit() {
        ContractRun run = ContractRun.of(DeclaredContract.class);
        assertTrue(run.ran() > 100, () -> "the whole contract ran: " + run.ran());
        assertEquals(List.of(), run.failed());
    }

    /** A plugin that names the scheme but keeps priority 0 would tie with the shipped plugin (CONFLICT). */
    @Test
    void aDeclaredReplacementWithoutTheHigherPriorityFails() {
        SchemeRules tying = new DeclaredHttpReplacementAtZero();
        AssertionError e = assertThrows(AssertionError.class, () -> ShippedSchemes.assertReplacedOnPurpose(tying));
        assertTrue(e.getMessage().contains("priority() 0"), e::getMessage);
        assertTrue(e.getMessage().contains("\"http\""), e::getMessage);
    }

    /** Claiming no shipped scheme, or replacing only on purpose, is no concern of this check. */
    @Test
    void aPluginOfItsOwnSchemesPasses() {
        ShippedSchemes.assertReplacedOnPurpose(new ExamplePlugin());
        ShippedSchemes.assertReplacedOnPurpose(new DeclaredHttpReplacement());
        assertFalse(ShippedSchemes.owner("x-kit").isPresent());
    }

    /** Replaces http on purpose, but at the shipped plugin's priority. */
    static final class DeclaredHttpReplacementAtZero extends ExamplePlugin {
        @Override
        public Set<String> schemes() {
            return Set.of("x-kit", "http");
        }

        @Override
        public Set<String> replaces() {
            return Set.of("http");
        }
    }
}
