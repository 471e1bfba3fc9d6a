package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeRules;
import org.iri4j.testkit.fixture.bugs.Collapsing;
import org.iri4j.testkit.fixture.bugs.ShoutingNormalForm;
import org.iri4j.testkit.fixture.bugs.ThrowingToUri;
import org.iri4j.testkit.fixture.bugs.UncheckedDisplay;
import org.iri4j.testkit.fixture.plain.PlainMapper;
import org.junit.jupiter.api.Test;

/**
 * Bugs a plugin author planted that the contracts once let through. Each fixture has exactly
 * one bug (those of {@code org.iri4j.testkit.fixture.bugs} are registered in the test
 * {@code META-INF/services}, so that being found is not another); its contract class is run
 * whole with JUnit's launcher, as the author's build runs it, and must fail, in the contract
 * test made for that bug and in no other.
 */
class ContractsCatchSubtleBugsTest {

    /**
     * Runs a contract class and expects failures from the given contract methods only (the
     * first is the one made for the bug), one of the first's saying {@code text}.
     */
    private static void assertCaughtBy(Class<?> contract, String method, String text, String... alsoCatching) {
        ContractRun run = ContractRun.of(contract);
        assertFalse(
                run.failuresOf(method, text).isEmpty(),
                () -> "the kit let the bug through: no failure of " + method + " says \"" + text + "\"; failures: "
                        + run.failed());
        List<ContractRun.Failure> elsewhere = new ArrayList<>(run.failed());
        elsewhere.removeAll(run.failuresOf(method, ""));
        for (String other : alsoCatching) {
            elsewhere.removeAll(run.failuresOf(other, ""));
        }
        assertEquals(List.of(), elsewhere, "the fixture has one bug: only " + method + " fails");
    }

    // ---- a. a normal form that fails the plugin's own validate -----------------------------

    static final class ShoutingNormalFormContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new ShoutingNormalForm();
        }
    }

    /** RFC 3986 §6.2.3: a normal form is an equivalent spelling; one its own rules reject is no such thing. */
    @Test
    void aNormalFormThatItsOwnValidateRejectsIsCaught() {
        assertCaughtBy(ShoutingNormalFormContract.class, "normalFormReportsNoNewViolation", "x-kit.UPPER_CASE_PATH");
    }

    // ---- b. every IRI collapsed to one normal form -------------------------------------------

    static final class CollapsingContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new Collapsing();
        }
    }

    /** The same plugin, its author having declared no group of different IRIs. */
    static final class CollapsingWithoutGroupsContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new Collapsing();
        }

        @Override
        public List<List<String>> distinctSamples() {
            return List.of();
        }
    }

    /** A normal form that identifies IRIs naming different resources is idempotent and "equivalent", and wrong. */
    @Test
    void aPluginThatMakesEveryIriOneIsCaught() {
        assertCaughtBy(
                CollapsingContract.class,
                "differentIrisKeepDifferentNormalForms",
                "x-kit:a and x-kit:b name different resources but both normalize to x-kit://h/");
        assertCaughtBy(
                CollapsingWithoutGroupsContract.class,
                "differentIrisKeepDifferentNormalForms",
                "all normalize to x-kit://h/");
    }

    // ---- c. a toUri that throws ----------------------------------------------------------------

    static final class ThrowingToUriContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new ThrowingToUri();
        }
    }

    /**
     * SchemeRules.toUri: the scheme's part of IRI to URI mapping (draft-ietf-iri-3987bis §6),
     * which must not throw. A check reports what toUri would refuse, so the failure shows in the
     * checks of the samples that hold a character outside US-ASCII too (PLUGIN_FAILED).
     */
    @Test
    void aToUriThatThrowsIsCaught() {
        assertCaughtBy(
                ThrowingToUriContract.class,
                "toUriGivesAUriOfTheSameScheme",
                "no URI today",
                "validateNeverThrowsAndReportsDeclaredCodes",
                "normalFormReportsNoNewViolation");
    }

    // ---- e. not registered --------------------------------------------------------------------

    /** A correct plugin that no META-INF/services file and no module-info names. */
    static final class Unregistered extends ExamplePlugin {}

    static final class UnregisteredContract implements SchemeRulesContract {
        @Override
        public SchemeRules plugin() {
            return new Unregistered();
        }
    }

    /** The kit registers the plugin by hand; ServiceLoader, which users rely on, would never see it. */
    @Test
    void aPluginThatServiceLoaderDoesNotFindIsCaught() {
        assertCaughtBy(UnregisteredContract.class, "serviceLoaderFindsIt", Unregistered.class.getName());
    }

    /** A correct host mapper that nothing registers. */
    static final class UnregisteredMapper implements HostMapper {
        private final HostMapper registered = new PlainMapper();

        @Override
        public String name() {
            return registered.name();
        }

        @Override
        public int priority() {
            return registered.priority();
        }

        @Override
        public String toAscii(String host, Purpose purpose) throws HostMappingException {
            return registered.toAscii(host, purpose);
        }

        @Override
        public String toUnicode(String host) {
            return registered.toUnicode(host);
        }
    }

    static final class UnregisteredMapperContract implements HostMapperContract {
        @Override
        public HostMapper mapper() {
            return new UnregisteredMapper();
        }
    }

    /** The same for host mappers. */
    @Test
    void aMapperThatServiceLoaderDoesNotFindIsCaught() {
        assertCaughtBy(UnregisteredMapperContract.class, "serviceLoaderFindsIt", UnregisteredMapper.class.getName());
    }

    // ---- a mapper that says it checks spoofing and does not -----------------------------

    static final class UncheckedDisplayContract implements HostMapperContract {
        @Override
        public HostMapper mapper() {
            return new UncheckedDisplay();
        }
    }

    /** RFC 3987 §8: the core shows a spoof-checking mapper's display form as it is; a look-alike there is caught. */
    @Test
    void aMapperThatSaysItChecksSpoofingButShowsALookAlikeIsCaught() {
        assertCaughtBy(
                UncheckedDisplayContract.class,
                "aMapperThatChecksSpoofingShowsNoLookAlike",
                "checksSpoofing() is true");
    }
}
